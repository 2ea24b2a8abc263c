/**
 * Public surface of the differential testing layer (driver level): cases, the harness and its sides,
 * comparison and reports, and the program fuzzer's campaign. See docs/ARCHITECTURE.md.
 */
export { type DiffCase, DiffError, type DiffRegion, type RegionContents } from './case.js';
export { type Tolerance, toleranceOf, ulpDistance, wordsAgree } from './compare.js';
export { type CampaignOptions, type CampaignResult, runCampaign } from './fuzz/campaign.js';
export { fuzzCase } from './fuzz/fuzz-case.js';
export { generateProgram } from './fuzz/generate.js';
export { renderProgram } from './fuzz/render.js';
export { shrinkProgram } from './fuzz/shrink.js';
export { compareContents, type DiffResult, REFERENCE_AGAIN, runDifferential, type Side, type SideOutcome, type SideRun, type WordMismatch, } from './harness.js';
export { runReference } from './reference-side.js';
export { formatMismatchReport } from './report.js';
export { traceWriters, type WordOrigin, type WriterTrace } from './trace.js';
export { requestOf, VulkanSide } from './vulkan-side.js';
