/**
 * Splits LLVM-syntax assembly into statements and operand tokens. Families parse the tokens; this file
 * only knows the shared surface syntax: `;` and `//` comments, one statement per line, operands split
 * at top-level commas and blanks (brackets and parentheses kept whole, so `s[4:7]`, `neg(v1)`,
 * `quad_perm:[0,1,2,3]` and `sendmsg(MSG_GS, GS_OP_EMIT, 0)` are single tokens).
 */
/** Removes `/* ... */ ` notes (llvm-mc prints some inside operands) and a trailing `;
` or `; //` comment. */
function stripComment(text) {
    const line = text.replace(/\/\*.*?\*\//g, '');
    const semi = line.indexOf(';');
    const slashes = line.indexOf('//');
    let end = line.length;
    if (semi >= 0)
        end = Math.min(end, semi);
    if (slashes >= 0)
        end = Math.min(end, slashes);
    return line.slice(0, end);
}
/** Splits operand text into tokens at top-level commas and blanks. */
export function tokenize(rest) {
    const tokens = [];
    let depth = 0;
    let current = '';
    let comma = false;
    let pendingComma = false;
    const flush = () => {
        if (current.length > 0) {
            tokens.push({ text: current, afterComma: comma });
            current = '';
            comma = false;
        }
    };
    for (const ch of rest) {
        if (ch === '[' || ch === '(')
            depth++;
        else if (ch === ']' || ch === ')')
            depth--;
        if (depth === 0 && (ch === ',' || ch === ' ' || ch === '\t')) {
            if (ch === ',')
                pendingComma = true;
            flush();
            continue;
        }
        if (current.length === 0) {
            comma = pendingComma || tokens.length === 0;
            pendingComma = false;
        }
        current += ch;
    }
    flush();
    return tokens;
}
/** Parses one statement; returns undefined for blank lines, comments, labels-free directives. */
export function parseStatement(text, line = 0) {
    const body = stripComment(text).trim();
    if (body.length === 0 || body.startsWith('.'))
        return undefined;
    const space = body.search(/\s/);
    const mnemonic = (space < 0 ? body : body.slice(0, space)).toLowerCase();
    const rest = space < 0 ? '' : body.slice(space).trim();
    return { mnemonic, tokens: tokenize(rest), rest, line, text: body };
}
/** Parses a whole source text into statements. */
export function parseSource(source) {
    const out = [];
    source.split('\n').forEach((l, i) => {
        const s = parseStatement(l, i + 1);
        if (s)
            out.push(s);
    });
    return out;
}
//# sourceMappingURL=asm-lexer.js.map