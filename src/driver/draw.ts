/**
 * One draw: decode (shader path, programs, fixed-function state), the programs through the program
 * source, the pipeline (cached by program keys, fixed-function state and target formats), the resident
 * targets, the programs' storage images (image-cache.ts: made from their T#s, bound in set 0), and the
 * recorded vkCmdDraw / vkCmdDrawIndexed. Instance ids start at 0 (firstInstance 0:
 * the guest's instance id VGPR does not include a start instance) and vertex ids at VGT_INDX_OFFSET.
 * Indirect draws become the direct draws the CP makes of their argument records (indirect-draw.ts).
 * Anything refused throws a typed error; the caller reports it and goes on.
 */
import { decodeDraw } from '../agc/draw/decode.js';
import type { ProgramSlot } from '../agc/draw/programs.js';
import { decodeFixedFunction, type FixedFunctionState } from '../agc/fixed/index.js';
import type { Viewport } from '../agc/fixed/viewport.js';
import { decodeMultisample } from '../agc/models/aa-coverage.js';
import type { DrawCall } from '../agc/pm4/processor.js';
import { requireRegister } from '../agc/registers/index.js';
import { fieldsOf, readOptional } from '../agc/state/read.js';
import type { RegisterReader } from '../agc/state/register-file.js';
import { emitGeometryStage, type GeometryStagePlan } from '../spirv/emit-geometry.js';
import {
  VK_INDEX_TYPE_UINT16,
  VK_INDEX_TYPE_UINT32,
  VK_SHADER_STAGE_FRAGMENT_BIT,
  VK_SHADER_STAGE_VERTEX_BIT,
} from '../vulkan/bindings.generated.js';
import type { DescriptorSet } from '../vulkan/descriptors.js';
import { createGraphicsPipeline } from '../vulkan/graphics.js';
import { type PipelineLayout, ShaderModule } from '../vulkan/layout.js';
import type { Pipeline } from '../vulkan/pipeline.js';
import { type CachedProgram, PUSH_BYTES, shortHash } from './caches.js';
import { type ColorOutputPlan, planColorOutputs } from './color-outputs.js';
import { type RunContext, timed } from './context.js';
import { bindImages, type DrawImage, drawImages } from './draw-images.js';
import { DriverError } from './errors.js';
import { renderKey, type ScissorBox, type ViewportBox } from './frame.js';
import { directDraws } from './indirect-draw.js';
import { fixedPipelineState } from './pipeline-state.js';
import type { MemoryRegion, PixelRequest, ProgramResult } from './program-source.js';
import { pixelRequest, programFingerprint, stageTables, vertexRequest } from './requests.js';
import { attachmentFormat, colorSurface, depthSurface, type Surface } from './surfaces.js';
import type { ResidentTarget } from './target-cache.js';

/** What an executed draw used (for the report). */
export interface DrawUse {
  readonly programs: { slot: string; address: string; cacheKey: string }[];
  readonly pipeline: string;
  readonly targets: string[];
}

/**
 * A program's push block must be the recompiler's (PUSH_MEMBERS) the driver fills, and its
 * bindings storage images made from T#s in set 0 (the only bindings recompiled programs declare now).
 */
function checkInterface(slot: string, result: ProgramResult): void {
  const { size, members } = result.pushConstants;
  const offset = members.find((m) => m.name === 'addressOffset')?.offset;
  if (size > PUSH_BYTES || (size > 0 && offset !== 0))
    throw new DriverError(`${slot} program`, `push constants of ${size} bytes are not the driver's block`);
  const other = result.bindings.find((b) => b.kind !== 'storage-image' || b.set !== 0 || !b.image);
  if (other) {
    throw new DriverError(
      `${slot} program`,
      `binding ${other.name} (${other.kind}, set ${other.set}) is not bound by the driver yet`,
    );
  }
}

