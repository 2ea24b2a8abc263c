/**
 * PM4 packet text, driven by the packet table and the register database: one header line per packet
 * (`offset NAME`, flags), then one line per register written or per body dword with its fields.
 */
import { hex } from '../errors.js';
import { extractField, formatRegister, registerByAddress, registerByName } from '../registers/index.js';
import { setRegRange } from './parse.js';
function fieldsText(fields, value) {
    const parts = [];
    for (const f of fields) {
        const v = extractField(f, value);
        if (v === 0)
            continue;
        const symbol = f.values?.[v];
        parts.push(symbol ? `${f.name}=${v}(${symbol})` : `${f.name}=${v}`);
    }
    return parts.length ? ` [${parts.join(' ')}]` : '';
}
function wordText(word, index, value) {
    if (!word)
        return `data[${index}]=${hex(value)}`;
    if (word.register) {
        const reg = registerByName(word.register);
        if (reg)
            return `${word.name}: ${formatRegister(reg, value)}`;
    }
    return `${word.name}=${hex(value)}${word.fields ? fieldsText(word.fields, value) : ''}`;
}
/** The lines describing one entry; `buffer` names its command buffer for range errors. */
export function printPacket(entry, buffer = 'buffer') {
    const at = entry.offset.toString().padStart(6);
    if (entry.type === 2)
        return [`${at} TYPE2_PADDING`];
    const flags = `${entry.predicate ? ' predicated' : ''}${entry.compute ? ' compute' : ''}`;
    const lines = [`${at} ${entry.spec.name} (${entry.body.length} dwords)${flags}`];
    if (entry.spec.kind.startsWith('set-')) {
        const writes = setRegRange(entry, buffer);
        if (writes.index)
            lines.push(`         index=${writes.index}`);
        writes.values.forEach((value, i) => {
            const address = writes.address + i * 4;
            const reg = registerByAddress(address);
            lines.push(`         ${reg ? formatRegister(reg, value) : `reg ${hex(address)}=${hex(value)}`}`);
        });
        return lines;
    }
    if (entry.spec.kind === 'nop')
        return lines;
    entry.body.forEach((value, i) => {
        lines.push(`         ${wordText(entry.spec.words[i], i - entry.spec.words.length, value)}`);
    });
    return lines;
}
//# sourceMappingURL=print.js.map