import { describe, expect, it } from 'vitest';
import data from './data/jax.json';
import { buildLattice } from './lattice';
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
      // the promotion itself: missing kernels (TensorFlow's bool + bool) are not part of the lattice
      const t = policyTable(policy, { mode, kernelGaps: false });
      expect(checkCommutative(t)).toBe(true);
      expect(checkAssociative(t)).toBe(true);
    });
  }
});

describe('the lattices of the data', () => {
  it('have a unique join for every pair that has an upper bound', () => {
    for (const edges of [data.standard, { ...data.standard, ...data.x32Edges }, data.strict]) {
      expect(buildLattice(edges).problems).toEqual([]);
    }
  });

  it('policyTable hands out a copy', () => {
    const t = policyTable('jax');
    t.cells.fill(-1);
    expect(policyTable('jax').cells[0]).toBe(0);
  });
});

describe('the RFC table is not associative', () => {
  it('shows (u8 + i8) + f16 = f32 while u8 + (i8 + f16) = f16', () => {
    const triples = nonAssociativeTriples(policyTable('tf-rfc', { mode: 'all' }));
    expect(triples).toContainEqual({ a: 'uint8', b: 'int8', c: 'float16', left: 'float32', right: 'float16' });
    expect(triples.length).toBeGreaterThan(1);
  });

  it('is commutative in every mode of the proposal', () => {
    for (const mode of ['none', 'safe', 'all'] as const) expect(checkCommutative(policyTable('tf-rfc', { mode }))).toBe(true);
  });

  it('the other table policies are commutative but not associative, as the JEP says of NumPy and PyTorch', () => {
    for (const [policy, mode] of [['numpy', 'default'], ['torch', 'default'], ['tf', 'safe']] as const) {
      const t = policyTable(policy, { mode });
      expect(checkCommutative(t)).toBe(true);
      expect(checkAssociative(t)).toBe(false);
    }
  });

  it('legacy tf.add is not commutative (tf-rfc and tf alike)', () => {
    expect(checkCommutative(policyTable('tf-rfc', { mode: 'legacy' }))).toBe(false);
    expect(checkCommutative(policyTable('tf', { mode: 'legacy' }))).toBe(false);
  });
});
