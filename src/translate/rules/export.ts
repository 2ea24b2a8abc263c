/**
 * EXP: a vertex or pixel program hands its results to fixed function. Each target becomes a host
 * stage output (ir/stage-io.ts), written per lane where EXEC is set:
 * - vertex: pos0 -> Position, pos1..3 -> the misc vector's PointSize/Layer/ViewportIndex and the clip
 *   and cull distances (recompiler/position-exports.ts), paramN -> location N (a vec4 of the exported bits as f32), prim -> an
 *   `export_prim` that passes/lower-stage-io.ts proves to be the input primitive;
 * - pixel: mrtN -> location N through SPI_SHADER_COL_FORMAT, mrtz -> FragDepth, null -> no data. A
 *   `done` export keeps the lanes active at it; a pixel no done export kept is demoted at the end
 *   (translate.ts, endProgram), as the hardware discards it.
 * With the launch's `colorOutputs`, MRT exports go to one function variable per channel instead, and
 * the end of the program stores the listed host outputs (a location, a dual-source index) as copies of
 * those channels or constants: reordering channels and feeding a second blend colour adds no
 * arithmetic, so the host blend sees exactly the values a plain export would carry.
 */
import type { ValueId } from '../../ir/function.js';
import { builtinOutput, type SlotType, stageOutput } from '../../ir/stage-io.js';
import { F16, F32, I16, I32, ptr, vec } from '../../ir/types.js';
import type { Operand } from '../../isa/instruction.js';
import { EXP_TARGETS } from '../../isa/tables/exp.js';
import type { TranslationContext } from '../context.js';
import type { HostComponent, PositionExport } from '../options.js';
import type { RuleTable, TranslateRule } from './rule.js';

/** SPI_SHADER_EX_FORMAT values. */
const EX = {
  ZERO: 0,
  R32: 1,
  GR32: 2,
  AR32: 3,
  FP16: 4,
  UNORM16: 5,
  SNORM16: 6,
  UINT16: 7,
  SINT16: 8,
  ABGR32: 9,
} as const;
const EX_NAMES = [
  'ZERO',
  '32_R',
  '32_GR',
  '32_AR',
  'FP16_ABGR',
  'UNORM16_ABGR',
  'SNORM16_ABGR',
  'UINT16_ABGR',
  'SINT16_ABGR',
  '32_ABGR',
];

/** Output components (R, G, B, A) each uncompressed 32-bit format carries, by export slot. */
const CHANNELS_32: Readonly<Record<number, readonly number[]>> = {
  [EX.R32]: [0],
  [EX.GR32]: [0, 1],
  [EX.AR32]: [0, 3],
  [EX.ABGR32]: [0, 1, 2, 3],
};

/** Writes `value` into component `component` of output global `g` where this lane is active. */
function writeComponent(
  t: TranslationContext,
  g: number,
  type: SlotType,
  component: number | undefined,
  value: ValueId,
): void {
  const element = type === 'float' ? F32 : I32;
  const pointee = component === undefined ? element : vec(element, 4);
  let p = t.b.emit('global', ptr('output', pointee), [], { imms: [g] }).result as ValueId;
  if (component !== undefined)
    p = t.b.value('access', ptr('output', element), p, t.const32(0), t.const32(component));
  const old = t.b.value('load', element, p);
  const bits = type === 'float' ? t.b.value('bitcast', F32, value) : value;
  t.b.effect('store', [p, t.b.value('select', element, t.active(), bits, old)]);
}

/** The exported VGPR of slot `slot` (0..3), or undefined when its EN bit is clear. */
function slotValue(
  t: TranslationContext,
  ops: readonly Operand[],
  en: number,
  slot: number,
): ValueId | undefined {
  if (((en >>> slot) & 1) === 0) return undefined;
  const enabledBefore = [0, 1, 2, 3].filter((s) => s < slot && ((en >>> s) & 1) === 1).length;
  const op = ops[enabledBefore];
  return op ? t.readLane32(op) : undefined;
}

