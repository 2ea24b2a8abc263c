/**
 * VOP3 and VOP3P against llvm-mc-19: random words for every opcode value of both encodings (valid or
 * not, reserved bits included) must decode and print exactly as llvm-mc does, or be rejected where it
 * rejects them; decoded words re-encode to themselves; the printed text assembles to llvm-mc's
 * canonical encoding (or is refused where llvm-mc refuses it); hand-written variants in
 * vop3-asm-cases.txt assemble as llvm-mc does; operand metadata matches ISA facts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { assembleOne, decode, encode, operands } from '../../src/isa/index.js';
import type { Target } from '../../src/isa/target.js';
import { compareProbes, ourFirstText, randomProbes } from './vop3-oracle.js';
import { type AsmMismatch, compareAssembly, compareFamilyAssembly, printedTexts } from './vop3-roundtrip.js';

const TARGETS: readonly Target[] = [
  { mcpu: 'gfx1013', wave64: false },
  { mcpu: 'gfx1013', wave64: true },
  { mcpu: 'gfx1030', wave64: false },
];

const VOP3_OPS = [...Array(1024).keys()];
const vop3Base = (op: number): number => (0xd4000000 | (op << 16)) >>> 0;
// VOP3P: 7-bit opcodes, plus values with bits [25:23] set (which llvm rejects).
const VOP3P_OPS = [...Array(256).keys()];
const vop3pBase = (op: number): number =>
  (0xcc000000 | ((op & 0x7f) << 16) | (op >= 128 ? 1 << 23 : 0)) >>> 0;

function report(mm: ReturnType<typeof compareProbes>): string {
  return mm
    .slice(0, 10)
    .map((m) => `${m.words}\n  ours: ${m.ours}\n  llvm: ${m.llvm}`)
    .join('\n');
}

describe('VOP3/VOP3P differential against llvm-mc-19', () => {
  TARGETS.forEach((target, t) => {
    const name = `${target.mcpu}${target.wave64 ? ' wave64' : ''}`;
    it(`VOP3 every opcode, 12 random words each (${name})`, () => {
      const probes = randomProbes(VOP3_OPS, vop3Base, 12, 101 + t);
      const mm = compareProbes(probes, target);
      assert.equal(mm.length, 0, report(mm));
    });
    it(`VOP3P every opcode, 20 random words each (${name})`, () => {
      const probes = randomProbes(VOP3P_OPS, vop3pBase, 20, 201 + t);
      const mm = compareProbes(probes, target);
      assert.equal(mm.length, 0, report(mm));
    });
  });
});

function asmReport(mm: readonly AsmMismatch[]): string {
  return mm
    .slice(0, 10)
    .map((m) => `${m.text}\n  ours: ${m.ours}\n  llvm: ${m.llvm}`)
    .join('\n');
}

/** Every opcode with all fields zero (v_nop and friends), then random words. */
function asmProbes(seed: number): number[][] {
  const zero = (ops: readonly number[], base: (op: number) => number): number[][] =>
    ops.map((op) => [base(op), 0, 0]);
  return [
    ...zero(VOP3_OPS, vop3Base),
    ...zero(VOP3P_OPS.slice(0, 128), vop3pBase),
    ...randomProbes(VOP3_OPS, vop3Base, 6, seed),
    ...randomProbes(VOP3P_OPS.slice(0, 128), vop3pBase, 12, seed + 1),
  ];
}

describe('VOP3/VOP3P assemble(print(decode(w))) == llvm-mc -show-encoding', () => {
  TARGETS.forEach((target, t) => {
    const name = `${target.mcpu}${target.wave64 ? ' wave64' : ''}`;
    it(`round trip of every opcode, zero and random fields (${name})`, () => {
      const texts = printedTexts(asmProbes(301 + t), target);
      const r = compareAssembly(texts, target);
      assert.equal(r.mismatches.length, 0, asmReport(r.mismatches));
      assert.ok(r.same > 1000 && r.refused > 50, `same ${r.same}, refused ${r.refused}`);
    });
  });
});

