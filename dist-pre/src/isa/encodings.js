/** Fixed bits of each format: bits [31:31-width+1] must equal `value`. Longest prefixes win. */
const PREFIXES = [
    { name: 'SOP1', value: 0b101111101, bits: 9 },
    { name: 'SOPC', value: 0b101111110, bits: 9 },
    { name: 'SOPP', value: 0b101111111, bits: 9 },
    { name: 'VOPC', value: 0b0111110, bits: 7 },
    { name: 'VOP1', value: 0b0111111, bits: 7 },
    { name: 'VINTRP', value: 0b110010, bits: 6 },
    { name: 'VOP3P', value: 0b110011, bits: 6 },
    { name: 'VOP3', value: 0b110101, bits: 6 },
    { name: 'DS', value: 0b110110, bits: 6 },
    { name: 'FLAT', value: 0b110111, bits: 6 },
    { name: 'MUBUF', value: 0b111000, bits: 6 },
    { name: 'MTBUF', value: 0b111010, bits: 6 },
    { name: 'MIMG', value: 0b111100, bits: 6 },
    { name: 'SMEM', value: 0b111101, bits: 6 },
    { name: 'EXP', value: 0b111110, bits: 6 },
    { name: 'SOPK', value: 0b1011, bits: 4 },
    { name: 'SOP2', value: 0b10, bits: 2 },
    { name: 'VOP2', value: 0b0, bits: 1 },
];
function buildTable() {
    const table = new Array(512).fill(undefined);
    for (let top = 0; top < 512; top++) {
        for (const p of PREFIXES) {
            if (top >>> (9 - p.bits) === p.value) {
                table[top] = p.name;
                break;
            }
        }
    }
    return table;
}
const BY_TOP9 = buildTable();
/** The encoding whose fixed bits `word` carries, or undefined for the unassigned patterns. */
export function identifyEncoding(word) {
    return BY_TOP9[word >>> 23];
}
/** The fixed prefix of an encoding: its value and width in bits, counted from bit 31 down. */
export function encodingPrefix(name) {
    const p = PREFIXES.find((x) => x.name === name);
    if (!p)
        throw new RangeError(name);
    return { value: p.value, bits: p.bits };
}
//# sourceMappingURL=encodings.js.map