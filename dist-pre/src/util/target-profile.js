/**
 * The host target profile: a plain, JSON-serializable description of a Vulkan device (subgroups, stages,
 * features, limits) derived by the vulkan layer and read by the recompiler, which lowers guest programs
 * for it. This module holds only types and a version, so any layer may import it without loading Vulkan.
 *
 * Invariant: every field is data (no handles, no functions); `JSON.parse(JSON.stringify(p))` equals `p`.
 */
/** Bumped when the shape of {@link TargetProfile} changes (cache keys include it). */
export const TARGET_PROFILE_VERSION = 2;
//# sourceMappingURL=target-profile.js.map