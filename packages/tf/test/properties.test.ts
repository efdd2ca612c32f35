import fc from 'fast-check';
import { DTYPES, isWeakKind, type DType } from '@typelattice/dtypes';
import { broadcastShapes } from '@typelattice/kernels-core';
import { FUNCTION_OPS, MODES, POLICIES, PromotionError, promoter, type PolicyName } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import * as tf from '../src/index';

// Property-based checks of the public API: random dtypes, shapes (0-d and empty included),
// policies, modes and op sequences. Fixed seeds here; `pnpm fuzz` runs the same properties
// longer (FUZZ_RUNS, FUZZ_SEED).
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const params = { numRuns: RUNS, seed: SEED };

const OPS = FUNCTION_OPS.map((e) => e.name);
const POLICY_MODES = POLICIES.flatMap((p) => MODES[p].map((m) => [p, m] as const));

const shape = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 0, maxLength: 3 });
/** Two shapes that broadcast: b is a's tail with some axes set to 1 (or dropped). */
const shapes = shape.chain((a) =>
  fc
    .tuple(fc.integer({ min: 0, max: a.length }), fc.array(fc.boolean(), { minLength: a.length, maxLength: a.length }))
    .map(([drop, ones]) => [a, a.slice(drop).map((d, i) => (ones[i + drop] ? 1 : d))] as const),
);

/** Small values valid for a dtype (integers in range, floats, complex). */
function valuesFor(dtype: DType, n: number, seed: number): unknown[] {
  return Array.from({ length: n }, (_, i) => {
    const k = ((seed + i * 7) % 11) - 3;
    if (dtype === 'bool') return k % 2 === 0;
    if (dtype.startsWith('uint')) return dtype === 'uint64' ? BigInt(Math.abs(k)) : Math.abs(k);
    if (dtype === 'int64') return BigInt(k);
    if (dtype.startsWith('int')) return k;
    if (dtype.startsWith('complex')) return { re: k / 2, im: 1 - k };
    return k / 4;
  });
}

const tensorArb = (dims: readonly number[]) =>
  fc.tuple(fc.constantFrom(...DTYPES), fc.nat(1000)).map(([dtype, seed]) => {
    const n = dims.reduce((x, y) => x * y, 1);
    return tf.constant(valuesFor(dtype, n, seed) as tf.TensorLike, dtype, dims);
  });

/** One element of `t` at a broadcast index of `shape`. */
function elementAt(t: tf.Tensor, shape: readonly number[], flat: number): unknown {
  const idx: number[] = [];
  for (let ax = shape.length - 1, rest = flat; ax >= 0; ax--) {
    idx.unshift(rest % shape[ax]!);
    rest = Math.floor(rest / shape[ax]!);
  }
  const own = idx.slice(shape.length - t.rank).map((i, ax) => (t.shape[ax] === 1 ? 0 : i));
  let value: unknown = t.toArray();
  for (const i of own) value = (value as unknown[])[i];
  return value;
}

describe('the facade, property-based', () => {
  it('result dtype is the promotion package answer, shape the broadcast shape, values the element-by-element result', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...POLICY_MODES),
        fc.constantFrom(...OPS),
        shapes.chain(([sa, sb]) => fc.tuple(tensorArb(sa), tensorArb(sb))),
        ([policy, mode], op, [a, b]) => {
          const ops = tf.createOps({ policy, mode } as tf.OpsOptions);
          const p = promoter(policy as PolicyName, mode as never);
          const refusal = p.refusal(op, a.dtype, b.dtype);
          let r: tf.Tensor;
          try {
            r = (ops[op] as tf.BinaryFn)(a, b);
          } catch (e) {
            // refused exactly when the promotion package refuses, with its error type; or a
            // kernel refusal the library also makes (integer to a negative power)
            if (refusal !== undefined) return e instanceof PromotionError;
            return e instanceof tf.KernelError && op === 'pow';
          }
          expect(refusal, `${policy}/${mode} ${op}(${a.dtype}, ${b.dtype})`).toBeUndefined();
          const want = p.result(op, a.dtype, b.dtype);
          expect(r.dtype).toBe(isWeakKind(want) ? p.weakStorage(want) : want);
          expect(r.shape).toEqual(broadcastShapes(a.shape, b.shape));
          // the same op on each pair of elements, as 0-d tensors of the operands' dtypes
          for (let i = 0; i < r.size; i++) {
            const x = tf.constant(elementAt(a, r.shape, i) as tf.TensorLike, a.dtype);
            const y = tf.constant(elementAt(b, r.shape, i) as tf.TensorLike, b.dtype);
            const one = (ops[op] as tf.BinaryFn)(x, y);
            expect(elementAt(r, r.shape, i), `${op}(${a.dtype}, ${b.dtype}) element ${i}`).toEqual(one.toArray());
          }
          return true;
        },
      ),
      params,
    );
  });

  it('no result changes by any later operation, transfer, or refused call; scopes are restored', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...POLICY_MODES), fc.constantFrom(...OPS), fc.constantFrom(...DTYPES), fc.constantFrom(...DTYPES)), {
          minLength: 1,
          maxLength: 12,
        }),
        (steps) => {
          const kept: [tf.Tensor, unknown][] = [];
          const mode = tf.getPromotionMode();
          for (const [[policy, m], op, da, db] of steps) {
            const ops = tf.createOps({ policy, mode: m } as tf.OpsOptions);
            const a = tf.constant(valuesFor(da, 3, 1) as tf.TensorLike, da);
            const b = tf.constant(valuesFor(db, 3, 2) as tf.TensorLike, db);
            try {
              const r = ops.scope(() => (ops[op] as tf.BinaryFn)(a, b));
              kept.push([r, r.toArray()]);
              // a copy of the values may be transferred away; the tensor keeps its own
              const copy = r.dataSync();
              structuredClone(copy, { transfer: [copy.buffer as ArrayBuffer] });
            } catch {
              // refused: nothing to keep
            }
            // a refused Variable update changes nothing
            const v = ops.variable(tf.constant(valuesFor(da, 3, 3) as tf.TensorLike, da));
            const before = v.read().toArray();
            try {
              v.assignAdd(b);
            } catch {
              expect(v.read().toArray()).toEqual(before);
              expect(v.dtype).toBe(da);
            }
          }
          for (const [t, values] of kept) expect(t.toArray()).toEqual(values);
          expect(tf.getPromotionMode()).toBe(mode);
          return true;
        },
      ),
      params,
    );
  });
});
