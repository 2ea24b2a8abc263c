/**
 * DS rules: LDS as workgroup memory. The workgroup's LDS is one module global in the `workgroup` space,
 * an array of i32 holding the launch's LDS bytes plus one spare dword (`trash`). Addresses are
 * VGPR[addr] + offset in 32-bit arithmetic, bytes into LDS; a dword at or past the LDS size reads 0 and
 * drops writes (range checked per dword; the LDS size must be a multiple of 4).
 *
 * EXEC and the range check do not branch: an access is steered to the spare dword when its lane is
 * inactive or the dword is out of range, and loads are then replaced by 0 with a select. The spare
 * dword is never read by an active, in-range access, so no guest-visible effect happens in an inactive
 * lane.
 *
 * Narrow stores (8/16 bits) replace their bytes in the containing dword with a compare-exchange loop,
 * so lanes writing different bytes of one dword lose nothing and lanes writing the same byte leave one
 * lane's value. Accesses not aligned to min(size, 4) take a byte-by-byte path (the unaligned mode;
 * docs/debt.md). Atomics are 32-bit on the i32 array; misaligned atomics have no effect and return 0.
 *
 * Refused (refused.ts holds the reasons of the opcodes always refused): GDS (gds bit, GWS, ordered
 * count), 64-bit atomics (the host LDS is an array of 32-bit words, which cannot hold a 64-bit
 * atomic), ds_min/max_f32/f64 (the ISA's pseudo-code compares a second data operand LLVM never
 * supplies), ds_append/consume (the M0 layout for LDS is ambiguous), ds_condxchg32_rtn_b64 (no
 * pseudo-code), the *_src2_* forms (removed in gfx10.3, no pseudo-code) and forward permutes with an
 * offset above 255.
 *
 * Each LDS access starts with a `wave_barrier`: guest lanes execute a DS instruction together, so a lane
 * sees what another lane of its wave wrote in an earlier instruction; host invocations need the barrier.
 *
 * Lane instructions: ds_swizzle_b32, ds_permute_b32 and ds_bpermute_b32 move data between lanes of a
 * wave with `shuffle`/`broadcast` (a source lane that is inactive reads 0; the permutes act within each
 * 32-lane half, index bits [6:2] of VGPR + offset0; a forward permute with several lanes sending to one
 * lane keeps the highest lane's value).
 */

import type { IrModule, ValueId } from '../../ir/function.js';
import { I1, I32, ptr } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import { DS_TABLE } from '../../isa/tables/ds.js';
import { EXEC, M0, type TranslationContext } from '../context.js';
import {
  type AtomicKind,
  atomicOperands,
  atomicRmw,
  byteOf,
  bytesToDwords,
  casLoop,
  ifElse,
  k32,
  LOAD_KINDS,
  laneDwords,
  loadResult,
  operandOf,
  STORE_KINDS,
  storeData,
  writeDwords,
} from './memory-common.js';
import { refusedRule } from './refused.js';
import type { RuleTable, TranslateRule } from './rule.js';

const LDS_GLOBALS = new WeakMap<IrModule, number>();

/** The LDS size in dwords (refusing programs that use LDS without any). */
function ldsDwords(t: TranslationContext): number {
  const { launch } = t.options;
  // Graphics stages share LDS between the waves the hardware groups, which the host does not form.
  if (launch.stage === 'vertex')
    throw t.refuse(
      'LDS in a vertex program is not translated: an NGG program passes data between its primitive and ' +
        'vertex threads there (gl_PrimitiveID, culling, streamout), which needs the mesh path',
    );
  if (launch.stage !== 'compute') throw t.refuse(`LDS in a ${launch.stage} program is not translated`);
  const bytes = launch.ldsBytes;
  if (bytes <= 0) throw t.refuse('the program uses LDS but the launch allocates 0 LDS bytes');
  if (bytes % 4 !== 0) throw t.refuse(`LDS size ${bytes} is not a multiple of 4 bytes`);
  return bytes / 4;
}

