import { DTYPES, dtypeInfo } from '@typelattice/dtypes';
import { FIRST_WEAK, N, makeGrid, parseRows, type Grid, type TableOp } from '../grid';
import data from '../data/legacy.json';
import { isWeakIndex } from '../operand';
import { fitsDType } from '../scalar';
import { floatConvertible, opEntry, pythonIntRule, signedRange } from './recorded';
import type { PolicyDef, ScalarOutcome } from '../policy';
import { truedivOf } from '../truediv';

// Today's TensorFlow (no numpy behaviour): the `legacy` mode of both `tf-rfc` and `tf`.
//
// ONE definition serves both, because the RFC's tables of today's TensorFlow (tf.add, the `+`
// operator, NumPy-array operands, Variable.assign_add) match what TensorFlow 2.21 does, as
// recorded (conformance/fixtures/tables/tensorflow-legacy.json, assign_add/tensorflow-legacy.json):
// tf.add converts its first operand (a python scalar becomes int32 / float32 / complex128), then
// the second must have that dtype or be a python scalar convertible to it. `a + b` with a python
// scalar on the left runs the reflected operator. Bool is not supported by add. Every other op is
// as TensorFlow 2.21 computes it (recorded in data/legacy.json; sub, mul and the rest convert a
// python scalar or an array to the tensor's dtype whichever side it is on), truediv included;
// an op not recorded follows add.
//
// Where the recordings and the RFC's tables differ, the recorded behaviour is `tf`'s and the
// RFC's is `tf-rfc`'s. They differ in one place: the RFC's tables refuse a bfloat16 NumPy array
// (NumPy had no bfloat16), while TensorFlow 2.21 casts an ml_dtypes bfloat16 array like any
// other array (tf.add(tensor, array) and assign_add with an array: the tensor's dtype; a bfloat16
// array first next to a bfloat16 tensor: bfloat16). `bfloat16Arrays` says which one a mode follows
// for the ops. Variable.assign_add follows TensorFlow 2.21 in both (a bfloat16 array is cast to
// the Variable's dtype, bool Variables excepted): the RFC's assign_add table describes what
// TensorFlow does to a Variable, and refuses a bfloat16 array only because NumPy had none; a
// Variable update that TensorFlow performs must not be refused (conformance lists the 14 spec
// cells as spec-legacy-assign-add-bfloat16-array).
const idx = (d: (typeof DTYPES)[number]) => DTYPES.indexOf(d);
const DEFAULT = [idx('int32'), idx('float32'), idx('complex128')];
/** Kinds a python int, float, complex converts to. */
const CONVERTS_TO = [new Set(['u', 'i', 'f', 'c']), new Set(['f', 'c']), new Set(['c'])];
const BOOL = idx('bool');
const BF16 = idx('bfloat16');

const kindOf = (d: number) => dtypeInfo(DTYPES[d]!).kind;

function add(a: number, b: number): number {
  const x = isWeakIndex(a) ? DEFAULT[a - FIRST_WEAK]! : a;
  if (x === BOOL) return -1;
  if (!isWeakIndex(b)) return b === x ? x : -1;
  return CONVERTS_TO[b - FIRST_WEAK]!.has(kindOf(x)) ? x : -1;
}

function cell(a: number, b: number, aRole: string, bRole: string, form: string, bfloat16Arrays: boolean): number {
  const aArray = aRole === 'ndarray' && !isWeakIndex(a);
  const bArray = bRole === 'ndarray' && !isWeakIndex(b);
  const refuseBf16 = !bfloat16Arrays;
  if (refuseBf16 && aArray && a === BF16) return -1;
  // A NumPy array is cast to the dtype of the tensor beside it. Two arrays: TensorFlow converts
  // the first to a tensor of its own dtype, then the second as beside any tensor (recorded:
  // tf.add(uint8 array, uint16 array) is uint8).
  if (bArray) return a === BOOL || (refuseBf16 && b === BF16) || isWeakIndex(a) ? -1 : a;
  if (refuseBf16 && bArray && b === BF16) return -1;
  if (form === 'operator' && isWeakIndex(a)) return isWeakIndex(b) ? -1 : add(b, a);
  return add(a, b);
}

