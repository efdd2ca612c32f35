#!/usr/bin/env node
// Builds the API reference of every public package from its TSDoc into docs/api/ (not committed),
// with TypeDoc: one module per entry point that a package.json exports (`@typelattice/tf`,
// `@typelattice/tf/numpy`, …), and the promotion explorer page beside it (docs/api/explorer/),
// linked from the index. Fails on a TypeDoc error or warning (a broken {@link}, an unknown tag).
// Usage: node tools/docs/api.mjs [--out DIR]   (`pnpm run docs` builds the packages first)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { Application, LogLevel } from 'typedoc';
import { run } from '../packaging/run.mjs';
import { ROOT } from '../packaging/workspace.mjs';
import { publicEntries } from './entries.mjs';

const { values: opts } = parseArgs({ options: { out: { type: 'string', default: join(ROOT, 'docs', 'api') } } });
const out = opts.out;
const entries = publicEntries();
const work = join(ROOT, 'node_modules', '.cache', 'typelattice-docs');
mkdirSync(work, { recursive: true });

// The index page: what each package is, and the explorer.
const index = join(work, 'index.md');
writeFileSync(
  index,
  [
    '# typelattice API reference',
    '',
    'Generated from the TSDoc of every public package (`pnpm run docs`). Each module below is one entry point',
    'a package exports; every `@example` in it runs in the doc tests, its `// ->` lines checked.',
    '',
    // TypeDoc takes a relative link for a file to copy: the link is pointed at the page after generation
    'The [promotion explorer](#explorer-page) shows every policy\'s lattice, tables and diffs.',
    '',
    '| entry point | package |',
    '| --- | --- |',
    ...entries.map((e) => `| \`${e.specifier}\` | ${e.pkg.manifest.description ?? ''} |`),
    '',
  ].join('\n'),
);

const app = await Application.bootstrap({
  entryPoints: entries.map((e) => e.source),
  entryPointStrategy: 'resolve',
  tsconfig: join(ROOT, 'tools', 'docs', 'tsconfig.json'),
  readme: index,
  name: 'typelattice',
  out,
  excludePrivate: true,
  excludeInternal: true,
  disableSources: true,
  githubPages: false,
  validation: { notExported: false, invalidLink: true, rewrittenLink: true, notDocumented: false, unusedMergeModuleWith: true },
  logLevel: LogLevel.Warn,
});
// Each module is named by the specifier it is imported with, not by its path (TypeDoc's name: the
// path under packages/ without `.ts`, and without `/index` for an index file).
const nameOf = (source) => relative(join(ROOT, 'packages'), source).replace(/\.ts$/, '').replace(/\/index$/, '');
const BY_NAME = new Map(entries.map((e) => [nameOf(e.source), e.specifier]));
const project = await app.convert();
if (!project) {
  console.error('TypeDoc could not convert the sources (errors above).');
  process.exit(1);
}
for (const module of project.children ?? []) module.name = BY_NAME.get(module.name) ?? module.name;
app.validate(project);
if (app.logger.hasErrors() || app.logger.hasWarnings()) {
  console.error(`TypeDoc: ${app.logger.errorCount} errors, ${app.logger.warningCount} warnings (above); the reference is not written.`);
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
await app.generateDocs(project, out);
const home = join(out, 'index.html');
writeFileSync(home, readFileSync(home, 'utf8').replaceAll('href="#explorer-page"', 'href="explorer/index.html"'));

// The explorer page, built by the CLI that `pnpm run docs` built.
const cli = join(ROOT, 'packages', 'cli', 'dist', 'bin.js');
if (existsSync(cli)) run(process.execPath, [cli, 'explore', '--out', join(out, 'explorer')], { cwd: ROOT });
else console.error('packages/cli is not built: the explorer page is missing (run `pnpm run docs`, which builds it)');
console.log(`API reference of ${entries.length} entry points (${new Set(entries.map((e) => e.pkg.name)).size} packages), with the explorer page: ${relative(ROOT, out)}/index.html`);
