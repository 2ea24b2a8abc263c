/**
 * The one-file CLI that `npm run build` ends with (scripts/bundle-cli.mjs), built into a temporary
 * directory: run through bin/oberon.js (OBERON_BUNDLE) it writes the same SPIR-V as a recompile in
 * this process and the disassembly that decode and print give, and V8 accepts the code cache its
 * training run wrote.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cliNodeFlags } from '../../scripts/cli-node-flags.js';
import { requestFromArgs } from '../../src/cli/commands/recompile.js';
import { decodeStream } from '../../src/isa/decode.js';
import { print } from '../../src/isa/print.js';
import { recompile } from '../../src/recompiler/recompile.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROGRAM = join(ROOT, 'test/recompiler/aco/saxpy.bin');

describe('the one-file CLI (scripts/bundle-cli.mjs)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'oberon-bundle-'));
  const bundle = join(dir, 'oberon.cjs');
  after(() => rmSync(dir, { recursive: true, force: true }));
  before(() => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/bundle-cli.mjs'), bundle], {
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
  });

  /** Runs bin/oberon.js on the bundle; returns stdout. */
  function viaBundle(...args: string[]): string {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/oberon.js'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, OBERON_USE_DIST: '1', OBERON_BUNDLE: bundle },
    });
    assert.equal(r.status, 0, r.stderr);
    return r.stdout;
  }

  it('recompiles to the same SPIR-V as the modules do', () => {
    const out = join(dir, 'bundle.spv');
    viaBundle('recompile', PROGRAM, '-o', out);
    const { spirv } = recompile(requestFromArgs(new Map(), PROGRAM));
    assert.deepEqual(readFileSync(out), Buffer.from(spirv.buffer, spirv.byteOffset, spirv.byteLength));
  });

  it('disassembles as decode and print do', () => {
    const bytes = readFileSync(PROGRAM);
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    const expected = [...decodeStream(words)].map((item) => (item.ok ? print(item.inst) : '<invalid>'));
    assert.equal(viaBundle('disasm', PROGRAM), `${expected.join('\n')}\n`);
  });

  it("has a code cache V8 accepts in the CLI's Node (its shebang's flags)", () => {
    const check = `const vm = require('node:vm'); const fs = require('node:fs'); const m = require('node:module');
      const s = new vm.Script(m.wrap(fs.readFileSync(process.argv[1], 'utf8')),
        { filename: process.argv[1], cachedData: fs.readFileSync(process.argv[1] + '.cache') });
      process.stdout.write(String(s.cachedDataRejected));`;
    const flags = cliNodeFlags(ROOT);
    assert.ok(flags.length > 0, 'bin/oberon.js starts Node with flags');
    const r = spawnSync(process.execPath, [...flags, '-e', check, bundle], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, 'false');
  });

  it("npm run bench times the recompiler in the CLI's Node", () => {
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    for (const flag of cliNodeFlags(ROOT)) assert.ok(scripts.bench?.includes(`node ${flag}`), flag);
  });
});
