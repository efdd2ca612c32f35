// The consumer test: for each public package, a clean project outside the workspace installs
// that package's tarball ON ITS OWN (its workspace dependencies resolve to the sibling tarballs
// through overrides), type-checks a consumer file and the README's TS snippets against the
// published .d.ts with the root install's tsc, runs them with node, and runs the package's bins.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { binCommands, extractSnippets, importedPackages, isRunnable } from './snippets.mjs';
import { ROOT } from './workspace.mjs';
import { run } from './run.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const TSC = require.resolve('typescript/bin/tsc');

/** A consumer's compiler options: what a Node ESM project would use. */
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    skipLibCheck: true, // third-party .d.ts (DOM, node, gpu.js) are not ours to check; attw checks our types' resolution
    typeRoots: [join(ROOT, 'node_modules', '@types')],
    types: ['node'],
    outDir: 'out',
    rootDir: '.',
  },
  include: ['*.ts'],
};

/** A generated consumer file: imports the package by name, uses its types, fails if it exports nothing. */
function consumerFile(name) {
  return [
    `import * as pkg from '${name}';`,
    `const names: ReadonlyArray<keyof typeof pkg> = Object.keys(pkg) as Array<keyof typeof pkg>;`,
    `if (names.length === 0) throw new Error('${name} exports nothing');`,
    `console.log(\`${name}: \${names.length} exports\`);`,
    '',
  ].join('\n');
}

/**
 * Runs the consumer test of `entry` (one element of packAll's result) in `<workDir>/<short name>`;
 * `all` maps every public package name to its tarball. Returns a list of `{ name, ok, detail }`.
 */
export function consumerTest(entry, all, workDir) {
  const { pkg, manifest } = entry;
  const results = [];
  const step = (name, fn) => {
    const t0 = performance.now();
    try {
      const detail = fn();
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      results.push({ name, ok: true, detail: detail ? `${detail}; ${s} s` : `${s} s` });
      return true;
    } catch (e) {
      results.push({ name, ok: false, detail: e instanceof Error ? e.message : String(e) });
      return false;
    }
  };

  const dir = join(workDir, pkg.name.split('/').pop());
  mkdirSync(dir, { recursive: true });
  const readmePath = join(pkg.dir, 'README.md');
  const snippets = existsSync(readmePath) ? extractSnippets(readFileSync(readmePath, 'utf8')).filter(isRunnable) : [];
  const code = snippets.filter((s) => s.lang !== 'sh');

  // A README that imports a sibling package installs it too, as its reader would.
  const direct = new Set([pkg.name]);
  for (const s of code) for (const spec of importedPackages(s.code)) if (all.has(spec)) direct.add(spec);
  const fileSpec = (name) => `file:${all.get(name)}`;
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: `consumer-of-${pkg.name.split('/').pop()}`,
        private: true,
        type: 'module',
        dependencies: Object.fromEntries([...direct].map((n) => [n, fileSpec(n)])),
        pnpm: { overrides: Object.fromEntries([...all.keys()].map((n) => [n, fileSpec(n)])) },
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  writeFileSync(join(dir, 'consumer.ts'), consumerFile(pkg.name));
  const files = code.map((s) => {
    const file = `readme-line-${s.line}.${s.lang === 'ts' ? 'ts' : 'mjs'}`;
    writeFileSync(join(dir, file), s.code);
    return { file, out: s.lang === 'ts' ? join('out', file.replace(/\.ts$/, '.js')) : file, line: s.line };
  });

  if (!step(`install ${[...direct].join(' + ')} from tarballs`, () => {
    run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], { cwd: dir, env: { CI: 'true' } });
  })) return results;

  step(`tsc (NodeNext, strict) on consumer.ts${files.some((f) => f.file.endsWith('.ts')) ? ' + README ts snippets' : ''}`, () => {
    run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: dir });
  });
  step(`node: import ${pkg.name} alone`, () => run(process.execPath, [join('out', 'consumer.js')], { cwd: dir }).trim());
  for (const f of files) step(`node: README snippet at line ${f.line}`, () => void run(process.execPath, [f.out], { cwd: dir }));

  const bins = typeof manifest.bin === 'string' ? [pkg.name.split('/').pop()] : Object.keys(manifest.bin ?? {});
  const binDir = join(dir, 'node_modules', '.bin');
  const PATH = `${binDir}:${process.env.PATH}`;
  for (const bin of bins) {
    step(`bin: ${bin} --help`, () => {
      const out = run(join(binDir, bin), ['--help'], { cwd: dir });
      if (!out.trim()) throw new Error(`${bin} --help printed nothing`);
    });
  }
  for (const s of snippets.filter((x) => x.lang === 'sh')) {
    for (const cmd of binCommands(s, bins)) {
      step(`bin: ${cmd} (README line ${s.line})`, () => void run('sh', ['-c', `set -e; ${cmd}`], { cwd: dir, env: { PATH } }));
    }
  }
  return results;
}
