/**
 * The scalar family (SOP1, SOP2, SOPK, SOPC, SOPP, SMEM) against llvm-mc-19:
 * 1. differential decode: for every opcode of each encoding, seeded random fields (reserved bits
 *    included) and literal/second dwords decode to llvm-mc's text, and are rejected where it rejects,
 *    for gfx1013 wave32 and wave64 and gfx1030; plus exhaustive sweeps of the special immediates;
 * 2. round trip: every decoded text assembles to llvm-mc's canonical encoding of that text (or is
 *    refused where llvm-mc refuses it), and encode(decode(w)) reproduces w;
 * 3. operand metadata and control-flow facts checked against the ISA's definitions.
 * Each instruction is compared alone: it is followed by separator instructions in llvm-mc's stream,
 * and only the first line llvm prints for it is compared (its trailing dwords are not ours to judge).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodingPrefix } from '../../src/isa/encodings.js';
import {
  assembleOne,
  branchTarget,
  DecodeError,
  decode,
  encode,
  type Instruction,
  isBranch,
  isConditionalBranch,
  isProgramEnd,
  isTerminator,
  operands,
  print,
  type Target,
} from '../../src/isa/index.js';
import type { EncodingName } from '../../src/isa/instruction.js';
import { rng } from '../support/isa-fuzz.js';
import { LlvmCrash, llvmAssemble, llvmDisassemble } from '../support/llvm-mc.js';

const W32: Target = { mcpu: 'gfx1013', wave64: false };
const W64: Target = { mcpu: 'gfx1013', wave64: true };
const G1030: Target = { mcpu: 'gfx1030', wave64: false };
const TARGETS = [W32, W64, G1030];
const SEED = 0x5ca1a;
/** Random instructions per opcode in CI (set SCALAR_PER_OPCODE for a larger local run). */
const PER_OPCODE = Number(process.env.SCALAR_PER_OPCODE ?? 24);
/** Values per immediate sweep: a sample in CI, all 65536 with SCALAR_EXHAUSTIVE=1. */
const SWEEP = process.env.SCALAR_EXHAUSTIVE ? 65536 : 4096;

/** `n` 16-bit values spread over the whole range (all of them when n is 65536). */
function spread(n: number): number[] {
  const step = 65536 / n;
  return Array.from({ length: n }, (_, k) => (k * step + (k % step)) & 0xffff);
}

/** Opcode field [shift, bits] of each scalar encoding. */
const OPCODE: Readonly<Record<string, readonly [number, number]>> = {
  SOP1: [8, 8],
  SOP2: [23, 7],
  SOPK: [23, 5],
  SOPC: [16, 7],
  SOPP: [16, 7],
  SMEM: [18, 8],
};

/** Opcodes to sweep: those whose words keep the encoding's fixed bits (SOP2 96+ is SOPK etc.). */
function opcodeCount(e: EncodingName): number {
  if (e === 'SOP2') return 96;
  if (e === 'SOPK') return 29;
  return 1 << (OPCODE[e] as readonly [number, number])[1];
}

const SPECIAL_LITERALS = [
  0, 1, 64, 65, 0xffffffff, 0xfffffff0, 0xffffffef, 0x3f800000, 0xbf800000, 0x3e22f983, 0x3ff00000,
  0x80000000, 0x3118, 0x7fffffff, 0x40800000, 0xc0800000, 0x3f000000,
];

/** A tail dword that llvm-mc may decode on its own: keep it away from the SDWA/DPP words it crashes on. */
function safeTail(w: number): number {
  const src0 = w & 0x1ff;
  if (w >>> 31 === 0 && (src0 === 233 || src0 === 234 || src0 === 249 || src0 === 250))
    return (w ^ 0x100) >>> 0;
  return w >>> 0;
}

/** A first dword of `e` with opcode `op` and the other fields random, biased toward special codes. */
function firstWord(e: EncodingName, op: number, next: () => number): number {
  const { value, bits } = encodingPrefix(e);
  const [shift, width] = OPCODE[e] as readonly [number, number];
  let w = next();
  const prefixMask = ~(0xffffffff >>> bits);
  w = (w & ~prefixMask) | ((value << (32 - bits)) & prefixMask);
  w = (w & ~(((1 << width) - 1) << shift)) | (op << shift);
  const r = next() % 8;
  if (e === 'SOP1' || e === 'SOP2' || e === 'SOPC') {
    if (r === 0) w = (w & ~0xff) | 0xff;
    else if (r === 1 && e !== 'SOP1') w = (w & ~0xff00) | 0xff00;
    else if (r === 2) w = (w & ~0xff) | (0xe8 + (next() % 24));
  } else if (e === 'SOPK' || e === 'SOPP') {
    if (r < 3) w = (w & ~0xffff) | (next() % 72);
    else if (r === 3) w = (w & ~0xffff) | (0xff00 | (next() & 0xff));
  }
  return w >>> 0;
}

