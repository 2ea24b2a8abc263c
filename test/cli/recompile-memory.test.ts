/**
 * `oberon recompile --memory ADDR=FILE` (issue 16): without it, descriptors a program loads from
 * memory are read at run time (a V# is; a T# needs a pin, so the recompile refuses naming the
 * address); with it, FILE's dwords at ADDR are memory the program reads unchanged, so the T# there
 * specializes the code: a bound T# becomes an image binding holding its dwords, a null T# (all zero,
 * as RADV writes one) binds nothing. Runs bin/oberon.js, as a user would.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { assembleWords, PS5_WAVE32 } from '../../src/isa/index.js';
import { encodeImageResource } from '../../src/isa/tables/image-descriptor.js';

const BIN = fileURLToPath(new URL('../../bin/oberon.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'oberon-memory-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Writes dwords to a file in the test's folder; returns its path. */
function dwordsFile(name: string, words: readonly number[]): string {
  const file = join(dir, name);
  writeFileSync(file, Buffer.from(Uint32Array.from(words).buffer));
  return file;
}

/** A program reading its descriptor from the table at s[2:3] = 0xffff8000_00010000 (RADV's way). */
const program = (body: string): string =>
  dwordsFile(
    `${body.split(' ')[0]}.bin`,
    assembleWords(`s_movk_i32 s3, 0x8000\n${body}\ns_endpgm`, PS5_WAVE32),
  );
const TABLE = '0xffff800000010000';
const T_SHARP = encodeImageResource({ base: 0x100000, format: 56, width: 8, height: 8 });

function recompile(...args: string[]): { status: number | null; json: Record<string, unknown>; err: string } {
  const r = spawnSync(process.execPath, [BIN, 'recompile', ...args, '--user-data', '0,0,0x10000', '--json'], {
    encoding: 'utf8',
    env: { ...process.env, OBERON_USE_TSX: '1' },
  });
  return { status: r.status, json: r.status === 0 ? JSON.parse(r.stdout) : {}, err: r.stderr };
}

describe('oberon recompile --memory ADDR=FILE', () => {
  const imageLoad = program(
    's_load_dwordx8 s[4:11], s[2:3], 0x0\ns_waitcnt lgkmcnt(0)\nimage_load v[4:7], v[0:1], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm',
  );
  it('without it, a V# in memory is read at run time', () => {
    const bufferLoad = program(
      's_load_dwordx4 s[4:7], s[2:3], 0x0\ns_waitcnt lgkmcnt(0)\nbuffer_load_dword v1, v0, s[4:7], 0 offen',
    );
    const r = recompile(bufferLoad);
    assert.equal(r.status, 0, r.err);
  });
  it('without it, a T# in memory is refused naming its address', () => {
    const r = recompile(imageLoad);
    assert.equal(r.status, 2);
    assert.match(r.err, /the T# is read at run time from 0x800000010000, and the request pins no TYPE/);
  });
  it('a T# in FILE specializes the code: an image binding holding its dwords', () => {
    const r = recompile(imageLoad, '--memory', `${TABLE}=${dwordsFile('table.bin', T_SHARP)}`);
    assert.equal(r.status, 0, r.err);
    const bindings = r.json.bindings as { image?: { descriptor: number[] } }[];
    assert.deepEqual(
      bindings.map((b) => b.image?.descriptor),
      [T_SHARP],
    );
  });
  it('a null T# in FILE (all zero) binds nothing', () => {
    const r = recompile(imageLoad, '--memory', `${TABLE}=${dwordsFile('zeros.bin', new Array(8).fill(0))}`);
    assert.equal(r.status, 0, r.err);
    assert.deepEqual(r.json.bindings, []);
  });
  it('refuses a spec without ADDR=FILE and a file of partial dwords', () => {
    assert.match(
      recompile(imageLoad, '--memory', 'table.bin').err,
      /--memory 'table.bin': expected ADDR=FILE/,
    );
    const odd = join(dir, 'odd.bin');
    writeFileSync(odd, Buffer.alloc(6));
    assert.match(
      recompile(imageLoad, '--memory', `${TABLE}=${odd}`).err,
      /6 bytes is not a whole number of dwords/,
    );
  });
});
