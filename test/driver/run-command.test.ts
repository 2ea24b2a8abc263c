/**
 * `oberon run` on the bundled example scene (the README's main job), as a user runs it: a process on
 * lavapipe with the validation layer, the recompiler making every program. The report says all five
 * draws executed with no validation message, the PNGs decode to the target's size, --each-draw writes
 * the targets after every draw, `--cache DIR` makes a second run read every program it stored (the
 * pictures byte-identical to an uncached run's), and
 * examples/scene.capture is what scripts/gen-example-scene.ts writes today.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildExampleScene } from '../../scripts/example-scene.js';
import type { RunReport } from '../../src/driver/index.js';
import { decodePng } from '../../src/util/png.js';

/** The repository root: above test/ from the sources, above dist/test/ from the build. */
function repositoryRoot(): string {
  let dir = fileURLToPath(new URL('.', import.meta.url));
  while (!existsSync(join(dir, 'examples/scene.capture'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('examples/scene.capture is not above this test');
    dir = up;
  }
  return dir;
}
const root = repositoryRoot();
const scene = join(root, 'examples/scene.capture');
const dir = mkdtempSync(join(tmpdir(), 'oberon-run-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('examples/scene.capture is what gen-example-scene writes', () => {
  const fresh = join(dir, 'fresh.capture');
  buildExampleScene({ depth: true, moon: true }).builder.write(fresh);
  assert.ok(readFileSync(fresh).equals(readFileSync(scene)), 'regenerate with scripts/gen-example-scene.ts');
});

/** `oberon run` of the example scene into `out` on the suite's device with the validation layer. */
function runScene(out: string, ...extra: string[]): { stdout: string; report: RunReport } {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'bin/oberon.js'),
      'run',
      scene,
      '-o',
      out,
      '--device',
      // The device the suite runs on (lavapipe in CI, `gpu` on the device machine).
      process.env.OBERON_DEVICE === 'gpu' ? 'gpu' : 'lavapipe',
      '--validation',
      ...extra,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr);
  return {
    stdout: run.stdout,
    report: JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as RunReport,
  };
}

test('oberon run draws the example scene on the test device', () => {
  const out = join(dir, 'out');
  const { stdout, report } = runScene(out, '--each-draw');
  assert.match(stdout, /5 draws executed, 0 refused/);
  assert.deepEqual(report.draws, { executed: 5, refused: 0 });
  assert.deepEqual(report.validationMessages, []);
  assert.equal(report.targets.length, 2);
  for (const t of report.targets) {
    assert.ok(t.file, `${t.kind} target has a picture`);
    const png = decodePng(readFileSync(join(out, t.file)));
    assert.deepEqual([png.width, png.height, png.kind], [256, 256, t.kind === 'depth' ? 'gray16' : 'rgba8']);
  }
  // --each-draw: both targets after each of the five draws; the last equal the final pictures.
  const drawn = readdirSync(out).filter((f) => f.startsWith('draw-'));
  assert.equal(drawn.length, 10);
  const final = report.targets.find((t) => t.kind === 'color')?.file ?? '';
  assert.ok(readFileSync(join(out, `draw-0004-${final}`)).equals(readFileSync(join(out, final))));
});

test('oberon run --cache: a second run reads every program and draws the same pictures', () => {
  const cache = join(dir, 'cache');
  const runInto = (out: string, ...extra: string[]): RunReport => runScene(out, ...extra).report;
  const plain = runInto(join(dir, 'plain'));
  const first = runInto(join(dir, 'cached-1'), '--cache', cache);
  const second = runInto(join(dir, 'cached-2'), '--cache', cache);
  assert.equal(plain.cache, undefined);
  const made = first.cache?.programs.misses ?? 0;
  assert.ok(made > 0, 'the first run recompiles');
  assert.deepEqual(first.cache?.programs, { hits: 0, misses: made, unreadable: 0, unwritten: 0 });
  assert.deepEqual(second.cache?.programs, { hits: made, misses: 0, unreadable: 0, unwritten: 0 });
  assert.equal(second.cache?.pipelineCacheBytes.loaded, first.cache?.pipelineCacheBytes.saved);
  for (const report of [first, second]) {
    assert.deepEqual(report.draws, plain.draws);
    assert.deepEqual(report.validationMessages, []);
    assert.deepEqual(
      report.work.map((w) => w.programs?.map((p) => p.cacheKey)),
      plain.work.map((w) => w.programs?.map((p) => p.cacheKey)),
    );
  }
  // Byte-identical pictures: the stored programs are the ones the recompiler made.
  for (const t of plain.targets) {
    const file = t.file ?? '';
    const expected = readFileSync(join(dir, 'plain', file));
    assert.ok(readFileSync(join(dir, 'cached-1', file)).equals(expected), `${file}, first run`);
    assert.ok(readFileSync(join(dir, 'cached-2', file)).equals(expected), `${file}, second run`);
  }
});
