import { useNodeWebGpu } from '../../test-env.shared.mjs';

// The GPU tests start Dawn's WebGPU (the `webgpu` package) in Node. Where the machine has no
// Mesa EGL/GLES (a bare Node image), it runs on ANGLE + SwiftShader from the repository's own
// install instead; and its native code prints two limit notices per adapter to stderr, which
// nothing can act on, so the main vitest process drops exactly those lines (vitest.shared.ts,
// test-env.shared.mjs).
const webgpu = useNodeWebGpu();
if (!webgpu.startsWith("the machine's")) console.log(`WebGPU in Node: ${webgpu}`);

export { default } from '../../vitest.shared';