/** The pointer of LDS dword `index` (i32, already steered). */
function slotPtr(t: TranslationContext, index: ValueId): ValueId {
  const count = ldsDwords(t);
  let g = LDS_GLOBALS.get(t.module);
  if (g === undefined) {
    g = t.module.addGlobal({ name: 'lds', type: ptr('workgroup', I32), count: count + 1, sinkLast: true });
    LDS_GLOBALS.set(t.module, g);
  }
  const base = t.b.emit('global', ptr('workgroup', I32), [], { imms: [g] }).result as ValueId;
  return t.b.value('access', ptr('workgroup', I32), base, index);
}

/** A dword slot: the steered index and whether the guest dword is live (in range and active). */
interface Slot {
  readonly ptr: ValueId;
  /** In range (i1). */
  readonly inRange: ValueId;
}

function slot(t: TranslationContext, index: ValueId): Slot {
  const count = ldsDwords(t);
  const inRange = t.b.value('icmp.ult', I1, index, k32(t, count));
  const live = t.b.value('and', I1, inRange, t.active());
  return { ptr: slotPtr(t, t.b.value('select', I32, live, index, k32(t, count))), inRange };
}

function loadSlot(t: TranslationContext, s: Slot): ValueId {
  return t.b.value('select', I32, s.inRange, t.b.value('load', I32, s.ptr), k32(t, 0));
}

const dwordIndex = (t: TranslationContext, address: ValueId, plus = 0): ValueId => {
  const d = t.b.value('lshr', I32, address, k32(t, 2));
  return plus === 0 ? d : t.b.value('iadd', I32, d, k32(t, plus));
};

/** Replaces the bits of `mask` (at the byte shift `shift`) in a slot by `value << shift`. */
function mergeSlot(t: TranslationContext, s: Slot, value: ValueId, bits: number, shift: ValueId): void {
  const mask = t.b.value('shl', I32, k32(t, bits === 32 ? 0xffffffff : (1 << bits) - 1), shift);
  const v = t.b.value('and', I32, t.b.value('shl', I32, value, shift), mask);
  casLoop(t, s.ptr, I32, (old) =>
    t.b.value('or', I32, t.b.value('and', I32, old, t.b.value('iunary.not', I32, mask)), v),
  );
}

/** Byte `address + i` of LDS (i32 0..255; 0 out of range). */
function readByte(t: TranslationContext, address: ValueId, i: number): ValueId {
  const a = i === 0 ? address : t.b.value('iadd', I32, address, k32(t, i));
  const w = loadSlot(t, slot(t, dwordIndex(t, a)));
  const shift = t.b.value('shl', I32, t.b.value('and', I32, a, k32(t, 3)), k32(t, 3));
  return t.b.value('and', I32, t.b.value('lshr', I32, w, shift), k32(t, 0xff));
}

function writeByte(t: TranslationContext, address: ValueId, i: number, byte: ValueId): void {
  const a = i === 0 ? address : t.b.value('iadd', I32, address, k32(t, i));
  const shift = t.b.value('shl', I32, t.b.value('and', I32, a, k32(t, 3)), k32(t, 3));
  mergeSlot(t, slot(t, dwordIndex(t, a)), byte, 8, shift);
}

/**
 * Whether the byte address picks the aligned path. A lane outside EXEC touches only the spare dword on
 * either path (`slot`), so its address is tested as 0: the address register of a lane outside EXEC
 * kept its old value (an EXEC select), and with this the test sees the active arm alone (opt-simplify's
 * select in an arm of a select on the same condition), whose alignment known zero bits may prove.
 */
function misalignedTest(t: TranslationContext, address: ValueId, n: number): ValueId {
  const align = Math.min(n, 4);
  if (align === 1) return t.b.const(I1, 1);
  const tested = t.b.value('select', I32, t.active(), address, k32(t, 0));
  if (t.alignedByDefinition(tested, align)) return t.b.const(I1, 1);
  return t.b.value('icmp.eq', I1, t.b.value('and', I32, tested, k32(t, align - 1)), k32(t, 0));
}

/** Reads `n` bytes of LDS at the byte address (i32); dwords out (narrow values zero-extended). */
export function readLds(t: TranslationContext, address: ValueId, n: number): ValueId[] {
  const types = new Array(Math.max(1, n / 4)).fill(I32);
  return ifElse(
    t,
    misalignedTest(t, address, n),
    types,
    () => {
      if (n >= 4)
        return Array.from({ length: n / 4 }, (_, i) => loadSlot(t, slot(t, dwordIndex(t, address, i))));
      const w = loadSlot(t, slot(t, dwordIndex(t, address)));
      const shift = t.b.value('shl', I32, t.b.value('and', I32, address, k32(t, 3)), k32(t, 3));
      return [t.b.value('and', I32, t.b.value('lshr', I32, w, shift), k32(t, (1 << (8 * n)) - 1))];
    },
    () =>
      bytesToDwords(
        t,
        Array.from({ length: n }, (_, i) => readByte(t, address, i)),
      ),
  );
}

