/**
 * Graphics pipelines on dynamic rendering, with any stage set: vertex (+ tessellation control and
 * evaluation, + geometry) or task/mesh, and fragment. Fixed-function state (vertex input, input
 * assembly, tessellation, rasterization with provoking vertex, multisampling with sample shading,
 * depth/stencil, blending with dual source and logic op) comes from one plain description with
 * Vulkan's defaults for what it leaves out. Viewport and scissor are always dynamic. A description that
 * needs a device feature the device lacks (REQUIREMENTS) is refused with the feature named.
 */
import type { FeatureName } from '../util/target-profile.js';
import {
  VK_BLEND_FACTOR_ONE,
  VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA,
  VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR,
  VK_BLEND_FACTOR_SRC1_ALPHA,
  VK_BLEND_FACTOR_SRC1_COLOR,
  VK_BLEND_FACTOR_ZERO,
  VK_BLEND_OP_ADD,
  VK_COMPARE_OP_ALWAYS,
  VK_CULL_MODE_NONE,
  VK_DYNAMIC_STATE_SCISSOR,
  VK_DYNAMIC_STATE_VIEWPORT,
  VK_FRONT_FACE_COUNTER_CLOCKWISE,
  VK_PIPELINE_BIND_POINT_GRAPHICS,
  VK_POLYGON_MODE_FILL,
  VK_PRIMITIVE_TOPOLOGY_PATCH_LIST,
  VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
  VK_PROVOKING_VERTEX_MODE_LAST_VERTEX_EXT,
  VK_STENCIL_OP_KEEP,
  VK_TESSELLATION_DOMAIN_ORIGIN_UPPER_LEFT,
  VK_VERTEX_INPUT_RATE_INSTANCE,
  VK_VERTEX_INPUT_RATE_VERTEX,
  type VkStencilOpState,
} from './bindings.generated.js';
import type { Device } from './device.js';
import { check, VulkanUnsupportedError, VulkanUsageError } from './errors.js';
import { formatInfo } from './formats.js';
import type { PipelineLayout } from './layout.js';
import { Pipeline, type StageDesc, stageInfo } from './pipeline.js';
import type { PipelineCache } from './pipeline-cache.js';
import { chain, info } from './structs.js';

/** Vertex buffers and attributes. */
export interface VertexInputDesc {
  readonly bindings: readonly { binding: number; stride: number; perInstance?: boolean }[];
  readonly attributes: readonly {
    location: number;
    binding: number;
    format: string | number;
    offset: number;
  }[];
}

/** Color blending of one attachment (Vulkan enum values; defaults: blending off, write RGBA). */
export interface BlendAttachment {
  readonly enable?: boolean;
  readonly srcColor?: number;
  readonly dstColor?: number;
  readonly colorOp?: number;
  readonly srcAlpha?: number;
  readonly dstAlpha?: number;
  readonly alphaOp?: number;
  readonly writeMask?: number;
}

/** Everything a graphics pipeline is built from. */
export interface GraphicsPipelineDesc {
  readonly layout: PipelineLayout;
  readonly stages: readonly StageDesc[];
  readonly vertexInput?: VertexInputDesc;
  /** VkPrimitiveTopology (default triangle list; patch list when tessellating). */
  readonly topology?: number;
  readonly primitiveRestart?: boolean;
  readonly patchControlPoints?: number;
  readonly rasterization?: {
    readonly polygonMode?: number;
    readonly cullMode?: number;
    readonly frontFace?: number;
    readonly depthClamp?: boolean;
    readonly rasterizerDiscard?: boolean;
    readonly depthBias?: { constant: number; clamp: number; slope: number };
    readonly lineWidth?: number;
    /** Last-vertex provoking convention (VK_EXT_provoking_vertex). */
    readonly provokingVertexLast?: boolean;
  };
  readonly multisample?: {
    readonly samples?: number;
    /** Minimum sample shading fraction; enables sample-rate shading when set. */
    readonly minSampleShading?: number;
    readonly sampleMask?: number;
    readonly alphaToCoverage?: boolean;
    readonly alphaToOne?: boolean;
  };
  readonly depthStencil?: {
    readonly depthTest?: boolean;
    readonly depthWrite?: boolean;
    readonly compareOp?: number;
    readonly depthBounds?: readonly [number, number];
    readonly stencil?: {
      readonly front: Partial<VkStencilOpState>;
      readonly back: Partial<VkStencilOpState>;
    };
  };
  readonly blend?: {
    readonly attachments?: readonly BlendAttachment[];
    readonly logicOp?: number;
    /** Blend constants (RGBA), unless VK_DYNAMIC_STATE_BLEND_CONSTANTS makes them dynamic. */
    readonly constants?: readonly [number, number, number, number];
  };
  readonly colorFormats: readonly (string | number)[];
  readonly depthFormat?: string | number;
  /** Extra dynamic states besides viewport and scissor. */
  readonly dynamicStates?: readonly number[];
  /** Viewports (and scissors), all dynamic; more than one needs multiViewport. Default 1. */
  readonly viewportCount?: number;
  readonly cache?: PipelineCache;
  /** VkPipelineCreateFlags (e.g. the capture bits of VK_KHR_pipeline_executable_properties). */
  readonly flags?: number;
}

