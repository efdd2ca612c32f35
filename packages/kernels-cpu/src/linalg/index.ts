// The linear-algebra kernels (the Array API's linalg extension), exported by the package as `linalg*`.
export { cholesky, qr } from './factor';
export type { CholeskyOptions, NotPositiveDefiniteRule, QRMode } from './factor';
export { matrixNorm, vectorNorm } from './norms';
export type { MatrixOrd, VectorOrd } from './norms';
export { cross, diagonal, matrixPower, matrixTranspose, outer, tensordot, trace, vecdot } from './products';
export type { TensordotAxes } from './products';
export { det, inv, slogdet, solve } from './solve';
export type { DetMethod, SingularRule, SolveOptions } from './solve';
export { eigh, eigvalsh, epsilonOf, matrixRank, pinv, svd, svdvals } from './spectral';
