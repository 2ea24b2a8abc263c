/**
 * The vector memory rules (DS, MUBUF/MTBUF, GLOBAL) against the reference executor: programs run on one
 * wave32 workgroup through both, over copies of the same memory, and leave the same output buffer.
 * Refusals are checked by message. Programs write what they computed to OUT with global stores (the
 * saddr form: s[8:9] = OUT, v1 = lane * 4 as the offset).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IrFunction } from '../../src/ir/function.js';
import { printFunction } from '../../src/ir/index.js';
import { assembleWords, PS5_WAVE32 } from '../../src/isa/index.js';
import { genericTargetProfile, REQUEST_VERSION, recompile } from '../../src/recompiler/index.js';
import { bufferFormat } from '../../src/reference/formats.js';
import { RecompileError } from '../../src/translate/errors.js';
import { translateProgram } from '../../src/translate/translate.js';
import { IN, OUT, runWave, waveOptions } from './memory-support.js';

/** A V# over `base` (identity dst_sel). */
function vsharp(
  base: number,
  o: { stride?: number; records?: number; format?: number; oob?: number; sel?: number } = {},
): number[] {
  const sel = o.sel ?? 4 | (5 << 3) | (6 << 6) | (7 << 9);
  const w3 = sel | ((o.format ?? 22) << 12) | (1 << 24) | ((o.oob ?? 3) << 28);
  return [base >>> 0, ((o.stride ?? 0) << 16) >>> 0, (o.records ?? 0x10000) >>> 0, w3 >>> 0];
}

/** User SGPRs: s[0:3] a V# over OUT, s[4:7] a V# over IN, s[8:9] OUT, s[10:11] IN. */
function sgprs(out: number[] = vsharp(OUT), input: number[] = vsharp(IN)): number[] {
  return [...out, ...input, OUT, 0, IN, 0];
}

const PROLOGUE = `
v_lshlrev_b32 v1, 2, v0
v_mul_u32_u24 v2, 0x9e3779, v0
v_xor_b32 v2, 0x8f0f80f1, v2`;

/** v1 a square (alignment unknown) in every lane, then 4-aligned where EXEC is set (lanes below 20). */
const ALIGNED_UNDER_EXEC = `${PROLOGUE}
v_mul_u32_u24 v1, v0, v0
v_cmp_gt_u32_e32 vcc_lo, 20, v0
s_and_saveexec_b32 s20, vcc_lo
v_lshlrev_b32 v1, 2, v0`;

/** Global stores of registers `regs` to OUT slot k (128 bytes per slot). */
function dump(regs: readonly string[]): string {
  return regs.map((r, k) => `global_store_dword v1, ${r}, s[8:9] offset:${128 * k}`).join('\n');
}

function same(source: string, options: Parameters<typeof runWave>[2] = {}): void {
  const r = runWave(`${source}\ns_endpgm`, PS5_WAVE32, { userSgprs: sgprs(), outDwords: 512, ...options });
  assert.deepEqual(r.translated, r.reference);
  assert.ok(
    r.reference.some((x) => x !== 0),
    'the program writes something',
  );
}

function ir(source: string, userSgprs: number[]): string {
  const words = assembleWords(`${source}\ns_endpgm`, PS5_WAVE32);
  return printFunction(
    translateProgram(words, waveOptions(PS5_WAVE32, userSgprs, 256)).functions[0] as IrFunction,
  );
}

function refusal(source: string, pattern: RegExp, userSgprs: number[] = sgprs(), ldsBytes = 256): void {
  const words = assembleWords(`${source}\ns_endpgm`, PS5_WAVE32);
  assert.throws(
    () => translateProgram(words, waveOptions(PS5_WAVE32, userSgprs, ldsBytes)),
    (e: unknown) => e instanceof RecompileError && pattern.test(e.message),
  );
}

