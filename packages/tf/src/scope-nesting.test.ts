import { describePromotion, promoter, resultType, type Operand, type PolicyName } from '@typelattice/promotion';
import { afterEach, describe, expect, it } from 'vitest';
import {
  add,
  constant,
  countPromotions,
  createOps,
  currentPromotion,
  getPromotionMode,
  ImplicitPromotion,
  onPromotion,
  PromotionError,
  Variable,
  withPromotionMode,
  type Ops,
  type PromotionCounts,
  type PromotionMode,
} from './index';

// One rule for every nesting of the three scopes (docs/architecture.md, "Scopes"): the innermost
// `ops.scope` or `withPromotionMode` is in force for the free functions, the tensor methods and
// Variable updates (`withPromotionMode(m)` is the default policy `tf-rfc` in mode m); the default
// policy's mode (`getPromotionMode()`) is the innermost `withPromotionMode`'s; `countPromotions`
// changes nothing and counts what runs inside it. Each nesting of two and three scopes, in every
// order, runs synchronously and across async work, and is checked against that model.

const tick = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** What a scope of the model sets: a policy and mode (ops), the default policy's mode (P), nothing (C). */
type Kind = 'P' | 'O' | 'C';

// The k-th P and O of a nesting take the k-th setting, so that each scope is told apart.
const P_MODES: readonly PromotionMode[] = [ImplicitPromotion.ALL, ImplicitPromotion.NONE, ImplicitPromotion.LEGACY];
interface OpsSetting {
  readonly ops: Ops;
  /** The fixed policy and mode, or undefined for `tf-rfc` following the default policy's mode. */
  readonly fixed: { readonly policy: PolicyName; readonly mode: string } | undefined;
}
const O_SETTINGS: readonly OpsSetting[] = [
  { ops: createOps({ policy: 'jax' }), fixed: { policy: 'jax', mode: 'x64' } },
  { ops: createOps({ policy: 'torch' }), fixed: { policy: 'torch', mode: 'default' } },
  // tf-rfc without a mode: the default policy's mode at each call
  { ops: createOps({ backend: 'cpu' }), fixed: undefined },
];
const GLOBAL_MODE = ImplicitPromotion.SAFE;

// Tensor pairs on which the settings above differ (tf-rfc's none and legacy differ on scalars
// and NumPy arrays only: currentPromotion tells those two apart).
const PAIRS = [
  ['uint8', 'int8'],
  ['int64', 'float16'],
  ['int32', 'float32'],
  ['uint8', 'uint16'],
  ['int8', 'float32'],
] as const;

interface Expected {
  readonly policy: PolicyName;
  readonly mode: string;
  readonly defaultMode: PromotionMode;
}

/** What the rule says is in force inside `kinds` (outermost first). */
function model(kinds: readonly Kind[]): Expected {
  let defaultMode: PromotionMode = GLOBAL_MODE;
  let inForce: { policy: PolicyName; mode: string } | 'default-policy' = 'default-policy';
  let p = 0;
  let o = 0;
  for (const kind of kinds) {
    if (kind === 'P') {
      defaultMode = P_MODES[p++]!;
      inForce = 'default-policy';
    } else if (kind === 'O') {
      inForce = O_SETTINGS[o++]!.fixed ?? 'default-policy';
    }
  }
  const { policy, mode } = inForce === 'default-policy' ? { policy: 'tf-rfc' as const, mode: defaultMode } : inForce;
  return { policy, mode, defaultMode };
}

/** A pair's result under a policy and mode, or 'refused'. */
function expectedResult(policy: PolicyName, mode: string, a: string, b: string): string {
  try {
    return resultType(policy, a as Operand, b as Operand, { mode: mode as never, op: 'add' }) as string;
  } catch {
    return 'refused';
  }
}

const outcome = (fn: () => { dtype: string }): string => {
  try {
    return fn().dtype;
  } catch (e) {
    if (e instanceof PromotionError) return 'refused';
    throw e;
  }
};

