import { DTYPES, type DType } from '@typelattice/dtypes';
import { floatOf } from '../array-ops/array-promoter';
import { NO_CALL, NO_KERNEL } from '../array-ops/tables';
import { PolicyError, PromotionError } from '../errors';
import { EXTENSION_CATALOGUE, type ExtensionCatalogueEntry } from '../extension-catalogue';
import { castFor } from '../families/unary-promoter';
import { FIRST_WEAK, isWeakIndex, N, OPERANDS } from '../operand';
import { OP_INDEX } from '../ops';
import { asResolved, type Promoter, type ResolvedPromoter } from '../promoter';
import { DERIVED_FREQUENCY_DTYPE, derivedExtensionGrid, derivedExtensionRow } from './derived';

// The results of the linalg and fft functions per policy mode: recorded from the library, or
// derived (./derived.ts) for the RFC's modes and for a function the library lacks.

const ADD = OP_INDEX.get('add')!;

/** Every extension function by name and alias. */
const BY_NAME = /* @__PURE__ */ (() => new Map<string, ExtensionCatalogueEntry>(EXTENSION_CATALOGUE.flatMap((e) => [e.name, ...e.aliases].map((n) => [n, e] as const))))();
/** Every extension function by its recorded table. */
const BY_TABLE = /* @__PURE__ */ (() => new Map<string, ExtensionCatalogueEntry>(EXTENSION_CATALOGUE.map((e) => [e.table, e])))();

/** The catalogue entry of a function (by name or alias), or a PolicyError listing them. */
export function extensionSpec(op: string): ExtensionCatalogueEntry {
  const e = BY_NAME.get(op);
  if (e === undefined) throw new PolicyError('op', op, [...BY_NAME.keys()], '(a linalg or fft function)');
  return e;
}

/** How a call reaches an extension function: whether its weak operands are weakly typed tensors (JAX, TensorFlow's numpy behaviour) rather than python lists. */
export interface ExtensionCall {
  readonly weakArrays?: boolean | undefined;
}

const TABLES = new WeakMap<ResolvedPromoter, Map<string, Int8Array>>();
const outputsOf = (e: ExtensionCatalogueEntry): number => ('outputs' in e ? e.outputs.length : 1);

/** Output `k`'s table of a function in the mode: a row (one operand) or a grid (two). */
function tableOf(p: ResolvedPromoter, e: ExtensionCatalogueEntry, k: number, weakArrays: boolean): Int8Array {
  let cache = TABLES.get(p);
  if (!cache) TABLES.set(p, (cache = new Map()));
  const key = `${e.table}#${k}|${weakArrays}`;
  let t = cache.get(key);
  if (t === undefined) {
    t = recordedTable(p, e, k, weakArrays) ?? derivedTable(p, e, k);
    cache.set(key, t);
  }
  return t;
}

function recordedTable(p: ResolvedPromoter, e: ExtensionCatalogueEntry, k: number, weak: boolean): Int8Array | undefined {
  const rec = p.def.recording(p.mode)?.extensions;
  if (rec === undefined) return undefined;
  const outputs = outputsOf(e);
  if (rec.has(e.table)) return e.signature === 'two' ? rec.grid(e.table, k, outputs, weak) : rec.row(e.table, k, outputs, weak);
  if (!('standIn' in e)) return undefined;
  const stand = BY_TABLE.get(e.standIn)!;
  if (stand.signature !== 'two') return rec.row(stand.table, k, 1, weak);
  // a one-operand function standing in for a two-operand one: the operand with itself
  const g = rec.grid(stand.table, 0, 1, weak)!;
  return Int8Array.from({ length: N }, (_, a) => g[a * N + a]!);
}

function derivedTable(p: ResolvedPromoter, e: ExtensionCatalogueEntry, k: number): Int8Array {
  if (e.signature === 'two') return derivedExtensionGrid(e.family, p.table(ADD, 0, false), floatOf(p));
  return derivedExtensionRow(e.family, e.table, k, floatOf(p));
}

/** Where a policy mode's extension tables come from: the library mode recorded, or `derived`. */
export const extensionSource = (p: Promoter): string => asResolved(p).def.recording(p.mode)?.extensions?.source ?? 'derived';

const libraryOf = (p: ResolvedPromoter): string => p.def.library ?? p.policy;

/** The floats a refused operand is best cast to, in order: the precision it needs (a complex: its parts'). */
const PREFERRED: Readonly<Record<string, readonly DType[]>> = {
  complex64: ['float32', 'float64'],
  complex128: ['float64', 'float32'],
  float16: ['float32', 'float64'],
  bfloat16: ['float32', 'float64'],
  float32: ['float64', 'complex64'],
  float64: ['float32', 'complex128'],
  int32: ['float64', 'float32'],
  int64: ['float64', 'float32'],
  uint32: ['float64', 'float32'],
  uint64: ['float64', 'float32'],
};