describe('DS loads and stores', () => {
  it('reads every width and kind, signed and d16 halves included', () => {
    same(`${PROLOGUE}
ds_write_b32 v1, v2
v_add_nc_u32 v3, 0x01010101, v2
v_lshlrev_b32 v20, 4, v0
ds_write_b32 v1, v3 offset:128
ds_read_u8 v4, v1 offset:1
ds_read_i8 v5, v1 offset:3
ds_read_u16 v6, v1 offset:2
ds_read_i16 v7, v1 offset:2
v_mov_b32 v8, -1
ds_read_u8_d16_hi v8, v1 offset:1
v_mov_b32 v9, 0x12345678
ds_read_u16_d16 v9, v1 offset:2
v_mov_b32 v10, 0x12345678
ds_read_i8_d16_hi v10, v1 offset:3
v_mov_b32 v11, 0x12345678
ds_read_u16_d16_hi v11, v1
ds_read_b64 v[12:13], v1 offset:4
ds_read2_b32 v[14:15], v1 offset0:1 offset1:33
ds_read_b128 v[16:19], v20
${dump(['v4', 'v5', 'v6', 'v7', 'v8', 'v9', 'v10', 'v11', 'v12', 'v13', 'v14', 'v15', 'v16', 'v17', 'v18', 'v19'])}`);
  });

  it('writes narrow, d16_hi, 64..128-bit and two-address forms without losing neighbouring bytes', () => {
    same(
      `${PROLOGUE}
v_lshlrev_b32 v20, 4, v0
v_add_nc_u32 v3, 0x5a5a1234, v2
v_xor_b32 v4, 0x77777777, v2
v_mov_b32 v5, 0
ds_write_b128 v20, v[2:5]
ds_write_b8 v20, v3 offset:1
ds_write_b8_d16_hi v20, v3 offset:2
ds_write_b16 v20, v4 offset:4
ds_write_b16_d16_hi v20, v4 offset:10
ds_write_b8 v20, v2 offset:15
ds_write2_b32 v1, v3, v4 offset0:128 offset1:160
ds_write2st64_b32 v1, v2, v3 offset0:3 offset1:4
ds_write_b96 v20, v[2:4] offset:1024
ds_write2_b64 v20, v[2:3], v[3:4] offset0:192 offset1:194
ds_read_b128 v[6:9], v20
ds_read2_b32 v[10:11], v1 offset0:128 offset1:160
ds_read2st64_b32 v[12:13], v1 offset0:3 offset1:4
ds_read_b96 v[14:16], v20 offset:1024
ds_read2_b64 v[17:20], v20 offset0:192 offset1:194
${dump(['v6', 'v7', 'v8', 'v9', 'v10', 'v11', 'v12', 'v13', 'v14', 'v15', 'v16', 'v17', 'v18', 'v19', 'v20'])}`,
      { ldsBytes: 4096 },
    );
  });

  it('drops writes and reads 0 outside the LDS allocation', () => {
    same(
      `${PROLOGUE}
v_lshlrev_b32 v20, 4, v0
v_mov_b32 v3, v2
v_mov_b32 v4, v2
v_mov_b32 v5, v2
ds_write_b128 v20, v[2:5]
ds_read_b128 v[6:9], v20
ds_read_b32 v10, v20 offset:252
${dump(['v6', 'v7', 'v8', 'v9', 'v10'])}`,
      { ldsBytes: 256 },
    );
  });

  it('leaves LDS untouched in lanes EXEC excludes', () => {
    same(`${PROLOGUE}
v_mov_b32 v3, 0
ds_write_b32 v1, v3
v_cmp_gt_u32_e32 vcc_lo, 20, v0
s_and_saveexec_b32 s20, vcc_lo
ds_write_b32 v1, v2
ds_write_b8 v1, v0 offset:129
s_mov_b32 exec_lo, s20
ds_read_b32 v4, v1
ds_read_b32 v5, v1 offset:128
${dump(['v4', 'v5'])}`);
  });

  it('takes no byte path for an address register written under the same EXEC as the access', () => {
    const source = `${ALIGNED_UNDER_EXEC}
ds_write_b32 v1, v2
ds_read_b32 v4, v1
s_mov_b32 exec_lo, s20
v_lshlrev_b32 v1, 2, v0
${dump(['v4'])}`;
    same(source, { ldsBytes: 256 });
    let after = '';
    recompile(
      {
        version: REQUEST_VERSION,
        stage: 'compute',
        mcpu: 'gfx1013',
        waveSize: 32,
        program: [...assembleWords(`${source}\ns_endpgm`, PS5_WAVE32)],
        userSgprs: sgprs(),
        memory: [],
        compute: {
          workgroupSize: [32, 1, 1],
          ldsBytes: 256,
          workgroupIdSgprs: [false, false, false],
          localIdComponents: 1,
        },
        target: genericTargetProfile(32),
      },
      { printIr: (stage, text) => (after = stage === 'passes' ? text : after) },
    );
    // The aligned path alone: one dword load and one dword store of LDS, no byte merging loop.
    assert.equal(after.match(/load i32 %\d+\n/g)?.filter(Boolean).length, 1, after);
    assert.doesNotMatch(after, /atomic_cmpxchg/, 'no byte-merging store loop');
  });

  it('builds no byte path at all where the address written in the same block is aligned', () => {
    // Under EXEC (a select of the new address and the old one), plus an aligned offset; an address
    // of unknown alignment still gets its byte path (a compare-exchange loop per byte).
    const source = `${ALIGNED_UNDER_EXEC}
ds_write_b32 v1, v2 offset:128
ds_read_b32 v4, v1 offset:64`;
    const aligned = ir(source, sgprs());
    assert.doesNotMatch(aligned, /atomic_cmpxchg|cond_br/, aligned);
    // And the values agree with the reference executor's (inactive lanes keep v1's square).
    same(`${source}\ns_mov_b32 exec_lo, s20\nv_lshlrev_b32 v1, 2, v0\n${dump(['v4'])}`, { ldsBytes: 256 });
    const unknown = ir(`${PROLOGUE}\nv_mul_u32_u24 v1, v0, v0\nds_write_b32 v1, v2`, sgprs());
    assert.match(unknown, /atomic_cmpxchg/);
  });

  it('builds no byte path where the address was aligned in another block, on every loop trip', () => {
    // v3 is set under the launch EXEC, moved by 4 under a partial one, and read in a loop: the guest
    // register facts (program/register-facts.ts) know its two low bits are 0 in every lane there.
    // The branch goes back 8 dwords, to the ds_write_b32.
    const program = (step: number): string => `${PROLOGUE}
s_mov_b32 s21, 0
v_mov_b32 v3, v1
v_cmp_gt_u32_e32 vcc_lo, 20, v0
s_and_saveexec_b32 s20, vcc_lo
v_add_nc_u32 v3, ${step}, v3
s_mov_b32 exec_lo, s20
ds_write_b32 v3, v2 offset:128
ds_read_b32 v4, v3 offset:128
v_add_nc_u32 v2, v2, v4
s_add_u32 s21, s21, 1
s_cmp_lt_u32 s21, 3
s_cbranch_scc1 -8
${dump(['v2', 'v4'])}`;
    const aligned = ir(program(4), sgprs());
    assert.doesNotMatch(aligned, /atomic_cmpxchg/, aligned);
    same(program(4), { ldsBytes: 256 });
    // Moved by 2, the address may be misaligned: the byte path stays.
    assert.match(ir(program(2), sgprs()), /atomic_cmpxchg/);
  });

  it('addresses the ADD_TID forms by M0 and lane', () => {
    same(`${PROLOGUE}
s_mov_b32 m0, 16
ds_write_addtid_b32 v2 offset:8
ds_read_b32 v3, v1 offset:24
ds_read_addtid_b32 v4 offset:4
${dump(['v3', 'v4'])}`);
  });
});

/** A program that runs one atomic per lane on its own dword region and dumps old and new values. */
function atomicProgram(op: string, region: number, data: string, data1?: string): string {
  const operands = data1 ? `${data}, ${data1}` : data;
  return `ds_write_b32 v1, v2 offset:${region}
${op.replace('_rtn', '') === op ? `${op} v1, ${operands} offset:${region}` : `${op} v30, v1, ${operands} offset:${region}`}`;
}

