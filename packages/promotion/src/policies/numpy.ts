import data from '../data/numpy.json';
import { parseRows, type TableOp } from '../grid';
import type { PolicyDef } from '../policy';
import { intOverflowRule, memo, opGrid, type OpCells } from './recorded';

// NumPy 2 (NEP 50) with ml_dtypes, as np.add computes: recorded, bfloat16 included (the real
// library wins over the JEP table, which predates ml_dtypes). Python scalar pairs come from the JEP.
const { grid: ADD } = parseRows(data.rows);
const grid = memo((op) => opGrid(ADD, data.ops as OpCells, op as TableOp));

export const numpy: PolicyDef = {
  name: 'numpy',
  modes: ['default'],
  widening: [],
  source: 'NumPy 2.4.6 + ml_dtypes 0.6.0, recorded (np.add and per-op differences)',
  kind: 'table',
  grid: (_mode, op) => grid(op),
  scalar: intOverflowRule,
};
