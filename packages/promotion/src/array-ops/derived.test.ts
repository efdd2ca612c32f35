import { describe, expect, it } from 'vitest';
import { arrayResult, argIndexDType, arrayOpsSourceOf, promoter, PromotionError, resultType, topkIndexResult, uniqueResult, updateResult, UPDATE_OPS } from '../index';
import { DTYPES } from '@typelattice/dtypes';

// The array-op decisions for the RFC's modes (DECISIONS.md), and the join rules beyond two operands.

const refused = (fn: () => unknown): PromotionError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof PromotionError) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('array ops under the RFC modes (derived)', () => {
  const safe = promoter('tf-rfc', 'safe');
  it('are derived, not recorded', () => {
    expect(arrayOpsSourceOf(safe)).toBe('derived');
    expect(arrayOpsSourceOf(promoter('tf-rfc', 'legacy'))).toBe('tensorflow/legacy');
  });
  it('keep the dtype for sums and products, refusing bool with the cast', () => {
    for (const d of ['int8', 'uint64', 'float16', 'complex64'] as const) expect(arrayResult(safe, 'reduceSum', [d])).toBe(d);
    expect(arrayResult(safe, 'reduceSum', ['i*'])).toBe('i*');
    const e = refused(() => arrayResult(safe, 'reduceProd', ['bool']));
    expect(e.fix?.castTo).toMatch(/int/);
  });
  it('mean an integer in the float its true division gives', () => {
    for (const d of ['int8', 'int16', 'uint32', 'int64'] as const) {
      expect(arrayResult(safe, 'reduceMean', [d])).toBe(resultType('tf-rfc', d, d, { op: 'truediv', mode: 'safe' }));
    }
    expect(arrayResult(safe, 'reduceMean', ['float16'])).toBe('float16');
  });
  it('refuse ordering complex numbers, index in int64', () => {
    expect(() => arrayResult(safe, 'reduceMax', ['complex64'])).toThrow(PromotionError);
    expect(arrayResult(safe, 'argmax', ['float32'])).toBe('int64');
    expect(argIndexDType(safe)).toBe('int64');
  });
  it('join and multiply as add promotes, in every mode', () => {
    for (const mode of ['safe', 'all', 'none'] as const) {
      const p = promoter('tf-rfc', mode);
      for (const [a, b] of [['int8', 'int16'], ['uint8', 'int8'], ['int32', 'float32'], ['float16', 'i*']] as const) {
        let add: string | undefined;
        try {
          add = resultType('tf-rfc', a, b, { mode });
        } catch {
          add = undefined;
        }
        for (const op of ['concat', 'stack', 'matmul'] as const) {
          if (add === undefined) expect(() => arrayResult(p, op, [a, b])).toThrow(PromotionError);
          else expect(arrayResult(p, op, [a, b])).toBe(add);
        }
      }
    }
  });
  it('keep dtype and weak flag in shape ops', () => {
    expect(arrayResult(safe, 'reshape', ['f*'])).toBe('f*');
    expect(arrayResult(safe, 'transpose', ['bfloat16'])).toBe('bfloat16');
  });
});

describe('joins of more than two operands', () => {
  it('follow NumPy result_type (python scalars as default arrays)', () => {
    const np = promoter('numpy');
    expect(arrayResult(np, 'concat', ['int8', 'uint8', 'float16'])).toBe(resultType('numpy', 'int8', 'uint8', 'float16'));
    expect(arrayResult(np, 'stack', ['uint8', 'i*', 'i*'])).toBe('int64');
  });
  it('fold the lattice for JAX, whatever the order', () => {
    const jax = promoter('jax');
    expect(arrayResult(jax, 'concat', ['int8', 'uint8', 'float16'])).toBe('float16');
    expect(arrayResult(jax, 'concat', ['float16', 'int8', 'uint8'])).toBe('float16');
  });
  it('take one dtype under TensorFlow, converting python scalars to it', () => {
    const tf = promoter('tf');
    expect(arrayResult(tf, 'stack', ['i*', 'uint8', 'i*'])).toBe('uint8');
    const e = refused(() => arrayResult(tf, 'addN', ['int8', 'int8', 'int16']));
    expect(e.reason).toMatch(/one dtype/);
    expect(e.fix).toEqual({ operand: 'both', castTo: 'int16' });
    // SAFE refuses uint8 + 300: so does a join of them
    expect(() => arrayResult(promoter('tf-rfc', 'safe'), 'stack', ['uint8', 'i*'], { values: [undefined, 300] })).toThrow(/300/);
    expect(arrayResult(promoter('tf-rfc', 'safe'), 'stack', ['uint8', 'i*'], { values: [undefined, 3] })).toBe('uint8');
  });
  it('check the number of operands', () => {
    expect(() => arrayResult(promoter('jax'), 'matmul', ['int8'])).toThrow(/matmul takes 2 operands/);
    expect(() => arrayResult(promoter('jax'), 'concat', [])).toThrow(/one or more/);
  });
});

