import { finfo } from '@typelattice/dtypes';

/**
 * The helper functions every kernel may call, as gpu.js JavaScript sources (gpu.js translates
 * them to WGSL or GLSL). They use float32 operations that are exact: comparisons, `floor`,
 * multiplication by powers of two, and sums of integers below 2^24, so that the rounding is the
 * device's own round-to-nearest-even and nothing a compiler may reassociate changes the result.
 */
export interface HelperSource {
  readonly name: string;
  readonly source: string;
  readonly argumentTypes: Record<string, 'Number'>;
}

/** A float32 literal of 2^k, exact (`k` within float32's normal range). */
const pow2 = (k: number): string => {
  if (k < -126 || k > 127) throw new RangeError(`2^${k} is not a normal float32`);
  return String(2 ** k);
};

interface RoundingFormat {
  readonly name: string;
  /** Stored significand bits (10 for float16, 7 for bfloat16). */
  readonly mant: number;
  /** Exponent of the smallest normal number. */
  readonly emin: number;
  /** The smallest magnitude that rounds to infinity: max finite + half an ulp. */
  readonly overflow: number;
}

// p = 2^floor(log2 ax) by binary search up from 2^-100 (steps 64, 64, 32, ..., 1 reach 2^91);
// ax was scaled into [2^-100, 2^64) first.
const EXPONENT_STEPS = [64, 64, 32, 16, 8, 4, 2, 1];

/**
 * The source of a function that rounds a float32 to the nearest value of a narrower float
 * format (ties to even), with its subnormals, overflow to ±inf, signed zeros and NaN.
 */
function roundingSource(f: RoundingFormat): string {
  const fixedQuantum = f.emin - f.mant;
  const steps = EXPONENT_STEPS.map(
    (k) => `  if (ax >= p * ${pow2(k)}) { p = p * ${pow2(k)}; ip = ip * ${pow2(-k)}; }`,
  );
  // Below the smallest normal the quantum is fixed; when ax was scaled up by 2^64, so is it.
  const subnormal = [
    `  if (sc < 1.0) {`,
    `    if (p < ${pow2(f.emin + 64)}) { q = ${pow2(fixedQuantum + 64)}; iq = ${pow2(-(fixedQuantum + 64))}; }`,
    `  }`,
  ];
  if (fixedQuantum >= -126) {
    subnormal.push(
      `  if (sc >= 1.0) {`,
      `    if (p < ${pow2(f.emin)}) { q = ${pow2(fixedQuantum)}; iq = ${pow2(-fixedQuantum)}; }`,
      `  }`,
    );
  }
  return [
    `function ${f.name}(x) {`,
    `  if (x == 0.0) { return x; }`,
    `  let ax = Math.abs(x);`,
    `  if (ax >= ${f.overflow}) { return x * ${pow2(64)} * ${pow2(64)}; }`,
    `  let sc = 1.0;`,
    `  if (ax < ${pow2(-100)}) { ax = ax * ${pow2(64)}; sc = ${pow2(-64)}; }`,
    `  if (ax >= ${pow2(64)}) { ax = ax * ${pow2(-64)}; sc = ${pow2(64)}; }`,
    `  let p = ${pow2(-100)};`,
    `  let ip = ${pow2(100)};`,
    ...steps,
    `  let q = p * ${pow2(-f.mant)};`,
    `  let iq = ip * ${pow2(f.mant)};`,
    ...subnormal,
    `  const t = ax * iq;`,
    `  const fl = Math.floor(t);`,
    `  const d = t - fl;`,
    `  let r = fl;`,
    `  if (d > 0.5) { r = fl + 1.0; }`,
    `  if (d == 0.5) { if (fl - 2.0 * Math.floor(fl * 0.5) != 0.0) { r = fl + 1.0; } }`,
    `  const y = r * q * sc;`,
    `  if (x < 0.0) { return -y; }`,
    `  return y;`,
    `}`,
  ].join('\n');
}

/** The rounding format of a 16-bit float dtype, from the dtypes package's `finfo`. */
function roundingFormat(name: string, dtype: 'float16' | 'bfloat16'): RoundingFormat {
  const { mantissaBits, exponentBits, max } = finfo(dtype);
  const maxExponent = 2 ** (exponentBits - 1) - 1;
  // Half an ulp of the largest finite value is 2^(maxExponent - mantissaBits - 1).
  return { name, mant: mantissaBits, emin: 1 - maxExponent, overflow: max + 2 ** (maxExponent - mantissaBits - 1) };
}

const one = (name: string, source: string, args: string[]): HelperSource => ({
  name,
  source,
  argumentTypes: Object.fromEntries(args.map((a) => [a, 'Number' as const])),
});

