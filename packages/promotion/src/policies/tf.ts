import { DTYPES } from '@typelattice/dtypes';
import data from '../data/tf.json';
import { withCells, type Grid, type TableOp } from '../grid';
import { formOf, kernelGaps } from '../kernel-gaps';
import { FIRST_WEAK, N } from '../operand';
import { MODES } from '../names';
import type { PolicyDef } from '../policy';
import { composeModes } from './compose';
import { jaxX64, jaxX64Grid } from './jax';
import { legacyTensorFlow } from './legacy';
import { memo, opEntry, opGrid, pythonIntPairIn, pythonIntRule, signedRange, type OpCells } from './recorded';
import { tfWeakStorage } from './tf-weak-storage';

// TensorFlow as shipped (numpy behaviour, dtype_conversion_mode 'all' / 'safe'): its result_type
// equals JAX's x64 lattice on all 324 cells (weak results included; the test checks the
// recording). 'safe' refuses the cells TensorFlow 2.21 refused with a TypeError. Other ops and
// forms carry their recorded differences (bool `*` is logical and; maximum gives no weak
// results). Cells TensorFlow has no kernel for (bool add, complex floordiv / mod / maximum,
// unsigned pow: InvalidArgumentError, NotFoundError) are refused as recorded (data.kernelGaps).
const SAFE = withCells(jaxX64Grid, Object.fromEntries(data.safeRefused.map((p) => [p, '-'])));
const ADD: Record<string, Grid> = { all: jaxX64Grid, safe: SAFE };

const GAPS = kernelGaps(data.kernelGaps);

// the promotion alone: a cell the mode refuses stays refused for every op, unless the op's own
// recording computes it (tf.math.atan2 does not promote: a NumPy array takes the tensor's dtype)
const NONE = new Int8Array(N * N).fill(-1);
const typeGrid = memo((key) => {
  const [mode, op, variant] = key.split('|') as [string, TableOp, string];
  const add = ADD[mode]!;
  const cells = (data.ops as Record<string, OpCells>)[mode]!;
  const g = opGrid(add, cells, op, variant);
  const own = withCells(NONE, opEntry(cells, op, variant));
  return g.map((r, i) => (add[i]! < 0 && own[i]! < 0 ? -1 : r)) as Grid;
});

// and without the cells TensorFlow has no kernel for (the kernel runs on the add promotion)
const grid = memo((key) => {
  const [mode, op, variant] = key.split('|') as [string, TableOp, string];
  return GAPS.apply(typeGrid(key), op, formOf(variant), ADD[mode]!);
});

const UINT64 = DTYPES.indexOf('uint64');
const int32Rule = pythonIntRule(() => signedRange(32n));

/** TensorFlow's numpy behaviour: modes all and safe. */
const numpyBehaviour: PolicyDef = {
  name: 'tf',
  modes: ['all', 'safe'],
  widening: ['safe', 'all'],
  source: 'TensorFlow 2.21 experimental_enable_numpy_behavior(dtype_conversion_mode=...), recorded',
  kind: 'lattice',
  variants: true,
  grid: (mode, op, variant, kernels = true) => (kernels ? grid : typeGrid)(`${mode}|${op}|${variant}`),
  library: GAPS.library,
  kernelGap: (mode, op, variant, a, b) =>
    typeGrid(`${mode}|${op}|${variant}`)[a * N + b]! < 0 ? -1 : GAPS.gap(op, formOf(variant), ADD[mode]!, a, b),
  // python ints are parsed as int32; a negative one next to a uint64 tensor raises (SystemError)
  scalar: (c) =>
    c.weak === FIRST_WEAK && c.tensor === UINT64 && (c.value as number | bigint) < 0
      ? { refuse: `the negative python int ${String(c.value)} cannot meet a uint64 tensor`, suggest: -1 }
      : int32Rule(c),
  // recorded: with numpy behaviour tf.add(2**62, 1) overflows (python ints are int32)
  pythonIntPair: pythonIntPairIn(signedRange(32n), 'int32'),
  lattice: () => jaxX64,
  weakStorage: tfWeakStorage,
};

/**
 * TensorFlow 2.21 as shipped: `legacy` (the default: plain TensorFlow, no numpy behaviour), `all`
 * and `safe` (`experimental_enable_numpy_behavior(dtype_conversion_mode=...)`; widening safe ⊂
 * all). Every mode is as recorded from TensorFlow 2.21.
 *
 * `legacy` is the same definition as `tf-rfc`'s `legacy` mode (see ./legacy.ts): the RFC's
 * tables of today's TensorFlow match what TensorFlow 2.21 does. Where they differ (a bfloat16
 * NumPy array, which TensorFlow 2.21 casts and the RFC's tables refuse) this policy follows the
 * recording and `tf-rfc` the RFC.
 */
export const tf: PolicyDef = composeModes(
  {
    name: 'tf',
    modes: MODES.tf,
    widening: ['safe', 'all'],
    source:
      'TensorFlow 2.21, recorded: legacy without numpy behaviour; all and safe with experimental_enable_numpy_behavior(dtype_conversion_mode=...)',
    kind: 'lattice',
    library: GAPS.library,
  },
  { legacy: legacyTensorFlow(true), all: numpyBehaviour, safe: numpyBehaviour },
);
