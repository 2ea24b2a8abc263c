/**
 * The modifiers of a VALU instruction, decoded once from its encoding fields: per-source abs/neg,
 * op_sel halves and SDWA selects, the output clamp/omod and destination select, and the DPP16/DPP8
 * lane controls. The field positions are ISA facts; the translator and the reference executor both
 * read them from here (they implement the semantics independently, not the encoding).
 */
import type { Instruction } from '../instruction.js';
import { type Vop3Op, vop3Table } from '../tables/vop3.js';
import type { Mcpu } from '../target.js';

/** Modifiers of one encoded source (src0..src2). */
export interface SourceModifiers {
  readonly abs: boolean;
  readonly neg: boolean;
  /** op_sel: the source is the high 16 bits (VOP3 op_sel bits the op honours, see honouredOpsel). */
  readonly hi: boolean;
  /** SDWA select 0..6 (BYTE_0..BYTE_3, WORD_0, WORD_1, DWORD = 6). */
  readonly sel: number;
  /** SDWA sign extension of the selected part. */
  readonly sext: boolean;
}

/** DPP lane controls of src0. */
export interface DppControl {
  readonly kind: 'dpp16' | 'dpp8';
  /** DPP16 dpp_ctrl (0 for DPP8). */
  readonly ctrl: number;
  readonly rowMask: number;
  readonly bankMask: number;
  readonly boundCtrl: boolean;
  /** Fetch inactive lanes (DPP16 fi bit, or the DPP8FI form). */
  readonly fi: boolean;
  /** DPP8: eight 3-bit lane selects packed from bit 0 (lane i's select at bits 3i..3i+2). */
  readonly selects: number;
}

/** Every modifier of a VALU instruction. */
export interface ValuModifiers {
  readonly srcs: readonly [SourceModifiers, SourceModifiers, SourceModifiers];
  readonly clamp: boolean;
  /** Output modifier: 0 none, 1 *2, 2 *4, 3 /2. */
  readonly omod: number;
  /** op_sel[3]: the 16-bit result goes to the high half. */
  readonly dstHi: boolean;
  /** op_sel bits set on a VOP3 op whose table gives op_sel no meaning. */
  readonly strayOpsel: number;
  readonly dpp: DppControl | undefined;
  /** SDWA dst_sel (6 = DWORD) and dst_unused (0 pad, 1 sext, 2 preserve). */
  readonly dstSel: number;
  readonly dstUnused: number;
}

const is16 = (type: string): boolean => type.endsWith('16');

/**
 * The op_sel bits (0..2 sources, 3 destination) a VOP3 op honours: all four where LLVM prints op_sel,
 * and on a native VOP3 op (not a promoted VOP1/VOP2/VOPC) the bits of its 16-bit operands. The ISA
 * gives op_sel to 16-bit VOP3 data; llvm-mc decodes those bits without printing them on the VOP3-only
 * 16-bit integer ops (v_lshlrev_b16, v_mul_lo_u16, v_max_u16, ...), and ACO sets them there.
 */
function honouredOpsel(spec: Vop3Op): number {
  if (spec.opsel !== 0) return 0b1111;
  if (spec.valu !== undefined || spec.sdst) return 0;
  let bits = 0;
  for (const o of spec.operands) {
    if (!is16(o.type)) continue;
    if (o.field === 'vdst') bits |= 1 << 3;
    else if (o.kind === 'src') bits |= 1 << Number(o.field.slice(3));
  }
  return bits;
}

type MutableSource = { abs: boolean; neg: boolean; hi: boolean; sel: number; sext: boolean };

const PLAIN_SOURCE: SourceModifiers = Object.freeze({
  abs: false,
  neg: false,
  hi: false,
  sel: 6,
  sext: false,
});

