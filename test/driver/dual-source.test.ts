/**
 * Second-colour outputs: guest dual-source blending (CB_BLEND0_CONTROL with SRC1 factors; the colour
 * block takes the second colour from the MRT1 export, as RADV programs it) drawn through the driver and
 * checked per pixel against the CPU; the refusals (a reversed target with SRC1 factors, a device
 * without dualSrcBlend); and the recompiled module of a pixel program whose outputs are routed: it
 * passes spirv-val, declares location 0 index 1, and holds exactly the arithmetic of the plain module
 * (the routing adds only copies and constants). The request's colorOutputs are checked on load, and a
 * version 3 pixel request still loads.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pixelProgramText } from '../../scripts/example-scene.js';
import { decodeBlend } from '../../src/agc/fixed/blend.js';
import { decodeColorTargets } from '../../src/agc/fixed/color.js';
import { encodeFields, requireRegister } from '../../src/agc/registers/index.js';
import { RegisterFile } from '../../src/agc/state/register-file.js';
import { planColorOutputs } from '../../src/driver/color-outputs.js';
import { DriverError } from '../../src/driver/errors.js';
import { assembleWords } from '../../src/isa/index.js';
import { lavapipeLikeProfile } from '../../src/recompiler/profiles.js';
import { recompile } from '../../src/recompiler/recompile.js';
import {
  type ColorOutput,
  loadRequest,
  type PixelRequest,
  REQUEST_VERSION,
  RequestError,
} from '../../src/recompiler/request.js';
import { hasSpirvTools, spirvDis, spirvVal } from '../support/spirv-tools.js';
import { validatedDevice } from '../support/validated-device.js';
import { runBlendScene } from './support/blend-scene.js';

const device = validatedDevice();
const WIDTH = 64;
const floatBits = (x: number): number => new Uint32Array(Float32Array.of(x).buffer)[0];

/** SRC1_COLOR + ONE_MINUS_SRC1_COLOR, alpha SRC1_ALPHA + ONE_MINUS_SRC1_ALPHA. */
const DUAL = encodeFields('CB_BLEND0_CONTROL', {
  ENABLE: 1,
  COLOR_SRCBLEND: 15,
  COLOR_DESTBLEND: 16,
  SEPARATE_ALPHA_BLEND: 1,
  ALPHA_SRCBLEND: 17,
  ALPHA_DESTBLEND: 18,
});

