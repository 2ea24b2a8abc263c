/**
 * Scalar program-control and machine-state rules without data flow of their own: s_barrier, messages,
 * hardware registers (s_getreg/s_setreg), float-mode selectors, traps, trace and cache controls.
 *
 * - s_barrier becomes the IR `barrier`: scalar control flow is uniform over a wave (DESIGN.md), and
 *   that every wave of the workgroup reaches it is the guest's obligation, as on the hardware.
 * - MODE: the translated program runs in the launch's MODE (TranslationContext.floatMode, from
 *   COMPUTE_PGM_RSRC1; by default 0xf0: round to nearest even, f32 and f16/f64 denormals kept,
 *   DX10_CLAMP and IEEE clear, as llc-19 launches amdgpu_cs code, or 0x1f0 with DX10_CLAMP set).
 *   s_getreg of MODE reads it; s_setreg, s_round_mode and s_denorm_mode that leave it unchanged are
 *   no-ops, any other value is refused (the rules are specialized on the launch MODE).
 *   s_getreg of STATUS reads SCC, EXECZ, VCCZ, IN_BARRIER (0), HALT (0) and VALID (1);
 *   other hardware registers describe placement, allocation or time and are refused.
 * - s_sendmsg: only SYSMSG_OP_TTRACE_PC (a trace record, no data effect) is a no-op; the others
 *   talk to fixed-function or host hardware a compute translation does not have. s_sendmsghalt and
 *   s_trap stop the wave and are refused.
 * - Hints with no data effect (trace data, perf levels, sleep/wake, instruction-cache invalidation,
 *   idle waits, s_version) are no-ops; s_sethalt and s_setkill are no-ops for 0 and refused for 1.
 */
