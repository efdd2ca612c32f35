import { dtypeInfo, finfo, isWeakKind, type DType } from '@typelattice/dtypes';
import { ALLCLOSE_ROW, type Operand as PromotionOperand } from '@typelattice/promotion';
import { cast as castArray } from '@typelattice/kernels-cpu';
import { castTensor } from './cast';
import { constant } from './create';
import { globalContext, type OpsContext } from './context';
import { describeValue } from './describe-value';
import { ValueError } from './errors';
import { runBinary } from './op-runner';
import { promotionCall, toOperand, type Operand } from './operand';
import { isLoaded, loadedPolicy } from './policies';
import { checkOut, outOption, type OpOptions } from './out-option';
import { closenessSemantics } from './semantics';
import { asNDArray, readNDArray, type OperandLike, type Tensor } from './tensor';
import { runUnary } from './unary-runner';
import { weakFloat } from './weak';

/**
 * Options of {@link isclose} and {@link allclose}: NumPy's `rtol` (default 1e-5), `atol` (1e-8)
 * and `equalNan` (false: NaN is close to nothing), and `{ out }` for isclose.
 *
 * @example
 * ```ts
 * import { constant, isclose, type IscloseOptions } from '@typelattice/tf';
 * const options: IscloseOptions = { rtol: 0, atol: 0.5, equalNan: true };
 * isclose(constant([1, NaN]), constant([1.4, NaN]), options).toArray(); // -> [true, true]
 * ```
 */
export interface IscloseOptions extends OpOptions {
  readonly rtol?: number;
  readonly atol?: number;
  readonly equalNan?: boolean;
}

/**
 * `isclose` as a function.
 *
 * @example
 * ```ts
 * import { isclose, type IscloseFn } from '@typelattice/tf';
 * const f: IscloseFn = isclose;
 * f(1, 1.000001).toArray(); // -> true
 * ```
 */
export type IscloseFn = (x: OperandLike, y: OperandLike, options?: IscloseOptions) => Tensor<'bool'>;

/**
 * `allclose` as a function: a JavaScript boolean.
 *
 * @example
 * ```ts
 * import { allclose, type AllcloseFn } from '@typelattice/tf';
 * const f: AllcloseFn = allclose;
 * f([0.5, 2], [0.5, 2.5]); // -> false
 * ```
 */
export type AllcloseFn = (x: OperandLike, y: OperandLike, options?: Omit<IscloseOptions, 'out'>) => boolean;

const OPTION_KEYS = ['rtol', 'atol', 'equalNan', 'out'];

/** The options, checked: finite non-negative tolerances, a boolean equalNan, known keys. */
function readOptions(op: string, options: IscloseOptions | undefined): { rtol: number; atol: number; equalNan: boolean } {
  if (options === undefined) return { rtol: 1e-5, atol: 1e-8, equalNan: false };
  if (typeof options !== 'object' || options === null) throw new ValueError(`${op}: options must be an object such as { rtol, atol, equalNan }; got ${describeValue(options)}.`);
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.includes(key) || (key === 'out' && op === ALLCLOSE_ROW.name)) {
      throw new ValueError(`${op}: unknown option ${JSON.stringify(key)}. Valid options: ${OPTION_KEYS.filter((k) => k !== 'out' || op !== ALLCLOSE_ROW.name).join(', ')}.`);
    }
  }
  const tolerance = (name: 'rtol' | 'atol', dflt: number): number => {
    const v = options[name] ?? dflt;
    if (typeof v !== 'number' || !(v >= 0) || v === Infinity) throw new ValueError(`${op}: ${name} must be a finite number >= 0; got ${describeValue(v)}.`);
    return v;
  };
  const equalNan = options.equalNan ?? false;
  if (typeof equalNan !== 'boolean') throw new ValueError(`${op}: equalNan must be true or false; got ${describeValue(equalNan)}.`);
  return { rtol: tolerance('rtol', 1e-5), atol: tolerance('atol', 1e-8), equalNan };
}

const isInexact = (d: DType): boolean => 'fc'.includes(dtypeInfo(d).kind);

// The steps run as ops of one context: NumPy's own code under the numpy policy (its promotions are
// NumPy's), and the other formulas on operands already cast to one dtype, where any policy's
// promotion is that dtype (`SAME_DTYPE`: numpy's, which computes every dtype with itself, where it
// is loaded; a policy's own entry point, which loads no other policy, computes in its own).
const SAME_DTYPE = (ctx: OpsContext): OpsContext =>
  isLoaded('numpy') ? { policy: 'numpy', mode: 'default', promoter: loadedPolicy('numpy').promoter('default'), backend: ctx.backend } : ctx;

/** NumPy's isclose (`numpy/_core/numeric.py`), step by step in the numpy policy's promotions. */
function numpyIsclose(x: Tensor, y: Tensor, o: { rtol: number; atol: number; equalNan: boolean }, ctx: OpsContext): Tensor {
  // y is made inexact (`asanyarray(y, dtype=result_type(y, 1.))`)
  const yPromotes = y.weak ? toOperand(y, 'isclose').promotes : y.dtype;
  const yf = isWeakKind(yPromotes) ? (yPromotes === 'i*' ? weakFloat(Number(y.toArray())) : y) : isInexact(y.dtype) ? y : castTensor(y, ctx.promoter.result('add', y.dtype, 'f*') as DType, ctx.backend);
  const bin = (op: 'sub' | 'mul' | 'add' | 'lessEqual' | 'equal' | 'logicalAnd' | 'logicalOr', a: Tensor, b: Tensor) => runBinary(op, a, b, ctx);
  const un = (op: 'abs' | 'isFinite' | 'isNaN', a: Tensor) => runUnary(op, a, ctx);
  const within = bin('lessEqual', un('abs', bin('sub', x, yf)), bin('add', weakFloat(o.atol), bin('mul', weakFloat(o.rtol), un('abs', yf))));
  let r = bin('logicalOr', bin('logicalAnd', within, un('isFinite', yf)), bin('equal', x, yf));
  if (o.equalNan) r = bin('logicalOr', r, bin('logicalAnd', un('isNaN', x), un('isNaN', yf)));
  return r;
}