describe('the dtype argument of sum, prod, cumulativeSum, cumulativeProd', () => {
  it('gives the dtype asked for, as the libraries record it and as the RFC modes derive it (an explicit cast)', () => {
    expect(arrayResult(promoter('numpy'), 'reduceSum', ['int8'], { dtype: 'int16' })).toBe('int16');
    expect(arrayResult(promoter('numpy'), 'sum', ['float64'], { dtype: 'int64' })).toBe('int64');
    expect(arrayResult(promoter('jax', 'x32'), 'cumulativeSum', ['int8'], { dtype: 'int64' })).toBe('int32');
    expect(arrayResult(promoter('tf'), 'reduceProd', ['bool'], { dtype: 'int32' })).toBe('int32');
    expect(arrayResult(promoter('tf-rfc', 'none'), 'reduceSum', ['uint8'], { dtype: 'float16' })).toBe('float16');
  });
  it('refuses where the library does (PyTorch has no uint32 sum) and for ops without the argument', () => {
    expect(() => arrayResult(promoter('torch'), 'reduceSum', ['int8'], { dtype: 'uint32' })).toThrow(PromotionError);
    expect(() => arrayResult(promoter('numpy'), 'reduceMean', ['int8'], { dtype: 'int16' })).toThrow(/takes no dtype argument/);
  });
});

describe('the statistics under the RFC modes (derived, DECISIONS.md)', () => {
  for (const mode of ['safe', 'all', 'none'] as const) {
    const p = promoter('tf-rfc', mode);
    it(`${mode}: refuse every arithmetic reduction of bool, with a cast that works`, () => {
      for (const op of ['reduceSum', 'reduceProd', 'reduceMean', 'reduceMax', 'reduceMin', 'reduceStd', 'reduceVariance', 'logSumExp', 'cumsum', 'cumprod', 'cumulativeSum', 'diff'] as const) {
        const e = refused(() => arrayResult(p, op, ['bool']));
        expect(() => arrayResult(p, op, [e.fix!.castTo])).not.toThrow();
      }
    });
    it(`${mode}: std and var in the float of true division, complex in its real dtype; logsumexp refuses complex`, () => {
      expect(arrayResult(p, 'reduceStd', ['int16'])).toBe(resultType('tf-rfc', 'int16', 'int16', { op: 'truediv', mode }));
      expect(arrayResult(p, 'var', ['complex128'])).toBe('float64');
      expect(arrayResult(p, 'reduceVariance', ['c*'])).toBe('f*');
      expect(arrayResult(p, 'logSumExp', ['int64'])).toBe(resultType('tf-rfc', 'int64', 'int64', { op: 'truediv', mode }));
      expect(() => arrayResult(p, 'logSumExp', ['complex64'])).toThrow(PromotionError);
    });
    it(`${mode}: all and any take bool only (the fix casts to bool); countNonzero counts in int64; diff and cumprod keep the dtype`, () => {
      expect(arrayResult(p, 'all', ['bool'])).toBe('bool');
      expect(refused(() => arrayResult(p, 'any', ['float32'])).fix?.castTo).toBe('bool');
      for (const d of ['bool', 'uint8', 'complex64', 'f*'] as const) expect(arrayResult(p, 'countNonzero', [d])).toBe('int64');
      expect(arrayResult(p, 'diff', ['uint16'])).toBe('uint16');
      expect(arrayResult(p, 'cumprod', ['i*'])).toBe('i*');
    });
  }
  it('the recorded libraries answer for themselves (NumPy allows bool sums; TensorFlow refuses them)', () => {
    expect(arrayResult(promoter('numpy'), 'sum', ['bool'])).toBe('int64');
    expect(arrayResult(promoter('numpy'), 'reduceMean', ['bool'])).toBe('float64');
    expect(() => arrayResult(promoter('tf'), 'reduceSum', ['bool'])).toThrow(PromotionError);
    expect(() => arrayResult(promoter('torch'), 'reduceMean', ['bool'])).toThrow(PromotionError);
    expect(arrayResult(promoter('torch'), 'reduceMax', ['bool'])).toBe('bool');
  });
});

