/**
 * What a host driver is known to get wrong, as rows matched on the profile's driver: the recompiler
 * avoids a shape there instead of emitting code the host runs wrongly. Every row names the evidence
 * (docs/debt.md has the full entries).
 */
import type { TargetProfile } from '../util/target-profile.js';

/** Shapes a host may not be given. */
export interface HostQuirks {
  /**
   * A value a loop computes and the code after it reads must reach that code through a phi the host
   * cannot fold away (spirv/emit-control.ts gives such a loop a second break, never taken, whose phi
   * operands are null constants). llvmpipe (Mesa 22.3, LLVM 15) runs a loop's lanes together until the
   * last one leaves, and read directly after the loop, such a value held what the last trip of any
   * lane computed: the oracle kernel cf_lane_loop and fuzz programs 1609227698 and 2765464855 stored
   * wrong values in every lane that left early. A phi with one operand did the same (the host removes
   * it); with the second break all three ran right. The same SPIR-V without the break runs right on
   * NVIDIA. (Until 2026-12-06 llvmpipe's loops carried their lane mask with an opaque entry instead:
   * the lavapipe branchy kernel took 1.83x its GLSL's time, 1.12x now.)
   */
  readonly guardedLoopExits: boolean;
}

const ROWS: readonly { readonly driver: string; readonly quirks: Partial<HostQuirks> }[] = [
  { driver: 'llvmpipe', quirks: { guardedLoopExits: true } },
];

/** The quirks of `target`'s driver. */
export function hostQuirks(target: TargetProfile): HostQuirks {
  const row = ROWS.find(
    (r) => r.driver === target.device.driverName || target.device.name.startsWith(r.driver),
  );
  return { guardedLoopExits: false, ...row?.quirks };
}