/** Writes the low `n` bytes of `dwords` to LDS at the byte address (i32). */
export function writeLds(
  t: TranslationContext,
  address: ValueId,
  n: number,
  dwords: readonly ValueId[],
): void {
  ifElse(
    t,
    misalignedTest(t, address, n),
    [],
    () => {
      if (n >= 4) {
        for (let i = 0; i < n / 4; i++)
          t.b.effect('store', [slot(t, dwordIndex(t, address, i)).ptr, dwords[i] as ValueId]);
      } else {
        const shift = t.b.value('shl', I32, t.b.value('and', I32, address, k32(t, 3)), k32(t, 3));
        mergeSlot(t, slot(t, dwordIndex(t, address)), dwords[0] as ValueId, 8 * n, shift);
      }
      return [];
    },
    () => {
      for (let i = 0; i < n; i++) writeByte(t, address, i, byteOf(t, dwords, i));
      return [];
    },
  );
}

/** A 32-bit atomic on LDS at the byte address; misaligned: no effect, 0. Returns the old value. */
function atomicLds(
  t: TranslationContext,
  address: ValueId,
  kind: AtomicKind,
  a: ValueId,
  b?: ValueId,
): ValueId {
  const s = slot(t, dwordIndex(t, address));
  const alignedOk = t.b.value('icmp.eq', I1, t.b.value('and', I32, address, k32(t, 3)), k32(t, 0));
  const ok = t.b.value('and', I1, alignedOk, s.inRange);
  // Steer misaligned atomics to the spare dword too.
  const count = ldsDwords(t);
  const p = slotPtr(
    t,
    t.b.value('select', I32, t.b.value('and', I1, ok, t.active()), dwordIndex(t, address), k32(t, count)),
  );
  const old = atomicRmw(t, p, I32, kind, a, b);
  return t.b.value('select', I32, ok, old, k32(t, 0));
}

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

function f(inst: Instruction, name: string): number {
  return (inst.fields[name] as number) ?? 0;
}

/**
 * Refuses GDS and orders this LDS access after the wave's earlier ones: the guest's lanes run a DS
 * instruction together, host invocations of a subgroup need not (`wave_barrier`, README.md).
 */
function noGds(t: TranslationContext, inst: Instruction): void {
  if (f(inst, 'gds')) throw t.refuse(`${inst.mnemonic} with gds: GDS is not part of a compute translation`);
  t.b.effect('wave_barrier', []);
}

/** VGPR[addr] + {offset1, offset0} (i32, wrapping). */
function address(t: TranslationContext, inst: Instruction, ops: readonly Operand[]): ValueId {
  const base = t.readLane32(operandOf(t, ops, 'addr', 'src'));
  const offset = f(inst, 'offset0') | (f(inst, 'offset1') << 8);
  return offset === 0 ? base : t.b.value('iadd', I32, base, k32(t, offset));
}

type Rule = TranslateRule;

function read(kindName: string): Rule {
  const kind = LOAD_KINDS[kindName] as (typeof LOAD_KINDS)[string];
  return (t, inst, ops) => {
    noGds(t, inst);
    const vdst = operandOf(t, ops, 'vdst', 'dst');
    const raw = readLds(t, address(t, inst, ops), kind.bytes);
    writeDwords(
      t,
      vdst,
      loadResult(t, kind, raw, () => t.readLane32(vdst)),
    );
  };
}

function write(kindName: string): Rule {
  const kind = STORE_KINDS[kindName] as (typeof STORE_KINDS)[string];
  return (t, inst, ops) => {
    noGds(t, inst);
    const data = laneDwords(t, operandOf(t, ops, 'data0', 'src'), Math.max(1, kind.bytes / 4));
    writeLds(t, address(t, inst, ops), kind.bytes, storeData(t, kind, data));
  };
}