describe('DS atomics', () => {
  const ops = [
    ['ds_add_rtn_u32', 'v3'],
    ['ds_sub_rtn_u32', 'v3'],
    ['ds_rsub_rtn_u32', 'v3'],
    ['ds_inc_rtn_u32', 'v4'],
    ['ds_dec_rtn_u32', 'v4'],
    ['ds_min_rtn_i32', 'v3'],
    ['ds_max_rtn_i32', 'v3'],
    ['ds_min_rtn_u32', 'v3'],
    ['ds_max_rtn_u32', 'v3'],
    ['ds_and_rtn_b32', 'v3'],
    ['ds_or_rtn_b32', 'v3'],
    ['ds_xor_rtn_b32', 'v3'],
    ['ds_wrxchg_rtn_b32', 'v3'],
    ['ds_mskor_rtn_b32', 'v3', 'v4'],
    ['ds_cmpst_rtn_b32', 'v5', 'v3'],
    ['ds_wrap_rtn_b32', 'v4', 'v3'],
    ['ds_inc_u32', 'v4'],
    ['ds_cmpst_b32', 'v5', 'v3'],
  ] as const;
  for (const [op, a, b] of ops) {
    it(`${op} returns the old value and stores the ISA's result`, () => {
      // v2: the initial dword, small in half the lanes (so inc/dec/wrap meet their bounds); v3 data;
      // v4 a small limit; v5 the old value in even lanes (compare-store hits there).
      same(`${PROLOGUE}
v_and_b32 v6, 1, v0
v_cmp_eq_u32_e32 vcc_lo, 0, v6
v_and_b32 v7, 7, v0
v_cndmask_b32 v2, v2, v7, vcc_lo
v_mul_u32_u24 v3, 0x3b9ac9, v0
v_lshrrev_b32 v4, 2, v0
v_and_b32 v4, 7, v4
v_xor_b32 v5, v6, v2
v_mov_b32 v30, 0
${atomicProgram(op, 0, a, b)}
ds_read_b32 v31, v1
${dump(['v30', 'v31'])}`);
    });
  }

  it('accumulates colliding lanes (add, max, or to one dword) and add_f32', () => {
    same(`${PROLOGUE}
v_mov_b32 v3, 0
ds_write_b32 v3, v3
ds_write_b32 v3, v3 offset:4
ds_write_b32 v3, v3 offset:8
ds_add_u32 v3, v2
ds_max_u32 v3, v2 offset:4
ds_or_b32 v3, v0 offset:8
v_cvt_f32_u32 v4, v0
ds_write_b32 v1, v4 offset:64
ds_add_rtn_f32 v5, v1, v4 offset:64
ds_read_b32 v6, v1 offset:64
ds_read_b32 v7, v3
ds_read_b32 v8, v3 offset:4
ds_read_b32 v9, v3 offset:8
${dump(['v5', 'v6', 'v7', 'v8', 'v9'])}`);
  });
});

describe('DS lane instructions', () => {
  for (const offset of [
    'swizzle(SWAP,16)',
    'swizzle(REVERSE,8)',
    'swizzle(QUAD_PERM,3,1,2,0)',
    'swizzle(BITMASK_PERM,"01pi0")',
    'swizzle(BROADCAST,4,1)',
    '0xe005',
  ]) {
    it(`ds_swizzle_b32 offset:${offset} with some lanes off`, () => {
      same(`${PROLOGUE}
v_mov_b32 v3, 0x55
v_cmp_ne_u32_e32 vcc_lo, 5, v0
s_and_saveexec_b32 s20, vcc_lo
ds_swizzle_b32 v3, v2 offset:${offset}
s_mov_b32 exec_lo, s20
${dump(['v3'])}`);
    });
  }

  it('ds_bpermute_b32 gathers and ds_permute_b32 scatters', () => {
    same(`${PROLOGUE}
v_mul_u32_u24 v3, 7, v0
v_add_nc_u32 v3, 3, v3
v_and_b32 v3, 31, v3
v_lshlrev_b32 v3, 2, v3
v_mov_b32 v4, 0x77
v_mov_b32 v5, 0x99
v_cmp_ne_u32_e32 vcc_lo, 9, v0
s_and_saveexec_b32 s20, vcc_lo
ds_bpermute_b32 v4, v3, v2
ds_permute_b32 v5, v3, v2
ds_bpermute_b32 v6, v3, v2 offset:8
s_mov_b32 exec_lo, s20
${dump(['v4', 'v5', 'v6'])}`);
  });
});

const INPUT = Array.from({ length: 256 }, (_, i) => (Math.imul(i + 1, 0x9e3779b1) ^ (i << 5)) >>> 0);

