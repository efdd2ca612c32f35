import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// A policy entry installs the Tensor method of each elementwise function the program keeps: these
// programs are bundled as a user's bundler bundles them (esbuild, tree shaken, from this package's
// sources), each bundle with its own copy of the package, and run.
const ENTRIES = dirname(fileURLToPath(import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'method-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** What a bundled program reports: each line's value, or the error it threw. */
type Report = Record<string, unknown>;

/** `program` (imports relative to src/entries/) bundled and run; its `report(name, f)` calls give the report. */
async function runBundled(name: string, program: string, { minify = true } = {}): Promise<{ report: Report; code: string }> {
  const prelude = `
const __report = {};
globalThis[${JSON.stringify(`__${name}`)}] = __report;
function report(key, f) {
  try { __report[key] = f(); } catch (e) { __report[key] = { error: e.name, message: e.message, method: e.method }; }
}
`;
  const r = await build({
    stdin: { contents: `${prelude}${program}`, resolveDir: ENTRIES, sourcefile: `${name}.ts`, loader: 'ts' },
    bundle: true,
    minify,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'error',
    conditions: ['@typelattice/source'],
  });
  const code = r.outputFiles[0]!.text;
  const file = join(out, `${name}.mjs`);
  writeFileSync(file, code);
  await import(pathToFileURL(file).href);
  return { report: (globalThis as Record<string, unknown>)[`__${name}`] as Report, code };
}

const CHAIN = `
const x = constant([1, 4], 'uint8');
report('add', () => add(x, 1).dtype);
report('x.add', () => x.add(255).dtype);
report('x.sqrt', () => x.sqrt().dtype);
report('x.reduceSum', () => x.reduceSum().dtype);
`;

describe('a policy entry installs the method of each function the program uses', () => {
  it('a program that uses add gets x.add(), and x.sqrt() throws MethodNotLoadedError naming the import that installs it', async () => {
    const { report, code } = await runBundled('addOnly', `import { add, constant } from './numpy';\n${CHAIN}`, { minify: false });
    expect(report['add']).toBe('uint8');
    expect(report['x.add']).toBe('uint8');
    const sqrt = report['x.sqrt'] as { error: string; message: string; method: string };
    expect(sqrt.error).toBe('MethodNotLoadedError');
    expect(sqrt.method).toBe('sqrt');
    expect(sqrt.message).toContain("import { sqrt } from '@typelattice/tf/numpy'");
    expect(sqrt.message).toContain("import '@typelattice/tf/methods'");
    expect((report['x.reduceSum'] as { error: string }).error).toBe('MethodNotLoadedError');
    // the bundle installs no unary method: the builder of a unary function's method is dropped with the functions
    expect(code).toContain('withBinaryMethod(');
    expect(code).not.toContain('withUnaryMethod(');
  });

  it('the fixes the message names work: using sqrt installs x.sqrt(), @typelattice/tf/methods every method', async () => {
    const withSqrt = await runBundled('withSqrt', `import { add, constant, sqrt } from './numpy';\nreport('sqrt', () => sqrt(constant([4], 'int8')).dtype);\n${CHAIN}`);
    expect(withSqrt.report['sqrt']).toBe('float16');
    expect(withSqrt.report['x.sqrt']).toBe('float16');
    expect((withSqrt.report['x.reduceSum'] as { error: string }).error).toBe('MethodNotLoadedError');
    for (const [name, imports] of [
      ['methodsAfter', "import { add, constant } from './numpy';\nimport './methods';"],
      ['methodsBefore', "import './methods';\nimport { add, constant } from './numpy';"],
    ] as const) {
      const { report } = await runBundled(name, `${imports}\n${CHAIN}`);
      expect(report, name).toEqual({ add: 'uint8', 'x.add': 'uint8', 'x.sqrt': 'float16', 'x.reduceSum': 'uint64' });
    }
  });

  it('an alias installs the method of its op: div gives x.truediv() and x.div()', async () => {
    const { report } = await runBundled(
      'alias',
      `import { constant, div } from './numpy';\nconst x = constant([1, 4], 'int8');\nreport('div', () => div(x, 2).dtype);\nreport('x.div', () => x.div(2).dtype);\nreport('x.truediv', () => x.truediv(2).dtype);\nreport('x.mul', () => x.mul(2).dtype);`,
    );
    expect(report['div']).toBe('float64');
    expect(report['x.div']).toBe('float64');
    expect(report['x.truediv']).toBe('float64');
    expect((report['x.mul'] as { error: string }).error).toBe('MethodNotLoadedError');
  });

  it('@typelattice/tf keeps every method, whatever the program uses: the bundle answers as the package does unbundled', async () => {
    const full = `${CHAIN}\nreport('x.cast', () => x.cast('int8').dtype);\nreport('x.clip', () => x.clip(0, 2).dtype);`;
    const { report } = await runBundled('full', `import { add, constant } from '../index';\n${full}`);
    const tf = await import('../index');
    const unbundled: Report = {};
    new Function('report', 'add', 'constant', full)(
      (key: string, f: () => unknown) => {
        try {
          unbundled[key] = f();
        } catch (e) {
          unbundled[key] = { error: (e as Error).name, message: (e as Error).message, method: (e as { method?: string }).method };
        }
      },
      tf.add,
      tf.constant,
    );
    expect(Object.keys(report)).toEqual(['add', 'x.add', 'x.sqrt', 'x.reduceSum', 'x.cast', 'x.clip']);
    expect(Object.values(report).some((v) => typeof v === 'object' && v !== null && (v as { error?: string }).error === 'MethodNotLoadedError')).toBe(false);
    expect(report).toEqual(unbundled);
  });
});
