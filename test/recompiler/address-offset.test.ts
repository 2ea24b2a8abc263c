/**
 * The guest-to-host offset rule (src/recompiler/address-offset.ts): mappings start at a 16-aligned
 * guest address, and an offset that is not a multiple of 16 is refused by name, since recompiled
 * programs access memory as vectors at addresses they prove 16-aligned.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AddressOffsetError,
  addressOffsetOf,
  alignedGuestBase,
  MAX_ADDRESS_ALIGNMENT,
} from '../../src/recompiler/index.js';

describe('guest-to-host address offset', () => {
  it('starts a mapping at the aligned guest address at or below the first region', () => {
    assert.equal(MAX_ADDRESS_ALIGNMENT, 16);
    assert.equal(alignedGuestBase(0x1003), 0x1000);
    assert.equal(alignedGuestBase(0x1010), 0x1010);
    assert.equal(alignedGuestBase(0x100f), 0x1000);
  });

  it('gives host - guest mod 2^64, and refuses an offset that would misalign vector accesses', () => {
    assert.equal(addressOffsetOf(0x7f00_0000_0000n, 0x1000), 0x7eff_ffff_f000n);
    assert.equal(addressOffsetOf(0x1000n, 0x2000), 2n ** 64n - 0x1000n);
    assert.throws(
      () => addressOffsetOf(0x7f00_0000_0008n, 0x1000),
      (e: unknown) =>
        e instanceof AddressOffsetError && /0x1000/.test(e.message) && /0x7f0000000008/.test(e.message),
    );
  });
});
