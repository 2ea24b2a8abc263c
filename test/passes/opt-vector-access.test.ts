/**
 * Vector accesses (src/passes/opt-vector-access.ts): which dword accesses of guest memory become one
 * vec4 or vec2 access (an address proved aligned, nothing between them that could touch the dwords),
 * which stay; and that the emitter states the alignment (`Aligned 16`) in a module spirv-val accepts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IrModule } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { optVectorAccess } from '../../src/passes/opt-vector-access.js';
import { emitModule } from '../../src/spirv/emit-module.js';
import { spirvDis, spirvVal } from '../support/spirv-tools.js';

/** A lane's address: base + (local index << shift), as the translator's address arithmetic makes it. */
function addressOf(shift: number): string {
  return `  %i = builtin.local_invocation_index i32
  %wide = zext i64 %i
  %sh = const i64 ${shift}
  %off = shl i64 %wide, %sh
  %base = const i64 65536
  %x = iadd i64 %base, %off
  %m = const i64 281474976710655
  %k4 = const i64 4
  %k8 = const i64 8
  %k12 = const i64 12`;
}

/** The masked address of dword `k` (0, 4, 8, 12) and a pointer to it, named by `tag`. */
function dword(k: number, tag: string): string {
  const sum = k === 0 ? '%x' : `%s${tag}`;
  return `${k === 0 ? '' : `  %s${tag} = iadd i64 %x, %k${k}\n`}  %a${tag} = and i64 ${sum}, %m
  %p${tag} = ptr_from_addr ptr<physical, i32> %a${tag}`;
}

function run(text: string): string {
  const fn = parseFunction(text);
  optVectorAccess(fn);
  const verified = verifyFunction(fn);
  assert.ok(verified.ok, verified.ok ? '' : verified.annotated);
  return printFunction(fn);
}

const COPY = `func @main {
^0:
${addressOf(4)}
${dword(0, 'l0')}
  %v0 = load i32 %pl0
${dword(4, 'l1')}
  %v1 = load i32 %pl1
${dword(8, 'l2')}
  %v2 = load i32 %pl2
${dword(12, 'l3')}
  %v3 = load i32 %pl3
  %y = iadd i64 %x, %base
${dword(0, 's0').replaceAll('%x', '%y')}
  store %ps0, %v0
${dword(4, 's1').replaceAll('%x', '%y')}
  store %ps1, %v1
${dword(8, 's2').replaceAll('%x', '%y')}
  store %ps2, %v2
${dword(12, 's3').replaceAll('%x', '%y')}
  store %ps3, %v3
  ret
}`;

describe('vector accesses', () => {
  it('makes four dwords at a 16-aligned address one vec4 load and one vec4 store', () => {
    const out = run(COPY);
    assert.match(out, /ptr_from_aligned_addr ptr<physical, vec4<i32>> %\w+ \[16\]/);
    assert.equal(out.match(/load vec4<i32>/g)?.length, 1);
    assert.equal(out.match(/load i32/g), null);
    // The stored vector is the loaded one (its four components in order): no compose.
    assert.equal(out.match(/store /g)?.length, 1);
    assert.equal(out.match(/compose/g), null);
  });

  it('makes pairs at an address known only 8-aligned', () => {
    const out = run(COPY.replace('%sh = const i64 4', '%sh = const i64 3'));
    assert.equal(out.match(/load vec2<i32>/g)?.length, 2);
    assert.equal(out.match(/\[8\]/g)?.length, 4);
    assert.equal(out.match(/vec4/g), null);
  });

  it('leaves dwords at an address known only 4-aligned', () => {
    const text = COPY.replace('%sh = const i64 4', '%sh = const i64 2');
    assert.equal(run(text), printFunction(parseFunction(text)));
  });

  it('does not merge loads across a store, nor stores across a load', () => {
    const storeBetween = COPY.replace('  %v2 = load i32 %pl2', '  store %pl0, %i\n  %v2 = load i32 %pl2');
    const out = run(storeBetween);
    assert.equal(out.match(/load i32/g), null);
    assert.equal(out.match(/load vec2<i32>/g)?.length, 2, 'loads 0 and 1, and 2 and 3, are aligned pairs');
    assert.equal(out.match(/load vec4/g), null, 'the store parts them');
    const loadBetween = COPY.replace('  store %ps2, %v2', '  %r = load i32 %pl0\n  store %ps2, %v2');
    const kept = run(loadBetween);
    assert.equal(kept.match(/store /g)?.length, 2, 'stores 0 and 1, and 2 and 3, are pairs');
    assert.equal(
      kept.match(/ptr<physical, vec4<i32>>/g)?.length,
      1,
      'the loads are one vec4, the stores not',
    );
  });

  it('merges a buffer access the guest drops out of range (one range test, sent whole to the sink) or proved in range', () => {
    // Dword k at select(inRange, base + (off + k), sink), as the buffer rules and simplify leave a
    // 16-aligned dwordx4 store whose four range tests became one.
    const sunk = (k: number, tag: string): string =>
      `${k === 0 ? '' : `  %o${tag} = iadd i64 %off, %k${k}\n`}  %u${tag} = iadd i64 %base, ${k === 0 ? '%off' : `%o${tag}`}
  %a${tag} = select i64 %in, %u${tag}, %sink
  %p${tag} = ptr_from_addr ptr<physical, i32> %a${tag}`;
    const text = (test: (k: number) => string): string => `func @main {
^0:
${addressOf(4)}
  %sink = sink_address i64
  %lim = const i64 65520
  %in = icmp.ule i1 %off, %lim
  %in2 = icmp.ult i1 %off, %lim
${[0, 4, 8, 12].map((k) => `${sunk(k, `s${k}`).replace('%in,', `${test(k)},`)}\n  store %ps${k}, %i`).join('\n')}
  ret
}`;
    const merged = run(text(() => '%in'));
    assert.equal(merged.match(/store /g)?.length, 1);
    assert.match(merged, /ptr_from_aligned_addr ptr<physical, vec4<i32>> %\w+ \[16\]/);
    const apart = run(text((k) => (k === 8 ? '%in2' : '%in')));
    assert.equal(apart.match(/store /g)?.length, 3, 'dword 8 tested otherwise: a pair and two dwords');
    // Proved in range, the units' addresses are the sums themselves.
    const plain = run(
      text(() => '%in')
        .replace(/select i64 %in, (%u\w+), %sink/g, 'iadd i64 $1, %zero')
        .replace('%sink = sink_address i64', '%zero = const i64 0'),
    );
    assert.equal(plain.match(/store /g)?.length, 1);
  });

  it('states the alignment to the host: Aligned 16 on the vector access, valid SPIR-V', () => {
    const fn = parseFunction(COPY);
    optVectorAccess(fn);
    const module = new IrModule();
    module.functions.push(fn);
    const words = emitModule(module, {
      stage: 'compute',
      workgroupSize: [32, 1, 1],
      waveSize: 32,
      subgroupSize: 32,
      ldsBytes: 0,
    });
    const text = spirvDis(words);
    const vec4 = /(%\w+) = OpTypeVector %\w+ 4/.exec(text)?.[1];
    assert.ok(vec4, 'a vector of four is declared');
    assert.match(text, new RegExp(`OpLoad ${vec4} %\\w+ Aligned 16`));
    assert.match(text, /OpStore %\w+ %\w+ Aligned 16/);
    assert.equal(spirvVal(words, 'vulkan1.2'), '');
  });
});