/** The cast for a refused operand `a`: a float it fits (float32 for small integers), else the package's nearest accepted dtype. */
function castTarget(row: Int8Array, a: number): number {
  const from = a >= FIRST_WEAK ? DEFAULT_OF[OPERANDS[a]!]! : DTYPES[a]!;
  for (const d of PREFERRED[from] ?? ['float32', 'float64']) if (row[DTYPES.indexOf(d)]! >= 0) return DTYPES.indexOf(d);
  return castFor(row, a);
}
const DEFAULT_OF: Readonly<Record<string, DType>> = { 'i*': 'int64', 'f*': 'float64', 'c*': 'complex128' };

function refusal(p: ResolvedPromoter, op: string, operands: readonly number[], r: { reason: string; cast: string; fix?: { operand: 'a' | 'b' | 'both'; castTo: DType }; refusedBy: 'op' | 'no-kernel' | 'promotion' }): PromotionError {
  const names = operands.map((o) => OPERANDS[o]!);
  return new PromotionError({ policy: p.policy, mode: p.mode, op, a: names[0]!, b: names[1] ?? names[0]!, operands: names, ...r });
}

/** The PromotionError of a one-operand function refusing operand `a` (cell `c` of `row`). */
function rowRefusal(p: ResolvedPromoter, op: string, e: ExtensionCatalogueEntry, row: Int8Array, a: number, c: number): PromotionError {
  const name = OPERANDS[a]!;
  const lib = libraryOf(p);
  const weak = isWeakIndex(a);
  if (c === NO_CALL || (weak && !row.some((x, i) => x >= 0 && isWeakIndex(i)))) {
    const d = DEFAULT_OF[name]!;
    const to = row[DTYPES.indexOf(d)]! >= 0 ? d : DTYPES[Math.max(0, castTarget(row, a))]!;
    return refusal(p, op, [a], {
      reason: `${lib}'s ${e.table} takes an array, not a python scalar or list (${name})`,
      cast: `make the operand a tensor first (constant(x, '${to}'))`,
      refusedBy: 'op',
    });
  }
  const t = castTarget(row, a);
  return refusal(p, op, [a], {
    reason: c === NO_KERNEL ? `${lib} has no ${e.table} kernel for ${name}` : `${lib}'s ${e.table} does not take ${name}`,
    cast:
      t < 0
        ? `no dtype is accepted here: compute ${op} another way`
        : weak
          ? `make the operand a tensor of a dtype the function takes (constant(x, '${DTYPES[t]}'))`
          : `cast the ${name} operand to ${DTYPES[t]} explicitly (x.cast('${DTYPES[t]}'))`,
    ...(t >= 0 ? { fix: { operand: 'a' as const, castTo: DTYPES[t]! } } : {}),
    refusedBy: c === NO_KERNEL ? 'no-kernel' : 'op',
  });
}

/** The PromotionError of a two-operand function refusing the pair (a, b). */
function gridRefusal(p: ResolvedPromoter, op: string, e: ExtensionCatalogueEntry, g: Int8Array, a: number, b: number, c: number): PromotionError {
  const lib = libraryOf(p);
  const join = p.table(ADD, 0, false)[a * N + b]!;
  const to = [join, b, a].find((t) => t >= 0 && t < FIRST_WEAK && g[t * N + t]! >= 0);
  const same = a === b;
  return refusal(p, op, [a, b], {
    reason:
      c === NO_KERNEL
        ? `${lib} has no ${e.table} kernel for ${OPERANDS[a]}${same ? '' : ` and ${OPERANDS[b]}`}`
        : same
          ? `${lib}'s ${e.table} does not take ${OPERANDS[a]}`
          : `${lib}'s ${e.table} does not promote ${OPERANDS[a]} and ${OPERANDS[b]}`,
    cast: to === undefined ? 'cast both operands to one dtype the function takes first' : `cast the operands to ${DTYPES[to]} first (x.cast('${DTYPES[to]}'))`,
    ...(to !== undefined ? { fix: { operand: 'both' as const, castTo: DTYPES[to]! } } : {}),
    refusedBy: c === NO_KERNEL ? 'no-kernel' : same ? 'op' : 'promotion',
  });
}

