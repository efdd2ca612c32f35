// Generated from the op catalogue (packages/promotion/src/catalogue.ts) by
// packages/tf/scripts/generate-ops.ts. Do not edit: run `pnpm --filter @typelattice/tf generate`.
import { torch } from '@typelattice/promotion/torch';
import { boundIndexOp, boundJoin, boundMatmul, boundReduction, boundSearchOp, boundShapeOp, boundSortOp } from '../array-bound';
import { boundClip } from '../clip';
import { boundZeros, boundOnes, boundEmpty, boundFill, boundZerosLike, boundOnesLike, boundEmptyLike, boundFullLike, boundEye, boundLinspace, boundRange, boundMeshgrid, boundTril, boundTriu, boundRandomUniform, boundRandomNormal, boundRandomUniformInt, boundRandomGenerator } from '../creation-fns';
import { rulesOf } from '../creation-rules';
import { boundAstype, boundCanCast, boundResultType } from '../dtype-functions';
import { boundCast, entryContext, entryCreateOps, loadPolicyEntry } from '../entry';
import { boundExtension, extensionNamespace } from '../extension-fns';
import { withBinaryMethod, withCastMethod, withClipMethod, withUnaryMethod } from '../install';
import { boundAllclose, boundIsclose } from '../isclose';
import { boundOp } from '../op-runner';
import type { TypedOps } from '../ops';
import { CUMULATIVE_REDUCTION, DIFF_REDUCTION, FOLD_REDUCTION, LOGSUMEXP_REDUCTION, MOMENT_REDUCTION } from '../reduction-kernels';
import { boundUnary } from '../unary-runner';
import { boundWhere } from '../where';

/**
 * `@typelattice/tf/torch`: the facade with PyTorch's promotion (PyTorch 2.13) and no other policy's tables, so that
 * a bundle keeps only what it uses. Its functions are the ops of `createOps()`, the torch policy in
 * mode `default` (typed: their result dtypes are types), each built on its own so that a bundle keeps
 * the ones its program calls; `createOps()` has every op. Each elementwise function installs its tensor
 * method (`add`: `x.add(y)`; `sqrt`: `x.sqrt()`; `cast`, `clip`), so that a bundle keeps the methods of the
 * functions its program uses; every method comes with `import '@typelattice/tf/methods'`
 * (MethodNotLoadedError says so). Tensor methods and Variable updates follow the default policy,
 * this one unless `@typelattice/tf` (tf-rfc) is loaded too.
 *
 * @example
 * ```ts
 * import { add, constant } from '@typelattice/tf/torch';
 * add(constant([1], 'uint8'), constant([1], 'int8')).dtype; // -> 'int16'
 * add(constant([1], 'int8'), 1.5).dtype; // -> 'float32'
 * ```
 */
export const createOps = /* @__PURE__ */ entryCreateOps(torch);

loadPolicyEntry(torch);

/** The ops of the free functions: the torch policy in mode default. */
type EntryOps = TypedOps<'torch', 'default'>;
/** Their context: the torch policy in mode default, on the backend in force at each call. */
const ctx = /* @__PURE__ */ entryContext('torch', 'default');
/** The creation rules of that context. */
const rules = () => rulesOf(ctx());

export * from '../shared-exports';

/** Elementwise sum. Under the torch policy, mode default. */
export const add: EntryOps['add'] = /* @__PURE__ */ withBinaryMethod('add', /* @__PURE__ */ boundOp('add', ctx)) as unknown as EntryOps['add'];

/** Elementwise difference. Under the torch policy, mode default. */
export const sub: EntryOps['sub'] = /* @__PURE__ */ withBinaryMethod('sub', /* @__PURE__ */ boundOp('sub', ctx)) as unknown as EntryOps['sub'];

/** Elementwise product (on bool tensors: logical and). Under the torch policy, mode default. */
export const mul: EntryOps['mul'] = /* @__PURE__ */ withBinaryMethod('mul', /* @__PURE__ */ boundOp('mul', ctx)) as unknown as EntryOps['mul'];

/** True division: the policy decides the float result dtype (the RFC divides 8/16-bit integers in float32, 32/64-bit integers in float64). Under the torch policy, mode default. */
export const truediv: EntryOps['truediv'] = /* @__PURE__ */ withBinaryMethod('truediv', /* @__PURE__ */ boundOp('truediv', ctx)) as unknown as EntryOps['truediv'];

/** The same op as {@link truediv}. Under the torch policy, mode default. */
export const div: EntryOps['div'] = /* @__PURE__ */ withBinaryMethod('truediv', /* @__PURE__ */ boundOp('div', ctx)) as unknown as EntryOps['div'];

/** Floor division: rounds toward negative infinity. Under the torch policy, mode default. */
export const floordiv: EntryOps['floordiv'] = /* @__PURE__ */ withBinaryMethod('floordiv', /* @__PURE__ */ boundOp('floordiv', ctx)) as unknown as EntryOps['floordiv'];

/** Floor modulo: the result has the sign of the divisor. Under the torch policy, mode default. */
export const mod: EntryOps['mod'] = /* @__PURE__ */ withBinaryMethod('mod', /* @__PURE__ */ boundOp('mod', ctx)) as unknown as EntryOps['mod'];

/** Elementwise power (integers to negative integer powers are refused, as in NumPy). Under the torch policy, mode default. */
export const pow: EntryOps['pow'] = /* @__PURE__ */ withBinaryMethod('pow', /* @__PURE__ */ boundOp('pow', ctx)) as unknown as EntryOps['pow'];

/** Elementwise maximum (NaN propagates). Under the torch policy, mode default. */
export const maximum: EntryOps['maximum'] = /* @__PURE__ */ withBinaryMethod('maximum', /* @__PURE__ */ boundOp('maximum', ctx)) as unknown as EntryOps['maximum'];

/** Elementwise minimum (NaN propagates). Under the torch policy, mode default. */
export const minimum: EntryOps['minimum'] = /* @__PURE__ */ withBinaryMethod('minimum', /* @__PURE__ */ boundOp('minimum', ctx)) as unknown as EntryOps['minimum'];

/** Elementwise arc tangent of `y / x` in the quadrant of the point `(x, y)`, in radians from -π to π (the first operand is `y`, as in TensorFlow and NumPy); integers and bool are computed in the float the policy gives, complex is refused. Under the torch policy, mode default. */
export const atan2: EntryOps['atan2'] = /* @__PURE__ */ withBinaryMethod('atan2', /* @__PURE__ */ boundOp('atan2', ctx)) as unknown as EntryOps['atan2'];

/** Elementwise magnitude of the first operand with the sign of the second (the sign bit: -0 and NaN signs count); integers and bool are computed in the float the policy gives, complex is refused. Under the torch policy, mode default. */
export const copysign: EntryOps['copysign'] = /* @__PURE__ */ withBinaryMethod('copysign', /* @__PURE__ */ boundOp('copysign', ctx)) as unknown as EntryOps['copysign'];

/** Elementwise length of the hypotenuse, `sqrt(x * x + y * y)` without overflow (infinite wherever either is infinite, NaN or not); integers and bool are computed in the float the policy gives, complex is refused. Under the torch policy, mode default. */
export const hypot: EntryOps['hypot'] = /* @__PURE__ */ withBinaryMethod('hypot', /* @__PURE__ */ boundOp('hypot', ctx)) as unknown as EntryOps['hypot'];