const STENCIL_DEFAULT: VkStencilOpState = {
  failOp: VK_STENCIL_OP_KEEP,
  passOp: VK_STENCIL_OP_KEEP,
  depthFailOp: VK_STENCIL_OP_KEEP,
  compareOp: VK_COMPARE_OP_ALWAYS,
  compareMask: 0xff,
  writeMask: 0xff,
  reference: 0,
};

const DUAL_SOURCE_FACTORS: ReadonlySet<number> = new Set([
  VK_BLEND_FACTOR_SRC1_COLOR,
  VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR,
  VK_BLEND_FACTOR_SRC1_ALPHA,
  VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA,
]);

/** Whether an enabled attachment blends with a second fragment source. */
function usesDualSource(a: BlendAttachment): boolean {
  return (
    !!a.enable &&
    [a.srcColor, a.dstColor, a.srcAlpha, a.dstAlpha].some((f) => DUAL_SOURCE_FACTORS.has(f ?? -1))
  );
}

/** VkPipelineColorBlendAttachmentState of one attachment, Vulkan's defaults filling the gaps. */
function attachmentState(a: BlendAttachment) {
  return {
    blendEnable: a.enable ? 1 : 0,
    srcColorBlendFactor: a.srcColor ?? VK_BLEND_FACTOR_ONE,
    dstColorBlendFactor: a.dstColor ?? VK_BLEND_FACTOR_ZERO,
    colorBlendOp: a.colorOp ?? VK_BLEND_OP_ADD,
    srcAlphaBlendFactor: a.srcAlpha ?? VK_BLEND_FACTOR_ONE,
    dstAlphaBlendFactor: a.dstAlpha ?? VK_BLEND_FACTOR_ZERO,
    alphaBlendOp: a.alphaOp ?? VK_BLEND_OP_ADD,
    colorWriteMask: a.writeMask ?? 0xf,
  };
}

/** An attachment's effective blend state as a string (factors do not matter with blending off). */
function attachmentKey(a: BlendAttachment): string {
  return a.enable ? JSON.stringify(attachmentState(a)) : `off/${a.writeMask ?? 0xf}`;
}

/** Device features a pipeline description needs: feature, whether `d` uses it, and what uses it. */
const REQUIREMENTS: readonly (readonly [FeatureName, (d: GraphicsPipelineDesc) => boolean, string])[] = [
  ['provokingVertexLast', (d) => !!d.rasterization?.provokingVertexLast, 'rasterization.provokingVertexLast'],
  ['sampleRateShading', (d) => d.multisample?.minSampleShading !== undefined, 'multisample.minSampleShading'],
  ['dualSrcBlend', (d) => (d.blend?.attachments ?? []).some(usesDualSource), 'a SRC1 blend factor'],
  ['logicOp', (d) => d.blend?.logicOp !== undefined, 'blend.logicOp'],
  [
    'independentBlend',
    (d) => new Set(d.colorFormats.map((_, i) => attachmentKey(d.blend?.attachments?.[i] ?? {}))).size > 1,
    'blend attachments that differ',
  ],
  ['depthBounds', (d) => d.depthStencil?.depthBounds !== undefined, 'depthStencil.depthBounds'],
  ['depthClamp', (d) => !!d.rasterization?.depthClamp, 'rasterization.depthClamp'],
  [
    'fillModeNonSolid',
    (d) => (d.rasterization?.polygonMode ?? VK_POLYGON_MODE_FILL) !== VK_POLYGON_MODE_FILL,
    'rasterization.polygonMode',
  ],
];

