/**
 * Recompile requests of a draw's or dispatch's programs, from the register file and guest memory.
 *
 * Program words: read from the capture at the slot's address, and cut at the end of the reachable
 * code (src/program), so data after a program does not enter its cache key.
 *
 * Memory rule (what specializes descriptor loads): every pair of consecutive user SGPRs (s[i],
 * s[i+1]) read as a 64-bit address, and the stage's USER_DATA_ADDR pointer, that falls inside a
 * capture region names a table; the request carries DESCRIPTOR_TABLE_BYTES from there (cut at the
 * region's end). Tables are read as they are when the work executes (table-memory.ts: the capture's
 * memory with the stream's WRITE_DATA applied in order, device memory where the GPU wrote), and their
 * words join the program fingerprint, so a rewritten table gives a new request.
 */
import { createHash } from 'node:crypto';
import type { ProgramSlot } from '../agc/draw/programs.js';
import { hexAddress } from '../agc/errors.js';
import type { ColorTarget } from '../agc/fixed/color.js';
import { fieldsOf, readOptional, readRequired } from '../agc/state/read.js';
import type { RegisterReader } from '../agc/state/register-file.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../isa/index.js';
import { decodeProgram } from '../program/program.js';
import { REQUEST_VERSION } from '../recompiler/index.js';
import type { TargetProfile } from '../util/target-profile.js';
import { DriverError } from './errors.js';
import type {
  ComputeRequest,
  MemoryRegion,
  PixelRequest,
  VertexConfiguration,
  VertexRequest,
} from './program-source.js';
import type { TableMemory } from './table-memory.js';

/** Bytes of a descriptor table the request carries from each pointer. */
export const DESCRIPTOR_TABLE_BYTES = 4096;
/** Most program bytes read before the reachable code must end. */
const MAX_PROGRAM_BYTES = 1 << 20;

/** The memory requests read: program words from the capture, tables as the work executes. */
export type RequestMemory = TableMemory;

/** The reachable words of the program at `slot.address`. */
export function programWords(m: RequestMemory, slot: ProgramSlot): number[] {
  const region = m.regionAt(slot.address);
  if (!region)
    throw new DriverError(
      `${slot.slot} program`,
      `its address ${hexAddress(slot.address)} is not in the capture's memory`,
    );
  const bytes = Math.min(MAX_PROGRAM_BYTES, region.guestAddress + region.length - slot.address) & ~3;
  const words = m.memory.readDwords(slot.address, bytes / 4);
  const program = decodeProgram(words, { target: slot.wave === 64 ? PS5_WAVE64 : PS5_WAVE32 });
  return Array.from(words.subarray(0, program.end / 4));
}

/** The user SGPR values; an unwritten one the program is given is refused. */
function userSgprs(slot: ProgramSlot, prefix: string): number[] {
  return slot.userSgprs.map((v, i) => {
    if (v === null)
      throw new DriverError(
        `${prefix}${i}`,
        `is not set, but the ${slot.slot} program is given ${slot.userSgprs.length} user SGPRs`,
      );
    return v;
  });
}

/** The descriptor tables `pointers` reach, by the memory rule above. */
export function tableMemory(m: RequestMemory, pointers: readonly number[]): MemoryRegion[] {
  const out = new Map<number, MemoryRegion>();
  for (const address of pointers) {
    if (address % 4 !== 0 || out.has(address)) continue;
    const region = m.regionAt(address);
    if (!region) continue;
    const bytes = Math.min(DESCRIPTOR_TABLE_BYTES, region.guestAddress + region.length - address) & ~3;
    if (bytes === 0) continue;
    out.set(address, {
      base: hexAddress(address),
      words: Array.from(m.readDwords(address, bytes / 4)),
    });
  }
  return [...out.values()];
}

/** 64-bit addresses formed by consecutive user SGPRs (and an extra pointer register pair). */
function pointersOf(sgprs: readonly number[], extra?: readonly [number, number]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < sgprs.length; i++) out.push(sgprs[i] + sgprs[i + 1] * 2 ** 32);
  if (extra) out.push(extra[0] + extra[1] * 2 ** 32);
  return out;
}

/** The stage's USER_DATA_ADDR pointer (the vertex stage's only). */
function userDataAddress(regs: RegisterReader): readonly [number, number] | undefined {
  const lo = readOptional(regs, 'SPI_SHADER_USER_DATA_ADDR_LO_GS');
  const hi = readOptional(regs, 'SPI_SHADER_USER_DATA_ADDR_HI_GS');
  return lo === undefined ? undefined : ([lo, hi ?? 0] as const);
}

