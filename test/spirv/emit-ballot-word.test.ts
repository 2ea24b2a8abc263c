/**
 * A wave32 ballot is one 32-bit word of the host's ballot, which the emitter zero-extends to the IR's
 * i64: truncating it back (the translator's `trunc(ballot)` for a wave32 mask) reads that word, with no
 * conversion there and back. Checked by spirv-val and the disassembly.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IrModule } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import type { EmitOptions } from '../../src/spirv/emit-context.js';
import { emitModule } from '../../src/spirv/emit-module.js';
import { spirvDis, spirvVal } from '../support/spirv-tools.js';

const options = (waveSize: 32 | 64): EmitOptions => ({
  stage: 'compute',
  workgroupSize: [64, 1, 1],
  waveSize,
  subgroupSize: waveSize,
  ldsBytes: 0,
});

const TEXT = `func @main {
^0:
  %a = const i64 4096
  %p = ptr_from_addr ptr<physical, i32> %a
  %x = load i32 %p
  %k = const i32 3
  %c = icmp.ult i1 %x, %k
  %b = ballot i64 %c
  %lo = trunc i32 %b
  store %p, %lo
  ret
}`;

/** The id of the ballot's first word and the id the store writes. */
function ids(waveSize: 32 | 64): { word: string; stored: string; dis: string } {
  const m = new IrModule();
  m.functions.push(parseFunction(TEXT));
  const words = emitModule(m, options(waveSize));
  assert.equal(spirvVal(words), '');
  const dis = spirvDis(words);
  const word = /(%\w+) = OpCompositeExtract %\w+ %\w+ 0\n/.exec(dis)?.[1];
  const stored = /OpStore %\w+ (%\w+)/.exec(dis)?.[1];
  assert.ok(word && stored, dis);
  return { word, stored, dis };
}

describe('trunc of a ballot', () => {
  it('stores the ballot word itself in wave32', () => {
    const { word, stored, dis } = ids(32);
    assert.equal(stored, word, dis);
  });

  it('still truncates the two-word mask in wave64', () => {
    const { word, stored, dis } = ids(64);
    assert.notEqual(stored, word, dis);
    assert.match(dis, new RegExp(`${stored} = OpUConvert`), dis);
  });
});