/** Elementwise `log(exp(x) + exp(y))` without overflow or underflow; integers and bool are computed in the float the policy gives, complex is refused. Under the torch policy, mode default. */
export const logaddexp: EntryOps['logaddexp'] = /* @__PURE__ */ withBinaryMethod('logaddexp', /* @__PURE__ */ boundOp('logaddexp', ctx)) as unknown as EntryOps['logaddexp'];

/** Elementwise the next float after the first operand toward the second, in the result dtype (subnormals included; the first operand where they are equal); integers and bool are computed in the float the policy gives, complex is refused. Under the torch policy, mode default. */
export const nextafter: EntryOps['nextafter'] = /* @__PURE__ */ withBinaryMethod('nextafter', /* @__PURE__ */ boundOp('nextafter', ctx)) as unknown as EntryOps['nextafter'];

/** Elementwise `==`, compared in the promoted dtype; the result is bool (NaN equals nothing). Under the torch policy, mode default. */
export const equal: EntryOps['equal'] = /* @__PURE__ */ withBinaryMethod('equal', /* @__PURE__ */ boundOp('equal', ctx)) as unknown as EntryOps['equal'];

/** Elementwise `!=`, compared in the promoted dtype; the result is bool (NaN differs from everything). Under the torch policy, mode default. */
export const notEqual: EntryOps['notEqual'] = /* @__PURE__ */ withBinaryMethod('notEqual', /* @__PURE__ */ boundOp('notEqual', ctx)) as unknown as EntryOps['notEqual'];

/** Elementwise `<`, compared in the promoted dtype; the result is bool. Under the torch policy, mode default. */
export const less: EntryOps['less'] = /* @__PURE__ */ withBinaryMethod('less', /* @__PURE__ */ boundOp('less', ctx)) as unknown as EntryOps['less'];

/** Elementwise `<=`, compared in the promoted dtype; the result is bool. Under the torch policy, mode default. */
export const lessEqual: EntryOps['lessEqual'] = /* @__PURE__ */ withBinaryMethod('lessEqual', /* @__PURE__ */ boundOp('lessEqual', ctx)) as unknown as EntryOps['lessEqual'];

/** Elementwise `>`, compared in the promoted dtype; the result is bool. Under the torch policy, mode default. */
export const greater: EntryOps['greater'] = /* @__PURE__ */ withBinaryMethod('greater', /* @__PURE__ */ boundOp('greater', ctx)) as unknown as EntryOps['greater'];

/** Elementwise `>=`, compared in the promoted dtype; the result is bool. Under the torch policy, mode default. */
export const greaterEqual: EntryOps['greaterEqual'] = /* @__PURE__ */ withBinaryMethod('greaterEqual', /* @__PURE__ */ boundOp('greaterEqual', ctx)) as unknown as EntryOps['greaterEqual'];

/** Elementwise logical and of the truth values of the operands; the result is bool (TensorFlow takes bool operands only). Under the torch policy, mode default. */
export const logicalAnd: EntryOps['logicalAnd'] = /* @__PURE__ */ withBinaryMethod('logicalAnd', /* @__PURE__ */ boundOp('logicalAnd', ctx)) as unknown as EntryOps['logicalAnd'];

/** Elementwise logical or of the truth values of the operands; the result is bool. Under the torch policy, mode default. */
export const logicalOr: EntryOps['logicalOr'] = /* @__PURE__ */ withBinaryMethod('logicalOr', /* @__PURE__ */ boundOp('logicalOr', ctx)) as unknown as EntryOps['logicalOr'];

/** Elementwise logical exclusive or of the truth values of the operands; the result is bool. Under the torch policy, mode default. */
export const logicalXor: EntryOps['logicalXor'] = /* @__PURE__ */ withBinaryMethod('logicalXor', /* @__PURE__ */ boundOp('logicalXor', ctx)) as unknown as EntryOps['logicalXor'];

/** Elementwise bitwise and of integers (logical and of bools); floats are refused. Under the torch policy, mode default. */
export const bitwiseAnd: EntryOps['bitwiseAnd'] = /* @__PURE__ */ withBinaryMethod('bitwiseAnd', /* @__PURE__ */ boundOp('bitwiseAnd', ctx)) as unknown as EntryOps['bitwiseAnd'];

/** Elementwise bitwise or of integers (logical or of bools); floats are refused. Under the torch policy, mode default. */
export const bitwiseOr: EntryOps['bitwiseOr'] = /* @__PURE__ */ withBinaryMethod('bitwiseOr', /* @__PURE__ */ boundOp('bitwiseOr', ctx)) as unknown as EntryOps['bitwiseOr'];

/** Elementwise bitwise exclusive or of integers (logical xor of bools); floats are refused. Under the torch policy, mode default. */
export const bitwiseXor: EntryOps['bitwiseXor'] = /* @__PURE__ */ withBinaryMethod('bitwiseXor', /* @__PURE__ */ boundOp('bitwiseXor', ctx)) as unknown as EntryOps['bitwiseXor'];

/** Elementwise left shift of integers; a count past the width gives 0 (TensorFlow clamps the count to the width minus one). Under the torch policy, mode default. */
export const leftShift: EntryOps['leftShift'] = /* @__PURE__ */ withBinaryMethod('leftShift', /* @__PURE__ */ boundOp('leftShift', ctx)) as unknown as EntryOps['leftShift'];

/** Elementwise right shift of integers (arithmetic for signed integers); a count past the width gives 0 or -1. Under the torch policy, mode default. */
export const rightShift: EntryOps['rightShift'] = /* @__PURE__ */ withBinaryMethod('rightShift', /* @__PURE__ */ boundOp('rightShift', ctx)) as unknown as EntryOps['rightShift'];

/** Elementwise whether `|x - y| <= atol + rtol * |y|` (`options`: `rtol` 1e-5, `atol` 1e-8, `equalNan` false), computed as the library of the policy computes it (NumPy: in the float of `y`, infinities close only to themselves, NaN close to nothing unless `equalNan`); the result is bool. Under the torch policy, mode default. */
export const isclose: EntryOps['isclose'] = /* @__PURE__ */ boundIsclose(ctx) as unknown as EntryOps['isclose'];

/** Elementwise logical not of the truth value; the result is bool. Under the torch policy, mode default. */
export const logicalNot: EntryOps['logicalNot'] = /* @__PURE__ */ withUnaryMethod('logicalNot', /* @__PURE__ */ boundUnary('logicalNot', ctx)) as unknown as EntryOps['logicalNot'];

/** Elementwise bitwise not of integers (logical not of bools); floats are refused. Under the torch policy, mode default. */
export const invert: EntryOps['invert'] = /* @__PURE__ */ withUnaryMethod('invert', /* @__PURE__ */ boundUnary('invert', ctx)) as unknown as EntryOps['invert'];

/** Elementwise negation (integers wrap: the negation of the minimum is itself). Under the torch policy, mode default. */
export const neg: EntryOps['neg'] = /* @__PURE__ */ withUnaryMethod('neg', /* @__PURE__ */ boundUnary('neg', ctx)) as unknown as EntryOps['neg'];

/** Elementwise absolute value; the magnitude of a complex number, in the real dtype of its width. Under the torch policy, mode default. */
export const abs: EntryOps['abs'] = /* @__PURE__ */ withUnaryMethod('abs', /* @__PURE__ */ boundUnary('abs', ctx)) as unknown as EntryOps['abs'];

