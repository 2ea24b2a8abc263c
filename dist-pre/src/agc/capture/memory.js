/**
 * Guest memory of a capture, read lazily by range: the regions are file ranges, and a read copies only
 * the bytes asked for (through a file handle), so captures of hundreds of MB are never loaded whole.
 */
import { readSync } from 'node:fs';
import { CaptureError, hexAddress } from '../errors.js';
/** Guest memory backed by regions of an open capture file. */
export class FileGuestMemory {
    fd;
    file;
    regions;
    /** `regions` must not overlap (the reader checks). */
    constructor(fd, file, regions) {
        this.fd = fd;
        this.file = file;
        this.regions = [...regions].sort((a, b) => a.guestAddress - b.guestAddress);
    }
    /** The regions, in address order. */
    get layout() {
        return this.regions;
    }
    find(address) {
        let lo = 0;
        let hi = this.regions.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            const r = this.regions[mid];
            if (address < r.guestAddress)
                hi = mid - 1;
            else if (address >= r.guestAddress + r.length)
                lo = mid + 1;
            else
                return r;
        }
        return undefined;
    }
    read(address, length) {
        if (!Number.isSafeInteger(address) || !Number.isSafeInteger(length) || address < 0 || length < 0) {
            throw new CaptureError(this.file, `guest range ${address}+${length} is not a valid range`);
        }
        const out = new Uint8Array(length);
        let done = 0;
        while (done < length) {
            const at = address + done;
            const region = this.find(at);
            if (!region) {
                throw new CaptureError(this.file, `guest memory ${hexAddress(at)} (in ${hexAddress(address)}+${length}) is not in the capture`);
            }
            const n = Math.min(length - done, region.guestAddress + region.length - at);
            const got = readSync(this.fd, out, done, n, region.fileOffset + (at - region.guestAddress));
            if (got !== n)
                throw new CaptureError(this.file, `file ended inside the region at ${hexAddress(region.guestAddress)}`);
            done += n;
        }
        return out;
    }
    readDwords(address, count) {
        if (address % 4 !== 0)
            throw new CaptureError(this.file, `dword read at unaligned address ${hexAddress(address)}`);
        const bytes = this.read(address, count * 4);
        return new Uint32Array(bytes.buffer, bytes.byteOffset, count);
    }
}
//# sourceMappingURL=memory.js.map