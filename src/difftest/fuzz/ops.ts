/**
 * The operation pools the program fuzzer draws from, derived from the isa tables (valu.ts for the
 * VOP1/VOP2/VOPC operations and their e32 shapes, vop3.ts for every e64/VOP3 operation with its operand
 * classes and modifiers, the SOP tables for scalar ALU operations) and filtered by what the caller can
 * run (the executor's semantics, and the translator's rules when a device is compared).
 *
 * Left out on purpose: operations that write EXEC (v_cmpx, saveexec: the generator writes EXEC only in
 * its structured if/else and loops), lane-relative register indexing (movrel), interpolation, program
 * counter and hardware register access, and operand classes the generator does not model.
 */
import { parseSlots, type ScalarRow, type SlotSpec } from '../../isa/tables/scalar-spec.js';
import { SOP1_ROWS } from '../../isa/tables/sop1.js';
import { SOP2_ROWS } from '../../isa/tables/sop2.js';
import { SOPC_ROWS } from '../../isa/tables/sopc.js';
import { SOPK_ROWS } from '../../isa/tables/sopk.js';
import { VALU_OPS, type ValuOp } from '../../isa/tables/valu.js';
import { type Vop3Op, type Vop3OperandSpec, vop3Table } from '../../isa/tables/vop3.js';
import { type Vop3pOp, vop3pTable } from '../../isa/tables/vop3p.js';
import type { Mcpu } from '../../isa/target.js';
import { ULP_BOUNDS } from '../../reference/semantics/valu.js';
import { LANE_OPS } from './gen-alu.js';

/** The 32-bit (e32) text shapes the generator writes. */
export type E32Shape = 'vop1' | 'vop2' | 'vopc' | 'cndmask' | 'mk' | 'ak';

/** A vector ALU operation the generator may emit. */
export interface VectorOp {
  /** Mnemonic without encoding suffix (the semantics key), e.g. `v_add_f32`. */
  readonly name: string;
  /** The e32 form, when the operation has a plain one. */
  readonly e32: { readonly shape: E32Shape; readonly op: ValuOp } | undefined;
  /** The VOP3 (e64) form, when the generator can write one. */
  readonly vop3: Vop3Op | undefined;
  /** The result is inexact (ULP bound > 0): it goes to a sink register that nothing reads. */
  readonly inexact: boolean;
}

/** A scalar ALU operation with its explicit operand slots. */
export interface ScalarOp {
  readonly name: string;
  readonly slots: readonly SlotSpec[];
  readonly encoding: 'SOP1' | 'SOP2' | 'SOPC' | 'SOPK';
}

/** The pools of one target. */
export interface OpPools {
  readonly vector: readonly VectorOp[];
  readonly scalar: readonly ScalarOp[];
  /** VOPC compares usable as if/else conditions (e32 shape). */
  readonly compares: readonly VectorOp[];
  /** Lane-crossing operations (gen-alu.ts LANE_OPS) the caller supports. */
  readonly lane: readonly (typeof LANE_OPS)[number][];
  /** VOP3P packed and mixed-precision operations (dot products left out). */
  readonly packed: readonly Vop3pOp[];
}

const VECTOR_EXCLUDED =
  /^v_(cmpx_|interp|movrel|swaprel|readlane|writelane|readfirstlane|permlane|nop|pipeflush|clrexcp|illegal|swap_b32|mov_fed|cvt_pkrtz_f16_f32_e64$)/;
const SCALAR_EXCLUDED =
  /saveexec|wrexec|movrel|getpc|setpc|swappc|rfe|getreg|setreg|call|waitcnt|subvector|version/;

const ALLOWED_SRC_CLASSES = new Set(['any', 'VGPR_32', 'VReg_64', 'SReg_1_XEXEC']);

function vop3Usable(op: Vop3Op): boolean {
  return op.operands.every((o: Vop3OperandSpec) => {
    if (o.kind === 'v') return o.dwords >= 1 && o.dwords <= 2;
    if (o.kind === 's') return o.dwords === 0;
    return ALLOWED_SRC_CLASSES.has(o.regClass) && o.dwords <= 2;
  });
}

