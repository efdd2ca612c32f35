import { runArrayMethod } from './array-fns';
import { runClip } from './clip';
import { globalContext } from './context';
import { runExtensionMethod } from './extension-fns';
import { TENSOR_RUNTIME } from './op-runner';
import type { OperandLike, OpOptions, Tensor } from './tensor';
import { installTensorRuntime } from './tensor-runtime';
import { runUpdate } from './update-value';

/**
 * Installs the elementwise doors of Tensor's methods (the binary and unary ops, `cast`, `clip`):
 * what a policy's entry point installs on import, whose elementwise functions carry these runners
 * anyway. The other methods throw MethodNotLoadedError until {@link installRuntime} runs.
 */
export function installElementwiseRuntime(): void {
  installTensorRuntime({
    ...TENSOR_RUNTIME,
    clip: (self, min, max, options) => runClip(self as Tensor, min as OperandLike | null, max as OperandLike | null, globalContext(), options as OpOptions | undefined),
  });
}

/**
 * Installs every door through which Tensor's methods reach the ops (Tensor itself imports no op
 * code): what `@typelattice/tf` and `@typelattice/tf/methods` do on import.
 */
export function installRuntime(): void {
  installElementwiseRuntime();
  installTensorRuntime({
    array: runArrayMethod,
    extension: runExtensionMethod,
    update: (op, self, index, value) => runUpdate(op as never, self as never, index as never, value as never, globalContext()),
  });
}