import { I1, I32 } from '../../ir/types.js';
import { EXEC, VCC } from '../context.js';
import { modeRegisterOf } from '../float-mode.js';
import { refusedRule } from './refused.js';
import { k } from './scalar-common.js';
/** The MODE register value the translated program runs with (the launch's). */
function modeOf(t) {
    return modeRegisterOf(t.floatMode);
}
const MODE_ID = 1;
const STATUS_ID = 2;
/** STATUS bits the translation knows: SCC [0], EXECZ [9], VCCZ [10], IN_BARRIER [12], HALT [13], VALID [16]. */
const STATUS_KNOWN = (1 << 0) | (1 << 9) | (1 << 10) | (1 << 12) | (1 << 13) | (1 << 16);
const HWREG_NAMES = {
    1: 'HW_REG_MODE',
    2: 'HW_REG_STATUS',
    3: 'HW_REG_TRAPSTS',
    4: 'HW_REG_HW_ID',
    5: 'HW_REG_GPR_ALLOC',
    6: 'HW_REG_LDS_ALLOC',
    7: 'HW_REG_IB_STS',
    15: 'HW_REG_SH_MEM_BASES',
    16: 'HW_REG_TBA_LO',
    17: 'HW_REG_TBA_HI',
    18: 'HW_REG_TMA_LO',
    19: 'HW_REG_TMA_HI',
    20: 'HW_REG_FLAT_SCR_LO',
    21: 'HW_REG_FLAT_SCR_HI',
    22: 'HW_REG_XNACK_MASK',
    23: 'HW_REG_HW_ID1',
    24: 'HW_REG_HW_ID2',
    25: 'HW_REG_POPS_PACKER',
    29: 'HW_REG_SHADER_CYCLES',
};
const MSG_NAMES = {
    1: 'MSG_INTERRUPT',
    2: 'MSG_GS',
    3: 'MSG_GS_DONE',
    4: 'MSG_SAVEWAVE',
    5: 'MSG_STALL_WAVE_GEN',
    6: 'MSG_HALT_WAVES',
    7: 'MSG_ORDERED_PS_DONE',
    8: 'MSG_EARLY_PRIM_DEALLOC',
    9: 'MSG_GS_ALLOC_REQ',
    10: 'MSG_GET_DOORBELL',
    11: 'MSG_GET_DDID',
    15: 'MSG_SYSMSG',
};
const SYSMSG_TTRACE_PC = 4;
/** The hwreg(id, offset, size) operand: id [5:0], offset [10:6], size - 1 [15:11]. */
function hwregField(simm16) {
    const size = ((simm16 >>> 11) & 0x1f) + 1;
    const offset = (simm16 >>> 6) & 0x1f;
    const ones = size >= 32 ? 0xffffffff : (1 << size) - 1;
    return { id: simm16 & 0x3f, offset, mask: (ones << offset) >>> 0 };
}
const hwregName = (id) => HWREG_NAMES[id] ?? `hwreg ${id}`;
const nothing = () => { };
/** No-op when simm16 bit 0 is clear, refused when set. */
function refuseBit0(what) {
    return (t, inst) => {
        if (inst.fields.simm16 & 1)
            throw t.refuse(`${what} is not translated`);
    };
}
/** The STATUS bits the translation models, as an i32. */
function statusValue(t) {
    const zero = (code) => t.b.value('zext', I32, t.b.value('icmp.eq', I1, t.readMask(code), t.b.const(t.maskType, 0)));
    let v = t.b.value('or', I32, t.b.value('zext', I32, t.scc), k(t, I32, 1 << 16));
    v = t.b.value('or', I32, v, t.b.value('shl', I32, zero(EXEC), k(t, I32, 9)));
    return t.b.value('or', I32, v, t.b.value('shl', I32, zero(VCC), k(t, I32, 10)));
}
const getreg = (t, inst, [d]) => {
    const f = hwregField(inst.fields.simm16);
    let value;
    if (f.id === MODE_ID) {
        value = k(t, I32, ((modeOf(t) & f.mask) >>> f.offset) >>> 0);
    }
    else if (f.id === STATUS_ID) {
        const unknown = f.mask & ~STATUS_KNOWN;
        if (unknown !== 0)
            throw t.refuse(`HW_REG_STATUS bits 0x${(unknown >>> 0).toString(16)} are not modelled`);
        value = t.b.value('lshr', I32, t.b.value('and', I32, statusValue(t), k(t, I32, f.mask)), k(t, I32, f.offset));
    }
    else {
        throw t.refuse(`${hwregName(f.id)} describes hardware state the translation does not have`);
    }
    t.writeScalar32(d, value);
};
/** Checks that writing `source` into the hwreg field of `inst` leaves MODE at the launch's value. */
function setMode(t, inst, value) {
    const f = hwregField(inst.fields.simm16);
    if (f.id !== MODE_ID)
        throw t.refuse(`writing ${hwregName(f.id)} is not translated`);
    const before = t.deferred.length;
    const source = t.constantOrDefer(value, 'the value written to MODE is not known at recompile time');
    if (t.deferred.length > before)
        return; // refused unless a later pass proves the value
    const next = ((modeOf(t) & ~f.mask) | ((Number(source & 0xffffffffn) << f.offset) & f.mask)) >>> 0;
    refuseModeChange(t, next);
}
function refuseModeChange(t, next) {
    const mode = modeOf(t);
    if (next !== mode) {
        throw t.refuse(`MODE 0x${next.toString(16)} differs from the launch's 0x${mode.toString(16)} the translation is specialized on`);
    }
}
const sendmsg = (t, inst) => {
    const v = inst.fields.simm16;
    const id = v & 0xf;
    const op = (v >>> 4) & 7;
    if (id === 15 && op === SYSMSG_TTRACE_PC)
        return;
    throw t.refuse(`message ${MSG_NAMES[id] ?? id} has no equivalent in a compute translation`);
};
/** Rules for barriers, messages, hardware registers, float-mode selectors and hints. */
export const SCALAR_MISC = {
    s_barrier: (t) => {
        t.b.effect('barrier', []);
    },
    s_sendmsg: sendmsg,
    s_sendmsghalt: refusedRule('s_sendmsghalt'),
    s_trap: refusedRule('s_trap'),
    s_rfe_b64: refusedRule('s_rfe_b64'),
    s_getreg_b32: getreg,
    s_setreg_b32: (t, inst, [, src]) => setMode(t, inst, t.readScalar32(src)),
    s_setreg_imm32_b32: (t, inst) => setMode(t, inst, k(t, I32, (inst.literal ?? 0) >>> 0)),
    s_round_mode: (t, inst) => refuseModeChange(t, (modeOf(t) & ~0xf) | (inst.fields.simm16 & 0xf)),
    s_denorm_mode: (t, inst) => refuseModeChange(t, (modeOf(t) & ~0xf0) | ((inst.fields.simm16 & 0xf) << 4)),
    s_sethalt: refuseBit0('halting the wave (s_sethalt 1)'),
    s_setkill: refuseBit0('killing the wave (s_setkill 1)'),
    s_wait_idle: nothing,
    s_sleep: nothing,
    s_wakeup: nothing,
    s_icache_inv: nothing,
    s_incperflevel: nothing,
    s_decperflevel: nothing,
    s_ttracedata: nothing,
    s_ttracedata_imm: nothing,
    s_version: nothing,
};
//# sourceMappingURL=scalar-misc.js.map