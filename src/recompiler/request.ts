/**
 * The recompile request: everything a recompile depends on, as plain JSON-compatible data (program
 * words, stage, wave size, user SGPR values, the guest memory the program's resource tables read, the
 * stage configuration and the host target profile). Requests are versioned; `parseRequest` checks a
 * request read from JSON field by field and names the first bad one.
 */
import { IMAGE_TYPES, type ImageType } from '../isa/tables/image-descriptor.js';
import type { ColorOutput } from '../translate/options.js';
import { OberonError } from '../util/errors.js';
import type { TargetProfile } from '../util/target-profile.js';

/**
 * Bumped when the request's shape or meaning changes. 2 added compute.pgmRsrc1; 3 made the request a
 * union over stages (compute, vertex, pixel); 4 added pixel.colorOutputs; 5 added vertex.points and
 * pixel.barycentrics; 6 added dynamicImages[].levels.
 * Version 1 and 2 requests (compute only) and version 3, 4 and 5 requests still load.
 */
export const REQUEST_VERSION = 6;

export type { ColorChannelSource, ColorOutput } from '../translate/options.js';

/** Older request versions parseRequest upgrades to REQUEST_VERSION. */
const UPGRADABLE_VERSIONS: readonly unknown[] = [1, 2, 3, 4, 5];

/** A range of guest memory the request carries: `bytes` as base64, or `words` as u32 values. */
export interface MemoryRegion {
  /** Guest byte address of the first byte, hexadecimal (`0x...`) or decimal text (u64). */
  readonly base: string;
  readonly bytes?: string;
  readonly words?: readonly number[];
}

/** The compute stage's configuration (COMPUTE_PGM_RSRC1/2, COMPUTE_NUM_THREAD_*). */
export interface ComputeConfiguration {
  readonly workgroupSize: readonly [number, number, number];
  readonly ldsBytes: number;
  /** TGID_X/Y/Z_EN: workgroup ids loaded after the user SGPRs. */
  readonly workgroupIdSgprs: readonly [boolean, boolean, boolean];
  /**
   * TG_SIZE_EN: after the workgroup ids, an SGPR with the wave's index in its workgroup (bits [11:6]) and
   * the wave count (bits [5:0]). Absent: false.
   */
  readonly tgSizeSgpr?: boolean;
  /** Local id components loaded into v0..v2 (TIDIG_COMP_CNT + 1). */
  readonly localIdComponents: 1 | 2 | 3;
  /**
   * COMPUTE_PGM_RSRC1 (u32): its FLOAT_MODE, DX10_CLAMP and IEEE_MODE fields give the initial MODE
   * (translate/float-mode.ts). Absent: what llc-19 emits for amdgpu_cs (IEEE off, DX10_CLAMP on,
   * denormals kept).
   */
  readonly pgmRsrc1?: number;
}

/**
 * An NGG vertex program (the GS hardware stage running a vertex shader, PRIMGEN_EN): registers of the
 * GS block. The hardware loads s0/s1 from USER_DATA_ADDR_LO/HI_GS, six system SGPRs in s2..s7 and the
 * user SGPRs (USER_DATA_GS_*) from s8; VGPRs v0..v4 carry the primitive, v5.. the vertex inputs.
 */
export interface VertexConfiguration {
  /** SPI_SHADER_PGM_RSRC1_GS: FLOAT_MODE, DX10_CLAMP, IEEE_MODE as for compute. */
  readonly pgmRsrc1?: number;
  /** SPI_SHADER_PGM_RSRC2_GS: ES_VGPR_COMP_CNT says which vertex input VGPRs are loaded. */
  readonly pgmRsrc2: number;
  /** SPI_SHADER_USER_DATA_ADDR_LO/HI_GS (s0, s1). Absent: 0. */
  readonly userDataAddress?: readonly [number, number];
  /** SPI_SHADER_POS_FORMAT: which position exports carry data. */
  readonly posFormat: number;
  /** SPI_VS_OUT_CONFIG: VS_EXPORT_COUNT + 1 parameter exports. */
  readonly vsOutConfig: number;
  /** PA_CL_VS_OUT_CNTL: what pos1..pos3 carry (clip/cull distances, the misc vector). Absent: 0. */
  readonly vsOutCntl?: number;
  /**
   * Present when the draw rasterizes points, in pixels: PA_SU_POINT_SIZE's size (written as PointSize
   * when the program exports none) and PA_SU_POINT_MINMAX's range (the exported size is clamped to it).
   */
  readonly points?: { readonly size: number; readonly min: number; readonly max: number };
}

