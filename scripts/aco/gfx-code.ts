/**
 * What a graphics program's code says about its interface: the exports in the disassembly (decoded from
 * the EXP words, the printed target checked against them), the interpolated attributes of the pixel
 * program (each v_interp traced in ACO's IR to the input VGPRs it reads), the varyings in the NIR, and
 * the linkage of pixel attributes to vertex parameter exports (by varying slot), checked by channels.
 */

import { EXP_TARGETS } from '../../src/isa/tables/exp.js';
import type { PsInputFact } from './gfx-launch.js';
import { CorpusError } from './glsl-layout.js';
import { startArgs } from './radv-text.js';

/** One export instruction of the code. */
export interface ExportFact {
  /** mrt0..7, mrtz, null, pos0..3, prim, param0..31. */
  readonly target: string;
  /** EN: the channels written (bit 0 = x); with `compr`, bits 0-1 are the first register, 2-3 the second. */
  readonly enable: number;
  readonly compr: boolean;
  readonly done: boolean;
  readonly vm: boolean;
}

/** Every export of ACO's disassembly, in code order (the same target may appear on several paths). */
export function exportsOf(assembly: string): ExportFact[] {
  const out: ExportFact[] = [];
  for (const m of assembly.matchAll(/^\texp (\w+) .*?; ([0-9a-f]{8}) [0-9a-f]{8}\s*$/gm)) {
    const word = Number.parseInt(m[2] as string, 16);
    const target = EXP_TARGETS[(word >>> 4) & 0x3f];
    if (!target) throw new CorpusError(`exp '${m[1]}' encodes a reserved target`);
    if (target !== m[1]) throw new CorpusError(`exp prints target ${m[1]} but encodes ${target}`);
    out.push({
      target,
      enable: word & 0xf,
      compr: ((word >>> 10) & 1) === 1,
      done: ((word >>> 11) & 1) === 1,
      vm: ((word >>> 12) & 1) === 1,
    });
  }
  if (out.length !== (assembly.match(/^\texp /gm) ?? []).length)
    throw new CorpusError('an exp line has an unexpected form');
  return out;
}

/** One attribute channel the pixel program reads. */
export interface InterpolantFact {
  /** The attribute index of v_interp (`attrN`): the pixel shader's input slot N. */
  readonly attr: number;
  readonly channel: 'x' | 'y' | 'z' | 'w';
  readonly mode: 'persp' | 'linear' | 'flat';
  /** The barycentric location for interpolated ones (from the input VGPRs read). */
  readonly location: 'center' | 'centroid' | 'sample' | null;
  /** v_interp_mov's vertex (p0: the provoking vertex) for flat ones. */
  readonly vertex: 'p10' | 'p20' | 'p0' | null;
}

const CHANNELS = 'xyzw';
const INTERP_MOV_VERTEX = ['p10', 'p20', 'p0'] as const;

/**
 * The interpolants of a pixel program: every v_interp of ACO's IR, its I (p1) or J (p2) operand traced
 * back through p_split_vector to the launch input it comes from; p1 must read I and p2 J of one input.
 */
export function interpolantsOf(acoIr: string, inputs: readonly PsInputFact[]): InterpolantFact[] {
  const vgprArgs = startArgs(acoIr).all.filter((a) => a.file === 'v');
  // temp -> [input index, component or -1 for the whole argument]
  const origin = new Map<string, [number, number]>();
  for (const [i, a] of vgprArgs.entries()) origin.set(a.id, [i, -1]);
  for (const m of acoIr.matchAll(/^\s*((?:v1: %\d+,?\s*)+)= p_split_vector (?:\(kill\))?(%\d+)\s*$/gm)) {
    const from = origin.get(m[2] as string);
    if (!from || from[1] !== -1) continue;
    for (const [c, d] of [...(m[1] as string).matchAll(/%\d+/g)].entries()) origin.set(d[0], [from[0], c]);
  }
  const seen = new Map<string, InterpolantFact>();
  for (const line of acoIr.split('\n')) {
    const interp = /= (v_interp_\w+) (.*) attr(\d+)\.([xyzw])\s*$/.exec(line);
    if (!interp) continue;
    const [, op, operands, attr, channel] = interp as unknown as [
      string,
      string,
      string,
      string,
      InterpolantFact['channel'],
    ];
    let fact: InterpolantFact;
    if (op === 'v_interp_mov_f32') {
      const vertex = INTERP_MOV_VERTEX[Number(/^(\d+),/.exec(operands)?.[1] ?? -1)];
      if (!vertex) throw new CorpusError(`v_interp_mov with operands '${operands}'`);
      fact = { attr: Number(attr), channel, mode: 'flat', location: null, vertex };
    } else if (op === 'v_interp_p1_f32' || op === 'v_interp_p2_f32') {
      const temp = /^(?:\(kill\))?(%\d+)/.exec(operands)?.[1] ?? '';
      const from = origin.get(temp);
      const input = from && inputs[from[0]];
      if (!from || !input || from[1] !== (op === 'v_interp_p1_f32' ? 0 : 1))
        throw new CorpusError(
          `${op} ${operands} does not read ${op.endsWith('p1_f32') ? 'I' : 'J'} of an input`,
        );
      const m = /^(PERSP|LINEAR)_(SAMPLE|CENTER|CENTROID)$/.exec(input.input);
      if (!m) throw new CorpusError(`${op} reads ${input.input}, no barycentric`);
      const location = (m[2] as string).toLowerCase() as InterpolantFact['location'];
      fact = {
        attr: Number(attr),
        channel,
        mode: m[1] === 'PERSP' ? 'persp' : 'linear',
        location,
        vertex: null,
      };
    } else {
      throw new CorpusError(`${op} is not modelled`);
    }
    const key = JSON.stringify(fact);
    // p1 and p2 of one channel give the same fact once.
    if (!seen.has(key)) seen.set(key, fact);
  }
  return [...seen.values()].sort(
    (a, b) => a.attr - b.attr || CHANNELS.indexOf(a.channel) - CHANNELS.indexOf(b.channel),
  );
}

