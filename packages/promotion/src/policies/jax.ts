import data from '../data/jax.json';
import { makeGrid, type Grid, type TableOp } from '../grid';
import { buildLattice, type Lattice } from '../lattice';
import { kernelGaps } from '../kernel-gaps';
import { N, OPERAND_CODES } from '../operand';
import { MODES } from '../names';
import type { PolicyDef } from '../policy';
import { INT64_PAIR, memo, opGrid, pythonIntPairIn, pythonIntRule, signedRange, type OpCells } from './recorded';

const INT32_PAIR = pythonIntPairIn(signedRange(32n), 'int32');

// jax.numpy promotion: the JEP's lattice (x64); the same with JAX's x32 edge and 64-bit dtypes
// canonicalized to 32 bits, inputs and results (x32); the strict lattice, where only weak types
// promote. Per-op cells (truediv, floordiv, mod, pow, bool subtraction) are recorded from JAX 0.10.2.
const lattices: Record<string, Lattice> = {
  x64: buildLattice(data.standard, OPERAND_CODES),
  x32: buildLattice({ ...data.standard, ...data.x32Edges }, OPERAND_CODES),
  strict: buildLattice(data.strict, OPERAND_CODES),
};

const code = (i: number) => OPERAND_CODES[i]!;
const CANON: Record<string, string> = data.x32Canonical;
const canonical32 = (r: number) => (r < 0 ? r : OPERAND_CODES.indexOf(CANON[code(r)] ?? code(r)));

/** The join table of a lattice in operand order; `canon` maps inputs and results (x32: 64-bit dtypes to 32-bit). */
export const latticeGrid = (l: Lattice, canon: (r: number) => number = (r) => r): Grid =>
  makeGrid((a, b) => {
    const j = l.join(code(canon(a)), code(canon(b)));
    return j === undefined ? -1 : canon(OPERAND_CODES.indexOf(j));
  });

const ADD: Record<string, Grid> = {
  x64: latticeGrid(lattices.x64!),
  x32: latticeGrid(lattices.x32!, canonical32),
  strict: latticeGrid(lattices.strict!),
};

// jax.numpy has no complex floor_divide (recorded as a missing kernel): refused as data.kernelGaps says
const GAPS = kernelGaps(data.kernelGaps);

const typeGrid = memo((key) => {
  const [mode, op] = key.split('|') as [string, TableOp];
  return opGrid(ADD[mode]!, (data.ops as Record<string, OpCells>)[mode]!, op);
});

const grid = memo((key) => {
  const [mode, op] = key.split('|') as [string, TableOp];
  return GAPS.apply(typeGrid(key), op, 'function', ADD[mode]!);
});

export const jax: PolicyDef = {
  name: 'jax',
  modes: MODES.jax,
  widening: ['strict', 'x64'],
  source: 'JAX JEP 9407 lattice and jax._src.dtypes; per-op cells recorded from JAX 0.10.2',
  kind: 'lattice',
  grid: (mode, op, _variant, kernels = true) => (kernels ? grid : typeGrid)(`${mode}|${op}`),
  library: GAPS.library,
  kernelGap: (mode, op, _variant, a, b) =>
    typeGrid(`${mode}|${op}`)[a * N + b]! < 0 ? -1 : GAPS.gap(op, 'function', ADD[mode]!, a, b),
  scalar: pythonIntRule((mode) => signedRange(mode === 'x32' ? 32n : 64n)),
  // two python ints are computed in JAX's default integer (recorded: jnp.add(2**62, 1) overflows without x64)
  pythonIntPair: (mode, x, y, r) => (mode === 'x32' ? INT32_PAIR : INT64_PAIR)(mode, x, y, r),
  lattice: (mode) => lattices[mode],
};

/** The x64 lattice, which shipped TensorFlow's result_type follows. */
export const jaxX64 = lattices.x64!;
export const jaxX64Grid = ADD.x64!;