/**
 * The result operand of each output of a `linalg` or `fft` function (by name or alias: `'solve'`,
 * `'diagonal'`, `'rfft'`) on `operands` under a promoter's policy and mode: one for a single
 * result, one per named output (`eigh`: eigenvalues, eigenvectors). A function of two arrays takes
 * two operands, the others one (fftfreq and rfftfreq take none: {@link frequencyResult}).
 *
 * @example
 * ```ts
 * import { extensionResult, promoter } from '@typelattice/promotion';
 * extensionResult(promoter('numpy'), 'inv', ['int8']); // ['float64']
 * extensionResult(promoter('jax', 'x32'), 'inv', ['int8']); // ['float32']
 * extensionResult(promoter('numpy'), 'eigh', ['complex64']); // ['float32', 'complex64']
 * extensionResult(promoter('numpy'), 'fft', ['float32']); // ['complex64']
 * extensionResult(promoter('tf'), 'inv', ['int32']); // PromotionError: tensorflow has no inv kernel for int32 (cast it to float64)
 * ```
 * @throws PromotionError where the policy refuses the operands, with the cast that works;
 * PolicyError for an unknown function or the wrong number of operands.
 */
export function extensionResult(p: Promoter, op: string, operands: readonly string[], call?: ExtensionCall): readonly string[] {
  const e = extensionSpec(op);
  if (e.signature === 'count') {
    throw new PolicyError('op', op, [...BY_NAME.keys()].filter((n) => BY_NAME.get(n)!.signature !== 'count'), '(a function of arrays: use frequencyResult for fftfreq and rfftfreq)');
  }
  const want = e.signature === 'two' ? 2 : 1;
  if (operands.length !== want) {
    throw new PolicyError('operand', operands.length, [String(want)], `operands for ${op}`, undefined, `${op} takes ${want} operand${want === 1 ? '' : 's'}; got ${operands.length}`);
  }
  const ops = operands.map((o, i) => {
    const k = OPERANDS.indexOf(o as never);
    if (k < 0) throw new PolicyError('operand', o, OPERANDS, `(operand ${i + 1} of ${op}; a promoter takes canonical operand names)`);
    return k;
  });
  const r = asResolved(p);
  const weak = call?.weakArrays === true;
  const out: string[] = [];
  for (let k = 0; k < outputsOf(e); k++) {
    const t = tableOf(r, e, k, weak);
    const c = want === 2 ? t[ops[0]! * N + ops[1]!]! : t[ops[0]!]!;
    if (c < 0) throw want === 2 ? gridRefusal(r, op, e, t, ops[0]!, ops[1]!, c) : rowRefusal(r, op, e, t, ops[0]!, c);
    out.push(OPERANDS[c]!);
  }
  return out;
}

/**
 * The dtype of `fftfreq` / `rfftfreq` under a promoter's policy and mode: the library's default
 * float without `dtype` (NumPy and JAX with x64: float64; PyTorch, JAX x32: float32; the RFC's
 * modes and TensorFlow, which has none: float32), else `dtype` where the library takes it.
 *
 * @example
 * ```ts
 * import { frequencyResult, promoter } from '@typelattice/promotion';
 * frequencyResult(promoter('numpy'), 'fftfreq'); // 'float64'
 * frequencyResult(promoter('torch'), 'fftfreq'); // 'float32'
 * frequencyResult(promoter('jax'), 'rfftfreq', 'float16'); // 'float16'
 * frequencyResult(promoter('numpy'), 'fftfreq', 'float32'); // 'float32' (NumPy has no dtype argument: the result cast)
 * ```
 * @throws PromotionError for a `dtype` the library refuses.
 */
export function frequencyResult(p: Promoter, op: 'fftfreq' | 'rfftfreq', dtype?: DType): DType {
  const e = extensionSpec(op);
  const r = asResolved(p);
  const rec = r.def.recording(r.mode)?.extensions?.frequencies(e.table);
  const fallback = rec?.fallback ?? DERIVED_FREQUENCY_DTYPE;
  if (dtype === undefined) return DTYPES[fallback]!;
  const row = rec?.row ?? derivedExtensionRow('frequencies', e.table, 0, () => -1);
  const a = DTYPES.indexOf(dtype);
  const c = a < 0 ? -1 : row[a]!;
  // a library without a dtype argument (NumPy): its users cast the result, which a real float dtype stands for
  if (c === NO_CALL) {
    if (a >= 0 && (dtype === 'float16' || dtype === 'bfloat16' || dtype === 'float32' || dtype === 'float64')) return dtype;
    throw refusal(r, op, [a], { reason: `${op} gives real floats: ${libraryOf(r)}'s takes no dtype argument, and ${String(dtype)} is not a real float dtype`, cast: `pass a real float dtype, or cast the result (fft.${op}(n).cast('${String(dtype)}'))`, refusedBy: 'op' });
  }
  if (c < 0) throw rowRefusal(r, op, e, row, a, c);
  return DTYPES[c]!;
}
