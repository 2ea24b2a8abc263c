/** Re-encoding of decoded or assembled instructions: routes to the owning family. */
import { InternalError } from '../util/errors.js';
import { familyOf } from './families/index.js';
import { PS5_WAVE32 } from './target.js';
/** The instruction's dwords (extension dwords and literal included). */
export function encode(inst, target = PS5_WAVE32) {
    const family = familyOf(inst.encoding);
    if (!family)
        throw new InternalError(`no family encodes ${inst.encoding}`);
    return family.encode(inst, target);
}
/** Operand metadata: explicit operands in text order, then implicit reads and writes. */
export function operands(inst, target = PS5_WAVE32) {
    const family = familyOf(inst.encoding);
    if (!family)
        throw new InternalError(`no family describes ${inst.encoding}`);
    return family.operands(inst, target);
}
//# sourceMappingURL=encode.js.map