function exportVertex(
  t: TranslationContext,
  target: string,
  ops: readonly Operand[],
  en: number,
  compr: boolean,
): void {
  const launch = t.options.launch;
  if (launch.stage !== 'vertex') return;
  if (compr) throw t.refuse(`a compressed ${target} export in a vertex program is not translated`);
  if (target === 'prim') {
    const value = slotValue(t, ops, en, 0);
    if (value === undefined) throw t.refuse('a primitive export without its data');
    t.b.effect('export_prim', [value], { imms: [t.current?.pc ?? 0] });
    return;
  }
  if (target.startsWith('pos')) {
    const pos = launch.positions[Number(target.slice(3))];
    if (!pos) throw t.refuse(`export target ${target} in a vertex program is not translated`);
    if ('refused' in pos) throw t.refuse(`${target}: ${pos.refused}`);
    for (let slot = 0; slot < 4; slot++) {
      const v = slotValue(t, ops, en, slot);
      if (v === undefined) continue;
      for (const host of pos.components[slot] ?? []) writeHost(t, host, v);
    }
    if (target === 'pos0' && launch.pointSize && !exportsPointSize(launch.positions)) {
      // No size in the misc vector: the primitive assembler uses PA_SU_POINT_SIZE's.
      const fixed = t.b.value('bitcast', I32, t.b.constFloat(F32, launch.pointSize.fixed));
      writeComponent(t, builtinOutput(t.module, 'PointSize'), 'float', undefined, fixed);
    }
    return;
  }
  if (!target.startsWith('param'))
    throw t.refuse(`export target ${target} in a vertex program is not translated`);
  const n = Number(target.slice(5));
  if (n >= launch.parameterCount) {
    throw t.refuse(`${target} is past the ${launch.parameterCount} parameters SPI_VS_OUT_CONFIG declares`);
  }
  const g = stageOutput(t.module, n);
  for (let slot = 0; slot < 4; slot++) {
    const v = slotValue(t, ops, en, slot);
    if (v !== undefined) writeComponent(t, g, 'float', slot, v);
  }
}

/** Whether any position export feeds PointSize. */
const exportsPointSize = (positions: readonly PositionExport[]): boolean =>
  positions.some(
    (p) => 'components' in p && p.components.some((c) => c.some((h) => h.builtin === 'PointSize')),
  );

/**
 * Writes one exported 32-bit value into the host builtin element `host`: a bit field for the integer
 * builtins, the size clamped to PA_SU_POINT_MINMAX for PointSize where the draw rasterizes points.
 */
function writeHost(t: TranslationContext, host: HostComponent, value: ValueId): void {
  const launch = t.options.launch;
  const g = builtinOutput(t.module, host.builtin, host.count);
  if (host.bits) {
    const [offset, width] = host.bits;
    const field = t.b.value('ubfe', I32, value, t.const32(offset), t.const32(width));
    writeComponent(t, g, 'uint', undefined, field);
    return;
  }
  if (host.builtin === 'PointSize') {
    let size = value;
    if (launch.stage === 'vertex' && launch.pointSize) {
      // fmax/fmin return the other operand for a NaN size (docs/debt.md: the hardware's NaN rule).
      const { min, max } = launch.pointSize;
      const f = t.b.value('bitcast', F32, value);
      const clamped = t.b.value(
        'fmin',
        F32,
        t.b.value('fmax', F32, f, t.b.constFloat(F32, min)),
        t.b.constFloat(F32, max),
      );
      size = t.b.value('bitcast', I32, clamped);
    }
    writeComponent(t, g, 'float', undefined, size);
    return;
  }
  writeComponent(t, g, 'float', host.index, value);
}

/**
 * A 16-bit normalized export value as the f32 the host target converts: u / 65535, or
 * max(s / 32767, -1). The product by the rounded reciprocal is within an ulp of the quotient, far
 * from any rounding tie of a normalized target of 16 bits or fewer, so the target holds the value the
 * CB would store (docs/debt.md: float targets).
 */
