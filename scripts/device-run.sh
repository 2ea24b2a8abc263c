#!/usr/bin/env bash
# The GPU suites and three fuzz campaigns on the device machine (the NVIDIA H200 of the `device` tool).
# Here, first:
#   npm run build
#   node --import tsx test/recompiler/prebuild-programs.ts      # LLVM programs (no llc there)
#   node --import tsx test/vulkan/support/prebuild-spirv.ts      # GLSL fixtures (no glslang there)
#   OBERON_STANDIN_SPV_DIR=$PWD/dist/test/vulkan/support/spv node scripts/run-tests.mjs test/driver/*.test.ts
#   cp -r test/recompiler/aco test/recompiler/aco-gfx dist/test/recompiler/ && mkdir -p dist/bench &&
#     cp -r bench/gpu-kernels dist/bench/
#   for f in dist/test/recompiler/aco/*.comp; do glslangValidator --target-env vulkan1.2 -V "$f" -o "$f.spv"; done
#   bash ../shared/device/prepare.sh                             # Node, the Vulkan loader: .device/
# then the device tool's run with carry [".device", "dist"] and the command
#   bash scripts/device-run.sh SEED COUNT SECONDS
# (GPU time: `source .device/enter.sh; cd dist && OBERON_DEVICE=gpu node bench/gpu-time.js`; pipeline
# creation against the GLSL's, from the prebuilt .spv above: `OBERON_DEVICE=gpu node bench/creation.js`).
source .device/enter.sh
export OBERON_DEVICE=gpu OBERON_USE_DIST=1
seed=${1:-1}
count=${2:-200}
secs=${3:-200}
cd dist
files="$(ls test/vulkan/*.test.js test/driver/*.test.js) test/recompiler/execute.test.js
  test/recompiler/aco-execute.test.js test/recompiler/aco-gfx-draw.test.js test/difftest/device.test.js
  test/difftest/regressions.test.js test/difftest/division-idiom.test.js test/difftest/image.test.js
  test/difftest/image-dynamic.test.js"
# shellcheck disable=SC2086
timeout 300 node --test --test-reporter=tap $files > "$OUT/gpu.log" 2>&1
echo "gpu tests rc $?" >> "$OUT/gpu.log"
grep -E "^# (tests|pass|fail|todo|skipped)" "$OUT/gpu.log"
grep -E "^not ok|^    not ok" "$OUT/gpu.log" | grep -v "# TODO" | head -20
cd ..
timeout "$secs" node dist/src/cli/main.js fuzz --seed "$seed" --count "$count" --device gpu > "$OUT/fuzz.log" 2>&1
echo "fuzz rc $?" >> "$OUT/fuzz.log"
tail -n 3 "$OUT/fuzz.log"
timeout "$secs" node dist/src/cli/main.js fuzz --seed $((seed + 5000)) --count "$count" --device gpu --waves 4 \
  > "$OUT/fuzz4.log" 2>&1
echo "fuzz4 rc $?" >> "$OUT/fuzz4.log"
tail -n 3 "$OUT/fuzz4.log"
timeout "$secs" node dist/src/cli/main.js fuzz --seed $((seed + 9000)) --count "$count" --device gpu --lds-runs \
  > "$OUT/fuzzlds.log" 2>&1
echo "fuzzlds rc $?" >> "$OUT/fuzzlds.log"
tail -n 3 "$OUT/fuzzlds.log"
