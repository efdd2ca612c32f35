/**
 * The layering of the typelattice workspace, enforced by dependency-cruiser
 * (see /work/shared/design.md "The packages" and tools/layering/README.md).
 *
 *   dtypes  <-  promotion  <-  explorer  <-  cli
 *   dtypes  <-  kernels-core  <-  kernels-cpu, kernels-gpu, kernels-wgsl   (backends are peers)
 *   tf composes them all; conformance/ and tools/ use every package, through its public entry.
 *
 * Run it with `pnpm lint:deps`; `pnpm test` runs the same check (tools/layering/layering.test.mjs).
 *
 * Paths in rules are relative to the repository root, posix style. A workspace import such as
 * `@typelattice/dtypes` resolves (through the package's `exports` and the `@typelattice/source`
 * condition) to `packages/dtypes/src/index.ts`, so every rule below is written on those paths.
 */

/** Every package of packages/ that the layering knows about. A new package must be added here. */
const KNOWN_PACKAGES = ['dtypes', 'promotion', 'kernels-core', 'kernels-cpu', 'kernels-gpu', 'kernels-wgsl', 'tf', 'explorer', 'cli'];

/** Anything that belongs to a workspace package (or to conformance/ or tools/). */
const WORKSPACE = '^(packages/[^/]+|conformance|tools)/';

/** Test-only files: src/**\/*.test.ts, *.test-d.ts, and everything under a package's test/. */
const TEST_FILES = ['\\.test\\.[cm]?[jt]s$', '\\.test-d\\.ts$', '^packages/[^/]+/test/'];

/**
 * Build and generation scripts (packages/<x>/scripts/**): explicitly allowed to read another
 * package's sources (e.g. packages/tf/scripts/ generating code from packages/promotion/src/catalogue.ts).
 */
const SCRIPTS = '^packages/[^/]+/scripts/';

/**
 * The only files of a package another package may land on: its public entries (src/index.ts, and
 * the per-policy entry points src/entries/<policy>.ts that its package.json exports) and package.json.
 */
const PUBLIC_ENTRY = '^packages/[^/]+/(src/index\\.ts|src/entries/[^/]+\\.ts|package\\.json)$';

/** A rule "package <name> may import only <allowed> (and itself)". */
function onlyDependsOn(name, allowed, comment, extra = {}) {
  const allowedList = [name, ...allowed].join('|');
  return {
    name: `${name}-allowed-dependencies`,
    comment,
    severity: 'error',
    from: { path: `^packages/${name}/`, pathNot: [SCRIPTS, ...(extra.fromPathNot ?? [])] },
    to: { path: WORKSPACE, pathNot: `^packages/(${allowedList})/` },
  };
}

