/**
 * Every oracle kernel, in one list: each entry names its LLVM IR file in this folder and carries the
 * dispatch and the independent TypeScript model of its results.
 */
import { ATOMIC_CASES } from './atomic.js';
import { CONTROL_CASES } from './control.js';
import { CONVERT_CASES } from './convert.js';
import { DOUBLE_CASES } from './double.js';
import { FLOAT_CASES } from './float.js';
import { HALF_CASES } from './half.js';
import { INTEGER_CASES } from './integer.js';
import { LANE_CASES } from './lane.js';
import { LDS_CASES } from './lds.js';
import { MEMORY_CASES } from './memory.js';
import { SCALAR_CASES } from './scalar.js';
/** All kernels. */
export const KERNEL_CASES = [
    ...INTEGER_CASES,
    ...FLOAT_CASES,
    ...HALF_CASES,
    ...DOUBLE_CASES,
    ...CONVERT_CASES,
    ...CONTROL_CASES,
    ...MEMORY_CASES,
    ...LDS_CASES,
    ...ATOMIC_CASES,
    ...LANE_CASES,
    ...SCALAR_CASES,
];
//# sourceMappingURL=index.js.map