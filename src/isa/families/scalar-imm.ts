/**
 * The 16-bit immediates of SOPP and SOPK with a syntax of their own, printed and parsed as llvm-mc-19
 * does for gfx1013/gfx1030: s_waitcnt counters, sendmsg(...), hwreg(...), s_waitcnt_depctr fields and
 * s_version's UC_VERSION expression, plus the plain decimal/hex/branch forms.
 *
 * Field layouts (GFX10): waitcnt vmcnt [3:0]+[15:14], expcnt [6:4], lgkmcnt [13:8]; sendmsg id [3:0],
 * op [6:4], stream [9:8]; hwreg id [5:0], offset [10:6], width-1 [15:11]; s_version id [7:0] with
 * W64 0x2000, W32 0x4000, MDP 0x8000. Names and validity were checked against llvm-mc-19.
 */
import { hwregNames } from '../tables/hwreg.js';
import { MSG_NAMES } from '../tables/sendmsg.js';
import type { Mcpu } from '../target.js';
import { parseInteger } from './scalar-operands.js';

function hex(v: number): string {
  return `0x${(v >>> 0).toString(16)}`;
}

/** Decimal up to 64, hex above (LLVM's 32-bit immediate form for a zero-extended 16-bit field). */
export function decText(v: number): string {
  return v <= 64 ? String(v) : hex(v);
}

/** Hex form of a 16-bit field. */
export function hexText(v: number): string {
  return hex(v);
}

// ---------------------------------------------------------------------------------------------------
// s_waitcnt
// ---------------------------------------------------------------------------------------------------

/** Text of an s_waitcnt simm16: the counters that wait, or all three when none does. */
export function waitcntText(v: number): string {
  const vm = (v & 0xf) | ((v >> 10) & 0x30);
  const exp = (v >> 4) & 7;
  const lgkm = (v >> 8) & 0x3f;
  const all = vm === 63 && exp === 7 && lgkm === 63;
  const parts: string[] = [];
  if (vm !== 63 || all) parts.push(`vmcnt(${vm})`);
  if (exp !== 7 || all) parts.push(`expcnt(${exp})`);
  if (lgkm !== 63 || all) parts.push(`lgkmcnt(${lgkm})`);
  return parts.join(' ');
}

/** Parses `vmcnt(N) expcnt(N) lgkmcnt(N)` (any subset, separated by blanks, `&` or `,`) or a number. */
export function parseWaitcnt(text: string): number | undefined {
  const n = parseInteger(text);
  if (n !== undefined) return n >= -0x8000 && n <= 0xffff ? n & 0xffff : undefined;
  let vm = 63;
  let exp = 7;
  let lgkm = 63;
  const re = /^\s*(vmcnt|expcnt|lgkmcnt)\s*\(\s*([^)]*)\)\s*[&,]?\s*/;
  let rest = text.trim();
  if (rest.length === 0) return undefined;
  while (rest.length > 0) {
    const m = re.exec(rest);
    if (!m) return undefined;
    const value = parseInteger(m[2] as string);
    if (value === undefined || value < 0) return undefined;
    if (m[1] === 'vmcnt') {
      if (value > 63) return undefined;
      vm = value;
    } else if (m[1] === 'expcnt') {
      if (value > 7) return undefined;
      exp = value;
    } else {
      if (value > 63) return undefined;
      lgkm = value;
    }
    rest = rest.slice(m[0].length);
  }
  return (vm & 0xf) | (exp << 4) | (lgkm << 8) | ((vm & 0x30) << 10);
}

// ---------------------------------------------------------------------------------------------------
// sendmsg
// ---------------------------------------------------------------------------------------------------

/** Message names of GFX10 by id (ids without a name print numerically). */
const GS_OPS = ['GS_OP_NOP', 'GS_OP_CUT', 'GS_OP_EMIT', 'GS_OP_EMIT_CUT'];
const SYSMSG_OPS: readonly (string | undefined)[] = [
  undefined,
  'SYSMSG_OP_ECC_ERR_INTERRUPT',
  'SYSMSG_OP_REG_RD',
  undefined,
  'SYSMSG_OP_TTRACE_PC',
];

/** Name of operation `op` of message `id`, or undefined when the pair is not valid. */
function msgOpName(id: number, op: number): string | undefined {
  if (id === 2) return op >= 1 && op <= 3 ? GS_OPS[op] : undefined;
  if (id === 3) return GS_OPS[op];
  if (id === 15) return SYSMSG_OPS[op];
  return undefined;
}

