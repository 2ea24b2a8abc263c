/**
 * Every bad input gets a clear error: each command, given a missing, directory, empty or garbage
 * input, an unwritable output or a bad flag value, exits 2 with exactly one stderr line
 * `oberon CMD: ...` and no stack trace; every command answers `--help` and `help CMD` from the
 * command table, and `oberon --help` lists them all. Cases run in process through the dispatcher
 * (runOberon); two spawn bin/oberon.js, to check the exit code and the streams really leave the process.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { COMMANDS } from '../../src/cli/command-table.js';
import { requestFromArgs } from '../../src/cli/commands/recompile.js';
import { runOberon } from '../../src/cli/dispatch.js';
import { dumpRequest, loadRequest } from '../../src/recompiler/request.js';

interface Outcome {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs `oberon ...args` in process with the dispatcher's output captured (the process's own stdout
 * carries the test runner's reports, so it is left alone: the cases here make no command print).
 */
async function oberon(...args: string[]): Promise<Outcome> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOberon(args, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join(''), err: err.join('') };
}

/** Exit 2, one stderr line `oberon CMD: ...` (matching `reason` when given), no stack trace. */
function assertInputError(r: Outcome, command: string, reason?: RegExp): void {
  const context = `stderr: ${r.err}`;
  assert.equal(r.code, 2, context);
  assert.doesNotMatch(r.err, /^\s+at /m, context);
  const lines = r.err.split('\n');
  assert.equal(lines.at(-1), '', context);
  assert.equal(lines.length, 2, `one line expected; ${context}`);
  assert.ok(r.err.startsWith(`oberon ${command}: `), context);
  if (reason) assert.match(r.err, reason);
}