function programOf(
  ctx: RunContext,
  slot: ProgramSlot,
  stage: 'vertex' | 'pixel',
  fingerprint: (tables: MemoryRegion[]) => string,
  request: (tables: MemoryRegion[]) => Parameters<RunContext['source']>[1],
  regs: RegisterReader,
): CachedProgram {
  const program = timed(ctx.report.timings, 'recompile', () => {
    const tables = stageTables(regs, ctx.requestMemory, stage, slot);
    return ctx.caches.program(fingerprint(tables), () => ctx.source(slot.slot, request(tables)));
  });
  checkInterface(`${slot.slot} (${stage})`, program.result);
  return program;
}

/** Vulkan depth range: the viewport's, within 0..1 (Vulkan without depth_range_unrestricted). */
const unit = (x: number): number => Math.min(1, Math.max(0, x));

/**
 * Viewports 0..count-1 as Vulkan takes them, and their scissors clipped to the render area (width x
 * height).
 */
function viewportState(
  fixed: FixedFunctionState,
  width: number,
  height: number,
  count: number,
): { viewports: ViewportBox[]; scissors: ScissorBox[] } {
  const viewports = fixed.viewport.viewports
    .slice(0, count)
    .map(
      (vp: Viewport): ViewportBox => [vp.x, vp.y, vp.width, vp.height, unit(vp.minDepth), unit(vp.maxDepth)],
    );
  const scissors = fixed.viewport.scissors.slice(0, count).map((s): ScissorBox => {
    const x = Math.min(Math.max(0, s.x), width);
    const y = Math.min(Math.max(0, s.y), height);
    const w = Math.max(0, Math.min(width, s.x + s.width) - x);
    const h = Math.max(0, Math.min(height, s.y + s.height) - y);
    return [x, y, w, h];
  });
  return { viewports, scissors };
}

/**
 * How many viewports the draw sets: every decoded one (PA_CL_VPORT_*_n, PA_SC_VPORT_SCISSOR_n) when the
 * vertex program selects one per vertex (PA_CL_VS_OUT_CNTL USE_VTX_VIEWPORT_INDX with the misc vector),
 * else viewport 0. Several need multiViewport and at most maxViewports.
 */
function viewportCount(ctx: RunContext, regs: RegisterReader, fixed: FixedFunctionState): number {
  const out = fieldsOf(regs, 'PA_CL_VS_OUT_CNTL');
  if (!out.VS_OUT_MISC_VEC_ENA || !out.USE_VTX_VIEWPORT_INDX) return 1;
  const count = fixed.viewport.viewports.length;
  const { features, limits } = ctx.device.profile;
  if (count > 1 && !features.multiViewport)
    throw new DriverError('PA_CL_VS_OUT_CNTL', 'a per-vertex viewport index needs the feature multiViewport');
  if (count > limits.maxViewports)
    throw new DriverError(
      `PA_CL_VPORT_XSCALE_${count - 1}`,
      `${count} viewports are more than the device's maxViewports ${limits.maxViewports}`,
    );
  return count;
}

/**
 * The point size facts of a draw that rasterizes points (a point list, or polygons drawn as points),
 * undefined otherwise. Vulkan has no fixed point size, so the vertex program writes PA_SU_POINT_SIZE's
 * when it exports none; square points only; sizes other than 1 need largePoints.
 */
function pointFacts(
  ctx: RunContext,
  fixed: FixedFunctionState,
): { size: number; min: number; max: number } | undefined {
  const { raster } = fixed;
  if (fixed.inputAssembly.topology !== 'pointList' && raster.polygonMode !== 'point') return undefined;
  const p = raster.points;
  if (!p)
    throw new DriverError(
      'PA_SU_POINT_SIZE',
      'points are drawn but PA_SU_POINT_SIZE or PA_SU_POINT_MINMAX is not set',
    );
  if (p.width !== p.height)
    throw new DriverError(
      'PA_SU_POINT_SIZE',
      `points of ${p.width} x ${p.height} pixels: Vulkan points are square`,
    );
  if (p.min > p.max)
    throw new DriverError('PA_SU_POINT_MINMAX', `the point size range ${p.min}..${p.max} is empty`);
  if (!ctx.device.profile.features.largePoints && (p.width !== 1 || p.max > 1))
    throw new DriverError('PA_SU_POINT_SIZE', 'points larger than one pixel need the feature largePoints');
  return { size: p.width, min: p.min, max: p.max };
}

