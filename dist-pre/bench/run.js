/**
 * Runs the benchmark modules (bench/*.ts exporting `bench()`), prints a table and writes
 * .bench/results.json. Arguments select modules by name.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const modules = readdirSync(here)
    .filter((f) => f.endsWith('.ts') && !['run.ts', 'types.ts'].includes(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((m) => wanted.length === 0 || wanted.includes(m))
    .sort();
const all = {};
for (const name of modules) {
    const mod = (await import(pathToFileURL(join(here, `${name}.ts`)).href));
    if (typeof mod.bench !== 'function')
        continue;
    process.stderr.write(`bench ${name}...\n`);
    const rows = await mod.bench();
    all[name] = rows;
    for (const r of rows) {
        const ratio = r.ratio === undefined ? '' : `  ${r.ratio.toFixed(2)}x ${r.peer ?? ''}`;
        process.stdout.write(`${name.padEnd(8)} ${r.name.padEnd(44)} ${r.value.toPrecision(4).padStart(10)} ${r.unit}${ratio}\n`);
    }
}
mkdirSync(join(here, '..', '.bench'), { recursive: true });
writeFileSync(join(here, '..', '.bench', 'results.json'), `${JSON.stringify(all, null, 2)}\n`);
//# sourceMappingURL=run.js.map