const USER_SGPR_PREFIX = {
  vertex: 'SPI_SHADER_USER_DATA_GS_',
  pixel: 'SPI_SHADER_USER_DATA_PS_',
  compute: 'COMPUTE_USER_DATA_',
} as const;

/**
 * The descriptor tables a stage's request carries (the memory rule), read as the work executes; they
 * join the program's fingerprint (`tablesKey`).
 */
export function stageTables(
  regs: RegisterReader,
  m: RequestMemory,
  stage: 'vertex' | 'pixel' | 'compute',
  slot: ProgramSlot,
): MemoryRegion[] {
  const sgprs = userSgprs(slot, USER_SGPR_PREFIX[stage]);
  return tableMemory(m, pointersOf(sgprs, stage === 'vertex' ? userDataAddress(regs) : undefined));
}

/** The tables' addresses and words as fingerprint text (their SHA-256). */
export function tablesKey(tables: readonly MemoryRegion[]): string {
  if (tables.length === 0) return '';
  const hash = createHash('sha256');
  for (const t of tables) hash.update(`${t.base}:${t.bytes ?? ''}:`).update(Uint32Array.from(t.words ?? []));
  return hash.digest('base64');
}

/** The vertex request of the NGG vertex stage in `slot` (the ES slot, GS register block). */
export function vertexRequest(
  regs: RegisterReader,
  m: RequestMemory,
  slot: ProgramSlot,
  target: TargetProfile,
  tables: MemoryRegion[],
  points?: VertexConfiguration['points'],
): VertexRequest {
  const sgprs = userSgprs(slot, USER_SGPR_PREFIX.vertex);
  const userData = userDataAddress(regs);
  const rsrc1 = readOptional(regs, 'SPI_SHADER_PGM_RSRC1_GS');
  return {
    version: REQUEST_VERSION,
    stage: 'vertex',
    mcpu: 'gfx1013',
    waveSize: slot.wave,
    program: programWords(m, slot),
    programAddress: hexAddress(slot.address),
    userSgprs: sgprs,
    memory: tables,
    target,
    vertex: {
      ...(rsrc1 === undefined ? {} : { pgmRsrc1: rsrc1 }),
      pgmRsrc2: readRequired(regs, 'SPI_SHADER_PGM_RSRC2_GS', 'the vertex program needs it'),
      ...(userData === undefined ? {} : { userDataAddress: userData }),
      posFormat: readOptional(regs, 'SPI_SHADER_POS_FORMAT') ?? 0,
      vsOutConfig: readOptional(regs, 'SPI_VS_OUT_CONFIG') ?? 0,
      vsOutCntl: readOptional(regs, 'PA_CL_VS_OUT_CNTL') ?? 0,
      ...(points ? { points } : {}),
    },
  };
}

const NUMBER_CLASS: Readonly<Record<string, 'float' | 'uint' | 'sint'>> = { UINT: 'uint', SINT: 'sint' };

/** The pixel request of `slot`; `targets` give each MRT's number type. */
export function pixelRequest(
  regs: RegisterReader,
  m: RequestMemory,
  slot: ProgramSlot,
  targets: readonly ColorTarget[],
  target: TargetProfile,
  tables: MemoryRegion[],
): PixelRequest {
  const sgprs = userSgprs(slot, USER_SGPR_PREFIX.pixel);
  const numInterp = fieldsOf(regs, 'SPI_PS_IN_CONTROL').NUM_INTERP;
  const inputCntl: number[] = [];
  for (let i = 0; i < numInterp; i++) inputCntl.push(readOptional(regs, `SPI_PS_INPUT_CNTL_${i}`) ?? 0);
  const colorTypes: ('float' | 'uint' | 'sint')[] = [];
  for (const t of targets) {
    while (colorTypes.length < t.slot) colorTypes.push('float');
    colorTypes[t.slot] = NUMBER_CLASS[t.numberType] ?? 'float';
  }
  const rsrc1 = readOptional(regs, 'SPI_SHADER_PGM_RSRC1_PS');
  const why = 'the pixel program needs it';
  return {
    version: REQUEST_VERSION,
    stage: 'pixel',
    mcpu: 'gfx1013',
    waveSize: slot.wave,
    program: programWords(m, slot),
    programAddress: hexAddress(slot.address),
    userSgprs: sgprs,
    memory: tables,
    target,
    pixel: {
      ...(rsrc1 === undefined ? {} : { pgmRsrc1: rsrc1 }),
      inputEna: readRequired(regs, 'SPI_PS_INPUT_ENA', why),
      inputAddr: readOptional(regs, 'SPI_PS_INPUT_ADDR') ?? readRequired(regs, 'SPI_PS_INPUT_ENA', why),
      inputCntl,
      colorFormat: readOptional(regs, 'SPI_SHADER_COL_FORMAT') ?? 0,
      zFormat: readOptional(regs, 'SPI_SHADER_Z_FORMAT') ?? 0,
      barycCntl: readOptional(regs, 'SPI_BARYC_CNTL') ?? 0,
      colorTypes,
    },
  };
}