function twoAddresses(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  scale: number,
): [ValueId, ValueId] {
  const base = t.readLane32(operandOf(t, ops, 'addr', 'src'));
  const at = (o: number): ValueId => (o === 0 ? base : t.b.value('iadd', I32, base, k32(t, o * scale)));
  return [at(f(inst, 'offset0')), at(f(inst, 'offset1'))];
}

function read2(dwords: 1 | 2, st64: boolean): Rule {
  const scale = 4 * dwords * (st64 ? 64 : 1);
  return (t, inst, ops) => {
    noGds(t, inst);
    const vdst = operandOf(t, ops, 'vdst', 'dst');
    const [a0, a1] = twoAddresses(t, inst, ops, scale);
    const first = readLds(t, a0, 4 * dwords);
    const second = readLds(t, a1, 4 * dwords);
    writeDwords(t, vdst, [...first, ...second]);
  };
}

function write2(dwords: 1 | 2, st64: boolean): Rule {
  const scale = 4 * dwords * (st64 ? 64 : 1);
  return (t, inst, ops) => {
    noGds(t, inst);
    const d0 = laneDwords(t, operandOf(t, ops, 'data0', 'src'), dwords);
    const d1 = laneDwords(t, operandOf(t, ops, 'data1', 'src'), dwords);
    const [a0, a1] = twoAddresses(t, inst, ops, scale);
    writeLds(t, a0, 4 * dwords, d0);
    // Equal offsets make one write, of DATA0 (RDNA 1 ISA, section 10.4.3).
    if (f(inst, 'offset0') !== f(inst, 'offset1')) writeLds(t, a1, 4 * dwords, d1);
  };
}

function wrxchg2(st64: boolean): Rule {
  const scale = 4 * (st64 ? 64 : 1);
  return (t, inst, ops) => {
    noGds(t, inst);
    const vdst = operandOf(t, ops, 'vdst', 'dst');
    const d0 = t.readLane32(operandOf(t, ops, 'data0', 'src'));
    const d1 = t.readLane32(operandOf(t, ops, 'data1', 'src'));
    const [a0, a1] = twoAddresses(t, inst, ops, scale);
    const r0 = atomicLds(t, a0, 'xchg', d0);
    const r1 = atomicLds(t, a1, 'xchg', d1);
    writeDwords(t, vdst, [r0, r1]);
  };
}

function atomic(kind: AtomicKind, returns: boolean): Rule {
  return (t, inst, ops) => {
    noGds(t, inst);
    const a = t.readLane32(operandOf(t, ops, 'data0', 'src'));
    const b = atomicOperands(kind) === 2 ? t.readLane32(operandOf(t, ops, 'data1', 'src')) : undefined;
    const old = atomicLds(t, address(t, inst, ops), kind, a, b);
    if (returns) writeDwords(t, operandOf(t, ops, 'vdst', 'dst'), [old]);
  };
}

/** LDS address of the ADD_TID forms: offset + M0[15:0] + lane * 4. */
function tidAddress(t: TranslationContext, inst: Instruction): ValueId {
  const m0 = t.b.value('and', I32, t.loadSgpr(M0), k32(t, 0xffff));
  const offset = f(inst, 'offset0') | (f(inst, 'offset1') << 8);
  const lane4 = t.b.value('shl', I32, t.lane, k32(t, 2));
  return t.b.value('iadd', I32, t.b.value('iadd', I32, m0, k32(t, offset)), lane4);
}

const readAddTid: Rule = (t, inst, ops) => {
  noGds(t, inst);
  writeDwords(t, operandOf(t, ops, 'vdst', 'dst'), readLds(t, tidAddress(t, inst), 4));
};

const writeAddTid: Rule = (t, inst, ops) => {
  noGds(t, inst);
  writeLds(t, tidAddress(t, inst), 4, [t.readLane32(operandOf(t, ops, 'data0', 'src'))]);
};

/** The value of `v` in lane `src` (i32), or 0 where that lane is inactive. */
function fromLane(t: TranslationContext, v: ValueId, src: ValueId): ValueId {
  const value = t.b.value('shuffle', I32, v, src);
  return t.b.value('select', I32, t.laneBit(t.readMask(EXEC), src), value, k32(t, 0));
}

