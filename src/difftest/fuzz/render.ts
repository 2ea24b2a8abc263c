/**
 * `renderProgram(program)`: lays a fuzz program (program.ts) out as guest code. Constructs become the
 * EXEC-mask idioms of compiled code (v_cmp + s_and_saveexec / s_xor_saveexec / s_or exec restore with
 * s_cbranch_execz; scalar-counter loops; divergent loops that AND EXEC down to the lanes still
 * running), branch offsets are resolved from instruction sizes, the text is assembled with the isa
 * assembler and the listing is the printer's text of the decoded words.
 */
import { assembleOne, assembleWords } from '../../isa/assemble.js';
import { decode } from '../../isa/decode.js';
import { print } from '../../isa/print.js';
import { encodeSampler } from '../../isa/tables/image-descriptor.js';
import type { Target } from '../../isa/target.js';
import { formatOf } from '../../translate/rules/buffer-convert.js';
import { InternalError } from '../../util/errors.js';
import { maskRegs, sreg } from './gen-alu.js';
import {
  constructSgpr,
  DST_SELS,
  GROUP_ID_SGPR,
  IMAGE_SIZE,
  IMAGE_SSHARP_SGPR,
  IMAGE_TABLE,
  IMAGE_TSHARP_SGPR,
  LDS_SLOTS,
  OUTPUT_VSHARP_SGPR,
  type OutputSlot,
  SINK32,
  tripVgpr,
} from './layout.js';
import { type FuzzProgram, type ImageSample, type Node, slotsOf, threadsOf } from './program.js';

/** A rendered program. */
export interface RenderedProgram {
  readonly words: Uint32Array;
  /** One line per instruction: the printer's text of the decoded words. */
  readonly listing: readonly string[];
  /** Byte offset of each listing line. */
  readonly pcs: readonly number[];
}

type Line =
  | { readonly text: string }
  | { readonly branch: string; readonly label: number }
  | { readonly label: number };

/** The guest target of a program. */
export function targetOf(p: FuzzProgram): Target {
  return { mcpu: p.mcpu, wave64: p.wave64 };
}

/** Bytes of each output record (one per thread). */
export function recordBytes(p: FuzzProgram): number {
  return slotsOf(p).length * 4;
}

class Emitter {
  readonly lines: Line[] = [];
  private labels = 0;
  constructor(private readonly p: FuzzProgram) {}

  label(): number {
    return this.labels++;
  }
  op(text: string): void {
    this.lines.push({ text });
  }
  branch(branch: string, label: number): void {
    this.lines.push({ branch, label });
  }
  place(label: number): void {
    this.lines.push({ label });
  }

  nodes(nodes: readonly Node[], depth: number): void {
    for (const n of nodes) this.node(n, depth);
  }

