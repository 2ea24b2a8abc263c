/**
 * The command processor model: runs a submission's command buffers in order, follows INDIRECT_BUFFER
 * calls (return to the caller) and chains (replace the rest of the caller), applies SET_*_REG packets
 * and index state to the register file, and yields every packet and every draw and dispatch with the
 * state it sees. Memory effects (WRITE_DATA, DMA_DATA, RELEASE_MEM) and indirect arguments are left to
 * the driver, which executes them in order; this model only reports them.
 *
 * The yielded `registers` is the live file: a consumer must use it before asking for the next event
 * (or clone it).
 */
import { Pm4Error } from '../errors.js';
import { requireRegister } from '../registers/index.js';
import { RegisterFile } from '../state/register-file.js';
import { SET_REG_BASE, SET_REG_END } from './packets.js';
import { iteratePm4, setRegRange } from './parse.js';
/** State that persists across command buffers and submissions. */
export class CommandState {
    registers = new RegisterFile();
    /** INDEX_BASE address. */
    indexBase;
    /** INDEX_BUFFER_SIZE in indices. */
    indexBufferSize;
    /** SET_BASE (base index 1): the indirect argument base. */
    indirectBase;
}
const DEFAULT_LIMITS = { maxDepth: 4, maxBuffers: 1 << 20 };
const VGT_INDEX_TYPE = requireRegister('VGT_INDEX_TYPE').address;
const VGT_NUM_INSTANCES = requireRegister('VGT_NUM_INSTANCES').address;
const address64 = (lo, hi) => (hi >>> 0) * 2 ** 32 + (lo >>> 0);
/** Runs the command buffers of one submission, yielding events in order. */
export function* processSubmission(memory, buffers, state, name = 'submission', limits = DEFAULT_LIMITS) {
    const counter = { buffers: 0 };
    for (let i = 0; i < buffers.length; i++) {
        const b = buffers[i];
        yield* runBuffer(memory, b.address, b.dwords, `${name} buffer ${i}${b.label ? ` (${b.label})` : ''}`, 0, state, limits, counter);
    }
}
function* runBuffer(memory, address, dwords, label, depth, state, limits, counter) {
    let current = { address, dwords, label };
    while (current) {
        counter.buffers++;
        const buffer = current.label;
        if (counter.buffers > limits.maxBuffers) {
            throw new Pm4Error(buffer, 0, undefined, `more than ${limits.maxBuffers} command buffers in one submission (a chain loop?)`);
        }
        const words = memory.readDwords(current.address, current.dwords);
        let chained;
        for (const entry of iteratePm4(words, buffer)) {
            yield { kind: 'packet', buffer, depth, entry };
            if (entry.type === 2)
                continue;
            const kind = entry.spec.kind;
            if (kind.startsWith('set-')) {
                const writes = setRegRange(entry, buffer);
                state.registers.setRange(writes.address, writes.values);
            }
            else if (kind === 'index-state') {
                indexState(entry, state);
            }
            else if (kind === 'draw') {
                yield {
                    kind: 'draw',
                    buffer,
                    entry,
                    draw: drawCall(entry, state, buffer),
                    registers: state.registers,
                };
            }
            else if (kind === 'dispatch') {
                yield {
                    kind: 'dispatch',
                    buffer,
                    entry,
                    dispatch: dispatchCall(entry, state, buffer),
                    registers: state.registers,
                };
            }
            else if (entry.spec.name === 'CLEAR_STATE') {
                state.registers.clearRange(SET_REG_BASE['set-context'], SET_REG_END['set-context']);
            }
            else if (kind === 'indirect-buffer') {
                const [lo, hi, control] = entry.body;
                const target = address64(lo, hi);
                const size = control & 0xfffff;
                const chain = (control >>> 20) & 1;
                if (target % 4 !== 0)
                    throw new Pm4Error(buffer, entry.offset, entry.opcode, `indirect buffer address 0x${target.toString(16)} is not dword aligned`);
                const sub = `${buffer} > IB@0x${target.toString(16)}`;
                if (chain) {
                    chained = { address: target, dwords: size, label: sub };
                    break;
                }
                if (depth + 1 > limits.maxDepth) {
                    throw new Pm4Error(buffer, entry.offset, entry.opcode, `INDIRECT_BUFFER nesting deeper than ${limits.maxDepth}`);
                }
                yield* runBuffer(memory, target, size, sub, depth + 1, state, limits, counter);
            }
        }
        current = chained;
    }
}
function indexState(p, state) {
    switch (p.spec.name) {
        case 'INDEX_TYPE':
            state.registers.set(VGT_INDEX_TYPE, p.body[0]);
            return;
        case 'NUM_INSTANCES':
            state.registers.set(VGT_NUM_INSTANCES, p.body[0]);
            return;
        case 'INDEX_BASE':
            state.indexBase = address64(p.body[0], p.body[1]);
            return;
        case 'INDEX_BUFFER_SIZE':
            state.indexBufferSize = p.body[0];
            return;
        case 'SET_BASE':
            if ((p.body[0] & 0xf) === 1)
                state.indirectBase = address64(p.body[1], p.body[2]);
            return;
    }
}
function drawCall(p, state, buffer) {
    const b = p.body;
    const instances = state.registers.get(VGT_NUM_INSTANCES);
    const initiator = b[b.length - 1];
    const base = { packet: p.spec.name, instances, initiator, indexOffset: 0 };
    const indirect = (dataOffset, indexed) => {
        if (state.indirectBase === undefined)
            throw new Pm4Error(buffer, p.offset, p.opcode, `${p.spec.name} before any SET_BASE of the indirect argument base`);
        return {
            ...base,
            indexed,
            count: undefined,
            indexAddress: indexed ? state.indexBase : undefined,
            maxIndices: indexed ? state.indexBufferSize : undefined,
            argumentsAddress: state.indirectBase + dataOffset,
        };
    };
    switch (p.spec.name) {
        case 'DRAW_INDEX_AUTO':
            return {
                ...base,
                indexed: false,
                count: b[0],
                indexAddress: undefined,
                maxIndices: undefined,
                argumentsAddress: undefined,
            };
        case 'DRAW_INDEX_2':
            return {
                ...base,
                indexed: true,
                count: b[3],
                indexAddress: address64(b[1], b[2]),
                maxIndices: b[0],
                argumentsAddress: undefined,
            };
        case 'DRAW_INDEX_OFFSET_2': {
            if (state.indexBase === undefined)
                throw new Pm4Error(buffer, p.offset, p.opcode, 'DRAW_INDEX_OFFSET_2 before any INDEX_BASE');
            return {
                ...base,
                indexed: true,
                count: b[2],
                indexAddress: state.indexBase,
                maxIndices: b[0],
                argumentsAddress: undefined,
                indexOffset: b[1],
            };
        }
        case 'DRAW_INDIRECT':
        case 'DRAW_INDIRECT_MULTI':
            return indirect(b[0], false);
        default:
            return indirect(b[0], true);
    }
}
function dispatchCall(p, state, buffer) {
    const b = p.body;
    if (p.spec.name === 'DISPATCH_DIRECT')
        return { packet: p.spec.name, groups: [b[0], b[1], b[2]], argumentsAddress: undefined, initiator: b[3] };
    if (state.indirectBase === undefined)
        throw new Pm4Error(buffer, p.offset, p.opcode, 'DISPATCH_INDIRECT before any SET_BASE of the indirect argument base');
    return {
        packet: p.spec.name,
        groups: undefined,
        argumentsAddress: state.indirectBase + b[0],
        initiator: b[1],
    };
}
//# sourceMappingURL=processor.js.map