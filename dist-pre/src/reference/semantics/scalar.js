import { CONTROL_SEMANTICS } from './control.js';
import { SCALAR_ALU_SEMANTICS } from './scalar-alu.js';
import { HWREG_SEMANTICS } from './scalar-hwreg.js';
import { SCALAR_UNARY_SEMANTICS } from './scalar-unary.js';
import { SMEM_SEMANTICS } from './smem.js';
function merge(tables) {
    const out = {};
    for (const t of tables) {
        for (const [name, rule] of Object.entries(t)) {
            if (out[name])
                throw new Error(`scalar rule ${name} is defined twice`);
            out[name] = rule;
        }
    }
    return out;
}
/** Every scalar rule (SOP1, SOP2, SOPK, SOPC, SOPP, SMEM) by mnemonic. */
export const SCALAR_SEMANTICS = merge([
    SCALAR_ALU_SEMANTICS,
    SCALAR_UNARY_SEMANTICS,
    HWREG_SEMANTICS,
    CONTROL_SEMANTICS,
    SMEM_SEMANTICS,
]);
//# sourceMappingURL=scalar.js.map