function normalized(t: TranslationContext, h: ValueId, signed: boolean): ValueId {
  const b = t.b;
  const v = signed
    ? b.value('stof', F32, b.value('sext', I32, h))
    : b.value('utof', F32, b.value('zext', I32, h));
  const scaled = b.value('fmul', F32, v, b.constFloat(F32, signed ? 1 / 32767 : 1 / 65535));
  const clamped = signed ? b.value('fmax', F32, scaled, b.constFloat(F32, -1)) : scaled;
  return b.value('bitcast', I32, clamped);
}

/** The two 16-bit halves of a compressed export VGPR, widened to 32-bit output values. */
function halves(t: TranslationContext, packed: ValueId, format: number): [ValueId, ValueId] {
  const lo16 = t.b.value('trunc', I16, packed);
  const hi16 = t.b.value('trunc', I16, t.b.value('lshr', I32, packed, t.const32(16)));
  const widen = (h: ValueId): ValueId => {
    if (format === EX.FP16)
      return t.b.value('bitcast', I32, t.b.value('fpext', F32, t.b.value('bitcast', F16, h)));
    if (format === EX.UNORM16 || format === EX.SNORM16) return normalized(t, h, format === EX.SNORM16);
    return format === EX.SINT16 ? t.b.value('sext', I32, h) : t.b.value('zext', I32, h);
  };
  return [widen(lo16), widen(hi16)];
}

function exportColor(
  t: TranslationContext,
  mrt: number,
  ops: readonly Operand[],
  en: number,
  compr: boolean,
): void {
  const launch = t.options.launch;
  if (launch.stage !== 'pixel') return;
  const format = launch.colorFormats[mrt] ?? EX.ZERO;
  if (format === EX.ZERO) return; // the SPI drops exports to an MRT without a format
  const targetType = launch.colorTypes[mrt] ?? 'float';
  const name = EX_NAMES[format] ?? String(format);
  const integerFormat = format === EX.UINT16 || format === EX.SINT16;
  const slotType: SlotType = targetType;
  const compressed = format >= EX.FP16 && format <= EX.SINT16;
  if ((integerFormat && targetType === 'float') || (compressed && !integerFormat && targetType !== 'float')) {
    throw t.refuse(`MRT${mrt} format ${name} does not fit its ${targetType} target`);
  }
  if (compressed !== compr) {
    throw t.refuse(
      `MRT${mrt} format ${name} needs ${compressed ? 'a compressed' : 'an uncompressed'} export`,
    );
  }
  const routed = EXPORT_VARS.get(t);
  let write: (component: number, value: ValueId) => void;
  if (routed) write = (component, value) => writeChannel(t, routed[mrt][component], slotType, value);
  else {
    // Declared even when no channel is enabled, as a plain export always was.
    const g = stageOutput(t.module, mrt, slotType);
    write = (component, value) => writeComponent(t, g, slotType, component, value);
  }
  if (compressed) {
    // EN bits come in pairs; VGPR k holds components 2k and 2k+1.
    let next = 0;
    for (let k = 0; k < 2; k++) {
      if (((en >>> (2 * k)) & 3) === 0) continue;
      const op = ops[next++];
      if (!op) continue;
      const [a, b] = halves(t, t.readLane32(op), format);
      write(2 * k, a);
      write(2 * k + 1, b);
    }
    return;
  }
  const channels = CHANNELS_32[format] ?? [];
  channels.forEach((component) => {
    // Export slot n carries component n (32_AR's alpha is slot 3).
    const v = slotValue(t, ops, en, component);
    if (v !== undefined) write(component, v);
  });
}

/** Per pixel program with colorOutputs: MRT n channel c's function variable (entry block). */
const EXPORT_VARS = new WeakMap<TranslationContext, ValueId[][]>();

const elementOf = (type: SlotType) => (type === 'float' ? F32 : I32);

