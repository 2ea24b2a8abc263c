/**
 * HTILE layout of a GFX10 depth surface: pipe-aligned SW_64KB_Z_X metadata, one dword per 8x8 tile,
 * padded to whole metadata blocks whose size follows from GB_ADDR_CONFIG.NUM_PIPES (addrlib's
 * Gfx10Lib::GetMetaBlkSize for depth: max(11 + log2 pipes, 12) bytes, log2). Inside a block a tile's
 * word sits where the HTILE swizzle pattern of the pipe count puts it (addrlib's GFX10_HTILE_SW_PATTERN,
 * single-sample rows, no RB+ since gfx10.1 has none). Slice s starts at DB_HTILE_DATA_BASE + s * slice
 * bytes. Pipe/bank XOR is taken as 0.
 *
 * PS5 default: GB_ADDR_CONFIG with 16 pipes. Seed 003 states that at 1920x1080 1856 of the 32400 tile
 * words lie past the first 32400 * 4 bytes; of the seven pipe counts only 8 and 16 pipes give 1856
 * (1, 2, 4 pipes give 1792; 32, 64 give 1952), and the PS5's 64 ROPs are 16 render backends, one per
 * pipe on gfx10.1, so 16 pipes (NUM_PIPES 4) is the default.
 */
import { AgcStateError } from '../errors.js';
import { encodeFields, field } from '../registers/index.js';
/**
 * Nibble-address bits of the single-sample HTILE pattern per log2(pipes): each entry XORs coordinate
 * bits (X pixel x, Y pixel y, Z slice); entry i is bit i of the nibble offset inside a metadata block.
 */
const HTILE_PATTERNS = [
    '0 0 0 X3 Y3 X4 Y4 X5 Y5 X6 Y6 X7 Y7',
    '0 0 0 X3 Y4 X4 X5 Y5 X6 Z0^X3^Y3 Y6 X7 Y7',
    '0 0 0 X3 Y4 X5 Y5 X6 Y6 Z1^X3^Y3 Z0^X4^Y4 X7 Y7 X8',
    '0 0 0 X3 Y4 Y5 X6 Y6 X7 Z2^X3^Y3 Z1^X4^Y4 Z0^X5^Y5 Y7 X8 Y8',
    '0 0 0 X3 Y4 X6 Y6 X7 Y7 X3^Y3^Z3 Z2^X4^Y4 Z1^Y5^X6 Z0^X5^Y6 X8 Y8 X9',
    '0 0 0 X3 Y4 Y6 X7 Y7 X8 X3^Y3^Z4 Z3^X4^Y4 Z2^Y5^X7 Z1^X5^Y7 Z0^X6^Y6 Y8 X9 Y9',
    '0 0 0 X3 Y4 X7 Y7 X8 Y8 X3^Y3^Z5 X4^Y4^Z4 Z3^Y5^X8 Z2^X5^Y8 Z1^Y6^X7 Z0^X6^Y7 X9 Y9 X10',
];
const PARSED = HTILE_PATTERNS.map((row) => row
    .split(' ')
    .map((term) => term === '0' ? [] : term.split('^').map((t) => ['XYZ'.indexOf(t[0]), Number(t.slice(1))])));
/** GB_ADDR_CONFIG the PS5 uses unless a capture says otherwise: 16 pipes, 256-byte interleave. */
export const PS5_GB_ADDR_CONFIG = encodeFields('GB_ADDR_CONFIG', { NUM_PIPES: 4, PIPE_INTERLEAVE_SIZE: 0 });
/** Computes the HTILE layout of a `width` x `height` single-sample depth surface. */
export function computeHtileLayout(gbAddrConfig, width, height) {
    const pipesLog2 = field('GB_ADDR_CONFIG', 'NUM_PIPES', gbAddrConfig);
    const interleave = field('GB_ADDR_CONFIG', 'PIPE_INTERLEAVE_SIZE', gbAddrConfig);
    if (pipesLog2 > 6)
        throw new AgcStateError('GB_ADDR_CONFIG', gbAddrConfig, 'NUM_PIPES above 64 pipes');
    if (interleave !== 0) {
        throw new AgcStateError('GB_ADDR_CONFIG', gbAddrConfig, 'HTILE patterns exist only for a 256-byte pipe interleave');
    }
    if (width <= 0 || height <= 0)
        throw new RangeError(`depth surface ${width}x${height} is empty`);
    // GetMetaBlkSize (depth, thin, pipe aligned, no RB+, overlap 0): at least 4 KiB, 2 KiB per pipe.
    const blockBytesLog2 = Math.max(pipesLog2 >= 4 ? 8 + pipesLog2 : Math.max(8 + pipesLog2, 12), 11 + pipesLog2);
    // Each 4-byte word covers 64 pixels: pixel bits = bytes bits + 6 - 2, split with width taking the odd one.
    const pixelBits = blockBytesLog2 + 4;
    const blockWidth = 1 << ((pixelBits >> 1) + (pixelBits & 1));
    const blockHeight = 1 << (pixelBits >> 1);
    const pitch = Math.ceil(width / blockWidth) * blockWidth;
    const paddedHeight = Math.ceil(height / blockHeight) * blockHeight;
    const blockBytes = 2 ** blockBytesLog2;
    return {
        pipesLog2,
        blockBytes,
        blockBytesLog2,
        blockWidth,
        blockHeight,
        pitch,
        paddedHeight,
        sliceBytes: (pitch / blockWidth) * (paddedHeight / blockHeight) * blockBytes,
        tileWords: Math.ceil(width / 8) * Math.ceil(height / 8),
    };
}
/** Byte offset, from DB_HTILE_DATA_BASE, of the HTILE word of pixel (x, y) in `slice`. */
export function htileWordOffset(layout, x, y, slice = 0) {
    const pattern = PARSED[layout.pipesLog2];
    const coords = [x, y, slice];
    let nibble = 0;
    for (let i = 0; i <= layout.blockBytesLog2 && i < pattern.length; i++) {
        let b = 0;
        for (const [axis, bit] of pattern[i])
            b ^= Math.floor(coords[axis] / 2 ** bit) & 1;
        nibble += b * 2 ** i;
    }
    const block = Math.floor(y / layout.blockHeight) * (layout.pitch / layout.blockWidth) +
        Math.floor(x / layout.blockWidth);
    return slice * layout.sliceBytes + block * layout.blockBytes + Math.floor(nibble / 2);
}
/** Guest address of slice `slice`'s HTILE: DB_HTILE_DATA_BASE (256-byte units) + slice * slice bytes. */
export function htileSliceAddress(dbHtileDataBase, layout, slice) {
    return dbHtileDataBase * 256 + slice * layout.sliceBytes;
}
/** First slice of a depth view: DB_DEPTH_VIEW SLICE_START with SLICE_START_HI above its 11 bits. */
export function depthViewSliceStart(dbDepthView) {
    const lo = field('DB_DEPTH_VIEW', 'SLICE_START', dbDepthView);
    const hi = field('DB_DEPTH_VIEW', 'SLICE_START_HI', dbDepthView);
    return hi * 2048 + lo;
}
/** Last slice of a depth view: SLICE_MAX with SLICE_MAX_HI. */
export function depthViewSliceMax(dbDepthView) {
    return (field('DB_DEPTH_VIEW', 'SLICE_MAX_HI', dbDepthView) * 2048 +
        field('DB_DEPTH_VIEW', 'SLICE_MAX', dbDepthView));
}
//# sourceMappingURL=htile.js.map