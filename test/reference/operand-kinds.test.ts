/**
 * Every SALU and VALU opcode fed every operand kind: each source field (and the scalar destination
 * fields) of SOP1/SOP2/SOPC/SOPK/VOP1/VOP2/VOPC/VOP3/VOP3P set in turn to an SGPR (even and odd), VCC,
 * M0, null, EXEC and its high half, apertures, src_scc/execz, inline integers and floats, a literal and
 * VGPRs, run in wave32 and wave64. Whatever decodes must execute or be refused with the project's
 * typed errors; a TypeError from an operand kind a rule did not expect (v_cndmask_b32_e64 with an
 * inline-constant mask once did) fails the sweep. Inline-constant and literal masks execute exactly.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decode } from '../../src/isa/decode.js';
import { PS5_WAVE32, PS5_WAVE64, type Target } from '../../src/isa/target.js';
import { runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { OberonError } from '../../src/util/errors.js';

/** Source codes: s0, s1, s105, vcc_lo/hi, m0, null, exec_lo/hi, inline 0/1/64/-1/-16, 1.0, 0.5,
 * 4.0, apertures, src_vccz/execz/scc, literal, v0, v1, v255. */
const SOURCES = [
  0, 1, 105, 106, 107, 124, 125, 126, 127, 128, 129, 192, 193, 208, 240, 242, 248, 235, 239, 251, 252, 253,
  255, 256, 257, 511,
];
const SCALAR_SOURCES = SOURCES.filter((code) => code < 256);
const SCALAR_DESTS = [0, 1, 105, 106, 107, 124, 125, 126, 127];
const LITERAL = 0x3f800000;
const ENDPGM = 0xbf810000;

interface Layout {
  readonly name: string;
  readonly opcodes: number;
  /** Candidate codes of each varied field. */
  readonly fields: readonly (readonly number[])[];
  readonly build: (opcode: number, codes: readonly number[]) => number[];
}

const f = (codes: readonly number[], i: number): number => codes[i] as number;

const LAYOUTS: readonly Layout[] = [
  {
    name: 'SOP2',
    opcodes: 128,
    fields: [SCALAR_SOURCES, SCALAR_SOURCES, SCALAR_DESTS],
    build: (op, c) => [(0b10 << 30) | (op << 23) | (f(c, 2) << 16) | (f(c, 1) << 8) | f(c, 0)],
  },
  {
    name: 'SOP1',
    opcodes: 256,
    fields: [SCALAR_SOURCES, SCALAR_DESTS],
    build: (op, c) => [(0b101111101 << 23) | (f(c, 1) << 16) | (op << 8) | f(c, 0)],
  },
  {
    name: 'SOPC',
    opcodes: 128,
    fields: [SCALAR_SOURCES, SCALAR_SOURCES],
    build: (op, c) => [(0b101111110 << 23) | (op << 16) | (f(c, 1) << 8) | f(c, 0)],
  },
  {
    name: 'SOPK',
    opcodes: 32,
    fields: [SCALAR_DESTS],
    build: (op, c) => [(0b1011 << 28) | (op << 23) | (f(c, 0) << 16) | 0x1234],
  },
  {
    name: 'VOP2',
    opcodes: 64,
    fields: [SOURCES, [256, 257, 511]],
    build: (op, c) => [(op << 25) | (1 << 17) | ((f(c, 1) - 256) << 9) | f(c, 0)],
  },
  {
    name: 'VOP1',
    opcodes: 256,
    fields: [SOURCES],
    build: (op, c) => [(0b0111111 << 25) | (1 << 17) | (op << 9) | f(c, 0)],
  },
  {
    name: 'VOPC',
    opcodes: 256,
    fields: [SOURCES, [256, 257, 511]],
    build: (op, c) => [(0b0111110 << 25) | (op << 17) | ((f(c, 1) - 256) << 9) | f(c, 0)],
  },
  {
    name: 'VOP3',
    opcodes: 1024,
    fields: [SOURCES, SOURCES, SOURCES, [1, 105, 106, 125, 126, 127]],
    build: (op, c) => [(0b110101 << 26) | (op << 16) | f(c, 3), (f(c, 2) << 18) | (f(c, 1) << 9) | f(c, 0)],
  },
  {
    name: 'VOP3P',
    opcodes: 128,
    fields: [SOURCES, SOURCES, SOURCES],
    build: (op, c) => [(0b11001100 << 24) | (op << 16) | 1, (f(c, 2) << 18) | (f(c, 1) << 9) | f(c, 0)],
  },
];

