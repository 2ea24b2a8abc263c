/**
 * GLSL stand-ins for the recompiler's vertex and pixel programs, for testing the driver's Vulkan side
 * before the recompiler has those stages. They follow the recompiler's interface: the push block
 * {u64 addressOffset; u32 opaqueZero0; u32 opaqueZero1}, guest memory reached at guest address +
 * addressOffset (buffer device address), vec4 outputs and inputs at locations, MRT n at location n.
 * The vertex stand-in does what the example scene's vertex program does (scripts/example-scene.ts):
 * it reads the V#s of the descriptor table at user SGPRs s8:s9 from the request's memory and fetches
 * position and colour by VertexIndex (plus an offset by InstanceIndex when the table has a third V#).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ProgramRequest,
  ProgramResult,
  ProgramSource,
  VertexRequest,
} from '../../../src/driver/index.js';
import { decodeBufferResource } from '../../../src/reference/buffer-resource.js';
import { compileGlsl } from '../../vulkan/support/spirv.js';

const PUSH = {
  size: 16,
  members: [
    { name: 'addressOffset', offset: 0 },
    { name: 'opaqueZero0', offset: 8 },
    { name: 'opaqueZero1', offset: 12 },
  ],
};

const HEADER = `#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(buffer_reference, std430, buffer_reference_align = 4) readonly buffer Floats { float f[]; };
layout(push_constant) uniform Push { uint64_t addressOffset; uint opaqueZero0; uint opaqueZero1; } pc;
`;

/** The V#s of the table the vertex request's s8:s9 point at (from the request's memory). */
export function tableVsharps(request: VertexRequest): { base: number; stride: number }[] {
  const address = request.userSgprs[0] + request.userSgprs[1] * 2 ** 32;
  const region = request.memory.find((m) => Number(BigInt(m.base)) === address);
  if (!region?.words) throw new Error(`stand-in: no table at 0x${address.toString(16)} in the request`);
  const out: { base: number; stride: number }[] = [];
  for (let i = 0; i + 4 <= region.words.length && out.length < 3; i += 4) {
    const v = decodeBufferResource(region.words.slice(i, i + 4));
    if (v.format === 0 || v.base === 0) break;
    out.push({ base: v.base, stride: v.stride });
  }
  return out;
}

/** The GLSL of the vertex stand-in for a request. */
export function vertexGlsl(request: VertexRequest): string {
  const [pos, col, inst] = tableVsharps(request);
  const fetch = (v: { base: number; stride: number }, index: string): string =>
    `load(${v.base}ul, ${v.stride / 4}u * uint(${index}))`;
  return `${HEADER}layout(location = 0) out vec4 param0;
vec4 load(uint64_t base, uint first) {
  Floats m = Floats(base + pc.addressOffset);
  return vec4(m.f[first], m.f[first + 1u], m.f[first + 2u], m.f[first + 3u]);
}
void main() {
  vec4 p = ${fetch(pos, 'gl_VertexIndex')};
  ${inst ? `p.xy += ${fetch(inst, 'gl_InstanceIndex')}.xy;` : ''}
  gl_Position = p;
  param0 = ${fetch(col, 'gl_VertexIndex')};
}
`;
}

/** The GLSL of the pixel stand-in: parameter 0 to MRT 0. */
export const PIXEL_GLSL = `${HEADER}layout(location = 0) in vec4 param0;
layout(location = 0) out vec4 mrt0;
void main() { mrt0 = param0; }
`;

const compiled = new Map<string, Uint32Array>();

/** Compiles GLSL text for a stage (vert, frag), cached by text. */
export function compileText(text: string, stage: 'vert' | 'frag'): Uint32Array {
  const found = compiled.get(text);
  if (found) return found;
  const dir = mkdtempSync(join(tmpdir(), 'oberon-standin-'));
  try {
    const path = join(dir, `standin.${stage}`);
    writeFileSync(path, text);
    const words = compileGlsl(path);
    compiled.set(text, words);
    return words;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Requests the stand-in source saw, by stage (tests check what the driver asked for). */
export interface StandinLog {
  readonly requests: ProgramRequest[];
}

/** The stand-in program source. */
export function standinSource(log?: StandinLog): ProgramSource {
  return (_slot, request): ProgramResult => {
    log?.requests.push(request);
    if (request.stage === 'compute') throw new Error('stand-in: no compute programs');
    const text = request.stage === 'vertex' ? vertexGlsl(request) : PIXEL_GLSL;
    const spirv = compileText(text, request.stage === 'vertex' ? 'vert' : 'frag');
    return {
      spirv,
      entryPoint: 'main',
      pushConstants: PUSH,
      bindings: [],
      interface:
        request.stage === 'vertex'
          ? { outputs: [{ location: 0, parameter: 0 }] }
          : {
              inputs: [{ location: 0, interpolation: 'smooth', sampling: 'center' }],
              colorOutputs: [{ location: 0, type: 'float' }],
              depthOutput: false,
            },
      cacheKey: createHash('sha256').update(text).digest('hex'),
    };
  };
}