  private node(n: Node, depth: number): void {
    const m = maskRegs(this.p.wave64);
    const width = this.p.wave64 ? 2 : 1;
    const base = constructSgpr(depth);
    switch (n.kind) {
      case 'op':
        this.op(n.text);
        return;
      case 'if': {
        const saved = sreg(base, width);
        const elseSaved = sreg(base + 2, width);
        this.op(n.cond);
        this.op(`s_and_saveexec_${m.suffix} ${saved}, ${m.vcc}`);
        const afterThen = this.label();
        if (n.skip) this.branch('s_cbranch_execz', afterThen);
        this.nodes(n.thenBody, depth + 1);
        this.place(afterThen);
        if (n.elseBody === undefined) {
          this.op(`s_or_${m.suffix} ${m.exec}, ${m.exec}, ${saved}`);
          return;
        }
        this.op(`s_xor_saveexec_${m.suffix} ${elseSaved}, ${saved}`);
        const end = this.label();
        if (n.skip) this.branch('s_cbranch_execz', end);
        this.nodes(n.elseBody, depth + 1);
        this.place(end);
        this.op(`s_or_${m.suffix} ${m.exec}, ${m.exec}, ${elseSaved}`);
        return;
      }
      case 'loop': {
        const counter = `s${base}`;
        this.op(`s_mov_b32 ${counter}, ${n.count}`);
        const top = this.label();
        this.place(top);
        this.nodes(n.body, depth + 1);
        this.op(`s_add_u32 ${counter}, ${counter}, -1`);
        this.op(`s_cmp_lg_u32 ${counter}, 0`);
        this.branch('s_cbranch_scc1', top);
        return;
      }
      case 'vloop': {
        const saved = sreg(base, width);
        const trip = `v${tripVgpr(depth)}`;
        this.op(`s_mov_${m.suffix} ${saved}, ${m.exec}`);
        this.op(`v_and_b32_e32 ${trip}, 3, ${n.trip}`);
        this.op(`v_add_nc_u32_e32 ${trip}, 1, ${trip}`);
        const top = this.label();
        this.place(top);
        this.nodes(n.body, depth + 1);
        this.op(`v_add_nc_u32_e32 ${trip}, -1, ${trip}`);
        this.op(`v_cmp_ne_u32_e32 ${m.vcc}, 0, ${trip}`);
        this.op(`s_and_${m.suffix} ${m.exec}, ${m.exec}, ${m.vcc}`);
        this.branch('s_cbranch_execnz', top);
        this.op(`s_mov_${m.suffix} ${m.exec}, ${saved}`);
        return;
      }
      case 'image': {
        // The T# is loaded from its table next to the use (descriptor provenance follows it within a
        // guest basic block); the coordinates go through the sinks, which nothing reads.
        const t = IMAGE_TSHARP_SGPR;
        const count = [0, 1, 2, 3].filter((k) => n.dmask & (1 << k)).length;
        const dst = count === 1 ? `v${n.dst}` : `v[${n.dst}:${n.dst + count - 1}]`;
        const rsrc = `s[${t}:${t + 7}]`;
        const load = (): void => {
          this.op(`s_mov_b32 s${t}, 0x${IMAGE_TABLE.toString(16)}`);
          this.op(`s_mov_b32 s${t + 1}, 0`);
          this.op(`s_load_dwordx8 ${rsrc}, s[${t}:${t + 1}], 0x0`);
          this.op('s_waitcnt lgkmcnt(0)');
        };
        if (n.sample) {
          this.sample(n.sample, n.x, n.y, n.dmask, dst, rsrc, load);
          return;
        }
        this.op(`v_and_b32_e32 v${SINK32[0]}, ${IMAGE_SIZE - 1}, ${n.x}`);
        this.op(`v_and_b32_e32 v${SINK32[1]}, ${IMAGE_SIZE - 1}, ${n.y}`);
        load();
        this.op(
          `image_load ${dst}, v[${SINK32[0]}:${SINK32[1]}], ${rsrc} dmask:0x${n.dmask.toString(16)} dim:SQ_RSRC_IMG_2D unorm`,
        );
        this.op('s_waitcnt vmcnt(0)');
        return;
      }
      case 'lds': {
        const area = threadsOf(this.p) * 4;
        const off = (slot: number): string => (slot === 0 ? '' : ` offset:${(slot % LDS_SLOTS) * area}`);
        this.op(`ds_write_b32 v15, ${n.src}${off(n.writeSlot)}`);
        this.op('s_waitcnt lgkmcnt(0)');
        this.op('s_barrier');
        this.op(`v_xor_b32_e32 v14, ${n.xor}, v0`);
        this.op('v_lshlrev_b32_e32 v14, 2, v14');
        this.op(`ds_read_b32 ${n.dst}, v14${off(n.readSlot)}`);
        this.op('s_waitcnt lgkmcnt(0)');
        this.op('s_barrier');
        return;
      }
      case 'lds-own': {
        const area = threadsOf(this.p) * 4;
        const off = (slot: number): string => (slot === 0 ? '' : ` offset:${(slot % LDS_SLOTS) * area}`);
        this.op(`ds_read_b32 ${n.dst}, v15${off(n.reads[0])}`);
        this.op(`ds_read_b32 v14, v15${off(n.reads[1])}`);
        this.op('s_waitcnt lgkmcnt(0)');
        this.op(`v_add_nc_u32_e32 ${n.dst}, ${n.dst}, v14`);
        this.op(`ds_write_b32 v15, ${n.dst}${off(n.write)}`);
        this.op('s_waitcnt lgkmcnt(0)');
        return;
      }
    }
  }

  /**
   * A sampling node (program.ts ImageSample): normalized coordinates from the low four bits k of `x`
   * and `y`, k * 9/32 - 1/2 (-4 .. 9.5 texels on the 8-texel image, through the clamp modes; exact in
   * f32, on texel edges or a quarter texel off them, so the executor's edge refusals never apply), the
   * S# in s[52:55], the T# loaded by `load`; _l's LOD is 0.5 or -0.5 by bit 0 of `x`.
   */
  sample(
    s: ImageSample,
    x: string,
    y: string,
    dmask: number,
    dst: string,
    rsrc: string,
    load: () => void,
  ): void {
    const format = formatOf(this.p.image?.format ?? -1);
    if (!format) throw new InternalError('a sampling node in a program without an input image');
    const blend = (f: 'POINT' | 'BILINEAR'): string => (format.number === 'unorm' ? f : 'POINT');
    // A gathered channel must be one DST_SEL leaves in place (the runtime checks it).
    const sels = DST_SELS[format.bits.length] ?? [];
    const channel = [0, 1, 2, 3].find((c) => sels[c] === 4 + c);
    const gather = s.op === 'image_gather4_lz' && channel !== undefined;
    const op = s.op === 'image_gather4_lz' && !gather ? 'image_sample_lz' : s.op;
    const mask = gather ? 1 << (channel as number) : dmask;
    const [first] = SINK32;
    const regs: string[] = [];
    const next = (): string => `v${first + regs.length}`;
    if (op === 'image_sample_o') {
      regs.push(next());
      this.op(`v_mov_b32_e32 ${regs[regs.length - 1]}, 0x${(s.offsets >>> 0).toString(16)}`);
    }
    for (const source of [x, y]) {
      const v = next();
      regs.push(v);
      this.op(`v_and_b32_e32 ${v}, 15, ${source}`);
      this.op(`v_cvt_f32_u32_e32 ${v}, ${v}`);
      this.op(`v_mul_f32_e32 ${v}, 0x3e900000, ${v}`);
      this.op(`v_add_f32_e32 ${v}, -0.5, ${v}`);
    }
    if (op === 'image_sample_l') {
      const v = next();
      regs.push(v);
      this.op(`v_and_b32_e32 ${v}, 1, ${x}`);
      this.op(`v_cvt_f32_u32_e32 ${v}, ${v}`);
      this.op(`v_sub_f32_e32 ${v}, 0.5, ${v}`);
    }
    const sampler = encodeSampler({
      clamp: [s.clamp[0], s.clamp[1], 'WRAP'],
      xyMagFilter: blend(s.mag),
      xyMinFilter: blend(s.min),
    });
    sampler.forEach((w, i) => {
      this.op(`s_mov_b32 s${IMAGE_SSHARP_SGPR + i}, 0x${(w >>> 0).toString(16)}`);
    });
    load();
    const vaddr = `v[${first}:${first + regs.length - 1}]`;
    const ssamp = `s[${IMAGE_SSHARP_SGPR}:${IMAGE_SSHARP_SGPR + 3}]`;
    this.op(`${op} ${dst}, ${vaddr}, ${rsrc}, ${ssamp} dmask:0x${mask.toString(16)} dim:SQ_RSRC_IMG_2D`);
    this.op('s_waitcnt vmcnt(0)');
  }

