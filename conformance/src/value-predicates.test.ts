import { describe, expect, it } from 'vitest';
import { complexPowWithin, elementValue, VALUE_PREDICATES, withinOneUlp, type ValueDetail } from './value-predicates';

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

  it('complexPowWithin: the kernels\' relative tolerance, or an ill-conditioned power', () => {
    const base: ValueDetail = { op: 'pow', aDtype: 'complex128', bDtype: 'complex128', resultDtype: 'complex128', a: '0x4000000000000000,0x0000000000000000', b: '0x3fe0000000000000,0x0000000000000000' };
    // 2 ** 0.5 = 1.4142135623730951 (0x3ff6a09e667f3bcd); one ulp off is within 1e-13.
    expect(complexPowWithin({ ...base, expected: '0x3ff6a09e667f3bcd,0x0000000000000000', actual: '0x3ff6a09e667f3bce,0x0000000000000000' })).toBe(true);
    // 1.5 instead of sqrt(2) is not.
    expect(complexPowWithin({ ...base, expected: '0x3ff6a09e667f3bcd,0x0000000000000000', actual: '0x3ff8000000000000,0x0000000000000000' })).toBe(false);
    // |b| * |log a| = 2000 * log 2 > 1e3: the phase is noise, not compared.
    const wide = { ...base, b: '0x409f400000000000,0x0000000000000000' };
    expect(complexPowWithin({ ...wide, expected: '0x3ff0000000000000,0x0000000000000000', actual: '0x0000000000000000,0x3ff0000000000000' })).toBe(true);
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
});
