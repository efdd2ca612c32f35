import { describe, expect, it } from 'vitest';
import { binCommands, extractSnippets, importedPackages, isRunnable, withAssertions } from './snippets.mjs';

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

describe('withAssertions', () => {
  const snippet = (code) => ({ lang: 'js', flags: [], line: 10, code });

  it('turns `expr; // -> value` into a deep-equality check that names the README line', async () => {
    const { code, assertions } = withAssertions(snippet("const a = [1, 2];\na.length; // -> 2\na.map((x) => x * 2); // -> [2, 4]\n"), 'README.md');
    expect(assertions).toBe(2);
    await expect(import(`data:text/javascript,${encodeURIComponent(code)}`)).resolves.toBeDefined();
  });

  it('fails with the line, the value and the README value when they differ', async () => {
    const { code } = withAssertions(snippet('[1].length; // -> 3\n'), 'README.md');
    await expect(import(`data:text/javascript,${encodeURIComponent(code)}`)).rejects.toThrow(/README\.md:11: \[1\]\.length\n {2}evaluates to 1\n {2}the README says 3/);
  });

  it('leaves declarations and remarks that are not values alone', () => {
    const code = 'const x = 1; // -> 1\nx; // -> one, as expected\n';
    expect(withAssertions(snippet(code), 'R')).toEqual({ code, assertions: 0 });
  });
});
