import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DTYPES, DTYPE_CODES, type DType } from '@typelattice/dtypes';
import { describe, expect, it } from 'vitest';
import * as full from './index';
import * as jaxEntry from './entries/jax';
import * as numpyEntry from './entries/numpy';
import * as tfEntry from './entries/tf';
import * as tfRfcEntry from './entries/tf-rfc';
import * as torchEntry from './entries/torch';
import { astype, canCast, constant, createOps, e, finfo, iinfo, inf, isdtype, nan, ones, pi, PromotionError, resultType, ValueError, weakFloat, type ResultTypeArg } from './index';

// The data type functions through the facade, replayed against the recordings of each library
// (conformance/fixtures/dtype-functions, tools/record/record_dtype_functions.py): tensors for the
// dtypes, JavaScript scalars for Python's (1 an int, 1.5 a float, { re: 1, im: 0 } a complex).

const DIR = join(__dirname, '..', '..', '..', 'conformance', 'fixtures', 'dtype-functions');
type Cell = string | boolean | { refused: string };
interface Fixture {
  header: { library: string; mode: string };
  kinds: string[];
  dtypes: string[];
  canCast: Record<string, Cell[]>;
  resultType: Record<string, Cell[]>;
  triples?: [string[], Cell][];
}
const FIXTURES = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Fixture);
const POLICY_OF = { numpy: 'numpy', jax: 'jax', tensorflow: 'tf', torch: 'torch' } as const;
const SCALAR: Record<string, ResultTypeArg> = { 'i*': 1, 'f*': 1.5, 'c*': { re: 1, im: 0 } };
const dtypeOf = (code: string): DType => DTYPES[DTYPE_CODES.indexOf(code as never)]!;
const arg = (kind: string): ResultTypeArg => SCALAR[kind] ?? ones([1], dtypeOf(kind));
const codeOf = (d: DType): string => DTYPE_CODES[DTYPES.indexOf(d)]!;

function outcome(f: () => DType): string {
  try {
    return codeOf(f());
  } catch (err) {
    if (!(err instanceof PromotionError)) throw err;
    return 'refused';
  }
}
const recorded = (c: Cell): string => (typeof c === 'string' ? (c === 'complex32' ? 'c64' : c) : 'refused'); // complex32: the torch-complex32 deviation

describe.each(FIXTURES.map((f) => [`${f.header.library}/${f.header.mode}`, f] as const))('%s', (_, f) => {
  const ops = createOps({ policy: POLICY_OF[f.header.library as keyof typeof POLICY_OF], mode: f.header.mode } as never) as full.Ops;

  it('resultType of tensors and scalars: every pair and triple as recorded', () => {
    const wrong: string[] = [];
    for (const a of f.kinds) {
      f.kinds.forEach((b, j) => {
        const got = outcome(() => ops.resultType(arg(a), arg(b)));
        if (got !== recorded(f.resultType[a]![j]!)) wrong.push(`${a},${b}: ${got}`);
      });
    }
    for (const [t, c] of f.triples ?? []) if (outcome(() => ops.resultType(...t.map(arg))) !== recorded(c)) wrong.push(t.join(','));
    expect(wrong).toEqual([]);
  });

  it('canCast of dtypes and of tensors: the recorded 15 x 15 table', () => {
    const got = f.dtypes.map((a) => f.dtypes.map((b) => ops.canCast(dtypeOf(a), dtypeOf(b))));
    expect(got).toEqual(f.dtypes.map((a) => f.canCast[a]!.map((c) => c === true)));
    expect(f.dtypes.map((a) => ops.canCast(ones([1], dtypeOf(a)), 'float64'))).toEqual(got.map((row) => row[f.dtypes.indexOf('f64')]));
  });
});

