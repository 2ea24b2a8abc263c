/** Public API of the recompiler: requests, `recompile`, results, cache keys. */
export { RecompileError } from '../translate/errors.js';
export { cacheKey, canonicalJson, RECOMPILER_VERSION } from './cache-key.js';
export { genericTargetProfile, lavapipeLikeProfile } from './profiles.js';
export { type Binding, chooseSubgroup, type PushConstantMember, type RecompileDebug, type RecompileResult, recompile, resultToJson, } from './recompile.js';
export { type ComputeConfiguration, dumpRequest, loadRequest, type MemoryRegion, parseRequest, REQUEST_VERSION, type RecompileRequest, RequestError, } from './request.js';
