/**
 * ACO's programs (test/recompiler/aco/, compiled by RADV for GFX10) run in the reference executor and
 * recompiled on the Vulkan device (lavapipe in CI, OBERON_DEVICE=gpu on the H200), and must agree word
 * for word within the harness's ULP bounds. Guest memory is laid out as RADV's ABI expects: each
 * descriptor set a table of 16-byte V#s at the 32-bit pointer its user SGPR holds, reached through the
 * sign-extended high half 0xffff8000 (so the 48-bit address 0x8000_xxxxxxxx), each buffer 64 KiB of
 * seeded data. The recompile gets no memory: every V# is read at run time (the dynamic path).
 * Programs with images, samplers or push constants are not run here; programs the recompiler refuses
 * on this device (the wave model's multi-wave limits) are listed as diagnostics.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runDifferential } from '../../src/difftest/harness.js';
import { VulkanSide } from '../../src/difftest/vulkan-side.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { Device } from '../../src/vulkan/device.js';
import { formatMessages } from '../../src/vulkan/validation.js';
const DIR = fileURLToPath(new URL('./aco/', import.meta.url));
/** Guest (48-bit) address of set `set`'s table; its user SGPR holds the low half. */
const setAddress = (set) => 0x8000_0000_0000 + 0x10000 * (set + 1);
/** Guest address of binding `binding` of set `set`: 64 KiB each, after the tables. */
const bufferAddress = (set, binding) => 0x8000_0010_0000 + (set * 16 + binding) * 0x10000;
const BUFFER_BYTES = 0x10000;
/** V# dword 3 of a raw buffer as RADV writes it (DST_SEL xyzw, 32_FLOAT, OOB_SELECT raw). */
const RAW_BUFFER_WORD3 = 0x31016fac;
function seeded(seed) {
    let x = seed >>> 0 || 1;
    return () => {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return x >>> 0;
    };
}
function runnable(f, source) {
    // The GLSL too: the corpus facts list a storage image declared `readonly uniform image2D` as a buffer.
    if (/\b(image|sampler|texture)[A-Z0-9]\w*/.test(source))
        return false;
    const buffers = f.bindings.every((b) => b.kind === 'storageBuffer' || b.kind === 'uniformBuffer');
    const roles = f.userSgprs.every((u) => /^(scratch ring|descriptor set)/.test(u.role));
    return buffers && roles && f.pushConstants === null;
}
function caseOf(name, words, f) {
    const next = seeded(name.length * 7919 + words.length);
    const regions = [];
    const userSgprs = Array.from({ length: f.userSgprCount }, () => 0);
    for (const set of new Set(f.bindings.map((b) => b.set))) {
        const table = new Uint32Array(64);
        for (const b of f.bindings.filter((x) => x.set === set)) {
            const base = bufferAddress(set, b.binding);
            table.set([base % 2 ** 32, Math.floor(base / 2 ** 32), BUFFER_BYTES, RAW_BUFFER_WORD3], b.byteOffset / 4);
            // Floats in [-8, 8) and small integers: what the shaders compute on, without NaN inputs.
            const data = Float32Array.from({ length: BUFFER_BYTES / 4 }, () => ((next() % 4096) - 2048) / 256);
            regions.push({ base, bytes: new Uint8Array(data.buffer), output: b.kind === 'storageBuffer' });
        }
        regions.push({ base: setAddress(set), bytes: new Uint8Array(table.buffer), output: false });
        const u = f.userSgprs.find((x) => x.role.startsWith(`descriptor set ${set}`));
        if (u)
            userSgprs[u.sgpr] = setAddress(set) % 2 ** 32;
    }
    return {
        name,
        target: f.waveSize === 64 ? PS5_WAVE64 : PS5_WAVE32,
        program: words,
        userSgprs,
        workgroupSize: f.workgroupSize,
        workgroups: [2, 1, 1],
        workgroupIdSgprs: f.workgroupIdSgprs,
        ...(f.tgSizeSgpr ? { tgSizeSgpr: true } : {}),
        localIdComponents: f.localIdComponents,
        ldsBytes: f.ldsBytes,
        regions,
    };
}
const programs = readdirSync(DIR)
    .filter((file) => file.endsWith('.bin'))
    .sort()
    .map((file) => {
    const name = file.slice(0, -4);
    const bytes = readFileSync(join(DIR, file));
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4).slice();
    const facts = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8'));
    return { name, words, facts, source: readFileSync(join(DIR, `${name}.comp`), 'utf8') };
})
    .filter((p) => runnable(p.facts, p.source));
let device;
before(() => {
    device = Device.open({ validation: true });
});
after(() => {
    const validation = device.instance.validation;
    device.destroy();
    const messages = validation?.messages ?? [];
    assert.equal(messages.length, 0, `validation messages:\n${formatMessages(messages)}`);
});
describe('ACO programs: reference executor vs recompiled on the device (V#s read at run time)', () => {
    it('runs every buffer-only program the recompiler takes on this device, with no mismatch', (t) => {
        assert.ok(programs.length >= 10, `${programs.length} buffer-only programs`);
        const side = new VulkanSide(device);
        let matched = 0;
        const refused = [];
        const mismatched = [];
        for (const p of programs) {
            const result = runDifferential(caseOf(p.name, p.words, p.facts), [side]);
            const outcome = result.outcomes[0];
            if (outcome?.kind === 'match')
                matched++;
            else if (outcome?.kind === 'refused')
                refused.push(`${p.name}: ${outcome.reason.split('\n')[0]}`);
            else if (outcome?.kind === 'mismatch') {
                const m = outcome.mismatches[0];
                mismatched.push(`${p.name}: ${outcome.mismatches.length} words, first region ${m?.region} word ${m?.word}`);
            }
        }
        t.diagnostic(`${matched} of ${programs.length} matched on ${side.name}; refused: ${refused.join('; ')}`);
        assert.deepEqual(mismatched, []);
        assert.ok(matched >= 5, `only ${matched} programs ran`);
    });
});
//# sourceMappingURL=aco-execute.test.js.map