interface Seen {
  readonly policy: string;
  readonly mode: string;
  readonly defaultMode: PromotionMode;
  /** Each pair through the free function `add`, the method `a.add(b)`, and a Variable update. */
  readonly fn: readonly string[];
  readonly method: readonly string[];
  readonly variable: string;
}

/** Everything the rule decides, observed where the probe runs. */
function probe(): Seen {
  const variable = new Variable(constant([1], 'int16'));
  let updated: string;
  try {
    variable.assignAdd(constant([1], 'int8'));
    updated = 'ok';
  } catch (e) {
    if (!(e instanceof PromotionError)) throw e;
    updated = 'refused';
  }
  return {
    ...currentPromotion(),
    defaultMode: getPromotionMode(),
    fn: PAIRS.map(([a, b]) => outcome(() => add(constant([1], a), constant([1], b)))),
    method: PAIRS.map(([a, b]) => outcome(() => constant([1], a).add(constant([1], b)))),
    variable: updated,
  };
}

function expectSeen(seen: Seen, kinds: readonly Kind[]): void {
  const want = model(kinds);
  const where = kinds.join(' > ') || '(no scope)';
  expect({ policy: seen.policy, mode: seen.mode, defaultMode: seen.defaultMode }, where).toEqual(want);
  const results = PAIRS.map(([a, b]) => expectedResult(want.policy, want.mode, a, b));
  expect(seen.fn, `${where}: add(a, b)`).toEqual(results);
  expect(seen.method, `${where}: a.add(b)`).toEqual(results);
  let update = 'ok';
  try {
    promoter(want.policy, want.mode).result('assign_add', 'int16', 'int8');
  } catch {
    update = 'refused';
  }
  expect(seen.variable, `${where}: Variable.assignAdd`).toBe(update);
}

/** Every sequence of `depth` kinds, repeats included (3^depth). */
function nestings(depth: number): Kind[][] {
  if (depth === 0) return [[]];
  return nestings(depth - 1).flatMap((rest) => (['P', 'O', 'C'] as const).map((k) => [k, ...rest]));
}
const NESTINGS = [...nestings(2), ...nestings(3)];

/** The promotions `fn` performs, by onPromotion (what every countPromotions around it must count). */
function listen(): { readonly total: () => number; readonly off: () => void } {
  let total = 0;
  const off = onPromotion(() => void total++);
  return { total: () => total, off };
}

/**
 * Runs `inner` inside the scopes of `kinds` (outermost first); `wrap` turns each scope's body
 * into what that scope runs (synchronous, or async with awaits before and after the inner scope).
 */
function nest<R>(kinds: readonly Kind[], inner: () => R, counted: PromotionCounts[], wrap: (body: () => R) => () => R): R {
  let p = 0;
  let o = 0;
  const enter = (kind: Kind, body: () => R): R => {
    if (kind === 'P') return withPromotionMode(P_MODES[p++]!, body);
    if (kind === 'O') return O_SETTINGS[o++]!.ops.scope(body);
    const { result, counts } = countPromotions(body);
    counted.push(counts);
    return result;
  };
  const run = (i: number): R => (i === kinds.length ? inner() : enter(kinds[i]!, wrap(() => run(i + 1))));
  return run(0);
}

afterEach(() => {
  // nothing leaks out of a scope
  expect(currentPromotion()).toEqual({ policy: 'tf-rfc', mode: GLOBAL_MODE });
  expect(getPromotionMode()).toBe(GLOBAL_MODE);
});

