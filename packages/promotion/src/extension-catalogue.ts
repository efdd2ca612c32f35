/**
 * The op catalogue's extension namespaces: the Array API's `linalg` and `fft` extensions, each
 * function declared once. The facade's `linalg` and `fft` namespaces (free and on `createOps`
 * objects), their types, `extensionResult` and the conformance suite's lists derive from this
 * table, as they do from `OP_CATALOGUE` and `ARRAY_CATALOGUE` for the main namespace.
 */

/** The namespace of an extension function. */
export type ExtensionNamespace = 'linalg' | 'fft';

/**
 * How a function is promoted where no library recording answers (the RFC's modes, tf-rfc's
 * DECISIONS in `extensions/DECISIONS.md`):
 * - `float`: a float or complex function of its operand (inv, det, eigh, the norms, …): floats and
 *   complex keep their dtype, integers and bool compute in the float their true division gives;
 * - `rank`: matrix_rank, a count (int64) of a float function's singular values;
 * - `product`: products of the operands (cross, outer, tensordot, vecdot, matrix_power), promoted
 *   as matmul promotes them;
 * - `keep`: the dtype and weak flag kept (diagonal, matrix_transpose, fftshift, ifftshift);
 * - `sum`: trace, a sum of the diagonal, as the reduction `sum`;
 * - `fft-complex`: a complex result of any number (fft, ifft, fftn, ifftn);
 * - `fft-real`: a complex result of a real signal (rfft, rfftn, ihfft);
 * - `fft-inverse-real`: a real result of a Hermitian spectrum (irfft, irfftn, hfft);
 * - `frequencies`: fftfreq and rfftfreq (no array: a float dtype, or the `dtype` argument).
 */
export type ExtensionFamily = 'float' | 'rank' | 'product' | 'keep' | 'sum' | 'fft-complex' | 'fft-real' | 'fft-inverse-real' | 'frequencies';

/**
 * The call form of an extension function, which the facade turns into its signature:
 * `one` (x, options?), `two` (x1, x2, options?), `power` (x, n), `count` (n, options?).
 */
export type ExtensionSignature = 'one' | 'two' | 'power' | 'count';

/** One function of the `linalg` or `fft` namespace. */
export interface ExtensionSpec {
  readonly namespace: ExtensionNamespace;
  /** TensorFlow's Python name in camelCase where TensorFlow has the function (`tf.linalg.diag_part` is `diagPart`), else the Array API's. */
  readonly name: string;
  /** The Array API's name in camelCase where it differs (`diagonal`). */
  readonly aliases: readonly string[];
  /** The recorded table the function answers from: the Array API's name (`matrix_norm`). */
  readonly table: string;
  readonly family: ExtensionFamily;
  readonly signature: ExtensionSignature;
  /** The keyword options the function takes (the Array API's, camelCased), in the order documented. */
  readonly options: readonly string[];
  /** The named outputs of a multi-output function (the Array API's named tuple). */
  readonly outputs?: readonly string[];
  /** Where a library lacks the function, its policy answers as for this recorded table (a one-operand function reads a two-operand table's diagonal). */
  readonly standIn?: string;
  /**
   * Whether the function is in the main namespace too, as the Array API has `matmul`'s neighbours
   * (`tensordot`, `vecdot`, `matrix_transpose`) and NumPy, TensorFlow and PyTorch have `outer`:
   * `'function'` a free function and `createOps` method of the same name, `'method'` those and a
   * Tensor method (`x.matrixTranspose()`, with the getter `x.mT` as NumPy's and PyTorch's). One
   * implementation: the main-namespace form is the `linalg` one.
   */
  readonly main?: 'function' | 'method';
  /** The main-namespace functions it stands for, where `main` is set (they may differ from the `linalg` ones: `python`). */
  readonly mainPython?: string;
  /** The functions it stands for: TensorFlow's where it has one, and NumPy's. */
  readonly python: string;
  /** One sentence for the TSDoc of every generated form. */
  readonly summary: string;
  /** A TSDoc example: `// ->` lines are checked by the doc tests. */
  readonly example: readonly string[];
}

const x = <const S extends ExtensionSpec>(s: S): S => s;

/**
 * Every function of the `linalg` and `fft` namespaces, in the Array API's order.
 *
 * @example
 * ```ts
 * import { EXTENSION_CATALOGUE } from '@typelattice/promotion';
 * EXTENSION_CATALOGUE.find((e) => e.name === 'diagPart')?.aliases; // ['diagonal']
 * ```
 */