describe('buffer loads, stores and atomics', () => {
  it('reads raw widths by offset and index, with soffset and the instruction offset', () => {
    same(
      `${PROLOGUE}
v_lshlrev_b32 v20, 3, v0
s_mov_b32 s12, 8
buffer_load_dword v3, v20, s[4:7], 0 offen offset:4
buffer_load_dwordx2 v[4:5], v20, s[4:7], s12 offen
buffer_load_dwordx3 v[6:8], v1, s[4:7], 0 offen offset:12
buffer_load_dwordx4 v[9:12], v20, s[4:7], 0 offen offset:16
buffer_load_ubyte v13, v20, s[4:7], 0 offen offset:5
buffer_load_sbyte v14, v20, s[4:7], 0 offen offset:7
buffer_load_ushort v15, v20, s[4:7], 0 offen offset:2
buffer_load_sshort v16, v20, s[4:7], 0 offen offset:6
v_mov_b32 v17, -1
buffer_load_short_d16_hi v17, v20, s[4:7], 0 offen offset:2
v_mov_b32 v18, 0x1234
buffer_load_sbyte_d16 v18, v20, s[4:7], 0 offen offset:3
${dump(['v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9', 'v10', 'v11', 'v12', 'v13', 'v14', 'v15', 'v16', 'v17', 'v18'])}`,
      {
        input: INPUT,
      },
    );
  });

  for (const oob of [0, 1, 2, 3]) {
    it(`range-checks structured and raw accesses with OOB_SELECT ${oob}`, () => {
      // Offsets stay below the stride (the ISA and Mesa differ at offset == stride for OOB_SELECT 0), and
      // lanes write disjoint bytes (lanes' stores to one address are unordered on the host).
      const stride = 16;
      const out = vsharp(OUT, { stride, records: oob === 3 ? 200 : 20, oob });
      const input = vsharp(IN, { stride, records: oob === 3 ? 300 : 21, oob });
      const r = runWave(
        `${PROLOGUE}
v_and_b32 v21, 1, v0
v_lshlrev_b32 v21, 2, v21
v_mov_b32 v20, v0
buffer_load_dword v3, v[20:21], s[4:7], 0 idxen offen
buffer_load_dwordx2 v[4:5], v[20:21], s[4:7], 0 idxen offen offset:4
buffer_store_dword v2, v[20:21], s[0:3], 0 idxen offen offset:1536
buffer_store_dwordx2 v[3:4], v[20:21], s[0:3], 0 idxen offen offset:1540
${dump(['v3', 'v4', 'v5'])}
s_endpgm`,
        PS5_WAVE32,
        { userSgprs: sgprs(out, input), input: INPUT, outDwords: 1024 },
      );
      assert.deepEqual(r.translated, r.reference);
    });
  }

  it('sends units out of range to the sink, each with its own select and no branch', () => {
    const text = ir(
      `${PROLOGUE}
buffer_load_dwordx2 v[4:5], v1, s[4:7], 0 offen
buffer_store_dwordx4 v[2:5], v1, s[0:3], 0 offen`,
      sgprs(vsharp(OUT, { records: 100 }), vsharp(IN, { records: 100 })),
    );
    assert.doesNotMatch(text, /cond_br/);
    const sink = /(%\d+) = sink_address i64/.exec(text)?.[1];
    assert.ok(sink, 'the sink is read');
    const toSink = text.match(new RegExp(`= select i64 %\\d+, %\\d+, ${sink}\\b`, 'g')) ?? [];
    assert.equal(toSink.length, 6, 'one select per dword unit');
  });

  it('keeps the branch of a store under EXEC: inactive lanes would all write the sink', () => {
    const text = ir(
      `${PROLOGUE}
v_cmp_gt_u32 vcc_lo, 7, v0
s_and_saveexec_b32 s20, vcc_lo
global_load_dword v3, v1, s[8:9]
global_store_dword v1, v3, s[8:9] offset:256`,
      sgprs(),
    );
    const sink = /(%\d+) = sink_address i64/.exec(text)?.[1];
    assert.ok(sink, 'the load reads the sink on inactive lanes');
    assert.match(text, /cond_br/, 'the store is behind a branch');
    assert.equal(text.match(new RegExp(`, ${sink}\\b`, 'g'))?.length, 1, 'only the load selects the sink');
  });

  it('reads 0 and drops stores through an unbound V# (FORMAT INVALID)', () => {
    const r = runWave(
      `${PROLOGUE}
buffer_load_dword v3, v1, s[4:7], 0 offen
buffer_store_dword v2, v1, s[0:3], 0 offen offset:4
v_add_nc_u32 v3, 1, v3
${dump(['v3'])}
s_endpgm`,
      PS5_WAVE32,
      { userSgprs: sgprs(vsharp(OUT, { format: 0 }), vsharp(IN, { format: 0 })), input: INPUT },
    );
    assert.deepEqual(r.translated, r.reference);
  });

  it('stores narrow and wide data, d16_hi included, and ADD_TID indexing', () => {
    same(
      `${PROLOGUE}
v_lshlrev_b32 v20, 4, v0
v_add_nc_u32 v3, 0x1357, v2
v_xor_b32 v4, 0xffff0000, v2
buffer_store_dwordx3 v[2:4], v20, s[0:3], 0 offen
buffer_store_byte v3, v20, s[0:3], 0 offen offset:12
buffer_store_byte_d16_hi v3, v20, s[0:3], 0 offen offset:13
buffer_store_short_d16_hi v2, v20, s[0:3], 0 offen offset:14
buffer_store_dword v2, off, s[12:15], 0 offset:1024`,
      {
        userSgprs: [...sgprs(), ...vsharp(OUT, { stride: 4 }).map((w, i) => (i === 3 ? w | (1 << 23) : w))],
      },
    );
  });

  for (const [name, data] of [
    ['add', 'v3'],
    ['sub', 'v3'],
    ['swap', 'v3'],
    ['umax', 'v3'],
    ['smin', 'v3'],
    ['and', 'v3'],
    ['xor', 'v3'],
    ['inc', 'v4'],
    ['dec', 'v4'],
    ['cmpswap', 'v[3:4]'],
  ] as const) {
    it(`buffer_atomic_${name} with glc returns the old value`, () => {
      same(`${PROLOGUE}
v_and_b32 v2, 7, v0
buffer_store_dword v2, v1, s[0:3], 0 offen offset:1024
v_mul_u32_u24 v3, 0x3b9ac9, v0
v_and_b32 v4, 3, v0
v_and_b32 v5, 1, v0
v_cmp_eq_u32_e32 vcc_lo, 0, v5
v_cndmask_b32 v4, v4, v2, vcc_lo
buffer_atomic_${name} ${data}, v1, s[0:3], 0 offen offset:1024 glc
buffer_load_dword v6, v1, s[0:3], 0 offen offset:1024
${dump(['v3', 'v6'])}`);
    });
  }

  it('64-bit buffer and global atomics', () => {
    same(`${PROLOGUE}
v_lshlrev_b32 v20, 3, v0
v_mov_b32 v3, v2
buffer_store_dwordx2 v[2:3], v20, s[0:3], 0 offen offset:1024
v_mov_b32 v4, 0xffffffff
v_mov_b32 v5, 1
buffer_atomic_add_x2 v[4:5], v20, s[0:3], 0 offen offset:1024 glc
v_mov_b32 v6, v2
v_mov_b32 v7, v3
v_mov_b32 v8, 0
v_mov_b32 v9, 0
global_atomic_cmpswap_x2 v[10:11], v20, v[6:9], s[8:9] offset:1024 glc
buffer_load_dwordx2 v[12:13], v20, s[0:3], 0 offen offset:1024
${dump(['v4', 'v5', 'v10', 'v11', 'v12', 'v13'])}`);
  });
});

