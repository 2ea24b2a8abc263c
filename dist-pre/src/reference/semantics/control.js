import { VCC_LO } from '../wave.js';
import { fail, hi32, lo32, operandAt, sext16, simm16, src64, write64 } from './scalar-common.js';
/**
 * The guest address of program offset 0 as s_getpc_b64 reports it (2^44: high dword 0x1000, below
 * the 48-bit guest space). `oberon exec` maps the program words there, so pc-relative loads of data
 * placed after the code read the program itself.
 */
export const PROGRAM_PC_BASE = 0x1000_0000_0000;
const BASE = BigInt(PROGRAM_PC_BASE);
/** The guest address s_getpc_b64 gives for program offset `pc`. */
export function guestPc(pc) {
    return BASE + BigInt(pc);
}
/** The program offset of guest address `address`, or an ExecError if it cannot be an instruction. */
function programOffset(ctx, address) {
    const offset = address - BASE;
    if (offset < 0n || offset >= 0x100000000n) {
        fail(ctx, `jump target 0x${address.toString(16)} is outside the program window 0x${BASE.toString(16)}..+4GiB (see PROGRAM_PC_BASE)`);
    }
    if ((offset & 3n) !== 0n)
        fail(ctx, `jump target 0x${address.toString(16)} is not dword aligned`);
    return Number(offset);
}
function relativeTarget(ctx) {
    return ctx.inst.pc + 4 + 4 * sext16(simm16(ctx));
}
function branchIf(condition) {
    return (ctx) => {
        if (condition(ctx))
            ctx.nextPc = relativeTarget(ctx);
    };
}
const noop = () => { };
/** A SOPP whose simm16 bit 0 asks for something the executor cannot do; 0 is a no-op. */
function refuseBit0(what) {
    return (ctx) => {
        if (simm16(ctx) & 1)
            fail(ctx, `${what} is not modelled by the reference executor`);
    };
}
/** Control-flow and no-effect rules by mnemonic. */
export const CONTROL_SEMANTICS = {
    s_endpgm: (ctx) => {
        ctx.wave.done = true;
    },
    s_barrier: (ctx) => {
        ctx.wave.atBarrier = true;
    },
    s_branch: (ctx) => {
        ctx.nextPc = relativeTarget(ctx);
    },
    s_cbranch_scc0: branchIf((ctx) => ctx.wave.scc === 0),
    s_cbranch_scc1: branchIf((ctx) => ctx.wave.scc === 1),
    s_cbranch_vccz: branchIf((ctx) => ctx.wave.readMask(VCC_LO) === 0n),
    s_cbranch_vccnz: branchIf((ctx) => ctx.wave.readMask(VCC_LO) !== 0n),
    s_cbranch_execz: branchIf((ctx) => ctx.wave.exec === 0n),
    s_cbranch_execnz: branchIf((ctx) => ctx.wave.exec !== 0n),
    s_getpc_b64: (ctx) => write64(ctx, operandAt(ctx, 0), guestPc(ctx.inst.pc + 4)),
    s_setpc_b64: (ctx) => {
        ctx.nextPc = programOffset(ctx, src64(ctx, 0));
    },
    s_swappc_b64: (ctx) => {
        const target = programOffset(ctx, src64(ctx, 1));
        write64(ctx, operandAt(ctx, 0), guestPc(ctx.inst.pc + 4));
        ctx.nextPc = target;
    },
    s_call_b64: (ctx) => {
        write64(ctx, operandAt(ctx, 0), guestPc(ctx.inst.pc + 4));
        ctx.nextPc = relativeTarget(ctx);
    },
    // Scheduling, wait-counter, cache and trace hints: no effect on a synchronous, one-wave-at-a-time
    // executor (waves meet only at s_barrier, which the scheduler models).
    s_nop: noop,
    s_waitcnt: noop,
    s_waitcnt_vscnt: noop,
    s_waitcnt_vmcnt: noop,
    s_waitcnt_expcnt: noop,
    s_waitcnt_lgkmcnt: noop,
    s_waitcnt_depctr: noop,
    s_wait_idle: noop,
    s_sleep: noop,
    s_wakeup: noop,
    s_setprio: noop,
    s_icache_inv: noop,
    s_inst_prefetch: noop,
    s_clause: noop,
    s_version: noop,
    s_incperflevel: noop,
    s_decperflevel: noop,
    s_ttracedata: noop,
    s_ttracedata_imm: noop,
    s_sethalt: refuseBit0('halting the wave (s_sethalt 1)'),
    s_setkill: refuseBit0('killing the wave (s_setkill 1)'),
};
/** The 32-bit halves of a guest pc, for tests and tools. */
export function guestPcWords(pc) {
    const v = guestPc(pc);
    return [lo32(v), hi32(v)];
}
//# sourceMappingURL=control.js.map