export {
  ARITHMETIC_OPS,
  BINARY_OPS,
  BITWISE_OPS,
  COMPARISON_OPS,
  LOGICAL_OPS,
  OPS,
  TERNARY_OPS,
  UNARY_OPS,
  UNARY_UFUNCS,
  isBinaryOp,
  isComparisonOp,
  isOp,
  isUnaryUfunc,
} from './kernel-names';
export type { BinaryOp, ComparisonOp, Op, TernaryOp, UnaryOp, UnaryUfunc } from './kernel-names';
export type { PowSemantics, ShiftSemantics, SignSemantics } from './semantics';
export { checkArray, checkShape, shapeSize, zeros } from './array';
export type { NDArray } from './array';
export { broadcastShapes, broadcastStrides, sameShape } from './broadcast';
export { IndexError, KernelError, ShapeError } from './errors';
export { LinAlgError } from './linalg-error';
export { getKernel, listKernels, registerKernel, registryVersion, selectKernel } from './registry';
export { seededRandom } from './seeded-random';
export type { KernelArgs, KernelConfig } from './registry';
