import type { DType } from '@typelattice/dtypes';
import type { Tensor } from '../tensor';

/**
 * A weakly typed tensor, as its type says it: a JS scalar made explicit (`weakInt`, `weakFloat`,
 * `weakComplex`) or a weak result of typed ops (`createOps({ policy: 'jax' }).mul(weakFloat(2), 3)`).
 * Typed ops promote it as the weak kind it stands for (`i*`, `f*`, `c*`: from the kind of the
 * dtype it is stored in), not as its dtype. A tensor typed plain `Tensor<D>` is promoted as a
 * tensor of dtype `D`, so a weak tensor whose type was widened to `Tensor<D>` is typed as a strong
 * one (at run time it is still weak: keep the `WeakTensor` type where the weakness matters).
 *
 * @example
 * ```ts
 * import { constant, createOps, weakFloat, type WeakTensor } from '@typelattice/tf';
 * const half: WeakTensor<'float64'> = weakFloat(0.5);
 * half.weak; // -> true
 * createOps({ policy: 'jax' }).mul(constant([2], 'float16'), half).dtype; // -> 'float16'
 * ```
 */
export type WeakTensor<D extends DType = DType> = Tensor<D> & { readonly weak: true };
