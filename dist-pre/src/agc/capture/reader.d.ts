import { type CaptureProgram, type CaptureSubmission } from './format.js';
import { FileGuestMemory } from './memory.js';
/** An open capture. Call {@link Capture.close} when done. */
export interface Capture {
    readonly path: string;
    readonly memory: FileGuestMemory;
    readonly submissions: readonly CaptureSubmission[];
    readonly programs: readonly CaptureProgram[];
    readonly metadata: Readonly<Record<string, unknown>>;
    close(): void;
}
/** Opens and validates the capture at `path`. */
export declare function openCapture(path: string): Capture;