/** Writes `value` into an export channel variable where this lane is active. */
function writeChannel(t: TranslationContext, p: ValueId, type: SlotType, value: ValueId): void {
  const element = elementOf(type);
  const old = t.b.value('load', element, p);
  const bits = type === 'float' ? t.b.value('bitcast', F32, value) : value;
  t.b.effect('store', [p, t.b.value('select', element, t.active(), bits, old)]);
}

/**
 * Pixel programs whose launch lists colorOutputs: declares the export channel variables (call in the
 * entry block). A channel no export writes reads 0 (promote-vars), where the hardware leaves it
 * undefined.
 */
export function declareExportChannels(t: TranslationContext): void {
  const launch = t.options.launch;
  if (launch.stage !== 'pixel' || !launch.colorOutputs) return;
  const vars = Array.from({ length: 8 }, (_, mrt) =>
    [0, 1, 2, 3].map(() => t.b.value('var', ptr('function', elementOf(launch.colorTypes[mrt] ?? 'float')))),
  );
  EXPORT_VARS.set(t, vars);
}

/** Stores the launch's colorOutputs from the export channel variables (at each end of the program). */
export function storeColorOutputs(t: TranslationContext): void {
  const vars = EXPORT_VARS.get(t);
  const launch = t.options.launch;
  if (!vars || launch.stage !== 'pixel' || !launch.colorOutputs) return;
  for (const out of launch.colorOutputs) {
    const type: SlotType = launch.colorTypes[out.location] ?? 'float';
    const element = elementOf(type);
    const g = stageOutput(t.module, out.location, type, out.index);
    out.channels.forEach((source, component) => {
      let value: ValueId;
      if (source === 'zero' || source === 'one') {
        const one = source === 'one';
        value = type === 'float' ? t.b.constFloat(F32, one ? 1 : 0) : t.b.const(I32, one ? 1 : 0);
      } else {
        const from = launch.colorTypes[source.mrt] ?? 'float';
        if (from !== type) {
          throw t.refuse(
            `location ${out.location} (${type}) cannot copy MRT${source.mrt}, whose target is ${from}`,
          );
        }
        value = t.b.value('load', element, vars[source.mrt][source.channel]);
      }
      let p = t.b.emit('global', ptr('output', vec(element, 4)), [], { imms: [g] }).result as ValueId;
      p = t.b.value('access', ptr('output', element), p, t.const32(0), t.const32(component));
      t.b.effect('store', [p, value]);
    });
  }
}

function exportDepth(t: TranslationContext, ops: readonly Operand[], en: number): void {
  const launch = t.options.launch;
  if (launch.stage !== 'pixel') return;
  if ((en & ~1) !== 0) throw t.refuse('stencil, sample mask or alpha through MRTZ is not translated yet');
  if (launch.zFormat === EX.ZERO) return;
  const v = slotValue(t, ops, en, 0);
  if (v !== undefined) writeComponent(t, builtinOutput(t.module, 'FragDepth'), 'float', undefined, v);
}

const exp: TranslateRule = (t, inst, ops) => {
  const f = inst.fields;
  const target = EXP_TARGETS[f.tgt as number] ?? `target ${f.tgt}`;
  const en = f.en as number;
  const compr = f.compr === 1;
  const stage = t.options.launch.stage;
  if (stage === 'vertex') {
    exportVertex(t, target, ops, en, compr);
    return;
  }
  if (stage !== 'pixel') throw t.refuse(`exports have no meaning in a ${stage} program`);
  if (target.startsWith('mrt') && target !== 'mrtz') exportColor(t, Number(target.slice(3)), ops, en, compr);
  else if (target === 'mrtz') exportDepth(t, ops, en);
  else if (target !== 'null') throw t.refuse(`export target ${target} in a pixel program`);
  if (f.done === 1) t.markExported();
};

/** The export rule. */
export const EXPORT_RULES: RuleTable = { exp };
