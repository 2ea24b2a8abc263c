/** Runs spirv-val; returns '' when valid, else its message. */
export declare function spirvVal(words: Uint32Array, targetEnv?: string): string;
/** Disassembles with spirv-dis (raw ids, no header comments). */
export declare function spirvDis(words: Uint32Array): string;
/** Assembles text with spirv-as. */
export declare function spirvAs(text: string, targetEnv?: string): Uint32Array;
