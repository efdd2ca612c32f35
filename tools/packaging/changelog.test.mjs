import { describe, expect, it } from 'vitest';
import { changelogSection } from './changelog.mjs';

const CHANGELOG = ['# @typelattice/x', '', '## 0.2.0', '', '### Minor Changes', '', '- b', '', '## 0.1.0', '', '- a', ''].join('\n');

describe('changelogSection', () => {
  it('returns the newest version up to the next heading', () => {
    expect(changelogSection(CHANGELOG, '0.2.0')).toBe('## 0.2.0\n\n### Minor Changes\n\n- b');
  });

  it('returns the last version up to the end of the file', () => {
    expect(changelogSection(CHANGELOG, '0.1.0')).toBe('## 0.1.0\n\n- a');
  });

  it('returns undefined for a version with no section', () => {
    expect(changelogSection(CHANGELOG, '0.3.0')).toBeUndefined();
  });
});
