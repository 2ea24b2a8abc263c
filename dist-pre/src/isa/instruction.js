/**
 * The decoded form of one RDNA instruction, shared by every encoding family.
 *
 * An instruction is its encoding, opcode and the raw values of its encoding's fields (named as in the
 * family's layout table), plus the trailing literal when it has one. Everything else (text, operand
 * metadata, re-encoding) is derived from these by the family that owns the encoding, so the raw fields
 * are the single source of truth and `encode(decode(w))` is exact by construction.
 */
export {};
//# sourceMappingURL=instruction.js.map