/** The source lane of this lane for a swizzle offset (i32), per the RDNA 1 ISA, section 12.13.1. */
function swizzleSource(t: TranslationContext, offset: number): ValueId {
  const lane = t.lane;
  const b = t.b;
  const hiBit = b.value('and', I32, lane, k32(t, 0x20));
  const low5 = b.value('and', I32, lane, k32(t, 0x1f));
  if (offset >= 0xe000) {
    const mask = offset & 0x1f;
    let pop = 0;
    for (let x = mask; x; x &= x - 1) pop++;
    const rev = b.value('lshr', I32, b.value('iunary.bitreverse', I32, low5), k32(t, 27 + pop));
    return b.value('or', I32, b.value('or', I32, rev, b.value('and', I32, lane, k32(t, mask))), hiBit);
  }
  if (offset >= 0xc000) {
    if ((offset & 0x1f) !== 0)
      throw t.refuse(
        `ds_swizzle rotate with mask ${offset & 0x1f}: the ISA's pseudo-code and examples disagree`,
      );
    let rotate = (offset >>> 5) & 0x1f;
    if (offset & 0x400) rotate = -rotate;
    const rotated = b.value('and', I32, b.value('iadd', I32, lane, k32(t, rotate)), k32(t, 0x1f));
    return b.value('or', I32, rotated, hiBit);
  }
  if (offset & 0x8000) {
    const quadBase = b.value('and', I32, lane, k32(t, ~3));
    const shift = b.value('shl', I32, b.value('and', I32, lane, k32(t, 3)), k32(t, 1));
    const pick = b.value('and', I32, b.value('lshr', I32, k32(t, offset & 0xff), shift), k32(t, 3));
    return b.value('or', I32, quadBase, pick);
  }
  const and = offset & 0x1f;
  const or = (offset >>> 5) & 0x1f;
  const xor = (offset >>> 10) & 0x1f;
  const v = b.value(
    'xor',
    I32,
    b.value('or', I32, b.value('and', I32, low5, k32(t, and)), k32(t, or)),
    k32(t, xor),
  );
  return b.value('or', I32, v, hiBit);
}

const swizzle: Rule = (t, inst, ops) => {
  if (f(inst, 'gds')) throw t.refuse('ds_swizzle_b32 with gds: GDS is not part of a compute translation');
  const offset = f(inst, 'offset0') | (f(inst, 'offset1') << 8);
  const src = swizzleSource(t, offset);
  const data = t.readLane32(operandOf(t, ops, 'addr', 'src'));
  writeDwords(t, operandOf(t, ops, 'vdst', 'dst'), [fromLane(t, data, src)]);
};

/** The lane a permute index names: bits [6:2] of (VGPR + offset0), within the lane's 32-lane half. */
function permuteLane(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  lane: ValueId,
): ValueId {
  if (f(inst, 'offset1') !== 0)
    throw t.refuse(`${inst.mnemonic} offset above 255: the ISA adds only offset0`);
  const index = t.b.value(
    'iadd',
    I32,
    t.readLane32(operandOf(t, ops, 'addr', 'src')),
    k32(t, f(inst, 'offset0')),
  );
  const bits = t.b.value('and', I32, t.b.value('lshr', I32, index, k32(t, 2)), k32(t, 0x1f));
  return t.b.value('or', I32, t.b.value('and', I32, lane, k32(t, 0x20)), bits);
}

const bpermute: Rule = (t, inst, ops) => {
  const src = permuteLane(t, inst, ops, t.lane);
  const data = t.readLane32(operandOf(t, ops, 'data0', 'src'));
  writeDwords(t, operandOf(t, ops, 'vdst', 'dst'), [fromLane(t, data, src)]);
};

/**
 * Forward permute: every lane looks at each lane k of the wave in order (a uniform loop) and keeps
 * DATA0 of the last active lane whose destination is itself; 0 when none.
 */
