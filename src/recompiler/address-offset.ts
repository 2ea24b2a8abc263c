/**
 * The guest-to-host address offset every recompiled program reads (the `addressOffset` push constant:
 * host address = guest address + offset, mod 2^64). Programs may access guest memory as vectors at
 * addresses they prove aligned (`ptr_from_aligned_addr`, passes/opt-vector-access.ts), which is only
 * true of the host address when the offset is a multiple of MAX_ADDRESS_ALIGNMENT: whoever maps guest
 * memory starts the mapping at an aligned guest address (`alignedGuestBase`) in an allocation whose
 * device address is aligned (Vulkan implementations align buffer addresses to far more), and takes the
 * offset from `addressOffsetOf`, which checks it.
 *
 * Right after the mapped span the allocation keeps SINK_BYTES more, the sink: recompiled programs send
 * an access the guest drops (a buffer unit out of its V#'s range) there instead of branching around
 * it, and never read back what they put there. Its guest address is the `sinkAddress` push constant.
 */
import { MAX_ADDRESS_ALIGNMENT, SINK_BYTES } from '../ir/ops.js';
import { GUEST_ADDRESS_BITS } from '../isa/tables/guest-address.js';
import { PUSH_BYTES, PUSH_MEMBERS } from '../spirv/emit-memory.js';
import { OberonError } from '../util/errors.js';

export { MAX_ADDRESS_ALIGNMENT, PUSH_BYTES, PUSH_MEMBERS, SINK_BYTES };

/** The offset would break the alignment recompiled programs assume. */
export class AddressOffsetError extends OberonError {
  constructor(message: string) {
    super('E_ADDRESS_OFFSET', message);
  }
}

/** `guestBase` rounded down to the alignment a mapping of guest memory must start at. */
export function alignedGuestBase(guestBase: number): number {
  return guestBase - (guestBase % MAX_ADDRESS_ALIGNMENT);
}

/**
 * The addressOffset of guest memory whose guest address `guestBase` lies at device address
 * `hostAddress`. @throws AddressOffsetError when it is not a multiple of MAX_ADDRESS_ALIGNMENT.
 */
export function addressOffsetOf(hostAddress: bigint, guestBase: number | bigint): bigint {
  const offset = BigInt.asUintN(64, hostAddress - BigInt(guestBase));
  if (offset % BigInt(MAX_ADDRESS_ALIGNMENT) !== 0n) {
    throw new AddressOffsetError(
      `guest address 0x${BigInt(guestBase).toString(16)} at device address 0x${hostAddress.toString(16)}: ` +
        `the offset is not a multiple of ${MAX_ADDRESS_ALIGNMENT} bytes, which recompiled programs assume ` +
        '(start the mapping at an aligned guest address in an aligned allocation)',
    );
  }
  return offset;
}

/** `bytes` rounded up to a multiple of MAX_ADDRESS_ALIGNMENT. */
const alignedUp = (bytes: number): number => Math.ceil(bytes / MAX_ADDRESS_ALIGNMENT) * MAX_ADDRESS_ALIGNMENT;

/**
 * The sink's guest address for a mapping of `span` guest bytes from the aligned guest address `base`:
 * the first aligned address past them, so that accesses sent there are as aligned as the guest's.
 */
export function sinkAfter(base: number | bigint, span: number): bigint {
  const sink = BigInt(base) + BigInt(alignedUp(span));
  // Programs take it for a guest address, whose VM translates 48 bits (ir/known-zeros.ts).
  if (sink + BigInt(SINK_BYTES) > 1n << BigInt(GUEST_ADDRESS_BITS)) {
    throw new AddressOffsetError(
      `guest memory ending at 0x${(BigInt(base) + BigInt(span)).toString(16)} leaves no room for the sink in the ${GUEST_ADDRESS_BITS}-bit guest space`,
    );
  }
  return sink;
}

/** Bytes to allocate for a mapping of `span` guest bytes from an aligned base: through the sink. */
export function mappedBytes(span: number): number {
  return alignedUp(span) + SINK_BYTES;
}

/** Where a runner put guest memory: what recompiled programs' push constants tell them. */
export interface GuestMapping {
  /** host address - guest address, mod 2^64 (`addressOffsetOf`). */
  readonly addressOffset: bigint;
  /** The sink's guest address (`sinkAfter`). */
  readonly sinkAddress: bigint;
}

/**
 * The push constant bytes of a recompiled program whose block has `members` in `size` bytes (a
 * result's `pushConstants`, or PUSH_MEMBERS in PUSH_BYTES for every program): the mapping's offset
 * and sink, 0 in the opaque zeros.
 */
export function pushConstantBytes(
  block: {
    readonly size: number;
    readonly members: readonly { readonly name: string; readonly offset: number }[];
  },
  mapping: GuestMapping,
): Uint8Array {
  const bytes = new Uint8Array(block.size);
  const view = new DataView(bytes.buffer);
  for (const m of block.members) {
    if (m.name === 'addressOffset') view.setBigUint64(m.offset, mapping.addressOffset, true);
    else if (m.name === 'sinkAddress') view.setBigUint64(m.offset, mapping.sinkAddress, true);
  }
  return bytes;
}

/** Every program's push constant bytes (the whole block) for `mapping`. */
export const fullPushConstantBytes = (mapping: GuestMapping): Uint8Array =>
  pushConstantBytes({ size: PUSH_BYTES, members: PUSH_MEMBERS }, mapping);