/** Refuses a description that needs a feature or limit the device lacks (instead of invalid Vulkan). */
function refuseUnsupported(device: Device, d: GraphicsPipelineDesc): void {
  const name = device.profile.device.name;
  for (const [feature, uses, what] of REQUIREMENTS) {
    if (uses(d) && !device.profile.features[feature])
      throw new VulkanUnsupportedError(feature, `${name} lacks the feature, which ${what} needs`);
  }
  const limit = device.profile.limits.maxFragmentDualSrcAttachments;
  const dual = (d.blend?.attachments ?? []).findIndex((a, i) => usesDualSource(a) && i >= limit);
  if (dual >= 0) {
    throw new VulkanUnsupportedError(
      'dualSrcBlend',
      `color attachment ${dual} blends with a second source; ${name} allows it on ${limit} attachment(s)`,
    );
  }
}

/** Creates a graphics pipeline for dynamic rendering. */
export function createGraphicsPipeline(device: Device, d: GraphicsPipelineDesc): Pipeline {
  const names = d.stages.map((s) => s.stage);
  const mesh = names.includes('mesh');
  const tess = names.includes('tessControl') || names.includes('tessEval');
  if (mesh && (names.includes('vertex') || tess || names.includes('geometry'))) {
    throw new VulkanUsageError(
      'graphics stages',
      names.join('+'),
      'mesh pipelines take no vertex, tessellation or geometry stage',
    );
  }
  if (!mesh && !names.includes('vertex'))
    throw new VulkanUsageError('graphics stages', names.join('+'), 'needs a vertex or mesh stage');
  refuseUnsupported(device, d);
  const stages = d.stages.map((s) => stageInfo(device, s));
  const r = d.rasterization ?? {};
  const ms = d.multisample ?? {};
  const ds = d.depthStencil ?? {};
  const vi = d.vertexInput;
  const vertexInput = mesh
    ? null
    : info('VkPipelineVertexInputStateCreateInfo', {
        vertexBindingDescriptionCount: vi?.bindings.length ?? 0,
        pVertexBindingDescriptions: vi?.bindings.length
          ? vi.bindings.map((b) => ({
              binding: b.binding,
              stride: b.stride,
              inputRate: b.perInstance ? VK_VERTEX_INPUT_RATE_INSTANCE : VK_VERTEX_INPUT_RATE_VERTEX,
            }))
          : null,
        vertexAttributeDescriptionCount: vi?.attributes.length ?? 0,
        pVertexAttributeDescriptions: vi?.attributes.length
          ? vi.attributes.map((a) => ({ ...a, format: formatInfo(a.format).value }))
          : null,
      });
  const inputAssembly = mesh
    ? null
    : info('VkPipelineInputAssemblyStateCreateInfo', {
        topology:
          d.topology ?? (tess ? VK_PRIMITIVE_TOPOLOGY_PATCH_LIST : VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST),
        primitiveRestartEnable: d.primitiveRestart ? 1 : 0,
      });
  const tessellation = tess
    ? info('VkPipelineTessellationStateCreateInfo', {
        pNext: chain([
          'VkPipelineTessellationDomainOriginStateCreateInfo',
          { domainOrigin: VK_TESSELLATION_DOMAIN_ORIGIN_UPPER_LEFT },
        ]),
        patchControlPoints: d.patchControlPoints ?? 3,
      })
    : null;
  const raster = info('VkPipelineRasterizationStateCreateInfo', {
    pNext: r.provokingVertexLast
      ? chain([
          'VkPipelineRasterizationProvokingVertexStateCreateInfoEXT',
          { provokingVertexMode: VK_PROVOKING_VERTEX_MODE_LAST_VERTEX_EXT },
        ])
      : null,
    depthClampEnable: r.depthClamp ? 1 : 0,
    rasterizerDiscardEnable: r.rasterizerDiscard ? 1 : 0,
    polygonMode: r.polygonMode ?? VK_POLYGON_MODE_FILL,
    cullMode: r.cullMode ?? VK_CULL_MODE_NONE,
    frontFace: r.frontFace ?? VK_FRONT_FACE_COUNTER_CLOCKWISE,
    depthBiasEnable: r.depthBias ? 1 : 0,
    depthBiasConstantFactor: r.depthBias?.constant ?? 0,
    depthBiasClamp: r.depthBias?.clamp ?? 0,
    depthBiasSlopeFactor: r.depthBias?.slope ?? 0,
    lineWidth: r.lineWidth ?? 1,
  });
  const multisample = info('VkPipelineMultisampleStateCreateInfo', {
    rasterizationSamples: ms.samples ?? 1,
    sampleShadingEnable: ms.minSampleShading !== undefined ? 1 : 0,
    minSampleShading: ms.minSampleShading ?? 0,
    pSampleMask: ms.sampleMask !== undefined ? [ms.sampleMask >>> 0] : null,
    alphaToCoverageEnable: ms.alphaToCoverage ? 1 : 0,
    alphaToOneEnable: ms.alphaToOne ? 1 : 0,
  });
  const depthStencil = info('VkPipelineDepthStencilStateCreateInfo', {
    depthTestEnable: ds.depthTest ? 1 : 0,
    depthWriteEnable: ds.depthWrite ? 1 : 0,
    depthCompareOp: ds.compareOp ?? VK_COMPARE_OP_ALWAYS,
    depthBoundsTestEnable: ds.depthBounds ? 1 : 0,
    stencilTestEnable: ds.stencil ? 1 : 0,
    front: { ...STENCIL_DEFAULT, ...ds.stencil?.front },
    back: { ...STENCIL_DEFAULT, ...ds.stencil?.back },
    minDepthBounds: ds.depthBounds?.[0] ?? 0,
    maxDepthBounds: ds.depthBounds?.[1] ?? 1,
  });
  const attachments = d.colorFormats.map((_, i) => attachmentState(d.blend?.attachments?.[i] ?? {}));
  const blend = info('VkPipelineColorBlendStateCreateInfo', {
    logicOpEnable: d.blend?.logicOp !== undefined ? 1 : 0,
    logicOp: d.blend?.logicOp ?? 0,
    attachmentCount: attachments.length,
    pAttachments: attachments.length ? attachments : null,
    blendConstants: d.blend?.constants ?? [0, 0, 0, 0],
  });
  const dynamic = [VK_DYNAMIC_STATE_VIEWPORT, VK_DYNAMIC_STATE_SCISSOR, ...(d.dynamicStates ?? [])];
  const depthFormat = d.depthFormat !== undefined ? formatInfo(d.depthFormat) : undefined;
  const colorFormats = d.colorFormats.map((f) => formatInfo(f).value);
  const rendering = chain([
    'VkPipelineRenderingCreateInfo',
    {
      colorAttachmentCount: colorFormats.length,
      pColorAttachmentFormats: colorFormats.length ? colorFormats : null,
      depthAttachmentFormat: depthFormat && depthFormat.aspect !== 'stencil' ? depthFormat.value : 0,
      stencilAttachmentFormat:
        depthFormat && (depthFormat.aspect === 'stencil' || depthFormat.aspect === 'depthStencil')
          ? depthFormat.value
          : 0,
    },
  ]);
  const ci = info('VkGraphicsPipelineCreateInfo', {
    pNext: rendering,
    flags: d.flags ?? 0,
    stageCount: stages.length,
    pStages: stages,
    pVertexInputState: vertexInput,
    pInputAssemblyState: inputAssembly,
    pTessellationState: tessellation,
    pViewportState: info('VkPipelineViewportStateCreateInfo', {
      viewportCount: d.viewportCount ?? 1,
      scissorCount: d.viewportCount ?? 1,
    }),
    pRasterizationState: raster,
    pMultisampleState: multisample,
    pDepthStencilState: depthFormat ? depthStencil : null,
    pColorBlendState: colorFormats.length ? blend : null,
    pDynamicState: info('VkPipelineDynamicStateCreateInfo', {
      dynamicStateCount: dynamic.length,
      pDynamicStates: dynamic,
    }),
    layout: d.layout.handle,
    basePipelineIndex: -1,
  });
  const out = [null];
  check(
    'vkCreateGraphicsPipelines',
    device.vk.vkCreateGraphicsPipelines(device.handle, d.cache?.handle ?? null, 1, ci, null, out),
  );
  return new Pipeline(device, out[0] as unknown as bigint, VK_PIPELINE_BIND_POINT_GRAPHICS, d.layout);
}
