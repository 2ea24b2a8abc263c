import type { RegisterReader } from '../state/register-file.js';
export type NumberType = 'UNORM' | 'SNORM' | 'USCALED' | 'SSCALED' | 'UINT' | 'SINT' | 'SRGB' | 'FLOAT';
declare const SWAP: readonly ["SWAP_STD", "SWAP_ALT", "SWAP_STD_REV", "SWAP_ALT_REV"];
/** One bound color target. */
export interface ColorTarget {
    readonly slot: number;
    readonly address: number;
    /** Mesa's ColorFormat name, e.g. COLOR_8_8_8_8. */
    readonly format: string;
    readonly numberType: NumberType;
    readonly compSwap: (typeof SWAP)[number];
    /** The Vulkan format storing the same bits in the same order, when there is one. */
    readonly vkFormat: string | undefined;
    readonly width: number;
    readonly height: number;
    readonly samples: number;
    readonly fragments: number;
    readonly firstSlice: number;
    readonly lastSlice: number;
    readonly mipLevel: number;
    /** Channel write mask after blending, R=1 G=2 B=4 A=8 (CB_TARGET_MASK). */
    readonly writeMask: number;
    readonly blendClamp: boolean;
    readonly blendBypass: boolean;
    readonly forceDstAlphaOne: boolean;
}
/** The Vulkan format name for a format, number type and swap, or undefined when none matches. */
export declare function vulkanColorFormat(format: string, numberType: NumberType, swap: string): string | undefined;
/** Decodes every color target with a format other than COLOR_INVALID and a non-zero write mask. */
export declare function decodeColorTargets(regs: RegisterReader): ColorTarget[];
export {};