/** The numeric type of a colour target as its export writes it (CB_COLORn_INFO.NUMBER_TYPE). */
export type ColorTargetType = 'float' | 'uint' | 'sint';

/** A pixel program: registers of the PS block and the SPI's interpolation state. */
export interface PixelConfiguration {
  /** SPI_SHADER_PGM_RSRC1_PS: FLOAT_MODE, DX10_CLAMP, IEEE_MODE as for compute. */
  readonly pgmRsrc1?: number;
  /** SPI_PS_INPUT_ENA: the launch VGPRs the hardware loads. */
  readonly inputEna: number;
  /** SPI_PS_INPUT_ADDR: the launch VGPR layout (a superset of inputEna). */
  readonly inputAddr: number;
  /** SPI_PS_INPUT_CNTL_0..: per attribute, the parameter it reads and whether it is flat. */
  readonly inputCntl: readonly number[];
  /** SPI_SHADER_COL_FORMAT: the export format of MRT0..7 (0: not exported). */
  readonly colorFormat: number;
  /** SPI_SHADER_Z_FORMAT. */
  readonly zFormat: number;
  /** SPI_BARYC_CNTL (FRONT_FACE_ALL_BITS: the FRONT_FACE VGPR's form). Absent: 0. */
  readonly barycCntl?: number;
  /** Numeric type of MRT0..7 (absent: float). */
  readonly colorTypes?: readonly ColorTargetType[];
  /**
   * The host colour outputs, when they are not MRTn at location n (absent). Each output's type is its
   * location's colourType; an export the list does not name is dropped.
   */
  readonly colorOutputs?: readonly ColorOutput[];
  /**
   * How v_interp and the barycentric VGPRs reach the host (absent: 'host-interpolator'). The host
   * interpolator proves each v_interp pair into an interpolated host input (results may differ in the
   * last bits); 'exact' gives the VGPRs the host's barycentric weights and computes the guest's
   * formula from per-vertex values (fragment barycentrics where the profile has them, else a
   * generated geometry stage the result describes).
   */
  readonly barycentrics?: 'host-interpolator' | 'exact';
}

/** What every stage's request carries. */
interface RequestBase {
  readonly version: typeof REQUEST_VERSION;
  readonly mcpu: 'gfx1013' | 'gfx1030';
  readonly waveSize: 32 | 64;
  /** Program words (u32), entry at byte `entry` (default 0). */
  readonly program: readonly number[];
  readonly entry?: number;
  /** Guest address of program word 0 (hex text), as s_getpc reports it; default the executor's base. */
  readonly programAddress?: string;
  /** User SGPR values (compute: from s0; vertex: USER_DATA_GS_* from s8; pixel: from s0). */
  readonly userSgprs: readonly number[];
  readonly memory: readonly MemoryRegion[];
  /**
   * T#s the program reads at run time from a known guest address (loaded from a table the request does
   * not carry): the image type and texel size the code is specialized on, which the runtime checks
   * against the T# it reads there (translate/rules/image-dynamic.ts). Absent: none.
   */
  readonly dynamicImages?: readonly DynamicImagePin[];
  readonly target: TargetProfile;
}

