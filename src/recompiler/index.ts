/** Public API of the recompiler: requests, `recompile`, results, cache keys. */

export { RecompileError } from '../translate/errors.js';
export {
  AddressOffsetError,
  addressOffsetOf,
  alignedGuestBase,
  fullPushConstantBytes,
  type GuestMapping,
  MAX_ADDRESS_ALIGNMENT,
  mappedBytes,
  PUSH_BYTES,
  pushConstantBytes,
  SINK_BYTES,
  sinkAfter,
} from './address-offset.js';
export { type ImageLocation, resolveImageBinding } from './bindings.js';
export { cacheKey, canonicalJson, RECOMPILER_VERSION } from './cache-key.js';
export { clearHelperLibrary, type HelperLibraryStats } from './helper-library.js';
export { genericTargetProfile, lavapipeLikeProfile } from './profiles.js';
export {
  type Binding,
  type ComputeInterface,
  chooseSubgroup,
  computeInterfaceOf,
  type ImageBinding,
  type PixelInterface,
  type PushConstantMember,
  type RecompileDebug,
  type RecompileResult,
  recompile,
  resultToJson,
  type StageInterface,
  type VertexInterface,
} from './recompile.js';
export {
  type ColorTargetType,
  type ComputeConfiguration,
  type ComputeRequest,
  type DynamicImagePin,
  dumpRequest,
  loadRequest,
  type MemoryRegion,
  type PixelConfiguration,
  type PixelRequest,
  parseRequest,
  REQUEST_VERSION,
  type RecompileRequest,
  RequestError,
  type Stage,
  type VertexConfiguration,
  type VertexRequest,
} from './request.js';