/** What a draw's registers decide: its fixed-function state, pipeline and targets. */
export interface PreparedDraw {
  readonly fixed: FixedFunctionState;
  /** The attachment set's name (frame.ts). */
  readonly renderKey: string;
  /** The resident targets last acquired, valid while the target cache's generation is `generation`. */
  resident?: { generation: number; colors: ResidentTarget[]; depth: ResidentTarget | undefined };
  readonly viewports: readonly ViewportBox[];
  readonly scissors: readonly ScissorBox[];
  readonly pipeline: Pipeline;
  /** The storage images both programs bind, and the layout binding them (set 0). */
  readonly images: readonly DrawImage[];
  readonly layout: { readonly layout: PipelineLayout; readonly key: string };
  readonly colors: readonly Surface[];
  readonly depth: Surface | undefined;
  readonly use: DrawUse;
}

/** No draw made (an indirect draw whose records all draw nothing). */
const NOTHING: DrawUse = { programs: [], pipeline: '', targets: [] };

/**
 * Executes one draw packet; returns what it used (the last of an indirect packet's draws), or throws a
 * refusal.
 */
export function executeDraw(ctx: RunContext, regs: RegisterReader, call: DrawCall): DrawUse {
  if (call.argumentsAddress === undefined) return executeDirect(ctx, regs, call);
  let use = NOTHING;
  for (const draw of directDraws(ctx, regs, call)) use = executeDirect(ctx, draw.regs, draw.call);
  return use;
}

function executeDirect(ctx: RunContext, regs: RegisterReader, call: DrawCall): DrawUse {
  if (call.count === undefined) throw new DriverError(call.packet, 'a direct draw without a count');
  const prepared = ctx.drawMemo.find(
    regs,
    call.indexed,
    (reader) => prepareDraw(ctx, reader, call.indexed),
    ctx.requestMemory.version,
  );
  const descriptors =
    prepared.images.length > 0
      ? timed(ctx.report.timings, 'upload', () => bindImages(ctx, prepared.images, prepared.layout))
      : undefined;
  let resident = prepared.resident;
  if (resident?.generation !== ctx.targets.generation) {
    const acquired = acquireTargets(ctx, prepared.colors, prepared.depth);
    resident = { ...acquired, generation: ctx.targets.generation };
    prepared.resident = resident;
  }
  const targets = resident;
  timed(ctx.report.timings, 'record', () => record(ctx, regs, call, prepared, targets, descriptors));
  return prepared.use;
}

