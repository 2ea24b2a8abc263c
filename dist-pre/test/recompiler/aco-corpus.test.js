/**
 * The ACO corpus end to end: every program RADV's ACO compiled for GFX10 (test/recompiler/aco/*.bin,
 * with its launch facts in NAME.json; scripts/gen-aco-corpus.ts made them) is recompiled for host
 * subgroups of 8 (lavapipe-like) and 32, and spirv-val must accept every module. The request carries
 * guest memory with each descriptor set where RADV lays it out (16-byte V# per buffer binding), so
 * buffer descriptors are known at recompile time as they would be from a capture.
 *
 * Most of these programs are refused today (descriptors read from memory, images, ...). The refusals
 * are checked in: test/recompiler/aco/expected-refusals.json maps `NAME subgroup N` to the first line of
 * the refusal's reason. An expected refusal makes its case a todo (it still runs and reports); the
 * `outcomes match expected-refusals.json` case is not a todo, so a refusal that changes, a new one, or a
 * todo that starts passing fails the run. `OBERON_UPDATE_EXPECTED=1` rewrites the file from this run's
 * outcomes (review the diff).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { genericTargetProfile, lavapipeLikeProfile } from '../../src/recompiler/profiles.js';
import { recompile } from '../../src/recompiler/recompile.js';
import { REQUEST_VERSION } from '../../src/recompiler/request.js';
import { RecompileError } from '../../src/translate/errors.js';
import { spirvVal } from '../support/spirv-tools.js';
const DIR = fileURLToPath(new URL('./aco/', import.meta.url));
const EXPECTED_FILE = join(DIR, 'expected-refusals.json');
const SUBGROUPS = [8, 32];
function loadPrograms() {
    return readdirSync(DIR)
        .filter((f) => f.endsWith('.bin'))
        .sort()
        .map((f) => {
        const name = f.slice(0, -'.bin'.length);
        const bytes = readFileSync(join(DIR, f));
        const words = new Uint32Array(bytes.length / 4);
        for (let i = 0; i < words.length; i++)
            words[i] = bytes.readUInt32LE(i * 4);
        const facts = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8'));
        return { name, words, facts };
    });
}
/** RADV's high half of its 32-bit pointers (`s_movk_i32 sN, 0x8000` sign-extends to it). */
const POINTER_HIGH = 0xffff8000n;
/** GFX10 V# dword 3 of a raw buffer as RADV writes it: DST_SEL xyzw, FORMAT 32_FLOAT, RESOURCE_LEVEL, OOB_SELECT raw. */
const RAW_BUFFER_WORD3 = 0x31016fac;
/** The low half of set `set`'s descriptor table address (a placeholder, distinct per set). */
const setPointer = (set) => 0x10000 * (set + 1);
/**
 * Guest memory holding each set's descriptors where RADV places them: a buffer binding gets a V# of a
 * 64 KiB range at a distinct address; image and sampler descriptors stay zero (no rule reads them yet).
 */
function descriptorMemory(p) {
    const sets = [...new Set(p.facts.bindings.map((b) => b.set))];
    return sets.map((set) => {
        const bindings = p.facts.bindings.filter((b) => b.set === set);
        const bytes = Math.max(...bindings.map((b) => b.byteOffset + b.descriptorBytes * b.count));
        const words = new Array(bytes / 4).fill(0);
        for (const b of bindings) {
            if (b.kind !== 'storageBuffer' && b.kind !== 'uniformBuffer')
                continue;
            const base = 0x100000000 * (set + 1) + b.binding * 0x1000000;
            const at = b.byteOffset / 4;
            words[at] = base % 0x100000000;
            words[at + 1] = Math.floor(base / 0x100000000);
            words[at + 2] = 0x10000;
            words[at + 3] = RAW_BUFFER_WORD3;
        }
        return { base: `0x${((POINTER_HIGH << 32n) | BigInt(setPointer(set))).toString(16)}`, words };
    });
}
/**
 * The request for a program on a host subgroup size: descriptor set pointers point at
 * {@link descriptorMemory}; other user SGPRs hold distinct placeholder values.
 */
