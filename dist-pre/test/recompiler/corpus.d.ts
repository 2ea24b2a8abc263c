import { type RecompileRequest } from '../../src/recompiler/request.js';
/** Kernel source files of the corpus. */
export declare function corpusSources(): string[];
/** User SGPRs the amdgpu_cs signature's inreg arguments take (pointers and 64-bit values take two). */
export declare function userSgprCount(text: string): number;
/** One compiled corpus program. */
export interface CorpusProgram {
    readonly name: string;
    readonly waveSize: 32 | 64;
    readonly words: Uint32Array;
    readonly instructions: number;
    readonly usesLds: boolean;
    readonly userSgprs: number;
}
/** Compiles every corpus kernel in every wave size it supports. */
export declare function compileCorpus(): CorpusProgram[];
/** The request a corpus program is recompiled with for a host subgroup size. */
export declare function corpusRequest(p: CorpusProgram, subgroupSize: number): RecompileRequest;
