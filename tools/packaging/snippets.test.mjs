import { describe, expect, it } from 'vitest';
import { binCommands, extractSnippets, importedPackages, isRunnable } from './snippets.mjs';

const README = [
  '# pkg',
  '```ts',
  "import { a } from '@typelattice/promotion';",
  "import type { DType } from '@typelattice/dtypes';",
  'console.log(a);',
  '```',
  'text',
  '```js no-run',
  'fragment(',
  '```',
  '````sh',
  '$ npx typelattice table --policy jax',
  'pnpm add @typelattice/cli',
  'typelattice --help | head',
  '````',
  '```ts',
  'resultType(policy, a, b): Operand',
  '```',
  '```ts run',
  'console.log(1);',
  '```',
  '```python',
  'import numpy',
  '```',
].join('\n');

describe('extractSnippets', () => {
  const snippets = extractSnippets(README);

  it('keeps ts, js and sh blocks with their line and flags, drops other languages', () => {
    expect(snippets.map((s) => [s.lang, s.line, s.flags])).toEqual([
      ['ts', 2, []],
      ['js', 8, ['no-run']],
      ['sh', 11, []],
      ['ts', 16, []],
      ['ts', 19, ['run']],
    ]);
  });

  it('returns the block body without its fences', () => {
    expect(snippets[1].code).toBe('fragment(\n');
  });

  it('runs importing blocks and shell blocks; skips `no-run` and import-less blocks unless flagged `run`', () => {
    expect(snippets.map(isRunnable)).toEqual([true, false, true, false, true]);
  });

  it('finds the packages a snippet imports, scoped names kept whole', () => {
    const code = `${snippets[0].code}import x from 'fast-check/lib';\nawait import("./local.js");\nimport 'node:fs';`;
    expect(importedPackages(code).sort()).toEqual(['@typelattice/dtypes', '@typelattice/promotion', 'fast-check']);
  });

  it('keeps only the shell lines that call one of the bins', () => {
    expect(binCommands(snippets[2], ['typelattice'])).toEqual(['typelattice table --policy jax', 'typelattice --help | head']);
  });
});
