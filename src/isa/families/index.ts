/**
 * The registry of encoding families. Each family module exports one `Family`; the decoder finds a
 * family by encoding through `familyOf`, the assembler tries families in this order.
 */
import type { Family } from '../family.js';
import type { EncodingName } from '../instruction.js';
import { BUFFER_FAMILY } from './buffer.js';
import { DS_FAMILY } from './ds.js';
import { expFamily } from './exp.js';
import { FLAT_FAMILY } from './flat.js';
import { mimgFamily } from './mimg.js';
import { scalarFamily } from './scalar.js';
import { vintrpFamily } from './vintrp.js';
import { VOP_FAMILY } from './vop.js';
import { vop3Family } from './vop3.js';

/** Every family, in assembler lookup order. */
export const FAMILIES: readonly Family[] = [
  VOP_FAMILY,
  DS_FAMILY,
  BUFFER_FAMILY,
  FLAT_FAMILY,
  mimgFamily,
  expFamily,
  vintrpFamily,
  vop3Family,
  scalarFamily,
];

const BY_ENCODING = new Map<EncodingName, Family>();
for (const family of FAMILIES) for (const e of family.encodings) BY_ENCODING.set(e, family);

/** The family that decodes `encoding`, if one is registered. */
export function familyOf(encoding: EncodingName): Family | undefined {
  return BY_ENCODING.get(encoding);
}