/** The pinned fields of a T# read at run time from guest address `address`. */
export interface DynamicImagePin {
  /** Guest byte address of the T#, hexadecimal (`0x...`) or decimal text (u64). */
  readonly address: string;
  /** SQ_IMG_RSRC_WORD3.TYPE by its name (isa/tables/image-descriptor.ts IMAGE_TYPES: '2D', '2D_ARRAY', ...). */
  readonly type: ImageType;
  /**
   * Bytes per texel of SQ_IMG_RSRC_WORD1.FORMAT (1, 2, 4, 8 or 16): the host image's texel format. The
   * program selects the conversion of any FORMAT of this size at run time.
   */
  readonly texelBytes: number;
  /**
   * Mip levels of the view, LAST_LEVEL - BASE_LEVEL + 1 (1 to 16; absent: 1): one host binding each,
   * which the _mip opcodes and sampling by LOD address.
   */
  readonly levels?: number;
}

export interface ComputeRequest extends RequestBase {
  readonly stage: 'compute';
  readonly compute: ComputeConfiguration;
}

export interface VertexRequest extends RequestBase {
  readonly stage: 'vertex';
  readonly vertex: VertexConfiguration;
}

export interface PixelRequest extends RequestBase {
  readonly stage: 'pixel';
  readonly pixel: PixelConfiguration;
}

/** A recompile request: one shape per stage. */
export type RecompileRequest = ComputeRequest | VertexRequest | PixelRequest;

/** The stages a request may name. */
export type Stage = RecompileRequest['stage'];

/** A malformed request: names the field and the reason. */
export class RequestError extends OberonError {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super('E_REQUEST', `recompile request: ${field}: ${reason}`);
  }
}

const isU32 = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 0xffffffff;

/**
 * What one compute launch may ask for: a workgroup of at most 1024 threads (GFX10's limit, and
 * Vulkan's usual maxComputeWorkGroupInvocations), 64 KiB of LDS, 32 user SGPR values.
 */
export const LAUNCH_LIMITS = { maxWorkgroupSize: 1024, maxLdsBytes: 65536, maxUserSgprs: 32 } as const;

/** The launch fields of a request, unchecked (from JSON, or built from command-line flags). */
export interface LaunchFields {
  readonly workgroupSize: unknown;
  readonly ldsBytes: unknown;
  readonly userSgprs: unknown;
}

/**
 * Checks a launch against {@link LAUNCH_LIMITS}; throws RequestError naming the request field
 * (`compute.workgroupSize`, `compute.ldsBytes`, `userSgprs`). parseRequest and the `exec` command's
 * launch flags both check through it, so every path accepts the same launches.
 */
export function checkLaunch(launch: LaunchFields): void {
  const { maxWorkgroupSize, maxLdsBytes, maxUserSgprs } = LAUNCH_LIMITS;
  const size = launch.workgroupSize;
  if (
    !Array.isArray(size) ||
    size.length !== 3 ||
    !size.every((n) => isU32(n) && n >= 1 && n <= maxWorkgroupSize)
  ) {
    throw new RequestError('compute.workgroupSize', `needs three sizes of 1..${maxWorkgroupSize}`);
  }
  const threads = (size[0] as number) * (size[1] as number) * (size[2] as number);
  if (threads > maxWorkgroupSize) {
    throw new RequestError(
      'compute.workgroupSize',
      `${size.join('x')} is ${threads} threads, more than ${maxWorkgroupSize}`,
    );
  }
  if (!isU32(launch.ldsBytes) || launch.ldsBytes > maxLdsBytes)
    throw new RequestError('compute.ldsBytes', `needs 0..${maxLdsBytes}`);
  const sgprs = launch.userSgprs;
  if (!Array.isArray(sgprs) || !sgprs.every(isU32) || sgprs.length > maxUserSgprs) {
    throw new RequestError('userSgprs', `needs at most ${maxUserSgprs} u32 values`);
  }
}