/** Decodes the draw the registers describe and makes its programs and pipeline (all cached). */
function prepareDraw(ctx: RunContext, regs: RegisterReader, indexed: boolean): PreparedDraw {
  const { report } = ctx;
  const decoded = timed(report.timings, 'decode', () => ({
    draw: decodeDraw(regs, ctx.registry),
    fixed: decodeFixedFunction(regs, indexed),
  }));
  const { draw, fixed } = decoded;
  if (draw.path !== 'Vertex')
    throw new DriverError('VGT_SHADER_STAGES_EN', `the ${draw.path} shader path is not drawn yet`);
  const vs = draw.programs.find((p) => p.role === 'vertex');
  const ps = draw.programs.find((p) => p.role === 'pixel');
  if (!vs) throw new DriverError('SPI_SHADER_PGM_LO_ES', 'the draw has no vertex program');
  if (fixed.viewport.negativeOneToOneDepth)
    throw new DriverError('PA_CL_CLIP_CNTL', 'clip space z of -1..1 (DX_CLIP_SPACE_DEF 0) is not drawn yet');

  const colors = timed(report.timings, 'decode', () => fixed.colorTargets.map((t) => colorSurface(regs, t)));
  colors.forEach((c, i) => {
    if (c.slot !== i)
      throw new DriverError(
        `CB_COLOR${c.slot}_INFO`,
        'colour targets must fill slots 0..n-1 (a gap is not drawn yet)',
      );
    if (c.width !== colors[0].width || c.height !== colors[0].height)
      throw new DriverError(
        `CB_COLOR${c.slot}_ATTRIB2`,
        'colour targets of different sizes are not drawn yet',
      );
  });
  const depth = depthSurface(regs, fixed.depthStencil);
  const ms = decodeMultisample(regs);
  for (const c of colors) {
    if (c.samples !== ms.samples)
      throw new DriverError(
        'PA_SC_AA_CONFIG',
        `${ms.samples} rasterized samples into colour target ${c.slot} of ${c.samples} (mixed samples are not drawn)`,
      );
  }
  if (depth && depth.samples !== ms.samples)
    throw new DriverError(
      'PA_SC_AA_CONFIG',
      `${ms.samples} rasterized samples over a one-sample depth target`,
    );
  const multisample = {
    samples: ms.samples,
    ...(ms.sampleMask !== undefined ? { sampleMask: ms.sampleMask } : {}),
  };
  if (colors.length === 0 && !depth)
    throw new DriverError('CB_TARGET_MASK', 'the draw writes no colour target and tests no depth');

  const layers = [...colors, ...(depth ? [depth] : [])].map((s) => s.slices);
  if (layers.some((n) => n !== layers[0]))
    throw new DriverError(
      'CB_COLOR0_VIEW',
      `targets of ${layers.join(', ')} slices: layered rendering needs the same slices in every target`,
    );
  const viewports = viewportCount(ctx, regs, fixed);
  const points = pointFacts(ctx, fixed);

  const target = ctx.device.profile;
  const vertex = programOf(
    ctx,
    vs,
    'vertex',
    (tables) => programFingerprint(regs, 'vertex', vs, tables, points ? JSON.stringify(points) : ''),
    (tables) => vertexRequest(regs, ctx.requestMemory, vs, target, tables, points),
    regs,
  );
  const colFormat = readOptional(regs, 'SPI_SHADER_COL_FORMAT') ?? 0;
  const outputs = planColorOutputs(
    fixed.colorTargets,
    fixed.blend,
    (slot) => ps !== undefined && ((colFormat >>> (4 * slot)) & 0xf) !== 0,
    target.features,
  );
  const typesText = fixed.colorTargets.map((t) => `${t.slot}:${t.numberType}`).join(',');
  const outputsText = outputs.outputs ? JSON.stringify(outputs.outputs) : '';
  const pixel = ps
    ? programOf(
        ctx,
        ps,
        'pixel',
        (tables) => programFingerprint(regs, 'pixel', ps, tables, `${typesText}|${outputsText}`),
        (tables) =>
          withColorOutputs(
            pixelRequest(regs, ctx.requestMemory, ps, fixed.colorTargets, target, tables),
            outputs,
          ),
        regs,
      )
    : undefined;
  linkInterfaces(vertex.result, pixel?.result);
  const images = drawImages(vertex.result, pixel?.result);
  const layout = ctx.caches.graphicsLayoutWithImages(
    images.map((i) => ({ binding: i.binding.binding, stages: i.stages })),
  );

  const written = new Set((pixel?.result.interface.colorOutputs ?? []).map((o) => o.location));
  const fixedState = fixedPipelineState(
    fixed,
    colors.map((c) => ({ slot: c.slot, written: written.has(c.slot) })),
    depth !== undefined,
    outputs,
    depth?.stencil !== undefined,
  );
  const formats = colors.map((c) => c.format);
  // The program cache keys hold the T#s and S#s (the request's tables), which specialize the programs.
  const key = JSON.stringify([
    layout.key,
    vertex.result.cacheKey,
    pixel?.result.cacheKey ?? '',
    fixedState,
    multisample,
    formats,
    depth ? attachmentFormat(depth) : '',
    viewports,
  ]);
  const geometry = geometryStage(pixel?.result, fixed);
  const pipeline = timed(report.timings, 'pipelines', () =>
    ctx.caches.pipeline(key, () => {
      // The generated geometry stage (exact interpolation) lives only as long as pipeline creation.
      const gs =
        geometry &&
        ShaderModule.create(ctx.device, emitGeometryStage(geometry, vertex.result.interface.distances));
      try {
        return createGraphicsPipeline(ctx.device, {
          ...(ctx.pipelineCache ? { cache: ctx.pipelineCache } : {}),
          layout: layout.layout,
          stages: [
            { stage: 'vertex', module: vertex.module, entry: vertex.result.entryPoint },
            ...(gs ? [{ stage: 'geometry' as const, module: gs, entry: 'main' }] : []),
            ...(pixel
              ? [{ stage: 'fragment' as const, module: pixel.module, entry: pixel.result.entryPoint }]
              : []),
          ],
          ...fixedState,
          multisample,
          viewportCount: viewports,
          colorFormats: formats,
          ...(depth ? { depthFormat: attachmentFormat(depth) } : {}),
        });
      } finally {
        gs?.destroy();
      }
    }),
  );

  const use: DrawUse = {
    programs: [vs, ...(ps ? [ps] : [])].map((slot, i) => ({
      slot: slot.slot,
      address: `0x${slot.address.toString(16)}`,
      cacheKey: (i === 0 ? vertex : (pixel as CachedProgram)).result.cacheKey,
    })),
    pipeline: shortHash(key),
    targets: [...colors, ...(depth ? [depth] : [])].map((s) => s.key),
  };
  const extent = colors[0] ?? depth ?? { width: 1, height: 1 };
  return {
    fixed,
    pipeline,
    images,
    layout,
    colors,
    depth,
    use,
    renderKey: renderKey(colors, depth),
    ...viewportState(fixed, extent.width, extent.height, viewports),
  };
}

