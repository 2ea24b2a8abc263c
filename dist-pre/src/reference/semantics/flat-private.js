import { Refusal } from './buffer-common.js';
const PAGE = 4096;
/** One lane's private bytes, in pages with a written-byte mask. */
class LaneMemory {
    pages = new Map();
    read(addr) {
        const page = this.pages.get(Math.floor(addr / PAGE));
        const i = addr % PAGE;
        if (!page?.written[i]) {
            throw new Refusal(`scratch byte at private offset 0x${addr.toString(16)} is read before it is written`);
        }
        return page.data[i];
    }
    write(addr, value) {
        const key = Math.floor(addr / PAGE);
        let page = this.pages.get(key);
        if (!page) {
            page = { data: new Uint8Array(PAGE), written: new Uint8Array(PAGE) };
            this.pages.set(key, page);
        }
        page.data[addr % PAGE] = value;
        page.written[addr % PAGE] = 1;
    }
}
const WAVES = new WeakMap();
/** The private memory of `lane` of `wave`, as a byte space over 32-bit offsets (wrapping). */
export function privateSpace(wave, lane) {
    let lanes = WAVES.get(wave);
    if (!lanes) {
        lanes = Array.from({ length: wave.laneCount }, () => new LaneMemory());
        WAVES.set(wave, lanes);
    }
    const mem = lanes[lane];
    return {
        read: (addr, n) => Array.from({ length: n }, (_, i) => mem.read((addr + i) >>> 0)),
        write: (addr, bytes) => {
            for (let i = 0; i < bytes.length; i++)
                mem.write((addr + i) >>> 0, bytes[i]);
        },
    };
}
//# sourceMappingURL=flat-private.js.map