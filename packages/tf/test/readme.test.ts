import { readFileSync } from 'node:fs';
import ts from 'typescript';
import * as promotion from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import * as tf from './index';

/*
 * Runs every ```ts block of README.md. A line `expr; // -> expected` asserts that `expr` equals
 * `expected` (both evaluated as JavaScript; the comment may stand on the next line). Imports of
 * the packages are bound to the sources.
 */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);

const MODULES: Record<string, unknown> = { '@typelattice/tf': tf, '@typelattice/promotion': promotion };

function toScript(block: string): string {
  // A `// -> expected` on a line of its own belongs to the expression on the line before.
  const raw = block.split('\n');
  for (let i = raw.length - 1; i > 0; i--) {
    if (raw[i].startsWith('// -> ')) {
      raw[i - 1] = `${raw[i - 1]} ${raw[i]}`;
      raw[i] = '';
    }
  }
  const lines = raw.map((line, i) => {
    const imp = /^import \{([^}]*)\} from '([^']+)';$/.exec(line);
    if (imp) return `const {${imp[1]}} = __modules[${JSON.stringify(imp[2])}];`;
    const check = /^(.*?);\s*\/\/ -> (.*)$/.exec(line);
    if (check) return `await __check(async () => (${check[1]}), () => (${check[2]}), ${i + 1});`;
    return line;
  });
  return ts.transpileModule(lines.join('\n'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...a: unknown[]) => Promise<void>;

describe('README.md', () => {
  it('has snippets', () => {
    expect(blocks.length).toBeGreaterThan(5);
  });

  it.each(blocks.map((b, i) => [i + 1, b] as const))('snippet %i runs and gives the commented values', async (_, block) => {
    const checks: { line: number; actual: unknown; expected: unknown }[] = [];
    const check = async (actual: () => Promise<unknown>, expected: () => unknown, line: number) => {
      checks.push({ line, actual: await actual(), expected: expected() });
    };
    const fn = new AsyncFunction('__modules', '__check', toScript(block));
    try {
      await fn(MODULES, check);
    } finally {
      tf.setPromotionMode(tf.ImplicitPromotion.SAFE);
      tf.setBackend('cpu');
    }
    for (const c of checks) expect({ line: c.line, value: c.actual }).toEqual({ line: c.line, value: c.expected });
    expect(checks.length).toBeGreaterThan(0);
  });
});
