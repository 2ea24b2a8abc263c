/**
 * Translation rules by mnemonic: each guest instruction's semantics expressed in IR, merged from the
 * per-family rule modules. Branches and program ends are translated by translate.ts itself.
 */

import { BUFFER_RULES } from './buffer.js';
import { DS_RULES } from './ds.js';
import { EXPORT_RULES } from './export.js';
import { FLAT_RULES } from './flat.js';
import { IMAGE_RULES } from './image.js';
import { INTERP_RULES } from './interp.js';
import type { RuleTable, TranslateRule } from './rule.js';
import { SCALAR_ALU } from './scalar-alu.js';
import { SCALAR_BASICS } from './scalar-basics.js';
import { SCALAR_MISC } from './scalar-misc.js';
import { SCALAR_PC } from './scalar-pc.js';
import { SCALAR_UNARY } from './scalar-unary.js';
import { SMEM } from './smem.js';
import { VALU_COMPARE_RULES } from './valu-compare.js';
import { VALU_CONVERT_RULES } from './valu-convert.js';
import { VALU_FLOAT_RULES } from './valu-float.js';
import { VALU_INT_RULES } from './valu-int.js';
import { VALU_LANE_RULES } from './valu-lane.js';
import { VALU_PACKED_RULES } from './valu-packed.js';
import { VALU_TRANS_RULES } from './valu-trans.js';

export type { RuleTable, TranslateRule } from './rule.js';

const TABLES: readonly RuleTable[] = [
  SCALAR_BASICS,
  SCALAR_ALU,
  SCALAR_UNARY,
  SCALAR_MISC,
  SCALAR_PC,
  SMEM,
  VALU_INT_RULES,
  VALU_FLOAT_RULES,
  VALU_TRANS_RULES,
  VALU_CONVERT_RULES,
  VALU_COMPARE_RULES,
  VALU_LANE_RULES,
  VALU_PACKED_RULES,
  DS_RULES,
  BUFFER_RULES,
  FLAT_RULES,
  IMAGE_RULES,
  EXPORT_RULES,
  INTERP_RULES,
];

function merge(tables: readonly RuleTable[]): RuleTable {
  const out: Record<string, TranslateRule> = {};
  for (const table of tables) {
    for (const [name, rule] of Object.entries(table)) {
      if (out[name]) throw new Error(`translation rule ${name} is defined twice`);
      out[name] = rule;
    }
  }
  return out;
}

/** Every translation rule. */
export const RULES: RuleTable = merge(TABLES);
