/**
 * Generates `src/agc/registers/gfx10.generated.ts`, the register database of the agc layer, from Mesa's
 * register JSON (`src/amd/registers/gfx10.json`; Mesa 22.3.6 as shipped by Debian bookworm's `mesa`
 * source package, which `apt-get source mesa` fetches).
 *
 * Usage: `node --import tsx scripts/gen-agc-registers.ts MESA_REGISTERS_DIR`
 *
 * Kept: every register of the config, SH, context and uconfig spaces whose name starts with one of the
 * block prefixes the driver reads (VGT_, PA_, DB_, CB_, SPI_, GE_, COMPUTE_, SQ_, GB_, TA_, CP_),
 * without performance counters; the field layouts they reference; the enumerations those fields name.
 * Registers that only gfx10.3 (`gfx103.json`) has are added with their fields, flagged `gfx103`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
const PREFIXES = ['VGT_', 'PA_', 'DB_', 'CB_', 'SPI_', 'GE_', 'COMPUTE_', 'SQ_', 'GB_', 'TA_', 'CP_'];
function inSpace(address) {
    return address >= 0x8000 && address < 0xc000 ? true : address >= 0x28000 && address < 0x40000;
}
function keep(name, address) {
    return (inSpace(address) &&
        PREFIXES.some((p) => name.startsWith(p)) &&
        !name.includes('PERFCOUNTER') &&
        !name.includes('PERF_'));
}
function main() {
    const dir = process.argv[2];
    if (!dir) {
        process.stderr.write('usage: gen-agc-registers.ts MESA_REGISTERS_DIR (holding gfx10.json, gfx103.json)\n');
        process.exit(1);
    }
    const gfx10 = JSON.parse(readFileSync(join(dir, 'gfx10.json'), 'utf8'));
    const gfx103 = JSON.parse(readFileSync(join(dir, 'gfx103.json'), 'utf8'));
    const registers = [];
    const seen = new Set();
    for (const [db, only103] of [
        [gfx10, false],
        [gfx103, true],
    ]) {
        for (const m of db.register_mappings) {
            if (m.map.to !== 'mm' || seen.has(m.name) || !keep(m.name, m.map.at))
                continue;
            seen.add(m.name);
            registers.push({ name: m.name, address: m.map.at, type: m.type_ref ?? '', gfx103: only103, db });
        }
    }
    registers.sort((a, b) => a.address - b.address || a.name.localeCompare(b.name));
    const types = new Map();
    const enums = new Map();
    for (const r of registers) {
        if (!r.type)
            continue;
        const key = r.gfx103 ? `${r.type}@gfx103` : r.type;
        if (types.has(key))
            continue;
        const fields = r.db.register_types[r.type]?.fields ?? [];
        types.set(key, fields);
        for (const f of fields) {
            if (f.enum_ref && !enums.has(f.enum_ref))
                enums.set(f.enum_ref, r.db.enums[f.enum_ref]?.entries ?? []);
        }
    }
    const out = [];
    out.push('// GENERATED FILE, DO NOT EDIT. Regenerate with scripts/gen-agc-registers.ts.');
    out.push('// Source: Mesa 22.3.6 src/amd/registers/gfx10.json (+ gfx103.json for gfx10.3-only registers).');
    out.push('/**');
    out.push(' * Register facts of the GFX10 graphics block: enumerations, field layouts and registers.');
    out.push(' * Rows are plain tuples so the table stays compact; `index.ts` builds the lookup maps.');
    out.push(' */');
    out.push('');
    out.push('/** Enumerations: name -> [value, symbol] pairs. */');
    out.push('export const ENUMS: Readonly<Record<string, ReadonlyArray<readonly [number, string]>>> = {');
    for (const [name, entries] of [...enums].sort(([a], [b]) => a.localeCompare(b))) {
        const list = entries.map((e) => `[${e.value}, '${e.name}']`).join(', ');
        out.push(`  ${name}: [${list}],`);
    }
    out.push('};');
    out.push('');
    out.push('/** Field layouts: type -> [field, shift, width, enum or empty] rows. */');
    out.push('export const FIELD_TYPES: Readonly<Record<string, ReadonlyArray<readonly [string, number, number, string]>>> = {');
    for (const [name, fields] of [...types].sort(([a], [b]) => a.localeCompare(b))) {
        const list = fields
            .map((f) => `['${f.name}', ${f.bits[0]}, ${f.bits[1] - f.bits[0] + 1}, '${f.enum_ref ?? ''}']`)
            .join(', ');
        out.push(`  '${name}': [${list}],`);
    }
    out.push('};');
    out.push('');
    out.push('/** Registers: [name, byte address, field type or empty, only on gfx10.3]. */');
    out.push('export const REGISTERS: ReadonlyArray<readonly [string, number, string, boolean]> = [');
    for (const r of registers) {
        const type = r.type ? (r.gfx103 ? `${r.type}@gfx103` : r.type) : '';
        out.push(`  ['${r.name}', 0x${r.address.toString(16)}, '${type}', ${r.gfx103}],`);
    }
    out.push('];');
    out.push('');
    const target = fileURLToPath(new URL('../src/agc/registers/gfx10.generated.ts', import.meta.url));
    writeFileSync(target, out.join('\n'));
    process.stdout.write(`${target}: ${registers.length} registers, ${types.size} layouts, ${enums.size} enums\n`);
}
main();
//# sourceMappingURL=gen-agc-registers.js.map