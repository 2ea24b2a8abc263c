/** Parses llvm-mc's hex byte input: `0x..` tokens separated by commas or blanks over any lines. */
export declare function parseHexBytes(text: string, name: string): Uint8Array;
/** Little-endian dwords of `bytes`; a trailing partial dword is zero-padded and reported by the caller. */
export declare function bytesToWords(bytes: Uint8Array): Uint32Array;
/** Runs the command. */
export declare function run(argv: string[]): number;
