import { BUFFER_FAMILY } from './buffer.js';
import { DS_FAMILY } from './ds.js';
import { expFamily } from './exp.js';
import { FLAT_FAMILY } from './flat.js';
import { mimgFamily } from './mimg.js';
import { scalarFamily } from './scalar.js';
import { vintrpFamily } from './vintrp.js';
import { VOP_FAMILY } from './vop.js';
import { vop3Family } from './vop3.js';
/** Every family, in assembler lookup order. */
export const FAMILIES = [
    VOP_FAMILY,
    DS_FAMILY,
    BUFFER_FAMILY,
    FLAT_FAMILY,
    mimgFamily,
    expFamily,
    vintrpFamily,
    vop3Family,
    scalarFamily,
];
const BY_ENCODING = new Map();
for (const family of FAMILIES)
    for (const e of family.encodings)
        BY_ENCODING.set(e, family);
/** The family that decodes `encoding`, if one is registered. */
export function familyOf(encoding) {
    return BY_ENCODING.get(encoding);
}
//# sourceMappingURL=index.js.map