/**
 * PM4 stream parsing: splits a command buffer's dwords into type-2 padding and type-3 packets and
 * validates each against the packet table (known opcode, body length, register range). Every problem
 * raises a {@link Pm4Error} naming the buffer, the dword offset, the opcode and the reason; parsing never
 * reads past the buffer and always advances, so it terminates on any input.
 *
 * Header (type 3): type [31:30] = 3, count [29:16] = body dwords - 1, opcode [15:8], shader type [1],
 * predicate [0]. A NOP whose count is 0x3fff is header-only.
 */
import { hex, Pm4Error } from '../errors.js';
import { packetSpec, SET_REG_BASE, SET_REG_END } from './packets.js';
/** Number of dwords of a header-only NOP's count field. */
const NOP_HEADER_ONLY = 0x3fff;
/**
 * Yields the entries of `words` in order; throws {@link Pm4Error} at the first invalid one.
 * `buffer` names the command buffer in messages.
 */
export function* iteratePm4(words, buffer) {
    let offset = 0;
    while (offset < words.length) {
        const header = words[offset];
        const type = header >>> 30;
        if (type === 2) {
            yield { type: 2, offset, header };
            offset += 1;
            continue;
        }
        if (type !== 3)
            throw new Pm4Error(buffer, offset, undefined, `type-${type} packet header ${hex(header)} is not supported`);
        const opcode = (header >>> 8) & 0xff;
        const count = (header >>> 16) & 0x3fff;
        const spec = packetSpec(opcode);
        if (!spec)
            throw new Pm4Error(buffer, offset, opcode, `unknown type-3 opcode in header ${hex(header)}`);
        const bodyLength = spec.kind === 'nop' && count === NOP_HEADER_ONLY ? 0 : count + 1;
        if (offset + 1 + bodyLength > words.length) {
            throw new Pm4Error(buffer, offset, opcode, `${spec.name} needs ${bodyLength} body dwords but the buffer ends after ${words.length - offset - 1}`);
        }
        if (bodyLength < spec.minBody || bodyLength > spec.maxBody) {
            const range = spec.maxBody === Infinity ? `at least ${spec.minBody}` : `${spec.minBody}..${spec.maxBody}`;
            throw new Pm4Error(buffer, offset, opcode, `${spec.name} has ${bodyLength} body dwords, expected ${range}`);
        }
        const body = words.subarray(offset + 1, offset + 1 + bodyLength);
        const packet = {
            type: 3,
            offset,
            header,
            opcode,
            spec,
            body,
            predicate: (header & 1) !== 0,
            compute: (header & 2) !== 0,
        };
        if (spec.kind.startsWith('set-'))
            setRegRange(packet, buffer);
        yield packet;
        offset += 1 + bodyLength;
    }
}
/** Parses a whole command buffer; throws {@link Pm4Error} at the first invalid entry. */
export function parsePm4(words, buffer) {
    return [...iteratePm4(words, buffer)];
}
/**
 * First register byte address and values of a SET_*_REG(_INDEX) packet; throws {@link Pm4Error} when the
 * range leaves the packet's register space.
 */
export function setRegRange(packet, buffer) {
    const kind = packet.spec.kind;
    const base = SET_REG_BASE[kind];
    const end = SET_REG_END[kind];
    const first = packet.body[0];
    const indexed = packet.spec.name.endsWith('_INDEX');
    const dwordOffset = indexed ? first & 0xffff : first;
    const index = indexed ? first >>> 28 : 0;
    const values = packet.body.subarray(1);
    const address = base + dwordOffset * 4;
    if (dwordOffset > 0xffff || address + values.length * 4 > end) {
        throw new Pm4Error(buffer, packet.offset, packet.opcode, `${packet.spec.name} writes ${values.length} registers from dword offset ${hex(dwordOffset)}, past the end of the ${kind.slice(4)} register space (${hex(base)}..${hex(end)})`);
    }
    if (indexed && (first & 0x0fff0000) !== 0) {
        throw new Pm4Error(buffer, packet.offset, packet.opcode, `${packet.spec.name} has reserved bits set in ${hex(first)}`);
    }
    return { address, values, index };
}
//# sourceMappingURL=parse.js.map