/** Text of an s_sendmsg simm16. */
export function sendmsgText(v: number): string {
  const id = v & 0xf;
  const op = (v >> 4) & 7;
  const stream = (v >> 8) & 3;
  const name = MSG_NAMES[id];
  if (name !== undefined) {
    const needsOp = id === 2 || id === 3 || id === 15;
    if (!needsOp && op === 0 && stream === 0) return `sendmsg(${name})`;
    if (needsOp) {
      const opName = msgOpName(id, op);
      const hasStream = (id === 2 || id === 3) && op !== 0;
      if (opName !== undefined && (hasStream || stream === 0)) {
        return hasStream ? `sendmsg(${name}, ${opName}, ${stream})` : `sendmsg(${name}, ${opName})`;
      }
    }
  }
  if ((v & 0xfc80) === 0) return `sendmsg(${id}, ${op}, ${stream})`;
  return String(v);
}

/** Parses `sendmsg(msg[, op[, stream]])` with names or numbers, or a plain number. */
export function parseSendmsg(text: string): number | undefined {
  const n = parseInteger(text);
  if (n !== undefined) return n >= -0x8000 && n <= 0xffff ? n & 0xffff : undefined;
  const m = /^sendmsg\s*\(([^)]*)\)$/i.exec(text.trim());
  if (!m) return undefined;
  const parts = (m[1] as string).split(',').map((s) => s.trim());
  if (parts.length < 1 || parts.length > 3) return undefined;
  const id = lookup(parts[0] as string, MSG_NAMES, 15);
  if (id === undefined) return undefined;
  let op = 0;
  if (parts.length > 1) {
    const opText = parts[1] as string;
    const byName = [...GS_OPS, ...SYSMSG_OPS].indexOf(opText);
    if (byName >= 0) {
      if (opText.startsWith('GS_OP') && id !== 2 && id !== 3) return undefined;
      if (opText.startsWith('SYSMSG') && id !== 15) return undefined;
      op = opText.startsWith('GS_OP') ? GS_OPS.indexOf(opText) : SYSMSG_OPS.indexOf(opText);
    } else {
      const o = parseInteger(opText);
      if (o === undefined || o < 0 || o > 7) return undefined;
      op = o;
    }
  } else if (id === 2 || id === 3 || id === 15) {
    if (MSG_NAMES[id] === parts[0]) return undefined;
  }
  let stream = 0;
  if (parts.length > 2) {
    const s = parseInteger(parts[2] as string);
    if (s === undefined || s < 0 || s > 3) return undefined;
    stream = s;
  }
  return id | (op << 4) | (stream << 8);
}

/** Index of `text` in `names`, or its numeric value up to `max`. */
function lookup(text: string, names: readonly (string | undefined)[], max: number): number | undefined {
  const i = names.indexOf(text);
  if (i >= 0) return i;
  const n = parseInteger(text);
  return n !== undefined && n >= 0 && n <= max ? n : undefined;
}

// ---------------------------------------------------------------------------------------------------
// hwreg
// ---------------------------------------------------------------------------------------------------

/** Text of a hwreg simm16: `hwreg(name)` for the whole register, else `hwreg(id, offset, width)`. */
export function hwregText(v: number, mcpu: Mcpu): string {
  const id = v & 0x3f;
  const offset = (v >> 6) & 0x1f;
  const width = ((v >> 11) & 0x1f) + 1;
  const name = hwregNames(mcpu)[id] ?? String(id);
  return offset === 0 && width === 32 ? `hwreg(${name})` : `hwreg(${name}, ${offset}, ${width})`;
}

/** Parses `hwreg(reg[, offset, width])` or a plain 16-bit number. */
export function parseHwreg(text: string, mcpu: Mcpu): number | undefined {
  const n = parseInteger(text);
  if (n !== undefined) return n >= 0 && n <= 0xffff ? n : undefined;
  const m = /^hwreg\s*\(([^)]*)\)$/i.exec(text.trim());
  if (!m) return undefined;
  const parts = (m[1] as string).split(',').map((s) => s.trim());
  if (parts.length !== 1 && parts.length !== 3) return undefined;
  const id = lookup(parts[0] as string, hwregNames(mcpu), 63);
  if (id === undefined) return undefined;
  let offset = 0;
  let width = 32;
  if (parts.length === 3) {
    const o = parseInteger(parts[1] as string);
    const w = parseInteger(parts[2] as string);
    if (o === undefined || w === undefined || o < 0 || o > 31 || w < 1 || w > 32) return undefined;
    offset = o;
    width = w;
  }
  return id | (offset << 6) | ((width - 1) << 11);
}

// ---------------------------------------------------------------------------------------------------
// s_waitcnt_depctr
// ---------------------------------------------------------------------------------------------------

interface DepField {
  readonly name: string;
  readonly shift: number;
  readonly width: number;
  /** Only gfx1030 has depctr_hold_cnt. */
  readonly gfx1030Only?: boolean;
}

