/**
 * Wave operations and invocation builtins on host subgroups. The guest wave is the host subgroup, or
 * an aligned slice of it when the subgroup is larger (a 64-wide subgroup holds two wave32s): lanes are
 * then offset by `base = SubgroupLocalInvocationId & ~(wave - 1)` and a ballot reads the wave's words
 * of the subgroup's uvec4. This assumes invocations fill subgroups in local-index order (every known
 * implementation with full subgroups; docs/debt.md). Subgroups smaller than the wave never reach here:
 * the lowerWaveOps pass rewrites those operations into workgroup memory first.
 *
 * `broadcast` uses OpGroupNonUniformBroadcast for a constant lane and OpGroupNonUniformShuffle
 * otherwise (SPIR-V 1.3 wants a constant Id for Broadcast); values narrower than 32 bits are widened
 * (8- and 16-bit subgroup operations need an extra Vulkan feature).
 */
import type { EmitContext } from './emit-context.js';
import type { OpEmitter } from './emit-ops.js';
/** The wave's ballot of `pred` (an i1 id) as a u64 id, upper half 0 in wave32. */
export declare function waveBallot(c: EmitContext, pred: number): number;
/** Wave operations and builtins, merged into the op table. */
export declare const WAVE_OPS: Readonly<Record<string, OpEmitter>>;
