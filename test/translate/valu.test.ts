/**
 * VALU translation rules: coverage of the isa tables, IR that verifies for every form (e32, e64 with
 * modifiers, DPP16, DPP8, SDWA), the wave-wide parts (ballots for carries and compares, shuffles for
 * DPP, broadcasts for readlane), refusals with RecompileError, and a robustness sweep over random
 * VALU words (every decodable word translates to verified IR or refuses with RecompileError).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decode } from '../../src/isa/decode.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/index.js';
import { VALU_OPS } from '../../src/isa/tables/valu.js';
import { vop3Table } from '../../src/isa/tables/vop3.js';
import { vop3pTable } from '../../src/isa/tables/vop3p.js';
import { RecompileError, RULES } from '../../src/translate/index.js';
import { opcodeSegments } from '../support/isa-fuzz.js';
import {
  irText,
  llvmWords,
  llvmWordsPerLine,
  opCounts,
  translateAsm,
  translateWords,
} from './valu-support.js';

/** Every VALU mnemonic of gfx1013's tables (VOP1/VOP2/VOPC, VOP3-only, VOP3P), without `_e64`. */
function valuMnemonics(): string[] {
  const names = new Set<string>();
  for (const op of VALU_OPS) if (op.mcpus.includes('gfx1013')) names.add(op.name);
  for (const op of vop3Table('gfx1013')) if (op) names.add(op.mnemonic.replace(/_e64$/, ''));
  for (const op of vop3pTable('gfx1013')) if (op) names.add(op.mnemonic);
  return [...names].sort();
}

/** Mnemonics without a translation rule, each for a stated reason (the report lists them). */
const UNTRANSLATED: ReadonlySet<string> = new Set([
  // Graphics-only interpolation (VINTRP-style VOP3 ops read attributes through M0).
  'v_interp_p1ll_f16',
  'v_interp_p1lv_f16',
  'v_interp_p2_f16',
  'v_interp_p1_f32',
  'v_interp_p2_f32',
  'v_interp_mov_f32',
  'v_interp_p2_legacy_f16',
  'v_interp_p1ll_f16',
  // Not exactly expressible yet: 1201-bit constant slices, sliding 64-bit SAD windows, the multi-lit.
  'v_trig_preop_f64',
  'v_qsad_pk_u16_u8',
  'v_mqsad_pk_u16_u8',
  'v_mqsad_u32_u8',
  'v_mullit_f32',
  'v_illegal',
]);

describe('VALU rule coverage', () => {
  it('has a rule for every VALU mnemonic of gfx1013 except the listed ones', () => {
    const names = valuMnemonics();
    const missing = names.filter((n) => !RULES[n] && !UNTRANSLATED.has(n));
    assert.deepEqual(missing, []);
    const translated = names.filter((n) => RULES[n]);
    assert.ok(translated.length >= 300, `only ${translated.length} of ${names.length} translated`);
  });
});