/** The fields in LLVM's print order; a field's default (no wait) is all ones. */
const DEP_FIELDS: readonly DepField[] = [
  { name: 'depctr_hold_cnt', shift: 7, width: 1, gfx1030Only: true },
  { name: 'depctr_sa_sdst', shift: 0, width: 1 },
  { name: 'depctr_va_vdst', shift: 12, width: 4 },
  { name: 'depctr_va_sdst', shift: 9, width: 3 },
  { name: 'depctr_va_ssrc', shift: 8, width: 1 },
  { name: 'depctr_va_vcc', shift: 1, width: 1 },
  { name: 'depctr_vm_vsrc', shift: 2, width: 3 },
];

function depFields(mcpu: Mcpu): readonly DepField[] {
  return mcpu === 'gfx1030' ? DEP_FIELDS : DEP_FIELDS.filter((f) => !f.gfx1030Only);
}

/** Bits of the simm16 that some depctr field of `mcpu` covers. */
export function depctrMask(mcpu: Mcpu): number {
  let m = 0;
  for (const f of depFields(mcpu)) m |= ((1 << f.width) - 1) << f.shift;
  return m;
}

/** Text of an s_waitcnt_depctr simm16: the fields that wait (all when none does), or hex. */
export function depctrText(v: number, mcpu: Mcpu): string {
  if ((v & ~depctrMask(mcpu) & 0xffff) !== 0) return hex(v);
  const fields = depFields(mcpu);
  let anyWait = false;
  for (const f of fields) if (((v >> f.shift) & ((1 << f.width) - 1)) !== (1 << f.width) - 1) anyWait = true;
  const parts: string[] = [];
  for (const f of fields) {
    const value = (v >> f.shift) & ((1 << f.width) - 1);
    if (!anyWait || value !== (1 << f.width) - 1) parts.push(`${f.name}(${value})`);
  }
  return parts.join(' ');
}

/** Parses depctr_*(N) fields (blank, `&` or `,` separated) or a plain number. */
export function parseDepctr(text: string, mcpu: Mcpu): number | undefined {
  const n = parseInteger(text);
  if (n !== undefined) return n >= -0x8000 && n <= 0xffff ? n & 0xffff : undefined;
  let v = depctrMask(mcpu);
  let rest = text.trim();
  if (rest.length === 0) return undefined;
  const re = /^\s*([a-z_]+)\s*\(\s*([^)]*)\)\s*[&,]?\s*/;
  while (rest.length > 0) {
    const m = re.exec(rest);
    if (!m) return undefined;
    const field = depFields(mcpu).find((f) => f.name === m[1]);
    const value = parseInteger(m[2] as string);
    if (!field || value === undefined || value < 0 || value >= 1 << field.width) return undefined;
    v = (v & ~(((1 << field.width) - 1) << field.shift)) | (value << field.shift);
    rest = rest.slice(m[0].length);
  }
  return v;
}

// ---------------------------------------------------------------------------------------------------
// s_version
// ---------------------------------------------------------------------------------------------------

const VERSION_NAMES: Readonly<Record<number, string>> = {
  0: 'UC_VERSION_GFX7',
  4: 'UC_VERSION_GFX10',
  6: 'UC_VERSION_GFX11',
  9: 'UC_VERSION_GFX12',
};
const VERSION_BITS: readonly (readonly [number, string])[] = [
  [0x2000, 'UC_VERSION_W64_BIT'],
  [0x4000, 'UC_VERSION_W32_BIT'],
  [0x8000, 'UC_VERSION_MDP_BIT'],
];

/** Text of an s_version simm16: the UC_VERSION expression, or hex when reserved bits are set. */
export function versionText(v: number): string {
  if ((v & 0x1f00) !== 0) return hex(v);
  const id = v & 0xff;
  let expr = VERSION_NAMES[id] ?? String(id);
  let terms = 1;
  for (const [bit, name] of VERSION_BITS) {
    if ((v & bit) === 0) continue;
    expr = terms > 1 ? `(${expr})|${name}` : `${expr}|${name}`;
    terms++;
  }
  return expr;
}

/** Evaluates an s_version operand: numbers and UC_VERSION names joined by `|`, parentheses allowed. */
export function parseVersion(text: string): number | undefined {
  const tokens = text.replace(/[()]/g, ' ').split('|');
  let v = 0;
  for (const raw of tokens) {
    const t = raw.trim();
    if (t.length === 0) return undefined;
    const named = Object.entries(VERSION_NAMES).find(([, name]) => name === t);
    const bit = VERSION_BITS.find(([, name]) => name === t);
    if (named) v |= Number(named[0]);
    else if (bit) v |= bit[0];
    else {
      const n = parseInteger(t);
      if (n === undefined || n < 0 || n > 0xffff) return undefined;
      v |= n;
    }
  }
  return v;
}
