import { BUFFER_SEMANTICS } from './buffer.js';
import { DS_SEMANTICS } from './ds.js';
import { FLAT_SEMANTICS } from './flat.js';
import { IMAGE_MEMORY_SEMANTICS } from './image.js';
import { IMAGE_SAMPLE_SEMANTICS } from './image-sample.js';
import { SCALAR_SEMANTICS } from './scalar.js';
import { VALU_SEMANTICS } from './valu.js';
const TABLES = [
    SCALAR_SEMANTICS,
    VALU_SEMANTICS,
    DS_SEMANTICS,
    BUFFER_SEMANTICS,
    FLAT_SEMANTICS,
    IMAGE_MEMORY_SEMANTICS,
    IMAGE_SAMPLE_SEMANTICS,
];
function merge(tables) {
    const out = {};
    for (const t of tables) {
        for (const [name, rule] of Object.entries(t)) {
            if (out[name])
                throw new Error(`semantic rule ${name} is defined twice`);
            out[name] = rule;
        }
    }
    return out;
}
/** Every rule. */
export const SEMANTICS = merge(TABLES);
//# sourceMappingURL=index.js.map