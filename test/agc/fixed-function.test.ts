/**
 * Fixed-function descriptions: each decoder on a valid state against values computed by hand from the
 * Vulkan definitions (viewport x = offset - scale, width = 2 scale; DX depth range offset..offset+scale),
 * and each refusal.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AgcStateError } from '../../src/agc/errors.js';
import { decodeBlend } from '../../src/agc/fixed/blend.js';
import { vulkanColorFormat } from '../../src/agc/fixed/color.js';
import { decodeFixedFunction } from '../../src/agc/fixed/index.js';
import { encodeFields } from '../../src/agc/registers/index.js';
import { RegisterFile } from '../../src/agc/state/register-file.js';
import { basicFixedFunction, f32 } from './fixtures.js';

const decode = (regs: Record<string, number>, indexed = true) =>
  decodeFixedFunction(RegisterFile.fromNames(regs), indexed);

function refused(regs: Record<string, number>, pattern: RegExp, indexed = true): void {
  assert.throws(
    () => decode(regs, indexed),
    (e) => e instanceof AgcStateError && pattern.test(e.message),
    String(pattern),
  );
}

test('a basic state decodes to the Vulkan description', () => {
  const s = decode(basicFixedFunction());
  assert.deepEqual(s.inputAssembly, {
    topology: 'triangleList',
    indexType: 'uint32',
    primitiveRestart: false,
  });
  const vp = s.viewport.viewports[0];
  assert.deepEqual([vp.x, vp.y, vp.width, vp.height, vp.minDepth, vp.maxDepth], [0, 1080, 1920, -1080, 0, 1]);
  assert.deepEqual(s.viewport.scissors[0], { x: 0, y: 0, width: 1920, height: 1080 });
  assert.equal(s.viewport.negativeOneToOneDepth, false);
  assert.equal(s.raster.cullMode, 'back');
  assert.equal(s.raster.frontFace, 'counterClockwise');
  assert.equal(s.raster.polygonMode, 'fill');
  assert.equal(s.raster.depthBias, undefined);
  assert.deepEqual(
    [
      s.depthStencil.depthTest,
      s.depthStencil.depthWrite,
      s.depthStencil.depthCompare,
      s.depthStencil.depthFormat,
    ],
    [true, true, 'less', 'd32f'],
  );
  const t = s.colorTargets[0];
  assert.deepEqual(
    [t.format, t.numberType, t.compSwap, t.vkFormat, t.width, t.height, t.address, t.writeMask],
    ['COLOR_8_8_8_8', 'UNORM', 'SWAP_STD', 'R8G8B8A8_UNORM', 1920, 1080, 0x1234500 * 256, 0xf],
  );
  assert.deepEqual(s.blend.targets[0].color, { src: 'srcAlpha', dst: 'oneMinusSrcAlpha', op: 'add' });
  assert.deepEqual(s.blend.targets[0].alpha, s.blend.targets[0].color);
  assert.equal(s.blend.logicOp, undefined);
});

test('GL clip space, scissor intersection with the window offset, and a second viewport', () => {
  const regs = basicFixedFunction();
  regs.PA_CL_CLIP_CNTL = 0;
  regs.PA_SC_WINDOW_OFFSET = encodeFields('PA_SC_WINDOW_OFFSET', { WINDOW_X_OFFSET: 10, WINDOW_Y_OFFSET: 0 });
  regs.PA_SC_GENERIC_SCISSOR_TL = encodeFields('PA_SC_WINDOW_SCISSOR_TL', { TL_X: 100, TL_Y: 50 });
  regs.PA_SC_GENERIC_SCISSOR_BR = encodeFields('PA_SC_WINDOW_SCISSOR_BR', { BR_X: 300, BR_Y: 250 });
  regs.PA_CL_VPORT_ZSCALE = f32(0.5);
  regs.PA_CL_VPORT_ZOFFSET = f32(0.5);
  Object.assign(regs, {
    PA_CL_VPORT_XSCALE_1: f32(8),
    PA_CL_VPORT_XOFFSET_1: f32(8),
    PA_CL_VPORT_YSCALE_1: f32(8),
    PA_CL_VPORT_YOFFSET_1: f32(8),
    PA_CL_VPORT_ZSCALE_1: f32(1),
    PA_CL_VPORT_ZOFFSET_1: f32(0),
  });
  const s = decode(regs).viewport;
  assert.equal(s.negativeOneToOneDepth, true);
  assert.deepEqual([s.viewports[0].minDepth, s.viewports[0].maxDepth], [0, 1]);
  assert.deepEqual(s.scissors[0], { x: 110, y: 50, width: 200, height: 200 });
  assert.equal(s.viewports.length, 2);
  assert.deepEqual([s.viewports[1].x, s.viewports[1].width], [0, 16]);
});

test('depth bias, polygon mode and stencil operations', () => {
  const regs = basicFixedFunction();
  regs.PA_SU_SC_MODE_CNTL = encodeFields('PA_SU_SC_MODE_CNTL', {
    POLY_OFFSET_FRONT_ENABLE: 1,
    POLY_OFFSET_BACK_ENABLE: 1,
    PROVOKING_VTX_LAST: 1,
    FACE: 1,
  });
  Object.assign(regs, {
    PA_SU_POLY_OFFSET_FRONT_OFFSET: f32(2),
    PA_SU_POLY_OFFSET_FRONT_SCALE: f32(32),
    PA_SU_POLY_OFFSET_BACK_OFFSET: f32(2),
    PA_SU_POLY_OFFSET_BACK_SCALE: f32(32),
    PA_SU_POLY_OFFSET_CLAMP: f32(0),
  });
  regs.DB_DEPTH_CONTROL = encodeFields('DB_DEPTH_CONTROL', { STENCIL_ENABLE: 1, STENCILFUNC: 7 });
  regs.DB_STENCIL_CONTROL = encodeFields('DB_STENCIL_CONTROL', { STENCILZPASS: 5, STENCILFAIL: 3 });
  regs.DB_STENCILREFMASK = encodeFields('DB_STENCILREFMASK', {
    STENCILTESTVAL: 7,
    STENCILMASK: 0xff,
    STENCILWRITEMASK: 0xff,
    STENCILOPVAL: 1,
  });
  const s = decode(regs);
  assert.deepEqual(s.raster.depthBias, { constant: 2, slope: 2, clamp: 0 });
  assert.deepEqual(
    [s.raster.provokingVertex, s.raster.frontFace, s.raster.cullMode],
    ['last', 'clockwise', 'none'],
  );
  assert.deepEqual(
    [
      s.depthStencil.front.passOp,
      s.depthStencil.front.failOp,
      s.depthStencil.front.compareOp,
      s.depthStencil.front.reference,
    ],
    ['incrementAndClamp', 'replace', 'always', 7],
  );
  assert.deepEqual(s.depthStencil.back, s.depthStencil.front);
  regs.DB_STENCILREFMASK = encodeFields('DB_STENCILREFMASK', { STENCILOPVAL: 2 });
  refused(regs, /^DB_STENCIL_CONTROL=0x53: front face: an increment or decrement by STENCILOPVAL 2/);
  regs.DB_STENCIL_CONTROL = encodeFields('DB_STENCIL_CONTROL', { STENCILZPASS: 10 });
  refused(regs, /stencil operation 10 .* has no Vulkan equivalent/);
});

test('refusals of the fixed-function decoders', () => {
  const with_ = (patch: Record<string, number>): Record<string, number> => ({
    ...basicFixedFunction(),
    ...patch,
  });
  refused(
    with_({ VGT_PRIMITIVE_TYPE: 17 }),
    /^VGT_PRIMITIVE_TYPE=0x11: primitive type 17 has no Vulkan topology/,
  );
  refused(
    with_({ VGT_MULTI_PRIM_IB_RESET_EN: 1, VGT_MULTI_PRIM_IB_RESET_INDX: 0xfffe }),
    /restart index is not the all-ones uint32 value/,
  );
  refused(with_({ PA_CL_VTE_CNTL: 0x43f & ~1 }), /disabled viewport scale or offset/);
  refused(
    with_({ PA_CL_CLIP_CNTL: 0b101 }),
    /user clip planes 0, 2 \(UCP_ENA, PA_CL_UCP_n\) are not modelled/,
  );
  refused(
    with_({
      PA_SU_SC_MODE_CNTL: encodeFields('PA_SU_SC_MODE_CNTL', {
        POLY_MODE: 1,
        POLYMODE_FRONT_PTYPE: 1,
        POLYMODE_BACK_PTYPE: 2,
      }),
    }),
    /front faces drawn as line and back faces as fill/,
  );
  refused(
    with_({
      PA_SU_SC_MODE_CNTL: encodeFields('PA_SU_SC_MODE_CNTL', { POLY_OFFSET_FRONT_ENABLE: 1 }),
      PA_SU_POLY_OFFSET_FRONT_OFFSET: 0,
      PA_SU_POLY_OFFSET_FRONT_SCALE: 0,
      PA_SU_POLY_OFFSET_BACK_OFFSET: 0,
      PA_SU_POLY_OFFSET_BACK_SCALE: 0,
      PA_SU_POLY_OFFSET_CLAMP: 0,
    }),
    /depth bias on one face only/,
  );
  refused(
    with_({ CB_COLOR_CONTROL: encodeFields('CB_COLOR_CONTROL', { MODE: 1, ROP3: 0xf0 }) }),
    /ROP3 code 0xf0 uses the pattern operand/,
  );
  refused(
    with_({ CB_COLOR_CONTROL: encodeFields('CB_COLOR_CONTROL', { MODE: 3, ROP3: 0xcc }) }),
    /color block mode 3/,
  );
  refused(
    with_({ CB_BLEND0_CONTROL: encodeFields('CB_BLEND0_CONTROL', { ENABLE: 1, COLOR_SRCBLEND: 11 }) }),
    /^CB_BLEND0_CONTROL=0x4000000b: color factor 11 has no Vulkan equivalent/,
  );
  refused(
    with_({
      CB_BLEND0_CONTROL: encodeFields('CB_BLEND0_CONTROL', {
        ENABLE: 1,
        COLOR_SRCBLEND: 4,
        COLOR_DESTBLEND: 1,
        COLOR_COMB_FCN: 3,
      }),
    }),
    /color MAX with factors other than ONE/,
  );
  refused(with_({ DB_Z_INFO: 2 }), /24-bit depth/);
  const noBase = basicFixedFunction();
  delete noBase.CB_COLOR0_BASE;
  refused(noBase, /^CB_COLOR0_BASE=unset: is not set, but color target 0 is written$/);
  refused(with_({ VGT_INDEX_TYPE: 3 }), /index type 3 is reserved/);
});

test('logic operations and separate alpha', () => {
  const regs = basicFixedFunction();
  regs.CB_COLOR_CONTROL = encodeFields('CB_COLOR_CONTROL', { MODE: 1, ROP3: 0x66 });
  regs.CB_BLEND0_CONTROL = encodeFields('CB_BLEND0_CONTROL', {
    ENABLE: 1,
    SEPARATE_ALPHA_BLEND: 1,
    COLOR_SRCBLEND: 1,
    COLOR_DESTBLEND: 1,
    ALPHA_SRCBLEND: 0,
    ALPHA_DESTBLEND: 1,
    ALPHA_COMB_FCN: 4,
  });
  const b = decodeBlend(RegisterFile.fromNames(regs), [0]);
  assert.equal(b.logicOp, 'xor');
  assert.deepEqual(b.targets[0].alpha, { src: 'zero', dst: 'one', op: 'reverseSubtract' });
});

test('Vulkan color formats exist only where bits and order match', () => {
  assert.equal(vulkanColorFormat('COLOR_8_8_8_8', 'SRGB', 'SWAP_ALT'), 'B8G8R8A8_SRGB');
  assert.equal(vulkanColorFormat('COLOR_16_16_16_16', 'FLOAT', 'SWAP_STD'), 'R16G16B16A16_SFLOAT');
  assert.equal(vulkanColorFormat('COLOR_32', 'FLOAT', 'SWAP_STD'), 'R32_SFLOAT');
  assert.equal(vulkanColorFormat('COLOR_32', 'UNORM', 'SWAP_STD'), undefined);
  assert.equal(vulkanColorFormat('COLOR_8_8_8_8', 'UNORM', 'SWAP_STD_REV'), undefined);
  assert.equal(vulkanColorFormat('COLOR_8', 'FLOAT', 'SWAP_STD'), undefined);
  assert.equal(vulkanColorFormat('COLOR_10_11_11', 'FLOAT', 'SWAP_STD'), 'B10G11R11_UFLOAT_PACK32');
});
