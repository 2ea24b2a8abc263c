/**
 * Hardware registers seen through s_getreg_b32, s_setreg_b32, s_setreg_imm32_b32, s_round_mode and
 * s_denorm_mode. The hwreg operand (simm16) is id [5:0], offset [10:6], size - 1 [15:11]; getreg
 * returns the field zero-extended, setreg replaces the field with the source's low bits.
 *
 * Modelled registers:
 * - HW_REG_MODE (1), read and write. FP_DENORM, DX10_CLAMP and IEEE live in the wave's FloatMode
 *   (float.ts: floatModeOf/setFloatMode), which the VALU rules read; LOD_CLAMPED is kept here. The
 *   VALU rules round to nearest even and keep or flush denormals on both input and output, so a write
 *   of another FP_ROUND, a one-sided FP_DENORM (flush in only / out only), DEBUG_EN, EXCP_EN, FP16_OVFL
 *   or a reserved bit raises an ExecError instead of being silently ignored.
 * - HW_REG_STATUS (2), read only, for the bits the executor knows: SCC [0], EXECZ [9], VCCZ [10],
 *   IN_BARRIER [12] (0 while the wave runs), HALT [13] (0) and VALID [16] (1). A field that covers
 *   any other bit is refused.
 * Every other register (TRAPSTS, HW_ID1/2, GPR/LDS allocation, SH_MEM_BASES, flat scratch, XNACK,
 * shader cycles ...) describes hardware placement, allocation or time that the executor does not
 * model: reading or writing one raises an ExecError naming it.
 */
import {
  decodeHwreg,
  HWREG_MODE,
  HWREG_STATUS,
  hwregName,
  STATUS_KNOWN_BITS,
} from '../../isa/tables/hwreg.js';
import { DEFAULT_FLOAT_MODE, type FloatMode, floatModeOf, setFloatMode } from '../float.js';
import type { ExecContext, Semantic, SemanticTable } from '../semantics.js';
import type { WaveState } from '../wave.js';
import { fail, operandAt, read32, simm16, write32 } from './scalar-common.js';

/** MODE register bit fields. */
const MODE_FP_ROUND = 0xf;
const MODE_FP_DENORM_SHIFT = 4;
const MODE_DX10_CLAMP = 1 << 8;
const MODE_IEEE = 1 << 9;
const MODE_LOD_CLAMPED = 1 << 10;
/** MODE bits a program may set to 1 (FP_DENORM, DX10_CLAMP, IEEE, LOD_CLAMPED). */
const MODE_WRITABLE = (0xf << MODE_FP_DENORM_SHIFT) | MODE_DX10_CLAMP | MODE_IEEE | MODE_LOD_CLAMPED;

/** MODE bits kept outside FloatMode (LOD_CLAMPED), per wave. */
const EXTRA_MODE_BITS = new WeakMap<WaveState, number>();

/** The MODE register value of `wave` (FP_ROUND is always round-to-nearest-even). */
export function modeRegister(wave: WaveState): number {
  const m = floatModeOf(wave);
  let v = EXTRA_MODE_BITS.get(wave) ?? 0;
  if (m.f32Denormals) v |= 3 << MODE_FP_DENORM_SHIFT;
  if (m.f16f64Denormals) v |= 3 << (MODE_FP_DENORM_SHIFT + 2);
  if (m.dx10Clamp) v |= MODE_DX10_CLAMP;
  if (m.ieee) v |= MODE_IEEE;
  return v >>> 0;
}

/** The MODE value of a fresh compute wave (DEFAULT_FLOAT_MODE, nothing else set). */
export const DEFAULT_MODE_REGISTER: number =
  (DEFAULT_FLOAT_MODE.f32Denormals ? 3 << 4 : 0) |
  (DEFAULT_FLOAT_MODE.f16f64Denormals ? 3 << 6 : 0) |
  (DEFAULT_FLOAT_MODE.dx10Clamp ? MODE_DX10_CLAMP : 0) |
  (DEFAULT_FLOAT_MODE.ieee ? MODE_IEEE : 0);

