/**
 * The descriptor side of the ACO corpora: the `layout(set, binding)` declarations of a GLSL source (the
 * corpus's single source of its descriptor set layout), where RADV 22.3 places each binding in its set,
 * and glslangValidator. Shared by scripts/gen-aco-corpus.ts (compute) and scripts/gen-aco-gfx-corpus.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DescriptorKind } from '../../src/vulkan/layout.js';

/** A refusal of a corpus generator: the driver's output is not what its parsers expect. */
export class CorpusError extends Error {}

/** RADV 22.3 descriptor sizes in a set (radv_descriptor_set.c), checked against the code's loads. */
export const RADV_DESCRIPTOR_BYTES: Readonly<Record<DescriptorKind, number>> = {
  storageBuffer: 16,
  uniformBuffer: 16,
  storageImage: 32,
  sampledImage: 64,
  sampler: 16,
  combinedImageSampler: 96,
};

/** Alignment of each kind's descriptors in a set (RADV 22.3: image descriptors 32 bytes, others 16). */
export const RADV_DESCRIPTOR_ALIGN: Readonly<Record<DescriptorKind, number>> = {
  storageBuffer: 16,
  uniformBuffer: 16,
  storageImage: 32,
  sampledImage: 32,
  sampler: 16,
  combinedImageSampler: 32,
};

/** One `layout(set, binding)` declaration of the GLSL. */
export interface GlslBinding {
  readonly set: number;
  readonly binding: number;
  readonly kind: DescriptorKind;
  readonly count: number;
  readonly name: string;
}

/** The descriptor kind of a `uniform TYPE` declaration (a block name when TYPE is no opaque type). */
function uniformKind(type: string): DescriptorKind {
  if (/^[iu]?image/.test(type)) return 'storageImage';
  if (/^[iu]?texture/.test(type)) return 'sampledImage';
  if (type === 'sampler' || type === 'samplerShadow') return 'sampler';
  if (/^[iu]?sampler/.test(type)) return 'combinedImageSampler';
  return 'uniformBuffer';
}

/** The bindings a shader declares, from its source (the corpus's single source of truth). */
export function glslBindings(source: string): GlslBinding[] {
  const out: GlslBinding[] = [];
  // Memory and precision qualifiers may stand before or after `uniform`/`buffer` (GLSL allows any
  // order: `uniform readonly image2D` is as common as `readonly uniform image2D`).
  const quals = '(?:(?:readonly|writeonly|restrict|coherent|volatile|highp|mediump|lowp)\\s+)*';
  const re = new RegExp(
    `layout\\s*\\(([^)]*)\\)\\s*${quals}(buffer|uniform)\\s+${quals}(\\w+)\\s*(\\w+)?\\s*(\\[\\s*(\\d+)\\s*\\])?`,
    'g',
  );
  for (const m of source.matchAll(re)) {
    const qualifiers = m[1] as string;
    const binding = /binding\s*=\s*(\d+)/.exec(qualifiers);
    if (!binding) continue;
    const set = Number(/set\s*=\s*(\d+)/.exec(qualifiers)?.[1] ?? 0);
    const kind = m[2] === 'buffer' ? 'storageBuffer' : uniformKind(m[3] as string);
    const opaque = kind !== 'storageBuffer' && kind !== 'uniformBuffer';
    out.push({
      set,
      binding: Number(binding[1]),
      kind,
      count: opaque && m[6] ? Number(m[6]) : 1,
      name: (opaque ? m[4] : m[3]) ?? '?',
    });
  }
  return out.sort((a, b) => a.set - b.set || a.binding - b.binding);
}

/** Byte offset of each binding in its set, by RADV's sizes and alignments (bindings in order). */
export function radvOffsets(bindings: readonly GlslBinding[]): Map<GlslBinding, number> {
  const offsets = new Map<GlslBinding, number>();
  const next = new Map<number, number>();
  for (const b of bindings) {
    const align = RADV_DESCRIPTOR_ALIGN[b.kind];
    const at = Math.ceil((next.get(b.set) ?? 0) / align) * align;
    offsets.set(b, at);
    next.set(b.set, at + RADV_DESCRIPTOR_BYTES[b.kind] * b.count);
  }
  return offsets;
}

/** Compiles GLSL to SPIR-V with glslangValidator (Vulkan 1.2 target, for subgroup and 16-bit types). */
export function compileGlsl(file: string): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'oberon-aco-'));
  try {
    const out = join(dir, 'shader.spv');
    const r = spawnSync('glslangValidator', ['--target-env', 'vulkan1.2', '-V', file, '-o', out], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new CorpusError(`glslangValidator ${file}:\n${r.stdout}${r.stderr}`);
    return new Uint8Array(readFileSync(out));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
