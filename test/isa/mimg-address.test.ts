/**
 * The sampler address layout (isa/tables/mimg-address.ts) against LLVM: (1) its dword count equals
 * mimg-layout.ts's addressSize (LLVM's rule) for every sampler opcode, dim and a16; (2) llvm-mc-19
 * accepts every image_sample* and image_gather4* form with exactly that many address registers (its
 * "image address size does not match dim and a16" check is the oracle), and our assembler encodes
 * each to llvm's bytes; (3) the slots of a few forms written out by hand from the ISA's order
 * (offset, bias, z-compare, derivatives, coordinates, LOD/clamp).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressSize } from '../../src/isa/families/mimg-layout.js';
import { assembleWords } from '../../src/isa/index.js';
import { MIMG_BY_MNEMONIC, MIMG_DIMS, MIMG_ROWS } from '../../src/isa/tables/mimg.js';
import { samplerAddress, slotBits, texelOffsets } from '../../src/isa/tables/mimg-address.js';
import type { Target } from '../../src/isa/target.js';
import { llvmAssemble } from '../support/llvm-mc.js';

const TARGET: Target = { mcpu: 'gfx1013', wave64: false };
const SAMPLERS = MIMG_ROWS.filter((r) => r[2] === 'sample' || r[2] === 'gather');

/** The assembly of a sampler row with `n` address registers (NSA where LLVM has that variant). */
function text(mnemonic: string, dim: number, a16: boolean, n: number): string {
  const shape = MIMG_BY_MNEMONIC.get(mnemonic);
  assert.ok(shape);
  const gather = shape.row[2] === 'gather';
  const vdata = gather ? 'v[20:23]' : 'v20';
  const nsa = n >= 2 && (shape.nsaSet & (1 << n)) !== 0;
  const regs = Array.from({ length: n }, (_, i) => `v${1 + 2 * i}`);
  const vaddr = n === 1 ? 'v1' : nsa ? `[${regs.join(', ')}]` : `v[1:${n}]`;
  const suffix = MIMG_DIMS[dim]?.suffix as string;
  return `${mnemonic} ${vdata}, ${vaddr}, s[8:15], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_${suffix}${a16 ? ' a16' : ''}`;
}

describe('sampler address layout', () => {
  it("counts the dwords LLVM's address-size rule counts, for every opcode, dim and a16", () => {
    let checked = 0;
    for (const row of SAMPLERS) {
      const shape = MIMG_BY_MNEMONIC.get(row[1]);
      assert.ok(shape);
      for (let dim = 0; dim < 8; dim++)
        for (const a16 of [false, true]) {
          const layout = samplerAddress(row, dim, a16);
          assert.equal(
            layout.dwords,
            addressSize(shape, dim, a16, TARGET),
            `${row[1]} dim ${dim} a16 ${a16}`,
          );
          checked++;
        }
    }
    assert.ok(checked > 1000, `${checked}`);
  });

  it('llvm-mc-19 accepts each sample/gather form with the counted registers; we encode its bytes', () => {
    const lines: string[] = [];
    for (const row of SAMPLERS)
      for (const [dim, a16] of [
        [1, false],
        [2, false],
        [5, true],
        [0, true],
      ] as const) {
        const n = samplerAddress(row, dim, a16).dwords;
        if (n > 12) continue;
        lines.push(text(row[1], dim, a16, n));
      }
    const llvm = llvmAssemble(lines, TARGET);
    const problems: string[] = [];
    lines.forEach((line, i) => {
      const want = llvm[i];
      if (!want?.ok) {
        problems.push(`${line}: llvm rejects (${want?.ok === false ? want.error : '?'})`);
        return;
      }
      const ours = Array.from(assembleWords(line, TARGET)).flatMap((w) => [
        w & 0xff,
        (w >>> 8) & 0xff,
        (w >>> 16) & 0xff,
        w >>> 24,
      ]);
      if (ours.join(',') !== want.bytes.join(',')) problems.push(`${line}: ours ${ours} llvm ${want.bytes}`);
    });
    assert.deepEqual(problems, []);
    assert.ok(lines.length > 300, `${lines.length} forms`);
  });

  it('places offset, bias, reference, derivatives, coordinates and LOD in the ISA order', () => {
    const row = (m: string) => MIMG_BY_MNEMONIC.get(m)?.row as (typeof MIMG_ROWS)[number];
    // image_sample_c_d_cl_o, 2D: offset, z-compare, dudh dvdh dudv dvdv, u v, clamp.
    const full = samplerAddress(row('image_sample_c_d_cl_o'), 1, false);
    assert.deepEqual(full.offset, { dword: 0 });
    assert.equal(full.bias, undefined);
    assert.deepEqual(full.compare, { dword: 1 });
    assert.deepEqual(
      full.gradients.map((g) => g.dword),
      [2, 3, 4, 5],
    );
    assert.deepEqual(full.coords, [{ dword: 6 }, { dword: 7 }]);
    assert.deepEqual(full.lod, { dword: 8 });
    // image_sample_b_cl, 2D a16: the bias an f16 alone in dword 0; u v, then the clamp and a pad.
    const b = samplerAddress(row('image_sample_b_cl'), 1, true);
    assert.deepEqual(b.bias, { dword: 0, half: 0 });
    assert.deepEqual(b.coords, [
      { dword: 1, half: 0 },
      { dword: 1, half: 1 },
    ]);
    assert.deepEqual(b.lod, { dword: 2, half: 0 });
    assert.equal(b.dwords, 3);
    // image_sample_d_g16, 3D: dudh dvdh | dwdh pad | dudv dvdv | dwdv pad, then u v w.
    const g = samplerAddress(row('image_sample_d_g16'), 2, false);
    assert.deepEqual(
      g.gradients.map((s) => [s.dword, s.half]),
      [
        [0, 0],
        [0, 1],
        [1, 0],
        [2, 0],
        [2, 1],
        [3, 0],
      ],
    );
    assert.deepEqual(g.coords, [{ dword: 4 }, { dword: 5 }, { dword: 6 }]);
    assert.equal(slotBits([0, 0x1234_5678], { dword: 1, half: 1 }), 0x1234);
  });

  it("reads the offset fields as 6-bit two's complement at bits 0, 8 and 16", () => {
    assert.deepEqual(texelOffsets(0x003f_1f20), [-32, 31, -1]);
    assert.deepEqual(texelOffsets(0xffc0_c0c1), [1, 0, 0]);
  });
});
