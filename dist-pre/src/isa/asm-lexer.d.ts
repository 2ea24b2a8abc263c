/**
 * Splits LLVM-syntax assembly into statements and operand tokens. Families parse the tokens; this file
 * only knows the shared surface syntax: `;` and `//` comments, one statement per line, operands split
 * at top-level commas and blanks (brackets and parentheses kept whole, so `s[4:7]`, `neg(v1)`,
 * `quad_perm:[0,1,2,3]` and `sendmsg(MSG_GS, GS_OP_EMIT, 0)` are single tokens).
 */
/** One operand or modifier token and whether a comma preceded it. */
export interface Token {
    readonly text: string;
    /** true when the token followed a comma (an operand), false after blanks only (a modifier). */
    readonly afterComma: boolean;
}
/** One instruction statement. */
export interface Statement {
    /** The mnemonic as written, lower-cased (suffixes such as `_e32`, `_e64`, `_dpp`, `_sdwa` kept). */
    readonly mnemonic: string;
    readonly tokens: readonly Token[];
    /** Text after the mnemonic, trimmed, for error messages and special syntaxes. */
    readonly rest: string;
    /** 1-based source line, 0 when unknown. */
    readonly line: number;
    /** The statement as written. */
    readonly text: string;
}
/** Splits operand text into tokens at top-level commas and blanks. */
export declare function tokenize(rest: string): Token[];
/** Parses one statement; returns undefined for blank lines, comments, labels-free directives. */
export declare function parseStatement(text: string, line?: number): Statement | undefined;
/** Parses a whole source text into statements. */
export declare function parseSource(source: string): Statement[];
