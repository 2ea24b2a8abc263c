/**
 * Fixture shaders for the vulkan tests. With glslangValidator installed (CI), each GLSL fixture is
 * compiled at test time; without it (the device machine), the SPIR-V prebuilt next to this module
 * (`spv/`, written by prebuild-spirv.ts into dist/) is used. Fixtures are found relative to this file,
 * from the source tree (tsx) or from dist/test/vulkan/support/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const candidates = [
  new URL('../fixtures/', import.meta.url),
  new URL('../../../../test/vulkan/fixtures/', import.meta.url),
];

/** The directory holding the GLSL fixtures. */
export function fixturesDir(): string {
  for (const url of candidates) {
    const path = fileURLToPath(url);
    if (existsSync(join(path, 'scale.comp'))) return path;
  }
  throw new Error(
    `vulkan test fixtures not found (looked in ${candidates.map((u) => fileURLToPath(u)).join(', ')})`,
  );
}

/** Where prebuilt SPIR-V lives (next to this module). */
export const PREBUILT_DIR = fileURLToPath(new URL('./spv/', import.meta.url));

let glslang: boolean | undefined;
/** True when glslangValidator can be run. */
export function hasGlslang(): boolean {
  if (glslang === undefined) {
    try {
      execFileSync('glslangValidator', ['--version'], { stdio: 'ignore' });
      glslang = true;
    } catch {
      glslang = false;
    }
  }
  return glslang;
}

/** Compiles one GLSL file (stage from its extension) to SPIR-V words for Vulkan 1.3. */
export function compileGlsl(path: string): Uint32Array {
  const dir = mkdtempSync(join(tmpdir(), 'oberon-glsl-'));
  try {
    const out = join(dir, 'out.spv');
    execFileSync('glslangValidator', ['-V', '--target-env', 'vulkan1.3', path, '-o', out], { stdio: 'pipe' });
    const bytes = readFileSync(out);
    return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** SPIR-V of fixture `name` (e.g. `scale.comp`): compiled now when possible, else prebuilt. */
export function loadSpirv(name: string): Uint32Array {
  if (hasGlslang()) return compileGlsl(join(fixturesDir(), name));
  const prebuilt = join(PREBUILT_DIR, `${name}.spv`);
  if (!existsSync(prebuilt)) throw new Error(`no glslangValidator and no prebuilt ${prebuilt}`);
  const bytes = readFileSync(prebuilt);
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** The prebuilt file name of a GLSL file outside the fixtures: its folder's name, a dot, its own name. */
export function prebuiltName(path: string): string {
  return `${basename(dirname(path))}.${basename(path)}.spv`;
}

/** SPIR-V of any GLSL file: compiled now when possible, else the copy prebuild-spirv.ts made of it. */
export function loadGlslFile(path: string): Uint32Array {
  if (hasGlslang()) return compileGlsl(path);
  const prebuilt = join(PREBUILT_DIR, prebuiltName(path));
  if (!existsSync(prebuilt)) throw new Error(`no glslangValidator and no prebuilt ${prebuilt}`);
  const bytes = readFileSync(prebuilt);
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** Whether `path` can be loaded by {@link loadGlslFile} here. */
export function canLoadGlslFile(path: string): boolean {
  return hasGlslang() || existsSync(join(PREBUILT_DIR, prebuiltName(path)));
}

/** Every fixture's file name. */
export function fixtureNames(): string[] {
  return readdirSync(fixturesDir()).filter((f) => /\.(comp|vert|frag|tesc|tese|geom|mesh|task)$/.test(f));
}
