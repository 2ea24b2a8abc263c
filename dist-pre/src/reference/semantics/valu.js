/**
 * All VALU rules of the reference executor, merged from the topic modules (one rule serves the e32,
 * e64, DPP and SDWA forms of a mnemonic). Also reports which VALU mnemonics of the isa tables have no
 * rule.
 */
import { VALU_OPS } from '../../isa/tables/valu.js';
import { vop3Table } from '../../isa/tables/vop3.js';
import { vop3pTable } from '../../isa/tables/vop3p.js';
import { VALU_CMP } from './valu-cmp.js';
import { VALU_CONVERT } from './valu-convert.js';
import { VALU_FLOAT } from './valu-float.js';
import { VALU_INT } from './valu-int.js';
import { VALU_LANE } from './valu-lane.js';
import { VALU_PACKED } from './valu-packed.js';
import { VALU_TRANS } from './valu-trans.js';
export { ULP_BOUNDS } from './valu-trans.js';
function merge() {
    const out = {};
    for (const table of [VALU_INT, VALU_FLOAT, VALU_TRANS, VALU_CONVERT, VALU_CMP, VALU_LANE, VALU_PACKED]) {
        for (const [name, rule] of Object.entries(table)) {
            if (out[name])
                throw new Error(`VALU rule ${name} is defined twice`);
            out[name] = rule;
        }
    }
    return out;
}
/** Every VALU rule by mnemonic. */
export const VALU_SEMANTICS = merge();
/** VALU mnemonics (without `_e64`) of `mcpu`'s tables: VOP1/VOP2/VOPC, VOP3-only and VOP3P. */
export function valuMnemonics(mcpu) {
    const names = new Set();
    for (const op of VALU_OPS)
        if (op.mcpus.includes(mcpu))
            names.add(op.name);
    for (const op of vop3Table(mcpu))
        if (op)
            names.add(op.mnemonic.replace(/_e64$/, ''));
    for (const op of vop3pTable(mcpu))
        if (op)
            names.add(op.mnemonic);
    return [...names].sort();
}
//# sourceMappingURL=valu.js.map