/** Default guest address of program offset 0: 2^44, as the reference executor maps programs. */
export const DEFAULT_PROGRAM_ADDRESS = 0x100000000000n;
//# sourceMappingURL=options.js.map