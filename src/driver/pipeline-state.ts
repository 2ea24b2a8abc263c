/**
 * The Vulkan fixed-function state of a draw: the decoded agc descriptions (src/agc/fixed) mapped to
 * Vulkan enum values for src/vulkan/graphics.ts. The agc names are Vulkan's enumerant names in camel
 * case, so one lookup serves every enumeration. Depth clipping: the hardware's near/far clip maps to
 * Vulkan clipping, and with clipping off Vulkan's depth clamp stands in (docs/debt.md).
 */
import type { StencilFace } from '../agc/fixed/depth-stencil.js';
import type { FixedFunctionState } from '../agc/fixed/index.js';
import type { CullMode } from '../agc/fixed/raster.js';
import { InternalError } from '../util/errors.js';
import type { VkStencilOpState } from '../vulkan/bindings.generated.js';
import * as VK from '../vulkan/bindings.generated.js';
import type { GraphicsPipelineDesc } from '../vulkan/graphics.js';
import type { ColorOutputPlan } from './color-outputs.js';

const ENUMS = VK as unknown as Readonly<Record<string, unknown>>;

/** The value of VK_<PREFIX>_<CAMEL as SNAKE>, e.g. vkEnum('BLEND_FACTOR', 'oneMinusSrcAlpha'). */
export function vkEnum(prefix: string, camel: string): number {
  const name = `VK_${prefix}_${camel.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
  const value = ENUMS[name];
  if (typeof value !== 'number') throw new InternalError(`no Vulkan enumerant ${name}`);
  return value;
}

/** VkCullModeFlags by cull mode (the single-face flags end in _BIT, so vkEnum cannot name them). */
const CULL_MODES: Readonly<Record<CullMode, number>> = {
  none: VK.VK_CULL_MODE_NONE,
  front: VK.VK_CULL_MODE_FRONT_BIT,
  back: VK.VK_CULL_MODE_BACK_BIT,
  frontAndBack: VK.VK_CULL_MODE_FRONT_AND_BACK,
};

/** The pipeline description's fixed-function fields (no stages, layout or formats). */
export type FixedPipelineState = Pick<
  GraphicsPipelineDesc,
  'topology' | 'primitiveRestart' | 'rasterization' | 'depthStencil' | 'blend'
>;

/** One face's stencil state as VkStencilOpState takes it (the references are static pipeline state). */
function stencilFace(face: StencilFace): VkStencilOpState {
  return {
    failOp: vkEnum('STENCIL_OP', face.failOp),
    passOp: vkEnum('STENCIL_OP', face.passOp),
    depthFailOp: vkEnum('STENCIL_OP', face.depthFailOp),
    compareOp: vkEnum('COMPARE_OP', face.compareOp),
    compareMask: face.compareMask,
    writeMask: face.writeMask,
    reference: face.reference,
  };
}

/**
 * Vulkan state of `fixed`; `attachments` are the colour slots in attachment order with whether the
 * pixel program writes each; `depth` whether a depth attachment is bound; `outputs` the draw's colour
 * output plan (write masks in image channel order, reversed-order blend equations); `stencil` whether
 * the depth attachment has a stencil aspect.
 */
export function fixedPipelineState(
  fixed: FixedFunctionState,
  attachments: readonly { readonly slot: number; readonly written: boolean }[],
  depth: boolean,
  outputs: ColorOutputPlan,
  stencil = false,
): FixedPipelineState {
  const { inputAssembly: ia, raster, depthStencil: ds, blend } = fixed;
  const blendBySlot = new Map(blend.targets.map((b) => [b.slot, b]));
  return {
    topology: vkEnum('PRIMITIVE_TOPOLOGY', ia.topology),
    primitiveRestart: ia.primitiveRestart,
    rasterization: {
      polygonMode: vkEnum('POLYGON_MODE', raster.polygonMode),
      cullMode: CULL_MODES[raster.cullMode],
      frontFace: vkEnum('FRONT_FACE', raster.frontFace),
      depthClamp: !raster.depthClip,
      rasterizerDiscard: raster.rasterizerDiscard,
      ...(raster.depthBias ? { depthBias: raster.depthBias } : {}),
      lineWidth: 1,
      provokingVertexLast: raster.provokingVertex === 'last',
    },
    depthStencil: depth
      ? {
          depthTest: ds.depthTest,
          depthWrite: ds.depthWrite,
          compareOp: vkEnum('COMPARE_OP', ds.depthCompare),
          ...(ds.depthBounds ? { depthBounds: ds.depthBounds } : {}),
          ...(stencil && ds.stencilTest
            ? { stencil: { front: stencilFace(ds.front), back: stencilFace(ds.back) } }
            : {}),
        }
      : {},
    blend: {
      attachments: attachments.map(({ slot, written }) => {
        const b = blendBySlot.get(slot);
        // CB_COLOR_CONTROL.MODE CB_DISABLE writes no colour at all.
        const on = written && blend.mode !== 'disable';
        const route = outputs.attachments.get(slot);
        const writeMask = on ? (route?.writeMask ?? 0) : 0;
        if (!b?.enable) return { writeMask };
        const routed = route?.equations;
        if (routed) {
          return {
            enable: true,
            srcColor: routed.color.src,
            dstColor: routed.color.dst,
            colorOp: routed.color.op,
            srcAlpha: routed.alpha.src,
            dstAlpha: routed.alpha.dst,
            alphaOp: routed.alpha.op,
            writeMask,
          };
        }
        return {
          enable: true,
          srcColor: vkEnum('BLEND_FACTOR', b.color.src),
          dstColor: vkEnum('BLEND_FACTOR', b.color.dst),
          colorOp: vkEnum('BLEND_OP', b.color.op),
          srcAlpha: vkEnum('BLEND_FACTOR', b.alpha.src),
          dstAlpha: vkEnum('BLEND_FACTOR', b.alpha.dst),
          alphaOp: vkEnum('BLEND_OP', b.alpha.op),
          writeMask,
        };
      }),
      ...(blend.logicOp ? { logicOp: vkEnum('LOGIC_OP', blend.logicOp) } : {}),
      constants: blend.constants,
    },
  };
}