/** Parses a guest address text (`0x...` or decimal) to a u64. */
export function parseAddress(text: string, field: string): bigint {
  if (!/^(0x[0-9a-f]+|\d+)$/i.test(text)) throw new RequestError(field, `'${text}' is not an address`);
  const v = BigInt(text);
  if (v >= 1n << 64n) throw new RequestError(field, `${text} is past 64 bits`);
  return v;
}

/** The u32 words of a memory region. */
export function regionWords(region: MemoryRegion, field: string): Uint32Array {
  if (region.words !== undefined) {
    if (!region.words.every(isU32)) throw new RequestError(`${field}.words`, 'not all u32 values');
    return Uint32Array.from(region.words);
  }
  if (region.bytes === undefined) throw new RequestError(field, 'needs bytes (base64) or words');
  const bytes = Buffer.from(region.bytes, 'base64');
  if (bytes.length % 4 !== 0)
    throw new RequestError(`${field}.bytes`, `${bytes.length} bytes is not whole dwords`);
  const words = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < words.length; i++) words[i] = bytes.readUInt32LE(i * 4);
  return words;
}

/**
 * Checks an untrusted value (e.g. from JSON) is a request, upgraded to REQUEST_VERSION; throws
 * RequestError naming the field.
 */
export function parseRequest(value: unknown): RecompileRequest {
  const r = value as Record<string, unknown>;
  if (typeof r !== 'object' || r === null) throw new RequestError('<request>', 'not an object');
  if (r.version !== REQUEST_VERSION && !UPGRADABLE_VERSIONS.includes(r.version)) {
    throw new RequestError(
      'version',
      `${String(r.version)} is not a supported version (${[...UPGRADABLE_VERSIONS, REQUEST_VERSION].join(', ')})`,
    );
  }
  if (r.stage !== 'compute' && r.stage !== 'vertex' && r.stage !== 'pixel') {
    throw new RequestError('stage', `'${String(r.stage)}' is not a stage (compute, vertex, pixel)`);
  }
  if (r.mcpu !== 'gfx1013' && r.mcpu !== 'gfx1030') throw new RequestError('mcpu', `'${String(r.mcpu)}'`);
  if (r.waveSize !== 32 && r.waveSize !== 64)
    throw new RequestError('waveSize', `${String(r.waveSize)} is not 32 or 64`);
  if (!Array.isArray(r.program) || r.program.length === 0 || !r.program.every(isU32)) {
    throw new RequestError('program', 'needs a non-empty array of u32 words');
  }
  if (r.entry !== undefined && !(isU32(r.entry) && r.entry % 4 === 0))
    throw new RequestError('entry', 'not a dword offset');
  if (r.programAddress !== undefined) parseAddress(String(r.programAddress), 'programAddress');
  if (!Array.isArray(r.memory)) throw new RequestError('memory', 'needs an array of regions');
  r.memory.forEach((m: MemoryRegion, i: number) => {
    parseAddress(String(m?.base), `memory[${i}].base`);
    regionWords(m, `memory[${i}]`);
  });
  if (r.dynamicImages !== undefined) checkDynamicImages(r.dynamicImages);
  if ((r.version === 1 || r.version === 2) && r.stage !== 'compute')
    throw new RequestError('stage', `version ${String(r.version)} requests are compute only`);
  if (r.stage === 'compute') checkCompute(r);
  else if (r.stage === 'vertex') checkVertex(r);
  else checkPixel(r);
  const t = r.target as Record<string, unknown> | undefined;
  if (
    typeof t !== 'object' ||
    t === null ||
    typeof t.subgroup !== 'object' ||
    typeof t.features !== 'object'
  ) {
    throw new RequestError('target', 'needs a target profile (src/util/target-profile.ts)');
  }
  // Versions 1 and 2 are compute requests of today's shape (1 lacks compute.pgmRsrc1), 3 lacks
  // pixel.colorOutputs and 4 vertex.points and pixel.barycentrics (absent means no point state and
  // the host interpolator), 5 dynamicImages[].levels (absent means 1): upgrade them, so equal requests
  // get equal keys.
  return r.version === REQUEST_VERSION
    ? (value as RecompileRequest)
    : ({ ...(value as object), version: REQUEST_VERSION } as RecompileRequest);
}

