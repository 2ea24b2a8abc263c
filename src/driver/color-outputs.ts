/**
 * How a draw's colour exports reach its Vulkan attachments, decided once per draw from the decoded
 * targets and blend state:
 * - a reversed 8_8_8_8 / 16_16_16_16 target (COMP_SWAP 2 or 3) is an image of its memory layout, so
 *   the fragment shader copies each export channel to the channel that stores it, its write mask is
 *   permuted the same way (CB_TARGET_MASK is in export order), and with blending on the reversed-order
 *   model (agc/models/reversed-blend.ts) gives the Vulkan equations and the copy routes of location 0
 *   index 0 and 1;
 * - guest dual-source blending (CB_BLEND0_CONTROL with a SRC1 factor): the colour block takes the
 *   second colour from the MRT1 export (RADV exports its index-1 output to MRT1 with MRT0's format),
 *   which becomes location 0 index 1.
 * Everything else keeps MRTn at location n and needs no output list in the pixel request.
 */
import type { BlendState } from '../agc/fixed/blend.js';
import type { ColorTarget } from '../agc/fixed/color.js';
import { VK_BLEND_FACTOR, VK_BLEND_OP } from '../agc/models/blend-factors.js';
import { decodeBlendControl, translateReversedBlend } from '../agc/models/reversed-blend.js';
import type { HostEquation } from '../agc/models/reversed-blend-search.js';
import type { ColorChannelSource, ColorOutput } from '../recompiler/request.js';
import { InternalError } from '../util/errors.js';
import type { TargetFeatures } from '../util/target-profile.js';
import { DriverError } from './errors.js';

/** A blend equation as Vulkan enum values. */
export interface VkEquation {
  readonly src: number;
  readonly dst: number;
  readonly op: number;
}

/** What the pipeline needs to know of one attachment beyond the decoded blend state. */
export interface AttachmentRoute {
  /** CB_TARGET_MASK's nibble in the image's channel order. */
  readonly writeMask: number;
  /** Equations replacing CB_BLENDn_CONTROL's (a reversed-order blend). */
  readonly equations?: { readonly color: VkEquation; readonly alpha: VkEquation };
}

/** The plan of a draw's colour outputs. */
export interface ColorOutputPlan {
  /** The pixel request's colorOutputs, or undefined when MRTn is location n. */
  readonly outputs: readonly ColorOutput[] | undefined;
  /** Per colour slot. */
  readonly attachments: ReadonlyMap<number, AttachmentRoute>;
  /** Whether an output of index 1 feeds the blend (the pipeline uses SRC1 factors). */
  readonly dualSource: boolean;
}

/** CB_BLENDn_CONTROL factors that read the second colour: BLEND_SRC1_COLOR .. BLEND_INV_SRC1_ALPHA. */
const SECOND_SOURCE_FACTORS = new Set([15, 16, 17, 18]);

const vkEquation = (e: HostEquation): VkEquation => ({
  src: VK_BLEND_FACTOR[e.src],
  dst: VK_BLEND_FACTOR[e.dst],
  op: VK_BLEND_OP[e.op],
});

/** The mask nibble `guest` (export order) in the order of `hostChannels`. */
function hostMask(guest: number, hostChannels: readonly number[]): number {
  let mask = 0;
  hostChannels.forEach((g, h) => {
    if ((guest >>> g) & 1) mask |= 1 << h;
  });
  return mask;
}

type Channels = ColorOutput['channels'];

/** The four channel sources `source(h)` gives for host channels 0..3. */
const channels = (source: (h: number) => ColorChannelSource): Channels => [
  source(0),
  source(1),
  source(2),
  source(3),
];

/** Copies of MRT `mrt`'s export channels in the order of `hostChannels`. */
const copies = (mrt: number, hostChannels: readonly number[]): Channels =>
  channels((h) => ({ mrt, channel: hostChannels[h] }));

/** Whether CB_BLENDn_CONTROL `control` names a second-source factor in an equation it applies. */
function readsSecondSource(control: number): boolean {
  const b = decodeBlendControl(control);
  return [b.colorSrc, b.colorDst, b.alphaSrc, b.alphaDst].some((f) => SECOND_SOURCE_FACTORS.has(f));
}

