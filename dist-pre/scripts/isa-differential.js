/**
 * The full differential of the isa layer against llvm-mc-19: every opcode of every encoding with
 * random fields (--per-opcode N each, wave32 and wave64), and --random M random dwords (default
 * 1,000,000). Prints a progress line, the counts, and the first mismatches per encoding; exits 1 on
 * any mismatch.
 *
 *   node --import tsx scripts/isa-differential.ts [--seed S] [--per-opcode N] [--random M] [--mcpu gfx1013]
 */
import { parseArgs } from 'node:util';
import { compareAll, describeMismatches } from '../test/support/differential.js';
import { ENCODINGS, opcodeSegments, randomSegments } from '../test/support/isa-fuzz.js';
const { values } = parseArgs({
    options: {
        seed: { type: 'string', default: '1' },
        'per-opcode': { type: 'string', default: '50' },
        random: { type: 'string', default: '1000000' },
        mcpu: { type: 'string', default: 'gfx1013' },
        only: { type: 'string' },
    },
});
const seed = Number(values.seed);
const perOpcode = Number(values['per-opcode']);
const randomCount = Number(values.random);
const mcpu = values.mcpu === 'gfx1030' ? 'gfx1030' : 'gfx1013';
let failures = 0;
function report(label, c) {
    const line = `${label}: ${c.compared} compared, ${c.mismatches.length} mismatching segments, ${c.llvmCrashes} llvm-mc crashes skipped (${c.skippedWords} dwords)`;
    process.stdout.write(`\r${line}\n`);
    if (c.mismatches.length > 0)
        process.stdout.write(`${describeMismatches(c, 8)}\n`);
    failures += c.mismatches.length;
}
function progress(label) {
    return (done, total) => process.stderr.write(`\r${label} ${Math.round((100 * done) / total)}%   `);
}
for (const wave64 of [false, true]) {
    const target = { mcpu, wave64 };
    const w = wave64 ? 'wave64' : 'wave32';
    for (const encoding of ENCODINGS) {
        if (values.only && values.only !== encoding)
            continue;
        const segments = opcodeSegments(encoding, perOpcode, seed + (wave64 ? 7 : 0));
        report(`${encoding} ${w}`, compareAll(segments, target, 4000, progress(`${encoding} ${w}`)));
    }
    if (!values.only) {
        const segments = randomSegments(wave64 ? Math.ceil(randomCount / 4) : randomCount, 16, seed + (wave64 ? 1 : 0));
        report(`random dwords ${w}`, compareAll(segments, target, 4000, progress(`random ${w}`)));
    }
}
process.stdout.write(`total mismatching segments: ${failures}\n`);
process.exit(failures > 0 ? 1 : 0);
//# sourceMappingURL=isa-differential.js.map