function checkDynamicImages(pins: unknown): void {
  if (!Array.isArray(pins)) throw new RequestError('dynamicImages', 'needs an array of pins');
  const types: readonly unknown[] = Object.values(IMAGE_TYPES);
  pins.forEach((p: Record<string, unknown>, i: number) => {
    parseAddress(String(p?.address), `dynamicImages[${i}].address`);
    if (!types.includes(p.type))
      throw new RequestError(`dynamicImages[${i}].type`, `'${String(p.type)}' is not a T# TYPE name`);
    if (![1, 2, 4, 8, 16].includes(p.texelBytes as number))
      throw new RequestError(
        `dynamicImages[${i}].texelBytes`,
        `${String(p.texelBytes)} is not 1, 2, 4, 8 or 16`,
      );
    if (
      p.levels !== undefined &&
      !(Number.isInteger(p.levels) && (p.levels as number) >= 1 && (p.levels as number) <= 16)
    )
      throw new RequestError(`dynamicImages[${i}].levels`, `${String(p.levels)} is not 1 to 16`);
  });
}

function checkCompute(r: Record<string, unknown>): void {
  const c = r.compute as Record<string, unknown> | undefined;
  if (typeof c !== 'object' || c === null) throw new RequestError('compute', 'missing');
  checkLaunch({ workgroupSize: c.workgroupSize, ldsBytes: c.ldsBytes, userSgprs: r.userSgprs });
  const ids = c.workgroupIdSgprs;
  if (!Array.isArray(ids) || ids.length !== 3 || !ids.every((b) => typeof b === 'boolean')) {
    throw new RequestError('compute.workgroupIdSgprs', 'needs three booleans');
  }
  if (c.tgSizeSgpr !== undefined && typeof c.tgSizeSgpr !== 'boolean')
    throw new RequestError('compute.tgSizeSgpr', `${String(c.tgSizeSgpr)} is not a boolean`);
  if (c.localIdComponents !== 1 && c.localIdComponents !== 2 && c.localIdComponents !== 3) {
    throw new RequestError('compute.localIdComponents', 'needs 1, 2 or 3');
  }
  checkU32s(c, 'compute', ['pgmRsrc1'], []);
}

/** Checks that the named fields of `o` are u32 values (optional ones may be absent). */
function checkU32s(o: Record<string, unknown>, at: string, optional: string[], required: string[]): void {
  for (const k of [...optional, ...required]) {
    const v = o[k];
    if (v === undefined && optional.includes(k)) continue;
    if (!isU32(v)) throw new RequestError(`${at}.${k}`, `${String(v)} is not a u32`);
  }
}

function checkUserSgprs(r: Record<string, unknown>): void {
  const sgprs = r.userSgprs;
  if (!Array.isArray(sgprs) || !sgprs.every(isU32) || sgprs.length > LAUNCH_LIMITS.maxUserSgprs) {
    throw new RequestError('userSgprs', `needs at most ${LAUNCH_LIMITS.maxUserSgprs} u32 values`);
  }
}

function checkVertex(r: Record<string, unknown>): void {
  const v = r.vertex as Record<string, unknown> | undefined;
  if (typeof v !== 'object' || v === null) throw new RequestError('vertex', 'missing');
  checkUserSgprs(r);
  checkU32s(v, 'vertex', ['pgmRsrc1', 'vsOutCntl'], ['pgmRsrc2', 'posFormat', 'vsOutConfig']);
  const address = v.userDataAddress;
  if (address !== undefined && !(Array.isArray(address) && address.length === 2 && address.every(isU32))) {
    throw new RequestError('vertex.userDataAddress', 'needs two u32 values');
  }
  const points = v.points as Record<string, unknown> | undefined;
  if (points !== undefined) {
    const ok =
      typeof points === 'object' &&
      points !== null &&
      ['size', 'min', 'max'].every((k) => typeof points[k] === 'number' && Number.isFinite(points[k]));
    if (!ok) throw new RequestError('vertex.points', 'needs finite numbers size, min and max');
  }
}