describe('VOP3/VOP3P hand-written assembly against llvm-mc-19', () => {
  const cases = readFileSync(new URL('./vop3-asm-cases.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0 && !l.startsWith('#'));
  for (const target of TARGETS) {
    it(`vop3-asm-cases.txt (${target.mcpu}${target.wave64 ? ' wave64' : ''})`, () => {
      const r = compareFamilyAssembly(cases, target);
      assert.equal(r.mismatches.length, 0, asmReport(r.mismatches));
      assert.ok(r.same > 100 && r.declined > 10 && r.refused > 40, JSON.stringify({ ...r, mismatches: 0 }));
    });
  }
});

describe('VOP3/VOP3P encode(decode(w)) == w', () => {
  it('reproduces every accepted random word', () => {
    const target = TARGETS[0] as Target;
    const probes = [...randomProbes(VOP3_OPS, vop3Base, 8, 7), ...randomProbes(VOP3P_OPS, vop3pBase, 8, 8)];
    let accepted = 0;
    for (const words of probes) {
      if (ourFirstText(words, target) === undefined) continue;
      const inst = decode(words, 0, target);
      accepted++;
      assert.deepEqual(
        encode(inst, target),
        words.slice(0, inst.size / 4),
        words.map((w) => w.toString(16)).join(' '),
      );
    }
    assert.ok(accepted > 500, `only ${accepted} accepted words`);
  });
});

describe('VOP3 operand metadata', () => {
  const w32: Target = { mcpu: 'gfx1013', wave64: false };
  const w64: Target = { mcpu: 'gfx1013', wave64: true };

  it('v_add_co_u32 v1, s[4:5], v2, v3 (wave64) writes a carry-out lane mask', () => {
    // VOP3b: sdst in [14:8].
    const inst = decode([0xd70f0401, 0x00020702], 0, w64);
    const ops = operands(inst, w64);
    assert.deepEqual(
      ops.map((o) => [o.role, o.kind, o.value, o.dwords, o.type, o.implicit]),
      [
        ['dst', 'vgpr', 1, 1, 'u32', false],
        ['dst', 'sgpr', 4, 2, 'mask', false],
        ['src', 'vgpr', 2, 1, 'u32', false],
        ['src', 'vgpr', 3, 1, 'u32', false],
        ['src', 'special', 126, 2, 'mask', true],
      ],
    );
  });

  it('v_cmp_lt_f32_e64 s2, v1, v2 (wave32) writes a 32-bit lane mask', () => {
    const inst = decode([0xd4010002, 0x00020501], 0, w32);
    const ops = operands(inst, w32);
    assert.equal(
      inst.mnemonic,
      'v_cmp_lt_f32',
      'the mnemonic names the operation without its encoding suffix',
    );
    assert.deepEqual(ops[0], {
      role: 'dst',
      kind: 'sgpr',
      value: 2,
      dwords: 1,
      type: 'mask',
      implicit: false,
      field: 'vdst',
    });
    assert.equal(ops[1]?.type, 'f32');
  });

  it('v_cmpx_eq_u32_e64 writes EXEC, v_fma_f64 reads 64-bit sources', () => {
    const cmpx = decode([0xd4d20000, 0x00020501], 0, w32);
    assert.ok(operands(cmpx, w32).some((o) => o.role === 'dst' && o.implicit && o.field === 'exec'));
    const fma = decode([0xd54c0000, 0x040a0500], 0, w32);
    const ops = operands(fma, w32);
    assert.deepEqual(
      ops.slice(0, 4).map((o) => [o.kind, o.value, o.dwords, o.type]),
      [
        ['vgpr', 0, 2, 'f64'],
        ['vgpr', 0, 2, 'f64'],
        ['vgpr', 2, 2, 'f64'],
        ['vgpr', 2, 2, 'f64'],
      ],
    );
  });

  it('the VOP3 forms that read their destination list it as an implicit source', () => {
    // v_fmac_f32_e64 accumulates into v4; v_permlane16_b32 and v_writelane_b32 keep it in lanes they
    // do not write (LLVM's tied vdst_in).
    for (const text of [
      'v_fmac_f32_e64 v4, v1, v6',
      'v_permlane16_b32 v4, v3, s0, s1',
      'v_writelane_b32 v4, s2, 3',
    ]) {
      const ops = operands(assembleOne(text));
      const read = ops.filter((o) => o.role === 'src' && o.kind === 'vgpr' && o.value === 4);
      assert.deepEqual(
        read.map((o) => [o.implicit, o.field]),
        [[true, 'vdst']],
        text,
      );
    }
  });

  it('v_readlane_b32 writes an SGPR, v_pk_fma_f16 reads packed halves', () => {
    const rl = decode([0xd7600005, 0x00000301], 0, w32);
    assert.deepEqual(operands(rl, w32)[0]?.kind, 'sgpr');
    const pk = decode([0xcc0e4000, 0x1c0a0500], 0, w32);
    const ops = operands(pk, w32);
    assert.deepEqual(
      ops.slice(0, 4).map((o) => o.type),
      ['v2f16', 'v2f16', 'v2f16', 'v2f16'],
    );
  });

  it('VOP3-only value types: v_ldexp_f32 exponent is i32, v_mad_u64_u32 mixes u32 and u64', () => {
    const ldexp = operands(decode([0xd7620000, 0x00020501], 0, w32), w32);
    assert.deepEqual(
      ldexp.slice(0, 3).map((o) => o.type),
      ['f32', 'f32', 'i32'],
    );
    const mad = operands(decode([0xd5760000, 0x040a0501], 0, w32), w32);
    assert.deepEqual(
      mad.slice(0, 5).map((o) => [o.kind, o.dwords, o.type]),
      [
        ['vgpr', 2, 'u64'],
        ['sgpr', 1, 'mask'],
        ['vgpr', 1, 'u32'],
        ['vgpr', 1, 'u32'],
        ['vgpr', 2, 'u64'],
      ],
    );
  });

  it('promoted ops take types from valu.ts: v_cvt_f32_f16_e64 reads f16, v_lshlrev_b32_e64 shifts by u32', () => {
    const cvt = operands(decode([0xd58b0000, 0x00000101], 0, w32), w32);
    assert.deepEqual(
      cvt.slice(0, 2).map((o) => o.type),
      ['f32', 'f16'],
    );
    const shl = operands(decode([0xd51a0000, 0x00020501], 0, w32), w32);
    assert.equal(shl[0]?.type, 'b32');
    assert.equal(shl[1]?.type, 'u32');
  });

  it('implicit reads: v_div_fmas_f32 reads VCC, v_movrels_b32_e64 reads M0', () => {
    const fmas = operands(decode([0xd56f0000, 0x040a0501], 0, w64), w64);
    assert.ok(fmas.some((o) => o.implicit && o.role === 'src' && o.field === 'vcc' && o.dwords === 2));
    const movrels = operands(decode([0xd5c30000, 0x00000101], 0, w32), w32);
    assert.ok(movrels.some((o) => o.implicit && o.field === 'm0'));
    assert.ok(!fmas.some((o) => o.field === 'm0'));
  });
});
