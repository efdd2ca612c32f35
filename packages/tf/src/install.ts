import { runArrayMethod } from './array-fns';
import { runClip } from './clip';
import { globalContext } from './context';
import { runExtensionMethod } from './extension-fns';
import type { DType } from '@typelattice/dtypes';
import { castTensor } from './cast';
import { binaryMethodDoor, TENSOR_RUNTIME } from './op-runner';
import type { OperandLike, OpOptions, Tensor } from './tensor';
import { installTensorMethod, installTensorRuntime, type TensorRuntime } from './tensor-runtime';
import { hasUnaryOperator, runUnary } from './unary-runner';
import { runUpdate } from './update-value';

// The elementwise doors one by one, so that a bundle keeps the runner of the doors its functions open.
const unaryDoor: TensorRuntime['unary'] = (op, self, options) => runUnary(op as never, self as Tensor, globalContext(), hasUnaryOperator(op), options as OpOptions | undefined);
const castDoor: TensorRuntime['cast'] = (self, dtype) => castTensor(self as Tensor, dtype as DType, globalContext().backend);

/** The door of `x.clip(min, max)`: `clipByValue` in the context in force. */
const clipDoor: TensorRuntime['clip'] = (self, min, max, options) =>
  runClip(self as Tensor, min as OperandLike | null, max as OperandLike | null, globalContext(), options as OpOptions | undefined);

/**
 * Installs the elementwise doors of Tensor's methods whole (every binary and unary op, `cast`,
 * `clip`). The other methods throw MethodNotLoadedError until {@link installRuntime} runs.
 */
export function installElementwiseRuntime(): void {
  installTensorRuntime({ ...TENSOR_RUNTIME, clip: clipDoor });
}

/**
 * A policy entry's function of a binary op, with its Tensor method installed (`op` as the method
 * passes it: `truediv` for `div`). The entry builds it in a pure expression, so a bundle keeps
 * the method exactly when it keeps the function (TF.js's chained ops, one import per op).
 */
export function withBinaryMethod<F>(op: string, fn: F): F {
  installTensorMethod('binary', op, binaryMethodDoor);
  return fn;
}

/** A policy entry's function of a unary op, with its Tensor method installed (as {@link withBinaryMethod}). */
export function withUnaryMethod<F>(op: string, fn: F): F {
  installTensorMethod('unary', op, unaryDoor);
  return fn;
}

/** A policy entry's `cast` (or `astype`), with `x.cast()` and `x.astype()` installed (as {@link withBinaryMethod}). */
export function withCastMethod<F>(fn: F): F {
  installTensorMethod('cast', 'cast', castDoor);
  return fn;
}

/** A policy entry's `clipByValue` (or `clip`), with `x.clip()` and `x.clipByValue()` installed (as {@link withBinaryMethod}). */
export function withClipMethod<F>(fn: F): F {
  installTensorMethod('clip', 'clip', clipDoor);
  return fn;
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
