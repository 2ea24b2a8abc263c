/**
 * The guest instructions the reference executor has no rule for, each with the reason: the one list
 * that the executor's "not implemented" message, the generated section of docs/debt.md
 * (scripts/gen-refusal-docs.ts) and test/reference/coverage.test.ts read.
 *
 * Invariants (checked by test/reference/coverage.test.ts): every mnemonic of gfx1013's SALU, SMEM,
 * VALU, DS, MUBUF/MTBUF and FLAT/GLOBAL/SCRATCH tables has a rule in SEMANTICS or is a key here, and
 * no key here has a rule. Refusals that depend on operand values (ExecError from a rule) are not
 * listed: those instructions run for other inputs (docs/debt.md lists them).
 */
import { DS_TABLE } from '../../isa/tables/ds.js';
const TRAP = 'trap handler and debugger only';
const MESSAGE = 'every message goes to the SPI or the host (interrupts, GS/NGG traffic, save/halt requests, doorbell ' +
    'queries); none is a no-op the executor could honour';
const INTERP = 'needs the attribute data of a pixel shader, which a compute dispatch does not have';
const SCRATCH = 'no scratch aperture in the executor';
const M0_COUNTER = 'the ISA addresses it at M0.base + offset clamped by M0.size, LLVM passes the LDS pointer as all of M0: the M0 layout is ambiguous';
/** Mnemonics without a rule, by name (the table-driven DS families are added by `build`). */
const NAMED = {
    s_rfe_b64: TRAP,
    s_trap: TRAP,
    s_cbranch_cdbgsys: TRAP,
    s_cbranch_cdbguser: TRAP,
    s_cbranch_cdbgsys_or_user: TRAP,
    s_cbranch_cdbgsys_and_user: TRAP,
    s_sendmsg: MESSAGE,
    s_sendmsghalt: MESSAGE,
    s_endpgm_saved: 'ends a program after a context save',
    s_endpgm_ordered_ps_done: 'ends an ordered pixel shader',
    s_code_end: 'padding after the program, illegal when executed',
    s_subvector_loop_begin: 'wave64 sub-vector looping: the semantics are not documented well enough to be exact',
    s_subvector_loop_end: 'wave64 sub-vector looping: the semantics are not documented well enough to be exact',
    s_scratch_load_dword: SCRATCH,
    s_scratch_load_dwordx2: SCRATCH,
    s_scratch_load_dwordx4: SCRATCH,
    s_scratch_store_dword: SCRATCH,
    s_scratch_store_dwordx2: SCRATCH,
    s_scratch_store_dwordx4: SCRATCH,
    s_dcache_discard: 'dropping dirty cache lines has no synchronous equivalent',
    s_dcache_discard_x2: 'dropping dirty cache lines has no synchronous equivalent',
    v_interp_p1_f32: INTERP,
    v_interp_p2_f32: INTERP,
    v_interp_mov_f32: INTERP,
    v_interp_p1ll_f16: INTERP,
    v_interp_p1lv_f16: INTERP,
    v_interp_p2_f16: INTERP,
    v_mqsad_u32_u8: '128-bit operands, not used by compilers',
    v_mullit_f32: 'legacy lighting operation whose semantics are not documented for gfx10',
    v_illegal: 'raises an illegal-instruction exception',
    ds_append: M0_COUNTER,
    ds_consume: M0_COUNTER,
    ds_condxchg32_rtn_b64: 'no pseudo-code in the RDNA 1 ISA',
};
function dsReason(name, signature) {
    if (signature.split(' ').includes('G'))
        return 'GDS only: no GDS in a compute dispatch here';
    if (name.includes('_src2_'))
        return 'removed in gfx10.3, no pseudo-code';
    if (/^ds_(min|max)(_rtn)?_f(32|64)$/.test(name)) {
        return 'the RDNA 1 pseudo-code compares against DATA2, an operand LLVM never encodes';
    }
    return undefined;
}
function build() {
    const out = { ...NAMED };
    for (const [, name, signature] of DS_TABLE) {
        const reason = dsReason(name, signature);
        if (reason !== undefined && out[name] === undefined)
            out[name] = reason;
    }
    return out;
}
/** Mnemonic -> why the reference executor has no rule for it. */
export const REFUSED = build();
/** The executor's message for an instruction without a rule, with its REFUSED reason when known. */
export function notImplemented(mnemonic) {
    const reason = REFUSED[mnemonic];
    const base = `${mnemonic} is not implemented by the reference executor`;
    return reason === undefined ? base : `${base}: ${reason}`;
}
//# sourceMappingURL=refused.js.map