// Extracts the fenced code blocks of a README. Convention: a ```ts / ```js block of a public
// package's README that imports a package (`import … from '@typelattice/…'`) is a runnable example:
// it is type-checked against the published .d.ts and executed against the installed tarballs.
// Blocks without an import (signatures, option shapes, fragments) are documentation and are left
// alone. The info string overrides this: ```ts run forces a block to run, ```ts no-run skips it.
// In ```sh blocks, each line that starts with one of the package's bins (optionally after `$ `
// or `npx `) is run from the installed package and must exit 0.

const LANGS = {
  ts: 'ts',
  typescript: 'ts',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  sh: 'sh',
  bash: 'sh',
  shell: 'sh',
  console: 'sh',
};

/**
 * Returns the fenced blocks of `markdown` as `{ lang, flags, code, line }` (lang normalised to
 * ts, js or sh; other languages are left out; `line` is the 1-based line of the opening fence).
 */
export function extractSnippets(markdown) {
  const lines = markdown.split(/\r?\n/);
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info, rest] = open;
    const body = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
      j++;
    }
    const lang = LANGS[info.toLowerCase()];
    if (lang) out.push({ lang, flags: rest.split(/[\s,]+/).filter(Boolean), code: `${body.join('\n')}\n`, line: i + 1 });
    i = j;
  }
  return out;
}

/** Whether a snippet is meant to run: shell blocks and importing JS/TS blocks, unless flagged `no-run`; `run` forces it. */
export function isRunnable(snippet) {
  if (snippet.flags.includes('no-run')) return false;
  if (snippet.flags.includes('run') || snippet.lang === 'sh') return true;
  return importedPackages(snippet.code).length > 0;
}

/** The package specifiers a JS/TS snippet imports (static `import … from`, `import '…'`, `import('…')`). */
export function importedPackages(code) {
  const specs = new Set();
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(re)) {
    const spec = m[1];
    if (spec.startsWith('.') || spec.startsWith('node:')) continue;
    const parts = spec.split('/');
    specs.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...specs];
}

/** The command lines of a shell snippet that call one of `bins` (prompt `$ ` and `npx ` removed). */
export function binCommands(snippet, bins) {
  return snippet.code
    .split('\n')
    .map((l) => l.trim().replace(/^\$\s+/, '').replace(/^npx\s+/, ''))
    .filter((l) => bins.some((b) => l === b || l.startsWith(`${b} `)));
}

const STATEMENT = /^(const|let|var|import|export|return|if|else|for|while|do|try|catch|function|class|type|interface|throw|switch|case|break|continue|declare|enum)\b/;

/** Whether `text` parses as one JavaScript expression (TypeScript-only syntax aside). */
function isExpression(text) {
  try {
    new Function(`return (${text});`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Turns the README convention `expr; // -> value` into an assertion that `expr` deep-equals
 * `value` (node:assert deepStrictEqual), reporting the README line on failure. Lines whose value
 * is not a JavaScript expression (a remark, not a value) are left as they are.
 */
export function withAssertions(snippet, where) {
  const ts = snippet.lang === 'ts';
  let count = 0;
  const lines = snippet.code.split('\n').map((line, i) => {
    const m = /^(\s*)(.+?);\s*\/\/\s*->\s*(.+?)\s*$/.exec(line);
    if (!m || STATEMENT.test(m[2].trim()) || !isExpression(m[3])) return line;
    count++;
    const at = JSON.stringify(`${where}:${snippet.line + 1 + i}: ${m[2].trim()}`);
    return `${m[1]}__expect(${m[2]}, ${m[3]}, ${at});`;
  });
  if (count === 0) return { code: snippet.code, assertions: 0 };
  const sig = ts ? '(actual: unknown, expected: unknown, at: string): void' : '(actual, expected, at)';
  lines.push(
    "import { deepStrictEqual as __deepStrictEqual } from 'node:assert';",
    "import { inspect as __inspect } from 'node:util';",
    `function __expect${sig} {`,
    '  try { __deepStrictEqual(actual, expected); } catch {',
    '    throw new Error(`${at}\\n  evaluates to ${__inspect(actual)}\\n  the README says ${__inspect(expected)}`);',
    '  }',
    '}',
    '',
  );
  return { code: lines.join('\n'), assertions: count };
}