/** The modifiers of an instruction that has none (a VOP1/VOP2/VOPC base or e32 form): shared. */
const PLAIN: ValuModifiers = Object.freeze({
  srcs: Object.freeze([PLAIN_SOURCE, PLAIN_SOURCE, PLAIN_SOURCE]) as ValuModifiers['srcs'],
  clamp: false,
  omod: 0,
  dstHi: false,
  strayOpsel: 0,
  dpp: undefined,
  dstSel: 6,
  dstUnused: 2,
});

/** The modifiers of a VOP1/VOP2/VOPC (any form) or VOP3 instruction. */
export function valuModifiers(inst: Instruction, mcpu: Mcpu): ValuModifiers {
  if (inst.encoding !== 'VOP3' && (inst.form === 'base' || inst.form === 'e32')) return PLAIN;
  const f = inst.fields;
  const ext = f.ext ?? 0;
  const srcs = [0, 1, 2].map(
    (): MutableSource => ({ abs: false, neg: false, hi: false, sel: 6, sext: false }),
  );
  let clamp = false;
  let omod = 0;
  let dstHi = false;
  let strayOpsel = 0;
  let dpp: DppControl | undefined;
  let dstSel = 6;
  let dstUnused = 2;
  if (inst.encoding === 'VOP3') {
    const spec = vop3Table(mcpu)[inst.opcode];
    const vop3b = spec?.sdst ?? false;
    const honoured = spec ? honouredOpsel(spec) : 0;
    const opsel = f.opsel ?? 0;
    clamp = (f.clamp ?? 0) !== 0;
    omod = f.omod ?? 0;
    srcs.forEach((m, i) => {
      m.neg = (((f.neg ?? 0) >> i) & 1) !== 0;
      if (!vop3b) {
        m.abs = (((f.abs ?? 0) >> i) & 1) !== 0;
        m.hi = (((opsel & honoured) >> i) & 1) !== 0;
      }
    });
    if (!vop3b) {
      dstHi = (((opsel & honoured) >> 3) & 1) !== 0;
      strayOpsel = opsel & ~honoured;
    }
  } else if (inst.form === 'dpp16') {
    for (let i = 0; i < 2; i++) {
      const m = srcs[i] as MutableSource;
      m.neg = ((ext >>> (20 + 2 * i)) & 1) !== 0;
      m.abs = ((ext >>> (21 + 2 * i)) & 1) !== 0;
    }
    dpp = {
      kind: 'dpp16',
      ctrl: (ext >>> 8) & 0x1ff,
      fi: ((ext >>> 18) & 1) !== 0,
      boundCtrl: ((ext >>> 19) & 1) !== 0,
      bankMask: (ext >>> 24) & 0xf,
      rowMask: (ext >>> 28) & 0xf,
      selects: 0,
    };
  } else if (inst.form === 'dpp8' || inst.form === 'dpp8fi') {
    dpp = {
      kind: 'dpp8',
      ctrl: 0,
      fi: inst.form === 'dpp8fi',
      boundCtrl: false,
      rowMask: 15,
      bankMask: 15,
      selects: ext >>> 8,
    };
  } else if (inst.form === 'sdwa') {
    for (let i = 0; i < 2; i++) {
      const bits = (ext >>> (16 + 8 * i)) & 0xff;
      const m = srcs[i] as MutableSource;
      m.sel = bits & 7;
      m.sext = (bits & 8) !== 0;
      m.neg = (bits & 0x10) !== 0;
      m.abs = (bits & 0x20) !== 0;
    }
    if (inst.encoding !== 'VOPC') {
      dstSel = (ext >>> 8) & 7;
      dstUnused = (ext >>> 11) & 3;
      clamp = ((ext >>> 13) & 1) !== 0;
      omod = (ext >>> 14) & 3;
    }
  }
  return {
    srcs: srcs as unknown as ValuModifiers['srcs'],
    clamp,
    omod,
    dstHi,
    strayOpsel,
    dpp,
    dstSel,
    dstUnused,
  };
}