function denormMode(ctx: ExecContext, bits: number, which: string): boolean {
  if (bits === 0) return false;
  if (bits === 3) return true;
  return fail(
    ctx,
    `MODE.FP_DENORM ${which} = ${bits} (${bits === 1 ? 'flush input only' : 'flush output only'}) is not modelled`,
  );
}

/** Sets the MODE register of the executing wave, refusing values the VALU rules cannot honour. */
function setModeRegister(ctx: ExecContext, value: number): void {
  const v = value >>> 0;
  if ((v & MODE_FP_ROUND) !== 0) {
    fail(ctx, `MODE.FP_ROUND = ${v & MODE_FP_ROUND}: the VALU rules round to nearest even only`);
  }
  const unsupported = v & ~MODE_WRITABLE & ~MODE_FP_ROUND;
  if (unsupported !== 0) {
    fail(
      ctx,
      `MODE bits 0x${(unsupported >>> 0).toString(16)} (debug, exception enables, FP16_OVFL or reserved) are not modelled`,
    );
  }
  const mode: FloatMode = {
    f32Denormals: denormMode(ctx, (v >>> MODE_FP_DENORM_SHIFT) & 3, 'f32'),
    f16f64Denormals: denormMode(ctx, (v >>> (MODE_FP_DENORM_SHIFT + 2)) & 3, 'f16/f64'),
    dx10Clamp: (v & MODE_DX10_CLAMP) !== 0,
    ieee: (v & MODE_IEEE) !== 0,
  };
  setFloatMode(ctx.wave, mode);
  EXTRA_MODE_BITS.set(ctx.wave, v & MODE_LOD_CLAMPED);
}

function statusRegister(ctx: ExecContext): number {
  const w = ctx.wave;
  let v = w.scc & 1;
  if (w.exec === 0n) v |= 1 << 9;
  if (w.readMask(106) === 0n) v |= 1 << 10;
  v |= 1 << 16;
  return v >>> 0;
}

const getreg: Semantic = (ctx) => {
  const f = decodeHwreg(simm16(ctx));
  let value: number;
  if (f.id === HWREG_MODE) value = modeRegister(ctx.wave);
  else if (f.id === HWREG_STATUS) {
    const unknown = f.mask & ~STATUS_KNOWN_BITS;
    if (unknown !== 0) {
      fail(
        ctx,
        `HW_REG_STATUS bits 0x${(unknown >>> 0).toString(16)} are not modelled (known: SCC, EXECZ, VCCZ, IN_BARRIER, HALT, VALID)`,
      );
    }
    value = statusRegister(ctx);
  } else {
    return fail(
      ctx,
      `${hwregName(f.id, ctx.target.mcpu)} describes hardware state the reference executor does not model`,
    );
  }
  write32(ctx, operandAt(ctx, 0), ((value & f.mask) >>> f.offset) >>> 0);
};

function setreg(ctx: ExecContext, source: number): void {
  const f = decodeHwreg(simm16(ctx));
  if (f.id !== HWREG_MODE)
    fail(ctx, `writing ${hwregName(f.id, ctx.target.mcpu)} is not modelled by the reference executor`);
  const old = modeRegister(ctx.wave);
  setModeRegister(ctx, ((old & ~f.mask) | ((source << f.offset) & f.mask)) >>> 0);
}

/** Hardware-register rules by mnemonic. */
export const HWREG_SEMANTICS: SemanticTable = {
  s_getreg_b32: getreg,
  s_setreg_b32: (ctx) => setreg(ctx, read32(ctx, operandAt(ctx, 1))),
  s_setreg_imm32_b32: (ctx) => setreg(ctx, (ctx.inst.literal ?? 0) >>> 0),
  s_round_mode: (ctx) =>
    setModeRegister(ctx, (modeRegister(ctx.wave) & ~MODE_FP_ROUND) | (simm16(ctx) & 0xf)),
  s_denorm_mode: (ctx) =>
    setModeRegister(
      ctx,
      (modeRegister(ctx.wave) & ~(0xf << MODE_FP_DENORM_SHIFT)) | ((simm16(ctx) & 0xf) << 4),
    ),
};
