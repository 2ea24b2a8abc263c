/**
 * The program store (src/driver/program-store.ts) and the code identity it keys with
 * (src/util/code-identity.ts). The oracle is the recompiler itself: what the store gives back for a
 * request is what recompiling it gives, field for field and word for word, over the ACO compute corpus
 * and the graphics corpus's vertex and pixel programs. Entries of other code or other requests are
 * never read; an entry that does not read back (truncated, of another key) is counted and made again;
 * a failed write is counted and the run keeps its program.
 */
import assert from 'node:assert/strict';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { ProgramRequest, ProgramResult, ProgramSource } from '../../src/driver/index.js';
import { ProgramStore, recompilerSource, storedSource } from '../../src/driver/index.js';
import { genericTargetProfile } from '../../src/recompiler/profiles.js';
import { codeIdentityOf, runningCodeIdentity } from '../../src/util/code-identity.js';
import { loadAcoGfxPairs } from '../recompiler/aco-gfx-programs.js';
import { acoPixelRequest, acoVertexRequest } from '../recompiler/aco-gfx-requests.js';
import { acoRequest, loadAcoPrograms } from '../recompiler/aco-programs.js';

const dir = mkdtempSync(join(tmpdir(), 'oberon-store-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let fresh = 0;
const freshDir = (): string => join(dir, `store-${fresh++}`);

interface Program {
  readonly name: string;
  readonly request: ProgramRequest;
  readonly result: ProgramResult;
}
let programs: Program[] | undefined;

/** Every request of the corpora the store is checked on, with what recompiling it gives (made once). */
function corpus(): Program[] {
  programs ??= recompiledCorpus();
  return programs;
}

function recompiledCorpus(): Program[] {
  const out: Program[] = [];
  const add = (name: string, request: ProgramRequest): void => {
    try {
      out.push({ name, request, result: recompilerSource('CS', request) });
    } catch {
      // A refusal has no result to store.
    }
  };
  const target = genericTargetProfile(32);
  for (const p of loadAcoPrograms()) add(`aco ${p.name}`, acoRequest(p, target));
  for (const pair of loadAcoGfxPairs()) {
    add(`gfx ${pair.name} vs`, acoVertexRequest(pair, target));
    add(`gfx ${pair.name} ps`, acoPixelRequest(pair, target));
  }
  return out;
}

/** Two corpus programs and a fresh store holding the first. */
function storeWithFirst(): { a: Program; b: Program; path: string; store: ProgramStore } {
  const [a, b] = corpus();
  assert.ok(a && b);
  const path = freshDir();
  const store = ProgramStore.open(path, 'identity-a');
  store.put(a.request, a.result);
  return { a, b, path, store };
}

/** The result as plain data (the recompiler's cacheKey is a getter). */
const plain = (r: ProgramResult): unknown => ({ ...r, cacheKey: r.cacheKey, spirv: [...r.spirv] });

test('a stored result reads back as the recompile gave it, for every corpus program', () => {
  const all = corpus();
  assert.ok(all.length > 60, `${all.length} programs`);
  const store = ProgramStore.open(freshDir(), 'identity-a');
  for (const { request, result } of all) store.put(request, result);
  for (const { name, request, result } of all) {
    const back = store.get(request);
    assert.ok(back, `${name}: no entry`);
    assert.ok(back.spirv instanceof Uint32Array, name);
    assert.deepEqual(plain(back), plain(result), name);
  }
  assert.deepEqual(store.stats, { hits: 0, misses: 0, unreadable: 0, unwritten: 0 });
});

test('entries are keyed by the code identity and the whole request', () => {
  const { a, b, path, store } = storeWithFirst();
  assert.ok(store.get(a.request));
  assert.equal(store.get(b.request), undefined, 'another request');
  assert.equal(ProgramStore.open(path, 'identity-b').get(a.request), undefined, 'other code');
  // One field of the request changed (a user SGPR's value) is another entry.
  const changed = { ...a.request, userSgprs: [...(a.request.userSgprs ?? []), 0x1234] } as ProgramRequest;
  assert.equal(store.get(changed), undefined, 'a changed request');
  assert.equal(store.stats.unreadable, 0);
});

test('storedSource recompiles once and reads the store after, even in another process', () => {
  const [a, b] = corpus();
  assert.ok(a && b);
  const path = freshDir();
  let calls = 0;
  const counting: ProgramSource = (slot, request) => {
    calls++;
    return recompilerSource(slot, request);
  };
  const first = ProgramStore.open(path, 'identity-a');
  const source = storedSource(counting, first);
  source('CS', a.request);
  source('CS', b.request);
  source('CS', a.request);
  assert.equal(calls, 2);
  assert.deepEqual(first.stats, { hits: 1, misses: 2, unreadable: 0, unwritten: 0 });
  // A second store on the directory (a later run) recompiles nothing.
  const second = ProgramStore.open(path, 'identity-a');
  const again = storedSource(counting, second)('CS', b.request);
  assert.equal(calls, 2);
  assert.deepEqual(plain(again), plain(b.result));
  assert.deepEqual(second.stats, { hits: 1, misses: 0, unreadable: 0, unwritten: 0 });
});

test('an entry that does not read back is counted, recompiled and written again', () => {
  const { a, b, path, store } = storeWithFirst();
  const [file] = readdirSync(path);
  assert.ok(file);
  const damaged = [
    (f: string) => writeFileSync(f, '{"format":"oberon-program-1","key":'),
    (f: string) => appendFileSync(f, 'x'),
    // Another key's entry under this key's name.
    (f: string) => {
      store.put(b.request, b.result);
      const other = readdirSync(path).find((name) => name !== file) as string;
      writeFileSync(f, readFileSync(join(path, other)));
    },
  ];
  let unreadable = 0;
  for (const damage of damaged) {
    damage(join(path, file));
    const misses = store.stats.misses;
    const made = storedSource(recompilerSource, store)('CS', a.request);
    assert.equal(store.stats.unreadable, ++unreadable);
    assert.equal(store.stats.misses, misses + 1, 'recompiled');
    assert.deepEqual(plain(made), plain(a.result));
    assert.deepEqual(plain(store.get(a.request) as ProgramResult), plain(a.result), 'written again');
  }
});

test('a write that fails is counted and the program still returned', () => {
  const [a] = corpus();
  assert.ok(a);
  const path = freshDir();
  const store = ProgramStore.open(path, 'identity-a');
  // The directory replaced by a file: every write fails (as root too, unlike a read-only mode).
  rmSync(path, { recursive: true });
  writeFileSync(path, '');
  const made = storedSource(recompilerSource, store)('CS', a.request);
  assert.deepEqual(plain(made), plain(a.result));
  assert.equal(store.stats.unwritten, 1);
  assert.match(store.stats.firstWriteError ?? '', /ENOTDIR/);
});

test('the code identity covers every module file and the Node version', () => {
  const tree = join(dir, 'tree');
  mkdirSync(join(tree, 'sub'), { recursive: true });
  writeFileSync(join(tree, 'a.js'), 'export const a = 1;\n');
  writeFileSync(join(tree, 'sub', 'b.js'), 'export const b = 2;\n');
  const base = codeIdentityOf(tree);
  assert.equal(codeIdentityOf(tree), base, 'stable');
  writeFileSync(join(tree, 'notes.txt'), 'not code');
  assert.equal(codeIdentityOf(tree), base, 'a file that is not a module');
  writeFileSync(join(tree, 'sub', 'b.js'), 'export const b = 3;\n');
  const edited = codeIdentityOf(tree);
  assert.notEqual(edited, base, 'an edited module');
  writeFileSync(join(tree, 'sub', 'c.ts'), 'export const c = 4;\n');
  assert.notEqual(codeIdentityOf(tree), edited, 'an added module');
  // The running code: this suite's own tree (src/ through tsx, dist/src/ when built).
  assert.match(runningCodeIdentity(), /^[0-9a-f]{64}$/);
  assert.equal(runningCodeIdentity(), runningCodeIdentity());
});