function e32Shape(op: ValuOp): E32Shape | undefined {
  if (op.readsM0 || op.writesExec || op.src0Class !== 'vsrc') return undefined;
  if (op.srcs.some((s) => s.dwords > 2) || (op.dst !== undefined && op.dst.dwords > 2)) return undefined;
  if (op.constantK === 'mk') return 'mk';
  if (op.constantK === 'ak') return 'ak';
  if (op.encoding === 'VOPC') return op.srcs.length === 2 ? 'vopc' : undefined;
  if (op.dst?.file !== 'vgpr') return undefined;
  if (op.name === 'v_cndmask_b32') return 'cndmask';
  if (op.readsVcc || op.writesVcc) return undefined;
  if (op.encoding === 'VOP1') return op.srcs.length === 1 ? 'vop1' : undefined;
  return op.srcs.length === 2 ? 'vop2' : undefined;
}

/** Whether a mnemonic has a rule in `table` (semantics or translation rules keyed by mnemonic). */
export type Supports = (mnemonic: string) => boolean;

/** Builds the pools of `mcpu`, keeping only operations `supports` accepts (under every name used). */
export function buildPools(mcpu: Mcpu, supports: Supports): OpPools {
  const byName = new Map<string, { e32?: VectorOp['e32']; vop3?: Vop3Op }>();
  for (const op of VALU_OPS) {
    if (!op.mcpus.includes(mcpu) || VECTOR_EXCLUDED.test(op.name)) continue;
    const shape = e32Shape(op);
    if (!shape || !supports(op.name)) continue;
    byName.set(op.name, { e32: { shape, op } });
  }
  for (const op of vop3Table(mcpu)) {
    if (!op || VECTOR_EXCLUDED.test(op.mnemonic) || !vop3Usable(op)) continue;
    // Rules are keyed by the plain mnemonic; promoted ops print with `_e64`.
    const name = op.mnemonic.replace(/_e64$/, '');
    if (VECTOR_EXCLUDED.test(name) || !supports(name)) continue;
    const entry = byName.get(name) ?? {};
    byName.set(name, { ...entry, vop3: op });
  }
  const vector: VectorOp[] = [];
  for (const [name, forms] of [...byName].sort(([a], [b]) => (a < b ? -1 : 1))) {
    vector.push({ name, e32: forms.e32, vop3: forms.vop3, inexact: (ULP_BOUNDS[name] ?? 0) > 0 });
  }
  const scalar: ScalarOp[] = [];
  const add = (rows: readonly ScalarRow[], encoding: ScalarOp['encoding']): void => {
    for (const [, name, spec, implicit] of rows) {
      if (SCALAR_EXCLUDED.test(name) || !supports(name)) continue;
      if (implicit.split(' ').some((part) => part !== '' && !part.endsWith(':scc'))) continue;
      const slots = parseSlots(spec);
      const allowed = encoding === 'SOPK' ? ['D', 'd', 'M', 'Kx'] : ['D', 'S', 'T', 'R', 'M'];
      if (slots.length === 0 || !slots.every((s) => allowed.includes(s.slot))) continue;
      scalar.push({ name, slots, encoding });
    }
  };
  add(SOP1_ROWS, 'SOP1');
  add(SOP2_ROWS, 'SOP2');
  add(SOPC_ROWS, 'SOPC');
  add(SOPK_ROWS, 'SOPK');
  const compares = vector.filter(
    (v) => v.e32?.shape === 'vopc' && v.e32.op.srcs.every((s) => s.dwords === 1),
  );
  const lane = LANE_OPS.filter((name) => supports(name));
  const packed = vop3pTable(mcpu).filter(
    (op): op is Vop3pOp => op !== undefined && !op.kind.startsWith('dot') && supports(op.mnemonic),
  );
  return { vector, scalar, compares, lane, packed };
}
