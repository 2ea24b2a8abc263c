/**
 * The graphics ACO corpus against our ISA layer and against itself: every vertex (NGG) and pixel program
 * RADV's ACO compiled (test/recompiler/aco-gfx/, made by scripts/gen-aco-gfx-corpus.ts) must decode with
 * no unknown word, sizes adding up, and print exactly as ACO's disassembly line by line (branch labels
 * compared as targets); the facts of NAME.json must agree with the decoded code: the exports, the
 * v_interp attributes and the input VGPRs they read, the linkage, the launch register layouts and the
 * descriptor loads. The recompiler is not called here (its graphics stages are built elsewhere).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { requireRegister } from '../../src/agc/registers/index.js';
import { decodeStream, type Instruction, PS5_WAVE32, PS5_WAVE64, print } from '../../src/isa/index.js';
import { EXP_TARGETS } from '../../src/isa/tables/exp.js';
import {
  type AcoGfxPair,
  type AcoGfxProgram,
  type ExportFact,
  type GfxSgprFact,
  type GfxStageFacts,
  loadAcoGfxPairs,
} from './aco-gfx-programs.js';

const pairs = loadAcoGfxPairs();

/** One instruction line of ACO's disassembly: its text (labels resolved later) and words. */
interface AsmLine {
  readonly text: string;
  readonly words: readonly number[];
}

/** ACO's disassembly as instruction lines and label addresses (repeats expanded). */
function parseAssembly(text: string): { lines: AsmLine[]; labels: Map<string, number> } {
  const lines: AsmLine[] = [];
  const labels = new Map<string, number>();
  let pc = 0;
  for (const raw of text.split('\n')) {
    const label = /^(BB\d+):$/.exec(raw);
    if (label) labels.set(label[1] as string, pc);
    const repeat = /^\t\(then repeated (\d+) times\)$/.exec(raw);
    if (repeat) {
      const last = lines[lines.length - 1] as AsmLine;
      for (let i = 0; i < Number(repeat[1]); i++) lines.push(last);
      pc += 4 * last.words.length * Number(repeat[1]);
      continue;
    }
    const m = /^\t(\S.*?)\s*;((?: [0-9a-f]{8})+)\s*$/.exec(raw);
    if (!m) continue;
    const words = (m[2] as string)
      .trim()
      .split(' ')
      .map((h) => Number.parseInt(h, 16));
    lines.push({ text: (m[1] as string).replace(/\s+/g, ' '), words });
    pc += 4 * words.length;
  }
  return { lines, labels };
}

/** Decodes a program completely: every word part of a known instruction. */
function decodeAll(program: AcoGfxProgram, stage: GfxStageFacts): Instruction[] {
  const target = stage.waveSize === 64 ? PS5_WAVE64 : PS5_WAVE32;
  const out: Instruction[] = [];
  for (const item of decodeStream(program.words, target)) {
    assert.ok(item.ok, item.ok ? '' : `unknown word 0x${item.word.toString(16)} at ${item.pc}`);
    out.push(item.inst);
  }
  return out;
}

const targetOf = (stage: GfxStageFacts) => (stage.waveSize === 64 ? PS5_WAVE64 : PS5_WAVE32);

/** The exports of decoded code, as the facts record them. */
function codeExports(code: readonly Instruction[]): ExportFact[] {
  return code
    .filter((i) => i.encoding === 'EXP')
    .map((i) => ({
      target: EXP_TARGETS[i.fields.tgt as number] ?? '?',
      enable: i.fields.en as number,
      compr: i.fields.compr === 1,
      done: i.fields.done === 1,
      vm: i.fields.vm === 1,
    }));
}

/** Requires SGPR runs to follow each other from `start`; returns the end. */
function contiguous(runs: readonly GfxSgprFact[], start: number): number {
  let next = start;
  for (const r of runs) {
    assert.equal(r.sgpr, next, `${r.role} at s${r.sgpr}, expected s${next}`);
    next += r.dwords;
  }
  return next;
}

