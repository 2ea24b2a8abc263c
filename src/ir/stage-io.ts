/**
 * Stage inputs and outputs as module globals (`input` and `output` spaces), one per interface slot:
 * the translator's export rules and the interpolation pass both ask for them here, so a slot is
 * declared once and two uses that disagree on its qualifiers are refused instead of merged.
 * Exact interpolation (pixel.barycentrics 'exact') reads barycentric weights and per-vertex attribute
 * values, from fragment barycentrics or from a generated geometry stage's outputs (GEOMETRY_LOCATIONS).
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
  // A builtin read with two samplings (BaryCoordKHR at the centre and the centroid) is two variables.
  const key =
    io.builtin === undefined
      ? `location ${io.location}${io.index ? ` index ${io.index}` : ''}`
      : `${io.builtin}${io.sampling ? ` ${io.sampling}` : ''}`;
  const known = slots.get(`${space} ${key}`);
  const pointee: TypeId = shape ?? vec(type === 'float' ? F32 : I32, 4);
  if (known !== undefined) {
    const g = module.globals[known] as GlobalVar;
    const same =
      g.type === ptr(space, pointee) &&
      g.io?.interpolation === io.interpolation &&
      g.io?.sampling === io.sampling &&
      g.io?.signed === io.signed &&
      g.io?.perVertex === io.perVertex;
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

/** How exact interpolation reaches the host: fragment barycentrics, or a generated geometry stage. */
export type ExactBarycentrics = 'fragment-barycentric' | 'geometry-stage';

/** One barycentric set of SPI_PS_INPUT_ENA/ADDR: its bit and the host qualifiers it matches. */
export interface BarycentricSet {
  readonly name: string;
  readonly bit: number;
  readonly interpolation: 'smooth' | 'noperspective';
  readonly sampling: 'center' | 'centroid' | 'sample';
}

/** The six (i, j) sets, in SPI_PS_INPUT bit order (bit 3, the pull model, is not one). */
export const BARYCENTRIC_SETS: readonly BarycentricSet[] = [
  { name: 'PERSP_SAMPLE', bit: 0, interpolation: 'smooth', sampling: 'sample' },
  { name: 'PERSP_CENTER', bit: 1, interpolation: 'smooth', sampling: 'center' },
  { name: 'PERSP_CENTROID', bit: 2, interpolation: 'smooth', sampling: 'centroid' },
  { name: 'LINEAR_SAMPLE', bit: 4, interpolation: 'noperspective', sampling: 'sample' },
  { name: 'LINEAR_CENTER', bit: 5, interpolation: 'noperspective', sampling: 'center' },
  { name: 'LINEAR_CENTROID', bit: 6, interpolation: 'noperspective', sampling: 'centroid' },
];

/**
 * Fragment input locations of the geometry-stage path: attribute k's vertex v at 3k + v (flat), then
 * barycentric set s (BARYCENTRIC_SETS order) at 3 * attributes + s. The host gives 32 vec4 locations
 * at least where it gives geometry shaders (maxFragmentInputComponents >= 128 on the devices we run).
 */
export const GEOMETRY_LOCATIONS = {
  vertex: (attribute: number, vertex: number): number => 3 * attribute + vertex,
  set: (attributes: number, set: number): number => 3 * attributes + set,
  limit: 32,
} as const;

function geometryLocation(location: number, what: string): number {
  if (location >= GEOMETRY_LOCATIONS.limit) {
    throw new RecompileError(
      0,
      '<pixel inputs>',
      `exact interpolation through a geometry stage puts ${what} at location ${location}, past the ${GEOMETRY_LOCATIONS.limit} fragment input locations it may use`,
    );
  }
  return location;
}

/**
 * The global of barycentric set `set` (an index of BARYCENTRIC_SETS): a vec3 of the host's weights of
 * vertices 0, 1, 2 (the guest's i and j are components 1 and 2).
 */
export function barycentricInput(
  module: IrModule,
  set: number,
  host: ExactBarycentrics,
  attributes: number,
): number {
  const s = BARYCENTRIC_SETS[set] as BarycentricSet;
  if (host === 'fragment-barycentric') {
    const builtin = s.interpolation === 'smooth' ? 'BaryCoordKHR' : 'BaryCoordNoPerspKHR';
    const io: StageIo = { builtin, ...(s.sampling === 'center' ? {} : { sampling: s.sampling }) };
    return slot(module, 'input', `bary_${s.name.toLowerCase()}`, io, 'float', vec(F32, 3));
  }
  const location = geometryLocation(GEOMETRY_LOCATIONS.set(attributes, set), `the ${s.name} weights`);
  const io: StageIo = { location, interpolation: s.interpolation, sampling: s.sampling };
  return slot(module, 'input', `bary_${s.name.toLowerCase()}`, io, 'float', vec(F32, 3));
}

/**
 * Where attribute `attribute` (reading vertex parameter `parameter`) has its value at vertex `vertex`:
 * the global and the element offset its `access` takes (the vertex, for a PerVertexKHR array).
 */
export function perVertexInput(
  module: IrModule,
  attribute: number,
  parameter: number,
  vertex: number,
  host: ExactBarycentrics,
): { global: number; element: number } {
  if (host === 'fragment-barycentric') {
    const io: StageIo = { location: parameter, perVertex: true };
    return { global: slot(module, 'input', `in${parameter}_vertices`, io, 'float'), element: vertex };
  }
  const location = geometryLocation(
    GEOMETRY_LOCATIONS.vertex(attribute, vertex),
    `attribute ${attribute}'s vertex ${vertex}`,
  );
  const io: StageIo = { location, interpolation: 'flat' };
  return { global: slot(module, 'input', `in${parameter}_v${vertex}`, io, 'float'), element: 0 };
}