/** A rule "the tests of package <name> (src/**\/*.test.ts, test/**) may import only <allowed> (and the package)". */
function testsDependOn(name, allowed, comment) {
  return {
    name: `${name}-tests-allowed-dependencies`,
    comment,
    severity: 'error',
    from: { path: [`^packages/${name}/.*\\.test\\.[cm]?[jt]s$`, `^packages/${name}/.*\\.test-d\\.ts$`, `^packages/${name}/test/`] },
    to: { path: WORKSPACE, pathNot: `^packages/(${[name, ...allowed].join('|')})/` },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle anywhere: not between packages and not inside one package. Type-only ' +
        'imports count too (a type-only cycle is still a cycle: the modules cannot be understood, ' +
        'split or published apart). Break the cycle by moving the shared part into a module both ' +
        'sides import, or by inverting the dependency (registration, a parameter).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },

    // ---- allowed package edges (the layering map) --------------------------------------------
    onlyDependsOn(
      'dtypes',
      [],
      '@typelattice/dtypes is the bottom layer: it imports no other workspace package.',
    ),
    onlyDependsOn(
      'promotion',
      ['dtypes'],
      '@typelattice/promotion (the lattice and the policies) depends on @typelattice/dtypes only, ' +
        'so it can be installed on its own without any kernel or the facade.',
    ),
    onlyDependsOn(
      'kernels-core',
      ['dtypes'],
      '@typelattice/kernels-core (arrays, broadcasting, the kernel registry) is backend-neutral: ' +
        'it depends on @typelattice/dtypes only, never on a backend.',
    ),
    onlyDependsOn(
      'kernels-cpu',
      ['kernels-core', 'dtypes'],
      '@typelattice/kernels-cpu is a backend: it registers into @typelattice/kernels-core and ' +
        'uses @typelattice/dtypes; nothing else from the workspace.',
    ),
    onlyDependsOn(
      'kernels-gpu',
      ['kernels-core', 'dtypes'],
      '@typelattice/kernels-gpu is a backend: it registers into @typelattice/kernels-core and uses ' +
        '@typelattice/dtypes (plus its npm dependencies gpu.js, webgpu). Its tests may also use ' +
        '@typelattice/kernels-cpu as a reference (a devDependency): see kernels-gpu-tests-allowed-dependencies.',
      { fromPathNot: TEST_FILES },
    ),
    testsDependOn(
      'kernels-gpu',
      ['kernels-core', 'kernels-cpu', 'dtypes'],
      'Tests of @typelattice/kernels-gpu (src/**/*.test.ts, test/**) may compare against ' +
        '@typelattice/kernels-cpu (a devDependency) in addition to kernels-core and dtypes.',
    ),
    onlyDependsOn(
      'kernels-wgsl',
      ['kernels-core', 'dtypes'],
      '@typelattice/kernels-wgsl is a backend: it registers into @typelattice/kernels-core and uses ' +
        '@typelattice/dtypes (plus its npm dependency webgpu). Its tests may also use ' +
        '@typelattice/kernels-cpu as a reference (a devDependency): see kernels-wgsl-tests-allowed-dependencies.',
      { fromPathNot: TEST_FILES },
    ),
    testsDependOn(
      'kernels-wgsl',
      ['kernels-core', 'kernels-cpu', 'dtypes'],
      'Tests of @typelattice/kernels-wgsl (src/**/*.test.ts) may compare against ' +
        '@typelattice/kernels-cpu (a devDependency) in addition to kernels-core and dtypes.',
    ),
    onlyDependsOn(
      'tf',
      ['dtypes', 'promotion', 'kernels-core', 'kernels-cpu', 'kernels-gpu', 'kernels-wgsl'],
      '@typelattice/tf is the facade that composes dtypes, promotion, kernels-core and the backends; ' +
        'it never imports the CLI, conformance or tools.',
    ),
    onlyDependsOn(
      'explorer',
      ['promotion', 'dtypes'],
      '@typelattice/explorer builds the explorer page from @typelattice/promotion (and @typelattice/dtypes) ' +
        'only: the facade never comes with it, nor it with the facade. Its tests may also run the fixes it ' +
        'shows through @typelattice/tf (a devDependency): see explorer-tests-allowed-dependencies.',
      { fromPathNot: TEST_FILES },
    ),
    testsDependOn(
      'explorer',
      ['promotion', 'dtypes', 'tf'],
      'Tests of @typelattice/explorer (src/**/*.test.ts, test/**) may run the JavaScript the page shows ' +
        'against @typelattice/tf (a devDependency), in addition to promotion and dtypes.',
    ),
    onlyDependsOn(
      'cli',
      ['promotion', 'dtypes', 'explorer'],
      '@typelattice/cli declares @typelattice/promotion, @typelattice/dtypes and @typelattice/explorer ' +
        '(packages/cli/package.json) and imports nothing else from the workspace.',
    ),
    {
      name: 'unknown-package',
      comment:
        'A package of packages/ that is not in the layering map (KNOWN_PACKAGES in ' +
        '.dependency-cruiser.cjs) may not import other workspace packages until its allowed ' +
        'edges are added there.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/', pathNot: [`^packages/(${KNOWN_PACKAGES.join('|')})/`, SCRIPTS] },
      to: { path: WORKSPACE, pathNot: '^packages/$1/' },
    },
    {
      name: 'no-backend-imports-backend',
      comment:
        'Backends (packages/kernels-* other than kernels-core) are peers: no backend imports ' +
        'another backend; both register into @typelattice/kernels-core. (Tests may use another ' +
        'backend as a reference, as a devDependency.)',
      severity: 'error',
      from: { path: '^packages/(kernels-(?!core/)[^/]+)/', pathNot: [...TEST_FILES, SCRIPTS] },
      to: { path: '^packages/kernels-[^/]+/', pathNot: '^packages/($1|kernels-core)/' },
    },

    // ---- public entries only -----------------------------------------------------------------
    {
      name: 'no-deep-import',
      comment:
        "Another workspace package is used through its public entry (`@typelattice/x`, which " +
        'resolves to packages/x/src/index.ts), never through its internals (packages/x/src/foo.ts, ' +
        'packages/x/dist/...). Export what you need from the package index instead. Only build and ' +
        "generation scripts (packages/*/scripts/**) may read another package's sources.",
      severity: 'error',
      from: { path: '^(packages/[^/]+|conformance|tools)/', pathNot: SCRIPTS },
      to: { path: '^packages/', pathNot: ['^$1/', PUBLIC_ENTRY] },
    },
    {
      name: 'no-relative-import-across-packages',
      comment:
        'An import of another workspace package goes through its name (`@typelattice/x`), never a ' +
        "relative path that leaves the package ('../../promotion/src/index'): a relative path " +
        'bypasses package.json (exports, declared dependencies) and breaks once published. Only ' +
        'packages/*/scripts/** may do it.',
      severity: 'error',
      from: { path: '^(packages/[^/]+|conformance|tools)/', pathNot: SCRIPTS },
      to: { path: '^(packages|conformance|tools)/', pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'no-unexported-subpath',
      comment:
        "`@typelattice/x/<subpath>` (…/src/…, …/dist/…, …/internal/…) is not part of any package's " +
        'public API (its package.json `exports` does not export it, so it cannot be resolved). ' +
        'Import from `@typelattice/x`.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^@typelattice/[^/]+/.+' },
    },
  ],
  options: {
    // The node_modules are not part of the layering: edges into them are recorded, not followed.
    // dist/ is build output: not scanned as a source, but an import into it still shows (and fails).
    doNotFollow: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    // Generated output, recorded fixtures and reports: not sources.
    exclude: {
      path: [
        '(^|/)\\.venv/',
        '(^|/)\\.reports/',
        '(^|/)\\.turbo/',
        '(^|/)coverage/',
        '(^|/)fixtures/.*\\.json$',
        '^conformance/report/',
        '^tools/bench/results/',
      ],
    },
    // Type-only imports (`import type`, `export type`) are dependencies too: they count for cycles.
    tsPreCompilationDeps: true,
    // The base tsconfig (moduleResolution Bundler, customConditions @typelattice/source).
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // Workspace packages resolve through package.json `exports` with the `@typelattice/source`
      // condition to their src/index.ts (as vitest and tsc do), so edges land on source files.
      exportsFields: ['exports'],
      conditionNames: ['@typelattice/source', 'import', 'types', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
