import { DTYPES, type DType, type WeakKind } from '@typelattice/dtypes';
import type { PolicyName } from '../names';
import { OPERANDS, type Operand } from '../operand';
import { creationDefaults, type CreationDefaults } from './defaults';
import { KIND_CODES, type CreationCell, type CreationRecording } from './recorded';
import { asResolved, type Promoter } from '../promoter';

// Each policy's creation functions: what they give without a dtype, which dtypes they take, what
// the *_like functions, tril/triu and meshgrid give for each operand. The
// recorded policy modes answer from their recording; the RFC's modes and the deprecated proposals
// follow TensorFlow by the decisions of array-ops/DECISIONS.md ("Creation functions").

/**
 * The creation functions, named as the recordings name them (NumPy's names; random numbers as
 * `random_uniform`, `random_normal`, `random_integers`).
 *
 * @example
 * ```ts
 * import type { CreationFunction } from '@typelattice/promotion';
 * const fn: CreationFunction = 'linspace';
 * ```
 */
export type CreationFunction =
  | 'zeros' | 'ones' | 'empty' | 'full' | 'arange' | 'linspace' | 'eye'
  | 'zeros_like' | 'ones_like' | 'empty_like' | 'full_like' | 'tril' | 'triu' | 'meshgrid'
  | 'random_uniform' | 'random_normal' | 'random_integers';

/** The kind of the Python values a call is made from (`full(shape, 2.5)` is `float`). */
export type ValueKind = 'bool' | 'int' | 'float' | 'complex';

/**
 * How a policy's creation functions convert a value into an explicit dtype (`full(shape, 300,
 * 'uint8')`): `numpy` (a Python int must fit; floats, complex and bools are cast), `jax` (every
 * value cast, integers wrapping; complex into a real dtype refused), `tf` (integers wrap; a
 * fraction into an integer, a bool into a number or a number into bool, complex into real, NaN
 * into an integer refused), `torch` (an int must fit, negatives wrapping into unsigned dtypes; a
 * finite float beyond a float dtype's range, NaN into an integer, complex into real refused),
 * `rfc` (the value must be held exactly, as `constant(value, dtype)` requires: the RFC's modes).
 */
export type FillRule = 'numpy' | 'jax' | 'tf' | 'torch' | 'rfc';

/**
 * Whose arange and linspace values a policy computes (the kernels' `SequenceRule`).
 */
export type SequenceRuleName = 'numpy' | 'jax' | 'tf' | 'torch';

/**
 * Why a creation call is refused: the library has no such call for these arguments (`call`), does
 * not take the dtype (`dtype`), or has no kernel for it (`no-kernel`).
 *
 * @example
 * ```ts
 * import type { CreationRefusal } from '@typelattice/promotion';
 * const r: CreationRefusal = { refused: 'no-kernel', why: 'TensorFlow has no range kernel for int8' };
 * ```
 */
export interface CreationRefusal {
  readonly refused: 'call' | 'dtype' | 'no-kernel';
  readonly why: string;
}

/** One policy mode's creation rules: see {@link creationRules}. */
export interface CreationRules {
  readonly policy: PolicyName;
  readonly mode: string;
  readonly defaults: CreationDefaults;
  readonly sequence: SequenceRuleName;
  readonly fill: FillRule;
  /**
   * The integer dtype a Python int is converted through before `full` into a named dtype, where
   * the library converts it so and refuses what does not fit (TensorFlow's `tf.constant(value,
   * dtype)`: int64 in the legacy mode, uint64 for a uint64 tensor; with numpy behaviour, modes
   * all and safe, NumPy's int32), else undefined.
   */
  readonly fillIntVia: 'int32' | 'int64' | undefined;
  /** The integer dtypes a Python int takes without a dtype, tried in order (NumPy: int64, then uint64). */
  readonly intLadder: readonly DType[];
  /** Whether an int beyond the ladder wraps into its last dtype (JAX) instead of being refused. */
  readonly intWraps: boolean;
  /** Whether the library has weakly typed arrays (a weak operand can stay weak). */
  readonly weakArrays: boolean;
  /** The recording this mode answers from, or undefined (derived). */
  readonly source: string | undefined;
  /**
   * The dtype, or weak kind, `fn` gives without a dtype (for values of `kind` where they decide),
   * or its refusal; `offset`: `eye` with a diagonal offset `k` other than 0 (TensorFlow's legacy
   * mode has that only in `tf.experimental.numpy`, float64 there).
   */
  defaultResult(fn: CreationFunction, kind?: ValueKind, offset?: boolean): Operand | CreationRefusal;
  /** Undefined where `fn` takes `dtype`, else why not. */
  dtypeRefusal(fn: CreationFunction, dtype: DType): CreationRefusal | undefined;
  /**
   * The dtype a call that names `dtype` gives: the recorded one where the library gives another
   * (TensorFlow's linspace computes integers in a float: int8 gives float32, int32 float64), else
   * `dtype`. JAX x32's 32-bit results for 64-bit requests are not followed (the facade has every
   * 64-bit dtype in every mode).
   */
  dtypeResult(fn: CreationFunction, dtype: DType): DType;
  /**
   * What a function of an operand gives (`zeros_like`, `ones_like`, `empty_like`, `full_like`
   * with a value of `kind`, `tril`, `triu`): the operand's dtype or weak kind, or a refusal.
   * `weakTensor`: the operand is a weak tensor (a weak array where the library has them), not a
   * Python scalar.
   */
  operandResult(fn: CreationFunction, operand: Operand, weakTensor: boolean, kind?: ValueKind): Operand | CreationRefusal;
  /** meshgrid's output for each input (`weak` per input), or a refusal. */
  meshgridResult(operands: readonly Operand[], weak: readonly boolean[]): readonly Operand[] | CreationRefusal;
}

