/** The register space a byte address falls in, which decides the PM4 packet that writes it. */
export type RegisterSpace = 'context' | 'sh' | 'uconfig' | 'config';
/** One bit field of a register. */
export interface FieldInfo {
    readonly name: string;
    /** Lowest bit. */
    readonly shift: number;
    /** Number of bits (1..32). */
    readonly width: number;
    /** Symbolic names of the field's values, where the database has an enumeration. */
    readonly values?: Readonly<Record<number, string>>;
}
/** One register. */
export interface RegisterInfo {
    readonly name: string;
    /** Byte address, e.g. 0x28B54. */
    readonly address: number;
    readonly space: RegisterSpace;
    /** Fields in ascending bit order; empty for registers that hold one plain value. */
    readonly fields: readonly FieldInfo[];
    /** True when only gfx10.3 defines the register. */
    readonly gfx103Only: boolean;
}
/** Space of a byte address, or undefined when it lies outside the four spaces. */
export declare function spaceOf(byteAddress: number): RegisterSpace | undefined;
/** The register called `name` (Mesa's spelling), or undefined. */
export declare function registerByName(name: string): RegisterInfo | undefined;
/** The register at a byte address (a gfx10 register wins over a gfx10.3-only one), or undefined. */
export declare function registerByAddress(byteAddress: number): RegisterInfo | undefined;
/** Every register of the database, in address order. */
export declare function allRegisters(): RegisterInfo[];
/** The register called `name`; throws {@link RegisterError} when there is none. */
export declare function requireRegister(name: string): RegisterInfo;
/** Extracts one field from a register value. */
export declare function extractField(f: FieldInfo, value: number): number;
/** Every field of `reg` decoded from `value`, by field name. */
export declare function decodeFields(reg: RegisterInfo, value: number): Record<string, number>;
/** The field `fieldName` of register `regName`; throws {@link RegisterError} for an unknown name. */
export declare function fieldInfo(regName: string, fieldName: string): FieldInfo;
/** The value of field `fieldName` in `value` of register `regName`; throws on unknown names. */
export declare function field(regName: string, fieldName: string, value: number): number;
/**
 * Builds a register value from field values (fields not named are 0); throws {@link RegisterError}
 * for an unknown field or a value wider than its field.
 */
export declare function encodeFields(regName: string, fields: Readonly<Record<string, number>>): number;
/** `NAME=0xvalue` followed by the non-zero fields, with enumeration symbols, for messages. */
export declare function formatRegister(reg: RegisterInfo, value: number): string;
