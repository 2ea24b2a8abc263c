/**
 * The MIMG family: image loads, stores, samples, gathers, atomics, get_resinfo/get_lod and the BVH
 * ray-intersection opcodes, in the default (contiguous vaddr) and NSA (non-sequential address) forms.
 *
 * Word 0: op[7] at bit 0, NSA dword count [2:1], DIM [5:3], DLC 7, DMASK [11:8], UNORM 12, GLC 13,
 * R128 15, TFE 16, LWE 17, op[6:0] [24:18], SLC 25, prefix 111100 [31:26]. Word 1: VADDR [7:0],
 * VDATA [15:8], SRSRC/4 [20:16], SSAMP/4 [25:21], A16 30, D16 31. NSA dwords follow, one address
 * VGPR per byte. Bits 6 and 14 of word 0 and [29:26] of word 1 are ignored by LLVM; they are kept in
 * `rsv0`/`rsv1` so that re-encoding reproduces the input words.
 */
import type { Family } from '../family.js';
/** The MIMG encoding family. */
export declare const mimgFamily: Family;