function checkProgram(pair: AcoGfxPair, stageName: 'vs' | 'ps'): void {
  const program = pair[stageName];
  const stage = pair.facts[stageName];
  it(`${pair.name} ${stageName}: decodes completely, sizes adding up`, () => {
    const code = decodeAll(program, stage);
    assert.equal(program.words.length, stage.words);
    assert.equal(
      code.reduce((n, i) => n + i.size, 0),
      program.words.length * 4,
    );
    assert.equal(stage.statistics['Code size'], program.words.length * 4);
  });

  it(`${pair.name} ${stageName}: prints as ACO's disassembly`, () => {
    const code = decodeAll(program, stage);
    const { lines, labels } = parseAssembly(program.assembly);
    assert.equal(code.length, lines.length, 'one instruction per ACO line');
    code.forEach((inst, n) => {
      const line = lines[n] as AsmLine;
      const words = [...program.words.slice(inst.pc / 4, inst.pc / 4 + inst.size / 4)];
      assert.deepEqual(words, line.words, `words of '${line.text}'`);
      // ACO names branch targets by block label; ours prints the SIMM16 dword offset from the next pc.
      const expected = line.text.replace(/\b(BB\d+)\b/, (label) => {
        const at = labels.get(label);
        assert.ok(at !== undefined, `label ${label}`);
        return String((at - inst.pc - 4) / 4);
      });
      assert.equal(print(inst, targetOf(stage)).replace(/\s+/g, ' ').trim(), expected);
    });
  });

  it(`${pair.name} ${stageName}: exports are the code's`, () => {
    assert.deepEqual(codeExports(decodeAll(program, stage)), stage.exports);
  });
}

/** Checks of the NGG vertex program's facts. */
function checkVertex(pair: AcoGfxPair): void {
  const vs = pair.facts.vs;
  it(`${pair.name} vs: NGG launch layout`, () => {
    assert.equal(vs.hardwareStage, 'gs (NGG)');
    assert.equal(contiguous(vs.systemSgprs, 0), 8, 'eight system SGPRs');
    assert.equal(vs.userSgprStart, 8);
    assert.equal(contiguous(vs.userSgprs, 8), 8 + vs.userSgprCount);
    assert.deepEqual(
      vs.vgprs.map((v) => v.vgpr),
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    );
    const roles = vs.userSgprs.map((u) => u.role);
    assert.equal(
      roles.some((r) => r.startsWith('vertex buffer')),
      pair.facts.pipeline.vertexInput !== null,
    );
    assert.ok(roles.some((r) => r.startsWith('base vertex')));
    const instance = /gl_InstanceIndex/.test(pair.vertexSource);
    assert.equal(
      roles.some((r) => r.startsWith('start instance')),
      instance,
    );
    assert.equal((vs.vgprs[8] as { read: boolean }).read, instance, 'instance id VGPR read');
  });

  it(`${pair.name} vs: primitive, position and parameter exports`, () => {
    const code = decodeAll(pair.vs, vs);
    const exports = codeExports(code);
    const prim = code.find((i) => i.encoding === 'EXP' && EXP_TARGETS[i.fields.tgt as number] === 'prim');
    assert.ok(prim && prim.fields.done === 1, 'a done primitive export');
    if (vs.primitiveExport === 'passthrough') assert.equal(prim.fields.vsrc0, 0, 'passthrough exports v0');
    assert.ok(exports.some((e) => e.target === 'pos0' && e.done && e.enable === 15));
    const params = new Set(exports.filter((e) => e.target.startsWith('param')).map((e) => e.target));
    assert.equal(params.size, new Set(pair.facts.ps.linkage.map((l) => l.param)).size, 'every param is read');
  });
}

/** The SPI_PS_INPUT_ENA inputs in field order with their VGPR counts. */
const PS_INPUT_FIELDS = requireRegister('SPI_PS_INPUT_ENA').fields;
const PAIRED = /^(PERSP|LINEAR)_(SAMPLE|CENTER|CENTROID)$/;

