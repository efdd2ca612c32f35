import data from '../data/tf.json';
import { withCells, type Grid, type TableOp } from '../grid';
import type { PolicyDef } from '../policy';
import { jaxX64, jaxX64Grid } from './jax';
import { memo, opGrid, pythonIntRule, signedRange, type OpCells } from './recorded';

// TensorFlow as shipped (numpy behaviour, dtype_conversion_mode 'all' / 'safe'): its result_type
// equals JAX's x64 lattice on all 324 cells (weak results included; the test checks the
// recording). 'safe' refuses the cells TensorFlow 2.21 refused with a TypeError.
const SAFE = withCells(jaxX64Grid, Object.fromEntries(data.safeRefused.map((p) => [p, '-'])));
const ADD: Record<string, Grid> = { all: jaxX64Grid, safe: SAFE };

const grid = memo((key) => {
  const [mode, op] = key.split('|') as [string, TableOp];
  const add = ADD[mode]!;
  // a cell the mode refuses stays refused for every op
  const g = opGrid(add, (data.ops as Record<string, OpCells>)[mode]!, op);
  return g.map((r, i) => (add[i]! < 0 ? -1 : r)) as Grid;
});

export const tf: PolicyDef = {
  name: 'tf',
  modes: ['all', 'safe'],
  widening: ['safe', 'all'],
  source: 'TensorFlow 2.21 experimental_enable_numpy_behavior(dtype_conversion_mode=...), recorded',
  kind: 'lattice',
  grid: (mode, op) => grid(`${mode}|${op}`),
  scalar: pythonIntRule(() => signedRange(32n)),
  lattice: () => jaxX64,
};

