/**
 * Guest memory for the reference executor: a set of non-overlapping regions at 48-bit guest
 * addresses, each backed by bytes. Every access is bounds-checked: touching unmapped memory raises a
 * MemoryFault rather than reading zeros, so a program that strays is reported, not silently wrong.
 */
import { MemoryFault } from './errors.js';
/** Little-endian guest memory made of regions. */
export class GuestMemory {
    regions = [];
    last;
    /** Maps `bytes` (kept by reference: writes land in it) at `base`. */
    map(base, bytes) {
        if (!Number.isSafeInteger(base) || base < 0 || base + bytes.length > 2 ** 48) {
            throw new RangeError(`region at 0x${base.toString(16)} is outside the 48-bit guest space`);
        }
        for (const r of this.regions) {
            if (base < r.base + r.bytes.length && r.base < base + bytes.length) {
                throw new RangeError(`region at 0x${base.toString(16)} overlaps the region at 0x${r.base.toString(16)}`);
            }
        }
        this.regions.push({ base, bytes });
        this.regions.sort((a, b) => a.base - b.base);
    }
    /** The mapped regions, ascending by address. */
    get mapped() {
        return this.regions;
    }
    /** The region and offset holding [address, address + size), or a MemoryFault. */
    locate(address, size, write) {
        const hit = (r) => r !== undefined && address >= r.base && address + size <= r.base + r.bytes.length;
        if (hit(this.last)) {
            const region = this.last;
            return { region, offset: address - region.base };
        }
        for (const r of this.regions) {
            if (hit(r)) {
                this.last = r;
                return { region: r, offset: address - r.base };
            }
        }
        throw new MemoryFault(address, size, write);
    }
    /** Whether [address, address + size) is mapped. */
    isMapped(address, size) {
        try {
            this.locate(address, size, false);
            return true;
        }
        catch {
            return false;
        }
    }
    read8(address) {
        const { region, offset } = this.locate(address, 1, false);
        return region.bytes[offset];
    }
    read16(address) {
        const { region, offset } = this.locate(address, 2, false);
        const b = region.bytes;
        return (b[offset] | (b[offset + 1] << 8)) >>> 0;
    }
    read32(address) {
        const { region, offset } = this.locate(address, 4, false);
        const b = region.bytes;
        return ((b[offset] |
            (b[offset + 1] << 8) |
            (b[offset + 2] << 16) |
            (b[offset + 3] << 24)) >>>
            0);
    }
    write8(address, value) {
        const { region, offset } = this.locate(address, 1, true);
        region.bytes[offset] = value & 0xff;
    }
    write16(address, value) {
        const { region, offset } = this.locate(address, 2, true);
        region.bytes[offset] = value & 0xff;
        region.bytes[offset + 1] = (value >>> 8) & 0xff;
    }
    write32(address, value) {
        const { region, offset } = this.locate(address, 4, true);
        const b = region.bytes;
        b[offset] = value & 0xff;
        b[offset + 1] = (value >>> 8) & 0xff;
        b[offset + 2] = (value >>> 16) & 0xff;
        b[offset + 3] = (value >>> 24) & 0xff;
    }
    /** Reads `count` dwords starting at `address`. */
    readDwords(address, count) {
        const out = [];
        for (let i = 0; i < count; i++)
            out.push(this.read32(address + 4 * i));
        return out;
    }
}
//# sourceMappingURL=memory.js.map