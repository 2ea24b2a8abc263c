/**
 * Register facts of the GFX10 graphics block: enumerations, field layouts and registers.
 * Rows are plain tuples so the table stays compact; `index.ts` builds the lookup maps.
 */
/** Enumerations: name -> [value, symbol] pairs. */
export declare const ENUMS: Readonly<Record<string, ReadonlyArray<readonly [number, string]>>>;
/** Field layouts: type -> [field, shift, width, enum or empty] rows. */
export declare const FIELD_TYPES: Readonly<Record<string, ReadonlyArray<readonly [string, number, number, string]>>>;
/** Registers: [name, byte address, field type or empty, only on gfx10.3]. */
export declare const REGISTERS: ReadonlyArray<readonly [string, number, string, boolean]>;