const LIBRARY: Readonly<Record<PolicyName, 'numpy' | 'jax' | 'tf' | 'torch'>> = {
  numpy: 'numpy',
  jax: 'jax',
  tf: 'tf',
  'tf-rfc': 'tf',
  'tf-deprecated-1': 'tf',
  'tf-deprecated-2': 'tf',
  'tf-deprecated-3': 'tf',
  'tf-deprecated-4': 'tf',
  torch: 'torch',
};

const LIBRARY_NAME = { numpy: 'NumPy', jax: 'JAX', tf: 'TensorFlow', torch: 'PyTorch' } as const;

const cellOperand = (c: CreationCell): Operand | undefined => {
  const i = KIND_CODES.indexOf(c);
  return i < 0 ? undefined : OPERANDS[i];
};

/** The weak kind a Python value of a kind is, where the library keeps it weak. */
const WEAK_OF: Readonly<Record<Exclude<ValueKind, 'bool'>, WeakKind>> = { int: 'i*', float: 'f*', complex: 'c*' };

/** The rules of each policy definition's modes, made on first use. */
const RULES = new WeakMap<object, Map<string, CreationRules>>();

/**
 * The creation rules of a promoter's policy and mode, made once: a recorded library mode answers
 * from its recording (`conformance/fixtures/creation`, compacted per library group in
 * `data/creation/`, carried by the policy's own recordings, so a bundle of one policy carries no
 * other's), the RFC's modes and the deprecated proposals by their rules here.
 *
 * @example
 * ```ts
 * import { creationRulesOf, promoter } from '@typelattice/promotion';
 * creationRulesOf(promoter('numpy')).defaultResult('arange', 'int'); // 'int64'
 * creationRulesOf(promoter('jax', 'x64')).defaultResult('full', 'float'); // 'f*'
 * creationRulesOf(promoter('tf', 'legacy')).dtypeRefusal('arange', 'int8')?.refused; // 'no-kernel'
 * ```
 */
export function creationRulesOf(p: Promoter): CreationRules {
  const { def } = asResolved(p);
  let byMode = RULES.get(def);
  if (byMode === undefined) RULES.set(def, (byMode = new Map()));
  let r = byMode.get(p.mode);
  if (r === undefined) byMode.set(p.mode, (r = makeRules(p, def.recording(p.mode)?.creation)));
  return r;
}

