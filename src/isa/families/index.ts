/**
 * The registry of encoding families. Each family module exports one `Family`; the decoder finds a
 * family by encoding through `familyOf`, the assembler tries families in this order.
 */
import type { Family } from '../family.js';
import type { EncodingName } from '../instruction.js';

/** Every family, in assembler lookup order. */
export const FAMILIES: readonly Family[] = [];

const BY_ENCODING = new Map<EncodingName, Family>();
for (const family of FAMILIES) for (const e of family.encodings) BY_ENCODING.set(e, family);

/** The family that decodes `encoding`, if one is registered. */
export function familyOf(encoding: EncodingName): Family | undefined {
  return BY_ENCODING.get(encoding);
}
