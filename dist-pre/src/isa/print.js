/** LLVM text of a decoded instruction: routes to the family that owns its encoding. */
import { InternalError } from '../util/errors.js';
import { familyOf } from './families/index.js';
import { PS5_WAVE32 } from './target.js';
/** The instruction's text exactly as `llvm-mc-19 -disassemble` prints it, without indentation. */
export function print(inst, target = PS5_WAVE32) {
    const family = familyOf(inst.encoding);
    if (!family)
        throw new InternalError(`no family prints ${inst.encoding}`);
    return family.print(inst, target);
}
//# sourceMappingURL=print.js.map