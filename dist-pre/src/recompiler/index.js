/** Public API of the recompiler: requests, `recompile`, results, cache keys. */
export { RecompileError } from '../translate/errors.js';
export { cacheKey, canonicalJson, RECOMPILER_VERSION } from './cache-key.js';
export { genericTargetProfile, lavapipeLikeProfile } from './profiles.js';
export { chooseSubgroup, recompile, resultToJson, } from './recompile.js';
export { dumpRequest, loadRequest, parseRequest, REQUEST_VERSION, RequestError, } from './request.js';
//# sourceMappingURL=index.js.map