/** Elementwise sign: -1, 0 or 1 (NaN for NaN; z/|z| for complex). Under the torch policy, mode default. */
export const sign: EntryOps['sign'] = /* @__PURE__ */ withUnaryMethod('sign', /* @__PURE__ */ boundUnary('sign', ctx)) as unknown as EntryOps['sign'];

/** Elementwise square (integers wrap). Under the torch policy, mode default. */
export const square: EntryOps['square'] = /* @__PURE__ */ withUnaryMethod('square', /* @__PURE__ */ boundUnary('square', ctx)) as unknown as EntryOps['square'];

/** Elementwise square root; integers and bool compute in the float the policy gives (NumPy: float16 for int8). Under the torch policy, mode default. */
export const sqrt: EntryOps['sqrt'] = /* @__PURE__ */ withUnaryMethod('sqrt', /* @__PURE__ */ boundUnary('sqrt', ctx)) as unknown as EntryOps['sqrt'];

/** Elementwise exponential; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const exp: EntryOps['exp'] = /* @__PURE__ */ withUnaryMethod('exp', /* @__PURE__ */ boundUnary('exp', ctx)) as unknown as EntryOps['exp'];

/** Elementwise natural logarithm (NaN below zero, -Infinity at zero); integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const log: EntryOps['log'] = /* @__PURE__ */ withUnaryMethod('log', /* @__PURE__ */ boundUnary('log', ctx)) as unknown as EntryOps['log'];

/** Elementwise sine, in radians; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const sin: EntryOps['sin'] = /* @__PURE__ */ withUnaryMethod('sin', /* @__PURE__ */ boundUnary('sin', ctx)) as unknown as EntryOps['sin'];

/** Elementwise cosine, in radians; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const cos: EntryOps['cos'] = /* @__PURE__ */ withUnaryMethod('cos', /* @__PURE__ */ boundUnary('cos', ctx)) as unknown as EntryOps['cos'];

/** Elementwise hyperbolic tangent; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const tanh: EntryOps['tanh'] = /* @__PURE__ */ withUnaryMethod('tanh', /* @__PURE__ */ boundUnary('tanh', ctx)) as unknown as EntryOps['tanh'];

/** Elementwise floor: rounds toward negative infinity (integers are returned as they are). Under the torch policy, mode default. */
export const floor: EntryOps['floor'] = /* @__PURE__ */ withUnaryMethod('floor', /* @__PURE__ */ boundUnary('floor', ctx)) as unknown as EntryOps['floor'];

/** Elementwise ceiling: rounds toward positive infinity (integers are returned as they are). Under the torch policy, mode default. */
export const ceil: EntryOps['ceil'] = /* @__PURE__ */ withUnaryMethod('ceil', /* @__PURE__ */ boundUnary('ceil', ctx)) as unknown as EntryOps['ceil'];

/** Elementwise rounding to the nearest integer, ties to even (as TensorFlow, NumPy, JAX and PyTorch round); `{ decimals }` rounds to that many decimal places (negative: to tens, hundreds, …) as the library of the policy computes it (scale, round, scale back). Under the torch policy, mode default. */
export const round: EntryOps['round'] = /* @__PURE__ */ withUnaryMethod('round', /* @__PURE__ */ boundUnary('round', ctx)) as unknown as EntryOps['round'];

/** Elementwise rounding toward zero (integers are returned as they are). Under the torch policy, mode default. */
export const trunc: EntryOps['trunc'] = /* @__PURE__ */ withUnaryMethod('trunc', /* @__PURE__ */ boundUnary('trunc', ctx)) as unknown as EntryOps['trunc'];

/** The real part, in the real dtype of its width (a real tensor is returned as it is). Under the torch policy, mode default. */
export const real: EntryOps['real'] = /* @__PURE__ */ withUnaryMethod('real', /* @__PURE__ */ boundUnary('real', ctx)) as unknown as EntryOps['real'];

/** The imaginary part, in the real dtype of its width (zeros for a real tensor). Under the torch policy, mode default. */
export const imag: EntryOps['imag'] = /* @__PURE__ */ withUnaryMethod('imag', /* @__PURE__ */ boundUnary('imag', ctx)) as unknown as EntryOps['imag'];

/** Elementwise arc cosine, in radians from 0 to π (NaN outside [-1, 1]; complex with NumPy's branch cuts); integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const acos: EntryOps['acos'] = /* @__PURE__ */ withUnaryMethod('acos', /* @__PURE__ */ boundUnary('acos', ctx)) as unknown as EntryOps['acos'];

/** Elementwise inverse hyperbolic cosine (NaN below 1); integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const acosh: EntryOps['acosh'] = /* @__PURE__ */ withUnaryMethod('acosh', /* @__PURE__ */ boundUnary('acosh', ctx)) as unknown as EntryOps['acosh'];

/** Elementwise arc sine, in radians from -π/2 to π/2 (NaN outside [-1, 1]); integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const asin: EntryOps['asin'] = /* @__PURE__ */ withUnaryMethod('asin', /* @__PURE__ */ boundUnary('asin', ctx)) as unknown as EntryOps['asin'];

/** Elementwise inverse hyperbolic sine; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const asinh: EntryOps['asinh'] = /* @__PURE__ */ withUnaryMethod('asinh', /* @__PURE__ */ boundUnary('asinh', ctx)) as unknown as EntryOps['asinh'];

/** Elementwise arc tangent, in radians from -π/2 to π/2; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const atan: EntryOps['atan'] = /* @__PURE__ */ withUnaryMethod('atan', /* @__PURE__ */ boundUnary('atan', ctx)) as unknown as EntryOps['atan'];

/** Elementwise inverse hyperbolic tangent (±Infinity at ±1, NaN beyond); integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const atanh: EntryOps['atanh'] = /* @__PURE__ */ withUnaryMethod('atanh', /* @__PURE__ */ boundUnary('atanh', ctx)) as unknown as EntryOps['atanh'];

/** Elementwise hyperbolic cosine; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const cosh: EntryOps['cosh'] = /* @__PURE__ */ withUnaryMethod('cosh', /* @__PURE__ */ boundUnary('cosh', ctx)) as unknown as EntryOps['cosh'];

/** Elementwise hyperbolic sine; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const sinh: EntryOps['sinh'] = /* @__PURE__ */ withUnaryMethod('sinh', /* @__PURE__ */ boundUnary('sinh', ctx)) as unknown as EntryOps['sinh'];

/** Elementwise tangent, in radians; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const tan: EntryOps['tan'] = /* @__PURE__ */ withUnaryMethod('tan', /* @__PURE__ */ boundUnary('tan', ctx)) as unknown as EntryOps['tan'];

/** Elementwise `exp(x) - 1`, accurate near zero; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const expm1: EntryOps['expm1'] = /* @__PURE__ */ withUnaryMethod('expm1', /* @__PURE__ */ boundUnary('expm1', ctx)) as unknown as EntryOps['expm1'];

/** Elementwise `log(1 + x)`, accurate near zero (-Infinity at -1, NaN below); integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const log1p: EntryOps['log1p'] = /* @__PURE__ */ withUnaryMethod('log1p', /* @__PURE__ */ boundUnary('log1p', ctx)) as unknown as EntryOps['log1p'];

/** Elementwise base-2 logarithm; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const log2: EntryOps['log2'] = /* @__PURE__ */ withUnaryMethod('log2', /* @__PURE__ */ boundUnary('log2', ctx)) as unknown as EntryOps['log2'];

