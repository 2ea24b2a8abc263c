/**
 * Guest memory on the device: one host-visible buffer with a device address that holds the span of
 * every capture region at its guest layout (gaps zero), so one guest-to-host offset serves every
 * address (`addressOffset`, the u64 push constant of recompiled programs: host = guest + offset, mod
 * 2^64; the sink follows the span, recompiler/address-offset.ts; the span starts at a 16-aligned guest address so that the offset is a multiple of 16, as
 * recompiled programs' vector accesses assume: recompiler/address-offset.ts). Index buffers, indirect
 * arguments and colour targets are ranges of the same buffer. The CPU
 * reads and writes it in place (between submissions only: the driver waits for recorded work first).
 */
import type { GuestMemory as CaptureMemory, MemoryRegion } from '../agc/capture/memory.js';
import { hexAddress } from '../agc/errors.js';
import { addressOffsetOf, alignedGuestBase, mappedBytes, sinkAfter } from '../recompiler/address-offset.js';
import {
  VK_BUFFER_USAGE_INDEX_BUFFER_BIT,
  VK_BUFFER_USAGE_INDIRECT_BUFFER_BIT,
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
  VK_BUFFER_USAGE_TRANSFER_DST_BIT,
  VK_BUFFER_USAGE_TRANSFER_SRC_BIT,
} from '../vulkan/bindings.generated.js';
import { Buffer } from '../vulkan/buffer.js';
import type { Device } from '../vulkan/device.js';
import { DriverError } from './errors.js';

/** Largest guest span the driver maps (one buffer). */
export const MAX_GUEST_SPAN = 1 << 30;
/** Bytes read from the capture at a time while filling the buffer. */
const COPY_CHUNK = 1 << 24;

const USAGE =
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
  VK_BUFFER_USAGE_INDEX_BUFFER_BIT |
  VK_BUFFER_USAGE_INDIRECT_BUFFER_BIT |
  VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
  VK_BUFFER_USAGE_TRANSFER_DST_BIT;

/** The capture's guest memory in one device buffer. */
export class DeviceGuestMemory {
  /** First guest address the buffer holds. */
  readonly base: number;
  readonly size: number;
  readonly buffer: Buffer;
  /** host address - guest address, mod 2^64 (the programs' addressOffset push constant). */
  readonly addressOffset: bigint;
  /** Guest address of the sink after the span (the programs' sinkAddress push constant). */
  readonly sinkAddress: bigint;

  private constructor(base: number, size: number, buffer: Buffer) {
    this.base = base;
    this.size = size;
    this.buffer = buffer;
    this.sinkAddress = sinkAfter(base, size);
    const address = buffer.address;
    if (address === undefined) throw new DriverError('guest memory', 'the device gave no buffer address');
    this.addressOffset = addressOffsetOf(address, base);
  }

  /** Maps `regions` of `memory` (a capture's) into one device buffer. */
  static create(device: Device, memory: CaptureMemory, regions: readonly MemoryRegion[]): DeviceGuestMemory {
    if (regions.length === 0) throw new DriverError('guest memory', 'the capture holds no memory regions');
    const base = alignedGuestBase(Math.min(...regions.map((r) => r.guestAddress)));
    const end = Math.max(...regions.map((r) => r.guestAddress + r.length));
    if (end - base > MAX_GUEST_SPAN) {
      throw new DriverError(
        'guest memory',
        `the regions span ${hexAddress(base)}..${hexAddress(end)}, more than ${MAX_GUEST_SPAN} bytes in one buffer`,
      );
    }
    // Whole dwords, and never empty: the buffer is read as u32 words and index data.
    const size = Math.max(4, Math.ceil((end - base) / 4) * 4);
    const buffer = Buffer.create(device, {
      size: mappedBytes(size),
      usage: USAGE,
      memory: 'readback',
    });
    const out = new DeviceGuestMemory(base, size, buffer);
    for (const r of regions) {
      for (let done = 0; done < r.length; done += COPY_CHUNK) {
        const n = Math.min(COPY_CHUNK, r.length - done);
        buffer.write(memory.read(r.guestAddress + done, n), r.guestAddress + done - base);
      }
    }
    return out;
  }

  /** Whether [address, address + length) lies in the buffer. */
  contains(address: number, length: number): boolean {
    return address >= this.base && address + length <= this.base + this.size;
  }

  /** The buffer offset of a guest range; refuses a range outside the mapped span, naming `what`. */
  offsetOf(address: number, length: number, what: string): number {
    if (!this.contains(address, length)) {
      throw new DriverError(
        what,
        `guest range ${hexAddress(address)}+${length} lies outside the capture's memory (${hexAddress(this.base)}+${this.size})`,
      );
    }
    return address - this.base;
  }

  /** Reads guest bytes (recorded work that writes them must have completed). */
  read(address: number, length: number, what = 'guest read'): Uint8Array {
    return this.buffer.read(this.offsetOf(address, length, what), length);
  }

  /** Reads `count` u32 words. */
  readDwords(address: number, count: number): Uint32Array {
    const bytes = this.read(address, count * 4);
    return new Uint32Array(bytes.buffer, bytes.byteOffset, count);
  }

  /** Writes guest bytes (no recorded work may be using them). */
  write(address: number, bytes: Uint8Array, what = 'guest write'): void {
    this.buffer.write(bytes, this.offsetOf(address, bytes.length, what));
  }

  destroy(): void {
    this.buffer.destroy();
  }
}
