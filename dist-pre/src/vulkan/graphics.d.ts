import { type VkStencilOpState } from './bindings.generated.js';
import type { Device } from './device.js';
import type { PipelineLayout } from './layout.js';
import { Pipeline, type StageDesc } from './pipeline.js';
import type { PipelineCache } from './pipeline-cache.js';
/** Vertex buffers and attributes. */
export interface VertexInputDesc {
    readonly bindings: readonly {
        binding: number;
        stride: number;
        perInstance?: boolean;
    }[];
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
        readonly depthBias?: {
            constant: number;
            clamp: number;
            slope: number;
        };
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
    readonly cache?: PipelineCache;
}
/** Creates a graphics pipeline for dynamic rendering. */
export declare function createGraphicsPipeline(device: Device, d: GraphicsPipelineDesc): Pipeline;