function bytes(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n);
  let state = seed;
  for (let i = 0; i < n; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

test('guest dual-source blending takes its second colour from MRT1 (location 0 index 1)', () => {
  const sources = [
    { first: [0.5, 0.25, 0.75, 0.5], second: [0.25, 0.5, 0.875, 0.125] },
    { first: [1, 0, 0.375, 0.9375], second: [0.75, 0.0625, 0.5, 1] },
  ];
  const initial = bytes(4 * WIDTH * sources.length, 3);
  const { result, texels } = runBlendScene(device(), {
    width: WIDTH,
    height: sources.length,
    targets: [{ format: 'COLOR_8_8_8_8', numberType: 'UNORM', compSwap: 0, blend: DUAL, initial }],
    rows: sources.map((s) => ({ exports: [s.first.map(floatBits), s.second.map(floatBits)] })),
  });
  const refused = result.report.work.filter((w) => w.status === 'refused').map((w) => w.reason);
  assert.equal(result.report.draws.executed, sources.length, JSON.stringify(refused));
  sources.forEach((s, row) => {
    for (let x = 0; x < WIDTH; x++) {
      const i = row * WIDTH + x;
      for (let c = 0; c < 4; c++) {
        const d = initial[4 * i + c] / 255;
        // Both equations weigh by the second colour: the colour one per channel, the alpha one by its alpha.
        const want = (s.first[c] * s.second[c] + d * (1 - s.second[c])) * 255;
        const stored = texels[0][4 * i + c];
        assert.ok(Math.abs(stored - want) <= 1 + 1e-9, `texel ${i} channel ${c}: ${stored} vs ${want}`);
      }
    }
  });
});

test('SRC1 factors into a reversed target are refused with the reversed-order model message', () => {
  const { result } = runBlendScene(device(), {
    width: WIDTH,
    height: 1,
    targets: [
      { format: 'COLOR_8_8_8_8', numberType: 'UNORM', compSwap: 2, blend: DUAL, initial: bytes(256, 1) },
    ],
    rows: [{ exports: [[0, 0, 0, 0].map(floatBits), [0, 0, 0, 0].map(floatBits)] }],
  });
  assert.equal(result.report.draws.executed, 0);
  assert.equal(result.report.draws.refused, 1);
  assert.match(
    result.report.work[0].reason ?? '',
    /blend factor 15 \(constant, second-source or legacy\) cannot be routed/,
  );
});

/** Decoded targets and blend of target 0 (RGBA8 UNORM, COMP_SWAP `swap`) with CB_BLEND0_CONTROL `control`. */
function decoded(swap: number, control: number) {
  const regs = new RegisterFile();
  const set = (name: string, value: number) => regs.set(requireRegister(name).address, value);
  set('CB_TARGET_MASK', 0xf);
  set('CB_COLOR0_INFO', encodeFields('CB_COLOR0_INFO', { FORMAT: 10, NUMBER_TYPE: 0, COMP_SWAP: swap }));
  set('CB_COLOR0_BASE', 0x100);
  set('CB_COLOR_CONTROL', encodeFields('CB_COLOR_CONTROL', { MODE: 1, ROP3: 0xcc }));
  set('CB_BLEND0_CONTROL', control);
  return { targets: decodeColorTargets(regs), blend: decodeBlend(regs, [0]) };
}

test('second-colour plans: MRT1 for guest dual source, GT7 routes, and refusal without dualSrcBlend', () => {
  const profile = lavapipeLikeProfile();
  const withIt = { ...profile.features, dualSrcBlend: true };
  const without = { ...profile.features, dualSrcBlend: false };
  for (const [swap, control] of [
    [0, DUAL],
    [2, 0x65010504],
  ] as const) {
    const { targets, blend } = decoded(swap, control);
    assert.ok(planColorOutputs(targets, blend, () => true, withIt).dualSource);
    assert.throws(
      () => planColorOutputs(targets, blend, () => true, without),
      (e: unknown) => e instanceof DriverError && /lacks the feature dualSrcBlend/.test(e.message),
    );
  }
  // Guest dual source: MRT0 is location 0 index 0 and MRT1 index 1, in order.
  const dual = decoded(0, DUAL);
  assert.deepEqual(planColorOutputs(dual.targets, dual.blend, () => true, withIt).outputs, [
    { location: 0, index: 0, channels: [0, 1, 2, 3].map((channel) => ({ mrt: 0, channel })) },
    { location: 0, index: 1, channels: [0, 1, 2, 3].map((channel) => ({ mrt: 1, channel })) },
  ]);
  // GT7's control routes: location 0 index 0 copies A B G R with 1 for the exported alpha's slot, index 1
  // the exported alpha everywhere.
  const { targets, blend } = decoded(2, 0x65010504);
  assert.deepEqual(planColorOutputs(targets, blend, () => true, withIt).outputs, [
    {
      location: 0,
      index: 0,
      channels: ['one', { mrt: 0, channel: 2 }, { mrt: 0, channel: 1 }, { mrt: 0, channel: 0 }],
    },
    { location: 0, index: 1, channels: [0, 1, 2, 3].map(() => ({ mrt: 0, channel: 3 })) },
  ]);
});

/** The example scene's pixel program (interpolated parameter 0, 32_ABGR export) as a request. */
function pixelRequest(colorOutputs?: readonly ColorOutput[]): PixelRequest {
  return {
    version: REQUEST_VERSION,
    stage: 'pixel',
    mcpu: 'gfx1013',
    waveSize: 32,
    program: Array.from(assembleWords(pixelProgramText('fp32'))),
    userSgprs: [],
    memory: [],
    pixel: {
      inputEna: 2,
      inputAddr: 2,
      inputCntl: [0],
      colorFormat: 9,
      zFormat: 0,
      colorTypes: ['float'],
      ...(colorOutputs ? { colorOutputs } : {}),
    },
    target: lavapipeLikeProfile(),
  };
}

/** Opcode counts of a disassembly, without the ones that only move or name values. */
function arithmetic(text: string): Map<string, number> {
  const moves =
    /^Op(Load|Store|AccessChain|Variable|Constant\w*|Decorate|Name|Type\w*|EntryPoint|ExecutionMode|Capability|Extension|ExtInstImport|MemoryModel|Source\w*|Label|Return|Function\w*)$/;
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    const op = /(?:=\s*)?(Op\w+)/.exec(line)?.[1];
    if (!op || moves.test(op)) continue;
    counts.set(op, (counts.get(op) ?? 0) + 1);
  }
  return counts;
}