function checkPixel(r: Record<string, unknown>): void {
  const p = r.pixel as Record<string, unknown> | undefined;
  if (typeof p !== 'object' || p === null) throw new RequestError('pixel', 'missing');
  checkUserSgprs(r);
  checkU32s(p, 'pixel', ['pgmRsrc1', 'barycCntl'], ['inputEna', 'inputAddr', 'colorFormat', 'zFormat']);
  const cntl = p.inputCntl;
  if (!Array.isArray(cntl) || cntl.length > 32 || !cntl.every(isU32)) {
    throw new RequestError('pixel.inputCntl', 'needs at most 32 u32 values (SPI_PS_INPUT_CNTL_n)');
  }
  const types = p.colorTypes;
  if (
    types !== undefined &&
    !(
      Array.isArray(types) &&
      types.length <= 8 &&
      types.every((t) => t === 'float' || t === 'uint' || t === 'sint')
    )
  ) {
    throw new RequestError('pixel.colorTypes', "needs at most 8 of 'float', 'uint', 'sint'");
  }
  if (p.colorOutputs !== undefined) checkColorOutputs(p.colorOutputs);
  if (p.barycentrics !== undefined && p.barycentrics !== 'host-interpolator' && p.barycentrics !== 'exact')
    throw new RequestError(
      'pixel.barycentrics',
      `${String(p.barycentrics)} is not 'host-interpolator' or 'exact'`,
    );
}

const isIndex = (x: unknown, below: number): boolean =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) < below;

function checkColorOutputs(outputs: unknown): void {
  if (!Array.isArray(outputs) || outputs.length > 16)
    throw new RequestError('pixel.colorOutputs', 'needs an array of at most 16 outputs');
  const seen = new Set<string>();
  outputs.forEach((o: Record<string, unknown> | null, i) => {
    const at = `pixel.colorOutputs[${i}]`;
    if (typeof o !== 'object' || o === null) throw new RequestError(at, 'not an object');
    if (!isIndex(o.location, 8))
      throw new RequestError(`${at}.location`, `${String(o.location)} is not 0..7`);
    if (o.index !== 0 && o.index !== 1)
      throw new RequestError(`${at}.index`, `${String(o.index)} is not 0 or 1`);
    if (o.index === 1 && o.location !== 0)
      throw new RequestError(`${at}.index`, 'a second (index 1) colour exists only at location 0');
    const key = `${o.location}/${o.index}`;
    if (seen.has(key)) throw new RequestError(at, `location ${o.location} index ${o.index} is listed twice`);
    seen.add(key);
    const channels = o.channels;
    if (!Array.isArray(channels) || channels.length !== 4)
      throw new RequestError(`${at}.channels`, 'needs four channel sources');
    channels.forEach((c: unknown, k) => {
      if (c === 'zero' || c === 'one') return;
      const src = c as Record<string, unknown> | null;
      if (typeof src !== 'object' || src === null || !isIndex(src.mrt, 8) || !isIndex(src.channel, 4))
        throw new RequestError(`${at}.channels[${k}]`, "needs 'zero', 'one' or {mrt: 0..7, channel: 0..3}");
    });
  });
}

/** The request as JSON text (what `--dump-request` writes). */
export function dumpRequest(request: RecompileRequest): string {
  return `${JSON.stringify(request, null, 1)}\n`;
}

/** Reads a request from JSON text. */
export function loadRequest(text: string): RecompileRequest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new RequestError('<json>', (error as Error).message);
  }
  return parseRequest(value);
}
