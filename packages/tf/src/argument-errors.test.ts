import { PolicyError } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import {
  configureThreads,
  countPromotions,
  createOps,
  enableGpu,
  getBackend,
  getPromotionMode,
  onPromotion,
  setBackend,
  setPromotionMode,
  ValueError,
  withPromotionMode,
} from './index';

// Bad arguments to the settings and scope functions are typed errors that say the type given and
// what to write instead (before: the engine's "Cannot convert undefined or null to object", or
// "Unknown promotion mode undefined" for a symbol), and a refused call changes nothing.

/** The error `fn` throws, checked to be a ValueError (or the class given). */
function refusal(fn: () => unknown, type: new (...args: never[]) => Error = ValueError): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(type);
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

const MODES_NAMED = "use one of 'all', 'safe', 'none', 'legacy' (ImplicitPromotion.ALL, ImplicitPromotion.SAFE, ImplicitPromotion.NONE, ImplicitPromotion.LEGACY)";

describe('promotion modes of another type than a string', () => {
  const cases = [
    [Symbol('all'), "a symbol (Symbol(all)): ", " Pass the string: 'all'."],
    [Symbol('x'), 'a symbol (Symbol(x)): ', ''],
    [3, 'the number 3: ', ''],
    [null, 'null: ', ''],
    [undefined, 'undefined: ', ''],
    [{ mode: 'all' }, 'an object: ', ''],
    [['all'], 'an array: ', ''],
  ] as const;

  it.each(cases)('%s: withPromotionMode, setPromotionMode and createOps({ mode }) name the type and the modes', (mode, named, hint) => {
    const want = `A promotion mode is a string; got ${named}${MODES_NAMED}.${hint}`;
    expect(refusal(() => withPromotionMode(mode as never, () => 1))).toBe(want);
    expect(refusal(() => setPromotionMode(mode as never))).toBe(want);
    if (mode !== undefined) expect(refusal(() => createOps({ mode: mode as never }))).toBe(want);
    expect(getPromotionMode()).toBe('safe');
  });

  it('a mode of another policy that is not a string names the type and that policy\'s modes', () => {
    for (const [mode, named] of [[null, 'null'], [64, 'the number 64'], [Symbol('x64'), 'a symbol (Symbol(x64))']] as const) {
      expect(refusal(() => createOps({ policy: 'jax', mode: mode as never }), PolicyError)).toBe(
        `createOps: mode is a name (a string) of policy jax; got ${named}. Valid modes: x64, x32, strict.`,
      );
    }
  });
});

describe('createOps, setBackend and enableGpu options', () => {
  it('createOps takes an options object, and a policy and backend by name', () => {
    expect(refusal(() => createOps(null as never))).toMatch(/^createOps takes an options object \{ policy\?, mode\?, backend\? \}; got null\. /);
    expect(refusal(() => createOps(5 as never))).toMatch(/got the number 5\. For a policy write createOps\(\{ policy: "jax" \}\)/);
    expect(refusal(() => createOps('numpy' as never))).toMatch(/got the string "numpy"\. For a policy write createOps\(\{ policy: "numpy" \}\)/);
    expect(refusal(() => createOps({ policy: 5 } as never), PolicyError)).toMatch(/^createOps: policy is a name \(a string\); got the number 5\. Valid policies: tf-rfc, tf,/);
    expect(refusal(() => createOps({ polcy: 'jax' } as never))).toMatch(/unknown option "polcy"/);
    expect(refusal(() => createOps({ backend: null } as never))).toBe("A backend is a name (a string); got null: use one of 'cpu', 'gpu', 'auto'.");
  });

  it('setBackend names the type, or the lower-case name meant, and keeps the backend', () => {
    expect(refusal(() => setBackend(Symbol('gpu') as never))).toBe("A backend is a name (a string); got a symbol (Symbol(gpu)): use one of 'cpu', 'gpu', 'auto'.");
    expect(refusal(() => (setBackend as () => unknown)())).toMatch(/got undefined/);
    expect(refusal(() => setBackend('GPU' as never))).toBe("Unknown backend \"GPU\": use one of 'cpu', 'gpu', 'auto'. Backends are lower case: did you mean 'gpu'?");
    expect(getBackend()).toBe('cpu');
  });

  it('enableGpu checks its options before it loads anything', async () => {
    let loads = 0;
    const kernels = () => {
      loads++;
      return Promise.reject(new Error('not to be loaded'));
    };
    const refused = async (options: unknown, message: RegExp) => {
      const e = await enableGpu(options as never).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ValueError);
      expect((e as Error).message).toMatch(message);
    };
    await refused(null, /^enableGpu takes an options object \{ backend\?, matrix\?, kernels\? \} or nothing; got null\. For example enableGpu\(\{ backend: 'webgl2' \}\)\.$/);
    await refused(5, /got the number 5/);
    await refused({ backnd: 'webgl2', kernels }, /^enableGpu: unknown option "backnd"\. Valid options: backend, matrix, kernels\.$/);
    await refused({ backend: 'WebGPU', kernels }, /^enableGpu: backend must be one of 'auto', 'webgpu', 'webgl2', 'webgl', 'headlessgl'; got the string "WebGPU"\.$/);
    await refused({ matrix: [], kernels }, /matrix must be a capability matrix.*; got an array\.$/);
    await refused({ kernels: 'kernels-gpu' }, /kernels must be the GPU package .* or a function that imports it .*; got the string "kernels-gpu"\.$/);
    expect(loads).toBe(0);
    await refused({ kernels: async () => ({ default: {} }) }, /^enableGpu: the kernels importer gave an object, not the GPU package: pass \(\) => import\('@typelattice\/kernels-gpu'\)\.$/);
    expect(getBackend()).toBe('cpu');
  });
});

describe('scope and listener functions', () => {
  it('withPromotionMode, ops.scope and countPromotions take a function to run', () => {
    expect(refusal(() => withPromotionMode('all', 5 as never))).toBe(
      "withPromotionMode(mode, fn) takes the function to run in the scope, as in withPromotionMode('all', () => add(a, b)); got the number 5.",
    );
    expect(refusal(() => (withPromotionMode as (m: string) => unknown)('all'))).toMatch(/got undefined\.$/);
    expect(refusal(() => createOps({ policy: 'jax' }).scope(null as never))).toBe(
      'scope(fn) takes the function to run in the scope, as in ops.scope(() => add(a, b)); got null.',
    );
    expect(refusal(() => countPromotions('add' as never))).toBe(
      'countPromotions(fn) takes the function whose promotions to count, as in countPromotions(() => add(a, b)); got the string "add".',
    );
    expect(refusal(() => onPromotion({} as never))).toBe(
      'onPromotion(listener) takes a function (event) => void, as in onPromotion((e) => console.log(e.op)); got an object.',
    );
  });

  it('configureThreads (re-exported from the CPU kernels) refuses null and nothing with a TypeError', () => {
    for (const bad of [null, undefined]) {
      expect(() => configureThreads(bad as never)).toThrow(TypeError);
      expect(() => configureThreads(bad as never)).toThrow(`configureThreads takes an options object { threads?, minBytes? }; got ${String(bad)}.`);
    }
  });
});
