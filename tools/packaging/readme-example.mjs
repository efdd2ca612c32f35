// The README's example programs as browser entries that record what each line computes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractSnippets, isRunnable } from './snippets.mjs';
import { ROOT } from './workspace.mjs';

/**
 * The README's first example that imports `specifier` (@typelattice/tf, or a policy's entry
 * `@typelattice/tf/numpy`), rewritten so that each
 * `expression; // 'value': remark` line records its value (and the value the README states, when
 * the comment starts with a JavaScript literal or `// -> value`) in `globalThis.__readme`.
 */
export function readmeExample(markdown = readFileSync(join(ROOT, 'README.md'), 'utf8'), specifier = '@typelattice/tf') {
  const snippet = extractSnippets(markdown).find((s) => s.lang !== 'sh' && isRunnable(s) && new RegExp(`from\\s+['"]${specifier}['"]`).test(s.code));
  if (!snippet) throw new Error(`README.md has no runnable ts/js example that imports ${specifier}`);
  let checks = 0;
  const lines = snippet.code.split('\n').map((line, i) => {
    const m = /^([^\s/].*?);\s*\/\/\s*(.*)$/.exec(line);
    if (!m || /^(const|let|var|import|export|function|class|type|interface)\b/.test(m[1])) return line;
    const lit = /^(?:->\s*(.+?)\s*$|('[^']*'|"[^"]*"|-?\d[\d_.e]*n?|true|false|null)(?=[:\s]|$))/.exec(m[2]);
    const expected = lit ? (lit[1] ?? lit[2]) : 'undefined';
    if (lit) checks++;
    return `__record(${snippet.line + 1 + i}, ${JSON.stringify(m[1])}, () => (${m[1]}), ${lit ? 'true' : 'false'}, ${expected});`;
  });
  const preamble = [
    'const __readme: { line: number; code: string; value?: unknown; checked: boolean; expected?: unknown; error?: string }[] = [];',
    '(globalThis as unknown as { __readme: unknown }).__readme = __readme;',
    'function __record(line: number, code: string, f: () => unknown, checked: boolean, expected: unknown): void {',
    '  try {',
    '    const v = f();',
    "    __readme.push({ line, code, checked, expected, value: typeof v === 'bigint' || (typeof v === 'object' && v !== null) ? String(v) : v });",
    '  } catch (e) {',
    '    __readme.push({ line, code, checked, expected, error: String(e) });',
    '  }',
    '}',
  ];
  const code = [...preamble, ...lines, "document.title = 'done';", ''].join('\n');
  return { code, checks, where: `README.md:${snippet.line}` };
}
