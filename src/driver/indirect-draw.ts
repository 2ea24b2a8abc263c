/**
 * Indirect draws (DRAW_INDIRECT, DRAW_INDEX_INDIRECT and their MULTI forms) as the direct draws the
 * command processor makes of them. The CP reads the argument records from memory when it reaches the
 * packet, writes each record's start vertex (base vertex, for indexed draws) and start instance into
 * the user-data registers the packet names (BASE_VTX_LOC, START_INST_LOC: SH register offsets from
 * 0xB000) and draws; the vertex and instance id VGPRs do not include them (RADV relies on the same:
 * ACO adds the base vertex and start instance from those user SGPRs). So the guest programs see the
 * values only through their user SGPRs, which the driver specializes like any other user data.
 *
 * The records may be written by earlier GPU work, so the recorded work is submitted and waited for
 * first and the records are read from guest memory as it then is, in stream order.
 */

import type { DrawCall } from '../agc/pm4/processor.js';
import { requireRegister } from '../agc/registers/index.js';
import type { RegisterReader } from '../agc/state/register-file.js';
import type { RunContext } from './context.js';
import { DriverError } from './errors.js';

/** SH registers start at this byte address; the packets' register offsets count dwords from it. */
const SH_BASE = 0xb000;
/** The user-data registers of the NGG vertex stage the CP may write. */
const USER_DATA_FIRST = requireRegister('SPI_SHADER_USER_DATA_GS_0').address;
const USER_DATA_COUNT = 32;

/** One direct draw made of an argument record, with the registers it sees. */
export interface DirectDraw {
  readonly regs: RegisterReader;
  readonly call: DrawCall;
}

/** The user-data register a packet field names; 0 names none (the program reads no such value). */
function userData(field: string, packet: string, loc: number): number | undefined {
  if (loc === 0) return undefined;
  const address = SH_BASE + loc * 4;
  const index = (address - USER_DATA_FIRST) / 4;
  if (!Number.isInteger(index) || index < 0 || index >= USER_DATA_COUNT)
    throw new DriverError(
      packet,
      `${field} ${loc} names SH register 0x${address.toString(16)}, not SPI_SHADER_USER_DATA_GS_0..31`,
    );
  return address;
}

/** `count` dwords of guest memory (a refusal naming `what` when they lie outside it). */
function dwords(ctx: RunContext, address: number, count: number, what: string): Uint32Array {
  const bytes = ctx.memory.read(address, count * 4, what);
  return new Uint32Array(bytes.slice().buffer);
}

/** `regs` with some registers replaced (the CP's writes, seen by this draw). */
function overlay(regs: RegisterReader, writes: ReadonlyMap<number, number>): RegisterReader {
  return { get: (address) => writes.get(address) ?? regs.get(address) };
}

/** The direct draws an indirect draw packet makes (none when its count or instance count is 0). */
export function directDraws(ctx: RunContext, regs: RegisterReader, call: DrawCall): DirectDraw[] {
  const { indirect, argumentsAddress } = call;
  if (!indirect || argumentsAddress === undefined)
    throw new DriverError(call.packet, 'an indirect draw without its argument fields');
  const baseVertex = userData('BASE_VTX_LOC', call.packet, indirect.baseVertexLoc);
  const startInstance = userData('START_INST_LOC', call.packet, indirect.startInstanceLoc);
  const multi = indirect.multi;
  const drawIndex =
    multi?.drawIndexLoc !== undefined
      ? userData('DRAW_INDEX_LOC', call.packet, multi.drawIndexLoc)
      : undefined;
  ctx.frame.flush();
  let count = multi?.count ?? 1;
  if (multi?.countAddress !== undefined)
    count = Math.min(count, dwords(ctx, multi.countAddress, 1, `${call.packet} count`)[0]);
  const recordWords = call.indexed ? 5 : 4;
  const stride = multi?.stride ?? recordWords * 4;
  if (count > 1 && stride < recordWords * 4)
    throw new DriverError(call.packet, `a stride of ${stride} bytes overlaps ${recordWords}-dword records`);
  const draws: DirectDraw[] = [];
  for (let i = 0; i < count; i++) {
    const record = dwords(ctx, argumentsAddress + i * stride, recordWords, `${call.packet} arguments`);
    // Non-indexed: vertex count, instance count, start vertex, start instance. Indexed: index count,
    // instance count, start index, base vertex, start instance.
    const [elements, instances] = record;
    const writes = new Map<number, number>();
    if (baseVertex !== undefined) writes.set(baseVertex, call.indexed ? record[3] : record[2]);
    if (startInstance !== undefined) writes.set(startInstance, call.indexed ? record[4] : record[3]);
    if (drawIndex !== undefined) writes.set(drawIndex, i);
    if (elements === 0 || instances === 0) continue;
    draws.push({
      regs: overlay(regs, writes),
      call: {
        ...call,
        count: elements,
        instances,
        indexOffset: call.indexed ? record[2] : 0,
        argumentsAddress: undefined,
        indirect: undefined,
      },
    });
  }
  return draws;
}