/** Elementwise base-10 logarithm; integers and bool compute in the float the policy gives. Under the torch policy, mode default. */
export const log10: EntryOps['log10'] = /* @__PURE__ */ withUnaryMethod('log10', /* @__PURE__ */ boundUnary('log10', ctx)) as unknown as EntryOps['log10'];

/** Elementwise whether the value is NaN (a complex number: either part); integers give false. Under the torch policy, mode default. */
export const isNaN: EntryOps['isNaN'] = /* @__PURE__ */ withUnaryMethod('isNaN', /* @__PURE__ */ boundUnary('isNaN', ctx)) as unknown as EntryOps['isNaN'];

/** The same op as {@link isNaN}. Under the torch policy, mode default. */
export const isnan: EntryOps['isnan'] = /* @__PURE__ */ withUnaryMethod('isNaN', /* @__PURE__ */ boundUnary('isNaN', ctx)) as unknown as EntryOps['isnan'];

/** Elementwise whether the value is infinite (a complex number: either part); integers give false. Under the torch policy, mode default. */
export const isInf: EntryOps['isInf'] = /* @__PURE__ */ withUnaryMethod('isInf', /* @__PURE__ */ boundUnary('isInf', ctx)) as unknown as EntryOps['isInf'];

/** The same op as {@link isInf}. Under the torch policy, mode default. */
export const isinf: EntryOps['isinf'] = /* @__PURE__ */ withUnaryMethod('isInf', /* @__PURE__ */ boundUnary('isInf', ctx)) as unknown as EntryOps['isinf'];

/** Elementwise whether the value is finite (a complex number: both parts); integers give true. Under the torch policy, mode default. */
export const isFinite: EntryOps['isFinite'] = /* @__PURE__ */ withUnaryMethod('isFinite', /* @__PURE__ */ boundUnary('isFinite', ctx)) as unknown as EntryOps['isFinite'];

/** The same op as {@link isFinite}. Under the torch policy, mode default. */
export const isfinite: EntryOps['isfinite'] = /* @__PURE__ */ withUnaryMethod('isFinite', /* @__PURE__ */ boundUnary('isFinite', ctx)) as unknown as EntryOps['isfinite'];

/** Elementwise whether the sign bit is set (true for -0 and for a NaN with its sign set); complex is refused. Under the torch policy, mode default. */
export const signbit: EntryOps['signbit'] = /* @__PURE__ */ withUnaryMethod('signbit', /* @__PURE__ */ boundUnary('signbit', ctx)) as unknown as EntryOps['signbit'];

/** Elementwise `+x`: the value itself, in its own dtype (bool refused, as NumPy). Under the torch policy, mode default. */
export const positive: EntryOps['positive'] = /* @__PURE__ */ withUnaryMethod('positive', /* @__PURE__ */ boundUnary('positive', ctx)) as unknown as EntryOps['positive'];

/** Elementwise `1 / x`: floats and complex in their dtype; an integer operand as the policy gives it (NumPy divides integers as integers: 1, -1 or 0; the RFC computes in the float of true division). Under the torch policy, mode default. */
export const reciprocal: EntryOps['reciprocal'] = /* @__PURE__ */ withUnaryMethod('reciprocal', /* @__PURE__ */ boundUnary('reciprocal', ctx)) as unknown as EntryOps['reciprocal'];

/** Elementwise complex conjugate (a real number is returned as it is, in its own dtype). Under the torch policy, mode default. */
export const conj: EntryOps['conj'] = /* @__PURE__ */ withUnaryMethod('conj', /* @__PURE__ */ boundUnary('conj', ctx)) as unknown as EntryOps['conj'];

/** The sum over `axis` (all axes by default), accumulated in the dtype the policy gives (NumPy: int64 for small ints; TensorFlow: the input dtype, wrapping). Under the torch policy, mode default. */
export const reduceSum: EntryOps['reduceSum'] = /* @__PURE__ */ boundReduction('reduceSum', ctx, FOLD_REDUCTION) as unknown as EntryOps['reduceSum'];

/** The same op as {@link reduceSum}. Under the torch policy, mode default. */
export const sum: EntryOps['sum'] = /* @__PURE__ */ boundReduction('sum', ctx, FOLD_REDUCTION) as unknown as EntryOps['sum'];

/** The mean over `axis` (all axes by default); the dtype by the policy (NumPy means integers in float64, TensorFlow in the integer dtype). Under the torch policy, mode default. */
export const reduceMean: EntryOps['reduceMean'] = /* @__PURE__ */ boundReduction('reduceMean', ctx, FOLD_REDUCTION) as unknown as EntryOps['reduceMean'];

/** The same op as {@link reduceMean}. Under the torch policy, mode default. */
export const mean: EntryOps['mean'] = /* @__PURE__ */ boundReduction('mean', ctx, FOLD_REDUCTION) as unknown as EntryOps['mean'];

/** The product over `axis` (all axes by default), in the dtype the policy gives. Under the torch policy, mode default. */
export const reduceProd: EntryOps['reduceProd'] = /* @__PURE__ */ boundReduction('reduceProd', ctx, FOLD_REDUCTION) as unknown as EntryOps['reduceProd'];

/** The same op as {@link reduceProd}. Under the torch policy, mode default. */
export const prod: EntryOps['prod'] = /* @__PURE__ */ boundReduction('prod', ctx, FOLD_REDUCTION) as unknown as EntryOps['prod'];

/** The maximum over `axis` (all axes by default); NaN propagates. Under the torch policy, mode default. */
export const reduceMax: EntryOps['reduceMax'] = /* @__PURE__ */ boundReduction('reduceMax', ctx, FOLD_REDUCTION) as unknown as EntryOps['reduceMax'];

/** The same op as {@link reduceMax}. Under the torch policy, mode default. */
export const max: EntryOps['max'] = /* @__PURE__ */ boundReduction('max', ctx, FOLD_REDUCTION) as unknown as EntryOps['max'];

/** The minimum over `axis` (all axes by default); NaN propagates. Under the torch policy, mode default. */
export const reduceMin: EntryOps['reduceMin'] = /* @__PURE__ */ boundReduction('reduceMin', ctx, FOLD_REDUCTION) as unknown as EntryOps['reduceMin'];

/** The same op as {@link reduceMin}. Under the torch policy, mode default. */
export const min: EntryOps['min'] = /* @__PURE__ */ boundReduction('min', ctx, FOLD_REDUCTION) as unknown as EntryOps['min'];

/** The index of the first maximum along `axis`; without one, of the flattened tensor under NumPy's, JAX's and PyTorch's policies and along axis 0 under TensorFlow's (each library's default). The index dtype is the library's (int64; JAX without x64: int32), or `outputType` (int16, uint16, int32, int64). Under TensorFlow's policies a NaN is never the maximum, as its Eigen reducer. Under the torch policy, mode default. */
export const argmax: EntryOps['argmax'] = /* @__PURE__ */ boundReduction('argmax', ctx, FOLD_REDUCTION) as unknown as EntryOps['argmax'];

/** The index of the first minimum along `axis` (without one: the flattened tensor, or axis 0 under TensorFlow's policies, as for argmax), of the library's index dtype or `outputType` (TensorFlow: int32 or int64). Under the torch policy, mode default. */
export const argmin: EntryOps['argmin'] = /* @__PURE__ */ boundReduction('argmin', ctx, FOLD_REDUCTION) as unknown as EntryOps['argmin'];