/** The defining opcode of every result id, and the stores into Output variables with their values. */
function outputStores(text: string): { opOf: Map<string, string>; stored: string[] } {
  const opOf = new Map<string, string>();
  const baseOf = new Map<string, string>();
  const outputs = new Set<string>();
  const stored: string[] = [];
  for (const line of text.split('\n')) {
    const def = /^\s*(%\w+) = (Op\w+)(.*)$/.exec(line);
    if (def) {
      const [, id, op, rest] = def;
      opOf.set(id, op);
      if (op === 'OpVariable' && / Output$/.test(rest.trim())) outputs.add(id);
      if (op === 'OpAccessChain') baseOf.set(id, rest.trim().split(/\s+/)[1]);
      continue;
    }
    const store = /^\s*OpStore (%\w+) (%\w+)/.exec(line);
    if (store && outputs.has(baseOf.get(store[1]) ?? store[1])) stored.push(store[2]);
  }
  return { opOf, stored };
}

const copy = (mrt: number, channel: number) => ({ mrt, channel });

test('routed outputs add no arithmetic: every output store is an export value or a constant', {
  skip: hasSpirvTools() ? false : 'spirv-tools (spirv-val, spirv-dis) are not installed',
}, () => {
  const gt7: ColorOutput[] = [
    { location: 0, index: 0, channels: ['one', copy(0, 2), copy(0, 1), copy(0, 0)] },
    { location: 0, index: 1, channels: [copy(0, 3), copy(0, 3), copy(0, 3), copy(0, 3)] },
  ];
  const identity: ColorOutput[] = [
    { location: 0, index: 0, channels: [copy(0, 0), copy(0, 1), copy(0, 2), copy(0, 3)] },
  ];
  const routed = recompile(pixelRequest(gt7));
  assert.equal(spirvVal(routed.spirv), '');
  const text = spirvDis(routed.spirv);
  assert.match(text, /OpDecorate %\w+ Index 1/);
  // The exported values are the registers' values themselves (EXEC is the launch's: every lane
  // exports), the selects of the export rule where some lane might not, or constants.
  const { opOf, stored } = outputStores(text);
  assert.equal(stored.length, 8);
  for (const id of stored) assert.match(opOf.get(id) ?? '?', /^Op(Load|Select|Constant\w*)$/, `stored ${id}`);
  // Reordering and the second colour change nothing but copies: the same arithmetic as one in order.
  const same = recompile(pixelRequest(identity));
  assert.deepEqual([...arithmetic(text)].sort(), [...arithmetic(spirvDis(same.spirv))].sort());
  assert.notEqual(routed.cacheKey, recompile(pixelRequest()).cacheKey);
  assert.deepEqual(routed.interface.stage === 'pixel' && routed.interface.colorOutputs, [
    { location: 0, type: 'float' },
    { location: 0, type: 'float', index: 1 },
  ]);
});

test('pixel.colorOutputs is checked on load, and a version 3 pixel request loads as the current version', () => {
  const bad = (outputs: unknown, field: RegExp) =>
    assert.throws(
      () =>
        loadRequest(
          JSON.stringify({ ...pixelRequest(), pixel: { ...pixelRequest().pixel, colorOutputs: outputs } }),
        ),
      (e: unknown) => e instanceof RequestError && field.test(e.message),
    );
  bad([{ location: 1, index: 1, channels: ['zero', 'zero', 'zero', 'zero'] }], /colorOutputs\[0\]\.index/);
  bad([{ location: 0, index: 0, channels: ['zero', 'zero', 'zero'] }], /channels/);
  bad(
    [{ location: 0, index: 0, channels: ['zero', 'zero', 'zero', { mrt: 8, channel: 0 }] }],
    /channels\[3\]/,
  );
  const v3 = loadRequest(JSON.stringify({ ...pixelRequest(), version: 3 }));
  assert.equal(v3.version, REQUEST_VERSION);
  assert.equal(recompile(v3).cacheKey, recompile(pixelRequest()).cacheKey);
});
