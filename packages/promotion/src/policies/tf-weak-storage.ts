import type { DType, WeakKind } from '@typelattice/dtypes';
import { BOOL } from '../families/tables';
import { FIRST_WEAK } from '../operand';

// Where TensorFlow 2.21 (numpy behaviour, modes all and safe) stores a weak result: a Python int
// becomes a WeakTensor of int32, a Python float one of float32, a Python complex one of
// complex128; a weak float result keeps float32 only while every operand is a bool, a Python int
// or a Python float (and, for true division, one of them is a float: 1 / 2 divides int32s, which
// gives float64), else it is float64 (int8 tensor + 1.5 is a weak float64, as is uint64 + int8,
// and abs, real and imag of a Python complex: the part of a complex128). Measured
// on every weak cell of every recorded table (10 ops, function and operator forms, tensor and
// NumPy-array operands: 961 weak cells in all, 341 in safe) by tools/record/record_tables.py,
// which records each weak cell's dtype (`weakDtypes`), and on the unary tables of
// record_families.py; the conformance suite replays them all.
//
// Two ops go their own way (the families tables of record_families.py, modes all and safe):
// - log2 and log10 exist in TensorFlow only as tf.experimental.numpy functions, which compute a
//   Python scalar in float64: log2(1) and log2(1.0) are weak float64;
// - clip_by_value converts its x to a tensor before it clips, so a Python int x is a weak int32
//   tensor when it meets a float bound: clip(1, 0.5, 2.0) is a weak float64, while a Python
//   float x stays float32 whatever its bounds.

const F_WEAK = FIRST_WEAK + 1;
/** The ops whose weak float result TensorFlow always stores in float64 (tf.experimental.numpy's). */
const FLOAT64_WEAK_OPS: ReadonlySet<string> = new Set(['log2', 'log10']);
/** The ops that make their first operand (x) a tensor before they promote it. */
const TENSOR_FIRST_OPS: ReadonlySet<string> = new Set(['clipByValue']);
const onlyScalars = (x: number): boolean => x === BOOL || x === FIRST_WEAK || x === F_WEAK;

/** The dtype shipped TensorFlow stores a weak result of `op` on `a`, `b` (operand indices) in. */
export function tfWeakStorage(_mode: string, op: string, a: number, b: number, kind: WeakKind): DType {
  if (kind === 'i*') return 'int32';
  if (kind === 'c*') return 'complex128';
  if (FLOAT64_WEAK_OPS.has(op)) return 'float64';
  if (TENSOR_FIRST_OPS.has(op) && a === FIRST_WEAK) return 'float64';
  const narrow = onlyScalars(a) && onlyScalars(b) && (op !== 'truediv' || a === F_WEAK || b === F_WEAK);
  return narrow ? 'float32' : 'float64';
}