/** Every helper, in an order where each is added before a helper that calls it. */
export const HELPERS: readonly HelperSource[] = [
  one('roundF16', roundingSource(roundingFormat('roundF16', 'float16')), ['x']),
  one('roundBF16', roundingSource(roundingFormat('roundBF16', 'bfloat16')), ['x']),
  // Two's-complement wrap-around of an integral value: m = 2^bits, im = 1/m, h = m/2 (0 if unsigned).
  one(
    'wrapInt',
    `function wrapInt(v, m, im, h) {\n  const w = v + h;\n  return w - m * Math.floor(w * im) - h;\n}`,
    ['v', 'm', 'im', 'h'],
  ),
  // NumPy's maximum/minimum: NaN in either operand gives NaN; otherwise the first operand wins
  // when it compares >= (<=): NumPy's float16 and integer loops. Its float32 loop (and
  // ml_dtypes' bfloat16) lets the first win only when > (<), so maximum(0, -0) is -0 there.
  // Equal operands are decided first: compilers may turn the remaining select into a max
  // instruction that ignores the sign of zero.
  ...(['max', 'min'] as const).flatMap((kind) =>
    (['', 'Strict'] as const).map((strict) => {
      const cmp = (kind === 'max' ? '>' : '<') + (strict ? '' : '=');
      const name = `${kind}Nan${strict}`;
      return one(
        name,
        `function ${name}(x, y) {\n  if (x != x) { return x; }\n  if (y != y) { return y; }\n  if (x == y) { return ${strict ? 'y' : 'x'}; }\n  if (x ${cmp} y) { return x; }\n  return y;\n}`,
        ['x', 'y'],
      );
    }),
  ),
  // NumPy integer floor division and modulo: division by zero gives 0.
  one(
    'floorDivInt',
    `function floorDivInt(x, y) {\n  if (y == 0.0) { return 0.0; }\n  return Math.floor(x / y);\n}`,
    ['x', 'y'],
  ),
  one(
    'modInt',
    `function modInt(x, y) {\n  if (y == 0.0) { return 0.0; }\n  return x - Math.floor(x / y) * y;\n}`,
    ['x', 'y'],
  ),
  // NumPy's truthiness: nonzero is true, and so is a NaN (it is not == 0).
  one('truth', `function truth(x) {\n  if (x == 0.0) { return 0.0; }\n  return 1.0;\n}`, ['x']),
  // A bitwise op on the two's-complement bits of integral x, y in (-m, m), m = 2^bits <= 2^16:
  // bit by bit, k1 * (a + b) + k2 * a * b (and: 0, 1; or: 1, -1; xor: 1, -2). Every value stays
  // an integer below 2^17, so each step is exact; the caller wraps the result to its format.
  one(
    'bitwise',
    [
      'function bitwise(x, y, m, k1, k2) {',
      '  let a = x;',
      '  let b = y;',
      '  if (a < 0.0) { a = a + m; }',
      '  if (b < 0.0) { b = b + m; }',
      '  let r = 0.0;',
      '  let p = 1.0;',
      '  for (let i = 0; i < 16; i++) {',
      '    const ha = Math.floor(a * 0.5);',
      '    const hb = Math.floor(b * 0.5);',
      '    const ba = a - 2.0 * ha;',
      '    const bb = b - 2.0 * hb;',
      '    r = r + p * (k1 * (ba + bb) + k2 * ba * bb);',
      '    p = p * 2.0;',
      '    a = ha;',
      '    b = hb;',
      '  }',
      '  return r;',
      '}',
    ].join('\n'),
    ['x', 'y', 'm', 'k1', 'k2'],
  ),
  // Round half to even (NumPy's rint): x - floor(x) is exact in float32; a zero result keeps the
  // sign of x (rint(-0.4) is -0): ceil of x in [-0.5, 0) and floor of x in [0, 0.5] give that
  // zero (x * 0.0 does not: compilers fold it to +0).
  one(
    'rintEven',
    [
      'function rintEven(x) {',
      '  const fl = Math.floor(x);',
      '  const d = x - fl;',
      '  let r = fl;',
      '  if (d > 0.5) { r = fl + 1.0; }',
      '  if (d == 0.5) { if (fl - 2.0 * Math.floor(fl * 0.5) != 0.0) { r = fl + 1.0; } }',
      '  if (r == 0.0) {',
      '    if (x < 0.0) { return Math.ceil(x); }',
      '    return Math.floor(x);',
      '  }',
      '  return r;',
      '}',
    ].join('\n'),
    ['x'],
  ),
  // uint8 power by squaring, wrapping after each product (products stay below 2^16).
  one(
    'powU8',
    [
      'function powU8(x, y) {',
      '  let r = 1.0;',
      '  let b = x;',
      '  let e = y;',
      '  for (let i = 0; i < 8; i++) {',
      '    const h = Math.floor(e * 0.5);',
      '    if (e - 2.0 * h == 1.0) { r = wrapInt(r * b, 256.0, 0.00390625, 0.0); }',
      '    b = wrapInt(b * b, 256.0, 0.00390625, 0.0);',
      '    e = h;',
      '  }',
      '  return r;',
      '}',
    ].join('\n'),
    ['x', 'y'],
  ),
];
