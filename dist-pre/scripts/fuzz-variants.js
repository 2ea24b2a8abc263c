/**
 * Narrows a fuzz program's mismatch or driver crash on a device by running variants of its assembly.
 *
 *   node --import tsx scripts/fuzz-variants.ts --program SEED --wave 32|64 [--float-mode M]
 *        (--variants FILE | --nop-crash) [--jobs N]
 *
 * --variants FILE  a JSON list of { "name", "lines"?: { "LINE": "text|text" or null } }: each
 *                  variant replaces (several instructions split by |) or deletes 1-based lines of
 *                  the program text (`oberon fuzz` reproducers print the same lines) and runs it
 *                  against the executor; prints the differing registers per variant.
 * --nop-crash      replaces each instruction in turn by s_nop (as many as its dwords, so branch
 *                  offsets hold), each in its own process, and lists those whose replacement stops
 *                  the program from crashing the process.
 * The device is OBERON_DEVICE's; --float-mode defaults to the first the device reproduces exactly.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exactFloatModes } from '../src/difftest/float-modes.js';
import { campaignPools, campaignProgram } from '../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../src/difftest/fuzz/fuzz-case.js';
import { programSource, targetOf } from '../src/difftest/fuzz/render.js';
import { runDifferential } from '../src/difftest/harness.js';
import { VulkanSide } from '../src/difftest/vulkan-side.js';
import { assembleOne, assembleWords } from '../src/isa/assemble.js';
import { Device } from '../src/vulkan/device.js';
const { values } = parseArgs({
    options: {
        program: { type: 'string' },
        wave: { type: 'string', default: '64' },
        'float-mode': { type: 'string' },
        variants: { type: 'string' },
        'nop-crash': { type: 'boolean', default: false },
        'nop-line': { type: 'string' },
        jobs: { type: 'string', default: '8' },
    },
});
if (values.program === undefined)
    throw new Error('--program SEED is required');
const wave = values.wave === '32' ? 32 : 64;
const device = Device.open();
const floatMode = values['float-mode'] === undefined ? exactFloatModes(device.profile)[0] : Number(values['float-mode']);
const program = campaignProgram({ seed: 0, count: 1, programSeeds: [Number(values.program)], wave, floatModes: [floatMode ?? 0] }, campaignPools(true), 0);
const target = targetOf(program);
const lines = programSource(program).trimEnd().split('\n');
/** Runs `source` against the executor: 'match', 'refused: ...', or the differing registers. */
function runSource(source) {
    const c = fuzzCase(program, Uint32Array.from(assembleWords(source, target)));
    const outcome = runDifferential(c, [new VulkanSide(device)]).outcomes[0];
    if (!outcome || outcome.kind === 'match')
        return 'match';
    if (outcome.kind === 'refused')
        return `refused: ${outcome.reason}`;
    const byRegister = new Map();
    for (const m of outcome.mismatches) {
        const where = c.describeWord?.(m.region, m.word) ?? `word ${m.word}`;
        const register = where.split(' ').pop() ?? where;
        const list = byRegister.get(register) ?? [];
        list.push(`${where}: 0x${m.reference.toString(16)} vs 0x${m.other.toString(16)}`);
        byRegister.set(register, list);
    }
    return [...byRegister.values()].map((l) => `${l[0]} (${l.length} words)`).join('\n  ');
}
function withNop(index) {
    const nops = (line) => Array(assembleOne(line, target).size / 4)
        .fill('s_nop 0')
        .join('\n');
    return lines.map((l, i) => (i === index ? nops(l) : l)).join('\n');
}
async function nopCrash() {
    device.destroy();
    const candidates = lines
        .map((text, index) => ({ text, index }))
        .filter(({ text }) => !/^s_(cbranch|branch|endpgm)|global_store/.test(text));
    const survivors = [];
    let next = 0;
    const script = process.argv[1];
    const worker = async () => {
        for (let c = candidates[next++]; c; c = candidates[next++]) {
            const args = [...process.execArgv, script, ...process.argv.slice(2), '--nop-line', String(c.index)];
            const crashed = await new Promise((resolve) => spawn(process.execPath, args, { stdio: 'ignore' }).on('exit', (code, signal) => resolve(signal !== null || code !== 0)));
            if (!crashed)
                survivors.push(c);
            process.stderr.write(`\r${next}/${candidates.length} variants   `);
        }
    };
    await Promise.all(Array.from({ length: Number(values.jobs) }, worker));
    survivors.sort((a, b) => a.index - b.index);
    console.log(`\n${candidates.length} variants; the crash stops with s_nop in place of:`);
    for (const s of survivors)
        console.log(`  ${s.index + 1}: ${s.text}`);
}
if (values['nop-line'] !== undefined) {
    runSource(withNop(Number(values['nop-line'])));
    device.destroy();
}
else if (values['nop-crash']) {
    await nopCrash();
}
else {
    if (values.variants === undefined)
        throw new Error('give --variants FILE or --nop-crash');
    const variants = JSON.parse(readFileSync(values.variants, 'utf8'));
    for (const v of [{ name: 'as generated' }, ...variants]) {
        const source = lines
            .flatMap((line, i) => {
            const edit = v.lines?.[String(i + 1)];
            return edit === undefined ? [line] : edit === null ? [] : edit.split('|');
        })
            .join('\n');
        console.log(`${v.name}: ${runSource(source)}`);
    }
    device.destroy();
}
//# sourceMappingURL=fuzz-variants.js.map