/** Unified format codes covering each number format and layout. */
const LOAD_FORMATS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22, 23, 24, 27, 29, 30, 33, 34, 36, 37,
  42, 43, 44, 45, 49, 50, 51, 54, 56, 57, 60, 61, 62, 64, 65, 69, 71, 74, 77,
];

describe('buffer format loads and stores', () => {
  for (const format of LOAD_FORMATS) {
    it(`buffer_load_format_xyzw and tbuffer_load_format of format ${format}`, () => {
      const r = runWave(
        `${PROLOGUE}
v_mov_b32 v20, v0
buffer_load_format_xyzw v[2:5], v20, s[4:7], 0 idxen
tbuffer_load_format_xy v[6:7], v20, s[4:7], 0 format:${format} idxen offset:4
${dump(['v2', 'v3', 'v4', 'v5', 'v6', 'v7'])}
s_endpgm`,
        PS5_WAVE32,
        {
          userSgprs: sgprs(vsharp(OUT), vsharp(IN, { stride: 16, records: 30, format, sel: sel(format) })),
          input: INPUT,
          outDwords: 256,
        },
      );
      assert.deepEqual(r.translated, r.reference);
    });
  }

  it('d16 format loads pack halves and keep the untouched high half', () => {
    const r = runWave(
      `${PROLOGUE}
v_mov_b32 v20, v0
v_mov_b32 v4, 0xabcdef01
buffer_load_format_d16_xyzw v[2:3], v20, s[4:7], 0 idxen
buffer_load_format_d16_hi_x v4, v20, s[4:7], 0 idxen
tbuffer_load_format_d16_xyz v[5:6], v20, s[4:7], 0 format:[BUF_FMT_10_11_11_FLOAT] idxen
${dump(['v2', 'v3', 'v4', 'v5', 'v6'])}
s_endpgm`,
      PS5_WAVE32,
      {
        userSgprs: sgprs(vsharp(OUT), vsharp(IN, { stride: 8, records: 30, format: 57 })),
        input: INPUT,
        outDwords: 256,
      },
    );
    assert.deepEqual(r.translated, r.reference);
  });

  for (const [format, values] of [
    [56, 'unorm'],
    [57, 'snorm'],
    [13, 'half'],
    [36, 'ufloat'],
    [60, 'uint'],
    [70, 'sint'],
    [59, 'sscaled'],
    [48, 'uint'],
    [22, 'any'],
  ] as const) {
    it(`tbuffer_store_format_xyzw to format ${format} (${values} data)`, () => {
      same(
        `${PROLOGUE}
v_mov_b32 v20, v0
${valuesFor(values)}
tbuffer_store_format_xyzw v[2:5], v20, s[0:3], 0 format:${format} idxen
buffer_store_format_xyzw v[2:5], v20, s[12:15], 0 idxen`,
        {
          userSgprs: [
            ...sgprs(vsharp(OUT, { stride: 16, records: 30 })),
            ...vsharp(OUT + 1024, { stride: 16, records: 30, format }),
          ],
        },
      );
    });
  }
});

/** dst_sel for a format: its components, then 0 and 1 for the ones it lacks. */
function sel(format: number): number {
  const comps = bufferFormat(format)?.bits.length ?? 4;
  const fill = [4, 5, 6, 7].map((s, i) => (i < comps ? s : i === 3 ? 1 : 0));
  return fill[0]! | (fill[1]! << 3) | (fill[2]! << 6) | (fill[3]! << 9);
}

/** VALU code that puts store data of a kind into v[2:5]. */
function valuesFor(kind: string): string {
  const byLane = (mul: string, add: string, cvt: string): string =>
    [0, 1, 2, 3]
      .map(
        (c) =>
          `v_mul_u32_u24 v${2 + c}, ${mul}, v0\nv_add_nc_u32 v${2 + c}, ${c * 7 + Number(add)}, v${2 + c}\n${cvt.replaceAll('R', `v${2 + c}`)}`,
      )
      .join('\n');
  switch (kind) {
    case 'unorm':
      return byLane('3', '-40', 'v_cvt_f32_i32 R, R\nv_mul_f32 R, 0x3c800000, R');
    case 'snorm':
      return byLane('5', '-80', 'v_cvt_f32_i32 R, R\nv_mul_f32 R, 0x3c000000, R');
    case 'half':
      return byLane('37', '-500', 'v_cvt_f32_i32 R, R\nv_mul_f32 R, 0x3e000000, R');
    case 'ufloat':
      return byLane('53', '0', 'v_cvt_f32_u32 R, R\nv_mul_f32 R, 0x3d800000, R');
    case 'uint':
      return byLane('1', '0', 'v_and_b32 R, 3, R');
    case 'sint':
      return byLane('3', '-60', '');
    case 'sscaled':
      return byLane('1', '-16', 'v_cvt_f32_i32 R, R');
    default:
      return byLane('0x9e3779', '1', '');
  }
}

