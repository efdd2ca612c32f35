import { useNodeWebGpu } from '../../test-env.shared.mjs';

// The tests start Dawn's WebGPU (the `webgpu` package) in Node, as kernels-gpu's do: on the
// machine's Mesa EGL/GLES, or on ANGLE + SwiftShader from the repository's own install where
// there is none (test-env.shared.mjs). Dawn's two limit notices are dropped by vitest.shared.ts.
const webgpu = useNodeWebGpu();
if (!webgpu.startsWith("the machine's")) console.log(`WebGPU in Node: ${webgpu}`);

export { default } from '../../vitest.shared';
