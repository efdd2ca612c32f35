import { runArrayMethod } from './array-fns';
import { runClip } from './clip';
import { globalContext } from './context';
import { runExtensionMethod } from './extension-fns';
import { TENSOR_RUNTIME } from './op-runner';
import type { OperandLike, OpOptions, Tensor } from './tensor';
import { installTensorRuntime } from './tensor-runtime';
import { runUpdate } from './update-value';

/** Installs the door through which Tensor's methods reach the ops (Tensor itself imports no op code); each entry point calls it on import. */
export function installRuntime(): void {
  installTensorRuntime({
    ...TENSOR_RUNTIME,
    array: runArrayMethod,
    extension: runExtensionMethod,
    update: (op, self, index, value) => runUpdate(op as never, self as never, index as never, value as never, globalContext()),
    clip: (self, min, max, options) => runClip(self as Tensor, min as OperandLike | null, max as OperandLike | null, globalContext(), options as OpOptions | undefined),
  });
}