function acoRequest(p, subgroupSize) {
    const userSgprs = Array.from({ length: p.facts.userSgprCount }, (_, i) => 0x1000 * (i + 1));
    for (const u of p.facts.userSgprs) {
        const set = /^descriptor set (\d+)/.exec(u.role);
        if (set)
            userSgprs[u.sgpr] = setPointer(Number(set[1]));
    }
    return {
        version: REQUEST_VERSION,
        stage: 'compute',
        mcpu: 'gfx1013',
        waveSize: p.facts.waveSize,
        program: [...p.words],
        userSgprs,
        memory: descriptorMemory(p),
        compute: {
            workgroupSize: p.facts.workgroupSize,
            ldsBytes: p.facts.ldsBytes,
            workgroupIdSgprs: p.facts.workgroupIdSgprs,
            tgSizeSgpr: p.facts.tgSizeSgpr,
            localIdComponents: p.facts.localIdComponents,
        },
        target: subgroupSize === 8 ? lavapipeLikeProfile() : genericTargetProfile(subgroupSize),
    };
}
/** 'ok', or the first line of why the program is refused (or its module invalid). */
function outcome(p, subgroupSize) {
    let spirv;
    try {
        spirv = recompile(acoRequest(p, subgroupSize), { verify: true }).spirv;
    }
    catch (e) {
        if (e instanceof RecompileError)
            return e.reason.split('\n')[0];
        return `${e.name}: ${String(e.message).split('\n')[0]}`;
    }
    const invalid = spirvVal(spirv, 'vulkan1.2');
    return invalid ? `spirv-val: ${invalid.split('\n')[0]}` : 'ok';
}
const programs = loadPrograms();
const expected = JSON.parse(readFileSync(EXPECTED_FILE, 'utf8'));
const outcomes = new Map();
const outcomeOf = (p, subgroupSize) => {
    const key = `${p.name} subgroup ${subgroupSize}`;
    let o = outcomes.get(key);
    if (o === undefined) {
        o = outcome(p, subgroupSize);
        outcomes.set(key, o);
    }
    return o;
};
describe('ACO corpus (RADV-compiled GFX10 programs)', () => {
    it('has at least 20 programs in both wave sizes', () => {
        assert.ok(programs.length >= 20, `${programs.length} programs`);
        assert.ok(programs.some((p) => p.facts.waveSize === 32) && programs.some((p) => p.facts.waveSize === 64));
    });
    for (const p of programs) {
        for (const subgroup of SUBGROUPS) {
            const key = `${p.name} subgroup ${subgroup}`;
            const refusal = expected[key];
            it(key, refusal ? { todo: refusal } : {}, () => {
                assert.equal(outcomeOf(p, subgroup), 'ok');
            });
        }
    }
    it('outcomes match expected-refusals.json', () => {
        const actual = {};
        for (const p of programs) {
            for (const subgroup of SUBGROUPS) {
                const o = outcomeOf(p, subgroup);
                if (o !== 'ok')
                    actual[`${p.name} subgroup ${subgroup}`] = o;
            }
        }
        if (process.env.OBERON_UPDATE_EXPECTED) {
            writeFileSync(EXPECTED_FILE, `${JSON.stringify(actual, null, 2)}\n`);
            return;
        }
        const problems = [];
        for (const key of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
            const want = expected[key];
            const got = actual[key];
            if (want === undefined)
                problems.push(`${key}: newly refused: ${got}`);
            else if (got === undefined)
                problems.push(`${key}: now recompiles (remove it from the file)`);
            else if (!got.includes(want))
                problems.push(`${key}: refusal changed from '${want}' to '${got}'`);
        }
        assert.deepEqual(problems, [], 'OBERON_UPDATE_EXPECTED=1 rewrites the file');
    });
});
//# sourceMappingURL=aco-corpus.test.js.map