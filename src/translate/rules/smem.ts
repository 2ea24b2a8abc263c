/**
 * Scalar memory (SMEM) rules, generated from the isa layer's SMEM table.
 *
 * Guest memory is reached by address: `ptr_from_addr` on the 64-bit guest address (the emitter adds
 * the guest-to-host offset push constant, see src/spirv/emit-memory.ts); each dword is its own i32
 * access at a 4-aligned address.
 * - s_load_dword{,x2,x4,x8,x16}: address = sbase pair + sext(offset[20:0]) + soffset (0 for null),
 *   modulo 2^64, low two bits ignored; the VM translates bits [47:0] (isa/tables/guest-address.ts).
 * - s_buffer_load_*: sbase is a V# quad: base = dword0 | dword1[15:0] << 32, stride = dword1[29:16],
 *   num_records = dword2; the byte offset is (sext(offset) + soffset) mod 2^32 with the low two bits
 *   cleared; the buffer holds num_records bytes (stride 0) or num_records * stride. A dword wholly
 *   inside is read, any other reads 0 (docs/debt.md: a dword straddling the end reads 0; the
 *   reference executor refuses that case). The check is made at recompile time when the V# and the
 *   offset are known constants, else per dword with a uniform branch around the load.
 * - Resource discovery: when the address is a recompile-time constant (user SGPRs, descriptors read
 *   from known memory) and the request carries that memory (TranslateOptions.knownMemory), the load
 *   folds to constants, so descriptors loaded from a table in memory specialize the code too.
 * - Stores (s_store_*, s_buffer_store_*) write the same value from every invocation of the wave
 *   (identical writes, so the memory result is the single store's). Atomics would run once per
 *   invocation and are refused, as are the scratch forms (no scratch aperture), s_dcache_discard*
 *   (drops dirty data) and the clocks s_memtime/s_memrealtime (no deterministic host equivalent).
 * - Cache invalidate/write-back and address-translation probes are no-ops (no data effect);
 *   s_get_waveid_in_workgroup is the invocation's local index divided by the wave size.
 */

import type { ValueId } from '../../ir/function.js';
import { I1, I32, I64 } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import { guestAddress } from '../../isa/tables/guest-address.js';
import { SMEM_ROWS } from '../../isa/tables/smem.js';
import type { TranslationContext } from '../context.js';
import { physPtr } from './memory-common.js';
import { refusedRule } from './refused.js';
import type { RuleTable, TranslateRule } from './rule.js';
import { k } from './scalar-common.js';

const NULL_SOFFSET = 125;

function operand(
  t: TranslationContext,
  ops: readonly Operand[],
  field: string,
  role?: 'src' | 'dst',
): Operand {
  const op = ops.find((o) => o.field === field && (role === undefined || o.role === role));
  if (!op) throw t.refuse(`no ${field} operand`);
  return op;
}

/** sext(offset[20:0]) as a number. */
function immOffset(inst: Instruction): number {
  return (((inst.fields.offset ?? 0) & 0x1fffff) << 11) >> 11;
}

/** soffset as an i32 (0 when the field names null). */
function soffset(t: TranslationContext, inst: Instruction, ops: readonly Operand[]): ValueId {
  if ((inst.fields.soffset ?? NULL_SOFFSET) === NULL_SOFFSET) return k(t, I32, 0);
  return t.readScalar32(operand(t, ops, 'soffset', 'src'));
}

/** The known dword at guest address `address` (4-aligned), or undefined. */
function knownDword(t: TranslationContext, guest: bigint): number | undefined {
  const address = guestAddress(guest);
  for (const known of t.options.knownMemory ?? []) {
    // A region given at a sign-extended (or any 64-bit) address lies where the VM translates it.
    const range = { address: guestAddress(known.address), words: known.words };
    const index = (address - range.address) / 4n;
    if (
      address >= range.address &&
      (address - range.address) % 4n === 0n &&
      index < BigInt(range.words.length)
    ) {
      return (range.words[Number(index)] as number) >>> 0;
    }
  }
  return undefined;
}

/**
 * The dword at guest address `address` (i64, 4-aligned): a constant when its address `known` is a
 * recompile-time constant in known memory, else a load.
 */
function loadDword(t: TranslationContext, address: ValueId, known: bigint | undefined): ValueId {
  if (known !== undefined) {
    const value = knownDword(t, known);
    if (value !== undefined) return k(t, I32, value);
  }
  return t.b.value('load', I32, physPtr(t, address, I32));
}

function storeDword(t: TranslationContext, address: ValueId, value: ValueId): void {
  t.b.effect('store', [physPtr(t, address, I32), value]);
}

/** The dword-aligned guest address of a non-buffer access (i64). */
function flatAddress(t: TranslationContext, inst: Instruction, ops: readonly Operand[]): ValueId {
  const base = t.readScalar64(operand(t, ops, 'sbase', 'src'));
  const off = t.b.value(
    'iadd',
    I64,
    k(t, I64, BigInt(immOffset(inst))),
    t.b.value('zext', I64, soffset(t, inst, ops)),
  );
  return t.b.value('and', I64, t.b.value('iadd', I64, base, off), k(t, I64, ~3n));
}

/** One dword of a buffer access: its guest address and whether it lies inside the buffer. */
interface BufferDword {
  readonly address: ValueId;
  readonly inside: ValueId;
  /** Recompile-time values of `address` and `inside`, when known. */
  readonly knownAddress: bigint | undefined;
  readonly knownInside: bigint | undefined;
}

