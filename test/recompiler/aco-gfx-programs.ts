/**
 * The graphics ACO corpus (test/recompiler/aco-gfx/, README there) as typed pairs: each pair's vertex
 * (NGG) and pixel programs with ACO's disassembly text and the launch facts of NAME.json. Shared by the
 * corpus test and, later, the graphics recompiler's tests and benchmark.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NativeColorFormat, NativeDrawRequest } from '../support/native-draw.js';
import type { BindingFact, UserSgprFact } from './aco-programs.js';

/** The corpus folder: next to this module in the source tree, or the source tree's from dist/test/. */
export const ACO_GFX_DIR =
  [new URL('./aco-gfx/', import.meta.url), new URL('../../../test/recompiler/aco-gfx/', import.meta.url)]
    .map((url) => fileURLToPath(url))
    .find((dir) => existsSync(join(dir, 'README.md'))) ??
  fileURLToPath(new URL('./aco-gfx/', import.meta.url));

/** A run of SGPRs with its role, and whether the program reads it. */
export interface GfxSgprFact extends UserSgprFact {
  readonly read: boolean;
}

/** One export instruction (EXP fields). */
export interface ExportFact {
  readonly target: string;
  readonly enable: number;
  readonly compr: boolean;
  readonly done: boolean;
  readonly vm: boolean;
}

/** A scalar load of descriptor memory (set -1: the vertex buffer table). */
export interface DescriptorLoadFact {
  readonly set: number;
  readonly byteOffset: number;
  readonly dwords: number;
}

/** Facts both programs have. */
export interface GfxStageFacts {
  readonly hardwareStage: string;
  readonly binary: string;
  readonly waveSize: 32 | 64;
  readonly words: number;
  readonly userSgprCount: number;
  readonly userSgprs: readonly GfxSgprFact[];
  readonly systemSgprs: readonly GfxSgprFact[];
  readonly pushInline: boolean | null;
  readonly exports: readonly ExportFact[];
  readonly descriptorLoads: readonly DescriptorLoadFact[];
  readonly statistics: Readonly<Record<string, number | string | boolean>>;
}

/** One launch VGPR run with its role. */
export interface VgprFact {
  readonly vgpr: number;
  readonly count: number;
  readonly role: string;
  readonly read: boolean;
}

/** The NGG vertex program's facts. */
export interface VertexStageFacts extends GfxStageFacts {
  readonly userSgprStart: number;
  readonly primitiveExport: 'passthrough' | 'assembled';
  readonly vgprs: readonly VgprFact[];
}

/** One enabled SPI_PS_INPUT_ENA input and where it arrives. */
export interface PsInputFact {
  readonly input: string;
  readonly vgpr: number;
  readonly count: number;
  readonly read: boolean;
}

/** One attribute channel the pixel program reads. */
export interface InterpolantFact {
  readonly attr: number;
  readonly channel: 'x' | 'y' | 'z' | 'w';
  readonly mode: 'persp' | 'linear' | 'flat';
  readonly location: 'center' | 'centroid' | 'sample' | null;
  readonly vertex: 'p10' | 'p20' | 'p0' | null;
}

/** Pixel attribute `attr` reads vertex parameter export `param` (varying `slot`). */
export interface LinkFact {
  readonly attr: number;
  readonly param: number;
  readonly slot: string;
}

/** The pixel program's facts. */
export interface PixelStageFacts extends GfxStageFacts {
  readonly spiPsInputEna: number;
  readonly spiPsInputAddr: number;
  readonly inputVgprs: readonly PsInputFact[];
  readonly interpolants: readonly InterpolantFact[];
  readonly linkage: readonly LinkFact[];
  readonly kills: boolean;
}

/** Vulkan vertex input of a pair (binding 0, tightly packed), or null. */
export interface VertexInputFact {
  readonly bindings: readonly { binding: number; stride: number }[];
  readonly attributes: readonly { location: number; binding: number; format: string; offset: number }[];
}

/** NAME.json (RADV's default wave64) or NAME.w32.json (both stages wave32). */
export interface AcoGfxFacts {
  readonly sources: { readonly vertex: string; readonly fragment: string };
  /** RADV_PERFTEST the pipeline was built under ('' or 'gewave32,pswave32'). */
  readonly radvPerftest: string;
  readonly pipeline: {
    readonly topology: 'triangleList';
    readonly vertexInput: VertexInputFact | null;
    readonly colorFormats: readonly string[];
    readonly depthFormat: string | null;
    readonly samples: number;
    readonly cullMode: 'none';
  };
  readonly pushConstants: { readonly rangeBytes: number } | null;
  readonly bindings: readonly (BindingFact & { readonly stages: readonly string[] })[];
  readonly compileMs: number;
  readonly vs: VertexStageFacts;
  readonly ps: PixelStageFacts;
}

/** One program of a pair: words and ACO's disassembly. */
export interface AcoGfxProgram {
  readonly words: Uint32Array;
  readonly assembly: string;
}

/** One corpus pair in one wave size variant. */
export interface AcoGfxPair {
  /** The file base: the pair's name, with `.w32` for the wave32 variant. */
  readonly name: string;
  readonly vertexSource: string;
  readonly fragmentSource: string;
  readonly vs: AcoGfxProgram;
  readonly ps: AcoGfxProgram;
  readonly facts: AcoGfxFacts;
}

function readWords(file: string): Uint32Array {
  const bytes = readFileSync(file);
  const words = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < words.length; i++) words[i] = bytes.readUInt32LE(i * 4);
  return words;
}

function program(name: string, stage: 'vs' | 'ps'): AcoGfxProgram {
  return {
    words: readWords(join(ACO_GFX_DIR, `${name}.${stage}.bin`)),
    assembly: readFileSync(join(ACO_GFX_DIR, `${name}.${stage}.s`), 'utf8'),
  };
}

/** Every corpus pair in both wave size variants, by file name. */
export function loadAcoGfxPairs(): AcoGfxPair[] {
  return readdirSync(ACO_GFX_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'expected-refusals.json')
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.json'.length);
      const facts = JSON.parse(readFileSync(join(ACO_GFX_DIR, f), 'utf8')) as AcoGfxFacts;
      return {
        name,
        vertexSource: readFileSync(join(ACO_GFX_DIR, facts.sources.vertex), 'utf8'),
        fragmentSource: readFileSync(join(ACO_GFX_DIR, facts.sources.fragment), 'utf8'),
        vs: program(name, 'vs'),
        ps: program(name, 'ps'),
        facts,
      };
    });
}

/**
 * The part of a native reference draw (test/support/native-draw.ts) that the pair's pipeline state fixes:
 * its GLSL files, vertex input, color formats, samples and depth target; the caller adds size, data and
 * resources.
 */
export function nativeDrawState(
  pair: AcoGfxPair,
): Pick<NativeDrawRequest, 'vertex' | 'fragment' | 'vertexInput' | 'colorFormats' | 'samples' | 'depth'> {
  const { pipeline, sources } = pair.facts;
  return {
    vertex: join(ACO_GFX_DIR, sources.vertex),
    fragment: join(ACO_GFX_DIR, sources.fragment),
    ...(pipeline.vertexInput ? { vertexInput: pipeline.vertexInput } : {}),
    colorFormats: pipeline.colorFormats as readonly NativeColorFormat[],
    samples: pipeline.samples,
    ...(pipeline.depthFormat === 'D32_SFLOAT' ? { depth: { format: 'D32_SFLOAT', clear: 1 } } : {}),
  };
}