/**
 * The other formulas, on x and y cast to the compute dtype `c`: TensorFlow's (integers compared
 * for equality; floats `|x - y| <= atol + rtol * |y|`, no correction for infinities) or NumPy's
 * rule in one float (`float`).
 */
function promotedIsclose(x: Tensor, y: Tensor, c: DType, how: 'tensorflow' | 'float', o: { rtol: number; atol: number; equalNan: boolean }, ctx: OpsContext): Tensor {
  const s = SAME_DTYPE(ctx);
  const xc = castTensor(x, c, ctx.backend);
  const yc = castTensor(y, c, ctx.backend);
  const bin = (op: 'sub' | 'mul' | 'add' | 'lessEqual' | 'equal' | 'logicalAnd' | 'logicalOr', a: Tensor, b: Tensor) => runBinary(op, a, b, s);
  const un = (op: 'abs' | 'isFinite' | 'isNaN', a: Tensor) => runUnary(op, a, s);
  if (!isInexact(c)) return bin('equal', xc, yc);
  const real = finfo(c).dtype;
  const tol = bin('add', constant(o.atol, real), bin('mul', constant(o.rtol, real), un('abs', yc)));
  let r = bin('lessEqual', un('abs', bin('sub', xc, yc)), tol);
  if (how === 'float') r = bin('logicalOr', bin('logicalAnd', r, un('isFinite', yc)), bin('equal', xc, yc));
  if (o.equalNan) r = bin('logicalOr', r, bin('logicalAnd', un('isNaN', xc), un('isNaN', yc)));
  return r;
}

/** The float a pair's promotion `p` is compared in (`float` formula): p itself, or the float the policy's true division of it gives. */
function floatOf(p: DType, ctx: OpsContext): DType {
  if (isInexact(p)) return p;
  // the RFC's float for p (bool and 8/16-bit float32, wider float64), as its mode all divides
  const t: DType = dtypeInfo(p).bits <= 16 ? 'float32' : 'float64';
  try {
    const r = ctx.promoter.result('truediv', p, p);
    return isWeakKind(r) ? ctx.promoter.storage('truediv', p, p, r) : r;
  } catch {
    return t; // a mode that refuses p / p
  }
}

/**
 * Runs `isclose(x, y)`: the policy answers the pair (its recorded isclose table; a refusal is its
 * PromotionError), then each library's formula computes it (`closenessSemantics`).
 */
export function runIsclose(x: OperandLike, y: OperandLike, ctx: OpsContext, options?: IscloseOptions, op = 'isclose'): Tensor<'bool'> {
  const o = readOptions(op, options);
  const into = options?.out === undefined ? undefined : outOption(op, options);
  const a = toOperand(x, op);
  const b = toOperand(y, op);
  ctx.promoter.result('isclose', a.promotes, b.promotes, promotionCall(a, b, false));
  const how = closenessSemantics(ctx.policy, ctx.mode);
  let r: Tensor;
  if (how === 'numpy') r = numpyIsclose(a.tensor, b.tensor, o, ctx);
  else {
    const p = computeOf(ctx, a, b);
    r = promotedIsclose(a.tensor, b.tensor, how === 'float' ? floatOf(p, ctx) : p, how, o, ctx);
  }
  if (into === undefined) return r as Tensor<'bool'>;
  const target = checkOut(op, into, { call: `${op}(${a.promotes}, ${b.promotes})`, dtype: 'bool', weak: false, shape: r.shape, operandShapes: [a.tensor.shape, b.tensor.shape] });
  castArray(readNDArray(r), 'bool', { out: target });
  return into as Tensor<'bool'>;
}

/** The dtype the pair is compared in: the policy's promotion of the two (a weak one in its storage dtype). */
function computeOf(ctx: OpsContext, a: Operand, b: Operand): DType {
  const c: PromotionOperand = ctx.promoter.compute('isclose', a.promotes, b.promotes, promotionCall(a, b, false));
  return isWeakKind(c) ? ctx.promoter.storage('isclose', a.promotes, b.promotes, c) : c;
}

/** Runs `allclose(x, y)`: isclose everywhere, as a JavaScript boolean. */
export function runAllclose(x: OperandLike, y: OperandLike, ctx: OpsContext, options?: Omit<IscloseOptions, 'out'>): boolean {
  const r = asNDArray(runIsclose(x, y, ctx, options, ALLCLOSE_ROW.name));
  const data = r.data as Uint8Array;
  for (let i = 0; i < data.length; i++) if (data[i] === 0) return false;
  return true;
}

/** The free functions: they follow the context in force at each call. */
export const iscloseFunction = (): IscloseFn => (x, y, options) => runIsclose(x, y, globalContext(), options);
export const allcloseFunction = (): AllcloseFn => (x, y, options) => runAllclose(x, y, globalContext(), options);

/** isclose and allclose bound to a context (an ops object's). */
export const boundIsclose =
  (ctx: () => OpsContext): IscloseFn =>
  (x, y, options) =>
    runIsclose(x, y, ctx(), options);
export const boundAllclose =
  (ctx: () => OpsContext): AllcloseFn =>
  (x, y, options) =>
    runAllclose(x, y, ctx(), options);
