/**
 * `shrinkProgram(program, failing)`: delta debugging of a failing fuzz program. Every candidate is a
 * valid program by construction (the tree model keeps EXEC saves, loop counters and LDS addressing
 * inside whole constructs): chunks of any node list are removed (halving the chunk size down to single
 * nodes), constructs are replaced by their children (if -> then + else arms, loops -> their body), else
 * arms dropped, loop counts cut to one, LDS setup dropped when no exchange is left, the dispatch cut
 * to one workgroup, output slots the failure does not need dropped and initial register values
 * replaced by zero. A candidate is kept when `failing` still holds; the loop runs to a fixpoint.
 */
import { zeroGroup } from './generate.js';
import { type FuzzProgram, type InitGroup, type Node, slotsOf } from './program.js';

/** Address of a node list: pairs (node index, arm: 0 then/body, 1 else) from the top-level body. */
type ListRef = readonly number[];

function childLists(n: Node): (readonly Node[])[] {
  if (n.kind === 'if') return n.elseBody === undefined ? [n.thenBody] : [n.thenBody, n.elseBody];
  if (n.kind === 'loop' || n.kind === 'vloop') return [n.body];
  return [];
}

function withChild(n: Node, arm: number, nodes: readonly Node[]): Node {
  if (n.kind === 'if') return arm === 0 ? { ...n, thenBody: nodes } : { ...n, elseBody: nodes };
  if (n.kind === 'loop' || n.kind === 'vloop') return { ...n, body: nodes };
  return n;
}

function getList(body: readonly Node[], ref: ListRef): readonly Node[] {
  let list = body;
  for (let i = 0; i < ref.length; i += 2) {
    const node = list[ref[i] as number];
    if (!node) return [];
    list = childLists(node)[ref[i + 1] as number] ?? [];
  }
  return list;
}

function setList(body: readonly Node[], ref: ListRef, nodes: readonly Node[]): readonly Node[] {
  if (ref.length === 0) return nodes;
  const [index, arm] = ref as [number, number];
  const node = body[index] as Node;
  const inner = setList(childLists(node)[arm] ?? [], ref.slice(2), nodes);
  return body.map((n, i) => (i === index ? withChild(n, arm, inner) : n));
}

function allLists(body: readonly Node[], prefix: ListRef = []): ListRef[] {
  const out: ListRef[] = [prefix];
  body.forEach((n, i) => {
    childLists(n).forEach((list, arm) => {
      out.push(...allLists(list, [...prefix, i, arm]));
    });
  });
  return out;
}

function hasLds(nodes: readonly Node[]): boolean {
  return nodes.some((n) => n.kind === 'lds' || n.kind === 'lds-own' || childLists(n).some(hasLds));
}

/** Replacements of one node by simpler nodes, most drastic first. */
function simplifications(n: Node): Node[][] {
  switch (n.kind) {
    case 'if': {
      const out: Node[][] = [[...n.thenBody, ...(n.elseBody ?? [])]];
      if (n.elseBody !== undefined) out.push([{ ...n, elseBody: undefined }]);
      if (n.skip) out.push([{ ...n, skip: false }]);
      return out;
    }
    case 'loop':
      return n.count > 1 ? [[...n.body], [{ ...n, count: 1 }]] : [[...n.body]];
    case 'vloop':
      return [[...n.body]];
    default:
      return [];
  }
}

/** Statistics of a shrink. */
export interface ShrinkStats {
  readonly tries: number;
  readonly kept: number;
}

