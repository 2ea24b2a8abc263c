/**
 * Rasterization state as Vulkan describes it: cull mode and front face, polygon mode, provoking
 * vertex, depth bias and its clamp, depth clip and clamp, rasterizer discard, line width and point
 * size, from PA_SU_SC_MODE_CNTL, PA_SU_POLY_OFFSET_*, PA_CL_CLIP_CNTL, DB_RENDER_OVERRIDE,
 * PA_SU_LINE_CNTL, PA_SU_POINT_SIZE and PA_SU_POINT_MINMAX.
 * Per-face differences Vulkan cannot express (polygon mode, depth bias) are refused.
 */
import { AgcStateError } from '../errors.js';
import { asFloat, fieldsOf, readOptional, readRequired } from '../state/read.js';
import type { RegisterReader } from '../state/register-file.js';

export type CullMode = 'none' | 'front' | 'back' | 'frontAndBack';
export type PolygonMode = 'fill' | 'line' | 'point';

/** Depth bias of both faces. */
export interface DepthBias {
  readonly constant: number;
  readonly slope: number;
  readonly clamp: number;
}

/** Rasterization state of a draw. */
export interface RasterState {
  readonly cullMode: CullMode;
  readonly frontFace: 'counterClockwise' | 'clockwise';
  readonly polygonMode: PolygonMode;
  readonly provokingVertex: 'first' | 'last';
  readonly depthBias: DepthBias | undefined;
  /** Primitives are clipped against the near and far planes. */
  readonly depthClip: boolean;
  /** Fragment depth is clamped to the viewport's depth range. */
  readonly depthClamp: boolean;
  readonly rasterizerDiscard: boolean;
  readonly lineWidth: number;
  /** Point size state; undefined while PA_SU_POINT_SIZE or PA_SU_POINT_MINMAX was never written. */
  readonly points: PointState | undefined;
}

/**
 * The primitive assembler's point size, in pixels (a point's width and height, the diameter). The
 * registers hold half sizes in 12.4 fixed point (Mesa: "0.5 = 1 pixel"), so a pixel size is the field
 * over 8. A vertex program's exported size is clamped to [min, max]; without one, width x height.
 */
export interface PointState {
  readonly width: number;
  readonly height: number;
  readonly min: number;
  readonly max: number;
}

/** The point size state, when both registers were written. */
function decodePoints(regs: RegisterReader): PointState | undefined {
  if (readOptional(regs, 'PA_SU_POINT_SIZE') === undefined) return undefined;
  if (readOptional(regs, 'PA_SU_POINT_MINMAX') === undefined) return undefined;
  const size = fieldsOf(regs, 'PA_SU_POINT_SIZE');
  const range = fieldsOf(regs, 'PA_SU_POINT_MINMAX');
  return { width: size.WIDTH / 8, height: size.HEIGHT / 8, min: range.MIN_SIZE / 8, max: range.MAX_SIZE / 8 };
}

const PTYPE: readonly (PolygonMode | undefined)[] = ['point', 'line', 'fill'];

