import { exp, log } from './correctly-rounded-exp-log';
import { atan2, sincos } from './correctly-rounded-trig';
import { hypot64, keepFloat64 } from './float-helpers';
import { atan2f } from './float32-atan2';
import { expf, logf } from './float32-exp-log';
import { sincosf } from './float32-sincos';
import { log1p, log1pf } from './log1p';

/**
 * The real functions a complex formula calls (complex-functions.ts), in one lane precision: each
 * takes and returns values of the lane (float32 values for `'float32'`). `sincos` returns
 * `[sin, cos]` in a shared two-slot buffer, read at once.
 */
export interface RealFunctions {
  readonly exp: (x: number) => number;
  readonly log: (x: number) => number;
  readonly log1p: (x: number) => number;
  readonly expm1: (x: number) => number;
  readonly sincos: (x: number) => Float64Array;
  readonly sinh: (x: number) => number;
  readonly cosh: (x: number) => number;
  readonly sqrt: (x: number) => number;
  readonly atan2: (y: number, x: number) => number;
  readonly hypot: (x: number, y: number) => number;
}

const isInf = (v: number): boolean => v === Infinity || v === -Infinity;

// glibc's hypotf: the float32 squares summed in double, one rounding to float32.
const hypotf = (x: number, y: number): number => (isInf(x) || isInf(y) ? Infinity : Math.fround(Math.sqrt(x * x + y * y)));

/**
 * JavaScript's Math functions rounded to the lane (V8's fdlibm ports; `hypot` is glibc's), what
 * the complex unary ufuncs compute with: within a few ulps of the C library's.
 */
export function mathFunctions(lane: 'float32' | 'float64'): RealFunctions {
  const R = lane === 'float64' ? keepFloat64 : Math.fround;
  const SC = new Float64Array(2);
  return {
    exp: (v) => R(Math.exp(v)),
    log: (v) => R(Math.log(v)),
    log1p: (v) => R(Math.log1p(v)),
    expm1: (v) => R(Math.expm1(v)),
    sincos: (v) => {
      SC[0] = R(Math.sin(v));
      SC[1] = R(Math.cos(v));
      return SC;
    },
    sinh: (v) => R(Math.sinh(v)),
    cosh: (v) => R(Math.cosh(v)),
    sqrt: (v) => R(Math.sqrt(v)),
    atan2: (y, x) => R(Math.atan2(y, x)),
    hypot: lane === 'float64' ? hypot64 : hypotf,
  };
}

/**
 * The C library's functions as NumPy meets them on x86-64 Linux (glibc 2.36): exact ports of
 * glibc's float `expf logf log1pf sincosf atan2f` and double `log1p` (their last bits, correctly
 * rounded or not), and correctly rounded double `exp log sin cos atan2`, which glibc's are in all
 * but about 0.1 % of arguments. What the complex pow computes with (its `cexp(b * clog(a))`
 * moves with every last bit of them); `sinh`, `cosh`, `sqrt` are the Math ones.
 */
export function libmFunctions(lane: 'float32' | 'float64'): RealFunctions {
  const math = mathFunctions(lane);
  if (lane === 'float32') return { ...math, exp: expf, log: logf, log1p: log1pf, sincos: sincosf, atan2: atan2f };
  return { ...math, exp, log, log1p, sincos, atan2 };
}