/** Runs `words` as a one-workgroup program; returns a failure text for anything but a typed error. */
function untypedFailure(words: readonly number[], target: Target): string | undefined {
  try {
    runCompute({
      target,
      program: words,
      workgroupSize: [64, 1, 1],
      workgroups: [1, 1, 1],
      userSgprs: [],
      memory: new GuestMemory(),
      ldsBytes: 64,
      maxInstructionsPerWave: 1000,
    });
  } catch (e) {
    if (e instanceof OberonError) return undefined;
    return `${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`;
  }
  return undefined;
}

describe('operand kinds across every SALU/VALU rule', () => {
  it('every decodable opcode x operand kind executes or is refused with a typed error', () => {
    const failures: string[] = [];
    let executed = 0;
    for (const layout of LAYOUTS) {
      for (let op = 0; op < layout.opcodes; op++) {
        const base = layout.fields.map((codes) => codes[0] as number);
        const variants = [base];
        layout.fields.forEach((codes, i) => {
          for (const code of codes) variants.push(base.map((b, j) => (j === i ? code : b)));
        });
        for (const codes of variants) {
          const words = [...layout.build(op, codes).map((w) => w >>> 0), LITERAL, ENDPGM];
          for (const target of [PS5_WAVE32, PS5_WAVE64]) {
            let mnemonic: string;
            try {
              mnemonic = decode(words, 0, target).mnemonic;
            } catch {
              continue;
            }
            executed++;
            const failure = untypedFailure(words, target);
            if (failure && failures.length < 20)
              failures.push(`${mnemonic} [${words.map((w) => w.toString(16)).join(' ')}]: ${failure}`);
          }
        }
      }
    }
    assert.ok(executed > 50_000, `only ${executed} instructions decoded`);
    assert.deepEqual(failures, []);
  });

  it('v_cndmask_b32_e64 with an inline-constant mask selects by its bits', () => {
    // The issue's words (v_cndmask_b32_e64 v18, v8, v8, 19) once threw a TypeError; they run now.
    const reported = [0xd5010012, 0x024e1108, ENDPGM];
    for (const target of [PS5_WAVE32, PS5_WAVE64]) assert.equal(untypedFailure(reported, target), undefined);
    // v_cndmask_b32_e64 v18, v8, v39, 19: lanes 0, 1 and 4 take v39, the rest v8.
    for (const target of [PS5_WAVE32, PS5_WAVE64]) {
      const program = [0x7e100280, 0x7e4e0281, 0xd5010012, 0x024e4f08, ENDPGM]; // v8 = 0, v39 = 1 first
      const lanes = target.wave64 ? 64 : 32;
      let seen = '';
      runCompute({
        target,
        program,
        workgroupSize: [lanes, 1, 1],
        workgroups: [1, 1, 1],
        userSgprs: [],
        memory: new GuestMemory(),
        onStep: (wave, inst) => {
          if (inst.mnemonic !== 'v_cndmask_b32') return;
          for (let lane = 0; lane < 8; lane++) seen += String(wave.getVgpr(18, lane));
        },
      });
      assert.equal(seen, '11001000');
    }
  });

  it('a literal mask in wave64 is zero-extended', () => {
    // v_cndmask_b32_e64 v18, v8, v39, 0x80000001 (literal): lanes 0 and 31 take v39, lane 32+ v8.
    const program = [0x7e100280, 0x7e4e0281, 0xd5010012, 0x03fe4f08, 0x80000001, ENDPGM];
    const values: number[] = [];
    runCompute({
      target: PS5_WAVE64,
      program,
      workgroupSize: [64, 1, 1],
      workgroups: [1, 1, 1],
      userSgprs: [],
      memory: new GuestMemory(),
      onStep: (wave, inst) => {
        if (inst.mnemonic === 'v_cndmask_b32')
          for (const lane of [0, 1, 31, 32, 63]) values.push(wave.getVgpr(18, lane));
      },
    });
    assert.deepEqual(values, [1, 0, 1, 0, 0]);
  });
});
