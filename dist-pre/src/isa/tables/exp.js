/**
 * The EXP table: export target names by TGT field value (gfx1013/gfx1030), as llvm-mc-19 prints and
 * parses them. Values without a name print as `invalid_target_N` and cannot be assembled.
 */
/** Name of each export target 0..63, or undefined where the target is reserved. */
export const EXP_TARGETS = (() => {
    const names = new Array(64).fill(undefined);
    for (let i = 0; i < 8; i++)
        names[i] = `mrt${i}`;
    names[8] = 'mrtz';
    names[9] = 'null';
    for (let i = 0; i < 5; i++)
        names[12 + i] = `pos${i}`;
    names[20] = 'prim';
    for (let i = 0; i < 32; i++)
        names[32 + i] = `param${i}`;
    return names;
})();
/** Target value by name, for the assembler. */
export const EXP_TARGET_BY_NAME = new Map(EXP_TARGETS.flatMap((n, i) => (n === undefined ? [] : [[n, i]])));
//# sourceMappingURL=exp.js.map