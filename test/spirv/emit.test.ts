/**
 * The IR -> SPIR-V emitter: every IR op (each variant, at each width it accepts) emits a module that
 * spirv-val accepts for Vulkan 1.2, for subgroups equal to, larger than the wave; control flow with
 * loops, block arguments and values crossing blocks; the op table covers the whole IR op table.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Builder } from '../../src/ir/builder.js';
import { IrModule, type ValueId } from '../../src/ir/function.js';
import { ATOMIC, BUILTINS, FCMP, FUNARY, GRAPHICS_BUILTINS, ICMP, IUNARY, OPS } from '../../src/ir/ops.js';
import { parseFunction } from '../../src/ir/parser.js';
import { F16, F32, F64, I1, I8, I16, I32, I64, ptr, type TypeId, vec } from '../../src/ir/types.js';
import type { EmitOptions } from '../../src/spirv/emit-context.js';
import { PUSH_BYTES } from '../../src/spirv/emit-memory.js';
import { emitModule, emitModuleWithInfo } from '../../src/spirv/emit-module.js';
import { OP_EMITTERS } from '../../src/spirv/emit-ops.js';
import { spirvDis, spirvVal } from '../support/spirv-tools.js';

const base: EmitOptions = {
  stage: 'compute',
  workgroupSize: [64, 1, 1],
  waveSize: 32,
  subgroupSize: 32,
  ldsBytes: 256,
};

function moduleOf(text: string, globals: IrModule['globals'] = []): IrModule {
  const m = new IrModule();
  for (const g of globals) m.addGlobal(g);
  m.functions.push(parseFunction(text));
  return m;
}

const GRAPHICS = new Set<string>(GRAPHICS_BUILTINS);

/** A function exercising every op and variant at several types. */
function everyOp(): IrModule {
  const m = new IrModule();
  m.addGlobal({ name: 'lds', type: ptr('workgroup', I32) });
  m.addGlobal({ name: 'buf', type: ptr('storage', I32), binding: { set: 0, binding: 1 } });
  const fn = m.addFunction('main');
  const b = new Builder(fn);
  const entry = b.block();
  const exit = b.block();
  b.at(entry);
  const out = b.value('ptr_from_addr', ptr('physical', I32), b.const(I64, 0x1000));
  const sink = (v: ValueId, t: TypeId): void => {
    const p = b.value('ptr_from_addr', ptr('physical', t), b.const(I64, 0x2000));
    b.effect('store', [p, v]);
  };
  const idx = b.value('builtin.local_invocation_index', I32);
  const ints: TypeId[] = [I8, I16, I32, I64];
  const floats: TypeId[] = [F16, F32, F64];
  const val = (t: TypeId): ValueId =>
    t === I32
      ? idx
      : t === F32 || t === F16 || t === F64
        ? b.value('utof', t, idx)
        : b.value(t === I64 ? 'zext' : 'trunc', t, idx);
  for (const t of ints) {
    const x = val(t);
    const y = b.const(t, 3);
    for (const op of [
      'iadd',
      'isub',
      'imul',
      'umul_hi',
      'smul_hi',
      'udiv',
      'urem',
      'and',
      'or',
      'xor',
      'umin',
      'umax',
      'smin',
      'smax',
      'shl',
      'lshr',
      'ashr',
    ] as const)
      sink(b.value(op, t, x, y), t);
    sink(b.value('ubfe', t, x, y, y), t);
    sink(b.value('sbfe', t, x, y, y), t);
    sink(b.value('bfi', t, x, y, y, y), t);
    for (const u of IUNARY) sink(b.value(`iunary.${u}`, t, x), t);
    sink(b.value('iunary.find_lsb', I32, x), I32);
    for (const p of ICMP) sink(b.value('select', t, b.value(`icmp.${p}`, I1, x, y), x, y), t);
    for (const f of floats) {
      sink(b.value('ftou', t, val(f)), t);
      sink(b.value('ftos', t, val(f)), t);
      sink(b.value('utof', f, x), f);
      sink(b.value('stof', f, x), f);
    }
    if (t === I32 || t === I64) {
      const p = b.value('ptr_from_addr', ptr('physical', t), b.const(I64, 0x4000));
      sink(b.value('atomic.add', t, p, y), t);
      sink(b.value('atomic.inc', t, p, y), t);
    }
  }
  for (const t of floats) {
    const x = val(t);
    for (const op of ['fadd', 'fsub', 'fmul', 'fdiv', 'fmin', 'fmax'] as const) sink(b.value(op, t, x, x), t);
    sink(b.value('fma', t, x, x, x), t);
    sink(b.value('ldexp', t, x, idx), t);
    for (const u of FUNARY) sink(b.value(`funary.${u}`, t, x), t);
    for (const p of FCMP) sink(b.value('zext', I32, b.value(`fcmp.${p}`, I1, x, x)), I32);
  }
  sink(b.value('fpext', F64, val(F32)), F64);
  sink(b.value('fptrunc', F16, val(F32)), F16);
  sink(b.value('bitcast', F32, idx), F32);
  sink(b.value('bitcast', vec(I32, 2), val(I64)), vec(I32, 2));
  // i1 logic and conversions.
  const c = b.value('icmp.ult', I1, idx, b.const(I32, 7));
  const d = b.value('and', I1, c, b.value('or', I1, c, b.value('xor', I1, c, b.value('iunary.not', I1, c))));
  sink(b.value('sext', I32, d), I32);
  sink(b.value('utof', F32, d), F32);
  sink(b.value('zext', I32, b.value('trunc', I1, idx)), I32);
  sink(b.value('zext', I32, b.value('icmp.slt', I1, c, d)), I32);
  // Vectors.
  const v = b.value('compose', vec(F32, 4), val(F32), val(F32), val(F32), val(F32));
  const v2 = b.emit('insert', vec(F32, 4), [v, val(F32)], { imms: [2] }).result as ValueId;
  sink(b.emit('extract', F32, [v2], { imms: [3] }).result as ValueId, F32);
  sink(b.value('select', vec(F32, 4), c, v, v2), vec(F32, 4));
  sink(b.value('fadd', vec(F32, 4), v, v2), vec(F32, 4));
  // Memory: var, workgroup, storage, physical with access (offset and component), atomics.
  const local = b.value('var', ptr('function', I32));
  b.effect('store', [local, idx]);
  const lds = b.emit('global', ptr('workgroup', I32), [], { imms: [0] }).result as ValueId;
  const slot = b.value('access', ptr('workgroup', I32), lds, idx);
  b.effect('store', [slot, b.value('load', I32, local)]);
  const buf = b.emit('global', ptr('storage', I32), [], { imms: [1] }).result as ValueId;
  b.effect('store', [b.value('access', ptr('storage', I32), buf, idx), idx]);
  const pv = b.value('ptr_from_addr', ptr('physical', vec(I32, 4)), b.const(I64, 0x3000));
  const comp = b.value(
    'access',
    ptr('physical', I32),
    b.value('access', ptr('physical', vec(I32, 4)), pv, idx),
    b.const(I32, 0),
    b.const(I32, 2),
  );
  b.effect('store', [comp, idx]);
  for (const a of ATOMIC) {
    sink(b.value(`atomic.${a}`, I32, slot, idx), I32);
    sink(b.value(`atomic.${a}`, I32, out, idx), I32);
  }
  sink(b.value('atomic_cmpxchg', I32, slot, idx, idx), I32);
  sink(
    b.value(
      'atomic_cmpxchg',
      I64,
      b.value('ptr_from_addr', ptr('physical', I64), b.const(I64, 8)),
      val(I64),
      val(I64),
    ),
    I64,
  );
  // Wave ops and builtins.
  // The graphics builtins belong to vertex and pixel modules (test/recompiler/stages.test.ts).
  for (const name of BUILTINS.filter((n) => !GRAPHICS.has(n))) {
    const t =
      name === 'local_invocation_id' || name === 'workgroup_id' || name === 'num_workgroups'
        ? vec(I32, 3)
        : I32;
    sink(b.value(`builtin.${name}`, t), t);
  }
  sink(b.value('ballot', I64, c), I64);
  for (const t of [I1, I8, F16, I32, I64, F64, vec(F32, 4)] as TypeId[]) {
    const x = t === I1 ? c : t === vec(F32, 4) ? v : val(t);
    const keep = (r: ValueId): void => (t === I1 ? sink(b.value('zext', I32, r), I32) : sink(r, t));
    keep(b.value('broadcast', t, x, b.const(I32, 5)));
    keep(b.value('broadcast', t, x, b.value('and', I32, idx, b.const(I32, 3))));
    keep(b.value('broadcast_first', t, x));
    keep(b.value('shuffle', t, x, b.value('isub', I32, b.const(I32, 31), idx)));
  }
  b.effect('barrier', []);
  sink(b.value('undef', I32), I32);
  b.br(exit);
  b.at(exit);
  b.ret();
  return m;
}

