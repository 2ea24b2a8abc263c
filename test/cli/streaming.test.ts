/**
 * Streamed command output and the hex byte scanner: ChunkedWriter writes whole lines in chunks and
 * waits for `drain` when its sink is full; parseHexBytes reads llvm-mc's byte text (comments, blanks
 * beyond ASCII, decimal tokens) and names the first bad token; `oberon disasm` of an input larger than
 * one chunk prints exactly the lines of decode + print, and ends quietly (status 0, nothing on stderr)
 * when its reader closes the pipe early.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { UsageError } from '../../src/cli/args.js';
import { parseHexBytes } from '../../src/cli/hex-bytes.js';
import { ChunkedWriter, type TextSink } from '../../src/cli/output.js';
import { decodeStream } from '../../src/isa/decode.js';
import { print } from '../../src/isa/print.js';

/** A sink that records writes and reports itself full every `fullEvery` writes. */
class RecordingSink implements TextSink {
  readonly writes: string[] = [];
  private drainListener: (() => void) | undefined;
  constructor(private readonly fullEvery: number) {}
  write(text: string): boolean {
    this.writes.push(text);
    return this.writes.length % this.fullEvery !== 0;
  }
  once(_event: 'drain', listener: () => void): unknown {
    this.drainListener = listener;
    return this;
  }
  drain(): void {
    const listener = this.drainListener;
    this.drainListener = undefined;
    listener?.();
  }
}

describe('ChunkedWriter', () => {
  it('writes whole lines in chunks and all of them by flush', async () => {
    const sink = new RecordingSink(1000);
    const out = new ChunkedWriter(sink, 10);
    for (let i = 0; i < 100; i++) await out.line(`line ${i}`);
    await out.flush();
    assert.ok(sink.writes.length > 10, `${sink.writes.length} writes`);
    for (const w of sink.writes) assert.ok(w.endsWith('\n'));
    const expected = Array.from({ length: 100 }, (_, i) => `line ${i}\n`).join('');
    assert.equal(sink.writes.join(''), expected);
  });

  it('waits for drain when the sink is full', async () => {
    const sink = new RecordingSink(1);
    const out = new ChunkedWriter(sink, 4);
    const wait = out.line('12345');
    assert.ok(wait, 'a full sink returns a promise');
    let resolved = false;
    void wait.then(() => {
      resolved = true;
    });
    await Promise.resolve();
    assert.equal(resolved, false);
    sink.drain();
    await wait;
    assert.equal(out.line('x'), undefined);
  });
});

describe('parseHexBytes', () => {
  it('reads hex and decimal tokens around comments and blanks', () => {
    const text = '0x01,0x2 0X0a\u00a0255\t# 0x99\n0x04;0x98\n// 0x97\n0x05 // x';
    assert.deepEqual([...parseHexBytes(text, 'f')], [1, 2, 10, 255, 4, 5]);
    assert.deepEqual([...parseHexBytes(Buffer.from('0x10, 0x20\r\n'), 'f')], [0x10, 0x20]);
    assert.deepEqual([...parseHexBytes('# only a comment', 'f')], []);
  });

  it('names the first token that is not a byte', () => {
    for (const [text, token] of [
      ['0x01 0xzz', '0xzz'],
      ['0x100', '0x100'],
      ['256', '256'],
      ['0x', '0x'],
      ['0x01 \u00e9t\u00e9', '\u00e9t\u00e9'],
    ] as const) {
      assert.throws(
        () => parseHexBytes(text, 'f'),
        (e: unknown) => e instanceof UsageError && e.message === `f: '${token}' is not a byte`,
        text,
      );
    }
  });
});

describe('oberon disasm streams', () => {
  const dir = mkdtempSync(join(tmpdir(), 'oberon-stream-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('prints every instruction of an input larger than one output chunk', () => {
    // s_mov_b32 s0, s3; v_add_nc_u32 v1, v2, v3; an undecodable dword; s_endpgm: 20,000 times.
    const pattern = [0xbe800303, 0x4a020702, 0xffffffff, 0xbf810000];
    const words = Uint32Array.from({ length: pattern.length * 20000 }, (_, i) => pattern[i % 4] as number);
    const file = join(dir, 'p.bin');
    writeFileSync(file, Buffer.from(words.buffer));
    const r = spawnSync(process.execPath, ['bin/oberon.js', 'disasm', file], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    assert.equal(r.status, 0, r.stderr);
    const expected = [...decodeStream(words)].map((item) =>
      item.ok ? print(item.inst) : `<invalid> 0x${item.word.toString(16).padStart(8, '0')}`,
    );
    assert.ok(r.stdout.length > 1 << 17);
    assert.equal(r.stdout, `${expected.join('\n')}\n`);
  });

  it('ends quietly when its reader closes the pipe early', () => {
    const words = Uint32Array.from({ length: 200000 }, (_, i) => (i % 2 === 0 ? 0xbe800303 : 0xbf810000));
    const file = join(dir, 'long.bin');
    writeFileSync(file, Buffer.from(words.buffer));
    const errors = join(dir, 'stderr.txt');
    const r = spawnSync(
      'bash',
      [
        '-c',
        `set -o pipefail; "${process.execPath}" bin/oberon.js disasm "${file}" 2>"${errors}" | head -n 2`,
      ],
      { encoding: 'utf8' },
    );
    assert.equal(r.stdout, 's_mov_b32 s0, s3\ns_endpgm\n');
    assert.equal(readFileSync(errors, 'utf8'), '');
    assert.equal(r.status, 0);
  });
});
