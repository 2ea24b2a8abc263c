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
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ProgramRequest,
  ProgramResult,
  ProgramSource,
  VertexRequest,
} from '../../../src/driver/index.js';
import { decodeBufferResource } from '../../../src/reference/buffer-resource.js';
import { compileGlsl, hasGlslang, PREBUILT_DIR } from '../../vulkan/support/spirv.js';

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

/**
 * Where a stand-in's prebuilt SPIR-V is kept for machines without glslangValidator (the device
 * machine): named by a hash of the text, next to the vulkan fixtures' prebuilt SPIR-V. The texts exist
 * only once the tests make their requests, so they are recorded by running the driver tests with
 * OBERON_STANDIN_SPV_DIR set to that directory (the device recipe does this after prebuild-spirv.ts).
 */
function prebuiltPath(dir: string, text: string, stage: string): string {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 20);
  return join(dir, `standin-${hash}.${stage}.spv`);
}

/** Compiles GLSL text for a stage (vert, frag), cached by text; prebuilt where glslang is missing. */
export function compileText(text: string, stage: 'vert' | 'frag'): Uint32Array {
  const found = compiled.get(text);
  if (found) return found;
  const words = hasGlslang() ? compileNow(text, stage) : loadPrebuilt(text, stage);
  compiled.set(text, words);
  const record = process.env.OBERON_STANDIN_SPV_DIR;
  if (record) {
    mkdirSync(record, { recursive: true });
    writeFileSync(prebuiltPath(record, text, stage), new Uint8Array(words.buffer));
  }
  return words;
}

function compileNow(text: string, stage: 'vert' | 'frag'): Uint32Array {
  const dir = mkdtempSync(join(tmpdir(), 'oberon-standin-'));
  try {
    const path = join(dir, `standin.${stage}`);
    writeFileSync(path, text);
    return compileGlsl(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function loadPrebuilt(text: string, stage: 'vert' | 'frag'): Uint32Array {
  const path = prebuiltPath(PREBUILT_DIR, text, stage);
  if (!existsSync(path))
    throw new Error(
      `no glslangValidator and no prebuilt stand-in ${path} (record it with OBERON_STANDIN_SPV_DIR)`,
    );
  const bytes = readFileSync(path);
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
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