describe('indexing, manipulation and updates under the RFC modes (derived)', () => {
  it('indexing and manipulation keep the dtype and the weak flag, as every shape op', () => {
    const safe = promoter('tf-rfc', 'safe');
    for (const op of ['get', 'take', 'gather', 'gatherNd', 'booleanMask', 'stridedSlice', 'reverse', 'roll', 'tile', 'pad', 'split', 'unstack', 'broadcastArrays'] as const) {
      for (const d of DTYPES) expect(arrayResult(safe, op, [d])).toBe(d);
      expect(arrayResult(safe, op, ['f*'])).toBe('f*');
    }
  });

  it("an update stores v where the mode's x + v keeps x's dtype (Variable.assign_add's rule), in every mode and op", () => {
    for (const mode of ['safe', 'all', 'none'] as const) {
      const p = promoter('tf-rfc', mode);
      for (const x of DTYPES)
        for (const v of [...DTYPES, 'i*', 'f*', 'c*'] as const) {
          let add: string | undefined;
          try {
            add = resultType('tf-rfc', x, v, { mode, op: 'assign_add' });
          } catch {
            add = undefined;
          }
          for (const op of UPDATE_OPS) {
            if (add === x) expect(updateResult(p, op, x, v)).toBe(x);
            else expect(() => updateResult(p, op, x, v), `${mode} ${op}(${x}, ${v})`).toThrow(PromotionError);
          }
        }
    }
  });

  it("a refused update names the cast of the values to the tensor's dtype", () => {
    const e = refused(() => updateResult(promoter('tf-rfc', 'safe'), 'add', 'int8', 'float32'));
    expect(e.fix).toEqual({ operand: 'b', castTo: 'int8' });
    expect(e.message).toContain("cast the values to int8 first (v.cast('int8'))");
    expect(refused(() => updateResult(promoter('tf-rfc', 'safe'), 'set', 'uint8', 'i*', { values: [undefined, 300] })).refusedBy).toBe('value');
  });

  it('the recorded libraries answer from their tables: NumPy stores a float into an int, TensorFlow does not', () => {
    expect(updateResult(promoter('numpy'), 'add', 'int8', 'float64')).toBe('int8');
    expect(() => updateResult(promoter('tf', 'legacy'), 'add', 'int8', 'float32')).toThrow(PromotionError);
    expect(() => updateResult(promoter('numpy'), 'set', 'int8', 'i*', { values: [undefined, 300] })).toThrow(/out of bounds for int8/);
    expect(updateResult(promoter('jax'), 'set', 'int8', 'i*', { values: [undefined, 300] })).toBe('int8');
  });
});

