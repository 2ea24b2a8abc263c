/**
 * The fixed-function side of a graphics corpus pair, read from its GLSL so that the sources stay the single
 * source of truth: the vertex input (every `layout(location = N) in` of the vertex shader, packed in
 * location order into binding 0, per vertex), the color targets (one per fragment output, the format
 * following the output's type) and the `// corpus:` directives that change the defaults:
 *
 * - `// corpus: samples N`: rasterization samples (default 1);
 * - `// corpus: depth FORMAT`: a depth attachment, depth test and write on (default none);
 * - `// corpus: colorN FORMAT`: the format of color target N.
 */
import { CorpusError } from './glsl-layout.js';

/** One vertex attribute of binding 0. */
export interface VertexAttribute {
  readonly location: number;
  readonly binding: 0;
  readonly format: string;
  readonly offset: number;
}

/** The vertex input a pair is drawn with: binding 0 holds every attribute, tightly packed. */
export interface VertexInput {
  readonly bindings: readonly { binding: 0; stride: number }[];
  readonly attributes: readonly VertexAttribute[];
}

/** Vertex attribute formats of the GLSL input types the corpus uses, with their size in bytes. */
const ATTRIBUTE_FORMATS: Readonly<Record<string, readonly [string, number]>> = {
  float: ['R32_SFLOAT', 4],
  vec2: ['R32G32_SFLOAT', 8],
  vec3: ['R32G32B32_SFLOAT', 12],
  vec4: ['R32G32B32A32_SFLOAT', 16],
  int: ['R32_SINT', 4],
  ivec2: ['R32G32_SINT', 8],
  ivec4: ['R32G32B32A32_SINT', 16],
  uint: ['R32_UINT', 4],
  uvec2: ['R32G32_UINT', 8],
  uvec4: ['R32G32B32A32_UINT', 16],
};

/** The default color target format of a fragment output type. */
const COLOR_FORMATS: Readonly<Record<string, string>> = {
  vec4: 'R8G8B8A8_UNORM',
  ivec4: 'R32G32B32A32_SINT',
  uvec4: 'R32G32B32A32_UINT',
};

/** `layout(location = N) in|out TYPE` declarations of a source, by location. */
function located(source: string, direction: 'in' | 'out'): { location: number; type: string }[] {
  const re = new RegExp(
    `layout\\s*\\(\\s*location\\s*=\\s*(\\d+)\\s*\\)\\s*(?:(?:flat|noperspective|smooth|centroid|sample)\\s+)*${direction}\\s+(\\w+)`,
    'g',
  );
  return [...source.matchAll(re)]
    .map((m) => ({ location: Number(m[1]), type: m[2] as string }))
    .sort((a, b) => a.location - b.location);
}

/** The vertex input of a vertex shader: its attributes packed into binding 0 (none: no vertex input). */
export function vertexInputOf(vertex: string): VertexInput | null {
  let offset = 0;
  const attributes = located(vertex, 'in').map(({ location, type }) => {
    const format = ATTRIBUTE_FORMATS[type];
    if (!format) throw new CorpusError(`vertex input type '${type}' has no format in the corpus table`);
    const attribute: VertexAttribute = { location, binding: 0, format: format[0], offset };
    offset += format[1];
    return attribute;
  });
  return attributes.length ? { bindings: [{ binding: 0, stride: offset }], attributes } : null;
}

/** Fixed-function facts of a pair besides its vertex input. */
export interface PairTargets {
  readonly colorFormats: readonly string[];
  readonly depthFormat: string | null;
  readonly samples: number;
}

/** The targets a pair draws into: directives of either source override the defaults. */
export function targetsOf(vertex: string, fragment: string): PairTargets {
  const both = `${vertex}\n${fragment}`;
  const directive = (key: string): string | undefined =>
    new RegExp(`^//\\s*corpus:\\s*${key}\\s+(\\w+)\\s*$`, 'm').exec(both)?.[1];
  const outputs = located(fragment, 'out');
  outputs.forEach((o, i) => {
    if (o.location !== i)
      throw new CorpusError(`fragment outputs are not locations 0..${outputs.length - 1}`);
  });
  const colorFormats = outputs.map(({ location, type }) => {
    const format = directive(`color${location}`) ?? COLOR_FORMATS[type];
    if (!format) throw new CorpusError(`fragment output type '${type}' has no default color format`);
    return format;
  });
  return {
    colorFormats,
    depthFormat: directive('depth') ?? null,
    samples: Number(directive('samples') ?? 1),
  };
}