/** Running sums along `axis`, in the dtype the policy gives; `exclusive` sums the elements before each (the first is 0), `reverse` runs from the end. Without an axis: the flattened tensor under NumPy's and JAX's policies, axis 0 under TensorFlow's; PyTorch's policy requires one (torch.cumsum's dim). Under the torch policy, mode default. */
export const cumsum: EntryOps['cumsum'] = /* @__PURE__ */ boundReduction('cumsum', ctx, CUMULATIVE_REDUCTION) as unknown as EntryOps['cumsum'];

/** Running products along `axis`, in the dtype the policy gives (NumPy and PyTorch: int64 for small integers; TensorFlow: the input dtype, wrapping); `exclusive` and `reverse` as for cumsum, the axis default too. Under the torch policy, mode default. */
export const cumprod: EntryOps['cumprod'] = /* @__PURE__ */ boundReduction('cumprod', ctx, CUMULATIVE_REDUCTION) as unknown as EntryOps['cumprod'];

/** The Array API's cumulative_sum: running sums along `axis` (required above one dimension), in `dtype` where given, with a leading 0 where `includeInitial`. The dtype as the library's cumulative_sum gives it (JAX sums uint8 in uint32 / uint64 here, where its cumsum keeps uint8); TensorFlow and PyTorch, which have none, as their cumsum. Under the torch policy, mode default. */
export const cumulativeSum: EntryOps['cumulativeSum'] = /* @__PURE__ */ boundReduction('cumulativeSum', ctx, CUMULATIVE_REDUCTION) as unknown as EntryOps['cumulativeSum'];

/** The Array API's cumulative_prod: running products along `axis` (required above one dimension), in `dtype` where given, with a leading 1 where `includeInitial`. Under the torch policy, mode default. */
export const cumulativeProd: EntryOps['cumulativeProd'] = /* @__PURE__ */ boundReduction('cumulativeProd', ctx, CUMULATIVE_REDUCTION) as unknown as EntryOps['cumulativeProd'];

/** The standard deviation over `axis` (all axes by default), NumPy's two passes: the mean, then the mean of the squared deviations, divided by the count less `correction` (default 0; 1 under PyTorch's policy, torch.std's default); its square root. Integers give the library's float (NumPy float64; TensorFlow and PyTorch refuse them), complex its real dtype. Under the torch policy, mode default. */
export const reduceStd: EntryOps['reduceStd'] = /* @__PURE__ */ boundReduction('reduceStd', ctx, MOMENT_REDUCTION) as unknown as EntryOps['reduceStd'];

/** The same op as {@link reduceStd}. Under the torch policy, mode default. */
export const std: EntryOps['std'] = /* @__PURE__ */ boundReduction('std', ctx, MOMENT_REDUCTION) as unknown as EntryOps['std'];

/** The variance over `axis` (all axes by default), NumPy's two passes, divided by the count less `correction` (default 0; 1 under PyTorch's policy); the dtypes as for reduceStd. Under the torch policy, mode default. */
export const reduceVariance: EntryOps['reduceVariance'] = /* @__PURE__ */ boundReduction('reduceVariance', ctx, MOMENT_REDUCTION) as unknown as EntryOps['reduceVariance'];

/** The same op as {@link reduceVariance}. Under the torch policy, mode default. */
const var_: EntryOps['var'] = /* @__PURE__ */ boundReduction('var', ctx, MOMENT_REDUCTION) as unknown as EntryOps['var'];
export { var_ as var };

/** log(sum(exp(x))) over `axis` (all axes by default; PyTorch's policy requires one), computed from the maximum so that it neither overflows nor underflows (NumPy's policy: scipy.special.logsumexp's formula). Integers give the library's float; TensorFlow refuses integers and complex. Under the torch policy, mode default. */
export const logSumExp: EntryOps['logSumExp'] = /* @__PURE__ */ boundReduction('logSumExp', ctx, LOGSUMEXP_REDUCTION) as unknown as EntryOps['logSumExp'];

/** The same op as {@link logSumExp}. Under the torch policy, mode default. */
export const reduceLogSumExp: EntryOps['reduceLogSumExp'] = /* @__PURE__ */ boundReduction('reduceLogSumExp', ctx, LOGSUMEXP_REDUCTION) as unknown as EntryOps['reduceLogSumExp'];

/** Whether every element over `axis` (all axes by default) is true (non-zero; NaN is true): bool. TensorFlow's policies take bool only; PyTorch gives uint8 for uint8. Under the torch policy, mode default. */
export const all: EntryOps['all'] = /* @__PURE__ */ boundReduction('all', ctx, FOLD_REDUCTION) as unknown as EntryOps['all'];

/** The same op as {@link all}. Under the torch policy, mode default. */
export const reduceAll: EntryOps['reduceAll'] = /* @__PURE__ */ boundReduction('reduceAll', ctx, FOLD_REDUCTION) as unknown as EntryOps['reduceAll'];

/** Whether some element over `axis` (all axes by default) is true (non-zero; NaN is true): bool. TensorFlow's policies take bool only; PyTorch gives uint8 for uint8. Under the torch policy, mode default. */
export const any: EntryOps['any'] = /* @__PURE__ */ boundReduction('any', ctx, FOLD_REDUCTION) as unknown as EntryOps['any'];

/** The same op as {@link any}. Under the torch policy, mode default. */
export const reduceAny: EntryOps['reduceAny'] = /* @__PURE__ */ boundReduction('reduceAny', ctx, FOLD_REDUCTION) as unknown as EntryOps['reduceAny'];

/** The number of non-zero elements over `axis` (all axes by default; NaN counts), as int64 (JAX without x64: int32). Under the torch policy, mode default. */
export const countNonzero: EntryOps['countNonzero'] = /* @__PURE__ */ boundReduction('countNonzero', ctx, FOLD_REDUCTION) as unknown as EntryOps['countNonzero'];

/** The `n`-th differences along `axis` (default -1): `x[1:] - x[:-1]`, n times, in the input dtype (integers wrap; bool gives bool, as not_equal, where the library allows it); `prepend` / `append` are joined first (as concat promotes them). Under the torch policy, mode default. */
export const diff: EntryOps['diff'] = /* @__PURE__ */ boundReduction('diff', ctx, DIFF_REDUCTION) as unknown as EntryOps['diff'];

/** The tensors joined along an existing axis (default 0), promoted together as the library promotes them for concat (TensorFlow: one dtype only). Under the torch policy, mode default. */
export const concat: EntryOps['concat'] = /* @__PURE__ */ boundJoin('concat', ctx) as unknown as EntryOps['concat'];

/** The tensors stacked along a new axis (default 0), promoted together as the library promotes them for stack. Under the torch policy, mode default. */
export const stack: EntryOps['stack'] = /* @__PURE__ */ boundJoin('stack', ctx) as unknown as EntryOps['stack'];

/** The elementwise sum of tensors of one shape, added left to right, promoted together as the library promotes add_n. Under the torch policy, mode default. */
export const addN: EntryOps['addN'] = /* @__PURE__ */ boundJoin('addN', ctx) as unknown as EntryOps['addN'];

/** The matrix product over the last two axes, batch axes broadcast; the operands promoted as the library promotes a matrix product. Under the torch policy, mode default. */
export const matmul: EntryOps['matmul'] = /* @__PURE__ */ boundMatmul(ctx) as unknown as EntryOps['matmul'];

