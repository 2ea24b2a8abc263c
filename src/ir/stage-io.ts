/**
 * Stage inputs and outputs as module globals (`input` and `output` spaces), one per interface slot:
 * the translator's export rules and the interpolation pass both ask for them here, so a slot is
 * declared once and two uses that disagree on its qualifiers are refused instead of merged.
 */
import { RecompileError } from '../util/errors.js';
import type { GlobalVar, IrModule, StageIo } from './function.js';
import { F32, I32, ptr, type TypeId, vec } from './types.js';

const SLOTS = new WeakMap<IrModule, Map<string, number>>();

/**
 * The vec4 element type of a slot: f32 (floats and guest bits the host passes as floats), or i32 the
 * host declares unsigned or signed (integer colour targets must match their format's signedness).
 */
export type SlotType = 'float' | 'uint' | 'sint';

function slot(
  module: IrModule,
  space: 'input' | 'output',
  name: string,
  io: StageIo,
  type: SlotType,
  shape?: TypeId,
): number {
  let slots = SLOTS.get(module);
  if (!slots) {
    slots = new Map();
    SLOTS.set(module, slots);
  }
  const key = io.builtin ?? `location ${io.location}${io.index ? ` index ${io.index}` : ''}`;
  const known = slots.get(`${space} ${key}`);
  const pointee: TypeId = shape ?? vec(type === 'float' ? F32 : I32, 4);
  if (known !== undefined) {
    const g = module.globals[known] as GlobalVar;
    const same =
      g.type === ptr(space, pointee) &&
      g.io?.interpolation === io.interpolation &&
      g.io?.sampling === io.sampling &&
      g.io?.signed === io.signed;
    if (!same) {
      throw new RecompileError(
        0,
        `<${space} ${key}>`,
        `the program reads ${key} with two different interpolations or types, which one host ${space} cannot hold`,
      );
    }
    return known;
  }
  const index = module.addGlobal({ name, type: ptr(space, pointee), io });
  slots.set(`${space} ${key}`, index);
  return index;
}

/** The global of stage input `location` (a vec4) with its interpolation qualifiers. */
export function stageInput(
  module: IrModule,
  location: number,
  qualifiers: Pick<StageIo, 'interpolation' | 'sampling'>,
  type: SlotType = 'float',
): number {
  return slot(module, 'input', `in${location}`, { location, ...qualifiers }, type);
}

/** The global of stage output `location` (a vec4); `index` 1 is location 0's second colour. */
export function stageOutput(
  module: IrModule,
  location: number,
  type: SlotType = 'float',
  index: 0 | 1 = 0,
): number {
  return slot(
    module,
    'output',
    index === 1 ? `out${location}_1` : `out${location}`,
    { location, ...(index === 1 ? { index: 1 as const } : {}), ...(type === 'sint' ? { signed: true } : {}) },
    type,
  );
}

/** Builtin outputs that are one 32-bit integer (vertex-stage Layer and ViewportIndex). */
const INTEGER_BUILTINS: ReadonlySet<string> = new Set(['Layer', 'ViewportIndex']);

/** Builtin outputs the translator writes. */
export type BuiltinOutput =
  | 'Position'
  | 'FragDepth'
  | 'PointSize'
  | 'Layer'
  | 'ViewportIndex'
  | 'ClipDistance'
  | 'CullDistance';

/**
 * The global of a builtin output: Position (vec4 of f32), FragDepth and PointSize (f32), Layer and
 * ViewportIndex (i32), or the ClipDistance and CullDistance arrays of `count` f32 (a vector in the IR;
 * the emitter declares the array SPIR-V needs).
 */
export function builtinOutput(module: IrModule, builtin: BuiltinOutput, count = 4): number {
  if (INTEGER_BUILTINS.has(builtin)) return slot(module, 'output', builtin, { builtin }, 'uint', I32);
  const scalar = builtin === 'FragDepth' || builtin === 'PointSize';
  const shape = scalar ? F32 : vec(F32, builtin === 'Position' ? 4 : count);
  return slot(module, 'output', builtin, { builtin }, 'float', shape);
}

/** Whether a builtin output holds an integer (Layer, ViewportIndex). */
export function isIntegerBuiltin(builtin: string): boolean {
  return INTEGER_BUILTINS.has(builtin);
}