function secondWord(e: EncodingName, next: () => number): number {
  const r = next() % 8;
  if (e === 'SMEM') {
    let w = next();
    if (r < 4) w = (w & 0x1ffffff) | (125 << 25);
    if (r === 0 || r === 4) w &= ~0x1fffff;
    return w >>> 0;
  }
  if (r < 3) return SPECIAL_LITERALS[next() % SPECIAL_LITERALS.length] as number;
  return safeTail(next());
}

/** Seeded segments (first dword, second dword) for every opcode of `e`. */
function segmentsFor(e: EncodingName, perOpcode: number, seed: number): number[][] {
  const next = rng(seed);
  const out: number[][] = [];
  for (let op = 0; op < opcodeCount(e); op++) {
    for (let k = 0; k < perOpcode; k++) out.push([firstWord(e, op, next), secondWord(e, next)]);
  }
  return out;
}

/** Separator pairs: SOPP words around SOP/SMEM segments, SOP1 words around SOPP segments. */
const SEPARATORS: Readonly<Record<string, readonly [number, string][]>> = {
  sopp: [
    [0xbe800300, 's_mov_b32 s0, s0'],
    [0xbe810301, 's_mov_b32 s1, s1'],
  ],
  other: [
    [0xbf9f0000, 's_code_end'],
    [0xbf810000, 's_endpgm'],
  ],
};

interface Result {
  compared: number;
  skipped: number;
  mismatches: string[];
  /** Texts of the instructions both sides decoded (for the round trip). */
  valid: { words: number[]; text: string; inst: Instruction }[];
}

function ours(words: readonly number[], target: Target): { text: string; inst?: Instruction } {
  try {
    const inst = decode(words, 0, target);
    return { text: print(inst, target), inst };
  } catch (error) {
    if (error instanceof DecodeError) return { text: '<invalid>' };
    throw error;
  }
}

/** Compares the first line of each segment with llvm-mc's; splits batches llvm-mc crashes on. */
function compareFirst(
  segments: readonly number[][],
  target: Target,
  seps: readonly [number, string][],
  out: Result,
): void {
  const stream: number[] = [];
  const starts: number[] = [];
  segments.forEach((seg, i) => {
    starts.push(stream.length);
    stream.push(...seg);
    for (let k = 0; k < 8; k++) stream.push((seps[i % 2] as [number, string])[0]);
  });
  let llvm: ReturnType<typeof llvmDisassemble>;
  try {
    llvm = llvmDisassemble(stream, target);
  } catch (error) {
    if (!(error instanceof LlvmCrash)) throw error;
    if (segments.length === 1) {
      out.skipped++;
      return;
    }
    const half = segments.length >> 1;
    compareFirst(segments.slice(0, half), target, seps, out);
    compareFirst(segments.slice(half), target, seps, out);
    return;
  }
  const sepTexts = new Set(seps.map((s) => s[1]));
  const groups: string[][] = [];
  let current: string[] = [];
  let previous: string | undefined;
  for (const t of llvm.texts) {
    if (sepTexts.has(t)) {
      if (previous !== t) {
        groups.push(current);
        current = [];
      }
      previous = t;
    } else {
      previous = undefined;
      current.push(t);
    }
  }
  assert.equal(groups.length, segments.length, 'separator grouping of llvm-mc output failed');
  const invalid = new Set(llvm.invalid);
  segments.forEach((seg, i) => {
    const theirs = invalid.has(starts[i] as number) ? '<invalid>' : ((groups[i] as string[])[0] ?? '<none>');
    const mine = ours(seg, target);
    out.compared++;
    if (mine.text !== theirs) {
      out.mismatches.push(
        `[${seg.map((w) => w.toString(16).padStart(8, '0')).join(' ')}] ours: ${mine.text} | llvm: ${theirs}`,
      );
    } else if (mine.inst) out.valid.push({ words: seg, text: mine.text, inst: mine.inst });
  });
}

