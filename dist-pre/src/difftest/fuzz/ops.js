/**
 * The operation pools the program fuzzer draws from, derived from the isa tables (valu.ts for the
 * VOP1/VOP2/VOPC operations and their e32 shapes, vop3.ts for every e64/VOP3 operation with its operand
 * classes and modifiers, the SOP tables for scalar ALU operations) and filtered by what the caller can
 * run (the executor's semantics, and the translator's rules when a device is compared).
 *
 * Left out on purpose: operations that write EXEC (v_cmpx, saveexec: the generator writes EXEC only in
 * its structured if/else and loops), lane-relative register indexing (movrel), interpolation, program
 * counter and hardware register access, and operand classes the generator does not model.
 */
import { parseSlots } from '../../isa/tables/scalar-spec.js';
import { SOP1_ROWS } from '../../isa/tables/sop1.js';
import { SOP2_ROWS } from '../../isa/tables/sop2.js';
import { SOPC_ROWS } from '../../isa/tables/sopc.js';
import { SOPK_ROWS } from '../../isa/tables/sopk.js';
import { VALU_OPS } from '../../isa/tables/valu.js';
import { vop3Table } from '../../isa/tables/vop3.js';
import { vop3pTable } from '../../isa/tables/vop3p.js';
import { ULP_BOUNDS } from '../../reference/semantics/valu.js';
import { LANE_OPS } from './gen-alu.js';
const VECTOR_EXCLUDED = /^v_(cmpx_|interp|movrel|swaprel|readlane|writelane|readfirstlane|permlane|nop|pipeflush|clrexcp|illegal|swap_b32|mov_fed|cvt_pkrtz_f16_f32_e64$)/;
const SCALAR_EXCLUDED = /saveexec|wrexec|movrel|getpc|setpc|swappc|rfe|getreg|setreg|call|waitcnt|subvector|version/;
const ALLOWED_SRC_CLASSES = new Set(['any', 'VGPR_32', 'VReg_64', 'SReg_1_XEXEC']);
function vop3Usable(op) {
    return op.operands.every((o) => {
        if (o.kind === 'v')
            return o.dwords >= 1 && o.dwords <= 2;
        if (o.kind === 's')
            return o.dwords === 0;
        return ALLOWED_SRC_CLASSES.has(o.regClass) && o.dwords <= 2;
    });
}
function e32Shape(op) {
    if (op.readsM0 || op.writesExec || op.src0Class !== 'vsrc')
        return undefined;
    if (op.srcs.some((s) => s.dwords > 2) || (op.dst !== undefined && op.dst.dwords > 2))
        return undefined;
    if (op.constantK === 'mk')
        return 'mk';
    if (op.constantK === 'ak')
        return 'ak';
    if (op.encoding === 'VOPC')
        return op.srcs.length === 2 ? 'vopc' : undefined;
    if (op.dst?.file !== 'vgpr')
        return undefined;
    if (op.name === 'v_cndmask_b32')
        return 'cndmask';
    if (op.readsVcc || op.writesVcc)
        return undefined;
    if (op.encoding === 'VOP1')
        return op.srcs.length === 1 ? 'vop1' : undefined;
    return op.srcs.length === 2 ? 'vop2' : undefined;
}
/** Builds the pools of `mcpu`, keeping only operations `supports` accepts (under every name used). */
export function buildPools(mcpu, supports) {
    const byName = new Map();
    for (const op of VALU_OPS) {
        if (!op.mcpus.includes(mcpu) || VECTOR_EXCLUDED.test(op.name))
            continue;
        const shape = e32Shape(op);
        if (!shape || !supports(op.name))
            continue;
        byName.set(op.name, { e32: { shape, op } });
    }
    for (const op of vop3Table(mcpu)) {
        if (!op || VECTOR_EXCLUDED.test(op.mnemonic) || !vop3Usable(op))
            continue;
        // Rules are keyed by the plain mnemonic; promoted ops print with `_e64`.
        const name = op.mnemonic.replace(/_e64$/, '');
        if (VECTOR_EXCLUDED.test(name) || !supports(name))
            continue;
        const entry = byName.get(name) ?? {};
        byName.set(name, { ...entry, vop3: op });
    }
    const vector = [];
    for (const [name, forms] of [...byName].sort(([a], [b]) => (a < b ? -1 : 1))) {
        vector.push({ name, e32: forms.e32, vop3: forms.vop3, inexact: (ULP_BOUNDS[name] ?? 0) > 0 });
    }
    const scalar = [];
    const add = (rows, encoding) => {
        for (const [, name, spec, implicit] of rows) {
            if (SCALAR_EXCLUDED.test(name) || !supports(name))
                continue;
            if (implicit.split(' ').some((part) => part !== '' && !part.endsWith(':scc')))
                continue;
            const slots = parseSlots(spec);
            const allowed = encoding === 'SOPK' ? ['D', 'd', 'M', 'Kx'] : ['D', 'S', 'T', 'R', 'M'];
            if (slots.length === 0 || !slots.every((s) => allowed.includes(s.slot)))
                continue;
            scalar.push({ name, slots, encoding });
        }
    };
    add(SOP1_ROWS, 'SOP1');
    add(SOP2_ROWS, 'SOP2');
    add(SOPC_ROWS, 'SOPC');
    add(SOPK_ROWS, 'SOPK');
    const compares = vector.filter((v) => v.e32?.shape === 'vopc' && v.e32.op.srcs.every((s) => s.dwords === 1));
    const lane = LANE_OPS.filter((name) => supports(name));
    const packed = vop3pTable(mcpu).filter((op) => op !== undefined && !op.kind.startsWith('dot') && supports(op.mnemonic));
    return { vector, scalar, compares, lane, packed };
}
//# sourceMappingURL=ops.js.map