describe('resultType', () => {
  it('takes dtypes by name and code, weak kinds, weak tensors, bigints and booleans', () => {
    const np = createOps({ policy: 'numpy' });
    expect(np.resultType('i8', 'uint8')).toBe('int16');
    expect(np.resultType('uint8', 'i*')).toBe('uint8');
    expect(np.resultType('uint8', 2n ** 3n)).toBe('uint8');
    expect(np.resultType(true, 'int8')).toBe('int8');
    expect(np.resultType(weakFloat(2), 'float16')).toBe('float16');
    expect(np.resultType('float32')).toBe('float32');
  });
  it('refuses as the policy does, with a cast that works', () => {
    const strict = createOps({ policy: 'jax', mode: 'strict' });
    let err: unknown;
    try {
      strict.resultType('int8', 'uint8');
    } catch (x) {
      err = x;
    }
    expect(err).toBeInstanceOf(PromotionError);
    expect(String((err as Error).message)).toMatch(/cast/);
    expect(strict.resultType('int8', 'int8')).toBe('int8');
  });
  it('names a bad argument and asks for at least one', () => {
    expect(() => resultType()).toThrow(ValueError);
    expect(() => resultType('int8', [1, 2] as never)).toThrow(/Argument 2 of resultType/);
    expect(() => resultType('int9' as never)).toThrow(/int9/);
  });
  it('follows the scope it is called in (the default policy, tf-rfc, outside one)', () => {
    expect(resultType('int8', 'float16')).toBe(createOps().resultType('int8', 'float16'));
    expect(() => resultType('int64', 'float16')).toThrow(PromotionError);
    expect(createOps({ policy: 'jax' }).scope(() => resultType(1, 'uint8'))).toBe('uint8');
  });
});

describe('canCast', () => {
  it('tf-rfc answers from its lattice in every mode: the safe order of the RFC', () => {
    for (const mode of ['safe', 'all', 'none'] as const) {
      const ops = createOps({ policy: 'tf-rfc', mode });
      expect(ops.canCast('int8', 'float16')).toBe(true);
      expect(ops.canCast('int64', 'float16')).toBe(false);
      expect(ops.canCast('float32', 'int32')).toBe(false);
    }
    expect(canCast('u8', 'i16')).toBe(true);
  });
  it('refuses an unknown dtype', () => {
    expect(() => canCast('int8', 'float8' as never)).toThrow(/float8/);
  });
});

describe('astype', () => {
  it('is cast: the same values, never weak', () => {
    const x = constant([1.7, -1.7, 300]);
    for (const d of DTYPES) expect(astype(x, d).toArray()).toEqual(x.cast(d).toArray());
    expect(astype(weakFloat(1.5), 'float32').weak).toBe(false);
    expect(x.astype('int32').toArray()).toEqual([1, -1, 300]);
  });
  it('copies unless copy is false and the dtype is already the one asked for', () => {
    const x = constant([1, 2], 'float32');
    expect(astype(x, 'float32')).not.toBe(x);
    expect(astype(x, 'float32', { copy: false })).toBe(x);
    expect(x.astype('f32', { copy: false })).toBe(x);
    expect(astype(x, 'float64', { copy: false }).dtype).toBe('float64');
    const w = weakFloat(2);
    expect(astype(w, 'float64', { copy: false })).not.toBe(w);
  });
  it('refuses bad options, naming them', () => {
    const x = constant([1], 'int8');
    expect(() => astype(x, 'int8', { copy: 'no' } as never)).toThrow(ValueError);
    expect(() => x.astype('int8', { cpy: false } as never)).toThrow(/copy\?: boolean/);
  });
});

describe('constants, finfo, iinfo, isdtype', () => {
  it('are the Array API constants', () => {
    expect([e, pi, inf]).toEqual([Math.E, Math.PI, Infinity]);
    expect(Number.isNaN(nan)).toBe(true);
  });
  it('finfo and iinfo as NumPy (bfloat16, complex as its part, bigint integer limits)', () => {
    expect(finfo('bfloat16').eps).toBe(2 ** -7);
    expect(finfo('complex64')).toBe(finfo('float32'));
    expect(finfo('float16').resolution).toBe(0.0010004043579101562);
    expect(iinfo('uint64').max).toBe(2n ** 64n - 1n);
    expect(() => finfo('int8')).toThrow(/use iinfo/);
    expect(() => iinfo('float32')).toThrow(/use finfo/);
  });
  it('every entry exports them, the same functions, and its policy-bound astype, canCast and resultType', () => {
    const entries = { numpy: numpyEntry, jax: jaxEntry, tf: tfEntry, torch: torchEntry, 'tf-rfc': tfRfcEntry };
    for (const [policy, entry] of Object.entries(entries)) {
      expect([entry.e, entry.pi, entry.inf, entry.finfo, entry.iinfo, entry.isdtype, entry.newaxis]).toEqual([e, pi, inf, finfo, iinfo, isdtype, full.newaxis]);
      expect(Number.isNaN(entry.nan)).toBe(true);
      const own = createOps({ policy: policy as 'numpy' });
      expect(entry.resultType('float32', 1.5)).toBe(own.resultType('float32', 1.5));
      expect(entry.canCast('float64', 'float32')).toBe(own.canCast('float64', 'float32'));
      expect(entry.astype([1.5], 'int8').toArray()).toEqual([1]);
    }
  });
});