describe('global loads, stores and atomics', () => {
  it('addresses by VGPR pair and by SGPR base + VGPR offset, with negative offsets', () => {
    same(
      `${PROLOGUE}
v_mov_b32 v10, s10
v_mov_b32 v11, s11
v_add_co_u32 v10, vcc_lo, v10, v1
v_add_co_ci_u32_e32 v11, vcc_lo, 0, v11, vcc_lo
v_add_co_u32 v10, vcc_lo, v10, 8
v_add_co_ci_u32_e32 v11, vcc_lo, 0, v11, vcc_lo
global_load_dword v3, v[10:11], off offset:8
global_load_dwordx4 v[4:7], v[10:11], off offset:-8
global_load_ushort v8, v1, s[10:11] offset:2
global_load_sbyte v9, v1, s[10:11] offset:3
v_mov_b32 v12, 0x12345678
global_load_ubyte_d16_hi v12, v1, s[10:11] offset:1
global_store_short v1, v2, s[8:9] offset:1664
global_store_byte_d16_hi v1, v2, s[8:9] offset:1666
global_load_dwordx2 v[13:14], v[10:11], off offset:12
${dump(['v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9', 'v12', 'v13', 'v14'])}`,
      { input: INPUT },
    );
  });

  it('global atomics return the old value with glc, only in active lanes', () => {
    same(`${PROLOGUE}
v_mov_b32 v3, 0
global_store_dword v1, v3, s[8:9] offset:1024
global_store_dword v1, v0, s[8:9] offset:1152
v_cmp_gt_u32_e32 vcc_lo, 25, v0
s_and_saveexec_b32 s20, vcc_lo
v_mov_b32 v4, 0
global_atomic_add v4, v3, v2, s[8:9] offset:1024 glc
global_atomic_umax v1, v2, s[8:9] offset:1152
global_atomic_inc v5, v1, v0, s[8:9] offset:1152 glc
s_mov_b32 exec_lo, s20
${dump(['v4', 'v5'])}`);
  });

  it('builds no byte path for an address aligned by construction, and one where it may not be', () => {
    // v1 = v0 << 2 is 4-aligned, and so is s[10:11] (IN): the translator knows the zero bits as it
    // builds. v3 = v0 + 1 knows none.
    const aligned = ir('v_lshlrev_b32 v1, 2, v0\nglobal_load_dword v2, v1, s[10:11]', sgprs());
    assert.doesNotMatch(aligned, / load i8 /, 'no byte loads');
    const unknown = ir('v_add_nc_u32 v3, 1, v0\nglobal_load_dword v2, v3, s[10:11]', sgprs());
    assert.match(unknown, / load i8 /, 'byte loads where the address may be misaligned');
  });

  it('builds no byte path for a guarded store whose address is aligned on the lanes it runs on', () => {
    // v3 is a square (alignment unknown) on every lane, then 4-aligned where EXEC is set: the store
    // runs only there (its guard), so its address is aligned on every lane that stores.
    const source = `v_mul_u32_u24 v3, v0, v0
v_lshlrev_b32 v1, 2, v0
v_cmp_gt_u32_e32 vcc_lo, 20, v0
s_and_saveexec_b32 s20, vcc_lo
v_lshlrev_b32 v3, 2, v0
global_store_dword v3, v0, s[8:9]`;
    assert.doesNotMatch(ir(source, sgprs()), / i8 /, 'no byte stores');
    same(`${source}\ns_mov_b32 exec_lo, s20\n${dump(['v3'])}`);
  });

  it('builds no byte path for an address made from a launch value of an SGPR the program writes later', () => {
    // s10 (IN) is written at the end, so it is no pinned register: its first read is a load of the
    // launch value, which the translator knows, so v2 = IN + (v0 << 2) is 4-aligned.
    const source = `v_lshlrev_b32 v1, 2, v0
v_add_co_u32 v2, s20, s10, v1
v_add_co_ci_u32_e64 v3, s20, s11, 0, s20
global_load_dword v4, v[2:3], off
s_mov_b32 s10, 0`;
    assert.doesNotMatch(ir(source, sgprs()), / i8 /, 'no byte loads');
  });

  it('knows a 64-bit shift and a user SGPR across blocks: no byte path for their sum', () => {
    // v[4:5] = v0 << 2 (64-bit) before a branch; after it, IN (s10, a user SGPR the program writes
    // at the end, so read from its variable) plus v4: 4-aligned from the guest register facts.
    const source = `v_mov_b32 v5, 0
v_mov_b32 v4, v0
v_lshlrev_b64 v[4:5], 2, v[4:5]
s_cmp_eq_u32 s11, 0
s_cbranch_scc1 1
v_mov_b32 v6, 1
v_add_co_u32 v2, s20, s10, v4
v_add_co_ci_u32_e64 v3, s20, s11, v5, s20
global_load_dword v7, v[2:3], off
s_mov_b32 s10, 0`;
    assert.doesNotMatch(ir(source, sgprs()), / i8 /, 'no byte loads');
  });

  it('carries register values through the blocks of a guarded access', () => {
    // The load's guard splits the guest block; v1 is still v0 << 2 after it, so the store's address
    // is known aligned too, and v1 is not loaded again.
    const text = ir(
      'v_lshlrev_b32 v1, 2, v0\nglobal_load_dword v2, v1, s[10:11]\nglobal_store_dword v1, v2, s[8:9]',
      sgprs(),
    );
    assert.doesNotMatch(text, / = trunc i8 /, 'no byte stores');
  });

  it('reads and writes misaligned addresses byte by byte', () => {
    // The reference refuses misaligned accesses; the expectation is computed from the input here.
    const r = runWave(
      `${PROLOGUE}
v_add_nc_u32 v20, 1, v1
global_load_dword v3, v20, s[10:11]
v_add_nc_u32 v21, 3, v1
global_load_ushort v4, v21, s[10:11]
${dump(['v3', 'v4'])}
s_endpgm`,
      PS5_WAVE32,
      { userSgprs: sgprs(), input: INPUT, outDwords: 64, reference: false },
    );
    const bytes = new Uint8Array(new Uint32Array(INPUT).buffer);
    const at = (i: number): number => bytes[i] ?? 0;
    const expect = [
      ...Array.from(
        { length: 32 },
        (_, l) =>
          (at(4 * l + 1) | (at(4 * l + 2) << 8) | (at(4 * l + 3) << 16) | (at(4 * l + 4) << 24)) >>> 0,
      ),
      ...Array.from({ length: 32 }, (_, l) => at(4 * l + 3) | (at(4 * l + 4) << 8)),
    ];
    assert.deepEqual(r.translated, expect);
  });
});