/** The same elements in a new shape (one dimension may be -1); a view, no copy. Under the torch policy, mode default. */
export const reshape: EntryOps['reshape'] = /* @__PURE__ */ boundShapeOp('reshape', ctx) as unknown as EntryOps['reshape'];

/** The axes permuted by `perm` (reversed by default). Under the torch policy, mode default. */
export const transpose: EntryOps['transpose'] = /* @__PURE__ */ boundShapeOp('transpose', ctx) as unknown as EntryOps['transpose'];

/** A length-1 axis inserted at `axis`; a view, no copy. Under the torch policy, mode default. */
export const expandDims: EntryOps['expandDims'] = /* @__PURE__ */ boundShapeOp('expandDims', ctx) as unknown as EntryOps['expandDims'];

/** The length-1 axes removed (those named by `axis`, or all); a view, no copy. Under the torch policy, mode default. */
export const squeeze: EntryOps['squeeze'] = /* @__PURE__ */ boundShapeOp('squeeze', ctx) as unknown as EntryOps['squeeze'];

/** The tensor broadcast to `shape` as NumPy broadcasts. Under the torch policy, mode default. */
export const broadcastTo: EntryOps['broadcastTo'] = /* @__PURE__ */ boundShapeOp('broadcastTo', ctx) as unknown as EntryOps['broadcastTo'];

/** The block starting at `begin` of extent `size` (-1: to the end of the axis). A negative begin counts from the end where the library's slice does (PyTorch's `narrow`; NumPy, which has no slice function, as its indexing does); TensorFlow's and JAX's refuse it. Under the torch policy, mode default. */
export const slice: EntryOps['slice'] = /* @__PURE__ */ boundShapeOp('slice', ctx) as unknown as EntryOps['slice'];

/** NumPy's indexing: integers (negative count from the end), slices `{ start, stop, step }` (or the text `'1:-1:2'`), `newaxis` (null), `ellipsis` ('...'), integer tensors or arrays (advanced indexing, broadcast together; their axes come first where a slice separates them) and boolean masks; a string holds several (`'::-1, None'`). Basic indexing of one contiguous run is a view, anything else a copy. Out-of-range indices, integer placement and index dtypes follow the library. Under the torch policy, mode default. */
export const get: EntryOps['get'] = /* @__PURE__ */ boundIndexOp('get', ctx) as unknown as EntryOps['get'];

/** The elements at `indices` along `axis` (of the flattened tensor without one); out-of-range indices as the library treats them (NumPy, TensorFlow, PyTorch: an IndexError; JAX: filled with NaN, or the most negative integer). Under the torch policy, mode default. */
export const take: EntryOps['take'] = /* @__PURE__ */ boundIndexOp('take', ctx) as unknown as EntryOps['take'];

/** Picks along `axis` (default -1) with `indices` of the same rank, the other axes broadcast (as `argsort` results are used). Under the torch policy, mode default. */
export const takeAlongAxis: EntryOps['takeAlongAxis'] = /* @__PURE__ */ boundIndexOp('takeAlongAxis', ctx) as unknown as EntryOps['takeAlongAxis'];

/** Slices of `params` along `axis` (default `batchDims`, 0) at `indices`; the first `batchDims` axes are shared by params and indices. The index dtypes and out-of-range indices as the library (TensorFlow: int16, int32, int64; an error). Under the torch policy, mode default. */
export const gather: EntryOps['gather'] = /* @__PURE__ */ boundIndexOp('gather', ctx) as unknown as EntryOps['gather'];

/** The elements or slices of `params` at the coordinates in the last axis of `indices` (after `batchDims` shared axes). Under the torch policy, mode default. */
export const gatherNd: EntryOps['gatherNd'] = /* @__PURE__ */ boundIndexOp('gatherNd', ctx) as unknown as EntryOps['gatherNd'];

/** The elements (or slices from `axis`, default 0) where the bool `mask` is true, flattened over the masked axes. Under the torch policy, mode default. */
export const booleanMask: EntryOps['booleanMask'] = /* @__PURE__ */ boundIndexOp('booleanMask', ctx) as unknown as EntryOps['booleanMask'];

/** TensorFlow's strided slice: `begin`, `end` and `strides` per axis, with the masks `beginMask`, `endMask` (open bounds), `ellipsisMask`, `newAxisMask` and `shrinkAxisMask` (an integer index) as bit fields. Under the torch policy, mode default. */
export const stridedSlice: EntryOps['stridedSlice'] = /* @__PURE__ */ boundIndexOp('stridedSlice', ctx) as unknown as EntryOps['stridedSlice'];

/** The elements in reverse order along `axis` (one or a list); without one, along every axis where the library's flip does (NumPy, JAX; TensorFlow's reverse and PyTorch's flip need the axes). Under the torch policy, mode default. */
export const reverse: EntryOps['reverse'] = /* @__PURE__ */ boundIndexOp('reverse', ctx) as unknown as EntryOps['reverse'];

/** The same op as {@link reverse}. Under the torch policy, mode default. */
export const flip: EntryOps['flip'] = /* @__PURE__ */ boundIndexOp('reverse', ctx) as unknown as EntryOps['flip'];

/** The axes `source` (one or a list) moved to `destination`, the others keeping their order. Under the torch policy, mode default. */
export const moveaxis: EntryOps['moveaxis'] = /* @__PURE__ */ boundIndexOp('moveaxis', ctx) as unknown as EntryOps['moveaxis'];

/** Each element (or slice along `axis`) repeated `repeats` times, or `repeats[i]` times for element `i`; without an axis, of the flattened tensor. Under the torch policy, mode default. */
export const repeat: EntryOps['repeat'] = /* @__PURE__ */ boundIndexOp('repeat', ctx) as unknown as EntryOps['repeat'];

/** The elements shifted by `shift` along `axis` (lists of both: shifts add up per axis), those past the end coming back at the start; without an axis, of the flattened tensor where the library allows it (TensorFlow's roll needs the axis). Under the torch policy, mode default. */
export const roll: EntryOps['roll'] = /* @__PURE__ */ boundIndexOp('roll', ctx) as unknown as EntryOps['roll'];

/** The tensor repeated `multiples[k]` times along each axis (NumPy, JAX and PyTorch take fewer or more multiples than axes; TensorFlow one per axis). Under the torch policy, mode default. */
export const tile: EntryOps['tile'] = /* @__PURE__ */ boundIndexOp('tile', ctx) as unknown as EntryOps['tile'];

/** The slices along `axis` (default 0), each without that axis, as a list of tensors. Under the torch policy, mode default. */
export const unstack: EntryOps['unstack'] = /* @__PURE__ */ boundIndexOp('unstack', ctx) as unknown as EntryOps['unstack'];

/** The tensor cut along `axis` (default 0) into `numOrSizeSplits` equal parts, or parts of the listed lengths, or at NumPy's indices (`{ indices: [2, 5] }`), as a list of tensors; a count that does not divide the axis is refused (PyTorch: the first parts one longer, as `tensor_split`). Under the torch policy, mode default. */
export const split: EntryOps['split'] = /* @__PURE__ */ boundIndexOp('split', ctx) as unknown as EntryOps['split'];

