import type { RegisterReader } from './register-file.js';
/** The value of register `name`, or undefined when unwritten. */
export declare function readOptional(regs: RegisterReader, name: string): number | undefined;
/** The value of register `name`; refuses with "is not set" when unwritten. */
export declare function readRequired(regs: RegisterReader, name: string, why: string): number;
/** The fields of register `name` decoded from its value (all zero when unwritten). */
export declare function fieldsOf(regs: RegisterReader, name: string): Record<string, number>;
/** The fields of a required register. */
export declare function requiredFields(regs: RegisterReader, name: string, why: string): Record<string, number>;
/** A 32-bit register value as an IEEE float. */
export declare function asFloat(bits: number): number;
