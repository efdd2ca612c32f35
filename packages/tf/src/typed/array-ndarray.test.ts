import { describe, expect, it } from 'vitest';
import { ARRAY_ONE, ARRAY_PAIR, POLICY_MODES } from '../../scripts/generate-types';
import { createOps, constant, type Tensor } from '../index';
import { TYPED_ARRAY_DTYPES } from '../typed-array';

// The typed array ops read a NumPy-array operand (a TypedArray) as a tensor of its dtype
// (`ArraySeen` in operand-type.ts looks up the tensor's cell). That is right only if the facade
// promotes them alike: checked here for every policy and mode, every array op, every TypedArray.
type AnyOps = Record<string, (...args: unknown[]) => Tensor>;
const argsOf = (op: string): unknown[] =>
  op === 'reshape' || op === 'broadcastTo' ? [[2]] : op === 'expandDims' ? [0] : op === 'slice' ? [[0], [1]] : [];
const outcome = (f: () => Tensor): string => {
  try {
    const t = f();
    return `${t.dtype}${t.weak ? ' weak' : ''}`;
  } catch (e) {
    return `refused: ${(e as Error).name}`;
  }
};

describe('array ops promote a NumPy-array operand as a tensor of its dtype, as their types say', () => {
  for (const [policy, mode] of POLICY_MODES) {
    it(`${policy} ${mode}: every one-operand op, joins and matmul with a TypedArray operand`, () => {
      const ops = createOps({ policy, mode } as never) as unknown as AnyOps;
      const mismatches: string[] = [];
      for (const [Ctor, dtype] of TYPED_ARRAY_DTYPES) {
        const typed = new Ctor(2);
        const tensor = constant(new Ctor(2) as never, dtype);
        const check = (what: string, a: () => Tensor, b: () => Tensor) => {
          const [x, y] = [outcome(a), outcome(b)];
          if (x !== y) mismatches.push(`${what} with ${Ctor.name}: ${x}, with a ${dtype} tensor: ${y}`);
        };
        for (const op of ARRAY_ONE) check(op, () => ops[op]!(typed, ...argsOf(op)), () => ops[op]!(tensor, ...argsOf(op)));
        for (const op of ARRAY_PAIR.filter((o) => o !== 'matmul')) {
          check(`${op}([x])`, () => ops[op]!([typed]), () => ops[op]!([tensor]));
          check(`${op}([x, x])`, () => ops[op]!([typed, tensor]), () => ops[op]!([tensor, tensor]));
        }
        check('matmul(x, y)', () => ops.matmul!(typed, tensor), () => ops.matmul!(tensor, tensor));
      }
      expect(mismatches).toEqual([]);
    });
  }
});
