/**
 * Depth and stencil state as Vulkan describes it, from DB_DEPTH_CONTROL, DB_STENCIL_CONTROL,
 * DB_STENCILREFMASK(_BF), DB_DEPTH_BOUNDS_MIN/MAX and the depth target's DB_Z_INFO / DB_STENCIL_INFO.
 * Stencil operations whose amount is STENCILOPVAL must use 1 (Vulkan increments by one) and a
 * replacement must write the test reference; other operations are refused.
 */
import { AgcStateError } from '../errors.js';
import { asFloat, fieldsOf, readOptional } from '../state/read.js';
import type { RegisterReader } from '../state/register-file.js';

export type CompareOp =
  | 'never'
  | 'less'
  | 'equal'
  | 'lessOrEqual'
  | 'greater'
  | 'notEqual'
  | 'greaterOrEqual'
  | 'always';
export type StencilOp =
  | 'keep'
  | 'zero'
  | 'replace'
  | 'incrementAndClamp'
  | 'decrementAndClamp'
  | 'invert'
  | 'incrementAndWrap'
  | 'decrementAndWrap';

/** One face's stencil state. */
export interface StencilFace {
  readonly failOp: StencilOp;
  readonly passOp: StencilOp;
  readonly depthFailOp: StencilOp;
  readonly compareOp: CompareOp;
  readonly compareMask: number;
  readonly writeMask: number;
  readonly reference: number;
}

/** Depth and stencil state of a draw. */
export interface DepthStencilState {
  readonly depthTest: boolean;
  readonly depthWrite: boolean;
  readonly depthCompare: CompareOp;
  readonly depthBounds: readonly [number, number] | undefined;
  readonly stencilTest: boolean;
  readonly front: StencilFace;
  readonly back: StencilFace;
  /** Depth target format (DB_Z_INFO.FORMAT) and stencil presence. */
  readonly depthFormat: 'none' | 'd16' | 'd32f';
  readonly stencilFormat: 'none' | 's8';
}

const COMPARE: readonly CompareOp[] = [
  'never',
  'less',
  'equal',
  'lessOrEqual',
  'greater',
  'notEqual',
  'greaterOrEqual',
  'always',
];

function stencilOp(
  code: number,
  opValue: number,
  testValue: number,
  where: string,
  regValue: number | undefined,
): StencilOp {
  const refuse = (why: string): never => {
    throw new AgcStateError('DB_STENCIL_CONTROL', regValue, `${where}: ${why}`);
  };
  switch (code) {
    case 0:
      return 'keep';
    case 1:
      return 'zero';
    case 3:
      return 'replace';
    case 4:
      return opValue === testValue
        ? 'replace'
        : refuse(`replace with STENCILOPVAL ${opValue} differs from the reference ${testValue}`);
    case 7:
      return 'invert';
    case 5:
    case 6:
    case 8:
    case 9:
      if (opValue !== 1) refuse(`an increment or decrement by STENCILOPVAL ${opValue} (Vulkan steps by 1)`);
      return (
        ['incrementAndClamp', 'decrementAndClamp', '', '', 'incrementAndWrap', 'decrementAndWrap'] as const
      )[code - 5] as StencilOp;
    default:
      return refuse(
        `stencil operation ${code} (set to ones or a bitwise operation) has no Vulkan equivalent`,
      );
  }
}

/** Decodes the depth and stencil state (unset registers read as their reset value 0). */
export function decodeDepthStencil(regs: RegisterReader): DepthStencilState {
  const d = fieldsOf(regs, 'DB_DEPTH_CONTROL');
  const s = fieldsOf(regs, 'DB_STENCIL_CONTROL');
  const sValue = readOptional(regs, 'DB_STENCIL_CONTROL');
  const ref = fieldsOf(regs, 'DB_STENCILREFMASK');
  const refBf = fieldsOf(regs, 'DB_STENCILREFMASK_BF');
  const stencilTest = d.STENCIL_ENABLE === 1;
  const face = (back: boolean): StencilFace => {
    const test = back ? refBf.STENCILTESTVAL_BF : ref.STENCILTESTVAL;
    const opVal = back ? refBf.STENCILOPVAL_BF : ref.STENCILOPVAL;
    const where = back ? 'back face' : 'front face';
    const op = (code: number): StencilOp =>
      stencilTest ? stencilOp(code, opVal, test, where, sValue) : 'keep';
    return {
      failOp: op(back ? s.STENCILFAIL_BF : s.STENCILFAIL),
      passOp: op(back ? s.STENCILZPASS_BF : s.STENCILZPASS),
      depthFailOp: op(back ? s.STENCILZFAIL_BF : s.STENCILZFAIL),
      compareOp: COMPARE[back ? d.STENCILFUNC_BF : d.STENCILFUNC],
      compareMask: back ? refBf.STENCILMASK_BF : ref.STENCILMASK,
      writeMask: back ? refBf.STENCILWRITEMASK_BF : ref.STENCILWRITEMASK,
      reference: test,
    };
  };
  const front = face(false);
  const back = d.BACKFACE_ENABLE ? face(true) : front;
  const zFormat = fieldsOf(regs, 'DB_Z_INFO').FORMAT;
  if (zFormat === 2)
    throw new AgcStateError(
      'DB_Z_INFO',
      readOptional(regs, 'DB_Z_INFO'),
      '24-bit depth (Z_24) is unsupported',
    );
  const bounds = d.DEPTH_BOUNDS_ENABLE
    ? ([
        asFloat(readOptional(regs, 'DB_DEPTH_BOUNDS_MIN') ?? 0),
        asFloat(readOptional(regs, 'DB_DEPTH_BOUNDS_MAX') ?? 0),
      ] as const)
    : undefined;
  return {
    depthTest: d.Z_ENABLE === 1,
    depthWrite: d.Z_ENABLE === 1 && d.Z_WRITE_ENABLE === 1,
    depthCompare: COMPARE[d.ZFUNC],
    depthBounds: bounds,
    stencilTest,
    front,
    back,
    depthFormat: zFormat === 1 ? 'd16' : zFormat === 3 ? 'd32f' : 'none',
    stencilFormat: fieldsOf(regs, 'DB_STENCIL_INFO').FORMAT === 1 ? 's8' : 'none',
  };
}
