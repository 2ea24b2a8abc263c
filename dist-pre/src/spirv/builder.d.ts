/**
 * A SPIR-V module builder driven by the generated grammar tables: any instruction is encoded by
 * `emit(section, 'OpName', operands)`, with operands checked against the instruction's operand kinds
 * (ids, literals, strings, enumerants by name with their extra operands, bit masks from `A|B` names).
 * Types and constants are interned so each is declared once, as SPIR-V requires.
 */
/** One operand as given to `emit`: an id or literal number, a string, or a bigint 64-bit literal. */
export type SpirvOperand = number | string | bigint;
/** Module sections in the order the SPIR-V logical layout requires. */
export type Section = 'capabilities' | 'extensions' | 'imports' | 'memoryModel' | 'entryPoints' | 'executionModes' | 'debug' | 'annotations' | 'globals' | 'functions';
/** A SPIR-V module under construction. */
export declare class SpirvBuilder {
    readonly version: {
        major: number;
        minor: number;
    };
    private nextId;
    private readonly sections;
    private readonly interned;
    private readonly capabilitySet;
    private readonly extensionSet;
    constructor(version?: {
        major: number;
        minor: number;
    });
    /** A fresh result id. */
    id(): number;
    /** Encodes `op` with `operands` into `section`. @throws InternalError on operands the grammar rejects. */
    emit(section: Section, op: string, operands: readonly SpirvOperand[]): void;
    private encodeOperand;
    /** Declares a capability once. */
    capability(name: string): void;
    /** Declares an extension once. */
    extension(name: string): void;
    /**
     * Interns a declaration in the globals section (types, constants): the same op and operands give the
     * same id. `op` must take a result id as its first or second operand (types: first; constants:
     * second, after the result type).
     */
    intern(op: string, operands: readonly SpirvOperand[]): number;
    /** The module's words. */
    words(): Uint32Array;
}