/** Decodes the rasterization state. */
export function decodeRaster(regs: RegisterReader): RasterState {
  const modeValue = readRequired(regs, 'PA_SU_SC_MODE_CNTL', 'it decides culling and polygon mode');
  const m = fieldsOf(regs, 'PA_SU_SC_MODE_CNTL');
  const cullMode: CullMode = m.CULL_FRONT
    ? m.CULL_BACK
      ? 'frontAndBack'
      : 'front'
    : m.CULL_BACK
      ? 'back'
      : 'none';
  let polygonMode: PolygonMode = 'fill';
  if (m.POLY_MODE) {
    const front = PTYPE[m.POLYMODE_FRONT_PTYPE];
    const back = PTYPE[m.POLYMODE_BACK_PTYPE];
    if (!front || !back)
      throw new AgcStateError('PA_SU_SC_MODE_CNTL', modeValue, 'reserved polygon mode type');
    if (front !== back && !m.CULL_FRONT && !m.CULL_BACK) {
      throw new AgcStateError(
        'PA_SU_SC_MODE_CNTL',
        modeValue,
        `front faces drawn as ${front} and back faces as ${back}: Vulkan has one polygon mode`,
      );
    }
    polygonMode = m.CULL_FRONT ? back : front;
  }
  let depthBias: DepthBias | undefined;
  const frontOn = m.POLY_OFFSET_FRONT_ENABLE === 1;
  const backOn = m.POLY_OFFSET_BACK_ENABLE === 1;
  if (frontOn || backOn) {
    const drawnFront = !m.CULL_FRONT;
    const drawnBack = !m.CULL_BACK;
    if (drawnFront && drawnBack && frontOn !== backOn) {
      throw new AgcStateError(
        'PA_SU_SC_MODE_CNTL',
        modeValue,
        'depth bias on one face only: Vulkan biases both faces alike',
      );
    }
    const why = 'depth bias is enabled';
    const f = (name: string): number => asFloat(readRequired(regs, name, why));
    const front = {
      constant: f('PA_SU_POLY_OFFSET_FRONT_OFFSET'),
      slope: f('PA_SU_POLY_OFFSET_FRONT_SCALE'),
    };
    const back = { constant: f('PA_SU_POLY_OFFSET_BACK_OFFSET'), slope: f('PA_SU_POLY_OFFSET_BACK_SCALE') };
    const use = drawnFront && frontOn ? front : back;
    if (drawnFront && drawnBack && (front.constant !== back.constant || front.slope !== back.slope)) {
      throw new AgcStateError(
        'PA_SU_POLY_OFFSET_BACK_OFFSET',
        readOptional(regs, 'PA_SU_POLY_OFFSET_BACK_OFFSET'),
        'front and back depth bias differ: Vulkan biases both faces alike',
      );
    }
    if ((drawnFront && frontOn) || (drawnBack && backOn)) {
      // The slope register holds 16 x the polygon's depth slope factor (units of 1/16).
      depthBias = { constant: use.constant, slope: use.slope / 16, clamp: f('PA_SU_POLY_OFFSET_CLAMP') };
    }
  }
  const clip = fieldsOf(regs, 'PA_CL_CLIP_CNTL');
  if (clip.ZCLIP_NEAR_DISABLE !== clip.ZCLIP_FAR_DISABLE) {
    throw new AgcStateError(
      'PA_CL_CLIP_CNTL',
      readOptional(regs, 'PA_CL_CLIP_CNTL'),
      'near and far depth clipping differ: Vulkan clips both or neither',
    );
  }
  // Planes the clipper computes from PA_CL_UCP_n (no vertex program distances): Vulkan has none.
  const ucp = [0, 1, 2, 3, 4, 5].filter((n) => clip[`UCP_ENA_${n}`] === 1);
  if (ucp.length > 0) {
    throw new AgcStateError(
      'PA_CL_CLIP_CNTL',
      readOptional(regs, 'PA_CL_CLIP_CNTL'),
      `user clip planes ${ucp.join(', ')} (UCP_ENA, PA_CL_UCP_n) are not modelled; vertex program distances are`,
    );
  }
  const override = fieldsOf(regs, 'DB_RENDER_OVERRIDE');
  return {
    cullMode,
    frontFace: m.FACE ? 'clockwise' : 'counterClockwise',
    polygonMode,
    provokingVertex: m.PROVOKING_VTX_LAST ? 'last' : 'first',
    depthBias,
    depthClip: clip.ZCLIP_NEAR_DISABLE === 0,
    depthClamp: override.DISABLE_VIEWPORT_CLAMP === 0,
    rasterizerDiscard: clip.DX_RASTERIZATION_KILL === 1,
    lineWidth: fieldsOf(regs, 'PA_SU_LINE_CNTL').WIDTH / 8,
    points: decodePoints(regs),
  };
}
