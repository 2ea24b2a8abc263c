/**
 * Scalar rules beyond plain ALU ops: IR goldens of representative rules, program-counter moves and
 * register jumps resolved by recompile-time constants, M0-relative moves, hardware registers, and the
 * refusals with their messages. Behaviour is checked against the reference executor (runBoth).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IrFunction } from '../../src/ir/function.js';
import { printFunction, verifyFunction } from '../../src/ir/index.js';
import { assembleWords, PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/index.js';
import { RecompileError } from '../../src/translate/errors.js';
import { translateProgram } from '../../src/translate/translate.js';
import { launchOptions, OUT_ADDRESS, runBoth } from './scalar-support.js';

const USER = [OUT_ADDRESS, 0];

function translate(source: string, user: readonly number[] = USER, target = PS5_WAVE32): IrFunction {
  const fn = translateProgram(assembleWords(source, target), launchOptions(target, user))
    .functions[0] as IrFunction;
  const verified = verifyFunction(fn);
  assert.equal(verified.problems.length, 0, verified.annotated);
  return fn;
}

/** The printed IR of the block holding the first guest instruction (block ^1). */
function firstBlock(fn: IrFunction): string {
  const text = printFunction(fn);
  return text.slice(text.indexOf('^1:'), text.indexOf('\n^2') < 0 ? undefined : text.indexOf('\n^2'));
}

function refusal(source: string, reason: RegExp, user: readonly number[] = USER, target = PS5_WAVE32): void {
  assert.throws(
    () => translateProgram(assembleWords(source, target), launchOptions(target, user)),
    (e: unknown) => e instanceof RecompileError && reason.test(e.reason),
  );
}

const STORE = (regs: string, offset: number): string => `s_store_dwordx4 ${regs}, s[0:1], ${offset}`;

describe('scalar rule IR', () => {
  it('s_add_u32 adds and sets SCC to the carry', () => {
    assert.equal(
      // s3 and s4 are no launch register: read from their variables (a user SGPR would be its value).
      firstBlock(translate('s_add_u32 s2, s3, s4\ns_endpgm')),
      `^1:
  %23 = load i32 %12
  %24 = load i32 %13
  %25 = iadd i32 %23, %24
  %26 = icmp.ult i1 %25, %23
  store %0, %26
  store %11, %25
  ret
}`,
    );
  });

  it('s_and_saveexec_b32 saves EXEC, ands it with the source and sets SCC from the new EXEC', () => {
    assert.equal(
      firstBlock(translate('s_and_saveexec_b32 s2, s3\ns_endpgm')),
      // EXEC is the launch's (%21), which the entry block stored: the first block starts knowing it.
      `^1:
  %23 = load i32 %12
  %24 = and i32 %23, %21
  %25 = icmp.ne i1 %24, %16
  store %11, %21
  store %6, %24
  store %0, %25
  ret
}`,
    );
  });

  it('stores a register once per block, the last value written, however often the block writes it', () => {
    const block = firstBlock(translate('s_mov_b32 s3, 1\ns_add_u32 s3, s3, s4\ns_mov_b32 s3, 5\ns_endpgm'));
    const stores = block.match(/ store %12, %\d+/g) ?? [];
    assert.equal(stores.length, 1, block);
    // The stored value is the constant 5, made in the entry block.
    const fn = translate('s_mov_b32 s3, 1\ns_add_u32 s3, s3, s4\ns_mov_b32 s3, 5\ns_endpgm');
    const stored = /store %12, (%\d+)/.exec(block)?.[1] as string;
    assert.match(printFunction(fn), new RegExp(`\\n {2}${stored} = const i32 5\\n`));
  });

  it('starts a block only the code before it enters with the register values it left', () => {
    // The v_add's block is entered only by falling through the s_cbranch: v1 is the 5 written before
    // it, so the sum folds.
    const fn = translate(
      'v_mov_b32 v1, 5\ns_cmp_eq_u32 s3, 0\ns_cbranch_scc1 1\nv_add_nc_u32 v2, v1, v1\ns_endpgm',
    );
    const text = printFunction(fn);
    const fallthrough = text.slice(text.indexOf('\n^2:'), text.indexOf('\n^3'));
    assert.doesNotMatch(fallthrough, / = load /, fallthrough);
    const stored = /store %\d+, (%\d+)/.exec(fallthrough)?.[1] as string;
    assert.match(text, new RegExp(`\\n {2}${stored} = const i32 10\\n`));
  });

  it('starts a join of forward branches knowing the registers every edge into it agrees on', () => {
    // The s_endpgm's block is entered by the branch and by the fall-through: v1 is 5 on both, v2 only
    // on one; a loop head (a backward branch's target) gets edges after it starts, so it reads all.
    const join = (asm: string): string => {
      const text = printFunction(translate(asm));
      const at = text.lastIndexOf('\n^');
      return text.slice(at, text.indexOf('\n^', at + 1) === -1 ? undefined : text.indexOf('\n^', at + 1));
    };
    const agreed = join(
      'v_mov_b32 v1, 5\ns_cmp_eq_u32 s3, 0\ns_cbranch_scc1 1\nv_mov_b32 v2, 7\nv_add_nc_u32 v3, v1, v1\ns_endpgm',
    );
    assert.doesNotMatch(agreed, / = load /, agreed);
    assert.doesNotMatch(agreed, / iadd /, `the sum of the agreed 5s folds:${agreed}`);
    const differing = join(
      'v_mov_b32 v1, 5\ns_cmp_eq_u32 s3, 0\ns_cbranch_scc1 1\nv_mov_b32 v1, 7\nv_add_nc_u32 v3, v1, v1\ns_endpgm',
    );
    assert.match(differing, / = load /, differing);
    const loop = printFunction(
      translate('v_mov_b32 v1, 5\nv_add_nc_u32 v1, v1, v1\ns_cmp_eq_u32 s3, 0\ns_cbranch_scc1 -3\ns_endpgm'),
    );
    const head = loop.slice(loop.indexOf('\n^2'), loop.indexOf('\n^3'));
    assert.match(head, / = load /, `a loop head loads v1: ${head}`);
  });

  it('s_barrier is an IR barrier', () => {
    assert.match(printFunction(translate('s_barrier\ns_endpgm')), /\n {2}barrier\n/);
  });
});