/** One varying of a stage's NIR: its slot, driver location and interpolation qualifier. */
export interface VaryingFact {
  readonly slot: string;
  readonly location: number;
  readonly interpolation: string;
}

/** The `decl_var shader_in|shader_out` varyings of a NIR text (location: the NIR driver location, `base`). */
export function varyingsOf(nir: string, direction: 'in' | 'out'): Map<string, VaryingFact> {
  const out = new Map<string, VaryingFact>();
  const re = new RegExp(
    `decl_var (?:\\w+ )*?shader_${direction} INTERP_MODE_(\\w+) (?:\\S+ )+\\(VARYING_SLOT_(\\w+)\\.[xyzw]+, (\\d+), \\d+\\)`,
    'g',
  );
  for (const m of nir.matchAll(re)) {
    const slot = m[2] as string;
    const location = Number(m[3]);
    const seen = out.get(slot);
    if (seen && seen.location !== location) throw new CorpusError(`varying ${slot} at two locations`);
    out.set(slot, { slot, location, interpolation: (m[1] as string).toLowerCase() });
  }
  return out;
}

/** One link: pixel attribute `attr` reads vertex parameter export `param`, both the varying `slot`. */
export interface LinkFact {
  readonly attr: number;
  readonly param: number;
  readonly slot: string;
}

/** NIR slots in the order RADV 22.3 assigns parameter exports: generic ones, PRIMITIVE_ID (NGG's) last. */
function paramSlots(vsNir: string): string[] {
  const written = new Set<number>();
  for (const m of vsNir.matchAll(/intrinsic store_output .*?io location=(\d+) /g)) written.add(Number(m[1]));
  const byLocation = new Map<number, string>();
  for (const v of varyingsOf(vsNir, 'out').values()) byLocation.set(v.location, v.slot);
  const slots = [...written]
    .map((l) => byLocation.get(l) ?? `location ${l}`)
    .filter((s) => s !== 'POS' && s !== 'PSIZ');
  const rank = (s: string): number => (s === 'PRIMITIVE_ID' ? 1 : 0);
  return slots.sort((a, b) => rank(a) - rank(b) || slotOrder(a) - slotOrder(b));
}

/** Slot numbers for ordering (VARn after the fixed slots). */
function slotOrder(slot: string): number {
  const generic = /^VAR(\d+)$/.exec(slot);
  return generic ? 32 + Number(generic[1]) : 0;
}

/**
 * The linkage of the pixel program's attributes to the vertex program's parameter exports, by varying
 * slot; each attribute channel read must be one the matching parameter export enables.
 */
export function linkageOf(
  vsNir: string,
  psNir: string,
  vsExports: readonly ExportFact[],
  interpolants: readonly InterpolantFact[],
): LinkFact[] {
  const slots = paramSlots(vsNir);
  const params = vsExports.filter((e) => e.target.startsWith('param'));
  const enables = new Map<number, number>();
  for (const e of params) {
    const n = Number(e.target.slice('param'.length));
    enables.set(n, (enables.get(n) ?? 0) | e.enable);
  }
  if (enables.size !== slots.length)
    throw new CorpusError(`${enables.size} parameter exports, ${slots.length} varyings written (${slots})`);
  const links: LinkFact[] = [];
  for (const v of varyingsOf(psNir, 'in').values()) {
    const param = slots.indexOf(v.slot);
    if (param < 0) throw new CorpusError(`pixel input ${v.slot} has no parameter export`);
    for (const i of interpolants.filter((x) => x.attr === v.location)) {
      if (!((enables.get(param) ?? 0) & (1 << CHANNELS.indexOf(i.channel))))
        throw new CorpusError(`attr${i.attr}.${i.channel} reads a channel param${param} does not export`);
      const flat = v.interpolation === 'flat';
      const linear = v.interpolation === 'noperspective';
      if ((i.mode === 'flat') !== flat || (i.mode === 'linear') !== linear)
        throw new CorpusError(`attr${i.attr} is ${v.interpolation} in the NIR but read as ${i.mode}`);
    }
    links.push({ attr: v.location, param, slot: v.slot });
  }
  for (const i of interpolants)
    if (!links.some((l) => l.attr === i.attr)) throw new CorpusError(`attr${i.attr} has no NIR varying`);
  return links.sort((a, b) => a.attr - b.attr);
}
