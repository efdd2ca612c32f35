import ts from 'typescript';
import * as promotion from '@typelattice/promotion';
import * as nodeUtil from 'node:util';
import { expect } from 'vitest';
import * as tf from '../src/index';
import * as jaxEntry from '../src/entries/jax';
import * as numpyEntry from '../src/entries/numpy';
import * as tfEntry from '../src/entries/tf';
import * as tfRfcEntry from '../src/entries/tf-rfc';
import * as torchEntry from '../src/entries/torch';

/*
 * Runs a TypeScript snippet from the docs. A line `expr; // -> expected` asserts that `expr`
 * equals `expected` (both evaluated as JavaScript; the comment may stand on the line after).
 * `import { … } from '@typelattice/tf'` (its policy entries `/numpy`, `/jax`, …, and `/promotion`) bind to the sources.
 */

const MODULES: Record<string, unknown> = {
  '@typelattice/tf': tf,
  '@typelattice/tf/numpy': numpyEntry,
  '@typelattice/tf/jax': jaxEntry,
  '@typelattice/tf/tf': tfEntry,
  '@typelattice/tf/tf-rfc': tfRfcEntry,
  '@typelattice/tf/torch': torchEntry,
  '@typelattice/promotion': promotion,
  'node:util': nodeUtil,
};

function toScript(block: string): string {
  const raw = block.split('\n');
  for (let i = raw.length - 1; i > 0; i--) {
    if (raw[i].startsWith('// -> ')) {
      raw[i - 1] = `${raw[i - 1]} ${raw[i]}`;
      raw[i] = '';
    }
  }
  const lines = raw.map((line, i) => {
    if (/^import type /.test(line)) return '';
    // a side-effect import (`import '@typelattice/tf/methods'`): what it installs, @typelattice/tf (imported here) has installed
    if (/^import '[^']+';/.test(line)) return '';
    const imp = /^import \{([^}]*)\} from '([^']+)';$/.exec(line);
    if (imp) {
      const names = imp[1].split(',').map((n) => n.trim()).filter((n) => n !== '' && !n.startsWith('type '));
      return `const { ${names.join(', ')} } = __modules[${JSON.stringify(imp[2])}];`;
    }
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

/** Runs a snippet, asserts its `// ->` lines, resets global state; returns how many lines it checked. */
export async function runSnippet(block: string): Promise<number> {
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
  return checks.length;
}
