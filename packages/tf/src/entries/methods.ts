import { installRuntime } from '../install';

/**
 * `@typelattice/tf/methods`: every Tensor method, installed on import (as TF.js's
 * `register_all_chained_ops`). A policy's entry point (`@typelattice/tf/numpy`, …) installs the
 * method of each elementwise function the program uses (its `add` installs `x.add(y)`), so that its
 * bundle keeps the ops its program calls; import this once for every method: the elementwise ones,
 * the array ops' (`x.reduceSum()`, `x.reshape()`, `x.matmul()`, …), the linalg methods and `.at()`
 * updates. They follow the default
 * policy, as every method does. `@typelattice/tf` installs them itself. Without it such a method
 * throws MethodNotLoadedError naming this import.
 *
 * @example
 * ```ts
 * import { constant } from '@typelattice/tf/numpy';
 * import '@typelattice/tf/methods';
 * constant([[1, 2], [3, 4]], 'int8').reshape([4]).toArray(); // -> [1, 2, 3, 4]
 * ```
 */
installRuntime();

export {};
