// The layering check in `pnpm test`: dependency-cruiser with .dependency-cruiser.cjs over
// packages/, conformance/ and tools/ (the same as `pnpm lint:deps`), and a proof that the
// check can fail (a throwaway tree with a cycle and forbidden edges).
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLayering, formatReport, formatViolation, loadRuleSet } from './cruise.mjs';

describe('the repository', () => {
  it('follows the layering: no cycle, only allowed package edges, public entries only', async () => {
    const { violations, summary } = await checkLayering();
    // Sanity: the cruise saw the workspace (an empty cruise would "pass").
    expect(summary.totalCruised).toBeGreaterThan(100);
    // On failure the message lists every violation (rule: from → to) and what each rule asks.
    const report = violations.length > 0 ? formatReport(violations, await loadRuleSet()) : '';
    expect(violations.length, report).toBe(0);
  });
});

describe('the check itself', () => {
  /** A tiny workspace with deliberate violations, laid out like the real one. */
  const files = {
    'packages/tf/package.json': pkg('tf'),
    'packages/tf/src/index.ts': "export const tf = 1;\n",
    'packages/tf/src/x.ts': "export const x = 1;\n",
    // A generation script may read another package's sources (allowed).
    'packages/tf/scripts/generate.ts': "import { catalogue } from '../../promotion/src/catalogue';\nexport const ops = catalogue;\n",
    'packages/promotion/package.json': pkg('promotion'),
    'packages/promotion/src/index.ts': "export { a } from './a';\nexport { catalogue } from './catalogue';\n",
    'packages/promotion/src/catalogue.ts': "export const catalogue = ['add'];\n",
    // A runtime cycle a → b → a.
    'packages/promotion/src/a.ts': "import { b } from './b';\nexport const a = (): number => b;\n",
    'packages/promotion/src/b.ts': "import { a } from './a';\nexport const b = 1;\nexport const again = () => a;\n",
    // A type-only cycle d → e → d: still a cycle.
    'packages/promotion/src/d.ts': "import type { E } from './e';\nexport interface D { e?: E }\n",
    'packages/promotion/src/e.ts': "import type { D } from './d';\nexport interface E { d?: D }\n",
    // promotion may depend on dtypes only: the facade by name, by a relative path into its
    // internals, and by an unexported subpath.
    'packages/promotion/src/facade.ts': [
      "import { tf } from '@typelattice/tf';",
      "import { x } from '../../tf/src/x';",
      "import { x as y } from '@typelattice/tf/src/x';",
      'export const all = [tf, x, y];',
      '',
    ].join('\n'),
    'packages/kernels-cpu/package.json': pkg('kernels-cpu'),
    'packages/kernels-cpu/src/index.ts': "export const cpu = 1;\n",
    'packages/kernels-gpu/package.json': pkg('kernels-gpu'),
    'packages/kernels-gpu/src/index.ts': "export { gpu } from './gpu';\n",
    // A backend importing another backend from its sources (forbidden)…
    'packages/kernels-gpu/src/gpu.ts': "import { cpu } from '@typelattice/kernels-cpu';\nexport const gpu = cpu;\n",
    // …but its tests may use it as a reference (allowed).
    'packages/kernels-gpu/src/gpu.test.ts': "import { cpu } from '@typelattice/kernels-cpu';\nimport { gpu } from './gpu';\nexport const same = cpu === gpu;\n",
  };
  let root;

  beforeAll(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'typelattice-layering-')));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    // As pnpm links workspace packages: node_modules/@typelattice/<name> → packages/<name>.
    mkdirSync(join(root, 'node_modules/@typelattice'), { recursive: true });
    for (const name of ['tf', 'promotion', 'kernels-cpu', 'kernels-gpu']) {
      symlinkSync(join('..', '..', 'packages', name), join(root, 'node_modules/@typelattice', name), 'dir');
    }
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('reports the cycles and the forbidden edges, each with its rule name', async () => {
    const { violations } = await checkLayering({ baseDir: root, paths: ['packages'] });
    const lines = violations.map(formatViolation);
    const edges = violations.filter((v) => v.rule !== 'no-circular').map((v) => `${v.rule}: ${v.from} → ${v.to}`);
    const cycles = violations.filter((v) => v.rule === 'no-circular').map((v) => [v.from, ...v.cycle].join(' → '));

    // The runtime cycle and the type-only cycle (each reported once, from either end).
    expect(cycles, lines.join('\n')).toHaveLength(2);
    expect(cycles.some((c) => /promotion\/src\/a\.ts.*promotion\/src\/b\.ts|promotion\/src\/b\.ts.*promotion\/src\/a\.ts/.test(c))).toBe(true);
    expect(cycles.some((c) => /promotion\/src\/d\.ts.*promotion\/src\/e\.ts|promotion\/src\/e\.ts.*promotion\/src\/d\.ts/.test(c))).toBe(true);

    expect(edges.sort(), lines.join('\n')).toEqual(
      [
        // promotion → tf by its name.
        'promotion-allowed-dependencies: packages/promotion/src/facade.ts → packages/tf/src/index.ts',
        // promotion → tf by a relative path into its sources: three rules at once.
        'promotion-allowed-dependencies: packages/promotion/src/facade.ts → packages/tf/src/x.ts',
        'no-deep-import: packages/promotion/src/facade.ts → packages/tf/src/x.ts',
        'no-relative-import-across-packages: packages/promotion/src/facade.ts → packages/tf/src/x.ts',
        // @typelattice/tf/src/x is not exported: unresolvable.
        'no-unexported-subpath: packages/promotion/src/facade.ts → @typelattice/tf/src/x',
        // A backend importing another one (and an edge kernels-gpu does not have).
        'no-backend-imports-backend: packages/kernels-gpu/src/gpu.ts → packages/kernels-cpu/src/index.ts',
        'kernels-gpu-allowed-dependencies: packages/kernels-gpu/src/gpu.ts → packages/kernels-cpu/src/index.ts',
      ].sort(),
    );
    // Allowed: the generator script reading promotion's sources, kernels-gpu's test using kernels-cpu.
    expect(violations.filter((v) => v.from.includes('/scripts/') || v.from.endsWith('.test.ts'))).toEqual([]);
  });
});

function pkg(name) {
  return `${JSON.stringify(
    {
      name: `@typelattice/${name}`,
      version: '0.0.0',
      type: 'module',
      exports: {
        '.': { '@typelattice/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
        './package.json': './package.json',
        './internal/*': null,
      },
    },
    null,
    2,
  )}\n`;
}