describe('VALU e32, DPP and SDWA forms', () => {
  it('translates a mixed program to verified IR in wave32 and wave64', () => {
    const src = [
      'v_add_f32 v1, 1.0, v0',
      'v_mul_f32 v2, s0, v1',
      'v_fmac_f32 v2, v1, v0',
      'v_add_co_ci_u32 v3, vcc_lo, v2, v0, vcc_lo',
      'v_cndmask_b32 v4, 1.0, v3, vcc_lo',
      'v_cmp_lt_f32 vcc_lo, 0.5, v4',
      'v_cmpx_eq_u32 v0, v1',
      'v_mov_b32_dpp v5, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf',
      'v_add_nc_u32_dpp v5, v0, v1 row_shr:1 row_mask:0xa bank_mask:0x3 bound_ctrl:0',
      'v_mov_b32_dpp v6, v0 dpp8:[7,6,5,4,3,2,1,0]',
      'v_mov_b32_sdwa v7, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1',
      'v_add_f16 v8, v0, v1',
      'v_cvt_f32_f16 v9, v8',
      'v_readfirstlane_b32 s5, v9',
      'v_ldexp_f16 v10, v9, v0',
      'v_sin_f32 v11, v9',
      'v_mbcnt_lo_u32_b32 v12, -1, 0',
    ].join('\n');
    const fn = translateAsm(src, PS5_WAVE32);
    const ops = opCounts(fn);
    assert.ok((ops.get('shuffle') ?? 0) >= 3, 'DPP reads other lanes through shuffle');
    assert.ok((ops.get('ballot') ?? 0) >= 4, 'carry, compares and the initial EXEC are ballots');
    assert.ok((ops.get('broadcast') ?? 0) >= 1, 'readfirstlane broadcasts');
    const wave64 = src.replaceAll('vcc_lo', 'vcc');
    assert.ok(translateAsm(wave64, PS5_WAVE64).insts.length > 0);
  });

  it('computes wrapping multiply-adds and sums in their own width, and in i64 only to clamp', () => {
    const wide = (line: string): string[] =>
      irText(translateAsm(line, PS5_WAVE32))
        .split('\n')
        .filter((l) => / = (iadd|isub|imul) i64 /.test(l));
    for (const line of [
      'v_mad_u32_u24 v1, v2, v3, v4',
      'v_mad_i32_i24 v1, v2, v3, v4',
      'v_mad_u32_u16 v1, v2, v3, v4',
      'v_mad_i32_i16 v1, v2, v3, v4',
      'v_mad_u16 v1, v2, v3, v4',
      'v_sad_u8 v1, v2, v3, v4',
      'v_sad_u32 v1, v2, v3, v4',
      'v_add_nc_u16 v1, v2, v3',
      'v_sub_nc_i32 v1, v2, v3',
    ]) {
      assert.deepEqual(wide(line), [], line);
      assert.notDeepEqual(wide(`${line} clamp`), [], `${line} clamp`);
    }
  });

  it("flushes a value once: v_mac_f32's flushed product is the add's flushed input", () => {
    // v_mac_f32 flushes f32 denormals in every MODE: its two factors, the product, the addend and the
    // sum; flushing the product again as the add's input would be a sixth flush of the same bits.
    const fn = translateAsm('v_mac_f32 v1, v2, v3', PS5_WAVE32);
    // Each flush compares the magnitude with the least normal number (rules/valu-fp.ts flush).
    const denormalTests = fn.insts.filter(
      (i) =>
        i.block !== -1 &&
        i.op === 'icmp' &&
        i.operands.some((v) => {
          const d = fn.value(v).def;
          return (
            d.kind === 'inst' && fn.inst(d.inst).op === 'const' && fn.inst(d.inst).constant === 0x0080_0000n
          );
        }),
    );
    assert.equal(denormalTests.length, 5);
  });

  it('writes a carry-out as the ballot of carry AND EXEC (golden)', () => {
    const text = irText(
      translateAsm('s_mov_b32 exec_lo, s3\nv_add_co_ci_u32 v1, vcc_lo, v2, v0, vcc_lo', PS5_WAVE32),
    );
    const body = text.slice(text.indexOf('^1:'));
    // Reads (v0 and s3 are the launch's, %26 and %22, which the first block starts knowing; VCC is the
    // launch's 0, %30), VCC's carry-in bit, the 32-bit sum in two steps with a carry out of each, this
    // lane's bit of the EXEC s3 wrote, the write under it, ballot(carry & EXEC) to VCC, each register
    // stored once at the block's end; the lane-bit constants are made once, in the entry block (%19,
    // %30). Under the launch's full EXEC the AND would fold: this lane's bit of it is `true`.
    const expected = [
      '^1:',
      '  %32 = load i32 %18',
      '  %33 = lshr i32 %30, %3',
      '  %34 = and i32 %33, %19',
      '  %35 = icmp.ne i1 %34, %30',
      '  %36 = iadd i32 %32, %26',
      '  %37 = icmp.ult i1 %36, %32',
      '  %38 = zext i32 %35',
      '  %39 = iadd i32 %36, %38',
      '  %40 = icmp.ult i1 %39, %36',
      '  %41 = or i1 %37, %40',
      '  %42 = lshr i32 %22, %3',
      '  %43 = and i32 %42, %19',
      '  %44 = icmp.ne i1 %43, %30',
      '  %45 = load i32 %17',
      '  %46 = select i32 %44, %39, %45',
      '  %47 = and i1 %41, %44',
      '  %48 = ballot i64 %47',
      '  %49 = trunc i32 %48',
      '  store %6, %22',
      '  store %17, %46',
      '  store %4, %49',
      '  ret',
      '}',
    ].join('\n');
    assert.equal(body.trimEnd(), expected);
  });

  it('under the launch EXEC, a carry-out is the ballot of the carry alone', () => {
    // This lane's bit of the launch EXEC is `true`: the builder folds `carry and true` to the carry
    // as it builds it, so no `and i1` is left for a pass (or a wave lowering) to meet.
    const text = irText(translateAsm('v_add_co_ci_u32 v1, vcc_lo, v2, v0, vcc_lo', PS5_WAVE32));
    const body = text.slice(text.indexOf('^1:'));
    assert.doesNotMatch(body, / = and i1 /, body);
    const carry = / (%\d+) = or i1 /.exec(body)?.[1];
    assert.ok(carry, body);
    assert.match(body, new RegExp(` = ballot i64 ${carry}\n`), body);
  });

  it('writes where EXEC has the lane once the program writes EXEC (golden)', () => {
    const text = irText(translateAsm('s_mov_b32 exec_lo, s3\nv_add_nc_u32 v1, v2, v0', PS5_WAVE32));
    const body = text.slice(text.indexOf('^1:'));
    // EXEC is s3's value (%22), no longer the launch's: this lane's bit of it selects the new value.
    // v0 is the launch's (%26), which the first block starts knowing.
    const expected = [
      '^1:',
      '  %32 = load i32 %18',
      '  %33 = iadd i32 %32, %26',
      '  %34 = lshr i32 %22, %3',
      '  %35 = and i32 %34, %19',
      '  %36 = icmp.ne i1 %35, %30',
      '  %37 = load i32 %17',
      '  %38 = select i32 %36, %33, %37',
      '  store %6, %22',
      '  store %17, %38',
      '  ret',
      '}',
    ].join('\n');
    assert.equal(body.trimEnd(), expected);
  });

  it('keeps the other half of a 16-bit e32 result', () => {
    const text = irText(translateAsm('v_add_nc_u16 v1, v2, v3', PS5_WAVE32));
    assert.match(text, /const i32 4294901760/, 'the high half of the old value is kept');
  });
});

