/**
 * Derives the {@link TargetProfile} from what a physical device reports and what Oberon enabled on it.
 * A pure function of queried data: the same device gives the same profile.
 */
import { type ShaderStage, type TargetFeatures, type TargetProfile } from '../util/target-profile.js';
import { type PhysicalDeviceInfo } from './instance.js';
/** Vulkan stage bits by profile stage name. */
export declare const STAGE_BITS: Readonly<Record<ShaderStage, number>>;
/** The profile stage names set in a VkShaderStageFlags mask. */
export declare function stagesOf(mask: number): ShaderStage[];
/** The profile of `info` with `features` and `extensions` enabled. */
export declare function deriveProfile(info: PhysicalDeviceInfo, features: TargetFeatures, extensions: readonly string[]): TargetProfile;