/** Shrinks `program` while `failing` holds (see the file overview). `limit` caps predicate calls. */
export function shrinkProgram(
  program: FuzzProgram,
  failing: (p: FuzzProgram) => boolean,
  limit = 2000,
): { program: FuzzProgram; stats: ShrinkStats } {
  let current = program;
  let tries = 0;
  let kept = 0;
  const attempt = (candidate: FuzzProgram): boolean => {
    if (tries >= limit) return false;
    tries++;
    let fails = false;
    try {
      fails = failing(candidate);
    } catch {
      fails = false;
    }
    if (fails) {
      current = candidate;
      kept++;
    }
    return fails;
  };

  let progress = true;
  while (progress && tries < limit) {
    progress = false;
    if (current.groups > 1 && attempt({ ...current, groups: 1 })) progress = true;
    // Chunk removal in every list, restarting the enumeration after each success.
    let restart = true;
    while (restart && tries < limit) {
      restart = false;
      for (const ref of allLists(current.body)) {
        const list = getList(current.body, ref);
        let chunk = Math.max(1, Math.ceil(list.length / 2));
        let changed = false;
        while (chunk >= 1 && tries < limit) {
          let start = 0;
          while (start < getList(current.body, ref).length && tries < limit) {
            const nodes = getList(current.body, ref);
            const fewer = [...nodes.slice(0, start), ...nodes.slice(start + chunk)];
            if (attempt({ ...current, body: setList(current.body, ref, fewer) })) changed = true;
            else start += chunk;
          }
          chunk = chunk === 1 ? 0 : Math.ceil(chunk / 2);
        }
        if (changed) {
          progress = true;
          restart = true;
          break;
        }
      }
    }
    // Structural simplification of constructs.
    for (const ref of allLists(current.body)) {
      const nodes = getList(current.body, ref);
      for (let i = 0; i < nodes.length; i++) {
        const node = getList(current.body, ref)[i];
        if (!node) break;
        for (const replacement of simplifications(node)) {
          const list = getList(current.body, ref);
          const next = [...list.slice(0, i), ...replacement, ...list.slice(i + 1)];
          if (attempt({ ...current, body: setList(current.body, ref, next) })) {
            progress = true;
            break;
          }
        }
      }
      if (progress) break;
    }
    if (current.lds && !hasLds(current.body)) {
      if (attempt({ ...current, lds: false, init: current.init.filter((g) => g.reg !== 'lds') }))
        progress = true;
    }
    if (shrinkSlots()) progress = true;
    // Initial values: the simplest value for each register that the failure does not need.
    for (let i = 0; i < current.init.length && tries < limit; i++) {
      const group = current.init[i] as InitGroup;
      const zero = zeroGroup(group.reg, current.wave64);
      if (!zero || zero.lines.join('\n') === group.lines.join('\n')) continue;
      const init = current.init.map((g, k) => (k === i ? zero : g));
      if (attempt({ ...current, init })) progress = true;
    }
  }
  // Last, initializations of registers nothing reads any more.
  const used = referencedRegisters(current);
  const live = current.init.filter((g) => !/^[vs]\d+$/.test(g.reg) || used.has(g.reg));
  if (live.length < current.init.length) attempt({ ...current, init: live });
  return { program: current, stats: { tries, kept } };

  /** Drops output slots (chunks, then single slots) the failure does not need. */
  function shrinkSlots(): boolean {
    let changed = false;
    let chunk = Math.ceil(slotsOf(current).length / 2);
    while (chunk >= 1 && tries < limit) {
      let start = 0;
      while (start < slotsOf(current).length && tries < limit) {
        const names = slotsOf(current).map((slot) => slot.name);
        const fewer = [...names.slice(0, start), ...names.slice(start + chunk)];
        if (fewer.length > 0 && attempt({ ...current, slots: fewer })) changed = true;
        else start += chunk;
      }
      chunk = chunk === 1 ? 0 : Math.ceil(chunk / 2);
    }
    return changed;
  }
}

/** Registers (`v5`, `s9`) named by the body, the output slots and other initializations. */
function referencedRegisters(p: FuzzProgram): Set<string> {
  const texts: string[] = [];
  const walk = (nodes: readonly Node[]): void => {
    for (const n of nodes) {
      if (n.kind === 'op') texts.push(n.text);
      else if (n.kind === 'if') texts.push(n.cond);
      else if (n.kind === 'vloop') texts.push(n.trip);
      else if (n.kind === 'lds') texts.push(`${n.src} ${n.dst}`);
      else if (n.kind === 'lds-own') texts.push(n.dst);
      else if (n.kind === 'image') texts.push(`${n.x} ${n.y}`);
      for (const list of childLists(n)) walk(list);
    }
  };
  walk(p.body);
  const used = new Set<string>(slotsOf(p).map((s) => s.name));
  for (const g of p.init) {
    // A group's own destination is not a use; its sources are.
    for (const line of g.lines) texts.push(line.replace(/^\S+\s+[^,]+,?/, ''));
  }
  for (const text of texts) {
    for (const m of text.matchAll(/\b([vs])(\d+)\b|\b([vs])\[(\d+):(\d+)\]/g)) {
      if (m[1]) used.add(`${m[1]}${m[2]}`);
      else for (let r = Number(m[4]); r <= Number(m[5]); r++) used.add(`${m[3]}${r}`);
    }
  }
  // The mask pair s[16:17] of wave64 is initialized by the s16 group.
  if (used.has('s17')) used.add('s16');
  return used;
}
