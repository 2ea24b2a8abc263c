/**
 * Generates `src/reference/swizzle-patterns.generated.ts`, the gfx10.1 swizzle patterns of the image
 * tiling model, from addrlib's pattern tables in Mesa (`src/amd/addrlib/src/gfx10/gfx10SwizzlePattern.h`;
 * Mesa 22.3.6 as shipped by Debian bookworm's `mesa` source package, which `apt-get source mesa`
 * fetches).
 *
 * Usage: `node --import tsx scripts/gen-swizzle-patterns.ts PATH/TO/gfx10SwizzlePattern.h`
 *
 * Kept: the non-RB+ pattern sets (gfx10.1 has no RB+), each row resolved from its four nibble indices
 * into one 20-bit pattern written as text: bit i of the offset inside a block is the XOR of the listed
 * coordinate bits (`X3^Y3^Z0`; `0` for a bit that is always 0). Rows are indexed as addrlib indexes
 * them: 5 element sizes per pipe count (1, 2, 4, 8, 16 bytes), pipe counts 1..64.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
/** The pattern sets the gfx10.1 image modes use (addrlib's Gfx10Lib::GetSwizzlePatternInfo). */
const SETS = [
    '256_S',
    '256_D',
    '4K_S',
    '4K_D',
    '4K_S_X',
    '4K_D_X',
    '4K_S3',
    '4K_S3_X',
    '64K_S',
    '64K_D',
    '64K_S_T',
    '64K_D_T',
    '64K_S_X',
    '64K_D_X',
    '64K_R_X_1xaa',
    '64K_R_X_2xaa',
    '64K_R_X_4xaa',
    '64K_R_X_8xaa',
    '64K_Z_X_1xaa',
    '64K_Z_X_2xaa',
    '64K_Z_X_4xaa',
    '64K_Z_X_8xaa',
    '64K_S3',
    '64K_S3_X',
    '64K_S3_T',
    '64K_D3_X',
];
function parseNibbles(text, name) {
    const start = text.indexOf(`const UINT_64 ${name}[]`);
    if (start < 0)
        throw new Error(`no table ${name}`);
    const end = text.indexOf('};', start);
    const rows = [];
    for (const m of text.slice(start, end).matchAll(/\{([^{}]*)\}\s*,\s*\/\/\s*(\d+)/g)) {
        const cells = m[1]
            .split(',')
            .map((c) => c.trim())
            .filter((c) => c.length > 0);
        if (Number(m[2]) !== rows.length)
            throw new Error(`${name}: row ${m[2]} out of order`);
        rows.push(cells);
    }
    return rows;
}
function parsePatinfo(text, name) {
    const start = text.indexOf(`const ADDR_SW_PATINFO GFX10_SW_${name}_PATINFO[]`);
    if (start < 0)
        throw new Error(`no pattern set ${name}`);
    const end = text.indexOf('};', start);
    const rows = [];
    for (const m of text.slice(start, end).matchAll(/\{\s*([\d\s,]+)\}/g)) {
        rows.push(m[1]
            .split(',')
            .map((c) => c.trim())
            .filter((c) => c.length > 0)
            .map(Number));
    }
    if (rows.length !== 35)
        throw new Error(`${name}: ${rows.length} rows, expected 35`);
    return rows;
}
function main() {
    const path = process.argv[2];
    if (!path) {
        process.stderr.write('usage: gen-swizzle-patterns.ts PATH/TO/gfx10SwizzlePattern.h\n');
        process.exit(1);
    }
    const text = readFileSync(path, 'utf8');
    const n01 = parseNibbles(text, 'GFX10_SW_PATTERN_NIBBLE01');
    const n2 = parseNibbles(text, 'GFX10_SW_PATTERN_NIBBLE2');
    const n3 = parseNibbles(text, 'GFX10_SW_PATTERN_NIBBLE3');
    const n4 = parseNibbles(text, 'GFX10_SW_PATTERN_NIBBLE4');
    const patterns = [];
    const index = new Map();
    const sets = [];
    for (const set of SETS) {
        const ids = parsePatinfo(text, set).map(([, a, b, c, d]) => {
            const cells = [
                ...(n01[a] ?? []),
                ...(n2[b] ?? []),
                ...(n3[c] ?? []),
                ...(n4[d] ?? []),
            ];
            if (cells.length !== 20)
                throw new Error(`${set}: pattern of ${cells.length} bits`);
            const pattern = cells.map((c) => c.replace(/\s+/g, '')).join(' ');
            let id = index.get(pattern);
            if (id === undefined) {
                id = patterns.length;
                patterns.push(pattern);
                index.set(pattern, id);
            }
            return id;
        });
        sets.push(`  '${set}': [${ids.join(', ')}],`);
    }
    const out = [
        '// GENERATED FILE, DO NOT EDIT. Regenerate with scripts/gen-swizzle-patterns.ts.',
        '// Source: Mesa 22.3.6 src/amd/addrlib/src/gfx10/gfx10SwizzlePattern.h (non-RB+ pattern sets).',
        '/**',
        ' * gfx10.1 swizzle patterns: bit i of a byte offset inside a block is the XOR of the coordinate bits',
        ' * listed at position i (X, Y in elements, Z slice, S sample; `0`: always 0).',
        ' */',
        '',
        '/** Distinct 20-bit patterns, space-separated bit terms, bit 0 first. */',
        'export const SWIZZLE_PATTERNS: readonly string[] = [',
        ...patterns.map((p) => `  '${p}',`),
        '];',
        '',
        '/** Pattern set -> 35 indices into SWIZZLE_PATTERNS: row = 5 * log2(pipes) + log2(element bytes). */',
        'export const SWIZZLE_PATTERN_SETS: Readonly<Record<string, readonly number[]>> = {',
        ...sets,
        '};',
        '',
    ].join('\n');
    const target = fileURLToPath(new URL('../src/reference/swizzle-patterns.generated.ts', import.meta.url));
    writeFileSync(target, out);
    process.stdout.write(`wrote ${patterns.length} patterns, ${SETS.length} sets to ${target}\n`);
}
main();
//# sourceMappingURL=gen-swizzle-patterns.js.map