/**
 * A fuzzing campaign: programs seed..count of the generator run through the differential harness
 * against one side: the executor again (`reference-only`: determinism, and the executor accepts every
 * generated program) or a recompiled pipeline on a Vulkan device. A failing program is shrunk
 * (shrink.ts) and reported with the mismatch report and its minimal assembly. Programs the recompiler
 * refuses are counted by reason, not as mismatches.
 */
import { SEMANTICS } from '../../reference/semantics/index.js';
import { RULES } from '../../translate/rules/index.js';
import { OberonError } from '../../util/errors.js';
import { REFERENCE_AGAIN, runDifferential, } from '../harness.js';
import { formatMismatchReport } from '../report.js';
import { fuzzCase } from './fuzz-case.js';
import { generateProgram } from './generate.js';
import { buildPools } from './ops.js';
import { renderProgram } from './render.js';
import { programSeed } from './rng.js';
import { shrinkProgram } from './shrink.js';
/** The pools a campaign draws from: executor semantics, and translation rules when a device runs. */
export function campaignPools(withDevice) {
    return buildPools('gfx1013', (m) => SEMANTICS[m] !== undefined && (!withDevice || RULES[m] !== undefined));
}
/** The program `index` of a campaign. */
export function campaignProgram(options, pools, index) {
    const wave64 = options.wave === undefined ? index % 2 === 1 : options.wave === 64;
    const seed = options.programSeeds?.[index] ?? programSeed(options.seed, index);
    return generateProgram(seed, {
        pools,
        wave64,
        size: options.size ?? 40,
        ...(options.floatModes ? { floatModes: options.floatModes } : {}),
    });
}
/**
 * Whether a mismatch is only in the sign of zeros: an f32 (or f64 high word) zero, or in either 16-bit
 * half an f16 zero (packed results), the rest of the word equal.
 */
export function signOfZeroOnly(m) {
    const x = (m.reference ^ m.other) >>> 0;
    if (x === 0x80000000 && (m.reference & 0x7fffffff) === 0)
        return true;
    const half = (d, r) => d === 0 || (d === 0x8000 && (r & 0x7fff) === 0);
    return x !== 0 && half(x & 0xffff, m.reference & 0xffff) && half(x >>> 16, m.reference >>> 16);
}
/** The class of one mismatching word: the producing instruction and whether only a zero's sign differs. */
function classOf(m, trace) {
    const origin = m.origin;
    // A stored scalar (v_mov_b32 from an SGPR) is classed by the instruction that wrote the scalar.
    const pc = origin?.scalar ? origin.scalar.writerPc : origin?.writerPc;
    const mnemonic = (pc === undefined ? undefined : trace?.instruction(pc)?.mnemonic) ?? 'unknown';
    return `${mnemonic.replace(/_e(32|64)$/, '')}: ${signOfZeroOnly(m) ? 'sign of zero' : 'value'}`;
}
/**
 * The classes of a failure's words, primary first: the first word that differs in value (sign-of-zero
 * words are a known, frequent class that would otherwise hide the rest), else the first word.
 */
function classesOf(mismatches, trace) {
    const all = [...new Set(mismatches.map((m) => classOf(m, trace)))];
    const primary = all.find((c) => c.endsWith(': value')) ?? all[0] ?? 'unknown';
    return [primary, ...all.filter((c) => c !== primary)];
}
function judge(c, side) {
    let outcome;
    let result;
    try {
        result = runDifferential(c, [side]);
        outcome = result.outcomes[0];
    }
    catch (error) {
        if (error instanceof OberonError) {
            return {
                kind: 'fail',
                text: `${c.name}: ${error.message}`,
                signature: `error ${error.code}`,
                classes: [`error ${error.code}`],
                mismatches: [],
            };
        }
        throw error;
    }
    if (outcome.kind === 'match')
        return { kind: 'pass' };
    if (outcome.kind === 'refused')
        return { kind: 'refused', reason: outcome.reason };
    const classes = classesOf(outcome.mismatches, result.trace);
    return {
        kind: 'fail',
        text: formatMismatchReport(c, side.name, outcome.mismatches, result.trace),
        signature: classes[0],
        classes,
        mismatches: outcome.mismatches,
    };
}
/** Shortens a refusal to its reason class (pc and operands dropped) for counting. */
function refusalClass(reason) {
    const m = /\): (.*)$/.exec(reason);
    return (m?.[1] ?? reason).slice(0, 160);
}
/** Runs a campaign. */
export function runCampaign(options) {
    const side = options.side ?? REFERENCE_AGAIN;
    const pools = campaignPools(options.side !== undefined);
    const refused = new Map();
    const signatures = new Map();
    const reports = [];
    let mismatches = 0;
    let instructions = 0;
    for (let i = 0; i < options.count; i++) {
        const program = campaignProgram(options, pools, i);
        const rendered = renderProgram(program);
        instructions += rendered.listing.length;
        const verdict = judge(fuzzCase(program, rendered.words), side);
        if (verdict.kind === 'refused') {
            const key = refusalClass(verdict.reason);
            refused.set(key, (refused.get(key) ?? 0) + 1);
        }
        else if (verdict.kind === 'fail') {
            mismatches++;
            const seen = signatures.get(verdict.signature) ?? 0;
            signatures.set(verdict.signature, seen + 1);
            // Each class of failure is shrunk and reported in full a few times; later ones are listed.
            const full = seen < (options.reportsPerClass ?? 2);
            const report = full
                ? failureReport(program, verdict.text, side, options.shrink ?? true, options.size ?? 40)
                : `FAIL program seed ${program.seed} (wave${program.wave64 ? 64 : 32}, size ${options.size ?? 40}): ${verdict.signature} (seen before, not shrunk)`;
            reports.push(report);
            options.onFailure?.(report, options.classify?.(verdict.mismatches));
        }
        options.onProgress?.(i + 1, mismatches);
    }
    return { programs: options.count, mismatches, refused, failureClasses: signatures, reports, instructions };
}
/** The report of a failing program: shrunk (when asked) and printed with its minimal assembly. */
export function failureReport(program, text, side, shrink, size = 40) {
    let minimal = program;
    let report = text;
    if (shrink) {
        // Keep the failure's class while shrinking, so the reproducer shows this bug, not another one.
        const signature = judge(fuzzCase(program), side);
        const same = (v) => v.kind === 'fail' && (signature.kind !== 'fail' || v.classes.includes(signature.signature));
        minimal = shrinkProgram(program, (p) => same(judge(fuzzCase(p), side)), 400).program;
        const again = judge(fuzzCase(minimal), side);
        if (again.kind === 'fail')
            report = again.text;
    }
    const listing = renderProgram(minimal).listing;
    return [
        `FAIL program seed ${program.seed} (wave${program.wave64 ? 64 : 32}, size ${size}), inputs s2..s5 = ${program.inputs.map((v) => `0x${v.toString(16)}`).join(', ')}${program.pgmRsrc1 === undefined ? '' : `, COMPUTE_PGM_RSRC1 0x${program.pgmRsrc1.toString(16)}`}`,
        report,
        `  reproducer (${listing.length} instructions${shrink ? ', shrunk' : ''}):`,
        ...listing.map((l) => `    ${l}`),
    ].join('\n');
}
//# sourceMappingURL=campaign.js.map