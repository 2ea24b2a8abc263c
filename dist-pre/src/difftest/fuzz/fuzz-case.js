import { OUTPUT_BASE } from './layout.js';
import { slotsOf, threadsOf } from './program.js';
import { recordBytes, renderProgram, targetOf } from './render.js';
/** The marker every output word holds before the run. */
export const OUTPUT_MARKER = 0xdeadbeef;
/** LDS bytes a program uses. */
export function ldsBytesOf(p) {
    return p.lds ? threadsOf(p) * 4 * 4 : 0;
}
/** Builds the case of `p` (renders it; throws AsmError if the program text is invalid). */
export function fuzzCase(p, words = renderProgram(p).words) {
    const threads = threadsOf(p);
    const record = recordBytes(p);
    const bytes = new Uint8Array(record * threads * p.groups);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < bytes.length; i += 4)
        view.setUint32(i, OUTPUT_MARKER, true);
    const slots = slotsOf(p);
    return {
        name: `seed ${p.seed} (wave${p.wave64 ? 64 : 32})`,
        target: targetOf(p),
        program: words,
        userSgprs: [OUTPUT_BASE >>> 0, Math.floor(OUTPUT_BASE / 2 ** 32), ...p.inputs],
        workgroupSize: [threads, 1, 1],
        workgroups: [p.groups, 1, 1],
        workgroupIdSgprs: [true, false, false],
        localIdComponents: 1,
        ldsBytes: ldsBytesOf(p),
        regions: [{ base: OUTPUT_BASE, bytes, output: true }],
        ...(p.pgmRsrc1 === undefined ? {} : { pgmRsrc1: p.pgmRsrc1 }),
        describeWord: (_region, word) => {
            const thread = Math.floor(word / slots.length);
            const slot = slots[word % slots.length];
            return `group ${Math.floor(thread / threads)} lane ${thread % threads} ${slot?.name ?? '?'}`;
        },
    };
}
//# sourceMappingURL=fuzz-case.js.map