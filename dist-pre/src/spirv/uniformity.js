import { BUILTINS } from '../ir/ops.js';
const LANE_BUILTINS = new Set([
    'local_invocation_id',
    'local_invocation_index',
    'subgroup_invocation_id',
]);
/** The values of `fn` that may vary between lanes of a wave. */
export function varyingValues(fn) {
    const varying = new Set();
    const varyingVars = new Set();
    /** The `var` a pointer is derived from (through `access`), if any. */
    const rootVar = (p) => {
        for (let v = p;;) {
            const def = fn.value(v).def;
            if (def.kind !== 'inst')
                return undefined;
            const inst = fn.inst(def.inst);
            if (inst.op === 'var')
                return v;
            if (inst.op !== 'access')
                return undefined;
            v = inst.operands[0];
        }
    };
    for (let changed = true; changed;) {
        changed = false;
        const mark = (v) => {
            if (v === undefined || varying.has(v))
                return;
            varying.add(v);
            changed = true;
        };
        for (let b = 0; b < fn.blocks.length; b++) {
            for (const i of fn.blocks[b]?.insts ?? []) {
                const inst = fn.inst(i);
                const anyVarying = inst.operands.some((o) => varying.has(o));
                for (const e of inst.targets) {
                    const params = fn.block(e.block).params;
                    e.args.forEach((a, k) => {
                        if (varying.has(a))
                            mark(params[k]);
                    });
                }
                switch (inst.op) {
                    case 'builtin':
                        if (LANE_BUILTINS.has(BUILTINS[inst.imms[0] ?? 0] ?? ''))
                            mark(inst.result);
                        break;
                    case 'shuffle':
                    case 'atomic':
                    case 'atomic_cmpxchg':
                        mark(inst.result);
                        break;
                    case 'ballot':
                    case 'broadcast_first':
                        break;
                    case 'broadcast':
                        if (varying.has(inst.operands[1]))
                            mark(inst.result);
                        break;
                    case 'load': {
                        const root = rootVar(inst.operands[0]);
                        if (anyVarying || (root !== undefined && varyingVars.has(root)))
                            mark(inst.result);
                        break;
                    }
                    case 'store': {
                        const root = rootVar(inst.operands[0]);
                        if (root !== undefined && anyVarying && !varyingVars.has(root)) {
                            varyingVars.add(root);
                            changed = true;
                        }
                        break;
                    }
                    default:
                        if (anyVarying)
                            mark(inst.result);
                }
            }
        }
    }
    return varying;
}
//# sourceMappingURL=uniformity.js.map