/**
 * Makes the dwords 1 and 3 of the V#s in s[0:3], s[4:7] and s[12:15] unknown at recompile time: each
 * is or-ed with lane 0's id (0 at run time, but not a constant the analysis can prove).
 */
const HIDE_VSHARPS = `v_readfirstlane_b32 s31, v0
${[1, 3, 5, 7, 13, 15].map((r) => `s_or_b32 s${r}, s${r}, s31`).join('\n')}`;

describe('buffer accesses through V#s read at run time', () => {
  const program = `${HIDE_VSHARPS}
${PROLOGUE}
v_and_b32 v21, 1, v0
v_lshlrev_b32 v21, 2, v21
v_mov_b32 v20, v0
buffer_load_dword v3, v[20:21], s[4:7], 0 idxen offen
buffer_load_dwordx2 v[4:5], v[20:21], s[4:7], 0 idxen offen offset:4
buffer_load_ushort v6, v[20:21], s[4:7], 0 idxen offen offset:2
buffer_store_dword v2, v[20:21], s[0:3], 0 idxen offen offset:1536
buffer_store_dwordx2 v[3:4], v[20:21], s[0:3], 0 idxen offen offset:1540
buffer_atomic_add v2, v[20:21], s[12:15], 0 idxen offen offset:4
${dump(['v3', 'v4', 'v5', 'v6', 'v2'])}
s_endpgm`;
  const cases: readonly (readonly [string, { stride: number; oob: number; format?: number }, number])[] = [
    ['OOB_SELECT 0', { stride: 16, oob: 0 }, 0],
    ['OOB_SELECT 1', { stride: 16, oob: 1 }, 0],
    ['OOB_SELECT 2', { stride: 16, oob: 2 }, 0],
    ['OOB_SELECT 3', { stride: 16, oob: 3 }, 0],
    ['stride 0, OOB_SELECT 3', { stride: 0, oob: 3 }, 0],
    ['ADD_TID', { stride: 8, oob: 1 }, 1 << 23],
    ['an unbound V# (FORMAT INVALID)', { stride: 16, oob: 3, format: 0 }, 0],
    ['swizzling (index stride 8, OOB_SELECT 1)', { stride: 16, oob: 1 }, -1],
  ];
  for (const [name, o, extra] of cases) {
    it(`raw loads, stores and atomics match the reference: ${name}`, () => {
      const records = o.oob === 3 ? 200 : 20;
      const make = (base: number, n: number): number[] =>
        vsharp(base, { ...o, records: n }).map((w, i) => {
          if (extra === -1 && i === 1) return (w | 0x80000000) >>> 0;
          return i === 3 ? (w | Math.max(extra, 0)) >>> 0 : w;
        });
      // The atomic's V# stays bound: an atomic's result through an unbound one is not specified.
      // Its own area: lanes' accesses to one address are unordered on the host.
      const atomic = make(OUT + 0x2000, records).map((w, i) => (i === 3 ? (w | (22 << 12)) >>> 0 : w));
      const userSgprs = [...sgprs(make(OUT, records), make(IN, records + 1)), ...atomic];
      const r = runWave(program, PS5_WAVE32, { userSgprs, input: INPUT, outDwords: 4096 });
      assert.deepEqual(r.translated, r.reference);
      assert.ok(r.reference.some((x) => x !== 0));
    });
  }

  it('specializes again when the V# is known (no run-time field decode)', () => {
    const known = ir(`buffer_load_dword v3, v1, s[4:7], 0 offen\n${dump(['v3'])}`, sgprs());
    const hidden = ir(`${HIDE_VSHARPS}\nbuffer_load_dword v3, v1, s[4:7], 0 offen\n${dump(['v3'])}`, sgprs());
    assert.doesNotMatch(known, /ubfe/);
    assert.match(hidden, /ubfe/);
  });
});

/** Every buffer format code, and whether its components are narrow enough for the d16 forms. */
const ALL_FORMATS = Array.from({ length: 77 }, (_, i) => i + 1);
const WIDE_FORMATS = [20, 21, 22, 62, 63, 64, 72, 73, 74, 75, 76, 77];