function differential(segments: readonly number[][], target: Target, sopp: boolean): Result {
  const out: Result = { compared: 0, skipped: 0, mismatches: [], valid: [] };
  const seps = SEPARATORS[sopp ? 'sopp' : 'other'] as [number, string][];
  for (let i = 0; i < segments.length; i += 20000)
    compareFirst(segments.slice(i, i + 20000), target, seps, out);
  return out;
}

function describe15(r: Result): string {
  return r.mismatches.slice(0, 15).join('\n');
}

function targetName(t: Target): string {
  return `${t.mcpu} wave${t.wave64 ? 64 : 32}`;
}

/** Round trip: our assembly of each text equals llvm-mc's canonical encoding (or both refuse). */
function roundTrip(valid: Result['valid'], target: Target): string[] {
  const unique = [...new Map(valid.map((v) => [v.text, v])).values()];
  const llvm = llvmAssemble(
    unique.map((v) => v.text),
    target,
  );
  const problems: string[] = [];
  unique.forEach((v, i) => {
    // encode(decode(w)) reproduces the input words exactly.
    const words = encode(v.inst, target);
    if (words.some((w, k) => w !== v.words[k]))
      problems.push(`re-encode ${v.text}: ${words.map((w) => w.toString(16))}`);
    const theirs = llvm[i] as (typeof llvm)[number];
    let mine: number[] | string;
    try {
      mine = encode(assembleOne(v.text, target), target);
    } catch (error) {
      mine = `error: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (!theirs.ok) {
      if (typeof mine !== 'string') problems.push(`${v.text}: llvm refuses (${theirs.error}), we assemble`);
      return;
    }
    const bytes =
      typeof mine === 'string'
        ? mine
        : mine.flatMap((w) => [w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, w >>> 24]);
    if (typeof bytes === 'string' || bytes.join(',') !== theirs.bytes.join(',')) {
      problems.push(
        `${v.text}: ours ${typeof bytes === 'string' ? bytes : bytes.join(',')} llvm ${theirs.bytes.join(',')}`,
      );
    }
  });
  return problems;
}

const ENCS: EncodingName[] = ['SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP', 'SMEM'];

describe('scalar family: differential decode and round trip against llvm-mc-19', () => {
  for (const target of TARGETS) {
    for (const e of ENCS) {
      it(`${e}, every opcode, ${PER_OPCODE} random per opcode, ${targetName(target)}`, (t) => {
        const segments = segmentsFor(e, PER_OPCODE, SEED + ENCS.indexOf(e) * 7919 + TARGETS.indexOf(target));
        const r = differential(segments, target, e === 'SOPP');
        t.diagnostic(`compared ${r.compared}, decoded ${r.valid.length}, llvm crashes ${r.skipped}`);
        assert.equal(r.mismatches.length, 0, describe15(r));
        assert.ok(r.compared === segments.length);
        assert.ok(r.valid.length > 0);
        const problems = roundTrip(r.valid, target);
        assert.equal(problems.length, 0, problems.slice(0, 15).join('\n'));
      });
    }
  }
});

describe('scalar family: exhaustive operand and immediate sweeps against llvm-mc-19', () => {
  const sweeps: [string, () => number[][]][] = [
    // Every source code of a 32-bit, a 64-bit and a register-only source, with a literal.
    [
      'SOP1 ssrc0 codes (s_mov_b32, s_mov_b64, s_movrels_b64, s_setpc_b64)',
      () =>
        [3, 4, 47, 32].flatMap((op) =>
          Array.from({ length: 256 }, (_, c) => [0xbe820000 | (op << 8) | c, 0xfffffff0]),
        ),
    ],
    [
      'SOP1 sdst codes (s_mov_b64)',
      () => Array.from({ length: 128 }, (_, c) => [(0xbe800404 | (c << 16)) >>> 0, 0]),
    ],
    [
      'SOPK hwreg ids (s_getreg_b32)',
      () => Array.from({ length: 64 }, (_, id) => [0xb9050000 | id | (31 << 11), 0]),
    ],
    ['SOPK s_version values', () => spread(SWEEP / 8).map((v) => [0xb0800000 | v, 0])],
    ['SOPK s_getreg_b32 hwreg values', () => spread(SWEEP / 8).map((v) => [0xb9050000 | v, 0])],
    [
      'SOPP s_sendmsg values (all of the low 10 bits)',
      () => [...new Set([...spread(1024), ...spread(SWEEP)])].map((v) => [0xbf900000 | v]),
    ],
    ['SOPP s_waitcnt values', () => spread(SWEEP).map((v) => [0xbf8c0000 | v])],
    ['SOPP s_waitcnt_depctr values', () => spread(SWEEP).map((v) => [0xbfa30000 | v])],
    [
      'SMEM sdata codes (s_load_dword..x16)',
      () =>
        [0, 1, 2, 3, 4].flatMap((op) =>
          Array.from({ length: 128 }, (_, c) => [0xf4000002 | (op << 18) | (c << 6), 0xfa000000]),
        ),
    ],
    [
      'SMEM sbase codes (s_load_dword, s_buffer_load_dword)',
      () =>
        [0, 8].flatMap((op) =>
          Array.from({ length: 64 }, (_, c) => [0xf4000200 | (op << 18) | c, 0x06000010]),
        ),
    ],
  ];
  for (const [name, make] of sweeps) {
    it(name, (t) => {
      const segments = make().map((s) => s.map((w) => w >>> 0));
      const sopp = (segments[0]?.[0] as number) >>> 23 === 0x17f;
      for (const target of [W32, G1030]) {
        const r = differential(segments, target, sopp);
        t.diagnostic(`${targetName(target)}: compared ${r.compared}, decoded ${r.valid.length}`);
        assert.equal(r.mismatches.length, 0, `${targetName(target)}\n${describe15(r)}`);
        const problems = roundTrip(r.valid, target);
        assert.equal(problems.length, 0, problems.slice(0, 15).join('\n'));
      }
    });
  }
});

/** Decodes one instruction from hex words. */
function dec(words: number[], target: Target = W32): Instruction {
  return decode(words, 0, target);
}

describe('scalar family: errors, metadata and control flow', () => {
  it('rejects unknown opcodes, reserved operand codes and truncated instructions with DecodeError', () => {
    assert.throws(
      () => dec([0xbe820204]),
      (e: unknown) => e instanceof DecodeError && e.pc === 0 && e.words[0] === 0xbe820204,
    );
    assert.throws(() => dec([0xbe8204fe]), DecodeError); // s_mov_b64 from src_lds_direct
    assert.throws(() => dec([0xbe8203ff]), /literal dword missing/); // literal missing
    assert.throws(() => dec([0xf4000000]), /second dword missing/); // SMEM second dword missing
    assert.throws(() => dec([0xbf830001]), DecodeError); // s_wakeup with an operand
    assert.throws(() => dec([0xf4400000, 0xfa000000], G1030), DecodeError); // s_store_dword is gone on gfx1030
    assert.equal(print(dec([0xf4400000, 0xfa000000])), 's_store_dword s0, s[0:1], null');
  });

  it('s_add_u32 reads two sources and writes sdst and SCC', () => {
    const ops = operands(dec([0x80020401]));
    assert.deepEqual(
      ops.map((o) => [o.role, o.kind, o.value, o.field, o.implicit]),
      [
        ['dst', 'sgpr', 2, 'sdst', false],
        ['src', 'sgpr', 1, 'ssrc0', false],
        ['src', 'sgpr', 4, 'ssrc1', false],
        ['dst', 'special', 253, 'scc', true],
      ],
    );
  });

  it('s_addc_u32 also reads SCC; s_cselect_b64 reads SCC and writes none', () => {
    const addc = operands(dec([0x82020401])).filter((o) => o.implicit);
    assert.deepEqual(
      addc.map((o) => `${o.role}:${o.field}`),
      ['src:scc', 'dst:scc'],
    );
    const cselect = operands(dec([0x85820604])).filter((o) => o.implicit);
    assert.deepEqual(
      cselect.map((o) => `${o.role}:${o.field}`),
      ['src:scc'],
    );
  });

  it('s_and_saveexec_b64 reads and writes EXEC (a wave-sized mask) and writes SCC', () => {
    for (const [target, dwords] of [
      [W32, 1],
      [W64, 2],
    ] as const) {
      const ops = operands(dec([0xbe822404]), target);
      assert.deepEqual(ops[0], {
        role: 'dst',
        kind: 'sgpr',
        value: 2,
        dwords: 2,
        type: 'b64',
        implicit: false,
        field: 'sdst',
      });
      const exec = ops.filter((o) => o.field === 'exec');
      assert.deepEqual(
        exec.map((o) => [o.role, o.dwords, o.type]),
        [
          ['src', dwords, 'mask'],
          ['dst', dwords, 'mask'],
        ],
      );
      assert.ok(ops.some((o) => o.field === 'scc' && o.role === 'dst'));
    }
  });

  it('s_and_saveexec_b32 reads and writes EXEC_LO alone, in wave64 too', () => {
    const inst = assembleOne('s_and_saveexec_b32 s2, s3', W64);
    const exec = operands(inst, W64).filter((o) => o.field === 'exec');
    assert.deepEqual(
      exec.map((o) => [o.role, o.value, o.dwords]),
      [
        ['src', 126, 1],
        ['dst', 126, 1],
      ],
    );
  });

  it('s_mov_b64 names the aligned pair and zero-extends its literal', () => {
    const inst = dec([0xbe8304ff, 0xffffffff]);
    assert.equal(print(inst), 's_mov_b64 s[2:3], 0xffffffff');
    const ops = operands(inst);
    assert.deepEqual(ops[0], {
      role: 'dst',
      kind: 'sgpr',
      value: 2,
      dwords: 2,
      type: 'b64',
      implicit: false,
      field: 'sdst',
    });
    assert.deepEqual(ops[1], {
      role: 'src',
      kind: 'literal',
      value: 0xffffffff,
      dwords: 2,
      type: 'b64',
      implicit: false,
      field: 'ssrc0',
    });
  });

  it('s_cbranch_vccz reads VCC; s_cmp_eq_u64 writes SCC; s_movrels_b32 reads M0', () => {
    assert.ok(operands(dec([0xbf860003])).some((o) => o.field === 'vcc' && o.role === 'src' && o.implicit));
    assert.ok(operands(dec([0xbf120604])).some((o) => o.field === 'scc' && o.role === 'dst'));
    assert.ok(operands(dec([0xbe822e04])).some((o) => o.field === 'm0' && o.role === 'src'));
  });

  it('SMEM loads write sdata and read sbase, soffset and the signed offset', () => {
    const inst = dec([0xf4080202, 0x061ffff0]); // s_load_dwordx4 s[8:11], s[4:5], s3 offset:-0x10
    assert.equal(print(inst), 's_load_dwordx4 s[8:11], s[4:5], s3 offset:-0x10');
    assert.deepEqual(
      operands(inst).map((o) => [o.role, o.kind, o.value, o.dwords, o.field]),
      [
        ['dst', 'sgpr', 8, 4, 'sdata'],
        ['src', 'sgpr', 4, 2, 'sbase'],
        ['src', 'sgpr', 3, 1, 'soffset'],
        ['src', 'immediate', -16, 1, 'offset'],
      ],
    );
    const atomic = operands(dec([0xf6010202, 0xfa000000])); // s_atomic_swap glc returns the old value
    assert.deepEqual(
      atomic.filter((o) => o.field === 'sdata').map((o) => o.role),
      ['src', 'dst'],
    );
  });

  it('branch targets are pc + 4 + 4 * sext(simm16)', () => {
    const words = [0xbf800000, 0xbf820002, 0xbf88ffff, 0xbf810000, 0xbb000000 | 0xfffe];
    const at = (pc: number) => decode(words, pc, W32);
    assert.equal(branchTarget(at(4)), 4 + 4 + 8); // s_branch 2
    assert.equal(branchTarget(at(8)), 8 + 4 - 4); // s_cbranch_execz 65535: to itself
    assert.equal(branchTarget(at(16)), 16 + 4 - 8); // s_call_b64 s[0:1], 65534
    assert.equal(branchTarget(at(0)), undefined);
    assert.equal(branchTarget(at(12)), undefined);
    assert.ok(isBranch(at(4)) && isTerminator(at(4)) && !isConditionalBranch(at(4)));
    assert.ok(isConditionalBranch(at(8)) && isTerminator(at(8)));
    assert.ok(isProgramEnd(at(12)) && isTerminator(at(12)) && !isBranch(at(12)));
    assert.ok(!isTerminator(at(0)));
    const setpc = dec([0xbe802004]);
    assert.ok(isBranch(setpc) && isTerminator(setpc) && branchTarget(setpc) === undefined);
  });
});

describe('scalar family: assembler variants a person writes, against llvm-mc-19', () => {
  const texts = [
    's_mov_b32 s0, 0x3f800000',
    's_mov_b32 s0, 1.0',
    's_mov_b32 s0, 1.5',
    's_mov_b32 s0, -17',
    's_mov_b32 s0, 0.15915494',
    's_mov_b64 s[0:1], 0x3ff0000000000000',
    's_mov_b64 s[0:1], -1',
    's_mov_b64 s[0:1], 0.15915494309189532',
    's_mov_b64 s[0:1], 1.5',
    's_mov_b64 s[1:2], s[4:5]',
    's_mov_b64 vcc, exec',
    'S_MOV_B32 S0, VCC_LO',
    's_mov_b32 s0, s[5]',
    's_add_u32 s0, 0x41, 0x41',
    's_add_u32 s0, 0x41, 0x42',
    's_lshl_b64 s[2:3], s[2:3], 0x41',
    's_cmp_eq_u64 s[0:1], 0x41',
    's_movk_i32 s0, -1',
    's_movk_i32 s0, 0xffff',
    's_cmpk_eq_u32 s0, -1',
    's_cmpk_eq_u32 s0, 0x8000',
    's_getreg_b32 s0, hwreg(HW_REG_MODE)',
    's_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 32)',
    's_getreg_b32 s0, hwreg(1, 4, 8)',
    's_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1',
    's_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x10',
    's_setreg_imm32_b32 hwreg(HW_REG_MODE), 1.0',
    's_call_b64 s[0:1], -1',
    's_version UC_VERSION_GFX10|UC_VERSION_W64_BIT',
    's_waitcnt vmcnt(0) & lgkmcnt(0)',
    's_waitcnt vmcnt(0), lgkmcnt(0)',
    's_waitcnt lgkmcnt(0) vmcnt(1)',
    's_waitcnt 0',
    's_waitcnt_vscnt null, 0x0',
    's_waitcnt_depctr depctr_va_vdst(0)',
    's_waitcnt_depctr depctr_vm_vsrc(0) depctr_sa_sdst(0)',
    's_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)',
    's_sendmsg sendmsg(MSG_INTERRUPT)',
    's_sendmsg sendmsg(2, 2, 0)',
    's_sendmsg 34',
    's_branch 5',
    's_branch -1',
    's_cbranch_execz 0x10',
    's_endpgm',
    's_endpgm 0',
    's_nop 7',
    's_barrier',
    's_code_end',
    's_inst_prefetch 0x3',
    's_clause 0x3',
    's_setprio 2',
    's_load_dword s0, s[0:1], 0x10',
    's_load_dword s0, s[0:1], 16',
    's_load_dword s0, s[0:1], 0x10 dlc glc',
    's_load_dword s0, s[0:1], s3 offset:-16',
    's_load_dword s0, s[0:1], s3',
    's_load_dword s0, s[0:1], null',
    's_load_dword m0, s[0:1], 0x0',
    's_load_dwordx4 s[4:7], s[2:3], 0x0',
    's_load_dwordx4 s[5:8], s[2:3], 0x0',
    's_buffer_load_dword s0, s[4:7], -0x10',
    's_buffer_load_dwordx2 s[0:1], s[4:7], s3 offset:0x10 glc',
    's_atomic_add s0, s[0:1], 0x0 glc',
    's_atc_probe 7, s[0:1], 0x10',
    's_dcache_discard s[4:5], s3 offset:0x10',
    's_memtime s[0:1]',
    's_gl1_inv',
    's_dcache_inv',
  ];
  for (const target of [W32, G1030]) {
    it(`${texts.length} hand-written statements, ${targetName(target)}`, () => {
      const llvm = llvmAssemble(texts, target);
      const problems: string[] = [];
      texts.forEach((text, i) => {
        const theirs = llvm[i] as (typeof llvm)[number];
        let mine: string;
        try {
          mine = encode(assembleOne(text, target), target)
            .flatMap((w) => [w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, w >>> 24])
            .join(',');
        } catch {
          mine = 'error';
        }
        const expected = theirs.ok ? theirs.bytes.join(',') : 'error';
        if (mine !== expected)
          problems.push(`${text}: ours ${mine}, llvm ${expected}${theirs.ok ? '' : ` (${theirs.error})`}`);
      });
      assert.equal(problems.length, 0, problems.join('\n'));
    });
  }
});
