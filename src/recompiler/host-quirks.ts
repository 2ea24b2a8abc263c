/**
 * What a host driver is known to get wrong, as rows matched on the profile's driver: the recompiler
 * avoids a shape there instead of emitting code the host runs wrongly. Every row names the evidence
 * (docs/debt.md has the full entries).
 */
import type { TargetProfile } from '../util/target-profile.js';

/** Shapes a host may not be given. */
export interface HostQuirks {
  /**
   * A loop whose lanes leave at different iterations (passes/opt-lane-loops.ts) must not let the host
   * compiler see its mask parameter enter as `true`. llvmpipe (Mesa 22.3, LLVM 15) stored wrong
   * values after such a loop whose mask starts as `true`: the oracle kernel cf_lane_loop differed in
   * every lane that left before the last, while the same SPIR-V ran right on the H200, the IR run lane
   * by lane matched the kernel's model, and an opaque `true` (or a guard before the loop) ran right.
   * A computed entry it can fold to `true` does the same (fuzz programs 1609227698 and 2765464855:
   * EXEC restored by `s_or_b32 exec, exec, saved` before the loop): every entry is made opaque.
   */
  readonly opaqueLoopMaskEntry: boolean;
}

const ROWS: readonly { readonly driver: string; readonly quirks: Partial<HostQuirks> }[] = [
  { driver: 'llvmpipe', quirks: { opaqueLoopMaskEntry: true } },
];

/** The quirks of `target`'s driver. */
export function hostQuirks(target: TargetProfile): HostQuirks {
  const row = ROWS.find(
    (r) => r.driver === target.device.driverName || target.device.name.startsWith(r.driver),
  );
  return { opaqueLoopMaskEntry: false, ...row?.quirks };
}