function makeRules(promoter: Promoter, rec: CreationRecording | undefined): CreationRules {
  const policy = promoter.policy as PolicyName;
  const mode = promoter.mode;
  const library = LIBRARY[policy];
  const name = LIBRARY_NAME[library];
  const defaults = creationDefaults(policy, mode as never);
  const rfc = rec === undefined; // the RFC's modes and the deprecated proposals
  const tfNumpy = policy === 'tf' && mode !== 'legacy';
  const weakArrays = library === 'jax' || tfNumpy || rfc;
  const intLadder: readonly DType[] =
    library === 'numpy' ? ['int64', 'uint64'] : library === 'jax' ? [defaults.int] : library === 'torch' ? ['int64'] : tfNumpy ? ['int32'] : ['int32', 'int64'];
  const refusal = (refused: CreationRefusal['refused'], why: string): CreationRefusal => ({ refused, why });

  const defaultResult = (fn: CreationFunction, kind?: ValueKind, offset = false): Operand | CreationRefusal => {
    switch (fn) {
      case 'empty': // TensorFlow's main namespace has no empty: tf.experimental.numpy.empty
        return defaults.numpyOnlyFloat;
      case 'eye': // TensorFlow's tf.eye has no k: tf.experimental.numpy.eye
        return offset ? defaults.numpyOnlyFloat : defaults.float;
      case 'zeros':
      case 'ones':
      case 'random_uniform':
      case 'random_normal':
        return defaults.float;
      case 'random_integers':
        return defaults.int; // TensorFlow has no default: TF.js's randomUniformInt gives int32
      case 'full': {
        if (kind === undefined || kind === 'bool') return 'bool';
        return defaults.weakScalars ? WEAK_OF[kind] : defaults[kind];
      }
      case 'arange':
        if (kind === 'bool') return library === 'numpy' || library === 'torch' ? defaults.int : refusal('call', `${name}'s arange takes no booleans: pass numbers`);
        return kind === 'float' ? defaults.float : defaults.int;
      case 'linspace': {
        if (kind === 'complex') return defaults.complex;
        // tf.linspace of Python ints computes in float64 (int32 / int32); the RFC's modes give the default float
        const recorded = rec?.defaults[`linspace|${kind ?? 'float'}`];
        const r = recorded === undefined ? undefined : cellOperand(recorded);
        return r ?? defaults.float;
      }
      default:
        return refusal('call', `${fn} takes an operand; it has no default dtype`);
    }
  };

  const dtypeRefusal = (fn: CreationFunction, dtype: DType): CreationRefusal | undefined => {
    const i = DTYPES.indexOf(dtype);
    const row = rec?.dtypeRow(fn);
    const isFloat = dtype.startsWith('float') || dtype === 'bfloat16';
    const isInteger = dtype !== 'bool' && !isFloat && !dtype.startsWith('complex');
    if (fn === 'random_uniform' || fn === 'random_normal') {
      // the RFC's modes: TensorFlow's float dtypes
      const ok = row === undefined ? isFloat : cellOperand(row[i]!) !== undefined;
      return ok ? undefined : refusal(row?.[i] === '!' ? 'no-kernel' : 'dtype', `${name}'s random ${fn.slice(7)} numbers do not take ${dtype}`);
    }
    if (fn === 'random_integers') {
      // TensorFlow's uniform with a float dtype draws floats, not integers: its integer dtypes are
      // int32 and int64; the RFC's modes take every integer dtype
      const ok = row === undefined ? isInteger : library === 'tf' ? dtype === 'int32' || dtype === 'int64' : cellOperand(row[i]!) !== undefined;
      return ok ? undefined : refusal(row?.[i] === '!' ? 'no-kernel' : 'dtype', `${name}'s random integers do not take ${dtype}`);
    }
    if (fn !== 'arange' && fn !== 'linspace' && fn !== 'eye') return undefined;
    if (dtype === 'bool' && (fn === 'arange' || fn === 'linspace') && (rfc || library === 'tf')) return refusal('dtype', `${name === 'TensorFlow' || rfc ? 'TensorFlow' : name}'s ${fn} makes no bool sequence: make a number sequence and compare it`);
    if (rfc) return undefined; // the RFC's modes make every other dtype (DECISIONS.md)
    const cell = rec?.dtypeRow(fn)?.[i];
    if (cell === '!') return refusal('no-kernel', `${name} has no ${fn} kernel for ${dtype}`);
    // NumPy's bool arange is refused from three elements on: the facade checks the length
    if (cell === '-' && !(library === 'numpy' && fn === 'arange')) return refusal('dtype', `${name}'s ${fn} does not take ${dtype}`);
    return undefined;
  };

  const operandResult = (fn: CreationFunction, operand: Operand, weakTensor: boolean, kind?: ValueKind): Operand | CreationRefusal => {
    const key = fn === 'full_like' ? `full_like:${kind ?? 'int'}` : fn;
    const at = OPERANDS.indexOf(operand);
    const weak = at >= 15;
    if (rec === undefined) {
      // the RFC's modes: as TensorFlow with numpy behaviour, a weak operand stays weak (DECISIONS.md)
      if (weak && (fn === 'tril' || fn === 'triu') && !weakTensor) return refusal('call', `${fn} takes a matrix: a Python scalar has no triangle`);
      if (operand === 'bool' && (fn === 'tril' || fn === 'triu')) return operand;
      return operand;
    }
    const row = rec.kindRow(key, weak && weakTensor && weakArrays ? 'weak' : 'python');
    const cell = row?.[at];
    if (cell === undefined || cell === '.') return weak ? refusal('call', `${name} has no ${fn} of a Python scalar`) : operand;
    if (cell === '!') return refusal('no-kernel', `${name} has no ${fn} kernel for ${operand}`);
    if (cell === '-') {
      if (weak && !weakTensor) return refusal('call', `${name}'s ${fn} takes an array, not a Python scalar`);
      return refusal('dtype', `${name}'s ${fn === 'full_like' ? `full_like of a ${kind} value` : fn} does not take ${operand}`);
    }
    const r = cellOperand(cell)!;
    // JAX without x64 records 32-bit results for 64-bit operands: the facade keeps the operand's dtype (DECISIONS.md)
    return weak || r.endsWith('*') ? r : operand;
  };

  const meshgridResult = (operands: readonly Operand[], weak: readonly boolean[]): readonly Operand[] | CreationRefusal => {
    // TensorFlow multiplies each grid by ones of the first input's dtype: each output is the
    // recorded pair (first, own) (tf.meshgrid's source; conformance/fixtures/creation)
    const pairs = rfc ? undefined : rec?.meshgrid.pairs;
    if (pairs !== undefined && operands.length >= 2) {
      const first = OPERANDS.indexOf(operands[0]!);
      const out: Operand[] = [];
      for (let i = 0; i < operands.length; i++) {
        const c = pairs[first]![OPERANDS.indexOf(operands[i === 0 ? 1 : i]!)]!;
        if (c === '-' || c === '!' || c === '.') {
          return refusal(c === '!' ? 'no-kernel' : 'dtype', `${name}'s meshgrid (mode ${mode}) multiplies each grid by ones of the first input's dtype, ${operands[0]}, and refuses that for ${operands[i === 0 ? 1 : i]}: cast the inputs to one dtype first`);
        }
        const r = cellOperand(c.split(',')[i === 0 ? 0 : 1]!);
        if (r === undefined) return refusal('dtype', `${name}'s meshgrid refuses ${operands.join(', ')}`);
        out.push(r);
      }
      return out;
    }
    const strong = operands.filter((o, i) => !weak[i] && !o.endsWith('*'));
    if (!rfc && rec!.meshgrid.sameDType && new Set(strong).size > 1) {
      return refusal('dtype', `${name}'s meshgrid${policy === 'tf' ? ` (mode ${mode})` : ''} needs inputs of one dtype; got ${[...new Set(strong)].join(', ')}: cast them to one first`);
    }
    // a weak kind the library refuses in meshgrid (PyTorch takes tensors only)
    if (!rfc) {
      for (const o of operands) {
        const cell = o.endsWith('*') ? rec!.meshgrid.kinds[OPERANDS.indexOf(o)] : undefined;
        if (cell === '-' || cell === '!') return refusal(cell === '!' ? 'no-kernel' : 'call', `${name}'s meshgrid takes arrays, not a Python scalar (${o}): make it a tensor of a dtype first`);
      }
    }
    return operands.map((o, i) => {
      if (!o.endsWith('*')) return o;
      if (rfc) return o;
      const cell = rec!.meshgrid.kinds[OPERANDS.indexOf(o)]!;
      if (!weak[i]) return cellOperand(cell) ?? o;
      return cellOperand(cell) ?? o;
    });
  };

  return Object.freeze({
    policy,
    mode,
    defaults,
    sequence: library,
    fill: rfc ? 'rfc' : library,
    fillIntVia: policy !== 'tf' ? undefined : tfNumpy ? 'int32' : 'int64',
    intLadder,
    intWraps: library === 'jax',
    weakArrays,
    source: rec?.source,
    defaultResult,
    dtypeRefusal,
    dtypeResult: (fn: CreationFunction, dtype: DType): DType => {
      if (rfc || library === 'jax' || rec === undefined) return dtype;
      const cell = rec.dtypeRow(fn)?.[DTYPES.indexOf(dtype)];
      const r = cell === undefined ? undefined : cellOperand(cell);
      return r !== undefined && !r.endsWith('*') ? (r as DType) : dtype;
    },
    operandResult,
    meshgridResult,
  });
}

