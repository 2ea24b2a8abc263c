/**
 * A VkPipelineCache persisted to disk. The file name carries the device's pipelineCacheUUID, vendor and
 * device ids, so a cache is only ever offered to the driver that wrote it (drivers also check the header
 * and ignore data they do not recognise). `save` writes atomically (temp file + rename).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check } from './errors.js';
import { info } from './structs.js';
/** A pipeline cache, optionally backed by a directory. */
export class PipelineCache {
    device;
    handle;
    /** The file this cache loads from and saves to (undefined: memory only). */
    path;
    /** Bytes of initial data the driver was given. */
    loadedBytes;
    alive = true;
    constructor(device, handle, path, loadedBytes) {
        this.device = device;
        this.handle = handle;
        this.path = path;
        this.loadedBytes = loadedBytes;
    }
    /** The cache file name for a device. */
    static fileName(device) {
        const p = device.physical.properties;
        const uuid = Buffer.from(p.pipelineCacheUUID).toString('hex');
        return `vk-${p.vendorID.toString(16)}-${p.deviceID.toString(16)}-${uuid}.pipeline-cache`;
    }
    /** Creates a cache, seeded from `directory` when a file for this device exists there. */
    static create(device, directory) {
        const path = directory ? join(directory, PipelineCache.fileName(device)) : undefined;
        const initial = path && existsSync(path) ? readFileSync(path) : undefined;
        const out = [null];
        const ci = info('VkPipelineCacheCreateInfo', {
            initialDataSize: initial?.byteLength ?? 0,
            pInitialData: initial ?? null,
        });
        check('vkCreatePipelineCache', device.vk.vkCreatePipelineCache(device.handle, ci, null, out));
        return device.track(new PipelineCache(device, out[0], path, initial?.byteLength ?? 0));
    }
    /** The cache contents as the driver serializes them. */
    data() {
        const vk = this.device.vk;
        const size = [0];
        check('vkGetPipelineCacheData', vk.vkGetPipelineCacheData(this.device.handle, this.handle, size, null));
        const bytes = new Uint8Array(Number(size[0]));
        if (bytes.byteLength === 0)
            return bytes;
        check('vkGetPipelineCacheData', vk.vkGetPipelineCacheData(this.device.handle, this.handle, size, bytes));
        return bytes.subarray(0, Number(size[0]));
    }
    /** Writes the contents to the cache file (no-op for a memory-only cache); returns the byte count. */
    save() {
        if (!this.path)
            return 0;
        const bytes = this.data();
        mkdirSync(join(this.path, '..'), { recursive: true });
        const tmp = `${this.path}.${process.pid}.tmp`;
        writeFileSync(tmp, bytes);
        renameSync(tmp, this.path);
        return bytes.byteLength;
    }
    destroy() {
        if (!this.alive)
            return;
        this.alive = false;
        this.device.vk.vkDestroyPipelineCache(this.device.handle, this.handle, null);
        this.device.untrack(this);
    }
}
//# sourceMappingURL=pipeline-cache.js.map