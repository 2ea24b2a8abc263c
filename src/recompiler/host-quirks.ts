/**
 * What a host driver is known to get wrong, as rows matched on the profile's driver: the recompiler
 * avoids a shape there instead of emitting code the host runs wrongly. Every row names the evidence
 * (docs/debt.md has the full entries).
 */
import type { TargetProfile } from '../util/target-profile.js';

/** Shapes a host may not be given. */
export interface HostQuirks {
  /**
   * A loop whose lanes leave at different iterations with values read after it (passes/opt-lane-loops.ts).
   * llvmpipe (Mesa 22.3, LLVM 15) stores wrong values after such a loop when it is not inside a
   * selection: the oracle kernel cf_lane_loop differs in every lane that leaves before the last,
   * while the same SPIR-V passes on the H200 and the IR run lane by lane matches the kernel's model.
   */
  readonly perLaneLoops: boolean;
}

const ROWS: readonly { readonly driver: string; readonly quirks: Partial<HostQuirks> }[] = [
  { driver: 'llvmpipe', quirks: { perLaneLoops: false } },
];

/** The quirks of `target`'s driver. */
export function hostQuirks(target: TargetProfile): HostQuirks {
  const row = ROWS.find(
    (r) => r.driver === target.device.driverName || target.device.name.startsWith(r.driver),
  );
  return { perLaneLoops: true, ...row?.quirks };
}