const dir = mkdtempSync(join(tmpdir(), 'oberon-errors-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const path = (name: string): string => join(dir, name);
const missing = path('missing');
const directory = path('a-directory');
mkdirSync(directory);
const empty = path('empty');
writeFileSync(empty, '');
// s_endpgm
const program = path('p.bin');
writeFileSync(program, Buffer.from(Uint32Array.of(0xbf810000).buffer));
const source = path('p.s');
writeFileSync(source, 's_endpgm\n');
const captureFile = path('tiny.obcap');
writeFileSync(captureFile, 'garbage');
const unwritable = join(missing, 'out');

describe('input files', () => {
  // Each command with an input file: the arguments around the file.
  const readers: readonly (readonly [string, (file: string) => string[]])[] = [
    ['disasm', (f) => ['disasm', f]],
    ['asm', (f) => ['asm', f]],
    ['exec', (f) => ['exec', f]],
    ['exec', (f) => ['exec', program, '--buffer', `0x1000=${f}`]],
    ['recompile', (f) => ['recompile', f]],
    ['draw-decode', (f) => ['draw-decode', f]],
    ['inspect', (f) => ['inspect', f]],
    ['run', (f) => ['run', f]],
  ];
  for (const [command, args] of readers) {
    it(`${args('FILE').join(' ')}: a missing file, a directory and an empty file`, async () => {
      assertInputError(await oberon(...args(missing)), command, /missing: no such file$/m);
      assertInputError(await oberon(...args(directory)), command, /a-directory: is a directory$/m);
      assertInputError(await oberon(...args(empty)), command, /empty: is empty$/m);
    });
  }

  it('recompile REQUEST.json: missing, empty, not JSON, nested 10,000 deep', async () => {
    const json = (name: string, text: string): string => {
      writeFileSync(path(name), text);
      return path(name);
    };
    assertInputError(await oberon('recompile', path('none.json')), 'recompile', /no such file/);
    assertInputError(await oberon('recompile', json('empty.json', '')), 'recompile', /is empty/);
    assertInputError(await oberon('recompile', json('bad.json', '{x')), 'recompile', /<json>/);
    const deep = json('deep.json', `${'['.repeat(10000)}${']'.repeat(10000)}`);
    assertInputError(await oberon('recompile', deep), 'recompile', /version/);
  });

  it('inspect: garbage is a capture error, and --help is help, not a file', async () => {
    assertInputError(await oberon('inspect', captureFile), 'inspect', /too short for a capture header/);
    const help = await oberon('inspect', '--help');
    assert.equal(help.code, 0, help.err);
    assert.match(help.out, /^usage: oberon inspect CAPTURE/);
  });
});

describe('garbage inputs', () => {
  it('assembly, llvm-mc hex text and program words that do not decode', async () => {
    const text = path('garbage.s');
    writeFileSync(text, 'garbage here\n');
    const words = path('garbage.bin');
    writeFileSync(words, Buffer.from(Uint32Array.of(0x818de007).buffer));
    assertInputError(await oberon('asm', text), 'asm', /unknown mnemonic 'garbage'/);
    assertInputError(await oberon('exec', '--asm', text), 'exec', /unknown mnemonic 'garbage'/);
    assertInputError(await oberon('disasm', '--hex', text), 'disasm', /'garbage' is not a byte/);
    assertInputError(await oberon('exec', words), 'exec', /decode error at pc 0x0/);
    assertInputError(await oberon('recompile', words), 'recompile', /decode error at pc 0x0/);
  });
});

describe('draw-decode JSON', () => {
  const cases: readonly (readonly [string, string, RegExp])[] = [
    ['not JSON', '{x', /is not JSON \(/],
    ['null', 'null', /holds null, not an object of registers/],
    ['an array', '[1]', /holds an array/],
    ['a null program', '{"registers":{},"programs":[null]}', /programs\[0\] is null, not an object/],
    ['programs not an array', '{"registers":{},"programs":7}', /"programs" is 7, not an array/],
    ['null registers', '{"registers":null}', /"registers" is null/],
    ['arrays nested 10,000 deep', `${'['.repeat(10000)}${']'.repeat(10000)}`, /holds an array/],
    [
      'a register nested 10,000 deep',
      `{"VGT_SHADER_STAGES_EN":${'['.repeat(10000)}${']'.repeat(10000)}}`,
      /VGT_SHADER_STAGES_EN: an array is not an unsigned value/,
    ],
    ['a bad register value', '{"VGT_SHADER_STAGES_EN":"x"}', /"x" is not an unsigned value/],
  ];
  for (const [name, text, reason] of cases) {
    it(name, async () => {
      const file = path(`draw-${name.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, text);
      assertInputError(await oberon('draw-decode', file), 'draw-decode', reason);
    });
  }
});

describe('outputs', () => {
  it('asm -o into a missing directory or onto a directory', async () => {
    assertInputError(await oberon('asm', source, '-o', unwritable), 'asm', /directory does not exist/);
    assertInputError(await oberon('asm', source, '-o', directory), 'asm', /is a directory/);
  });

  it('recompile -o and --dump-request', async () => {
    assertInputError(await oberon('recompile', program, '-o', directory), 'recompile', /is a directory/);
    assertInputError(
      await oberon('recompile', program, '--dump-request', unwritable),
      'recompile',
      /directory does not exist/,
    );
  });

  it('exec --dump ADDR:SIZE=FILE', async () => {
    const r = await oberon('exec', program, '--buffer', '0x1000=16', '--dump', `0x1000:16=${directory}`);
    assertInputError(r, 'exec', /is a directory/);
  });
});

describe('launch flags', () => {
  const bad: readonly (readonly [string, string, RegExp])[] = [
    ['--threads', '0', /--threads '0': needs three sizes of 1\.\.1024/],
    ['--threads', '99999999', /--threads '99999999'/],
    ['--threads', '1024,2', /--threads '1024,2': 1024x2x1 is 2048 threads, more than 1024/],
    ['--lds', 'abc', /--lds: 'abc' is not/],
    ['--lds', '1e9', /--lds: '1e9' is not/],
    ['--lds', '-5', /--lds: '-5' is not/],
    ['--lds', '100000', /--lds '100000': needs 0\.\.65536/],
    ['--user-data', Array.from({ length: 40 }, (_, i) => i).join(','), /--user-data .*: needs at most 32/],
  ];
  for (const [flag, value, reason] of bad) {
    it(`recompile and exec refuse ${flag} ${value.slice(0, 20)}`, async () => {
      const dump = path('refused.json');
      const r = await oberon('recompile', flag, value, program, '--dump-request', dump);
      assertInputError(r, 'recompile', reason);
      assert.equal(existsSync(dump), false, 'no request is dumped');
      assertInputError(await oberon('exec', program, flag, value), 'exec', reason);
    });
  }

  it('exec refuses --groups 0 and 70000', async () => {
    assertInputError(await oberon('exec', program, '--groups', '0'), 'exec', /--groups/);
    assertInputError(await oberon('exec', program, '--groups', '70000'), 'exec', /--groups/);
  });

  it('the limits a flag meets are the ones REQUEST.json meets', async () => {
    const flags = new Map([
      ['--threads', '8,4'],
      ['--lds', '65536'],
    ]);
    const request = loadRequest(dumpRequest(requestFromArgs(flags, program)));
    assert.equal(request.stage, 'compute');
    if (request.stage !== 'compute') return;
    const wide = path('wide.json');
    writeFileSync(
      wide,
      dumpRequest({ ...request, compute: { ...request.compute, workgroupSize: [1024, 2, 1] } }),
    );
    assertInputError(await oberon('recompile', wide), 'recompile', /2048 threads, more than 1024/);
  });

  it('other commands refuse bad values in one line', async () => {
    assertInputError(await oberon('reg', 'VGT_LS_HS_CONFIG', 'abc'), 'reg', /not a 32-bit/);
    assertInputError(await oberon('reg'), 'reg', /NAME/);
    assertInputError(await oberon('blend', '--comp-swap', '9', '--control', '1'), 'blend', /--comp-swap/);
    assertInputError(await oberon('blend'), 'blend', /--control/);
    assertInputError(await oberon('fuzz', '--count', 'many'), 'fuzz', /--count 'many'/);
    assertInputError(await oberon('disasm', '--mcpu', 'gfx900', program), 'disasm', /--mcpu/);
  });
});

describe('help', () => {
  it('oberon --help lists every command, and every command file has an entry', async () => {
    const r = await oberon('--help');
    assert.equal(r.code, 0);
    for (const c of COMMANDS)
      assert.match(r.out, new RegExp(`^  ${c.name} +${c.summary.replace(/[()]/g, '\\$&')}$`, 'm'));
    const files = readdirSync('src/cli/commands').map((f) => f.replace(/\.ts$/, ''));
    assert.deepEqual(COMMANDS.map((c) => c.name).sort(), files.sort());
  });

  for (const c of COMMANDS) {
    it(`${c.name} --help and help ${c.name} print its usage`, async () => {
      const flag = await oberon(c.name, '--help');
      assert.equal(flag.code, 0, flag.err);
      assert.equal(flag.err, '');
      assert.ok(flag.out.startsWith(`usage: oberon ${c.name}`), flag.out);
      assert.ok(flag.out.includes(c.summary));
      const topic = await oberon('help', c.name);
      assert.equal(topic.code, 0);
      assert.equal(topic.out, flag.out);
    });
  }

  it('README.md documents every command', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const c of COMMANDS) assert.ok(readme.includes(`| \`oberon ${c.name} `), `README row for ${c.name}`);
  });

  it('an unknown command, no command and help for an unknown command are one-line usage errors', async () => {
    for (const args of [['nosuch'], [], ['help', 'nosuch']]) {
      const r = await oberon(...args);
      assert.equal(r.code, 2);
      assert.match(r.err, /^oberon: [^\n]+\n$/);
    }
  });
});

describe('bin/oberon.js', () => {
  const spawn = (...args: string[]) =>
    spawnSync(process.execPath, ['bin/oberon.js', ...args], { encoding: 'utf8' });

  it('exits 2 with one line for a missing file', () => {
    const r = spawn('disasm', missing);
    assert.equal(r.status, 2);
    assert.equal(r.stderr, `oberon disasm: ${missing}: no such file\n`);
  });

  it('prints help with exit 0', () => {
    const r = spawn('help', 'recompile');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^usage: oberon recompile/);
  });
});
