/**
 * The guest-to-host address offset every recompiled program reads (the `addressOffset` push constant:
 * host address = guest address + offset, mod 2^64). Programs may access guest memory as vectors at
 * addresses they prove aligned (`ptr_from_aligned_addr`, passes/opt-vector-access.ts), which is only
 * true of the host address when the offset is a multiple of MAX_ADDRESS_ALIGNMENT: whoever maps guest
 * memory starts the mapping at an aligned guest address (`alignedGuestBase`) in an allocation whose
 * device address is aligned (Vulkan implementations align buffer addresses to far more), and takes the
 * offset from `addressOffsetOf`, which checks it.
 */
import { MAX_ADDRESS_ALIGNMENT } from '../ir/ops.js';
import { OberonError } from '../util/errors.js';

export { MAX_ADDRESS_ALIGNMENT };

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
