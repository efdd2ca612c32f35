import data from '../data/torch.json';
import { parseRows, type TableOp } from '../grid';
import type { PolicyDef } from '../policy';
import { memo, opGrid, pythonIntRule, type OpCells } from './recorded';

// PyTorch's promotion, recorded from PyTorch 2.13 (torch.mul: add lacks uint16/32/64 kernels);
// python scalar pairs from the JEP; complex32 (float16 + python complex) is not a dtype here:
// the JEP's complex64 is kept and the deviation is listed.
const { grid: ADD } = parseRows(data.rows);
const grid = memo((op) => opGrid(ADD, data.ops as OpCells, op as TableOp));

export const torch: PolicyDef = {
  name: 'torch',
  modes: ['default'],
  widening: [],
  source: 'PyTorch 2.13.0, recorded (torch.mul and per-op differences)',
  kind: 'table',
  grid: (_mode, op) => grid(op),
  scalar: pythonIntRule(() => [-(1n << 63n), (1n << 64n) - 1n]),
};
