import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runSnippet } from './run-snippet';

// Every TSDoc @example of the sources runs, and its `// ->` comments hold. enableGpu's example
// needs a GPU backend; src/gpu.test.ts covers it with and without one.
const dir = new URL('../src/', import.meta.url);
const examples = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.includes('.test') && !f.includes('.bench'))
  .flatMap((file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    return [...text.matchAll(/@example\n\s*\* ```ts\n([\s\S]*?)\n\s*\* ```/g)].map((m, i) => ({
      name: `${file} #${i + 1}`,
      code: m[1].replace(/^\s*\* ?/gm, ''),
    }));
  })
  .filter((e) => !e.code.includes('enableGpu'));

describe('TSDoc examples', () => {
  it('exist', () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  it.each(examples.map((e) => [e.name, e.code] as const))('%s runs', async (_, code) => {
    await runSnippet(code);
  });
});
