/**
 * The recompiler API and CLI: requests round-trip through JSON and keep their cache key, the key
 * changes with anything that changes the output, bad requests name their field, the subgroup choice
 * follows the profile, and `oberon recompile` writes a module spirv-val accepts or exits non-zero with
 * the RecompileError.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { assembleWords } from '../../src/isa/assemble.js';
import { canonicalJson } from '../../src/recompiler/cache-key.js';
import {
  type ComputeRequest,
  cacheKey,
  chooseSubgroup,
  computeInterfaceOf,
  dumpRequest,
  genericTargetProfile,
  lavapipeLikeProfile,
  loadRequest,
  REQUEST_VERSION,
  RecompileError,
  RequestError,
  recompile,
} from '../../src/recompiler/index.js';
import { planWaves } from '../../src/recompiler/wave-plan.js';
import { spirvVal } from '../support/spirv-tools.js';

const program = assembleWords(
  's_mov_b32 s1, s0\ns_cmp_eq_u32 s1, 7\ns_cbranch_scc1 1\ns_mov_b32 s2, 0\ns_endpgm',
);

function request(overrides: Partial<ComputeRequest> = {}): ComputeRequest {
  return {
    version: REQUEST_VERSION,
    stage: 'compute',
    mcpu: 'gfx1013',
    waveSize: 32,
    program,
    userSgprs: [7],
    memory: [{ base: '0x1000', words: [1, 2, 3] }],
    compute: {
      workgroupSize: [32, 1, 1],
      ldsBytes: 0,
      workgroupIdSgprs: [true, false, false],
      localIdComponents: 1,
    },
    target: genericTargetProfile(32),
    ...overrides,
  };
}

describe('recompile', () => {
  it('writes canonical JSON: sorted keys at every level, arrays of numbers as JSON writes them', () => {
    assert.equal(
      canonicalJson({ b: [1, -0, 2.5, Number.NaN], a: [{ y: 1, x: [3] }, 'z'], c: undefined }),
      '{"a":[{"x":[3],"y":1},"z"],"b":[1,0,2.5,null]}',
    );
  });

  it('returns a valid module with interface facts and a stable cache key', () => {
    const r = recompile(request(), { verify: true });
    assert.equal(spirvVal(r.spirv), '');
    assert.equal(r.interface.requiredSubgroupSize, 32);
    assert.equal(r.cacheKey, cacheKey(request()));
    assert.match(r.cacheKey, /^[0-9a-f]{64}$/);
  });

  it('reports the time of each phase: translation, every pass run, helpers and emission', () => {
    const phases: string[] = [];
    let sum = 0;
    const start = process.hrtime.bigint();
    recompile(request(), {
      timing: (phase, ms) => {
        phases.push(phase);
        sum += ms;
      },
    });
    const total = Number(process.hrtime.bigint() - start) / 1e6;
    assert.equal(phases[0], 'translate');
    assert.deepEqual(phases.slice(-2), ['helpers', 'emit']);
    const passes = phases.slice(1, -2);
    assert.ok(passes.length > 5 && passes.every((p) => p.startsWith('pass ')), phases.join(', '));
    assert.ok(passes.includes('pass simplify') && passes.includes('pass dce'), phases.join(', '));
    // The phases are parts of the recompile, each timed once.
    assert.ok(sum > 0 && sum <= total, `phases ${sum} ms of ${total} ms`);
  });

  it('round-trips requests through JSON with the same key, whatever the key order', () => {
    const req = request();
    const back = loadRequest(dumpRequest(req));
    assert.deepEqual(back, JSON.parse(JSON.stringify(req)));
    assert.equal(cacheKey(back), cacheKey(req));
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(req).reverse())));
    assert.equal(cacheKey(reordered), cacheKey(req));
  });

  it('keys a frozen profile as its JSON copy, and an unfrozen one as it stands at each call', () => {
    const frozen = genericTargetProfile(32);
    // The built-in profiles are deep-frozen values.
    assert.throws(() => {
      (frozen.subgroup as { size: number }).size = 8;
    }, TypeError);
    const copy = JSON.parse(JSON.stringify(frozen)) as typeof frozen;
    assert.equal(cacheKey(request({ target: frozen })), cacheKey(request({ target: copy })));
    // An unfrozen profile is read again every time: a change made after a first key shows.
    const before = cacheKey(request({ target: copy }));
    (copy.subgroup as { size: number }).size = 8;
    assert.notEqual(cacheKey(request({ target: copy })), before);
    // A frozen object with an unfrozen object inside is read again too.
    const inner = { size: 32 };
    const shell = Object.freeze({ ...copy, subgroup: inner as unknown as typeof copy.subgroup });
    const first = cacheKey(request({ target: shell }));
    inner.size = 64;
    assert.notEqual(cacheKey(request({ target: shell })), first);
  });

  it('changes the key with the program, user data, memory, wave size or target', () => {
    const base = cacheKey(request());
    const variants: Partial<ComputeRequest>[] = [
      { userSgprs: [8] },
      { program: [...program.slice(0, -1), program[program.length - 1] as number, 0] },
      { memory: [{ base: '0x1000', words: [1, 2, 4] }] },
      { waveSize: 64 },
      { target: genericTargetProfile(64) },
      { compute: { ...request().compute, pgmRsrc1: 0x00af0000 } },
    ];
    for (const v of variants) assert.notEqual(cacheKey(request(v)), base, JSON.stringify(Object.keys(v)));
  });

  it('names the bad field of a malformed request', () => {
    const bad = (patch: Record<string, unknown>, field: RegExp): void => {
      const text = JSON.stringify({ ...request(), ...patch });
      assert.throws(
        () => loadRequest(text),
        (e: unknown) => e instanceof RequestError && field.test(e.message),
      );
    };
    bad({ version: 99 }, /version/);
    bad({ waveSize: 16 }, /waveSize/);
    bad({ program: [] }, /program/);
    bad({ memory: [{ base: 'x', words: [] }] }, /memory\[0\]\.base/);
    bad({ compute: { ...request().compute, workgroupSize: [0, 1, 1] } }, /compute\.workgroupSize/);
    bad({ compute: { ...request().compute, pgmRsrc1: -1 } }, /compute\.pgmRsrc1/);
  });

  it('loads a version-1 request (no pgmRsrc1) as the current version, with the same key', () => {
    const v1 = loadRequest(JSON.stringify({ ...request(), version: 1 }));
    assert.equal(v1.version, REQUEST_VERSION);
    assert.equal(cacheKey(v1), cacheKey(request()));
  });

  it('translates with the MODE of compute.pgmRsrc1 and refuses float modes it does not model', () => {
    const modeProgram = assembleWords('s_getreg_b32 s2, hwreg(HW_REG_MODE, 0, 32)\ns_endpgm');
    const modeConstant = (pgmRsrc1?: number): string[] => {
      const lines: string[] = [];
      const compute = { ...request().compute, ...(pgmRsrc1 === undefined ? {} : { pgmRsrc1 }) };
      const r = recompile(request({ program: modeProgram, compute }), {
        printIr: (stage, text) => {
          if (stage === 'translate')
            lines.push(...text.split('\n').filter((l) => /const i32 (496|1008|752|448)$/.test(l)));
        },
      });
      assert.equal(spirvVal(r.spirv), '');
      return lines.map((l) => l.replace(/^.*const i32 /, ''));
    };
    // MODE: 0x1f0 by default (DX10_CLAMP, denormals kept), 0x3f0 with IEEE_MODE, 0x2f0 without DX10_CLAMP,
    // 0x1c0 with f32 denormals flushed (FLOAT_MODE 0xc0: recompiled, no longer refused).
    assert.deepEqual(modeConstant(), ['496']);
    assert.deepEqual(modeConstant(0x00af0000), ['1008']);
    assert.deepEqual(modeConstant(0x008f0000), ['752']);
    assert.deepEqual(modeConstant(0x002c0000), ['448']);
    assert.throws(
      () => recompile(request({ compute: { ...request().compute, pgmRsrc1: 0x002f1000 } })),
      (e: unknown) => e instanceof RecompileError && /COMPUTE_PGM_RSRC1/.test(e.message),
    );
  });

  it('chooses the subgroup from the profile', () => {
    assert.deepEqual(chooseSubgroup(genericTargetProfile(32), 32).required, 32);
    assert.equal(chooseSubgroup(lavapipeLikeProfile(), 32).host.subgroupSize, 8);
    assert.equal(chooseSubgroup(lavapipeLikeProfile(), 32).required, undefined);
    assert.equal(chooseSubgroup(genericTargetProfile(64), 32).host.subgroupSize, 64);
  });

  it('plans the wave per launch: a subgroup slice where the subgroup holds it, else workgroup memory', () => {
    const slice = planWaves(genericTargetProfile(64), 32, [256, 1, 1]);
    // Two wave32s per 64-wide subgroup (its only size: nothing to require).
    assert.deepEqual(
      [slice.strategy, slice.host.subgroupSize, slice.required],
      ['subgroup-slice', 64, undefined],
    );
    const exact = planWaves(genericTargetProfile(32), 32, [256, 1, 1]);
    assert.deepEqual([exact.strategy, exact.required], ['subgroup-slice', 32]);
    for (const size of [32, 64, 128, 256] as const) {
      const lavapipe = planWaves(lavapipeLikeProfile(), 32, [size, 1, 1]);
      assert.equal(lavapipe.strategy, 'workgroup-memory');
      assert.equal(lavapipe.required, undefined);
    }
    // wave64 on a 32-wide host: the widest subgroup, in workgroup memory.
    const wide = planWaves(genericTargetProfile(32), 64, [128, 1, 1]);
    assert.deepEqual([wide.strategy, wide.host.subgroupSize], ['workgroup-memory', 32]);
  });

  it('recompiles a ballot in a workgroup of several waves on an 8-wide subgroup', () => {
    // v_cmp_gt_u32 vcc, 5, v0; s_mov_b32 s2, vcc_lo (a wave-wide read of the ballot), stored per lane.
    const words = assembleWords(
      'v_cmp_gt_u32_e32 vcc_lo, 5, v0\nv_mov_b32_e32 v1, vcc_lo\nv_mov_b32_e32 v2, 0\nglobal_store_dword v2, v1, s[0:1]\ns_endpgm',
    );
    const result = recompile(
      request({
        program: Array.from(words),
        userSgprs: [0x1000, 0],
        target: lavapipeLikeProfile(),
        compute: { ...request().compute, workgroupSize: [128, 1, 1] },
      }),
    );
    assert.equal(computeInterfaceOf(result).waveEmulated, true);
    assert.equal(result.interface.requiredSubgroupSize, undefined);
    assert.equal(spirvVal(result.spirv), '');
  });

  it('refuses a lane-guarded LDS access inside a loop that never exits with a RecompileError', () => {
    // v_mov_b32 v1, v0; L: ds_write_b32 v1, v0; s_branch L (the robustness fuzzer's class; a byte
    // address, so the alignment guard stays: a shifted one is provably aligned, and the IR drops it):
    // the guard cannot become a structured selection; the emitter used to throw an InternalError.
    const words = [0x7e020300, 0xd8340000, 0x00000001, 0xbf82fffd];
    assert.throws(
      () =>
        recompile(
          request({ program: words, compute: { ...request({ program: words }).compute, ldsBytes: 256 } }),
        ),
      (e: unknown) => e instanceof RecompileError && /not a structured region/.test(e.message),
    );
  });

  it('refuses capabilities the device lacks', () => {
    const p = genericTargetProfile(32);
    const target = { ...p, features: { ...p.features, shaderInt64: false } };
    // A branch on EXEC reads the initial EXEC, a 64-bit ballot, so the module needs Int64 (s2 is read
    // after the branch and stored, so the branch stays: execz-elision.ts, opt-cfg.ts).
    const words = assembleWords(
      's_cbranch_execz 1\ns_mov_b32 s2, 0\nv_mov_b32 v1, s2\nv_mov_b32 v2, 0\nglobal_store_dword v2, v1, s[0:1]\ns_endpgm',
    );
    assert.equal(spirvVal(recompile(request({ program: words })).spirv), '');
    assert.throws(
      () => recompile(request({ program: words, target })),
      /capability Int64, and .* lacks the feature shaderInt64/,
    );
  });
});

describe('oberon recompile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'oberon-recompile-test-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const cli = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'recompile', ...args], {
      encoding: 'utf8',
    });

  it('writes a valid module, dumps the request and recompiles it to the same words', () => {
    const bin = join(dir, 'p.bin');
    writeFileSync(bin, Buffer.from(Uint32Array.from(program).buffer));
    const out = join(dir, 'p.spv');
    const dump = join(dir, 'p.json');
    const r = cli([
      '--stage',
      'compute',
      '--wave',
      '32',
      '--user-data',
      '7',
      '--subgroup',
      '8',
      bin,
      '-o',
      out,
      '--validate',
      '--dump-request',
      dump,
    ]);
    assert.equal(r.status, 0, r.stderr);
    const first = readFileSync(out);
    const again = cli([dump, '-o', join(dir, 'q.spv'), '--validate']);
    assert.equal(again.status, 0, again.stderr);
    assert.deepEqual(readFileSync(join(dir, 'q.spv')), first);
    assert.equal(loadRequest(readFileSync(dump, 'utf8')).target.subgroup.size, 8);
  });

  it('takes COMPUTE_PGM_RSRC1 with --pgm-rsrc1 into the request', () => {
    const bin = join(dir, 'mode.bin');
    writeFileSync(bin, Buffer.from(Uint32Array.from(program).buffer));
    const dump = join(dir, 'mode.json');
    const r = cli([
      '--pgm-rsrc1',
      '0xaf0000',
      bin,
      '-o',
      join(dir, 'mode.spv'),
      '--validate',
      '--dump-request',
      dump,
    ]);
    assert.equal(r.status, 0, r.stderr);
    const dumped = loadRequest(readFileSync(dump, 'utf8'));
    assert.equal(dumped.stage === 'compute' && dumped.compute.pgmRsrc1, 0xaf0000);
    const refused = cli(['--pgm-rsrc1', '0x2f1000', bin]);
    assert.notEqual(refused.status, 0);
    assert.match(refused.stderr, /COMPUTE_PGM_RSRC1.*rounds other than to nearest even/);
  });

  it('exits non-zero with the RecompileError on stderr', () => {
    const bin = join(dir, 'bad.bin');
    writeFileSync(
      bin,
      Buffer.from(Uint32Array.from(assembleWords('v_interp_mov_f32 v0, p10, attr0.x\ns_endpgm')).buffer),
    );
    const r = cli(['--wave', '64', bin]);
    assert.notEqual(r.status, 0);
    assert.match(r.stderr, /recompile error at pc 0x[0-9a-f]+ \(/);
  });
});

describe('corpus signature parsing', () => {
  it('counts user SGPRs across ptr addrspace(1) arguments', async () => {
    const { userSgprCount } = await import('./corpus.js');
    const text =
      'define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %n, <3 x i32> %tid) {';
    assert.equal(userSgprCount(text), 5);
  });
});
