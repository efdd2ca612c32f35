import { runArrayMethod } from './array-fns';
import { globalContext } from './context';
import { TENSOR_RUNTIME } from './op-runner';
import { installTensorRuntime } from './tensor-runtime';
import { runUpdate } from './update-value';

/** Installs the door through which Tensor's methods reach the ops (Tensor itself imports no op code); each entry point calls it on import. */
export function installRuntime(): void {
  installTensorRuntime({
    ...TENSOR_RUNTIME,
    array: runArrayMethod,
    update: (op, self, index, value) => runUpdate(op as never, self as never, index as never, value as never, globalContext()),
  });
}