const permute: Rule = (t, inst, ops) => {
  const dst = permuteLane(t, inst, ops, t.lane);
  const data = t.readLane32(operandOf(t, ops, 'data0', 'src'));
  const exec = t.readMask(EXEC);
  const loop = t.b.block([I32, I32]);
  const exit = t.b.block([I32]);
  t.b.br(loop, [k32(t, 0), k32(t, 0)]);
  t.b.at(loop);
  const [k, acc] = t.fn.block(loop).params as [ValueId, ValueId];
  const target = t.b.value('broadcast', I32, dst, k);
  const value = t.b.value('broadcast', I32, data, k);
  const hit = t.b.value('and', I1, t.laneBit(exec, k), t.b.value('icmp.eq', I1, target, t.lane));
  const next = t.b.value('select', I32, hit, value, acc);
  const k1 = t.b.value('iadd', I32, k, k32(t, 1));
  t.b.condBr(t.b.value('icmp.ult', I1, k1, k32(t, t.waveSize)), loop, exit, [k1, next], [next]);
  t.b.at(exit);
  writeDwords(t, operandOf(t, ops, 'vdst', 'dst'), [t.fn.block(exit).params[0] as ValueId]);
};

/** DS atomics as [operation, mnemonic stem, type letter]: ds_<stem>[_rtn]_<letter>32. */
const ATOMIC_NAMES: readonly (readonly [AtomicKind, string, string])[] = [
  ['add', 'add', 'u'],
  ['sub', 'sub', 'u'],
  ['rsub', 'rsub', 'u'],
  ['inc', 'inc', 'u'],
  ['dec', 'dec', 'u'],
  ['smin', 'min', 'i'],
  ['smax', 'max', 'i'],
  ['umin', 'min', 'u'],
  ['umax', 'max', 'u'],
  ['and', 'and', 'b'],
  ['or', 'or', 'b'],
  ['xor', 'xor', 'b'],
  ['mskor', 'mskor', 'b'],
  ['cmpst', 'cmpst', 'b'],
  ['fcmpst', 'cmpst', 'f'],
];

function build(): RuleTable {
  const out: Record<string, Rule> = {
    ds_nop: () => {},
    ds_read_b32: read('d1'),
    ds_read_b64: read('d2'),
    ds_read_b96: read('d3'),
    ds_read_b128: read('d4'),
    ds_read_u8: read('u8'),
    ds_read_i8: read('i8'),
    ds_read_u16: read('u16'),
    ds_read_i16: read('i16'),
    ds_read_u8_d16: read('u8d16'),
    ds_read_u8_d16_hi: read('u8d16hi'),
    ds_read_i8_d16: read('i8d16'),
    ds_read_i8_d16_hi: read('i8d16hi'),
    ds_read_u16_d16: read('u16d16'),
    ds_read_u16_d16_hi: read('u16d16hi'),
    ds_write_b8: write('s8'),
    ds_write_b8_d16_hi: write('s8hi'),
    ds_write_b16: write('s16'),
    ds_write_b16_d16_hi: write('s16hi'),
    ds_write_b32: write('d1'),
    ds_write_b64: write('d2'),
    ds_write_b96: write('d3'),
    ds_write_b128: write('d4'),
    ds_read2_b32: read2(1, false),
    ds_read2st64_b32: read2(1, true),
    ds_read2_b64: read2(2, false),
    ds_read2st64_b64: read2(2, true),
    ds_write2_b32: write2(1, false),
    ds_write2st64_b32: write2(1, true),
    ds_write2_b64: write2(2, false),
    ds_write2st64_b64: write2(2, true),
    ds_wrxchg2_rtn_b32: wrxchg2(false),
    ds_wrxchg2st64_rtn_b32: wrxchg2(true),
    ds_wrxchg_rtn_b32: atomic('xchg', true),
    ds_wrap_rtn_b32: atomic('wrap', true),
    ds_add_f32: atomic('fadd', false),
    ds_add_rtn_f32: atomic('fadd', true),
    ds_read_addtid_b32: readAddTid,
    ds_write_addtid_b32: writeAddTid,
    ds_swizzle_b32: swizzle,
    ds_permute_b32: permute,
    ds_bpermute_b32: bpermute,
  };
  for (const [kind, stem, letter] of ATOMIC_NAMES) {
    out[`ds_${stem}_${letter}32`] = atomic(kind, false);
    out[`ds_${stem}_rtn_${letter}32`] = atomic(kind, true);
  }
  // Every other opcode of the table always refuses, with its reason from refused.ts.
  for (const [, name] of DS_TABLE) if (!out[name]) out[name] = refusedRule(name);
  return out;
}

/** DS rules by mnemonic. */
export const DS_RULES: RuleTable = build();