/** The compute request of a dispatch's program. */
export function computeRequest(
  regs: RegisterReader,
  m: RequestMemory,
  slot: ProgramSlot,
  target: TargetProfile,
  tables: MemoryRegion[],
): ComputeRequest {
  const sgprs = userSgprs(slot, USER_SGPR_PREFIX.compute);
  const rsrc2 = fieldsOf(regs, 'COMPUTE_PGM_RSRC2');
  const threads = (name: string): number => Math.max(1, fieldsOf(regs, name).NUM_THREAD_FULL);
  const rsrc1 = readOptional(regs, 'COMPUTE_PGM_RSRC1');
  const components = Math.min(3, rsrc2.TIDIG_COMP_CNT + 1) as 1 | 2 | 3;
  return {
    version: REQUEST_VERSION,
    stage: 'compute',
    mcpu: 'gfx1013',
    waveSize: slot.wave,
    program: programWords(m, slot),
    programAddress: hexAddress(slot.address),
    userSgprs: sgprs,
    memory: tables,
    compute: {
      workgroupSize: [
        threads('COMPUTE_NUM_THREAD_X'),
        threads('COMPUTE_NUM_THREAD_Y'),
        threads('COMPUTE_NUM_THREAD_Z'),
      ],
      // LDS_SIZE counts 128-dword (512-byte) granules on GFX10 compute.
      ldsBytes: rsrc2.LDS_SIZE * 512,
      workgroupIdSgprs: [rsrc2.TGID_X_EN === 1, rsrc2.TGID_Y_EN === 1, rsrc2.TGID_Z_EN === 1],
      ...(rsrc2.TG_SIZE_EN ? { tgSizeSgpr: true } : {}),
      localIdComponents: components,
      ...(rsrc1 === undefined ? {} : { pgmRsrc1: rsrc1 }),
    },
    target,
  };
}

/** Registers a stage's request reads, besides the slot's address and user SGPRs. */
const CONFIG_REGISTERS: Readonly<Record<'vertex' | 'pixel' | 'compute', readonly string[]>> = {
  vertex: [
    'SPI_SHADER_PGM_RSRC1_GS',
    'SPI_SHADER_PGM_RSRC2_GS',
    'SPI_SHADER_USER_DATA_ADDR_LO_GS',
    'SPI_SHADER_USER_DATA_ADDR_HI_GS',
    'SPI_SHADER_POS_FORMAT',
    'SPI_VS_OUT_CONFIG',
    'PA_CL_VS_OUT_CNTL',
  ],
  pixel: [
    'SPI_SHADER_PGM_RSRC1_PS',
    'SPI_PS_INPUT_ENA',
    'SPI_PS_INPUT_ADDR',
    'SPI_PS_IN_CONTROL',
    'SPI_SHADER_COL_FORMAT',
    'SPI_SHADER_Z_FORMAT',
    'SPI_BARYC_CNTL',
    ...Array.from({ length: 32 }, (_, i) => `SPI_PS_INPUT_CNTL_${i}`),
  ],
  compute: [
    'COMPUTE_PGM_RSRC1',
    'COMPUTE_PGM_RSRC2',
    'COMPUTE_NUM_THREAD_X',
    'COMPUTE_NUM_THREAD_Y',
    'COMPUTE_NUM_THREAD_Z',
  ],
};

/**
 * What a request is made from, as text: equal fingerprints give equal requests (program words come
 * from the capture's initial memory; `tables` are the request's tables as the work executes), so the
 * driver can reuse a program without rebuilding its request. `extra` carries what else the request
 * reads (the pixel stage's target number types).
 */
export function programFingerprint(
  regs: RegisterReader,
  stage: 'vertex' | 'pixel' | 'compute',
  slot: ProgramSlot,
  tables: readonly MemoryRegion[],
  extra = '',
): string {
  const values = CONFIG_REGISTERS[stage].map((name) => readOptional(regs, name) ?? -1);
  return `${stage}|${slot.address}|${slot.wave}|${slot.userSgprs.join(',')}|${values.join(',')}|${extra}|${tablesKey(tables)}`;
}
