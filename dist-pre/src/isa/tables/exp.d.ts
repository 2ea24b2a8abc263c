/**
 * The EXP table: export target names by TGT field value (gfx1013/gfx1030), as llvm-mc-19 prints and
 * parses them. Values without a name print as `invalid_target_N` and cannot be assembled.
 */
/** Name of each export target 0..63, or undefined where the target is reserved. */
export declare const EXP_TARGETS: readonly (string | undefined)[];
/** Target value by name, for the assembler. */
export declare const EXP_TARGET_BY_NAME: ReadonlyMap<string, number>;
