/**
 * The guest virtual address space: GFX10's VM translates address bits [47:0] and ignores the bits
 * above, so an address whose high half is sign-extended (RADV forms its descriptor-set pointers as
 * 0xffff8000_xxxxxxxx with `s_movk_i32 s1, 0x8000`) reaches the same memory as its low 48 bits.
 * The reference executor and the translator both reduce every memory address through this table.
 */
/** Address bits the GPU's VM translates. */
export const GUEST_ADDRESS_BITS = 48;
/** Mask of the translated address bits. */
export const GUEST_ADDRESS_MASK = (1n << BigInt(GUEST_ADDRESS_BITS)) - 1n;
/** The address the VM translates for a 64-bit address value. */
export function guestAddress(address) {
    return address & GUEST_ADDRESS_MASK;
}
//# sourceMappingURL=guest-address.js.map