/** The pixel request with the draw's colour output list (none when MRTn is location n). */
function withColorOutputs(request: PixelRequest, plan: ColorOutputPlan): PixelRequest {
  if (!plan.outputs) return request;
  return { ...request, pixel: { ...request.pixel, colorOutputs: plan.outputs } };
}

/** Topologies the generated geometry stage takes (it reads triangles). */
const TRIANGLES = new Set(['triangleList', 'triangleStrip', 'triangleFan']);

/**
 * The geometry stage a pixel program in exact interpolation mode needs (recompile.ts describes it).
 * It reads triangles: points and lines would need their own barycentric model, so they are refused.
 */
function geometryStage(
  pixel: ProgramResult | undefined,
  fixed: FixedFunctionState,
): GeometryStagePlan | undefined {
  const plan = pixel?.interface.geometryStage;
  const exact = plan !== undefined || (pixel?.interface.inputs ?? []).some((i) => i.perVertex);
  // Exact mode takes the fragment's vertex 0 as the guest's vertex 0 and as the provoking vertex of
  // flat attributes: the first-vertex convention (docs/debt.md).
  if (exact && fixed.raster.provokingVertex === 'last') {
    throw new DriverError(
      'PA_SU_SC_MODE_CNTL.PROVOKING_VTX_LAST',
      'exact interpolation models the first-vertex convention only',
    );
  }
  if (plan && !TRIANGLES.has(fixed.inputAssembly.topology)) {
    throw new DriverError(
      'VGT_PRIMITIVE_TYPE',
      `exact interpolation through a geometry stage takes triangles, not ${fixed.inputAssembly.topology}`,
    );
  }
  return plan;
}

/** Every pixel input must be a parameter the vertex program exports (no DEFAULT_VAL model yet). */
function linkInterfaces(vertex: ProgramResult, pixel: ProgramResult | undefined): void {
  const exported = new Set((vertex.interface.outputs ?? []).map((o) => o.location));
  const throughGeometry = (pixel?.interface.geometryStage?.attributes ?? []).map((a) => ({
    location: a.parameter,
  }));
  for (const input of [...(pixel?.interface.inputs ?? []), ...throughGeometry]) {
    if (!exported.has(input.location))
      throw new DriverError(
        'SPI_PS_INPUT_CNTL',
        `the pixel program reads interpolant location ${input.location}, which the vertex program does not export`,
      );
  }
}

