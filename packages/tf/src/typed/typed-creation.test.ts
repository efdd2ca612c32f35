import { describe, expect, it } from 'vitest';
import { CREATION_DEFAULTS, MODES, POLICIES } from '@typelattice/promotion';
import { constant, createOps } from '../index';

// The run-time side of typed-creation.ts's claims: each typed creation function gives, under every
// policy and mode, the default dtype its type names (the type test checks the types themselves).
describe('the creation functions give the dtypes their types claim, in every policy and mode', () => {
  for (const policy of POLICIES) {
    for (const mode of MODES[policy]) {
      it(`${policy} ${mode}`, () => {
        const d = CREATION_DEFAULTS[policy][mode as keyof (typeof CREATION_DEFAULTS)[typeof policy]] as { int: string; float: string; numpyOnlyFloat: string; weakScalars: boolean };
        const ops = createOps({ policy, mode } as never) as ReturnType<typeof createOps>;
        // a fractional start: tf.linspace makes stop a tensor of an int start's dtype, refusing 1.5
        for (const t of [ops.zeros([2]), ops.ones([2]), ops.eye(2), ops.linspace(0.5, 1.5, 3), ops.randomUniform([2]), ops.randomNormal([2])]) {
          expect(t.dtype).toBe(d.float);
        }
        for (const t of [ops.empty([2]), ops.eye(2, 3, undefined, undefined, 1)]) expect(t.dtype).toBe(d.numpyOnlyFloat);
        for (const t of [ops.arange(3), ops.arange(1, 7, 2), ops.randomUniformInt([2], 0, 5)]) expect(t.dtype).toBe(d.int);
        expect(ops.arange(0, 3, 0.5).dtype).toBe(d.float);
        if (!d.weakScalars) {
          expect(ops.full([2], 7).dtype).toBe(d.int);
          expect(ops.full([2], 0.5).dtype).toBe(d.float);
        }
        expect(ops.full([2], true).dtype).toBe('bool');
        const i8 = constant([[1, 2], [3, 4]], 'int8');
        for (const t of [ops.zerosLike(i8), ops.onesLike(i8), ops.emptyLike(i8), ops.fullLike(i8, 1), ops.tril(i8), ops.triu(i8)]) expect(t.dtype).toBe('int8');
        expect(ops.zeros([2], 'uint16').dtype).toBe('uint16');
        expect(ops.arange(0, 3, 1, 'int32').dtype).toBe('int32');
      });
    }
  }
});