/** The tensor padded by `paddings` (one `[before, after]` per axis) with `constantValue` (default 0, stored in the tensor's dtype as the library converts it), or in mode `'reflect'`, `'symmetric'` or `'edge'` (NumPy's; TensorFlow's `REFLECT`, `SYMMETRIC`). Under the torch policy, mode default. */
export const pad: EntryOps['pad'] = /* @__PURE__ */ boundIndexOp('pad', ctx) as unknown as EntryOps['pad'];

/** Every tensor broadcast to their common shape, each keeping its dtype, as a list. Under the torch policy, mode default. */
export const broadcastArrays: EntryOps['broadcastArrays'] = /* @__PURE__ */ boundIndexOp('broadcastArrays', ctx) as unknown as EntryOps['broadcastArrays'];

/** The elements sorted along `axis` (default -1), ascending or `descending`, stably (equal elements keep their order; `stable` is accepted and always holds). NaN sorts last ascending and first descending; -0 and 0 are equal; complex numbers in NumPy's order (JAX's: lexicographic). The dtypes as the library sorts them (TensorFlow: no bool or complex; PyTorch: no complex). Under the torch policy, mode default. */
export const sort: EntryOps['sort'] = /* @__PURE__ */ boundSortOp('sort', 'sort', ctx) as unknown as EntryOps['sort'];

/** The indices that sort the elements along `axis` (default -1), ascending or `descending`, stably (equal elements in the order they appear), in the library's index dtype (NumPy, PyTorch, JAX: int64, JAX without x64 int32; TensorFlow and the RFC's policies: int32, as tf.argsort). NaN and complex numbers as for sort. Under the torch policy, mode default. */
export const argsort: EntryOps['argsort'] = /* @__PURE__ */ boundSortOp('argsort', 'argsort', ctx) as unknown as EntryOps['argsort'];

/** The `k` (default 1) largest elements along the last axis, largest first, and their indices: `{ values, indices }` (indices int32 under TensorFlow's and JAX's policies, as tf.math.top_k and lax.top_k; int64 under PyTorch's and NumPy's, which has no top_k: argsort's). Equal elements in the order they appear; NaN is the largest. Under the torch policy, mode default. */
export const topk: EntryOps['topk'] = /* @__PURE__ */ boundSortOp('topk', 'topk', ctx) as unknown as EntryOps['topk'];

/** The positions where the values `x2` would be inserted into `x1` (sorted ascending along its last axis) to keep it sorted: the first such position (`side` `'left'`, the default) or the last (`'right'`); `sorter` (int32 or int64) orders an unsorted 1-D `x1`, as argsort gives it. NaN sorts last, -0 equals 0. x1 and x2 are compared as the library compares them (NumPy, JAX, PyTorch promote them; TensorFlow takes one dtype and no bool or complex), the positions in its index dtype (int64 under NumPy's and PyTorch's policies, int32 under JAX's and TensorFlow's). A 1-D x1 serves values of any shape under NumPy's, JAX's and PyTorch's policies; an N-D x1 searches row by row where the library does (TensorFlow, PyTorch). Under the torch policy, mode default. */
export const searchSorted: EntryOps['searchSorted'] = /* @__PURE__ */ boundSearchOp('searchSorted', 'searchsorted', ctx) as unknown as EntryOps['searchSorted'];

/** The same op as {@link searchSorted}. Under the torch policy, mode default. */
export const searchsorted: EntryOps['searchsorted'] = /* @__PURE__ */ boundSearchOp('searchSorted', 'searchsorted', ctx) as unknown as EntryOps['searchsorted'];

/** The indices of the nonzero elements, one 1-D tensor per axis (the Array API's tuple), in row-major order: NaN is nonzero, -0 is zero, a complex number is nonzero where either part is. The index dtype is the library's (int64; TensorFlow's tf.where has no float16 kernel). A 0-d tensor is refused under NumPy's and JAX's policies (NumPy 2, as `atleast1d` first) and TensorFlow's; PyTorch's gives no index tensors. Under the torch policy, mode default. */
export const nonzero: EntryOps['nonzero'] = /* @__PURE__ */ boundSearchOp('nonzero', 'nonzero', ctx) as unknown as EntryOps['nonzero'];

/** The coordinates of the nonzero elements as an (n, ndim) matrix (TensorFlow's one-argument tf.where, NumPy's argwhere, PyTorch's nonzero), in row-major order; nonzero as for `nonzero`, the index dtype the library's (int64). Under the torch policy, mode default. */
export const argwhere: EntryOps['argwhere'] = /* @__PURE__ */ boundSearchOp('argwhere', 'argwhere', ctx) as unknown as EntryOps['argwhere'];

/** The distinct elements of the flattened tensor with `indices` (each one's first position), `inverseIndices` (for each element, its value's position in `values`; the tensor's shape) and `counts`, as the Array API's named tuple. Each policy follows its library's order and dtypes: sorted under NumPy's, JAX's and PyTorch's, in order of first occurrence under TensorFlow's (tf.unique, which takes 1-D tensors only, and gives int32 indices and counts); -0 equals 0, each NaN is its own value (NumPy 2, JAX, TensorFlow). Under the torch policy, mode default. */
export const uniqueAll: EntryOps['uniqueAll'] = /* @__PURE__ */ boundSearchOp('uniqueAll', 'unique', ctx) as unknown as EntryOps['uniqueAll'];

/** The distinct elements and how many times each occurs, `{ values, counts }`, in the library's order (as uniqueAll). Under the torch policy, mode default. */
export const uniqueCounts: EntryOps['uniqueCounts'] = /* @__PURE__ */ boundSearchOp('uniqueCounts', 'unique', ctx) as unknown as EntryOps['uniqueCounts'];

/** The distinct elements and, for each element, its value's position among them, `{ values, inverseIndices }` (inverseIndices of the tensor's shape), in the library's order (as uniqueAll). Under the torch policy, mode default. */
export const uniqueInverse: EntryOps['uniqueInverse'] = /* @__PURE__ */ boundSearchOp('uniqueInverse', 'unique', ctx) as unknown as EntryOps['uniqueInverse'];

/** The distinct elements of the flattened tensor, in the library's order (as uniqueAll). Under the torch policy, mode default. */
export const uniqueValues: EntryOps['uniqueValues'] = /* @__PURE__ */ boundSearchOp('uniqueValues', 'unique', ctx) as unknown as EntryOps['uniqueValues'];

/** Each matrix transposed (the last two axes swapped, not conjugated). The same function as `linalg.matrixTranspose`. Under the torch policy, mode default. */
export const matrixTranspose: EntryOps['matrixTranspose'] = /* @__PURE__ */ boundExtension('matrixTranspose', ctx) as unknown as EntryOps['matrixTranspose'];

/** The outer product `x1[i] * x2[j]` of two vectors, promoted as the library promotes the products. The same function as `linalg.outer`. Under the torch policy, mode default. */
export const outer: EntryOps['outer'] = /* @__PURE__ */ boundExtension('outer', ctx) as unknown as EntryOps['outer'];

/** The sum of products over `axes` (default 2: the last two axes of `x1` with the first two of `x2`; or `[axesOfX1, axesOfX2]`), promoted as the library promotes the products. The same function as `linalg.tensordot`. Under the torch policy, mode default. */
export const tensordot: EntryOps['tensordot'] = /* @__PURE__ */ boundExtension('tensordot', ctx) as unknown as EntryOps['tensordot'];