describe('emitModule', () => {
  it('has an emission for every IR op a pass does not lower', () => {
    const missing = Object.values(OPS)
      .filter((o) => !o.terminator && !o.lowered && !OP_EMITTERS[o.name])
      .map((o) => o.name);
    assert.deepEqual(missing, []);
  });

  for (const [wave, subgroup] of [
    [32, 32],
    [64, 64],
    [32, 64],
    [32, 128],
    [64, 128],
  ] as const) {
    it(`emits every op validly (wave ${wave}, subgroup ${subgroup})`, () => {
      const words = emitModule(everyOp(), { ...base, waveSize: wave, subgroupSize: subgroup });
      assert.equal(spirvVal(words, 'vulkan1.2'), '');
    });
  }

  it('emits SPIR-V 1.5 with the full entry point interface', () => {
    const words = emitModule(everyOp(), { ...base, spirvVersion: { major: 1, minor: 5 } });
    assert.equal(spirvVal(words, 'vulkan1.2'), '');
    assert.equal(spirvVal(words, 'vulkan1.3'), '');
  });

  it('declares the capabilities the code uses and only those', () => {
    const m = moduleOf(`func @main {
^0:
  %a = builtin.local_invocation_index i32
  %b = iadd i32 %a, %a
  ret
}`);
    const info = emitModuleWithInfo(m, base);
    assert.deepEqual(info.capabilities, []);
    assert.equal(info.pushConstantBytes, 0);
    const all = emitModuleWithInfo(everyOp(), base);
    for (const cap of [
      'Int8',
      'Int16',
      'Int64',
      'Float16',
      'Float64',
      'Int64Atomics',
      'GroupNonUniformBallot',
      'GroupNonUniformShuffle',
      'PhysicalStorageBufferAddresses',
      'StorageBuffer16BitAccess',
      'StorageBuffer8BitAccess',
    ])
      assert.ok(all.capabilities.includes(cap), cap);
    assert.equal(all.pushConstantBytes, PUSH_BYTES);
  });

  it('emits loops, block arguments and values crossing blocks', () => {
    const m = moduleOf(`func @main {
^0:
  %n = builtin.local_invocation_index i32
  %z = const i32 0
  %one = const i32 1
  %a = const i64 64
  %p = ptr_from_addr ptr<physical, i32> %a
  br ^1(%z, %z)
^1(%i: i32, %acc: i32):
  %acc2 = iadd i32 %acc, %i
  %i2 = iadd i32 %i, %one
  %done = icmp.uge i1 %i2, %n
  cond_br %done, ^3(), ^2()
^2:
  %odd = and i32 %i2, %one
  %c = icmp.eq i1 %odd, %z
  cond_br %c, ^1(%i2, %acc2), ^1(%i2, %n)
^3:
  store %p, %acc2
  ret
}`);
    const words = emitModule(m, base);
    assert.equal(spirvVal(words), '');
    const text = spirvDis(words);
    assert.match(text, /OpLoopMerge/);
    assert.match(text, /OpSwitch/);
  });

  it('emits straight-line chains without a dispatch loop', () => {
    const m = moduleOf(`func @main {
^0:
  %n = builtin.local_invocation_index i32
  br ^1()
^1:
  %m = iadd i32 %n, %n
  br ^2()
^2:
  %a = const i64 64
  %p = ptr_from_addr ptr<physical, i32> %a
  store %p, %m
  ret
}`);
    const words = emitModule(m, base);
    assert.equal(spirvVal(words), '');
    assert.doesNotMatch(spirvDis(words), /OpLoopMerge|OpSwitch/);
  });

  it('refuses LDS without LDS bytes', () => {
    const m = moduleOf(
      `func @main {
^0:
  %g = global ptr<workgroup, i32> [0]
  %z = const i32 0
  store %g, %z
  ret
}`,
      [{ name: 'lds', type: ptr('workgroup', I32) }],
    );
    assert.throws(() => emitModule(m, { ...base, ldsBytes: 0 }), /launch gives 0 LDS bytes/);
  });

  it('emits wave_barrier as a workgroup barrier when the workgroup is one partial wave', () => {
    // wave64 with a 32-invocation workgroup on 8-wide subgroups: the workgroup is the (partial) wave.
    const m = moduleOf(`func @main {
^0:
  wave_barrier
  ret
}`);
    const words = emitModule(m, { ...base, workgroupSize: [32, 1, 1], waveSize: 64, subgroupSize: 8 });
    assert.equal(spirvVal(words), '');
    const text = spirvDis(words);
    const barrier = /OpControlBarrier %(\w+) /.exec(text);
    assert.ok(barrier, text);
    assert.match(text, new RegExp(`%${barrier[1]} = OpConstant %\\w+ 2\\n`));
    // Two waves in the workgroup and subgroups narrower than the wave: no barrier is exact.
    assert.throws(() =>
      emitModule(m, { ...base, workgroupSize: [128, 1, 1], waveSize: 64, subgroupSize: 8 }),
    );
  });

  it('rejects wave operations the subgroup cannot hold', () => {
    const m = moduleOf(`func @main {
^0:
  %t = const i1 1
  %b = ballot i64 %t
  ret
}`);
    assert.throws(() => emitModule(m, { ...base, subgroupSize: 8 }), /lowerWaveOps must run first/);
  });
});
