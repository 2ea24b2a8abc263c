const CONDITIONAL = new Set([
    's_cbranch_scc0',
    's_cbranch_scc1',
    's_cbranch_vccz',
    's_cbranch_vccnz',
    's_cbranch_execz',
    's_cbranch_execnz',
    's_cbranch_cdbgsys',
    's_cbranch_cdbguser',
    's_cbranch_cdbgsys_or_user',
    's_cbranch_cdbgsys_and_user',
]);
/** Instructions with a static pc-relative target. */
const RELATIVE = new Set([
    ...CONDITIONAL,
    's_branch',
    's_call_b64',
    's_subvector_loop_begin',
    's_subvector_loop_end',
]);
/** Instructions that jump to a register value. */
const INDIRECT = new Set(['s_setpc_b64', 's_swappc_b64', 's_rfe_b64']);
/** Instructions after which execution does not continue at the next instruction in any case. */
const ENDS = new Set(['s_endpgm', 's_endpgm_saved', 's_endpgm_ordered_ps_done', 's_code_end']);
function scalar(inst) {
    return inst.encoding === 'SOPP' || inst.encoding === 'SOPK' || inst.encoding === 'SOP1';
}
/**
 * Byte address of a pc-relative branch's destination (pc + 4 + simm16 * 4, simm16 signed), or
 * undefined for instructions without a static target.
 */
export function branchTarget(inst) {
    if (!scalar(inst) || !RELATIVE.has(inst.mnemonic))
        return undefined;
    const simm16 = (inst.fields.simm16 << 16) >> 16;
    return inst.pc + 4 + simm16 * 4;
}
/** True for instructions that may transfer control elsewhere than the next instruction. */
export function isBranch(inst) {
    return scalar(inst) && (RELATIVE.has(inst.mnemonic) || INDIRECT.has(inst.mnemonic));
}
/** True for conditional branches (execution may also fall through). */
export function isConditionalBranch(inst) {
    return inst.encoding === 'SOPP' && CONDITIONAL.has(inst.mnemonic);
}
/** True for calls (s_call_b64, s_swappc_b64): control returns to the next instruction. */
export function isCall(inst) {
    return scalar(inst) && (inst.mnemonic === 's_call_b64' || inst.mnemonic === 's_swappc_b64');
}
/** True for the instructions that end the program: s_endpgm, s_endpgm_saved, s_endpgm_ordered_ps_done, s_code_end. */
export function isProgramEnd(inst) {
    return inst.encoding === 'SOPP' && ENDS.has(inst.mnemonic);
}
/**
 * True when execution never continues at the next instruction: program ends, s_branch, and the
 * register jumps s_setpc_b64 and s_rfe_b64.
 */
export function isNoFallthrough(inst) {
    if (isProgramEnd(inst))
        return true;
    return (scalar(inst) &&
        (inst.mnemonic === 's_branch' || inst.mnemonic === 's_setpc_b64' || inst.mnemonic === 's_rfe_b64'));
}
/**
 * True for instructions that end a basic block: every branch (calls included, their return point
 * starts a block) and the program ends (s_endpgm*, s_code_end).
 */
export function isTerminator(inst) {
    return isBranch(inst) || isProgramEnd(inst);
}
//# sourceMappingURL=scalar-control.js.map