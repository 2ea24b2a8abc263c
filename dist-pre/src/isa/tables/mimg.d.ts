/**
 * The MIMG opcode table (gfx1013 and gfx1030 share it): one row per image opcode with its LLVM
 * mnemonic, its kind and the address components it takes. It is the single source of truth for the
 * MIMG family: decode validity, the register widths LLVM prints, encoding and operand metadata all
 * derive from these rows and the derivation rules below.
 *
 * Facts: opcode numbers and names were probed with llvm-mc-19; the address rules (extra arguments,
 * gradients, LOD/clamp/mip component, which vaddr/vdata register widths an opcode has, which NSA
 * variant the disassembler picks) follow LLVM's MIMG instruction definitions and were checked against
 * llvm-mc-19 by the differential tests.
 */
/** What an image opcode does, which decides its operands and data widths. */
export type MimgKind = 'load' | 'store' | 'atomic' | 'sample' | 'gather' | 'bvh';
/** The row flags. */
export declare const MF: {
    /** One LOD, clamp or mip address component. */
    readonly LOD: 1;
    /** Derivatives in the address (sample_d, sample_cd). */
    readonly GRAD: 2;
    /** 16-bit derivatives (the _g16 opcodes). */
    readonly G16: 4;
    /** Accepts the d16 modifier (packed 16-bit data). */
    readonly D16: 8;
    /** No coordinates (image_get_resinfo: the address is the mip level only). */
    readonly NOCOORD: 16;
    /** Compare-and-swap: the data holds two values. */
    readonly X2: 32;
    /** 64-bit node pointer (image_bvh64_intersect_ray). */
    readonly BVH64: 64;
    /** Multisampled images only: the assembler requires an MSAA dim (image_msaa_load). */
    readonly MSAA: 128;
};
/** [opcode, mnemonic, kind, extra address arguments (offset, bias, z-compare), flags]. */
export type MimgRow = readonly [number, string, MimgKind, number, number];
/** Every MIMG opcode of gfx1013/gfx1030, sorted by opcode. */
export declare const MIMG_ROWS: readonly MimgRow[];
/**
 * The image dimensions of the DIM field: LLVM suffix, address coordinates, derivatives (two per
 * spatial coordinate: array slice, cube face and MSAA fragment are coordinates without derivatives).
 */
export declare const MIMG_DIMS: readonly {
    readonly suffix: string;
    readonly coords: number;
    readonly gradients: number;
}[];
/**
 * Register widths of one opcode, derived from its row the way LLVM defines its instruction variants:
 * which vdata and vaddr widths exist (bit n set: an n-dword variant exists), which width the
 * disassembler decodes before widening, and which address count it decodes for each NSA dword count.
 */
export interface MimgShape {
    readonly row: MimgRow;
    /**
     * Index n = the data dwords dmask/d16/tfe ask for: the width of the variant LLVM widens vdata to,
     * 0 when it has none. (Probed quirk: 32-bit atomics asking for 4 dwords print 5.)
     */
    readonly vdataWidth: readonly number[];
    /** The vdata width the disassembler decodes first. */
    readonly vdataDefault: number;
    /** Bit n: an n-dword contiguous vaddr variant exists. */
    readonly vaddrSet: number;
    /** The contiguous vaddr width the disassembler decodes first. */
    readonly vaddrDefault: number;
    /** Bit n: an n-address NSA variant exists. */
    readonly nsaSet: number;
    /** Index = NSA field (1..3): the address count decoded for it, 0 when that NSA value is invalid. */
    readonly nsaDecode: readonly number[];
}
/** Shapes indexed by opcode (0..255); undefined for opcodes that do not exist. */
export declare const MIMG_SHAPES: readonly (MimgShape | undefined)[];
/** Opcode by mnemonic, for the assembler. */
export declare const MIMG_BY_MNEMONIC: ReadonlyMap<string, MimgShape>;
