/**
 * Target profiles for recompiling without a Vulkan device (the CLI, tests, benchmarks): a generic
 * Vulkan 1.2 compute device with every data-type feature and a chosen subgroup size. `lavapipeLike`
 * mirrors Mesa's lavapipe (subgroups of 8, no size control), the CI device.
 */
import { type TargetProfile } from '../util/target-profile.js';
/** A generic compute device whose subgroups are `subgroupSize` wide (selectable only at that size). */
export declare function genericTargetProfile(subgroupSize: number, name?: string): TargetProfile;
/** lavapipe's compute model: subgroups of 8 without size control. */
export declare function lavapipeLikeProfile(): TargetProfile;
