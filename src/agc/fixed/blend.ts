/**
 * Blend state description (not the reversed-order routing, which src/agc/models/ owns): per target the
 * CB_BLENDn_CONTROL equations as Vulkan factors and operations, the blend constants, and the color
 * block's mode and logic operation from CB_COLOR_CONTROL. Factors and modes Vulkan lacks are refused.
 */
import { AgcStateError } from '../errors.js';
import { asFloat, fieldsOf, readOptional } from '../state/read.js';
import type { RegisterReader } from '../state/register-file.js';

export type BlendFactor =
  | 'zero'
  | 'one'
  | 'srcColor'
  | 'oneMinusSrcColor'
  | 'srcAlpha'
  | 'oneMinusSrcAlpha'
  | 'dstAlpha'
  | 'oneMinusDstAlpha'
  | 'dstColor'
  | 'oneMinusDstColor'
  | 'srcAlphaSaturate'
  | 'constantColor'
  | 'oneMinusConstantColor'
  | 'src1Color'
  | 'oneMinusSrc1Color'
  | 'src1Alpha'
  | 'oneMinusSrc1Alpha'
  | 'constantAlpha'
  | 'oneMinusConstantAlpha';
export type BlendOp = 'add' | 'subtract' | 'min' | 'max' | 'reverseSubtract';
export type LogicOp =
  | 'clear'
  | 'and'
  | 'andReverse'
  | 'copy'
  | 'andInverted'
  | 'noOp'
  | 'xor'
  | 'or'
  | 'nor'
  | 'equivalent'
  | 'invert'
  | 'orReverse'
  | 'copyInverted'
  | 'orInverted'
  | 'nand'
  | 'set';

/** One blend equation. */
export interface BlendEquation {
  readonly src: BlendFactor;
  readonly dst: BlendFactor;
  readonly op: BlendOp;
}

/** Blend of one color target. */
export interface TargetBlend {
  readonly slot: number;
  readonly control: number;
  readonly enable: boolean;
  readonly color: BlendEquation;
  readonly alpha: BlendEquation;
  /** DISABLE_ROP3: the logic operation does not apply to this target. */
  readonly logicOpDisabled: boolean;
}

/** Blend state of a draw. */
export interface BlendState {
  readonly mode: 'disable' | 'normal';
  /** The logic operation (CB_COLOR_CONTROL.ROP3); undefined for plain copy. */
  readonly logicOp: LogicOp | undefined;
  readonly constants: readonly [number, number, number, number];
  readonly targets: readonly TargetBlend[];
}

/** BlendOp enumeration of CB_BLENDn_CONTROL by value; 11 and 12 (BOTH_*) have no Vulkan factor. */
const FACTOR: readonly (BlendFactor | undefined)[] = [
  'zero',
  'one',
  'srcColor',
  'oneMinusSrcColor',
  'srcAlpha',
  'oneMinusSrcAlpha',
  'dstAlpha',
  'oneMinusDstAlpha',
  'dstColor',
  'oneMinusDstColor',
  'srcAlphaSaturate',
  undefined,
  undefined,
  'constantColor',
  'oneMinusConstantColor',
  'src1Color',
  'oneMinusSrc1Color',
  'src1Alpha',
  'oneMinusSrc1Alpha',
  'constantAlpha',
  'oneMinusConstantAlpha',
];
const OP: readonly (BlendOp | undefined)[] = ['add', 'subtract', 'min', 'max', 'reverseSubtract'];
/** ROP3 codes of the 16 two-operand logic operations. */
const ROP3: Readonly<Record<number, LogicOp>> = {
  0: 'clear',
  136: 'and',
  68: 'andReverse',
  204: 'copy',
  34: 'andInverted',
  170: 'noOp',
  102: 'xor',
  238: 'or',
  17: 'nor',
  153: 'equivalent',
  85: 'invert',
  221: 'orReverse',
  51: 'copyInverted',
  187: 'orInverted',
  119: 'nand',
  255: 'set',
};

function equation(
  reg: string,
  value: number,
  src: number,
  dst: number,
  op: number,
  which: string,
): BlendEquation {
  const s = FACTOR[src];
  const d = FACTOR[dst];
  const o = OP[op];
  if (!s || !d)
    throw new AgcStateError(reg, value, `${which} factor ${s ? dst : src} has no Vulkan equivalent`);
  if (!o) throw new AgcStateError(reg, value, `${which} combine function ${op} is reserved`);
  if ((o === 'min' || o === 'max') && (s !== 'one' || d !== 'one')) {
    throw new AgcStateError(
      reg,
      value,
      `${which} ${o.toUpperCase()} with factors other than ONE: the hardware applies the factors, Vulkan ignores them`,
    );
  }
  return { src: s, dst: d, op: o };
}

/** Decodes the blend state for the color target slots in `slots`. */
export function decodeBlend(regs: RegisterReader, slots: readonly number[]): BlendState {
  const cc = fieldsOf(regs, 'CB_COLOR_CONTROL');
  const ccValue = readOptional(regs, 'CB_COLOR_CONTROL');
  if (cc.MODE !== 0 && cc.MODE !== 1)
    throw new AgcStateError(
      'CB_COLOR_CONTROL',
      ccValue,
      `color block mode ${cc.MODE} (a resolve, decompress or fast-clear pass) is not a draw`,
    );
  if (cc.DEGAMMA_ENABLE)
    throw new AgcStateError('CB_COLOR_CONTROL', ccValue, 'DEGAMMA_ENABLE is unsupported');
  const rop = ccValue === undefined ? 0xcc : cc.ROP3;
  const logic = ROP3[rop];
  if (!logic)
    throw new AgcStateError(
      'CB_COLOR_CONTROL',
      ccValue,
      `ROP3 code 0x${rop.toString(16)} uses the pattern operand, which Vulkan lacks`,
    );
  const targets: TargetBlend[] = slots.map((slot) => {
    const name = `CB_BLEND${slot}_CONTROL`;
    const value = readOptional(regs, name) ?? 0;
    const b = fieldsOf(regs, name);
    const enable = b.ENABLE === 1;
    const color = enable
      ? equation(name, value, b.COLOR_SRCBLEND, b.COLOR_DESTBLEND, b.COLOR_COMB_FCN, 'color')
      : { src: 'one' as const, dst: 'zero' as const, op: 'add' as const };
    const alpha =
      enable && b.SEPARATE_ALPHA_BLEND
        ? equation(name, value, b.ALPHA_SRCBLEND, b.ALPHA_DESTBLEND, b.ALPHA_COMB_FCN, 'alpha')
        : color;
    return { slot, control: value, enable, color, alpha, logicOpDisabled: b.DISABLE_ROP3 === 1 };
  });
  const constant = (name: string): number => asFloat(readOptional(regs, name) ?? 0);
  return {
    mode: cc.MODE === 0 ? 'disable' : 'normal',
    logicOp: logic === 'copy' ? undefined : logic,
    constants: [
      constant('CB_BLEND_RED'),
      constant('CB_BLEND_GREEN'),
      constant('CB_BLEND_BLUE'),
      constant('CB_BLEND_ALPHA'),
    ],
    targets,
  };
}
