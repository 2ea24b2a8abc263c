import { type CaptureProgram, type CaptureSubmission } from './format.js';
/** Writes one capture file. */
export declare class CaptureWriter {
    readonly path: string;
    private readonly fd;
    private position;
    private readonly chunks;
    constructor(path: string);
    private chunk;
    /** Adds a guest memory region of `data` bytes at `guestAddress`. */
    addMemory(guestAddress: number, data: Uint8Array): void;
    private json;
    /** Adds the submissions chunk. */
    setSubmissions(submissions: readonly CaptureSubmission[]): void;
    /** Adds the registered programs chunk. */
    setPrograms(programs: readonly CaptureProgram[]): void;
    /** Adds a metadata chunk. */
    setMetadata(metadata: Readonly<Record<string, unknown>>): void;
    /** Writes the chunk table and the header, and closes the file. */
    close(): void;
}