describe('sorting under the RFC modes (derived, DECISIONS.md)', () => {
  const ordered = DTYPES.filter((d) => d !== 'bool' && !d.startsWith('complex'));

  it('sort and topk keep every ordered dtype and the weak flag; argsort and topk give int32 indices', () => {
    for (const mode of ['safe', 'all', 'none'] as const) {
      const p = promoter('tf-rfc', mode);
      for (const d of ordered) {
        expect(arrayResult(p, 'sort', [d])).toBe(d);
        expect(arrayResult(p, 'topk', [d])).toBe(d);
        expect(arrayResult(p, 'argsort', [d])).toBe('int32');
        expect(topkIndexResult(p, d)).toBe('int32');
      }
      expect(arrayResult(p, 'sort', ['f*'])).toBe('f*');
      expect(arrayResult(p, 'argsort', ['i*'])).toBe('int32');
    }
  });

  it('bool and complex are refused with a cast that sorts', () => {
    const p = promoter('tf-rfc', 'safe');
    for (const op of ['sort', 'argsort', 'topk'] as const) {
      for (const d of ['bool', 'complex64', 'complex128'] as const) expect(() => arrayResult(p, op, [d]), `${op}(${d})`).toThrow(PromotionError);
      expect(() => topkIndexResult(p, 'complex64')).toThrow(PromotionError);
    }
    expect(refused(() => arrayResult(p, 'sort', ['bool'])).fix).toEqual({ operand: 'a', castTo: 'uint8' });
  });

  it("the recorded libraries' index dtypes: NumPy's topk is its argsort's, JAX's top_k int32", () => {
    expect(arrayResult(promoter('numpy'), 'argsort', ['float32'])).toBe('int64');
    expect(topkIndexResult(promoter('numpy'), 'float32')).toBe('int64');
    expect(topkIndexResult(promoter('jax', 'x64'), 'float32')).toBe('int32');
    expect(arrayResult(promoter('jax', 'x64'), 'argsort', ['float32'])).toBe('int64');
    expect(arrayResult(promoter('tf', 'legacy'), 'argsort', ['float32'])).toBe('int32');
    expect(topkIndexResult(promoter('torch'), 'int8')).toBe('int64');
    expect(() => arrayResult(promoter('torch'), 'sort', ['complex64'])).toThrow(PromotionError);
  });
});

describe('searching and sets under the RFC modes (derived, DECISIONS.md)', () => {
  const modes = [promoter('tf-rfc', 'safe'), promoter('tf-rfc', 'all'), promoter('tf-rfc', 'none')];
  it('searchsorted gives int32 positions wherever the mode adds x1 and x2, and refuses where it does not', () => {
    for (const p of modes) {
      for (const a of DTYPES.filter((d) => d !== 'bool' && !d.startsWith('complex'))) {
        for (const b of [...DTYPES, 'i*', 'f*'] as const) {
          if (b === 'bool' || b.startsWith('complex')) continue;
          let adds = true;
          try {
            p.result('add', a, b);
          } catch {
            adds = false;
          }
          if (adds) expect(arrayResult(p, 'searchSorted', [a, b])).toBe('int32');
          else expect(refused(() => arrayResult(p, 'searchSorted', [a, b])).reason).toContain('searchsorted');
        }
      }
    }
  });
  it('searchsorted refuses bool and complex in every RFC mode', () => {
    for (const p of modes) {
      for (const d of ['bool', 'complex64', 'complex128'] as const) {
        expect(() => arrayResult(p, 'searchSorted', [d, d])).toThrow(PromotionError);
        expect(() => arrayResult(p, 'searchSorted', ['float32', d])).toThrow(PromotionError);
      }
    }
  });
  it('nonzero and argwhere give int64 for every dtype; unique keeps real dtypes with int32 indices and counts', () => {
    for (const p of modes) {
      for (const d of DTYPES) {
        expect(arrayResult(p, 'nonzero', [d])).toBe('int64');
        expect(arrayResult(p, 'argwhere', [d])).toBe('int64');
        if (d.startsWith('complex')) {
          expect(() => uniqueResult(p, d)).toThrow(PromotionError);
          continue;
        }
        expect(uniqueResult(p, d)).toEqual({ values: d, indices: 'int32', inverseIndices: 'int32', counts: 'int32' });
      }
    }
  });
  it("the recorded libraries' index dtypes: JAX's searchsorted int32 even with x64, NumPy's int64", () => {
    expect(arrayResult(promoter('jax', 'x64'), 'searchSorted', ['float64', 'float64'])).toBe('int32');
    expect(arrayResult(promoter('numpy'), 'searchsorted', ['int8', 'f*'])).toBe('int64');
    expect(uniqueResult(promoter('jax', 'x32'), 'float32').counts).toBe('int32');
    expect(() => arrayResult(promoter('tf', 'legacy'), 'searchSorted', ['float32', 'f*'])).toThrow(/python scalar/);
  });
});