/** The dot product `Σ conj(x1) x2` along `axis` (default -1), the operands broadcast and promoted as the library promotes the products. The same function as `linalg.vecdot`. Under the torch policy, mode default. */
export const vecdot: EntryOps['vecdot'] = /* @__PURE__ */ boundExtension('vecdot', ctx) as unknown as EntryOps['vecdot'];

/** `where(cond, x, y)`: `x` where `cond` is true, else `y`, promoted together. Under the torch policy, mode default. */
export const where: EntryOps['where'] = /* @__PURE__ */ boundWhere(ctx) as unknown as EntryOps['where'];

/** Elementwise `x` limited to `[min, max]` (either bound may be `null`: no limit on that side), the three promoted as the library of the policy promotes them; NaN anywhere gives NaN, and where min > max the result is max (as NumPy: `minimum(maximum(x, min), max)`). Under the torch policy, mode default. */
export const clipByValue: EntryOps['clipByValue'] = /* @__PURE__ */ withClipMethod(/* @__PURE__ */ boundClip(ctx)) as unknown as EntryOps['clipByValue'];

/** The same op as {@link clipByValue}. Under the torch policy, mode default. */
export const clip: EntryOps['clip'] = /* @__PURE__ */ withClipMethod(/* @__PURE__ */ boundClip(ctx)) as unknown as EntryOps['clip'];

/** Whether `isclose(x, y, options)` holds for every element, as a JavaScript boolean (NumPy returns a Python bool; the Array API has no allclose); the operands are promoted and broadcast as for isclose. Under the torch policy, mode default. */
export const allclose: EntryOps['allclose'] = /* @__PURE__ */ boundAllclose(ctx) as unknown as EntryOps['allclose'];

/** A tensor of zeros (`tf.zeros`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const zeros: EntryOps['zeros'] = /* @__PURE__ */ boundZeros(rules) as unknown as EntryOps['zeros'];

/** A tensor of ones (`tf.ones`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const ones: EntryOps['ones'] = /* @__PURE__ */ boundOnes(rules) as unknown as EntryOps['ones'];

/** A tensor whose values are not chosen (zeros here: a result never shows old memory) (`np.empty`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const empty: EntryOps['empty'] = /* @__PURE__ */ boundEmpty(rules) as unknown as EntryOps['empty'];

/** A tensor with every element one value (`tf.fill`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const fill: EntryOps['fill'] = /* @__PURE__ */ boundFill(rules) as unknown as EntryOps['fill'];

/** The same function as {@link fill}. Under the torch policy, mode default. */
export const full: EntryOps['full'] = /* @__PURE__ */ boundFill(rules) as unknown as EntryOps['full'];

/** Zeros of a tensor's shape and dtype (`tf.zeros_like`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const zerosLike: EntryOps['zerosLike'] = /* @__PURE__ */ boundZerosLike(rules) as unknown as EntryOps['zerosLike'];

/** Ones of a tensor's shape and dtype (`tf.ones_like`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const onesLike: EntryOps['onesLike'] = /* @__PURE__ */ boundOnesLike(rules) as unknown as EntryOps['onesLike'];

/** An unchosen (zero) tensor of a tensor's shape and dtype (`np.empty_like`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const emptyLike: EntryOps['emptyLike'] = /* @__PURE__ */ boundEmptyLike(rules) as unknown as EntryOps['emptyLike'];

/** One value in a tensor's shape and dtype (`np.full_like`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const fullLike: EntryOps['fullLike'] = /* @__PURE__ */ boundFullLike(rules) as unknown as EntryOps['fullLike'];

/** Ones on a diagonal, zeros elsewhere (`tf.eye`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const eye: EntryOps['eye'] = /* @__PURE__ */ boundEye(rules) as unknown as EntryOps['eye'];

/** Evenly spaced values over an interval (`tf.linspace`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const linspace: EntryOps['linspace'] = /* @__PURE__ */ boundLinspace(rules) as unknown as EntryOps['linspace'];

/** Evenly spaced values by a step, the stop excluded (`tf.range`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const range: EntryOps['range'] = /* @__PURE__ */ boundRange(rules) as unknown as EntryOps['range'];

/** The same function as {@link range}. Under the torch policy, mode default. */
export const arange: EntryOps['arange'] = /* @__PURE__ */ boundRange(rules) as unknown as EntryOps['arange'];

/** Coordinate grids from 1-D coordinate tensors (`tf.meshgrid`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const meshgrid: EntryOps['meshgrid'] = /* @__PURE__ */ boundMeshgrid(rules) as unknown as EntryOps['meshgrid'];

/** The lower triangle of each matrix, zeros above (`np.tril`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const tril: EntryOps['tril'] = /* @__PURE__ */ boundTril(rules) as unknown as EntryOps['tril'];

/** The upper triangle of each matrix, zeros below (`np.triu`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const triu: EntryOps['triu'] = /* @__PURE__ */ boundTriu(rules) as unknown as EntryOps['triu'];

/** Uniform random floats in [minval, maxval), reproducible from a seed (`tf.random.stateless_uniform`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const randomUniform: EntryOps['randomUniform'] = /* @__PURE__ */ boundRandomUniform(rules) as unknown as EntryOps['randomUniform'];

/** Normal random floats, reproducible from a seed (`tf.random.stateless_normal`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const randomNormal: EntryOps['randomNormal'] = /* @__PURE__ */ boundRandomNormal(rules) as unknown as EntryOps['randomNormal'];

/** Uniform random integers in [minval, maxval), reproducible from a seed (`tf.random.stateless_uniform (integer dtype)`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const randomUniformInt: EntryOps['randomUniformInt'] = /* @__PURE__ */ boundRandomUniformInt(rules) as unknown as EntryOps['randomUniformInt'];

/** A seeded generator whose draws follow one another (`tf.random.Generator.from_seed`; where no dtype is given, the policy's default). Under the torch policy, mode default. */
export const randomGenerator: EntryOps['randomGenerator'] = /* @__PURE__ */ boundRandomGenerator(rules) as unknown as EntryOps['randomGenerator'];

/** Converts to a dtype (`tf.cast`), as NumPy's `astype`. Under the torch policy, mode default. */
export const cast: EntryOps['cast'] = /* @__PURE__ */ withCastMethod(/* @__PURE__ */ boundCast(ctx)) as unknown as EntryOps['cast'];

/** Converts to a dtype: the Array API's name for {@link cast}, with its `copy` option. Under the torch policy, mode default. */
export const astype: EntryOps['astype'] = /* @__PURE__ */ withCastMethod(/* @__PURE__ */ boundAstype(ctx)) as unknown as EntryOps['astype'];

/** Whether the policy's library casts `from` to `to` (its `can_cast`). Under the torch policy, mode default. */
export const canCast: EntryOps['canCast'] = /* @__PURE__ */ boundCanCast(ctx) as unknown as EntryOps['canCast'];

/** The policy's `result_type` of tensors, dtypes and scalars, as a dtype. Under the torch policy, mode default. */
export const resultType: EntryOps['resultType'] = /* @__PURE__ */ boundResultType(ctx) as unknown as EntryOps['resultType'];

/** The Array API's `linalg` extension. Under the torch policy, mode default. */
export const linalg: EntryOps['linalg'] = /* @__PURE__ */ extensionNamespace('linalg', ctx) as unknown as EntryOps['linalg'];

/** The Array API's `fft` extension. Under the torch policy, mode default. */
export const fft: EntryOps['fft'] = /* @__PURE__ */ extensionNamespace('fft', ctx) as unknown as EntryOps['fft'];