function requireDualSource(features: TargetFeatures, what: string): void {
  if (!features.dualSrcBlend) {
    throw new DriverError(what, 'needs dual-source blending, and the device lacks the feature dualSrcBlend');
  }
}

/**
 * Plans the colour outputs of a draw. `exported(slot)` says whether the pixel program's
 * SPI_SHADER_COL_FORMAT gives MRT `slot` a format. Throws the reversed-order model's refusal, or a
 * DriverError for what Vulkan cannot express (a second colour beside other targets, or without
 * dualSrcBlend).
 */
export function planColorOutputs(
  targets: readonly ColorTarget[],
  blend: BlendState,
  exported: (slot: number) => boolean,
  features: TargetFeatures,
): ColorOutputPlan {
  const blendBySlot = new Map(blend.targets.map((b) => [b.slot, b]));
  const attachments = new Map<number, AttachmentRoute>();
  const outputs: ColorOutput[] = [];
  let special = false;
  let dualSource = false;
  const blending = blend.mode !== 'disable';
  for (const t of targets) {
    const b = blendBySlot.get(t.slot);
    const reversed = t.hostChannels.some((g, h) => g !== h);
    const writeMask = hostMask(t.writeMask, t.hostChannels);
    const blended = blending && b?.enable === true;
    if (blended && b && readsSecondSource(b.control)) {
      const what = `CB_BLEND${t.slot}_CONTROL`;
      if (t.slot !== 0) throw new DriverError(what, 'a second-source factor outside colour target 0');
      if (reversed) {
        // The reversed-order model refuses second-source factors with its message.
        translateReversedBlend(b.control, t.info);
      }
      requireDualSource(features, what);
      if (!exported(1))
        throw new DriverError(what, 'a second-source factor, but SPI_SHADER_COL_FORMAT exports no MRT1');
      outputs.push({ location: 0, index: 0, channels: copies(0, t.hostChannels) });
      outputs.push({ location: 0, index: 1, channels: copies(1, t.hostChannels) });
      attachments.set(t.slot, { writeMask });
      special = true;
      dualSource = true;
      continue;
    }
    if (!exported(t.slot)) {
      attachments.set(t.slot, { writeMask });
      continue;
    }
    if (reversed && blended && b) {
      const routing = translateReversedBlend(b.control, t.info);
      // translateReversedBlend returns undefined only with ENABLE clear.
      if (!routing) throw new InternalError(`CB_BLEND${t.slot}_CONTROL is enabled but was not routed`);
      const first = channels((h) =>
        routing.first[h] === 'one' ? 'one' : { mrt: t.slot, channel: t.hostChannels[h] },
      );
      outputs.push({ location: t.slot, index: 0, channels: first });
      if (routing.dualSource) {
        const what = `CB_COLOR${t.slot}_INFO`;
        if (t.slot !== 0)
          throw new DriverError(
            what,
            `the reversed-order blend needs a second colour, which only target 0 has`,
          );
        requireDualSource(features, `CB_BLEND${t.slot}_CONTROL`);
        const second = channels((h) => {
          const route = routing.second[h];
          if (route === 'zero' || route === 'one') return route;
          return { mrt: t.slot, channel: route === 'alpha' ? 3 : t.hostChannels[h] };
        });
        outputs.push({ location: 0, index: 1, channels: second });
        dualSource = true;
      }
      attachments.set(t.slot, {
        writeMask,
        equations: { color: vkEquation(routing.color), alpha: vkEquation(routing.alpha) },
      });
      special = true;
      continue;
    }
    outputs.push({ location: t.slot, index: 0, channels: copies(t.slot, t.hostChannels) });
    attachments.set(t.slot, { writeMask });
    special ||= reversed;
  }
  if (dualSource && targets.length > 1) {
    throw new DriverError(
      'CB_TARGET_MASK',
      `dual-source blending writes colour target 0 only, but ${targets.length} targets are bound`,
    );
  }
  return { outputs: special ? outputs : undefined, attachments, dualSource };
}