describe('program counter', () => {
  it('s_getpc_b64 gives the reference executor’s program address', () => {
    const out = runBoth(
      `s_getpc_b64 s[4:5]\ns_mov_b64 s[6:7], 0\n${STORE('s[4:7]', 0)}\ns_endpgm`,
      PS5_WAVE32,
      USER,
      [],
      4,
    );
    assert.deepEqual(out.translated, out.reference);
    assert.notEqual(out.reference[1], 0);
  });

  it('s_setpc_b64 to a computed address in the program becomes a branch', () => {
    const source = `s_getpc_b64 s[4:5]
s_add_u32 s4, s4, 20
s_addc_u32 s5, s5, 0
s_mov_b32 s6, 1
s_setpc_b64 s[4:5]
s_mov_b32 s6, 2
s_mov_b32 s7, 3
s_mov_b64 s[4:5], 0
${STORE('s[4:7]', 0)}
s_endpgm`;
    const out = runBoth(source, PS5_WAVE32, USER, [], 4);
    assert.deepEqual(out.translated, out.reference);
    assert.equal(out.reference[2], 1);
    assert.doesNotMatch(printFunction(translate(source)), /unreachable/);
  });

  it('s_call_b64 and the s_setpc_b64 return of a subroutine called once', () => {
    const source = `s_mov_b32 s6, 5
s_call_b64 s[30:31], 5
s_mov_b32 s7, 9
s_mov_b64 s[4:5], 0
${STORE('s[4:7]', 0)}
s_endpgm
s_lshl_b32 s6, s6, 2
s_setpc_b64 s[30:31]
s_code_end`;
    const out = runBoth(source, PS5_WAVE32, USER, [], 4);
    assert.deepEqual(out.translated, out.reference);
    assert.deepEqual(out.reference.slice(2, 4), [20, 9]);
  });

  it('s_swappc_b64 calls a subroutine whose address is computed, and returns', () => {
    const source = `s_getpc_b64 s[8:9]
s_add_u32 s8, s8, 20
s_addc_u32 s9, s9, 0
s_mov_b32 s6, 3
s_swappc_b64 s[30:31], s[8:9]
s_branch 3
s_mul_i32 s6, s6, 7
s_mov_b32 s7, s6
s_setpc_b64 s[30:31]
s_mov_b64 s[4:5], 0
${STORE('s[4:7]', 0)}
s_endpgm`;
    const out = runBoth(source, PS5_WAVE64, USER, [], 4);
    assert.deepEqual(out.translated, out.reference);
    assert.deepEqual(out.reference.slice(2, 4), [21, 21]);
  });

  it('translates a subroutine that only a computed address reaches after the end of the program', () => {
    // The first sweep stops at s_endpgm; the resolved s_swappc target adds the subroutine.
    const ir = printFunction(
      translate(`s_getpc_b64 s[8:9]
s_add_u32 s8, s8, 12
s_swappc_b64 s[30:31], s[8:9]
s_endpgm
s_setpc_b64 s[30:31]
s_code_end`),
    );
    assert.doesNotMatch(ir, /unreachable/);
  });

  it('refuses a return address that differs between two call sites', () => {
    refusal(
      `s_call_b64 s[30:31], 3
s_call_b64 s[30:31], 2
s_endpgm
s_nop 0
s_setpc_b64 s[30:31]
s_code_end`,
      /^indirect jump target not known at recompile time$/,
    );
  });

  it('refuses a jump through a register loaded from unknown memory', () => {
    refusal(
      's_load_dwordx2 s[4:5], s[0:1], 0x0\ns_waitcnt lgkmcnt(0)\ns_setpc_b64 s[4:5]\ns_code_end',
      /not known at recompile time/,
    );
  });

  it('refuses a known jump target outside the program', () => {
    refusal(
      's_mov_b64 s[4:5], 0x40\ns_setpc_b64 s[4:5]\ns_code_end',
      /jump target 0x40 is outside the program/,
    );
  });

  it('refuses a cycle entered at two blocks (irreducible), and takes the same code as a natural loop', () => {
    // The backward branch closes a cycle through A and B; the forward one enters it at B.
    const body = (entry: string): string =>
      [
        's_cmp_eq_u32 s0, 0',
        entry,
        's_add_u32 s1, s1, 1', // A
        's_add_u32 s2, s2, 1', // B
        's_cmp_lt_u32 s2, 10',
        's_cbranch_scc1 -4', // to A
        's_endpgm',
      ].join('\n');
    assert.throws(
      () =>
        translateProgram(
          assembleWords(body('s_cbranch_scc1 1'), PS5_WAVE32),
          launchOptions(PS5_WAVE32, USER),
        ),
      (e: unknown) =>
        e instanceof RecompileError &&
        /irreducible control flow is not translated/.test(e.reason) &&
        // The refusal names a block of the cycle: A (0x8) or B (0xc).
        (e.pc === 0x8 || e.pc === 0xc),
    );
    // Entered at A only: a natural loop.
    translateProgram(assembleWords(body('s_nop 0'), PS5_WAVE32), launchOptions(PS5_WAVE32, USER));
  });
});