describe('nested scopes: the innermost scope that sets a policy is in force', () => {
  it('the issue: a withPromotionMode inside an ops scope is in force (it names the default policy)', () => {
    const u8 = constant([1], 'uint8');
    const i8 = constant([1], 'int8');
    const all = createOps({ mode: 'all' });
    const jax = createOps({ policy: 'jax' });
    for (const ops of [all, jax]) {
      ops.scope(() =>
        withPromotionMode('none', () => {
          expect(getPromotionMode()).toBe('none');
          expect(currentPromotion()).toEqual({ policy: 'tf-rfc', mode: 'none' });
          expect(() => add(u8, i8)).toThrow(PromotionError);
          expect(() => u8.add(i8)).toThrow(/none/);
          // the ops object's own methods keep its policy whatever is in force
          expect(ops.add(u8, i8).dtype).toBe('int16');
        }),
      );
    }
  });

  it('getPromotionMode answers the default policy\'s mode inside an ops scope; currentPromotion what is in force', () => {
    const jax = createOps({ policy: 'jax' });
    withPromotionMode('all', () =>
      jax.scope(() => {
        expect(getPromotionMode()).toBe('all');
        expect(currentPromotion()).toEqual({ policy: 'jax', mode: 'x64' });
        // a tf-rfc ops object without a mode follows the default policy's mode
        expect(createOps().scope(() => currentPromotion())).toEqual({ policy: 'tf-rfc', mode: 'all' });
      }),
    );
  });

  it.each(NESTINGS.map((k) => [k.join(' > '), k] as const))('%s, synchronously', (_, kinds) => {
    const counted: PromotionCounts[] = [];
    const heard = listen();
    try {
      const seen = nest(kinds, probe, counted, (body) => body);
      expectSeen(seen, kinds);
      expect(counted.map((c) => c.total)).toEqual(counted.map(() => heard.total()));
    } finally {
      heard.off();
    }
  });

  it.each(NESTINGS.map((k) => [k.join(' > '), k] as const))('%s, across await and setTimeout', async (_, kinds) => {
    const counted: PromotionCounts[] = [];
    const heard = listen();
    try {
      const inner = () => new Promise<Seen>((resolve, reject) => setTimeout(() => {
        try {
          resolve(probe());
        } catch (e) {
          reject(e);
        }
      }, 1));
      const seen = await nest(kinds, inner, counted, (body) => async () => {
        await tick(0);
        const r = await body();
        await tick(0);
        return r;
      });
      expectSeen(seen, kinds);
      expect(counted.map((c) => c.total)).toEqual(counted.map(() => heard.total()));
    } finally {
      heard.off();
    }
  });

  it('every nesting at once, concurrently (Promise.all): each sees its own scopes and counts only its own work', async () => {
    const heard = listen();
    try {
      const runs = NESTINGS.map(async (kinds, i) => {
        const counted: PromotionCounts[] = [];
        let promotions = 0;
        const inner = async (): Promise<Seen> => {
          await tick(i % 3);
          const seen = probe();
          // the promotions of this probe alone, counted from its results
          promotions = [...seen.fn, ...seen.method].filter((r, k) => {
            const [a, b] = PAIRS[k % PAIRS.length]!;
            return r !== 'refused' && describePromotion(a, b, r as Operand) !== 'identity';
          }).length;
          await tick((i + 1) % 3);
          return seen;
        };
        const seen = await nest(kinds, inner, counted, (body) => async () => {
          await tick((i * 7) % 3);
          return body();
        });
        return { kinds, seen, counted, promotions };
      });
      for (const { kinds, seen, counted, promotions } of await Promise.all(runs)) {
        expectSeen(seen, kinds);
        for (const c of counted) expect(c.total, kinds.join(' > ')).toBe(promotions);
      }
      expect(heard.total()).toBeGreaterThan(0);
    } finally {
      heard.off();
    }
  });

  it('countPromotions only counts: the policy in force inside it is the one around it', () => {
    const jax = createOps({ policy: 'jax' });
    const i64 = constant([1], 'int64');
    const f16 = constant([1], 'float16');
    const { result, counts } = jax.scope(() => countPromotions(() => ({ p: currentPromotion(), dtype: add(i64, f16).dtype })));
    expect(result).toEqual({ p: { policy: 'jax', mode: 'x64' }, dtype: 'float16' });
    expect(counts.total).toBe(1);
    const outer = countPromotions(() => withPromotionMode('all', () => countPromotions(() => add(i64, f16).dtype)));
    expect(outer.result.result).toBe('float64');
    expect(outer.counts).toEqual(outer.result.counts);
  });
});
