/**
 * Operand parsing shared by the VOP3 and VOP3P assemblers: register names, source modifiers (`-x`,
 * `neg(x)`, `|x|`, `abs(x)`, `sext(x)`), integer and float constants, and the encoding LLVM gives a
 * constant for each operand class (inline code or literal dword), plus the constant-bus and literal
 * checks LLVM applies to every VALU instruction.
 *
 * The constant rules were read off llvm-mc-19 (`-show-encoding`): a 32-bit operand takes integers that
 * fit 32 bits and floats as f32 bits; a 16-bit float operand takes integers that fit 16 bits and floats
 * as f16 bits; a 16-bit integer operand takes integers that fit 16 bits and floats as f32 bits; a
 * 64-bit operand takes integers that fit 32 bits (or an inline f64 pattern) and floats as the high dword
 * (64-bit integer operands: inline floats only); packed f16 operands take 32-bit integers and f16
 * floats. Inline constants are chosen whenever the value has one.
 */
/** How an operand encodes constants: LLVM's operand type, by width and float-ness. */
export type AsmConstantClass = 'b32' | 'f16' | 'i16' | 'f64' | 'i64' | 'v2f16';
/** A register operand: its 9-bit source code and width in dwords (0: a name valid at any width). */
export interface AsmRegister {
    readonly code: number;
    readonly dwords: number;
}
/** A numeric operand as written. */
export interface AsmNumber {
    readonly float: boolean;
    /** Integer value (integer tokens). */
    readonly int: bigint;
    /** Float value (float tokens). */
    readonly fp: number;
}
/** One source operand with its modifiers. */
export interface AsmSource {
    readonly reg: AsmRegister | undefined;
    readonly num: AsmNumber | undefined;
    readonly neg: boolean;
    readonly abs: boolean;
    readonly sext: boolean;
}
/** Source code of src_lds_direct. */
export declare const LDS_DIRECT = 254;
/** Source code of null. */
export declare const NULL_CODE = 125;
/** `v7`, `v[4:5]`, `s[0:3]`, `ttmp2`, `vcc_lo`...: the register, or undefined when `text` names none. */
export declare function parseRegister(text: string): AsmRegister | undefined;
/** An integer (decimal or 0x hex) or float token, with an optional leading minus. */
export declare function parseNumber(text: string): AsmNumber | undefined;
/**
 * Parses a source operand with its modifiers, or returns a reason. A minus before a digit is part of
 * the number (`-1.0` is a constant); before anything else it is the neg modifier.
 */
export declare function parseSource(text: string): AsmSource | string;
/** f16 bits of `v` rounded to nearest even, or undefined when it overflows. */
export declare function f16Bits(v: number): number | undefined;
/** An encoded constant: inline code, or code 255 and the literal dword. */
export interface EncodedConstant {
    readonly code: number;
    readonly literal: number | undefined;
}
/** LLVM's encoding of constant `num` for an operand of class `cls`, or undefined when it refuses it. */
export declare function encodeConstant(num: AsmNumber, cls: AsmConstantClass): EncodedConstant | undefined;
/** True for codes that read a scalar register through the constant bus (null and lds_direct do not). */
export declare function isScalarRegisterCode(code: number): boolean;
/**
 * LLVM's constant-bus and literal checks over the sources of one instruction. `add` each source in
 * field order; `check` returns the reason LLVM refuses the combination, or undefined.
 */
export declare class ConstantBus {
    private readonly used;
    private count;
    private literalCount;
    private literalSize;
    private literalValue;
    private distinctLiterals;
    /** Counts an implicit scalar read (VCC of v_div_fmas), keyed like explicit registers. */
    implicit(code: number, dwords: number): void;
    /** Counts a register source of `dwords` dwords (the operand's width). */
    addRegister(code: number, dwords: number): void;
    /** Counts a literal read by an operand of `dwords` dwords. */
    addLiteral(value: number, dwords: number): void;
    /** The literal dword, when one is used. */
    get literal(): number | undefined;
    /** LLVM's refusal reason under constant-bus limit `limit`, or undefined. */
    check(limit: number): string | undefined;
}
/** Parses `name:[a,b,...]` bit lists (op_sel, op_sel_hi, neg_lo, neg_hi): the bits, or undefined. */
export declare function parseBitList(text: string, name: string): number[] | undefined;