/** Makes the draw's targets resident; loading a new one first completes the work recorded so far. */
function acquireTargets(
  ctx: RunContext,
  colors: readonly Surface[],
  depth: Surface | undefined,
): { colors: ResidentTarget[]; depth: ResidentTarget | undefined } {
  const all = [...colors, ...(depth ? [depth] : [])];
  if (all.some((s) => !ctx.targets.has(s))) {
    timed(ctx.report.timings, 'submit', () => ctx.frame.flush());
  }
  return timed(ctx.report.timings, 'upload', () => ({
    colors: colors.map((c) => ctx.targets.acquire(c)),
    depth: depth ? ctx.targets.acquire(depth) : undefined,
  }));
}

const INDEX_BYTES = { uint16: 2, uint32: 4 } as const;
const VGT_INDX_OFFSET = requireRegister('VGT_INDX_OFFSET').address;

function record(
  ctx: RunContext,
  regs: RegisterReader,
  call: DrawCall,
  prepared: PreparedDraw,
  targets: { colors: ResidentTarget[]; depth: ResidentTarget | undefined },
  descriptors: DescriptorSet | undefined,
): void {
  const { fixed, pipeline } = prepared;
  const count = call.count ?? 0;
  // VGT_NUM_INSTANCES 0 draws one instance, as 1 does.
  const instances = Math.max(1, call.instances ?? 1);
  const firstVertex = regs.get(VGT_INDX_OFFSET) ?? 0;
  let index: { offset: number; type: number } | undefined;
  if (call.indexed) {
    const type = fixed.inputAssembly.indexType;
    if (type !== 'uint16' && type !== 'uint32')
      throw new DriverError(
        'VGT_INDEX_TYPE',
        `${type} indices are not drawn yet (no VK_EXT_index_type_uint8)`,
      );
    if (call.indexAddress === undefined) throw new DriverError(call.packet, 'no index buffer address');
    if (call.maxIndices !== undefined && call.indexOffset + count > call.maxIndices) {
      throw new DriverError(
        call.packet,
        `reads indices ${call.indexOffset}..${call.indexOffset + count - 1} of a buffer of ${call.maxIndices}`,
      );
    }
    const bytes = INDEX_BYTES[type];
    const address = call.indexAddress + call.indexOffset * bytes;
    if (address % bytes !== 0)
      throw new DriverError(
        call.packet,
        `index address 0x${address.toString(16)} is not ${bytes}-byte aligned`,
      );
    index = {
      offset: ctx.memory.offsetOf(address, count * bytes, `${call.packet} indices`),
      type: type === 'uint16' ? VK_INDEX_TYPE_UINT16 : VK_INDEX_TYPE_UINT32,
    };
  }
  const rec = ctx.frame.render(targets.colors, targets.depth, prepared.renderKey);
  for (const t of targets.colors) ctx.targets.touch(t);
  if (targets.depth) ctx.targets.touch(targets.depth);
  if (ctx.frame.bound !== pipeline) {
    rec.bindPipeline(pipeline);
    rec.pushConstants(pipeline, VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, ctx.push);
    ctx.frame.bound = pipeline;
  }
  if (descriptors) rec.bindDescriptorSets(pipeline, [descriptors.handle]);
  ctx.frame.viewportsAndScissors(prepared.viewports, prepared.scissors);
  if (count === 0) return;
  if (index) {
    rec.bindIndexBuffer(ctx.memory.buffer, index.offset, index.type);
    rec.drawIndexed(count, instances, 0, firstVertex, 0);
  } else {
    rec.draw(count, instances, firstVertex, 0);
  }
  // A draw that writes images ends rendering, so the next draw sees its writes (bindImages).
  if (prepared.images.some((i) => i.binding.image?.access !== 'read')) ctx.frame.outside();
}
