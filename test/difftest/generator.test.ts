/**
 * The program fuzzer's generator: one seed gives one program; every generated program assembles,
 * decodes and re-prints to the same listing and words, runs in the reference executor without an
 * ExecError and stores every output word; the generated programs exercise the features they are meant
 * to (EXEC-masked if/else, loops, LDS with barriers, modifiers, literals). A hand-built program checks
 * that the rendered constructs mean what the model says, against expectations computed here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exactFloatModes } from '../../src/difftest/float-modes.js';
import { campaignPools } from '../../src/difftest/fuzz/campaign.js';
import { fuzzCase, OUTPUT_MARKER } from '../../src/difftest/fuzz/fuzz-case.js';
import { generateProgram } from '../../src/difftest/fuzz/generate.js';
import { outputSlots } from '../../src/difftest/fuzz/layout.js';
import type { FuzzProgram, Node } from '../../src/difftest/fuzz/program.js';
import { listWords, renderProgram, targetOf } from '../../src/difftest/fuzz/render.js';
import { programSeed } from '../../src/difftest/fuzz/rng.js';
import { runReference } from '../../src/difftest/reference-side.js';
import { assembleWords } from '../../src/isa/assemble.js';
import { genericTargetProfile } from '../../src/recompiler/profiles.js';

const pools = campaignPools(false);

function words32(bytes: Uint8Array): Uint32Array {
  return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

describe('program generator', () => {
  it('is deterministic: one seed, one program', () => {
    for (const seed of [0, 1, 0xdeadbeef]) {
      const a = generateProgram(seed, { pools, wave64: false });
      const b = generateProgram(seed, { pools, wave64: false });
      assert.deepEqual(a, b);
      assert.deepEqual(renderProgram(a).words, renderProgram(b).words);
    }
    const listings = new Set(
      [1, 2, 3, 4].map((s) => renderProgram(generateProgram(s, { pools, wave64: false })).listing.join('\n')),
    );
    assert.equal(listings.size, 4, 'different seeds give different programs');
  });

  const programs: FuzzProgram[] = [];
  for (let i = 0; i < 40; i++)
    programs.push(generateProgram(programSeed(77, i), { pools, wave64: i % 2 === 1 }));

  it('generates programs that decode and re-print identically', () => {
    for (const p of programs) {
      const { words, listing } = renderProgram(p);
      const target = targetOf(p);
      const again = Uint32Array.from(assembleWords(`${listing.join('\n')}\n`, target));
      assert.deepEqual(again, words, `seed ${p.seed}: the printed listing reassembles to the same words`);
      assert.deepEqual(listWords(again, target).listing, listing, `seed ${p.seed}: decode + print is stable`);
    }
  });

  it('applies DPP16 lane patterns when asked, and leaves every other seed program as it was', () => {
    const dpp: string[] = [];
    for (let i = 0; i < 20; i++) {
      const seed = programSeed(78, i);
      const wave64 = i % 2 === 1;
      const plain = generateProgram(seed, { pools, wave64 });
      // Without the option a seed's program is unchanged (the option draws nothing).
      assert.deepEqual(generateProgram(seed, { pools, wave64, dpp: false }), plain);
      const p = generateProgram(seed, { pools, wave64, dpp: true });
      const { words, listing } = renderProgram(p);
      dpp.push(...listing.filter((line) => line.includes('_dpp ')));
      const again = Uint32Array.from(assembleWords(`${listing.join('\n')}\n`, targetOf(p)));
      assert.deepEqual(again, words, `seed ${p.seed}: the DPP listing reassembles to the same words`);
      const out = words32(runReference(fuzzCase(p))[0] as Uint8Array);
      assert.equal(out.indexOf(OUTPUT_MARKER), -1, `seed ${p.seed}: an output word was never stored`);
    }
    for (const pattern of ['quad_perm:', 'row_shl:', 'row_shr:', 'row_ror:', 'mirror'])
      assert.ok(
        dpp.some((line) => line.includes(pattern)),
        `no ${pattern} among ${dpp.length} DPP instructions`,
      );
  });

  it("reads and writes a lane's own LDS words when asked, and leaves every other seed program as it was", () => {
    let runs = 0;
    for (let i = 0; i < 20; i++) {
      const seed = programSeed(79, i);
      const wave64 = i % 2 === 1;
      const plain = generateProgram(seed, { pools, wave64 });
      assert.deepEqual(generateProgram(seed, { pools, wave64, ldsRuns: false }), plain);
      const p = generateProgram(seed, { pools, wave64, ldsRuns: true });
      const { listing } = renderProgram(p);
      // Two reads of the lane's own words (v15), their sum, its write: no barrier among them.
      runs += listing.filter(
        (line, k) => /^ds_read_b32 v14, v15/.test(line) && /^ds_write_b32 v15/.test(listing[k + 3] ?? ''),
      ).length;
      const out = words32(runReference(fuzzCase(p))[0] as Uint8Array);
      assert.equal(out.indexOf(OUTPUT_MARKER), -1, `seed ${p.seed}: an output word was never stored`);
    }
    assert.ok(runs >= 5, `${runs} runs of own LDS words`);
  });

  it('generates programs the executor runs, storing every output word', () => {
    for (const p of programs) {
      const c = fuzzCase(p);
      const out = words32(runReference(c)[0] as Uint8Array);
      const unwritten = out.indexOf(OUTPUT_MARKER);
      assert.equal(unwritten, -1, `seed ${p.seed}: output word ${unwritten} was never stored`);
    }
  });

  it('generates workgroups of several waves, with LDS exchanges only where every wave runs alike', () => {
    const several = [2, 3, 4].flatMap((waves) =>
      [0, 1, 2, 3].map((i) => generateProgram(programSeed(91, i), { pools, wave64: i % 2 === 1, waves })),
    );
    let exchanges = 0;
    const walk = (nodes: readonly Node[], alike: boolean): void => {
      for (const n of nodes) {
        if (n.kind === 'lds') {
          exchanges++;
          assert.ok(alike, 'an LDS exchange (s_barrier) under a construct some waves may skip');
        } else if (n.kind === 'if') {
          walk(n.thenBody, false);
          walk(n.elseBody ?? [], false);
        } else if (n.kind === 'loop') walk(n.body, alike);
        else if (n.kind === 'vloop') walk(n.body, false);
      }
    };
    for (const p of several) {
      walk(p.body, true);
      const c = fuzzCase(p);
      assert.equal(c.workgroupSize[0], (p.wave64 ? 64 : 32) * (p.waves ?? 1));
      const out = words32(runReference(c)[0] as Uint8Array);
      assert.equal(
        out.indexOf(OUTPUT_MARKER),
        -1,
        `seed ${p.seed}, ${p.waves} waves: an output word was never stored`,
      );
    }
    assert.ok(exchanges > 0, 'some several-wave program exchanges through LDS');
  });

  it('exercises control flow, LDS, modifiers and literals', () => {
    const text = programs.map((p) => renderProgram(p).listing.join('\n')).join('\n');
    for (const needle of [
      's_and_saveexec_b32',
      's_and_saveexec_b64',
      's_xor_saveexec_b32',
      's_cbranch_execz',
      's_cbranch_execnz',
      's_cbranch_scc1',
      'ds_write_b32',
      'ds_read_b32',
      's_barrier',
      'global_store_dword',
      ' clamp',
      'mul:',
      '|',
      '_e32',
      '_e64',
      'v_readlane_b32',
      'v_readfirstlane_b32',
      'v_writelane_b32',
      'v_pk_',
      'op_sel',
      'exec_lo',
    ]) {
      assert.ok(text.includes(needle), `some program contains '${needle}'`);
    }
    assert.ok(/, 0x[0-9a-f]{5,}/.test(text), 'some program carries a literal');
    assert.ok(/\bs_[a-z0-9_]+ s(8|9|1[0-3])\b/.test(text), 'some program has scalar ALU work on the pool');
    const kinds = new Set<string>();
    const walk = (nodes: readonly Node[]): void => {
      for (const n of nodes) {
        kinds.add(n.kind === 'if' ? `if${n.elseBody ? '-else' : ''}` : n.kind);
        if (n.kind === 'if') {
          walk(n.thenBody);
          walk(n.elseBody ?? []);
        } else if (n.kind === 'loop' || n.kind === 'vloop') walk(n.body);
      }
    };
    for (const p of programs) walk(p.body);
    assert.deepEqual([...kinds].sort(), ['if', 'if-else', 'lds', 'loop', 'op', 'vloop']);
  });
});

describe('rendered constructs', () => {
  // Every pool register starts as a known value; the body is fixed; expectations are computed below.
  const lines = [
    ...Array.from({ length: 12 }, (_, i) => `v_mov_b32_e32 v${i + 1}, ${(i + 1) * 1000}`),
    'v_mov_b32_e32 v3, v0',
    'v_mul_u32_u24_e32 v5, 10, v0',
    ...[19, 20, 21, 22].map((v) => `v_mov_b32_e32 v${v}, 0`),
    ...[8, 9, 10, 11, 12, 13].map((s) => `s_mov_b32 s${s}, 0`),
    's_mov_b32 s16, 0',
    'v_cmp_gt_u32_e32 vcc_lo, 1, v0',
    's_cmp_eq_u32 s2, s2',
    'v_lshlrev_b32_e32 v15, 2, v0',
    ...[0, 1, 2, 3].map((slot) => `ds_write_b32 v15, v12${slot ? ` offset:${slot * 128}` : ''}`),
    's_waitcnt lgkmcnt(0)',
    's_barrier',
  ];
  const init = [{ reg: 'all', lines }];
  const body: Node[] = [
    {
      kind: 'if',
      cond: 'v_cmp_gt_u32_e32 vcc_lo, 5, v0',
      thenBody: [{ kind: 'op', text: 'v_mov_b32_e32 v1, 7' }],
      elseBody: [
        { kind: 'op', text: 'v_add_nc_u32_e32 v1, 100, v0' },
        { kind: 'op', text: 's_add_u32 s8, s8, 1' },
      ],
      skip: true,
    },
    {
      kind: 'if',
      cond: 'v_cmp_gt_u32_e32 vcc_lo, 0, v0',
      thenBody: [{ kind: 'op', text: 's_add_u32 s9, s9, 1' }],
      elseBody: undefined,
      skip: true,
    },
    {
      kind: 'loop',
      count: 3,
      body: [
        { kind: 'op', text: 'v_add_nc_u32_e32 v2, 1, v2' },
        { kind: 'op', text: 's_add_u32 s10, s10, 2' },
      ],
    },
    { kind: 'vloop', trip: 'v3', body: [{ kind: 'op', text: 'v_add_nc_u32_e32 v4, 1, v4' }] },
    { kind: 'lds', src: 'v5', dst: 'v6', xor: 1, writeSlot: 2, readSlot: 2 },
  ];
  const program: FuzzProgram = {
    seed: 0,
    mcpu: 'gfx1013',
    wave64: false,
    groups: 2,
    inputs: [1, 2, 3, 4],
    init,
    lds: true,
    body,
  };

  it('compute what the model says', () => {
    const out = words32(runReference(fuzzCase(program))[0] as Uint8Array);
    const slots = outputSlots(false);
    const at = (thread: number, name: string): number =>
      out[thread * slots.length + slots.findIndex((s) => s.name === name)] as number;
    for (let thread = 0; thread < 64; thread++) {
      const lane = thread % 32;
      assert.equal(at(thread, 'v1'), lane < 5 ? 7 : 100 + lane, `thread ${thread} v1 (if/else on lane < 5)`);
      assert.equal(at(thread, 'v2'), 2000 + 3, `thread ${thread} v2 (uniform loop of 3)`);
      assert.equal(at(thread, 'v4'), 4000 + (lane & 3) + 1, `thread ${thread} v4 (divergent loop)`);
      assert.equal(at(thread, 'v6'), (lane ^ 1) * 10, `thread ${thread} v6 (LDS exchange with lane ^ 1)`);
      // Scalar work runs once per wave; the then arm with no lane taking it is skipped by execz.
      assert.equal(at(thread, 's8'), 1);
      assert.equal(at(thread, 's9'), 0);
      assert.equal(at(thread, 's10'), 6);
    }
  });
});

describe('program float MODEs', () => {
  it('draws COMPUTE_PGM_RSRC1 from the FLOAT_MODEs it is given, with IEEE and DX10_CLAMP varied', () => {
    const modes = [0xc0, 0x00];
    const seen = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const p = generateProgram(seed, { pools, wave64: false, size: 4, floatModes: modes });
      assert.ok(p.pgmRsrc1 !== undefined);
      assert.ok(modes.includes((p.pgmRsrc1 >>> 12) & 0xff), `RSRC1 0x${p.pgmRsrc1.toString(16)}`);
      assert.equal(p.pgmRsrc1 & ~0x00aff000, 0, 'only FLOAT_MODE, DX10_CLAMP and IEEE_MODE bits');
      assert.equal(fuzzCase(p).pgmRsrc1, p.pgmRsrc1);
      seen.add(p.pgmRsrc1);
    }
    assert.ok(seen.size >= 4, `${seen.size} distinct RSRC1 values`);
    assert.equal(generateProgram(1, { pools, wave64: false, size: 4 }).pgmRsrc1, undefined);
  });

  it('keeps denormals only where the device can (exactFloatModes)', () => {
    const profile = (preserve: (16 | 32 | 64)[], driverName = 'none') => {
      const p = genericTargetProfile(32);
      return {
        ...p,
        device: { ...p.device, driverName },
        floatControls: { ...p.floatControls, denormPreserve: preserve },
      };
    };
    assert.deepEqual(exactFloatModes(profile([16, 32, 64])), [0xf0, 0xc0, 0x30, 0x00]);
    assert.deepEqual(exactFloatModes(profile([16])), [0x00]);
    assert.deepEqual(exactFloatModes(profile([32])), [0x30, 0x00]);
    assert.deepEqual(exactFloatModes(profile([], 'llvmpipe')), [0xf0, 0xc0, 0x30, 0x00]);
  });
});
