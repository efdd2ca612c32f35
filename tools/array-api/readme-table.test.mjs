import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, withRegion } from '../readme-region.mjs';
import { arrayApiTable } from './readme-table.mjs';

describe('the README table of the Array API test suite', () => {
  it('is what the committed report gives (regenerate: node tools/array-api/readme-table.mjs)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(withRegion(readme, 'array-api-table', arrayApiTable())).toBe(readme);
  });

  it('replaces only the marked region', () => {
    const readme = 'intro\n<!-- array-api-table:begin -->\nold\n<!-- array-api-table:end -->\noutro\n';
    expect(withRegion(readme, 'array-api-table', '\nnew\n')).toBe('intro\n<!-- array-api-table:begin -->\nnew\n<!-- array-api-table:end -->\noutro\n');
    expect(() => withRegion('no markers', 'array-api-table', 'x')).toThrow(/no region/);
  });
});
