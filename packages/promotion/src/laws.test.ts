import { describe, expect, it } from 'vitest';
import { checkAssociative, checkCommutative, nonAssociativeTriples } from './laws';
import { policyTable } from './table';

describe('lattice policies pass the laws on all 18^3 triples', () => {
  for (const [policy, mode] of [
    ['jax', 'x64'],
    ['jax', 'x32'],
    ['jax', 'strict'],
    ['tf', 'all'],
  ] as const) {
    it(`${policy} ${mode}`, () => {
      const t = policyTable(policy, { mode });
      expect(checkCommutative(t)).toBe(true);
      expect(checkAssociative(t)).toBe(true);
    });
  }
});

describe('the RFC table is not associative', () => {
  it('shows (u8 + i8) + f16 = f32 while u8 + (i8 + f16) = f16', () => {
    const triples = nonAssociativeTriples(policyTable('tf-rfc', { mode: 'ALL' }));
    expect(triples).toContainEqual({ a: 'uint8', b: 'int8', c: 'float16', left: 'float32', right: 'float16' });
    expect(triples.length).toBeGreaterThan(1);
  });

  it('is commutative in every mode', () => {
    for (const mode of ['NONE', 'SAFE', 'ALL']) expect(checkCommutative(policyTable('tf-rfc', { mode }))).toBe(true);
  });

  it('legacy tf.add is not commutative', () => {
    expect(checkCommutative(policyTable('tf-legacy'))).toBe(false);
  });
});
