import { describe, expect, it } from 'vitest';
import { complexEdge, complexPowWithin, elementValue, VALUE_PREDICATES, withinOneUlp, type ValueDetail } from './value-predicates';

// Expected values below follow from the IEEE 754 encodings alone (1.0f = 0x3f800000, the next
// float up is 0x3f800001, -0.0f = 0x80000000, +inf = 0x7f800000), not from any library.
describe('value predicates', () => {
  it('decode elements of every encoding into complex lanes', () => {
    expect(elementValue('float32', '0x3f800000')).toEqual([1, 0]);
    expect(elementValue('float16', '0xc000')).toEqual([-2, 0]);
    expect(elementValue('bfloat16', '0x3fc0')).toEqual([1.5, 0]);
    expect(elementValue('complex64', '0x3f800000,0xbf800000')).toEqual([1, -1]);
    expect(elementValue('int64', '-9')).toEqual([-9, 0]);
    expect(elementValue('uint8', '7')).toEqual([7, 0]);
    expect(elementValue('bool', 'true')).toEqual([1, 0]);
  });

  it('withinOneUlp: adjacent finite floats of one sign only', () => {
    expect(withinOneUlp('float32', '0x3f800000', '0x3f800001')).toBe(true);
    expect(withinOneUlp('float32', '0x3f800001', '0x3f800000')).toBe(true);
    expect(withinOneUlp('float32', '0x3f800000', '0x3f800002')).toBe(false);
    expect(withinOneUlp('float32', '0x00000000', '0x80000000')).toBe(false);
    expect(withinOneUlp('float32', '0x7f7fffff', '0x7f800000')).toBe(false);
    expect(withinOneUlp('float64', '0x3ff0000000000000', '0x3fefffffffffffff')).toBe(true);
  });

  it('complexPowWithin: one eps of the magnitude per lane, ill-conditioned powers included', () => {
    const base: ValueDetail = { op: 'pow', aDtype: 'complex128', bDtype: 'complex128', resultDtype: 'complex128', a: '0x4000000000000000,0x0000000000000000', b: '0x3fe0000000000000,0x0000000000000000' };
    // 2 ** 0.5 = 1.4142135623730951 (0x3ff6a09e667f3bcd); one ulp off is within eps · |result|.
    expect(complexPowWithin({ ...base, expected: '0x3ff6a09e667f3bcd,0x0000000000000000', actual: '0x3ff6a09e667f3bce,0x0000000000000000' })).toBe(true);
    // four ulps off is not, nor is 1.5.
    expect(complexPowWithin({ ...base, expected: '0x3ff6a09e667f3bcd,0x0000000000000000', actual: '0x3ff6a09e667f3bd1,0x0000000000000000' })).toBe(false);
    expect(complexPowWithin({ ...base, expected: '0x3ff6a09e667f3bcd,0x0000000000000000', actual: '0x3ff8000000000000,0x0000000000000000' })).toBe(false);
    // |b| * |log a| = 2000 * log 2: compared like any other power (the kernels follow glibc's last bits).
    const wide = { ...base, b: '0x409f400000000000,0x0000000000000000' };
    expect(complexPowWithin({ ...wide, expected: '0x3ff0000000000000,0x0000000000000000', actual: '0x0000000000000000,0x3ff0000000000000' })).toBe(false);
    // complex64: the lanes' eps is 2^-23
    const c64: ValueDetail = { ...base, aDtype: 'complex64', bDtype: 'complex64', resultDtype: 'complex64', a: '0x40000000,0x00000000', b: '0x3f000000,0x00000000' };
    expect(complexPowWithin({ ...c64, expected: '0x3fb504f3,0x00000000', actual: '0x3fb504f4,0x00000000' })).toBe(true);
    expect(complexPowWithin({ ...c64, expected: '0x3fb504f3,0x00000000', actual: '0x3fb504f6,0x00000000' })).toBe(false);
  });

  it('platform-atan2-rounding lists float32 atan2 cells within two ulps, float64 within one, never a zero', () => {
    const p = VALUE_PREDICATES['platform-atan2-rounding']!;
    // atan2(1, 1): NumPy's SVML gives 0x3f490fda, Math.atan2 rounded to float32 0x3f490fdb (pi/4)
    const f32: ValueDetail = { op: 'atan2', aDtype: 'float32', bDtype: 'float32', resultDtype: 'float32', a: '0x3f800000', b: '0x3f800000', expected: '0x3f490fda', actual: '0x3f490fdb' };
    expect(p(f32)).toBe(true);
    expect(p({ ...f32, actual: '0x3f490fdc' })).toBe(true);
    expect(p({ ...f32, actual: '0x3f490fdd' })).toBe(false);
    expect(p({ ...f32, op: 'pow' })).toBe(false);
    expect(p({ ...f32, expected: '0x00000000', actual: '0x00000001' })).toBe(false);
    const f64: ValueDetail = { ...f32, aDtype: 'float64', bDtype: 'float64', resultDtype: 'float64', expected: '0x3fc229aec47638dd', actual: '0x3fc229aec47638dc' };
    expect(p(f64)).toBe(true);
    expect(p({ ...f64, actual: '0x3fc229aec47638db' })).toBe(false);
    expect(p({ ...f32, resultDtype: 'float16', expected: '0x3a48', actual: '0x3a49' })).toBe(false);
  });

  it('float-atan2 (JAX) lists real atan2 cells within one ulp, never a zero', () => {
    const p = VALUE_PREDICATES['float-atan2']!;
    const f32: ValueDetail = { op: 'atan2', aDtype: 'int8', bDtype: 'int8', resultDtype: 'float32', a: '1', b: '2', expected: '0x3eed6339', actual: '0x3eed6338' };
    expect(p(f32)).toBe(true);
    expect(p({ ...f32, actual: '0x3eed6337' })).toBe(false);
    expect(p({ ...f32, expected: '0x80000000', actual: '0x00000000' })).toBe(false);
    expect(p({ ...f32, op: 'truediv' })).toBe(false);
  });

  it('platform-pow-rounding lists pow cells only, real within one ulp, complex within tolerance', () => {
    const p = VALUE_PREDICATES['platform-pow-rounding']!;
    const real: ValueDetail = { op: 'pow', aDtype: 'float32', bDtype: 'float32', resultDtype: 'float32', a: '0x3f000000', b: '0x34000000', expected: '0x3f7ffffe', actual: '0x3f7fffff' };
    expect(p(real)).toBe(true);
    expect(p({ ...real, actual: '0x3f800000' })).toBe(false);
    expect(p({ ...real, op: 'multiply' })).toBe(false);
    // A case's dtype cell (no elements) is never listed.
    expect(p({ op: 'pow', aDtype: 'float32', bDtype: 'float32', resultDtype: 'float32' })).toBe(false);
  });
  it('platform-transcendental-rounding: the kernels\' ulps per function and dtype, normal numbers only; complex within 3 eps of |result|', () => {
    const p = VALUE_PREDICATES['platform-transcendental-rounding']!;
    const exp32: ValueDetail = { op: 'exp', aDtype: 'float32', resultDtype: 'float32', a: '0x3f800000', expected: '0x402df854', actual: '0x402df856' };
    expect(p(exp32)).toBe(true); // 2 ulps: float32 exp's tolerance
    expect(p({ ...exp32, actual: '0x402df857' })).toBe(false);
    expect(p({ ...exp32, op: 'sin' })).toBe(false); // float32 sin: 1 ulp
    expect(p({ ...exp32, op: 'sqrt' })).toBe(false); // sqrt is exact
    expect(p({ ...exp32, resultDtype: 'float16', expected: '0x4170', actual: '0x4171' })).toBe(false); // half floats are exact
    expect(p({ ...exp32, expected: '0x00000001', actual: '0x00000002' })).toBe(false); // subnormals exact
    // tanh: float64 3 ulps
    const tanh64: ValueDetail = { op: 'tanh', aDtype: 'int64', resultDtype: 'float64', a: '1', expected: '0x3fe85efab514f394', actual: '0x3fe85efab514f397' };
    expect(p(tanh64)).toBe(true);
    expect(p({ ...tanh64, actual: '0x3fe85efab514f398' })).toBe(false);
    // complex: (1 + 1j) one ulp off in one lane is within 3 eps of |result|; 1e-3 off is not
    const c: ValueDetail = { op: 'exp', aDtype: 'complex64', resultDtype: 'complex64', a: '0x3f800000,0x3f800000', expected: '0x3f800000,0x3f800000', actual: '0x3f800001,0x3f800000' };
    expect(p(c)).toBe(true);
    expect(p({ ...c, actual: '0x3f8020c5,0x3f800000' })).toBe(false);
  });

  it('jax- and tf-transcendental-rounding: the measured ulps of XLA and Eigen', () => {
    const exp32: ValueDetail = { op: 'exp', aDtype: 'float32', resultDtype: 'float32', a: '0x3f800000', expected: '0x402df854', actual: '0x402df859' };
    expect(VALUE_PREDICATES['jax-transcendental-rounding']!(exp32)).toBe(true); // 5 ulps
    expect(VALUE_PREDICATES['tf-transcendental-rounding']!(exp32)).toBe(false); // 1 ulp
    expect(VALUE_PREDICATES['tf-transcendental-rounding']!({ ...exp32, op: 'cos', actual: '0x402df855' })).toBe(false); // no TF cos tolerance
  });

  it('complexEdge: a zero, subnormal, infinite or NaN lane, or |z|^2 outside the normal range', () => {
    const d = (a: string): ValueDetail => ({ op: 'sqrt', aDtype: 'complex64', resultDtype: 'complex64', a });
    expect(complexEdge(d('0x3f800000,0x3f800000'))).toBe(false); // 1 + 1j
    expect(complexEdge(d('0xbf800000,0x80000000'))).toBe(true); // -1 - 0j
    expect(complexEdge(d('0x7f800000,0x3f800000'))).toBe(true); // inf + 1j
    expect(complexEdge(d('0x3f800000,0x7fc00000'))).toBe(true); // 1 + nan j
    expect(complexEdge(d('0x7149f2ca,0x3f800000'))).toBe(true); // 1e30 + 1j: |z|^2 = 1e60 overflows float32
    expect(complexEdge(d('0x1e3ce508,0x1e3ce508'))).toBe(true); // 1e-20 (1 + 1j): |z|^2 underflows
    expect(complexEdge({ ...d('0x0000000000000000,0x3ff0000000000000'), aDtype: 'complex128' })).toBe(true);
    expect(complexEdge({ ...d('0x3ff0000000000000,0x3ff0000000000000'), aDtype: 'complex128' })).toBe(false);
    expect(complexEdge({ ...d('0x3f800000'), aDtype: 'float32' })).toBe(false); // real operands have no edge here
  });

  it('complex-function-edge and -rounding concern complex operands of the complex functions only', () => {
    const edge = VALUE_PREDICATES['complex-function-edge']!;
    const rounding = VALUE_PREDICATES['complex-function-rounding']!;
    const sqrt: ValueDetail = { op: 'sqrt', aDtype: 'complex64', resultDtype: 'complex64', a: '0xbf800000,0x80000000', expected: '0x00000000,0x3f800000', actual: '0x00000000,0xbf800000' };
    expect(edge(sqrt)).toBe(true);
    expect(rounding(sqrt)).toBe(false); // -1j is not 1j
    expect(edge({ ...sqrt, op: 'add' })).toBe(false);
    expect(edge({ ...sqrt, expected: undefined, actual: undefined })).toBe(false); // a dtype cell
    // abs of a complex operand: a real result within 3 eps of itself
    const abs: ValueDetail = { op: 'absolute', aDtype: 'complex64', resultDtype: 'float32', a: '0x40400000,0x40800000', expected: '0x40a00000', actual: '0x40a00001' };
    expect(rounding(abs)).toBe(true);
    expect(rounding({ ...abs, actual: '0x40a00010' })).toBe(false);
    expect(rounding({ ...abs, aDtype: 'float32', a: '0x40a00000' })).toBe(false); // a real operand
  });

  it('complex-log-absolute-error: the real part within one epsilon absolutely, the argument within rounding', () => {
    const p = VALUE_PREDICATES['complex-log-absolute-error']!;
    // log(1 + 1e-10j): real part 5e-21 (NumPy) or 0 (a log of the squared magnitude)
    const d: ValueDetail = { op: 'log', aDtype: 'complex128', resultDtype: 'complex128', a: '0x3ff0000000000000,0x3ddb7cdfd9d7bdbb', expected: '0x0000000000000000,0x3ddb7cdfd9d7bdbb', actual: '0x3bb79ca10c924224,0x3ddb7cdfd9d7bdbb' };
    expect(p(d)).toBe(true);
    expect(p({ ...d, actual: '0x3cc0000000000000,0x3ddb7cdfd9d7bdbb' })).toBe(false); // 2^-51 > eps
    expect(p({ ...d, actual: '0x3bb79ca10c924224,0x3ddb7cdfd9d7bdcb' })).toBe(false); // the argument off
    expect(p({ ...d, op: 'exp' })).toBe(false);
  });

  it('complex-ordering-nan: < <= > >= of complex numbers with a NaN imaginary part and different real parts', () => {
    const p = VALUE_PREDICATES['complex-ordering-nan']!;
    const d: ValueDetail = { op: 'less', aDtype: 'complex64', bDtype: 'complex64', resultDtype: 'bool', a: '0x00000000,0x00000000', b: '0x3f800000,0x7fc00000', expected: 'true', actual: 'false' };
    expect(p(d)).toBe(true);
    expect(p({ ...d, b: '0x00000000,0x7fc00000' })).toBe(false); // equal real parts
    expect(p({ ...d, b: '0x7fc00000,0x3f800000' })).toBe(false); // a NaN real part
    expect(p({ ...d, op: 'equal' })).toBe(false);
    expect(p({ ...d, aDtype: 'int8', a: '0' })).toBe(true); // a real operand against a complex one
  });

  it('sign-of-negative-zero: sign(-0.0) whose zero differs in sign only', () => {
    const p = VALUE_PREDICATES['sign-of-negative-zero']!;
    const d: ValueDetail = { op: 'sign', aDtype: 'float32', resultDtype: 'float32', a: '0x80000000', expected: '0x80000000', actual: '0x00000000' };
    expect(p(d)).toBe(true);
    expect(p({ ...d, a: '0x00000000' })).toBe(false);
    expect(p({ ...d, actual: '0x3f800000' })).toBe(false);
    expect(p({ ...d, op: 'negative' })).toBe(false);
  });

  it('subnormal-flush: a subnormal operand or result; for where, a subnormal condition only', () => {
    const p = VALUE_PREDICATES['subnormal-flush']!;
    expect(p({ op: 'equal', aDtype: 'float32', bDtype: 'float32', resultDtype: 'bool', a: '0x00000000', b: '0x00000001', expected: 'true', actual: 'false' })).toBe(true);
    const where: ValueDetail = { op: 'where', condDtype: 'float32', aDtype: 'float32', bDtype: 'float32', resultDtype: 'float32', cond: '0x00000001', a: '0x3f800000', b: '0x40000000', expected: '0x40000000', actual: '0x3f800000' };
    expect(p(where)).toBe(true);
    expect(p({ ...where, cond: '0x3f800000', a: '0x00000001', actual: '0x00000001' })).toBe(false);
  });
});
