/**
 * GFX10 hardware registers (s_getreg/s_setreg): names by id as llvm-mc prints them (gfx1013 has
 * XNACK_MASK at 22, gfx1030 SHADER_CYCLES at 29), the hwreg(id, offset, size) operand's fields, and the
 * STATUS bits whose meaning is known. The assembler, the translator and the executor read them here.
 */
import type { Mcpu } from '../target.js';

/** HW_REG_MODE and HW_REG_STATUS ids. */
export const HWREG_MODE = 1;
export const HWREG_STATUS = 2;

/** STATUS bits with a known meaning: SCC [0], EXECZ [9], VCCZ [10], IN_BARRIER [12], HALT [13], VALID [16]. */
export const STATUS_KNOWN_BITS = (1 << 0) | (1 << 9) | (1 << 10) | (1 << 12) | (1 << 13) | (1 << 16);

const COMMON: Readonly<Record<number, string>> = {
  1: 'HW_REG_MODE',
  2: 'HW_REG_STATUS',
  3: 'HW_REG_TRAPSTS',
  5: 'HW_REG_GPR_ALLOC',
  6: 'HW_REG_LDS_ALLOC',
  7: 'HW_REG_IB_STS',
  15: 'HW_REG_SH_MEM_BASES',
  16: 'HW_REG_TBA_LO',
  17: 'HW_REG_TBA_HI',
  18: 'HW_REG_TMA_LO',
  19: 'HW_REG_TMA_HI',
  20: 'HW_REG_FLAT_SCR_LO',
  21: 'HW_REG_FLAT_SCR_HI',
  23: 'HW_REG_HW_ID1',
  24: 'HW_REG_HW_ID2',
  25: 'HW_REG_POPS_PACKER',
};

function table(extra: Readonly<Record<number, string>>): readonly (string | undefined)[] {
  const t: (string | undefined)[] = new Array(64).fill(undefined);
  for (const [k, v] of Object.entries({ ...COMMON, ...extra })) t[Number(k)] = v;
  return t;
}

const GFX1013 = table({ 22: 'HW_REG_XNACK_MASK' });
const GFX1030 = table({ 29: 'HW_REG_SHADER_CYCLES' });

/** Hardware register names by id for a target (undefined: no name). */
export function hwregNames(mcpu: Mcpu): readonly (string | undefined)[] {
  return mcpu === 'gfx1030' ? GFX1030 : GFX1013;
}

/** The register's name for messages, or `hwreg N`. */
export function hwregName(id: number, mcpu: Mcpu): string {
  return hwregNames(mcpu)[id] ?? `hwreg ${id}`;
}

/** A decoded hwreg(id, offset, size) operand. */
export interface HwregField {
  readonly id: number;
  readonly offset: number;
  readonly size: number;
  /** The field's bits within the register. */
  readonly mask: number;
}

/** The hwreg operand of a simm16: id [5:0], offset [10:6], size - 1 [15:11]. */
export function decodeHwreg(simm16: number): HwregField {
  const id = simm16 & 0x3f;
  const offset = (simm16 >>> 6) & 0x1f;
  const size = ((simm16 >>> 11) & 0x1f) + 1;
  const ones = size >= 32 ? 0xffffffff : (1 << size) - 1;
  return { id, offset, size, mask: (ones << offset) >>> 0 };
}
