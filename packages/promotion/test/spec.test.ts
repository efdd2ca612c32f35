import { describe, expect, it } from 'vitest';
import { isAllowed, resultType, type PolicyName, type PromotionOptions } from '../src/index';
import deviations from './deviations.json';
import { TABLES, VARIANTS, mismatches } from './spec-cases';

const listed = new Map(deviations.deviations.map((d) => [d.table, d.cells as unknown as Record<string, string>]));

describe('every cell of every spec table', () => {
  it('has a way to be asked of a policy', () => {
    expect(TABLES.map((t) => t.id).sort()).toEqual(Object.keys(VARIANTS).sort());
    expect(TABLES).toHaveLength(17);
  });

  for (const t of TABLES) {
    it(`${t.id}: reproduced cell for cell, except the listed deviations`, () => {
      // a listed deviation that no longer deviates fails here, as does an unlisted one
      expect(mismatches(t)).toEqual(listed.get(t.id) ?? {});
    });
  }

  it('lists a reason for every deviation', () => {
    for (const d of deviations.deviations) expect(d.reason.length).toBeGreaterThan(40);
  });
});

describe('listed deviations from the real libraries', () => {
  for (const d of deviations.libraryDeviations as (Omit<(typeof deviations.libraryDeviations)[number], 'policy'> & { policy: PolicyName })[]) {
    it(`${d.policy} ${d.a} ${d.b}: ${d.ours}, where the library gives ${d.recorded}`, () => {
      const options = d.options as PromotionOptions;
      const ours = isAllowed(d.policy, d.a, d.b, options) ? resultType(d.policy, d.a, d.b, options) : '-';
      // a listed deviation that no longer deviates fails here
      expect(ours).toBe(d.ours);
      expect(ours).not.toBe(d.recorded);
      expect(d.reason.length).toBeGreaterThan(20);
    });
  }
});
