import type { Family } from '../family.js';
/** Field values of a VOP3 instruction. */
export interface Vop3Fields {
    readonly op: number;
    readonly vdst: number;
    readonly abs: number;
    readonly opsel: number;
    readonly clamp: number;
    readonly src0: number;
    readonly src1: number;
    readonly src2: number;
    readonly omod: number;
    readonly neg: number;
}
/** Packs VOP3 fields into the two instruction dwords. */
export declare function packVop3(f: Vop3Fields): [number, number];
/** The VOP3 and VOP3P family. */
export declare const vop3Family: Family;
