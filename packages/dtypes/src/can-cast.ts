import { DTYPES, type DType, type DTypeCode, type DTypeKind } from './dtype';
import { DTypeError } from './errors';
import { dtypeInfo } from './info';

/** NumPy's casting levels, from strictest to loosest. @example `CASTINGS[2]; // 'safe'` */
export const CASTINGS = ['no', 'equiv', 'safe', 'same_kind', 'unsafe'] as const;

/** A casting level, as `numpy.can_cast(from, to, casting)` takes it. @example `const c: Casting = 'same_kind';` */
export type Casting = (typeof CASTINGS)[number];

// Safe casts as a graph: every value of the source is a value of the target (NumPy's and
// ml_dtypes' registered safe casts, 64-bit ints -> float64 included as NumPy allows it).
// Safe casting is the reflexive-transitive closure of these edges.
const SAFE_EDGES: readonly (readonly [DType, DType])[] = [
  ['bool', 'uint8'],
  ['bool', 'int8'],
  ['uint8', 'uint16'],
  ['uint16', 'uint32'],
  ['uint32', 'uint64'],
  ['int8', 'int16'],
  ['int16', 'int32'],
  ['int32', 'int64'],
  ['uint8', 'int16'],
  ['uint16', 'int32'],
  ['uint32', 'int64'],
  ['uint8', 'float16'],
  ['int8', 'float16'],
  ['uint16', 'float32'],
  ['int16', 'float32'],
  ['int32', 'float64'],
  ['int64', 'float64'],
  ['uint64', 'float64'],
  ['float16', 'float32'],
  ['float32', 'float64'],
  ['float32', 'complex64'],
  ['float64', 'complex128'],
  ['complex64', 'complex128'],
  // bfloat16, as ml_dtypes registers it: int8/uint8 fit, and bfloat16 widens only to float32.
  ['uint8', 'bfloat16'],
  ['int8', 'bfloat16'],
  ['bfloat16', 'float32'],
];

// `same_kind` allows a cast that is safe or that does not go down NumPy's kind order.
const KIND_ORDER: readonly DTypeKind[] = ['b', 'u', 'i', 'f', 'c'];

// ml_dtypes registers bfloat16's casts with its own levels, and NumPy's `same_kind` follows them
// where they differ from the kind order (the real library wins for NumPy's policy):
// complex -> bfloat16 is same_kind, bfloat16 -> float16 is not.
const SAME_KIND_ADDED: readonly (readonly [DType, DType])[] = [
  ['complex64', 'bfloat16'],
  ['complex128', 'bfloat16'],
];
const SAME_KIND_REMOVED: readonly (readonly [DType, DType])[] = [['bfloat16', 'float16']];

const N = DTYPES.length;

function closure(edges: readonly (readonly [DType, DType])[]): boolean[][] {
  const reach = DTYPES.map((_, i) => DTYPES.map((__, j) => i === j));
  for (const [a, b] of edges) reach[dtypeInfo(a).index]![dtypeInfo(b).index] = true;
  for (let k = 0; k < N; k++) {
    for (let i = 0; i < N; i++) {
      for (let j = 0; j < N; j++) if (reach[i]![k] && reach[k]![j]) reach[i]![j] = true;
    }
  }
  return reach;
}

function buildTables(): Record<Casting, boolean[][]> {
  const safe = closure(SAFE_EDGES);
  const rank = (d: DType) => KIND_ORDER.indexOf(dtypeInfo(d).kind);
  const sameKind = DTYPES.map((a, i) => DTYPES.map((b, j) => safe[i]![j]! || rank(a) <= rank(b)));
  for (const [a, b] of SAME_KIND_ADDED) sameKind[dtypeInfo(a).index]![dtypeInfo(b).index] = true;
  for (const [a, b] of SAME_KIND_REMOVED) sameKind[dtypeInfo(a).index]![dtypeInfo(b).index] = false;
  const identity = DTYPES.map((_, i) => DTYPES.map((__, j) => i === j));
  return {
    no: identity,
    equiv: identity, // byte order is always native here, so equiv is no
    safe,
    same_kind: sameKind,
    unsafe: DTYPES.map(() => DTYPES.map(() => true)),
  };
}

let tables: Record<Casting, boolean[][]> | undefined;

/**
 * Whether a cast between dtypes is allowed at a casting level, as `numpy.can_cast(from, to,
 * casting)` answers for the NumPy dtypes and ml_dtypes for bfloat16. Derived from a list of safe
 * cast edges and NumPy's kind order, not a typed-in table.
 *
 * @example
 * ```ts
 * canCast('int8', 'float16', 'safe'); // true
 * canCast('int16', 'bfloat16', 'safe'); // false
 * canCast('float64', 'int32', 'same_kind'); // false
 * ```
 * @throws DTypeError for an unknown dtype or casting level.
 */
export function canCast(from: DType | DTypeCode, to: DType | DTypeCode, casting: Casting = 'safe'): boolean {
  const i = dtypeInfo(from).index;
  const j = dtypeInfo(to).index;
  if (!(CASTINGS as readonly string[]).includes(casting)) {
    throw new DTypeError(`Unknown casting ${JSON.stringify(casting)}; use one of ${CASTINGS.join(', ')}.`);
  }
  tables ??= buildTables();
  return tables[casting][i]![j]!;
}
