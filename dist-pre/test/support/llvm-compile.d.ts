/** One compiled object: its code, functions and objdump's text per instruction. */
export interface CompiledObject {
    readonly words: Uint32Array;
    /** Function name -> byte offset in .text. */
    readonly functions: ReadonlyMap<string, number>;
    /** objdump instruction lines in address order: byte offset and text without the comment. */
    readonly lines: readonly {
        readonly offset: number;
        readonly text: string;
    }[];
}
/** Compiles `source` (.ll or .cl) for gfx1013 in the given wave size. */
export declare function compileForGfx1013(source: string, wave64: boolean): CompiledObject;
/** Wave sizes a corpus file asks for with a `; waves: 32` (or `// waves: 64`) line; both by default. */
export declare function wavesOf(source: string): boolean[];