export const EXTENSION_CATALOGUE = /* @__PURE__ */ (() => [
  x({
    namespace: 'linalg', name: 'cholesky', aliases: [], table: 'cholesky', family: 'float', signature: 'one', options: ['upper'],
    python: 'tf.linalg.cholesky, np.linalg.cholesky',
    summary: 'The Cholesky factor of each Hermitian positive-definite matrix: lower `L` with `A = L L^H` (read from the lower triangle), or with `upper` the upper `U = L^H`.',
    example: ["linalg.cholesky(constant([[4, 2], [2, 5]], 'float64')).toArray(); // -> [[2, 0], [1, 2]]"],
  }),
  x({
    namespace: 'linalg', name: 'cross', aliases: [], table: 'cross', family: 'product', signature: 'two', options: ['axis'],
    python: 'tf.linalg.cross, np.linalg.cross',
    summary: 'The cross product of 3-element vectors along `axis` (default -1), the operands broadcast and promoted as the library promotes the products.',
    example: ["linalg.cross(constant([1, 0, 0], 'int32'), constant([0, 1, 0], 'int32')).toArray(); // -> [0, 0, 1]"],
  }),
  x({
    namespace: 'linalg', name: 'det', aliases: [], table: 'det', family: 'float', signature: 'one', options: [],
    python: 'tf.linalg.det, np.linalg.det',
    summary: 'The determinant of each square matrix, from its LU factorization with partial pivoting: the product of the pivots, or under NumPy\'s policy `sign * exp(logabsdet)` as NumPy; integers become the library\'s float (NumPy float64; TensorFlow refuses them).',
    example: [
      "linalg.det(constant([[1, 2], [3, 4]], 'float64')).toArray(); // -> -2",
      "createOps({ policy: 'numpy' }).linalg.det(constant([[1, 2], [3, 4]], 'float64')).toArray(); // -> -2.0000000000000004",
    ],
  }),
  x({
    namespace: 'linalg', name: 'diagPart', aliases: ['diagonal'], table: 'diagonal', family: 'keep', signature: 'one', options: ['offset'],
    python: 'tf.linalg.diag_part, np.linalg.diagonal',
    summary: 'The diagonal at `offset` (default 0; above the main one for positive offsets) of each matrix, of its dtype.',
    example: ["linalg.diagPart(constant([[1, 2, 3], [4, 5, 6]], 'int8'), { offset: 1 }).toArray(); // -> [2, 6]"],
  }),
  x({
    namespace: 'linalg', name: 'eigh', aliases: [], table: 'eigh', family: 'float', signature: 'one', options: [], outputs: ['eigenvalues', 'eigenvectors'],
    python: 'tf.linalg.eigh, np.linalg.eigh',
    summary: 'The eigenvalues (ascending, real) and eigenvectors (the columns) of each Hermitian matrix, read from its lower triangle: `{ eigenvalues, eigenvectors }`.',
    example: ["linalg.eigh(constant([[2, 1], [1, 2]], 'float64')).eigenvalues.toArray(); // -> [1, 3]"],
  }),
  x({
    namespace: 'linalg', name: 'eigvalsh', aliases: [], table: 'eigvalsh', family: 'float', signature: 'one', options: [],
    python: 'tf.linalg.eigvalsh, np.linalg.eigvalsh',
    summary: 'The eigenvalues (ascending, real) of each Hermitian matrix, read from its lower triangle.',
    example: ["linalg.eigvalsh(constant([[3, 0], [0, -1]], 'float32')).toArray(); // -> [-1, 3]"],
  }),
  x({
    namespace: 'linalg', name: 'inv', aliases: [], table: 'inv', family: 'float', signature: 'one', options: [],
    python: 'tf.linalg.inv, np.linalg.inv',
    summary: 'The inverse of each square matrix (LU with partial pivoting, `solve(a, I)` as NumPy); a singular matrix is a LinAlgError (JAX\'s policy: infinities and NaN, as JAX).',
    example: ["linalg.inv(constant([[2, 0], [0, 4]], 'float64')).toArray(); // -> [[0.5, 0], [0, 0.25]]"],
  }),
  x({
    namespace: 'linalg', name: 'matrixNorm', aliases: [], table: 'matrix_norm', family: 'float', signature: 'one', options: ['keepdims', 'ord'],
    python: 'tf.linalg.norm(x, ord, axis=[-2, -1]), np.linalg.matrix_norm',
    summary: "The norm of each matrix: `ord` 'fro' (the default), 'nuc', 1, -1, 2, -2, Infinity or -Infinity; real, of the precision of the input.",
    example: ["linalg.matrixNorm(constant([[1, -2], [3, 4]], 'float64'), { ord: 1 }).toArray(); // -> 6"],
  }),
  x({
    namespace: 'linalg', name: 'matrixPower', aliases: [], table: 'matrix_power', family: 'product', signature: 'power', options: [], standIn: 'tensordot',
    python: 'np.linalg.matrix_power (TensorFlow has none)',
    summary: 'Each square matrix to the integer power `n` by repeated products (integers wrap); `n = 0` is the identity, a negative `n` the inverse\'s power (in the float `inv` gives).',
    example: ["linalg.matrixPower(constant([[1, 1], [1, 0]], 'int32'), 5).toArray(); // -> [[8, 5], [5, 3]]"],
  }),
  x({
    namespace: 'linalg', name: 'matrixRank', aliases: [], table: 'matrix_rank', family: 'rank', signature: 'one', options: ['rtol'],
    python: 'tf.linalg.matrix_rank, np.linalg.matrix_rank',
    summary: 'The rank of each matrix: the number of singular values above `rtol` times the largest (`rtol` by default the library\'s: max(M, N) eps for NumPy).',
    example: ["linalg.matrixRank(constant([[1, 2], [2, 4]], 'float64')).toArray(); // -> 1n"],
  }),
  x({
    namespace: 'linalg', name: 'matrixTranspose', aliases: [], table: 'matrix_transpose', family: 'keep', signature: 'one', options: [],
    main: 'method', mainPython: 'np.matrix_transpose, jnp.matrix_transpose, x.mT (NumPy, PyTorch); TensorFlow: tf.linalg.matrix_transpose only',
    python: 'tf.linalg.matrix_transpose, np.linalg.matrix_transpose',
    summary: 'Each matrix transposed (the last two axes swapped, not conjugated).',
    example: ["linalg.matrixTranspose(constant([[1, 2, 3]], 'int8')).shape; // -> [3, 1]"],
  }),
  x({
    namespace: 'linalg', name: 'outer', aliases: [], table: 'outer', family: 'product', signature: 'two', options: [],
    main: 'function', mainPython: 'np.outer, jnp.outer, tf.experimental.numpy.outer (which flatten operands of higher rank, as the numpy, jax, tf and tf-rfc policies do), torch.outer (vectors only)',
    python: 'tf.experimental.numpy.outer, np.linalg.outer',
    summary: 'The outer product `x1[i] * x2[j]` of two vectors, promoted as the library promotes the products.',
    example: ["linalg.outer(constant([1, 2], 'int8'), constant([3, 4], 'int8')).toArray(); // -> [[3, 4], [6, 8]]"],
  }),
  x({
    namespace: 'linalg', name: 'pinv', aliases: [], table: 'pinv', family: 'float', signature: 'one', options: ['rtol'],
    python: 'tf.linalg.pinv, np.linalg.pinv',
    summary: 'The Moore–Penrose pseudo-inverse of each matrix, from its SVD: singular values at most `rtol` times the largest count as zero (`rtol` by default the library\'s).',
    example: ["linalg.pinv(constant([[2, 0], [0, 0]], 'float64')).toArray(); // -> [[0.5, 0], [0, 0]]"],
  }),
  x({
    namespace: 'linalg', name: 'qr', aliases: [], table: 'qr', family: 'float', signature: 'one', options: ['mode'], outputs: ['Q', 'R'],
    python: 'tf.linalg.qr, np.linalg.qr',
    summary: "The QR factorization of each matrix by Householder reflectors: `{ Q, R }`, `mode` 'reduced' (the default: Q (…, M, K), R (…, K, N), K = min(M, N)) or 'complete' (Q (…, M, M)).",
    example: ["linalg.qr(constant([[3, 0], [4, 5]], 'float64')).R.toArray(); // -> [[-5, -4], [0, 3]]"],
  }),
  x({
    namespace: 'linalg', name: 'slogdet', aliases: [], table: 'slogdet', family: 'float', signature: 'one', options: [], outputs: ['sign', 'logabsdet'],
    python: 'tf.linalg.slogdet, np.linalg.slogdet',
    summary: 'The sign (a unit complex number for complex matrices; 0 for a singular one) and the natural log of the absolute determinant of each matrix: `{ sign, logabsdet }`.',
    example: ["linalg.slogdet(constant([[0, 1], [1, 0]], 'float64')).sign.toArray(); // -> -1"],
  }),
  x({
    namespace: 'linalg', name: 'solve', aliases: [], table: 'solve', family: 'float', signature: 'two', options: [],
    python: 'tf.linalg.solve, np.linalg.solve',
    summary: 'The solution `X` of `x1 X = x2` for each square matrix of `x1`: `x2` a vector (M,) when it is 1-D, else a stack (…, M, K) broadcast with `x1`\'s batch (NumPy 2, the Array API).',
    example: ["linalg.solve(constant([[2, 0], [0, 4]], 'float64'), constant([1, 1], 'float64')).toArray(); // -> [0.5, 0.25]"],
  }),
  x({
    namespace: 'linalg', name: 'svd', aliases: [], table: 'svd', family: 'float', signature: 'one', options: ['fullMatrices'], outputs: ['U', 'S', 'Vh'],
    python: 'tf.linalg.svd, np.linalg.svd',
    summary: 'The singular value decomposition `x = U diag(S) Vh` of each matrix, `S` descending: `{ U, S, Vh }`, with `fullMatrices` (the default, as the Array API; TensorFlow\'s default is false) U (…, M, M) and Vh (…, N, N).',
    example: ["linalg.svd(constant([[3, 0], [0, -4]], 'float64')).S.toArray(); // -> [4, 3]"],
  }),
  x({
    namespace: 'linalg', name: 'svdvals', aliases: [], table: 'svdvals', family: 'float', signature: 'one', options: [],
    python: 'tf.linalg.svd(x, compute_uv=False), np.linalg.svdvals',
    summary: 'The singular values of each matrix, descending (real, of the precision of the input).',
    example: ["linalg.svdvals(constant([[0, 2], [1, 0]], 'float32')).toArray(); // -> [2, 1]"],
  }),
  x({
    namespace: 'linalg', name: 'tensordot', aliases: [], table: 'tensordot', family: 'product', signature: 'two', options: ['axes'],
    main: 'function', mainPython: 'tf.tensordot, np.tensordot, jnp.tensordot, torch.tensordot',
    python: 'tf.linalg.tensordot, np.linalg.tensordot',
    summary: 'The sum of products over `axes` (default 2: the last two axes of `x1` with the first two of `x2`; or `[axesOfX1, axesOfX2]`), promoted as the library promotes the products.',
    example: ["linalg.tensordot(constant([[1, 2], [3, 4]], 'int32'), constant([[1, 0], [0, 1]], 'int32'), { axes: 1 }).toArray(); // -> [[1, 2], [3, 4]]"],
  }),
  x({
    namespace: 'linalg', name: 'trace', aliases: [], table: 'trace', family: 'sum', signature: 'one', options: ['offset', 'dtype'],
    python: 'tf.linalg.trace, np.linalg.trace',
    summary: "The sum of the diagonal at `offset` of each matrix, in the library's sum dtype (NumPy sums int8 in int64, TensorFlow in int8) or `dtype`.",
    example: ["linalg.trace(constant([[100, 0], [0, 100]], 'int8')).dtype; // -> 'int8'"],
  }),
  x({
    namespace: 'linalg', name: 'vecdot', aliases: [], table: 'vecdot', family: 'product', signature: 'two', options: ['axis'],
    main: 'function', mainPython: 'np.vecdot, jnp.vecdot (PyTorch: torch.linalg.vecdot; TensorFlow has none)',
    python: 'np.linalg.vecdot (TensorFlow: tf.linalg.einsum)',
    summary: 'The dot product `Σ conj(x1) x2` along `axis` (default -1), the operands broadcast and promoted as the library promotes the products.',
    example: ["linalg.vecdot(constant([1, 2, 3], 'int32'), constant([4, 5, 6], 'int32')).toArray(); // -> 32"],
  }),
  x({
    namespace: 'linalg', name: 'vectorNorm', aliases: [], table: 'vector_norm', family: 'float', signature: 'one', options: ['axis', 'keepdims', 'ord'],
    python: 'tf.linalg.norm(x, ord, axis), np.linalg.vector_norm',
    summary: 'The vector norm over `axis` (every axis by default): `ord` 2 (the default), 1, 0 (non-zeros), Infinity, -Infinity or any p; real, of the precision of the input.',
    example: ["linalg.vectorNorm(constant([3, -4], 'float32')).toArray(); // -> 5"],
  }),
  x({
    namespace: 'fft', name: 'fft', aliases: [], table: 'fft', family: 'fft-complex', signature: 'one', options: ['n', 'axis', 'norm'],
    python: 'tf.signal.fft, np.fft.fft',
    summary: "The discrete Fourier transform along `axis` (default -1) of length `n` (the input cropped or zero-padded), `norm` 'backward' (the default), 'ortho' or 'forward'; any length (mixed radix, Bluestein for large primes).",
    example: ["fft.fft(constant([1, 0, 0, 0], 'complex64')).toArray(); // -> [{ re: 1, im: 0 }, { re: 1, im: 0 }, { re: 1, im: 0 }, { re: 1, im: 0 }]"],
  }),
  x({
    namespace: 'fft', name: 'ifft', aliases: [], table: 'ifft', family: 'fft-complex', signature: 'one', options: ['n', 'axis', 'norm'],
    python: 'tf.signal.ifft, np.fft.ifft',
    summary: 'The inverse discrete Fourier transform along `axis` (default -1), scaled by 1/n under the default `norm`.',
    example: ["fft.ifft(constant([4, 0, 0, 0], 'complex128')).toArray(); // -> [{ re: 1, im: 0 }, { re: 1, im: 0 }, { re: 1, im: 0 }, { re: 1, im: 0 }]"],
  }),
  x({
    namespace: 'fft', name: 'fftn', aliases: [], table: 'fftn', family: 'fft-complex', signature: 'one', options: ['s', 'axes', 'norm'],
    python: 'tf.signal.fft2d / fft3d, np.fft.fftn',
    summary: 'The n-dimensional discrete Fourier transform over `axes` (default every axis, or the last `s.length`) with lengths `s`.',
    example: ["fft.fftn(constant([[1, 2], [3, 4]], 'complex128')).shape; // -> [2, 2]"],
  }),
  x({
    namespace: 'fft', name: 'ifftn', aliases: [], table: 'ifftn', family: 'fft-complex', signature: 'one', options: ['s', 'axes', 'norm'],
    python: 'tf.signal.ifft2d / ifft3d, np.fft.ifftn',
    summary: 'The n-dimensional inverse discrete Fourier transform over `axes` with lengths `s`.',
    example: ["fft.ifftn(constant([[4, 0], [0, 0]], 'complex128')).toArray()[0]; // -> [{ re: 1, im: 0 }, { re: 1, im: 0 }]"],
  }),
  x({
    namespace: 'fft', name: 'rfft', aliases: [], table: 'rfft', family: 'fft-real', signature: 'one', options: ['n', 'axis', 'norm'],
    python: 'tf.signal.rfft, np.fft.rfft',
    summary: 'The transform of a real signal along `axis`: its bins 0 … n/2 (complex of the input\'s precision).',
    example: ["fft.rfft(constant([1, 2, 3, 4], 'float64')).toArray(); // -> [{ re: 10, im: 0 }, { re: -2, im: 2 }, { re: -2, im: 0 }]"],
  }),
  x({
    namespace: 'fft', name: 'irfft', aliases: [], table: 'irfft', family: 'fft-inverse-real', signature: 'one', options: ['n', 'axis', 'norm'],
    python: 'tf.signal.irfft, np.fft.irfft',
    summary: 'The real signal of length `n` (default 2 (m - 1) for m bins) whose bins 0 … n/2 are given along `axis`; the imaginary parts of bin 0 (and n/2) are ignored.',
    example: ["fft.irfft(fft.rfft(constant([1, 2, 3, 4], 'float64'))).toArray(); // -> [1, 2, 3, 4]"],
  }),
  x({
    namespace: 'fft', name: 'rfftn', aliases: [], table: 'rfftn', family: 'fft-real', signature: 'one', options: ['s', 'axes', 'norm'],
    python: 'tf.signal.rfft2d / rfft3d, np.fft.rfftn',
    summary: 'The n-dimensional transform of a real array: rfft over the last of `axes`, then fft over the others.',
    example: ["fft.rfftn(constant([[1, 2, 3, 4]], 'float64')).shape; // -> [1, 3]"],
  }),
  x({
    namespace: 'fft', name: 'irfftn', aliases: [], table: 'irfftn', family: 'fft-inverse-real', signature: 'one', options: ['s', 'axes', 'norm'],
    python: 'tf.signal.irfft2d / irfft3d, np.fft.irfftn',
    summary: 'The inverse of rfftn: ifft over all but the last of `axes`, then irfft over the last (length 2 (m - 1) by default).',
    example: ["fft.irfftn(fft.rfftn(constant([[1, 2], [3, 4]], 'float64'))).toArray(); // -> [[1, 2], [3, 4]]"],
  }),
  x({
    namespace: 'fft', name: 'hfft', aliases: [], table: 'hfft', family: 'fft-inverse-real', signature: 'one', options: ['n', 'axis', 'norm'], standIn: 'irfft',
    python: 'np.fft.hfft (TensorFlow has none)',
    summary: 'The transform of a signal with Hermitian symmetry given by its first half: a real result of length `n`.',
    example: ["fft.hfft(constant([1, 1], 'complex128')).toArray(); // -> [2, 0]"],
  }),
  x({
    namespace: 'fft', name: 'ihfft', aliases: [], table: 'ihfft', family: 'fft-real', signature: 'one', options: ['n', 'axis', 'norm'], standIn: 'rfft',
    python: 'np.fft.ihfft (TensorFlow has none)',
    summary: 'The inverse of hfft: the bins 0 … n/2 of a real signal, conjugated and scaled by 1/n.',
    example: ["fft.ihfft(constant([2, 0], 'float64')).toArray(); // -> [{ re: 1, im: -0 }, { re: 1, im: -0 }]"],
  }),
  x({
    namespace: 'fft', name: 'fftfreq', aliases: [], table: 'fftfreq', family: 'frequencies', signature: 'count', options: ['d', 'dtype'],
    python: 'np.fft.fftfreq (TensorFlow has none)',
    summary: 'The sample frequencies of an n-point transform with sample spacing `d` (default 1): `[0, 1, …, -⌊n/2⌋, …, -1] / (n d)`, of the library\'s default float or `dtype`.',
    example: ["fft.fftfreq(4).toArray(); // -> [0, 0.25, -0.5, -0.25]"],
  }),
  x({
    namespace: 'fft', name: 'rfftfreq', aliases: [], table: 'rfftfreq', family: 'frequencies', signature: 'count', options: ['d', 'dtype'],
    python: 'np.fft.rfftfreq (TensorFlow has none)',
    summary: 'The sample frequencies of rfft\'s bins: `[0, 1, …, ⌊n/2⌋] / (n d)`.',
    example: ["fft.rfftfreq(5, { d: 0.1 }).toArray(); // -> [0, 2, 4]"],
  }),
  x({
    namespace: 'fft', name: 'fftshift', aliases: [], table: 'fftshift', family: 'keep', signature: 'one', options: ['axes'],
    python: 'tf.signal.fftshift, np.fft.fftshift',
    summary: 'The zero frequency moved to the centre: a roll by ⌊len/2⌋ along each of `axes` (default every axis); the dtype is kept.',
    example: ["fft.fftshift(constant([0, 1, 2, -2, -1], 'int32')).toArray(); // -> [-2, -1, 0, 1, 2]"],
  }),
  x({
    namespace: 'fft', name: 'ifftshift', aliases: [], table: 'ifftshift', family: 'keep', signature: 'one', options: ['axes'],
    python: 'tf.signal.ifftshift, np.fft.ifftshift',
    summary: 'The inverse of fftshift: a roll by -⌊len/2⌋ along each of `axes`.',
    example: ["fft.ifftshift(constant([-2, -1, 0, 1, 2], 'int32')).toArray(); // -> [0, 1, 2, -2, -1]"],
  }),
] as const)();

/** One entry of {@link EXTENSION_CATALOGUE}. */
export type ExtensionCatalogueEntry = (typeof EXTENSION_CATALOGUE)[number];

/** The name of an extension function (`'solve'`, `'rfft'`). */
export type ExtensionOpName = ExtensionCatalogueEntry['name'];

/** The name of a `linalg` function, with its aliases. */
export type LinalgName = Extract<ExtensionCatalogueEntry, { namespace: 'linalg' }>['name'] | Extract<ExtensionCatalogueEntry, { namespace: 'linalg' }>['aliases'][number];

/** The name of a `linalg` function that is in the main namespace too (`tensordot`). */
export type MainExtensionName = Extract<ExtensionCatalogueEntry, { main: string }>['name'];

/** The name of a main-namespace `linalg` function that is a Tensor method too (`matrixTranspose`). */
export type ExtensionMethodName = Extract<ExtensionCatalogueEntry, { main: 'method' }>['name'];

/** The name of an `fft` function. */
export type FftName = Extract<ExtensionCatalogueEntry, { namespace: 'fft' }>['name'];