describe('M0-relative moves', () => {
  it('s_movrels/s_movreld with a known M0 match the reference', () => {
    const source = `s_mov_b32 s8, 11
s_mov_b32 s9, 22
s_mov_b32 s10, 33
s_mov_b32 s11, 55
s_mov_b32 s5, 0
s_mov_b32 m0, 2
s_movrels_b32 s4, s8
s_movreld_b32 s5, 44
s_movrels_b64 s[6:7], s[8:9]
${STORE('s[4:7]', 0)}
${STORE('s[4:7]', 16)}
s_endpgm`;
    const out = runBoth(source, PS5_WAVE32, USER, [], 8);
    assert.deepEqual(out.translated, out.reference);
    assert.equal(out.reference[0], 33);
  });

  it('refuses an M0 not known at recompile time', () => {
    refusal(
      's_load_dword s4, s[0:1], 0x0\ns_mov_b32 m0, s4\ns_movrels_b32 s5, s8\ns_endpgm',
      /M0, which is not known/,
    );
  });
});

describe('hardware registers and mode', () => {
  const getregSource = `s_getreg_b32 s4, hwreg(HW_REG_MODE, 0, 32)
s_getreg_b32 s5, hwreg(HW_REG_MODE, 4, 4)
s_cmp_eq_u32 s0, s0
s_getreg_b32 s6, hwreg(HW_REG_STATUS, 0, 1)
s_getreg_b32 s7, hwreg(HW_REG_STATUS, 9, 2)
${STORE('s[4:7]', 0)}
s_endpgm`;

  it('s_getreg_b32 reads the default MODE and the STATUS bits as the reference does', () => {
    const out = runBoth(getregSource, PS5_WAVE32, USER, [], 4);
    assert.deepEqual(out.translated, out.reference);
    // llc-19's amdgpu_cs MODE: denormals kept (0xf0), DX10_CLAMP (0x100), IEEE clear.
    // EXEC = 1 (EXECZ 0), VCC = 0 (VCCZ 1): bits 9..10 read 0b10.
    assert.deepEqual(out.reference, [0x1f0, 0xf, 1, 2]);
  });

  it('s_getreg_b32 reads the MODE COMPUTE_PGM_RSRC1 launches with', () => {
    // RSRC1 FLOAT_MODE [19:12] = MODE[7:0], DX10_CLAMP [21] = MODE[8], IEEE_MODE [23] = MODE[9].
    const cases: readonly [number, number][] = [
      [0x00af0000, 0x3f0],
      [0x008f0000, 0x2f0],
      [0x000f0000, 0x0f0],
      [0x602f0002, 0x1f0],
      // Denormals flushed (FP_DENORM 0): f32 only, f16/f64 only, both.
      [0x002c0000, 0x1c0],
      [0x00230000, 0x130],
      [0x00200000, 0x100],
    ];
    for (const [rsrc1, mode] of cases) {
      const out = runBoth(getregSource, PS5_WAVE32, USER, [], 4, undefined, rsrc1);
      assert.deepEqual(out.translated, out.reference, `RSRC1 0x${rsrc1.toString(16)}`);
      assert.equal(out.reference[0], mode);
    }
  });

  it('accepts mode writes that keep the launch mode', () => {
    const source = `s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 32), 0x1f0
s_mov_b32 s4, 15
s_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s4
s_round_mode 0x0
s_denorm_mode 15
s_endpgm`;
    translate(source);
    const ieee = `s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 32), 0x3f0\ns_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1\ns_endpgm`;
    translateProgram(assembleWords(ieee, PS5_WAVE32), launchOptions(PS5_WAVE32, USER, undefined, 0x00af0000));
  });

  it('refuses mode changes and other hardware registers', () => {
    refusal('s_round_mode 0x1\ns_endpgm', /MODE 0x1f1 differs from the launch's 0x1f0/);
    refusal('s_denorm_mode 0\ns_endpgm', /MODE 0x100 differs/);
    refusal('s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1\ns_endpgm', /MODE 0x3f0 differs/);
    refusal('s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s9\ns_endpgm', /written to MODE is not known/);
    refusal('s_getreg_b32 s4, hwreg(HW_REG_HW_ID1)\ns_endpgm', /HW_REG_HW_ID1 describes hardware state/);
    refusal('s_getreg_b32 s4, hwreg(HW_REG_STATUS, 0, 32)\ns_endpgm', /HW_REG_STATUS bits 0xfffec9fe/);
  });

  it('refuses COMPUTE_PGM_RSRC1 float modes the rules do not model', () => {
    const refused = (rsrc1: number, reason: RegExp): void =>
      assert.throws(
        () =>
          translateProgram(
            assembleWords('s_endpgm', PS5_WAVE32),
            launchOptions(PS5_WAVE32, USER, undefined, rsrc1),
          ),
        (e: unknown) =>
          e instanceof RecompileError && e.instruction === 'COMPUTE_PGM_RSRC1' && reason.test(e.reason),
      );
    refused(0x002f1000, /FLOAT_MODE 0xf1 rounds other than to nearest even/);
    refused(0x002e0000, /FLOAT_MODE 0xe0 flushes denormals on input only or output only/);
    refused(0x00270000, /FLOAT_MODE 0x70 flushes denormals on input only or output only/);
  });
});

describe('refused scalar instructions', () => {
  const cases: readonly [string, RegExp][] = [
    ['s_trap 2', /s_trap enters the trap handler/],
    ['s_sendmsg sendmsg(MSG_INTERRUPT)', /message MSG_INTERRUPT has no equivalent/],
    ['s_sendmsghalt sendmsg(MSG_INTERRUPT)', /halts the wave/],
    ['s_sethalt 1', /halting the wave/],
    ['s_memtime s[4:5]', /reads a clock/],
    ['s_atomic_add s4, s[0:1], 0x0', /scalar atomic/],
    ['s_dcache_discard s[0:1], 0x0', /drops dirty cache lines/],
    ['s_scratch_load_dword s4, s[0:1], 0x0', /scratch/],
  ];
  for (const [text, reason] of cases) {
    it(`refuses ${text.split(' ')[0]}`, () => refusal(`${text}\ns_endpgm`, reason));
  }

  it('translates the no-effect hints', () => {
    const fn = translate(
      's_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)\ns_icache_inv\ns_dcache_inv\ns_gl1_inv\ns_ttracedata\ns_sleep 2\ns_sethalt 0\ns_endpgm',
    );
    assert.equal(firstBlock(fn), '^1:\n  ret\n}');
  });
});
