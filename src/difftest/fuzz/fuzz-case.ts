/**
 * The differential case of a fuzz program: its rendered words, its waves per workgroup, the output
 * pointer and input SGPRs as user data, the workgroup id after them, and one output region filled
 * with a marker pattern so that a missing store shows as a difference. Output words are named by
 * group, lane and register (layout.ts).
 */
import type { DiffCase } from '../case.js';
import { DESCRIPTOR_TABLE, OUTPUT_BASE, RAW_BUFFER_WORD3 } from './layout.js';
import { type FuzzProgram, slotsOf, threadsOf } from './program.js';
import { recordBytes, renderProgram, targetOf } from './render.js';

/** The marker every output word holds before the run. */
export const OUTPUT_MARKER = 0xdeadbeef;

/** LDS bytes a program uses. */
export function ldsBytesOf(p: FuzzProgram): number {
  return p.lds ? threadsOf(p) * 4 * 4 : 0;
}

/** Builds the case of `p` (renders it; throws AsmError if the program text is invalid). */
export function fuzzCase(p: FuzzProgram, words: Uint32Array = renderProgram(p).words): DiffCase {
  const threads = threadsOf(p);
  const record = recordBytes(p);
  const bytes = new Uint8Array(record * threads * p.groups);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < bytes.length; i += 4) view.setUint32(i, OUTPUT_MARKER, true);
  const slots = slotsOf(p);
  const viaVsharp = p.output !== undefined && p.output !== 'global';
  const pointer = viaVsharp ? DESCRIPTOR_TABLE : OUTPUT_BASE;
  const regions = [{ base: OUTPUT_BASE, bytes, output: true }];
  if (viaVsharp) {
    const table = Uint32Array.from([OUTPUT_BASE, 0, bytes.length, RAW_BUFFER_WORD3]);
    regions.push({ base: DESCRIPTOR_TABLE, bytes: new Uint8Array(table.buffer), output: false });
  }
  return {
    name: `seed ${p.seed} (wave${p.wave64 ? 64 : 32}${viaVsharp ? `, output through a ${p.output}` : ''})`,
    target: targetOf(p),
    program: words,
    userSgprs: [pointer >>> 0, Math.floor(pointer / 2 ** 32), ...p.inputs],
    workgroupSize: [threads, 1, 1],
    workgroups: [p.groups, 1, 1],
    workgroupIdSgprs: [true, false, false],
    localIdComponents: 1,
    ldsBytes: ldsBytesOf(p),
    regions,
    ...(p.output === 'vsharp-known' ? { requestMemory: true } : {}),
    ...(p.pgmRsrc1 === undefined ? {} : { pgmRsrc1: p.pgmRsrc1 }),
    describeWord: (_region, word) => {
      const thread = Math.floor(word / slots.length);
      const slot = slots[word % slots.length];
      return `group ${Math.floor(thread / threads)} lane ${thread % threads} ${slot?.name ?? '?'}`;
    },
  };
}