describe('VOP3 and VOP3P forms (assembled by llvm-mc-19)', () => {
  const lines = [
    'v_add_f32_e64 v1, -|v2|, 0.5 clamp mul:2',
    'v_fma_f32 v1, v2, -v3, |v4| div:2',
    'v_add_nc_u16 v1, v2, v3 op_sel:[1,0,1]',
    'v_fma_f16 v1, v2, v3, v4 op_sel:[1,0,0,1]',
    'v_cmp_lt_f32_e64 s[4:5], -1.0, |v2|',
    'v_cmp_class_f64_e64 s[6:7], v[2:3], 0x3ff',
    'v_add_co_u32 v1, s4, v2, v3',
    'v_sub_co_ci_u32_e64 v1, s6, v2, v3, s4',
    'v_cndmask_b32_e64 v1, -v2, |v3|, s[4:5]',
    'v_mad_u64_u32 v[4:5], s8, v1, v2, v[6:7]',
    'v_mad_i64_i32 v[4:5], s8, v1, v2, v[6:7]',
    'v_lshlrev_b64 v[0:1], 3, v[2:3]',
    'v_bfe_u32 v1, v2, 8, 5',
    'v_bfe_i32 v1, v2, v3, v4',
    'v_perm_b32 v1, v2, v3, 0x0c0a0501',
    'v_alignbit_b32 v1, v2, v3, 7',
    'v_readlane_b32 s4, v1, 5',
    'v_writelane_b32 v1, s4, 7',
    'v_mbcnt_hi_u32_b32 v1, -1, v2',
    'v_div_scale_f32 v1, vcc_lo, v2, v3, v2',
    'v_div_fmas_f32 v1, v2, v3, v4',
    'v_div_fixup_f32 v1, v2, v3, v4',
    'v_div_scale_f64 v[0:1], s4, v[2:3], v[4:5], v[2:3]',
    'v_div_fmas_f64 v[0:1], v[2:3], v[4:5], v[6:7]',
    'v_fract_f64_e64 v[0:1], -v[2:3]',
    'v_ldexp_f64 v[0:1], v[2:3], v4',
    'v_med3_f32 v1, v2, v3, v4',
    'v_max3_i16 v1, v2, v3, v4 op_sel:[0,1,0,1]',
    'v_mad_u32_u16 v1, v2, v3, v4 op_sel:[1,1,0,0]',
    'v_add_nc_i32 v1, v2, v3 clamp',
    'v_add_nc_u16 v1, v2, v3 clamp',
    'v_cvt_pknorm_i16_f32 v1, v2, v3',
    'v_cvt_pk_u8_f32 v1, v2, 1, v3',
    'v_cvt_f16_f32_e64 v1, -v2',
    'v_cvt_i32_f32_e64 v1, -|v2|',
    'v_permlane16_b32 v1, v2, s4, s5',
    'v_permlanex16_b32 v1, v2, s4, s5 op_sel:[1,0]',
    'v_cubeid_f32 v1, v2, v3, v4',
    'v_frexp_exp_i32_f64_e64 v1, v[2:3]',
    'v_rsq_f64_e64 v[0:1], v[2:3]',
    'v_cvt_rpi_i32_f32_e64 v1, v2',
    'v_xad_u32 v1, v2, v3, v4',
    'v_sad_u8 v1, v2, v3, v4 clamp',
    'v_pk_fma_f16 v1, v2, v3, v4 op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[0,1,0] clamp',
    'v_pk_add_i16 v1, v2, 5 clamp',
    'v_pk_ashrrev_i16 v1, v2, v3 op_sel_hi:[0,1]',
    'v_pk_max_f16 v1, v2, 1.0',
    'v_fma_mix_f32 v1, v2, -|v3|, v4 op_sel_hi:[1,0,1]',
    'v_pk_fmac_f16 v1, v2, v3',
  ];

  it('translates each e64 line to verified IR (wave32)', () => {
    const wave32 = lines.map((line) => line.replace(/s\[(\d+):\d+\]/g, 's$1'));
    for (const words of llvmWordsPerLine(wave32, PS5_WAVE32)) translateWords(words, PS5_WAVE32);
  });

  it('writes v_cmp_*_e64 to the named SGPR pair in wave64', () => {
    const fn = translateWords(llvmWords(['v_cmp_lt_f32_e64 s[4:5], -1.0, |v2|'], PS5_WAVE64), PS5_WAVE64);
    const text = irText(fn);
    assert.match(text, /fcmp\.olt i1/);
    assert.equal((text.match(/ballot i64/g) ?? []).length, 2, 'EXEC at launch and the compare');
  });

  it('refuses what it cannot translate exactly, naming the instruction', () => {
    const cases: [string, RegExp][] = [
      ['v_movrels_b32 v1, v2', /M0-relative/],
      [
        'v_mul_u32_u24_e64 v1, v2, v3 clamp',
        /clamp on v_mul_u32_u24: the ISA gives the clamp bit no meaning/,
      ],
      ['v_pk_mul_lo_u16 v1, v2, v3 clamp', /clamp on v_pk_mul_lo_u16: the ISA gives/],
      ['v_pk_lshlrev_b16 v1, v2, v3 clamp', /clamp on v_pk_lshlrev_b16: the ISA gives/],
      [
        'v_cvt_u32_f32_e64 v1, v2 mul:2',
        /omod on v_cvt_u32_f32: output multipliers apply to float results only/,
      ],
      ['v_trig_preop_f64 v[0:1], v[2:3], v4', /not translated/],
      ['v_pk_add_u16 v1, v2, v3 neg_lo:[1,0]', /neg_lo/],
    ];
    for (const [line, reason] of cases) {
      const words = llvmWords([line], PS5_WAVE32);
      assert.throws(
        () => translateWords(words, PS5_WAVE32),
        (e: unknown) =>
          e instanceof RecompileError &&
          reason.test(e.reason) &&
          e.instruction.startsWith(line.split(' ')[0] as string),
        line,
      );
    }
  });
});

describe('VALU robustness over random words', () => {
  it('translates or refuses every decodable VOP1/VOP2/VOPC/VOP3/VOP3P word', () => {
    let translated = 0;
    let refused = 0;
    for (const encoding of ['VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P'] as const) {
      for (const seg of opcodeSegments(encoding, encoding === 'VOP3' ? 1 : 4, 1234)) {
        let size: number;
        try {
          size = decode(seg, 0, PS5_WAVE32).size / 4;
        } catch {
          continue;
        }
        try {
          translateWords(seg.slice(0, size), PS5_WAVE32);
          translated++;
        } catch (e) {
          if (!(e instanceof RecompileError)) throw e;
          refused++;
        }
      }
    }
    assert.ok(translated > 300, `translated ${translated}, refused ${refused}`);
  });
});