describe('format accesses through V#s read at run time (the format selected by the program)', () => {
  for (const format of ALL_FORMATS) {
    it(`loads (d16 too where defined) match the reference: format ${format}`, () => {
      const d16 = WIDE_FORMATS.includes(format)
        ? ''
        : `v_mov_b32 v9, 0xabcdef01
buffer_load_format_d16_xyzw v[6:7], v20, s[4:7], 0 idxen
buffer_load_format_d16_hi_x v9, v20, s[4:7], 0 idxen offset:4
buffer_load_format_d16_xy v8, v20, s[4:7], 0 idxen`;
      const r = runWave(
        `${HIDE_VSHARPS}
${PROLOGUE}
v_mov_b32 v20, v0
buffer_load_format_xyzw v[2:5], v20, s[4:7], 0 idxen
${d16}
${dump(['v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9'])}
s_endpgm`,
        PS5_WAVE32,
        {
          userSgprs: sgprs(vsharp(OUT), vsharp(IN, { stride: 16, records: 30, format, sel: sel(format) })),
          input: INPUT,
          outDwords: 1024,
        },
      );
      assert.deepEqual(r.translated, r.reference);
    });
  }

  for (const [format, values] of [
    [56, 'unorm'],
    [57, 'snorm'],
    [13, 'half'],
    [36, 'ufloat'],
    [60, 'uint'],
    [70, 'sint'],
    [59, 'sscaled'],
    [48, 'uint'],
    [22, 'any'],
    [77, 'any'],
    [72, 'any'],
    [44, 'unorm'],
    [1, 'unorm'],
  ] as const) {
    it(`stores match the reference: format ${format} (${values} data)`, () => {
      same(
        `${HIDE_VSHARPS}
${PROLOGUE}
v_mov_b32 v20, v0
${valuesFor(values)}
buffer_store_format_xyzw v[2:5], v20, s[12:15], 0 idxen
buffer_store_format_d16_xyzw v[2:3], v20, s[0:3], 0 idxen`,
        {
          userSgprs: [
            ...sgprs(vsharp(OUT + 2048, { stride: 16, records: 30, format: 29 })),
            ...vsharp(OUT + 1024, { stride: 16, records: 30, format }),
          ],
          outDwords: 1024,
        },
      );
    });
  }

  it('tbuffer accesses take their format from the instruction and check binding at run time', () => {
    const program = `${HIDE_VSHARPS}
${PROLOGUE}
v_mov_b32 v20, v0
tbuffer_load_format_xyzw v[2:5], v20, s[4:7], 0 format:[BUF_FMT_8_8_8_8_SNORM] idxen
tbuffer_store_format_xy v[2:3], v20, s[12:15], 0 format:[BUF_FMT_16_16_FLOAT] idxen
${dump(['v2', 'v3', 'v4', 'v5'])}
s_endpgm`;
    const bound = runWave(program, PS5_WAVE32, {
      userSgprs: [
        ...sgprs(vsharp(OUT), vsharp(IN, { stride: 4, records: 30, oob: 1 })),
        ...vsharp(OUT + 1024, { stride: 4 }),
      ],
      input: INPUT,
      outDwords: 1024,
    });
    assert.deepEqual(bound.translated, bound.reference);
    // Unbound at run time (the executor refuses this): loads read 0, stores are dropped.
    const unbound = runWave(program, PS5_WAVE32, {
      userSgprs: [
        ...sgprs(vsharp(OUT), vsharp(IN, { stride: 4, format: 0 })),
        ...vsharp(OUT + 1024, { stride: 4, format: 0 }),
      ],
      input: INPUT,
      outDwords: 1024,
      reference: false,
    });
    assert.deepEqual(unbound.translated, new Array<number>(1024).fill(0));
  });

  it('gives what the executor refuses a defined result: invalid formats, reserved dst_sel, short stores', () => {
    // Format 100 is no buffer format (reads 0, SEL_1 included; stores dropped); dst_sel 2 is reserved
    // and w names a component 8_8_UNORM lacks (both read 0); a one-component store to 8_8 is dropped.
    const selects = 4 | (2 << 3) | (7 << 6) | (1 << 9);
    const r = runWave(
      `${HIDE_VSHARPS}
${PROLOGUE}
v_mov_b32 v20, v0
buffer_load_format_xyzw v[2:5], v20, s[4:7], 0 idxen
buffer_load_format_xyzw v[6:9], v20, s[12:15], 0 idxen
buffer_store_format_x v2, v20, s[0:3], 0 idxen
buffer_store_format_x v2, v20, s[4:7], 0 idxen offset:1024
${dump(['v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9'])}
s_endpgm`,
      PS5_WAVE32,
      {
        userSgprs: [
          ...sgprs(
            vsharp(OUT + 1024, { stride: 16, format: 100 }),
            vsharp(IN, { stride: 4, format: 14, sel: selects }),
          ),
          ...vsharp(IN, { stride: 4, format: 100, sel: selects }),
        ],
        input: INPUT,
        outDwords: 1024,
        reference: false,
      },
    );
    const bytes = new Uint8Array(new Uint32Array(INPUT).buffer);
    const unorm = (x: number): number => new Uint32Array(new Float32Array([x / 255]).buffer)[0] as number;
    const lanes = (f: (lane: number) => number): number[] => Array.from({ length: 32 }, (_, l) => f(l));
    const slot = (k: number): number[] => r.translated.slice(32 * k, 32 * k + 32);
    assert.deepEqual(
      slot(0),
      lanes((l) => unorm(bytes[4 * l] as number)),
    );
    assert.deepEqual(
      slot(1),
      lanes(() => 0),
    );
    assert.deepEqual(
      slot(2),
      lanes(() => 0),
    );
    assert.deepEqual(
      slot(3),
      lanes(() => 0x3f800000),
    );
    for (const k of [4, 5, 6, 7])
      assert.deepEqual(
        slot(k),
        lanes(() => 0),
        `slot ${k}`,
      );
    assert.deepEqual(r.translated.slice(256), new Array<number>(768).fill(0));
  });
});

describe('refusals', () => {
  const cases: readonly (readonly [string, RegExp])[] = [
    ['flat_load_dword v1, v[2:3]', /aperture/],
    ['scratch_load_dword v1, v2, off', /scratch memory/],
    ['ds_append v1', /M0 base\/size/],
    ['ds_add_u64 v1, v[2:3]', /64-bit LDS atomic/],
    ['ds_min_f32 v1, v2', /second data operand/],
    ['ds_gws_init v1 gds', /GDS/],
    ['ds_read_b32 v1, v2 gds', /gds/],
    ['ds_add_src2_u32 v1', /gfx10.3/],
    ['buffer_load_dword v[1:2], v2, s[4:7], 0 offen tfe', /tfe/],
    ['buffer_load_dword v2, s[4:7], 0 offen lds', /lds bit/],
    ['buffer_atomic_add v1, v2, s[0:3], 0 offen', /unbound V#/],
    ['tbuffer_store_format_x v1, v2, s[0:3], 0 format:[BUF_FMT_8_8_UNORM] idxen', /missing components/],
  ];
  for (const [source, pattern] of cases) {
    it(`refuses ${source}`, () => {
      const unbound = source.startsWith('buffer_atomic') ? sgprs(vsharp(OUT, { format: 0 })) : sgprs();
      refusal(source, pattern, unbound);
    });
  }

  it('refuses LDS use without an LDS allocation', () => {
    refusal('ds_read_b32 v1, v2', /0 LDS bytes/, sgprs(), 0);
  });
});
