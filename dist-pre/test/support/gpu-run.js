import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
/** The guest address of the first buffer: above 4 GiB, so the high address dword matters. */
export const GUEST_BASE = 0x5_1234_0000;
/** Guest base address of each named buffer, in the buffers' order. */
export function layoutBuffers(buffers) {
    const out = new Map();
    let at = GUEST_BASE;
    for (const [name, bytes] of Object.entries(buffers)) {
        out.set(name, at);
        at += Math.ceil((bytes.length + 256) / 256) * 256;
    }
    return out;
}
/** User SGPR values for inreg arguments: a buffer's address as two SGPRs (low first), or a value. */
export function userSgprsOf(args, bases) {
    const out = [];
    for (const arg of args) {
        if ('value' in arg) {
            out.push(arg.value >>> 0);
            continue;
        }
        const base = bases.get(arg.buffer);
        if (base === undefined)
            throw new Error(`argument names unknown buffer ${arg.buffer}`);
        out.push(base % 2 ** 32, Math.floor(base / 2 ** 32));
    }
    return out;
}
/** The differential case of one oracle kernel dispatch (fresh copies of the buffers). */
export function kernelCase(name, wave, words, run) {
    const bases = layoutBuffers(run.buffers);
    return {
        name: `${name} wave${wave}`,
        target: wave === 64 ? PS5_WAVE64 : PS5_WAVE32,
        program: Uint32Array.from(words),
        userSgprs: userSgprsOf(run.args, bases),
        workgroupSize: run.workgroupSize,
        workgroups: run.workgroups,
        workgroupIdSgprs: run.workgroupIds ?? [false, false, false],
        localIdComponents: run.localIdComponents ?? 1,
        ldsBytes: run.ldsBytes ?? 0,
        regions: Object.entries(run.buffers).map(([buffer, bytes]) => ({
            base: bases.get(buffer),
            bytes: bytes.slice(),
            output: true,
        })),
    };
}
function firstDifferences(actual, expected) {
    if (actual.length !== expected.length)
        return `length ${actual.length}, expected ${expected.length}`;
    const bad = [];
    const a = new DataView(actual.buffer, actual.byteOffset, actual.byteLength);
    const e = new DataView(expected.buffer, expected.byteOffset, expected.byteLength);
    for (let i = 0; i + 4 <= expected.length && bad.length < 8; i += 4) {
        const x = a.getUint32(i, true);
        const y = e.getUint32(i, true);
        if (x !== y)
            bad.push(`word ${i / 4}: expected 0x${y.toString(16)}, got 0x${x.toString(16)}`);
    }
    for (let i = expected.length & ~3; i < expected.length && bad.length < 8; i++) {
        if (actual[i] !== expected[i])
            bad.push(`byte ${i}: expected ${expected[i]}, got ${actual[i]}`);
    }
    return bad.join('; ');
}
/**
 * Compares final buffers with a model's expectations (exact bytes, or the model's own check for
 * ULP-bounded or order-free results); returns one line per differing buffer.
 */
export function compareWithModel(expected, actual) {
    const failures = [];
    for (const [name, want] of Object.entries(expected)) {
        const got = actual[name];
        if (!got) {
            failures.push(`${name}: the model names a buffer the run does not have`);
            continue;
        }
        const problem = typeof want === 'function'
            ? want(got, actual)
            : got.length === want.length && got.every((b, i) => b === want[i])
                ? undefined
                : firstDifferences(got, want);
        if (problem)
            failures.push(`${name}: ${problem}`);
    }
    return failures;
}
//# sourceMappingURL=gpu-run.js.map