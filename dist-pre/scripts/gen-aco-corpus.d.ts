/**
 * The program words of ACO's disassembly text. Accepted lines: blank, labels (`BB3:`), and instructions
 * `\tmnemonic operands ; xxxxxxxx [xxxxxxxx...]`; anything else is refused, since a silently skipped line
 * would shift every later word.
 */
export declare function parseAcoAssembly(text: string): number[];