/** Checks of the pixel program's facts. */
function checkPixel(pair: AcoGfxPair): void {
  const ps = pair.facts.ps;
  it(`${pair.name} ps: launch layout and SPI_PS_INPUT_ENA`, () => {
    const end = contiguous(ps.userSgprs, 0);
    assert.equal(end, ps.userSgprCount);
    assert.equal(contiguous(ps.systemSgprs, end), end + 2, 'PRIM_MASK and the scratch offset follow');
    assert.equal(ps.spiPsInputAddr, ps.spiPsInputEna);
    const enabled = PS_INPUT_FIELDS.filter((f) => ps.spiPsInputEna & (1 << f.shift));
    assert.deepEqual(
      ps.inputVgprs.map((i) => i.input),
      enabled.map((f) => f.name.replace(/_ENA$/, '')),
    );
    let next = 0;
    for (const input of ps.inputVgprs) {
      assert.equal(input.vgpr, next, `${input.input} packed`);
      assert.equal(input.count, input.input === 'PERSP_PULL_MODEL' ? 3 : PAIRED.test(input.input) ? 2 : 1);
      next += input.count;
    }
    assert.ok(ps.spiPsInputEna & 0x7f, 'some PERSP_* or LINEAR_* input is enabled');
  });

  it(`${pair.name} ps: every v_interp is a recorded interpolant reading its input VGPRs`, () => {
    const code = decodeAll(pair.ps, ps).filter((i) => i.encoding === 'VINTRP');
    for (const inst of code) {
      const attr = inst.fields.attr as number;
      const channel = 'xyzw'[inst.fields.attrchan as number];
      const facts = ps.interpolants.filter((i) => i.attr === attr && i.channel === channel);
      assert.ok(facts.length, `attr${attr}.${channel} recorded`);
      if (inst.mnemonic === 'v_interp_mov_f32') {
        assert.ok(facts.some((f) => f.mode === 'flat'));
        continue;
      }
      const j = inst.mnemonic === 'v_interp_p2_f32' ? 1 : 0;
      const reads = facts.filter((f) => {
        const name = `${f.mode === 'persp' ? 'PERSP' : 'LINEAR'}_${f.location?.toUpperCase()}`;
        const input = ps.inputVgprs.find((x) => x.input === name);
        return input?.vgpr !== undefined && input.vgpr + j === inst.fields.vsrc;
      });
      assert.ok(reads.length, `${print(inst, targetOf(ps))} reads the input VGPR its interpolant names`);
    }
    for (const f of ps.interpolants) {
      assert.ok(
        code.some((i) => i.fields.attr === f.attr && 'xyzw'[i.fields.attrchan as number] === f.channel),
      );
    }
  });

  it(`${pair.name} ps: linkage to the vertex program's parameter exports`, () => {
    const params = new Map<number, number>();
    for (const e of pair.facts.vs.exports.filter((x) => x.target.startsWith('param')))
      params.set(Number(e.target.slice(5)), (params.get(Number(e.target.slice(5))) ?? 0) | e.enable);
    for (const i of ps.interpolants) {
      const link = ps.linkage.find((l) => l.attr === i.attr);
      assert.ok(link, `attr${i.attr} is linked`);
      assert.ok(
        (params.get(link.param) ?? 0) & (1 << 'xyzw'.indexOf(i.channel)),
        `param${link.param}.${i.channel}`,
      );
    }
  });

  it(`${pair.name} ps: exports follow the targets`, () => {
    const { colorFormats } = pair.facts.pipeline;
    for (const e of ps.exports) {
      const mrt = /^mrt(\d)$/.exec(e.target);
      if (mrt) {
        const format = colorFormats[Number(mrt[1])];
        assert.ok(format, `${e.target} has a color target`);
        assert.equal(e.compr, format === 'R8G8B8A8_UNORM', `${e.target} compression for ${format}`);
      }
    }
    const last = ps.exports[ps.exports.length - 1] as ExportFact;
    assert.ok(last.done && last.vm, 'the last export is done with vm');
    assert.equal(
      ps.exports.some((e) => e.target === 'mrtz'),
      /gl_FragDepth/.test(pair.fragmentSource),
    );
    assert.equal(ps.kills, /\bdiscard\b/.test(pair.fragmentSource));
    if (ps.kills) assert.ok(ps.exports.some((e) => e.target === 'null' && e.done));
  });
}

/** Descriptor loads land inside the bindings RADV placed (set -1: the vertex buffer table). */
function checkLoads(pair: AcoGfxPair): void {
  it(`${pair.name}: descriptor loads hit bindings`, () => {
    const vertexBindings = pair.facts.pipeline.vertexInput?.bindings.length ?? 0;
    for (const [stage, loads] of [
      ['vertex', pair.facts.vs.descriptorLoads],
      ['fragment', pair.facts.ps.descriptorLoads],
    ] as const) {
      for (const load of loads) {
        if (load.set === -1) {
          assert.ok(load.byteOffset / 16 < vertexBindings && load.byteOffset % 16 === 0);
          continue;
        }
        assert.ok(
          pair.facts.bindings.some(
            (b) =>
              b.set === load.set &&
              b.stages.includes(stage) &&
              load.byteOffset >= b.byteOffset &&
              load.byteOffset + 4 * load.dwords <= b.byteOffset + b.descriptorBytes * b.count,
          ),
          `${stage} load at set ${load.set} +${load.byteOffset}`,
        );
      }
    }
  });
}

describe('graphics ACO corpus (RADV-compiled NGG vertex and pixel programs)', () => {
  it('has at least 10 pairs, each with both programs in wave64 and wave32', () => {
    const wave64 = pairs.filter((p) => p.facts.vs.waveSize === 64 && p.facts.ps.waveSize === 64);
    const wave32 = pairs.filter((p) => p.facts.vs.waveSize === 32 && p.facts.ps.waveSize === 32);
    assert.ok(wave64.length >= 10, `${wave64.length} wave64 pairs`);
    assert.deepEqual(
      wave32.map((p) => p.name),
      wave64.map((p) => `${p.name}.w32`),
    );
    for (const p of pairs) assert.ok(p.vs.words.length && p.ps.words.length, p.name);
  });

  for (const pair of pairs) {
    checkProgram(pair, 'vs');
    checkProgram(pair, 'ps');
    checkVertex(pair);
    checkPixel(pair);
    checkLoads(pair);
  }
});
