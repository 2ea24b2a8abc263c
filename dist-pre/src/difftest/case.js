import { OberonError } from '../util/errors.js';
/** A case the harness cannot run as described (bad regions, unsupported bindings...). */
export class DiffError extends OberonError {
    caseName;
    constructor(caseName, reason) {
        super('E_DIFFTEST', `difftest ${caseName}: ${reason}`);
        this.caseName = caseName;
    }
}
/** Fresh copies of the case's initial region contents. */
export function initialContents(c) {
    return c.regions.map((r) => r.bytes.slice());
}
/** Guest address span [lo, hi) covering every region. */
export function regionSpan(c) {
    if (c.regions.length === 0)
        throw new DiffError(c.name, 'has no memory regions');
    const lo = Math.min(...c.regions.map((r) => r.base));
    const hi = Math.max(...c.regions.map((r) => r.base + r.bytes.length));
    return { lo, hi };
}
//# sourceMappingURL=case.js.map