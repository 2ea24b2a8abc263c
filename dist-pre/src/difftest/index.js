/**
 * Public surface of the differential testing layer (driver level): cases, the harness and its sides,
 * comparison and reports, and the program fuzzer's campaign. See docs/ARCHITECTURE.md.
 */
export { DiffError } from './case.js';
export { toleranceOf, ulpDistance, wordsAgree } from './compare.js';
export { runCampaign } from './fuzz/campaign.js';
export { fuzzCase } from './fuzz/fuzz-case.js';
export { generateProgram } from './fuzz/generate.js';
export { renderProgram } from './fuzz/render.js';
export { shrinkProgram } from './fuzz/shrink.js';
export { compareContents, REFERENCE_AGAIN, runDifferential, } from './harness.js';
export { runReference } from './reference-side.js';
export { formatMismatchReport } from './report.js';
export { traceWriters } from './trace.js';
export { requestOf, VulkanSide } from './vulkan-side.js';
//# sourceMappingURL=index.js.map