function bufferDwords(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  count: number,
): BufferDword[] {
  const vsharp = operand(t, ops, 'sbase', 'src');
  const d0 = t.readScalar32(vsharp, 0);
  const d1 = t.readScalar32(vsharp, 1);
  const records = t.readScalar32(vsharp, 2);
  const base = t.join64(d0, t.b.value('and', I32, d1, k(t, I32, 0xffff)));
  const stride = t.b.value('and', I32, t.b.value('lshr', I32, d1, k(t, I32, 16)), k(t, I32, 0x3fff));
  const size = t.b.value(
    'select',
    I64,
    t.b.value('icmp.eq', I1, stride, k(t, I32, 0)),
    t.b.value('zext', I64, records),
    t.b.value('imul', I64, t.b.value('zext', I64, records), t.b.value('zext', I64, stride)),
  );
  const sum = t.b.value('iadd', I32, k(t, I32, immOffset(inst)), soffset(t, inst, ops));
  const offset = t.b.value('zext', I64, t.b.value('and', I32, sum, k(t, I32, ~3)));
  const out: BufferDword[] = [];
  for (let i = 0; i < count; i++) {
    const at = t.b.value('iadd', I64, offset, k(t, I64, 4 * i));
    const end = t.b.value('iadd', I64, at, k(t, I64, 4));
    const inside = t.b.value('icmp.ule', I1, end, size);
    const address = t.b.value('and', I64, t.b.value('iadd', I64, base, at), k(t, I64, ~3n));
    // Queries in a fixed order, whatever their answers (TranslationContext.constantOf).
    out.push({ address, inside, knownAddress: t.constantOf(address), knownInside: t.constantOf(inside) });
  }
  return out;
}

/**
 * Runs `body` only when `inside` holds (a uniform branch unless `inside` is a known constant) and
 * returns its value, or `otherwise` outside.
 */
function guarded(
  t: TranslationContext,
  { inside, knownInside: known }: BufferDword,
  body: () => ValueId | undefined,
  otherwise: ValueId | undefined,
): ValueId | undefined {
  if (known !== undefined) return known === 1n ? body() : otherwise;
  const then = t.b.block();
  const join = t.b.block(otherwise === undefined ? [] : [I32]);
  t.b.condBr(inside, then, join, [], otherwise === undefined ? [] : [otherwise]);
  t.b.at(then);
  const value = body();
  t.b.br(join, value === undefined ? [] : [value]);
  t.b.at(join);
  return otherwise === undefined ? undefined : (t.fn.block(join).params[0] as ValueId);
}

function writeData(t: TranslationContext, ops: readonly Operand[], values: readonly ValueId[]): void {
  const sdata = operand(t, ops, 'sdata', 'dst');
  values.forEach((v, i) => {
    t.writeScalar32(sdata, v, i);
  });
}

function load(dwords: number, buffer: boolean): TranslateRule {
  return (t, inst, ops) => {
    let values: ValueId[];
    if (buffer) {
      const zero = k(t, I32, 0);
      values = bufferDwords(t, inst, ops, dwords).map(
        (d) => guarded(t, d, () => loadDword(t, d.address, d.knownAddress), zero) as ValueId,
      );
    } else {
      const address = flatAddress(t, inst, ops);
      values = [];
      for (let i = 0; i < dwords; i++) {
        const at = i === 0 ? address : t.b.value('iadd', I64, address, k(t, I64, 4 * i));
        values.push(loadDword(t, at, t.constantOf(at)));
      }
    }
    writeData(t, ops, values);
  };
}

function store(dwords: number, buffer: boolean): TranslateRule {
  return (t, inst, ops) => {
    const sdata = operand(t, ops, 'sdata', 'src');
    const data = Array.from({ length: dwords }, (_, i) => t.readScalar32(sdata, i));
    if (buffer) {
      bufferDwords(t, inst, ops, dwords).forEach((d, i) => {
        guarded(
          t,
          d,
          () => {
            storeDword(t, d.address, data[i] as ValueId);
            return undefined;
          },
          undefined,
        );
      });
      return;
    }
    const address = flatAddress(t, inst, ops);
    data.forEach((v, i) => {
      storeDword(t, i === 0 ? address : t.b.value('iadd', I64, address, k(t, I64, 4 * i)), v);
    });
  };
}

const nothing: TranslateRule = () => {};

function build(): RuleTable {
  const out: Record<string, TranslateRule> = {};
  for (const [, name, form, dwords] of SMEM_ROWS) {
    if (name.startsWith('s_scratch_')) {
      out[name] = refusedRule(name);
      continue;
    }
    switch (form) {
      case 'load':
      case 'bload':
        out[name] = load(dwords, form === 'bload');
        break;
      case 'store':
      case 'bstore':
        out[name] = store(dwords, form === 'bstore');
        break;
      case 'atomic':
      case 'batomic':
        out[name] = refusedRule(name);
        break;
      case 'time':
        out[name] = refusedRule(name);
        break;
      case 'none':
      case 'probe':
      case 'bprobe':
        out[name] = nothing;
        break;
      case 'discard':
        out[name] = refusedRule(name);
        break;
      case 'waveid':
        out[name] = (t, _inst, ops) => {
          t.writeScalar32(operand(t, ops, 'sdata', 'dst'), t.b.value('builtin.wave_index', I32));
        };
        break;
    }
  }
  return out;
}

/** SMEM rules by mnemonic. */
export const SMEM: RuleTable = build();
