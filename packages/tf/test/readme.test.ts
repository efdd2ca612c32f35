import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runSnippet } from './run-snippet';

// Every ```ts block of README.md runs, and its `// ->` comments hold.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);

describe('README.md', () => {
  it('has snippets', () => {
    expect(blocks.length).toBeGreaterThan(5);
  });

  it.each(blocks.map((b, i) => [i + 1, b] as const))('snippet %i runs and gives the commented values', async (_, block) => {
    expect(await runSnippet(block)).toBeGreaterThan(0);
  });
});
