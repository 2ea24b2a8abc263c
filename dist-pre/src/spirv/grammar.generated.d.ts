/** Instruction name -> [opcode, operand kinds with quantifiers ? and *, space separated]. */
export declare const INSTRUCTIONS: Readonly<Record<string, readonly [number, string]>>;
/** Operand kind -> category (Id, Literal, ValueEnum, BitEnum, Composite). */
export declare const KIND_CATEGORY: Readonly<Record<string, string>>;
/** Composite operand kind -> its base kinds. */
export declare const COMPOSITES: Readonly<Record<string, readonly string[]>>;
/** Enum kind -> enumerant -> [value, parameter kinds]. */
export declare const ENUMS: Readonly<Record<string, Readonly<Record<string, readonly [number, string]>>>>;
/** GLSL.std.450 extended instruction name -> number. */
export declare const GLSL_STD_450: Readonly<Record<string, number>>;
export declare const MAGIC = 119734787;