  epilogue(): void {
    const threads = threadsOf(this.p);
    this.op(`v_mad_u32_u24 v13, s${GROUP_ID_SGPR}, ${threads}, v0`);
    this.op(`v_mul_u32_u24_e32 v13, ${recordBytes(this.p)}, v13`);
    // Runs of up to four slots go out in one store: consecutive pool VGPRs as they are, scalars
    // through v14..v17 (free by now). Fewer, wider stores keep the host's shader small.
    const slots = slotsOf(this.p);
    const viaVsharp = this.p.output !== undefined && this.p.output !== 'global';
    const vs = `s[${OUTPUT_VSHARP_SGPR}:${OUTPUT_VSHARP_SGPR + 3}]`;
    if (viaVsharp) {
      this.op(`s_load_dwordx4 ${vs}, s[0:1], 0x0`);
      this.op('s_waitcnt lgkmcnt(0)');
    }
    for (let i = 0; i < slots.length; ) {
      const first = slots[i] as OutputSlot;
      let n = 1;
      while (n < 4 && i + n < slots.length) {
        const next = slots[i + n] as OutputSlot;
        if (next.file !== first.file || (first.file === 'vgpr' && next.index !== first.index + n)) break;
        n++;
      }
      let base = first.index;
      if (first.file === 'sgpr') {
        for (let k = 0; k < n; k++) this.op(`v_mov_b32_e32 v${14 + k}, ${(slots[i + k] as OutputSlot).name}`);
        base = 14;
      }
      const data = n === 1 ? `v${base}` : `v[${base}:${base + n - 1}]`;
      const size = ['dword', 'dwordx2', 'dwordx3', 'dwordx4'][n - 1] as string;
      const offset = i === 0 ? '' : ` offset:${i * 4}`;
      if (viaVsharp) this.op(`buffer_store_${size} ${data}, v13, ${vs}, 0 offen${offset}`);
      else this.op(`global_store_${size} v13, ${data}, s[0:1]${offset}`);
      i += n;
    }
    this.op('s_endpgm');
  }
}

/** The program's assembly text with branch offsets resolved (one instruction per line). */
export function programSource(p: FuzzProgram): string {
  const target = targetOf(p);
  const e = new Emitter(p);
  for (const group of p.init) for (const text of group.lines) e.op(text);
  e.nodes(p.body, 0);
  e.epilogue();
  const at = new Map<number, number>();
  let pc = 0;
  for (const line of e.lines) {
    if ('text' in line) pc += assembleOne(line.text, target).size;
    else if ('branch' in line) pc += 4;
    else at.set(line.label, pc);
  }
  const out: string[] = [];
  pc = 0;
  for (const line of e.lines) {
    if ('text' in line) {
      out.push(line.text);
      pc += assembleOne(line.text, target).size;
    } else if ('branch' in line) {
      const offset = ((at.get(line.label) as number) - (pc + 4)) / 4;
      out.push(`${line.branch} ${offset}`);
      pc += 4;
    }
  }
  return `${out.join('\n')}\n`;
}

/** Assembles a program and prints its decoded listing. */
export function renderProgram(p: FuzzProgram): RenderedProgram {
  const target = targetOf(p);
  const words = Uint32Array.from(assembleWords(programSource(p), target));
  return { words, ...listWords(words, target) };
}

/** The printed listing of program words (decode + print, one line per instruction). */
export function listWords(words: Uint32Array, target: Target): { listing: string[]; pcs: number[] } {
  const listing: string[] = [];
  const pcs: number[] = [];
  for (let pc = 0; pc < words.length * 4; ) {
    const inst = decode(words, pc, target);
    listing.push(print(inst, target));
    pcs.push(pc);
    pc += inst.size;
  }
  return { listing, pcs };
}
