// The TSDoc examples of a package's sources, and a runner that checks them: every `@example`
// block runs with the package's entry points in scope (an example may use the names of its own
// package without importing them), and its lines
//   expr; // -> value          must give `value` (deep equality),
//   expr; // 'text' | 12 | true ...: a remark   must give that literal,
//   expr; // SomeError: ...    must throw a SomeError,
// other lines just run. Imports of any public entry point (`@typelattice/tf/numpy`) bind to the
// modules the caller passes (the sources, in the doc tests).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** `[{ name, file, code }]`: each ```ts block after an `@example` tag in `dir`'s sources (tests and benchmarks left out). */
export function examplesIn(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !/\.(test|test-d|bench)\.ts$/.test(f) && !f.endsWith('.generated.ts'))
    .sort()
    .flatMap((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      return [...text.matchAll(/@example[^\n]*\n\s*\* ```ts\n([\s\S]*?)\n\s*\* ```/g)].map((m, i) => ({
        name: `${relative(dir, join(dir, file))} #${i + 1}`,
        file: join(dir, file),
        code: m[1].replace(/^\s*\* ?/gm, ''),
      }));
    });
}

const LITERAL = /^('[^']*'|"[^"]*"|-?\d[\d_.e]*n?|true|false|null|undefined|NaN|-?Infinity)(?=[:\s(,;]|$)/;
const ERROR = /^(?:throws (?:an? )?)?([A-Z][A-Za-z]*Error)\b/;

/** The example as the body of an async function of (`__modules`, `__own`, `__check`, `__throws`). */
export function toScript(code) {
  const declared = new Set();
  const lines = code.split('\n').map((line, i) => {
    if (/^import type /.test(line)) return '';
    const imp = /^import \{([^}]*)\} from '([^']+)';$/.exec(line);
    if (imp) {
      const names = imp[1].split(',').map((n) => n.trim()).filter((n) => n !== '' && !n.startsWith('type '));
      for (const n of names) declared.add(n.split(/\s+as\s+/).pop());
      return `const { ${names.map((n) => n.replace(/\s+as\s+/, ': ')).join(', ')} } = __modules(${JSON.stringify(imp[2])});`;
    }
    const m = /^([^\s/].*?);\s*\/\/\s*(.*)$/.exec(line);
    if (!m || /^(const|let|var|import|export|function|class|type|interface|for|if|while|await\s+using)\b/.test(m[1])) return line;
    const arrow = /^->\s*(.+?)\s*$/.exec(m[2]);
    if (arrow) return `await __check(async () => (${m[1]}), () => (${arrow[1]}), ${i + 1});`;
    const err = ERROR.exec(m[2]);
    if (err) return `await __throws(async () => (${m[1]}), ${JSON.stringify(err[1])}, ${i + 1});`;
    const lit = LITERAL.exec(m[2]);
    if (lit) return `await __check(async () => (${m[1]}), () => (${lit[1]}), ${i + 1});`;
    return line;
  });
  const js = ts.transpileModule(lines.join('\n'), { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
  return { js, declared };
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;

/**
 * Runs one example with `modules` (specifier → module namespace) and `own` (the names in scope
 * without an import: its package's main exports and its own file's, internal helpers included);
 * returns the checks `{ line, actual, expected }` and the expected throws that
 * did not happen, for the caller to assert.
 */
export async function runExample(code, modules, own) {
  const { js, declared } = toScript(code);
  const checks = [];
  const failures = [];
  const check = async (actual, expected, line) => checks.push({ line, actual: await actual(), expected: expected() });
  const throws = async (f, name, line) => {
    try {
      const v = await f();
      failures.push(`line ${line}: expected a ${name}, got ${String(v)}`);
    } catch (e) {
      if (!(e instanceof Error) || (e.name !== name && !Object.getPrototypeOf(e)?.constructor?.name?.includes(name))) failures.push(`line ${line}: expected a ${name}, got ${e}`);
      checks.push({ line, actual: name, expected: name });
    }
  };
  const names = Object.keys(own).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && !declared.has(n) && !new RegExp(`\\b(const|let|var|function|class)\\s+${n}\\b`).test(js));
  const prelude = names.length ? `const { ${names.join(', ')} } = __own;\n` : '';
  const lookup = (spec) => {
    if (!(spec in modules)) throw new Error(`the example imports ${spec}, which the doc tests do not provide`);
    return modules[spec];
  };
  await new AsyncFunction('__modules', '__own', '__check', '__throws', prelude + js)(lookup, own, check, throws);
  return { checks, failures };
}
