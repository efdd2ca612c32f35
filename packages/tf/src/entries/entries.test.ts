import { DTYPES } from '@typelattice/dtypes';
import { describe, expect, it } from 'vitest';
import * as full from '../index';
import * as jax from './jax';
import * as np from './numpy';
import * as tf from './tf';
import * as tfRfc from './tf-rfc';
import * as torch from './torch';

const ENTRIES = { numpy: np, jax, tf, torch } as const;
/** The names of @typelattice/tf's functions (what each policy entry binds to its policy). */
const FUNCTIONS = Object.keys(full).filter((k) => typeof (full as Record<string, unknown>)[k] === 'function' && k in full.createOps({ policy: 'numpy' }));

describe('the policy entries', () => {
  it('each exports every op of @typelattice/tf, bound to its policy', () => {
    expect(FUNCTIONS.length).toBeGreaterThan(100);
    for (const [name, entry] of Object.entries(ENTRIES)) {
      const missing = [...FUNCTIONS, 'linalg', 'fft'].filter((k) => !(k in entry));
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
  });

  it('export the same tensors, creation and errors as @typelattice/tf (one Tensor class in a program)', () => {
    for (const entry of [...Object.values(ENTRIES), tfRfc]) {
      expect(entry.Tensor).toBe(full.Tensor);
      expect(entry.constant).toBe(full.constant);
      expect(entry.PromotionError).toBe(full.PromotionError);
    }
  });

  it("give each op the result @typelattice/tf's createOps gives under that policy", () => {
    const ops = ['add', 'mul', 'truediv', 'maximum', 'less', 'bitwiseAnd'] as const;
    for (const [policy, entry] of Object.entries(ENTRIES)) {
      const reference = full.createOps({ policy: policy as keyof typeof ENTRIES });
      for (const op of ops) {
        for (const a of DTYPES) {
          for (const b of ['int8', 'uint8', 'float16', 'float32', 'int64', 'bool'] as const) {
            const x = full.ones([1], a);
            const y = full.ones([1], b);
            const outcome = (f: (x: full.Tensor, y: full.Tensor) => full.Tensor) => {
              try {
                return f(x, y).dtype;
              } catch (e) {
                return (e as Error).message;
              }
            };
            expect(outcome(entry[op] as never)).toBe(outcome(reference[op] as never));
          }
        }
      }
    }
  });

  it('the tf-rfc entry follows the mode in force, as @typelattice/tf does', () => {
    const u8 = full.constant([1], 'uint8');
    const i8 = full.constant([1], 'int8');
    expect(() => tfRfc.add(u8, i8)).toThrow(full.PromotionError);
    expect(tfRfc.withPromotionMode('all', () => tfRfc.add(u8, i8)).dtype).toBe('int16');
    expect(tfRfc.add).toBe(full.add);
    expect(tfRfc.createOps({ mode: 'all' }).add(u8, i8).dtype).toBe('int16');
    expect(() => tfRfc.createOps({ policy: 'numpy' } as never)).toThrow("Import createOps from '@typelattice/tf/numpy'");
  });

  it("give each array op, by whichever runner it is bound to, what @typelattice/tf's createOps gives", () => {
    const x = full.constant([[3, 1], [2, 2]], 'int8');
    const calls: Record<string, (f: (...a: unknown[]) => unknown) => unknown> = {
      reduceSum: (f) => f(x),
      sum: (f) => f(x, 0),
      mean: (f) => f(x),
      concat: (f) => f([x, full.constant([[1, 1]], 'uint8')], 0),
      reshape: (f) => f(x, [4]),
      take: (f) => f(x, full.constant([1, 0], 'int32'), 1),
      flip: (f) => f(x, [0]),
      sort: (f) => f(x),
      argsort: (f) => f(x),
      uniqueValues: (f) => f(x),
      searchsorted: (f) => f(full.constant([1, 2, 3], 'int8'), full.constant([2], 'int16')),
    };
    const shown = (v: unknown): unknown => (v instanceof full.Tensor ? [v.dtype, v.toArray()] : Array.isArray(v) ? v.map(shown) : v);
    // the result, or the refusal (tf refuses a concat of int8 and uint8)
    const outcome = (f: () => unknown): unknown => {
      try {
        return shown(f());
      } catch (e) {
        return `${(e as Error).name}: ${(e as Error).message}`;
      }
    };
    for (const [policy, entry] of Object.entries(ENTRIES)) {
      const reference = full.createOps({ policy: policy as keyof typeof ENTRIES }) as unknown as Record<string, (...a: unknown[]) => unknown>;
      for (const [op, call] of Object.entries(calls)) {
        const got = outcome(() => call((entry as unknown as Record<string, (...a: unknown[]) => unknown>)[op]!));
        expect({ policy, op, result: got }).toEqual({ policy, op, result: outcome(() => call(reference[op]!)) });
      }
    }
  });
});
