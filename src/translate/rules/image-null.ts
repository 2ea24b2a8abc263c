/**
 * MIMG through a null T# (FORMAT INVALID; the rule and its sources: isa/tables/null-image.ts), as the
 * executor answers it (reference/semantics/image.ts, image-sample.ts): nothing is fetched and each
 * result channel is its DST_SEL constant. A load refuses SEL_1 (FORMAT INVALID gives no number type
 * for the 1); sampling reads SEL_1 as 1.0 (f16 for d16); a gather's four texels are 0 (SEL_1 on its
 * channel refused); stores are dropped by the caller; compares, atomics and resinfo are refused.
 */

import type { Instruction, Operand } from '../../isa/instruction.js';
import { type NullImage, nullChannel } from '../../isa/tables/null-image.js';
import type { TranslationContext } from '../context.js';
import { dmaskChannels, writeResults } from './image-texel.js';
import { k32 } from './memory-common.js';

/** image_load(_mip) through a null T#: the dmask's DST_SEL constants. */
export function nullLoad(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  image: NullImage,
): void {
  const values = dmaskChannels(inst.fields.dmask as number).map((k) => {
    if (image.dstSel[k] === 1)
      throw t.refuse(
        `load through a null T# with DST_SEL ${'xyzw'[k]} = SEL_1: FORMAT INVALID states no number type for the 1`,
      );
    return k32(t, nullChannel(image, k, 0));
  });
  writeResults(t, ops, values, inst.fields.d16 === 1);
}

/** image_sample* and image_gather4* through a null T# (module overview). */
export function nullSample(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  image: NullImage,
  gather: boolean,
  compares: boolean,
): void {
  if (compares) throw t.refuse('depth compare through a null T# (FORMAT INVALID): the result is not stated');
  const d16 = inst.fields.d16 === 1;
  const dmask = inst.fields.dmask as number;
  const channels = dmaskChannels(dmask);
  if (!gather) {
    const one = d16 ? 0x3c00 : 0x3f800000;
    writeResults(
      t,
      ops,
      channels.map((k) => k32(t, nullChannel(image, k, one))),
      d16,
    );
    return;
  }
  if (channels.length !== 1) throw t.refuse(`gather with dmask 0x${dmask.toString(16)}`);
  const k = channels[0] as number;
  if (image.dstSel[k] === 1)
    throw t.refuse(`gather of channel ${'xyzw'[k]} through a null T# with DST_SEL SEL_1 is not stated`);
  writeResults(
    t,
    ops,
    [0, 1, 2, 3].map(() => k32(t, 0)),
    d16,
  );
}
