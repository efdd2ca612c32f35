export { BINARY_OPS, OPS, UNARY_OPS, isBinaryOp, isOp } from './kernel-names';
export type { BinaryOp, Op, UnaryOp } from './kernel-names';
export { checkArray, checkShape, shapeSize, zeros } from './array';
export type { NDArray } from './array';
export { broadcastShapes, broadcastStrides, sameShape } from './broadcast';
export { KernelError, ShapeError } from './errors';
export { getKernel, listKernels, registerKernel, selectKernel } from './registry';
export type { KernelArgs, KernelConfig } from './registry';
