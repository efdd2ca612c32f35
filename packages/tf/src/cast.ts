import type { DType } from '@typelattice/dtypes';
import { pooledStorage } from '@typelattice/kernels-cpu';
import { runKernel, type BackendName } from './backend';
import { asNDArray, Tensor } from './tensor';

/** Casts a tensor to `dtype` (a copy, never weak), on the backend the choice selects. */
export function castTensor<E extends DType>(t: Tensor, dtype: E, backend?: BackendName): Tensor<E> {
  const { result: r, backend: ran } = runKernel({ op: 'cast', a: asNDArray(t), computeDType: dtype, outDType: dtype, allocate: pooledStorage }, backend);
  return new Tensor(r.data, dtype, r.shape, { backend: ran }) as Tensor<E>;
}