// A python int is converted to the tensor's dtype, wrapping for 8- to 32-bit dtypes (recorded:
// uint8 + 256 is uint8) but raising for a 64-bit dtype it does not fit (recorded: uint64 takes
// 2^64 - 1 and refuses 2^64 and -1; int64 refuses what is outside its own range). float16,
// float32, float64 and complex128 take any python int whose float64 rounding is finite (recorded:
// float16 + 2**63 is inf, float32 + 2**100 is 2**100); bfloat16 and complex64 go through int64.
// (TensorFlow 2.21 answers uint64 + 2**64 with SystemError in a fresh process and 0 on a later
// call; the first answer is taken.)
const INT64 = idx('int64');
const UINT64 = idx('uint64');
const FLOAT_TAKES_ANY_INT = new Set((['float16', 'float32', 'float64', 'complex128'] as const).map((d) => idx(d)));
const int64Rule = pythonIntRule(() => signedRange(64n));
const INT32 = idx('int32');
const INT32_RANGE = signedRange(32n);
const INT64_RANGE = signedRange(64n);
const within = (v: bigint, r: readonly bigint[]): boolean => v >= r[0]! && v <= r[1]!;

/**
 * `tf.add(x, y)` of two python ints (recorded): TensorFlow converts `x` by its value, to int32
 * where it fits and else int64 (ValueError beyond), then converts `y` to that dtype, which must
 * hold it (`tf.add(2**62, 1)` is int64; `tf.add(1, 2**62)` raises).
 */
function legacyPythonIntPair(_mode: string, x: bigint, y: bigint, result: number): ScalarOutcome {
  const first = within(x, INT32_RANGE) ? INT32 : within(x, INT64_RANGE) ? INT64 : -1;
  if (first < 0) return { refuse: `the python int ${x} does not fit int64, the widest dtype TensorFlow converts a python int to`, suggest: -1 };
  if (!within(y, first === INT32 ? INT32_RANGE : INT64_RANGE)) {
    return { refuse: `the python int ${y} does not fit ${DTYPES[first]}, the dtype of the first python int (${x})`, suggest: -1 };
  }
  return result === INT32 ? first : result;
}

/**
 * Legacy TensorFlow. `bfloat16Arrays`: whether a bfloat16 NumPy array is accepted (TensorFlow
 * 2.21 as recorded, the `legacy` mode of `tf`) or refused (the RFC's tables, the `legacy` mode of
 * `tf-rfc`).
 */
export function legacyTensorFlow(bfloat16Arrays: boolean): PolicyDef {
  const cache = new Map<string, Grid>();
  return {
    name: 'legacy',
    modes: ['legacy'],
    widening: [],
    source: bfloat16Arrays
      ? 'TensorFlow 2.21 without numpy behaviour, recorded (tf.add, the + operator, NumPy-array operands, Variable.assign_add, every op)'
      : "TensorFlow RFC: today's tf.add, the + operator, NumPy-array operands and Variable.assign_add; other ops as TensorFlow 2.21 computes them",
    kind: 'rule',
    variants: true,
    // tf.experimental.numpy.result_type without numpy behaviour: no op promotes this way (see
    // ../result-type-nary.ts), but it is TensorFlow's result_type of these operands
    naryRule: () => 'numpy-tensors-first',
    pythonIntPair: legacyPythonIntPair,
    scalar: (c) =>
      c.weak === FIRST_WEAK && (c.tensor === INT64 || c.tensor === UINT64)
        ? fitsDType(c.value, c.tensor)
          ? c.result
          : { refuse: `the python int ${String(c.value)} does not fit ${DTYPES[c.tensor]}`, suggest: -1 }
        : c.weak === FIRST_WEAK && FLOAT_TAKES_ANY_INT.has(c.tensor)
          ? floatConvertible(c.value)
            ? c.result
            : { refuse: `the python int ${String(c.value)} is too large to convert to a float`, suggest: -1 }
          : int64Rule(c),
    grid(_mode: string, op: TableOp, variant: string): Grid {
      const key = `${op}|${variant}`;
      let g = cache.get(key);
      if (!g) {
        const [aRole, bRole, form] = variant.split('/') as [string, string, string];
        const recorded = op === 'add' || op === 'assign_add' ? undefined : opEntry(data.ops as Record<string, string[]>, op, variant);
        const base = makeGrid((a, b) => cell(a, b, aRole, bRole, form, bfloat16Arrays));
        g = recorded
          ? parseRows(recorded).grid
          : op === 'truediv'
            ? makeGrid((a, b) => truedivOf(base[a * N + b]!))
            : op === 'assign_add'
              ? makeGrid((a, b) => (isWeakIndex(a) ? -1 : cell(a, b, 'tensor', bRole, 'function', true)))
              : base;
        cache.set(key, g);
      }
      return g;
    },
  };
}
