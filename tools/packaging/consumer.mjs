// The consumer test: a clean project outside the workspace installs packed tarballs (workspace
// dependencies resolve to the sibling tarballs through overrides), type-checks a consumer file and
// the runnable README snippets against the published .d.ts with the root install's tsc, runs them
// with node (`expr; // -> value` lines become assertions), and runs the packages' bins.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { comparePort, portOf, recordedOutput } from './ports.mjs';
import { binCommands, extractSnippets, importedPackages, isRunnable, withAssertions } from './snippets.mjs';
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

/** A generated consumer file: imports each package by name, uses its types, fails if one exports nothing. */
function consumerFile(names) {
  return names
    .flatMap((name, i) => [
      `import * as pkg${i} from '${name}';`,
      `const names${i}: ReadonlyArray<keyof typeof pkg${i}> = Object.keys(pkg${i}) as Array<keyof typeof pkg${i}>;`,
      `if (names${i}.length === 0) throw new Error('${name} exports nothing');`,
      `console.log(\`${name}: \${names${i}.length} exports\`);`,
    ])
    .concat('')
    .join('\n');
}

/**
 * Installs `packages` (names; `all` maps every public package to its tarball) into
 * `<workDir>/<id>`, checks and runs `consumer.ts` plus the runnable snippets of `docs` (markdown
 * files), and runs `bins` (`--help`, and the lines of the docs' shell blocks that call them).
 * Returns a list of `{ name, ok, detail }`.
 */
export function runConsumer({ id, packages, docs, bins }, all, workDir) {
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

  const dir = join(workDir, id);
  mkdirSync(dir, { recursive: true });
  const snippets = docs.filter(existsSync).flatMap((path) =>
    extractSnippets(readFileSync(path, 'utf8'))
      .filter(isRunnable)
      .map((s) => ({ ...s, doc: relative(ROOT, path) })),
  );
  const code = snippets.filter((s) => s.lang !== 'sh');

  // A README that imports a sibling package installs it too, as its reader would.
  const direct = new Set(packages);
  for (const s of code) for (const spec of importedPackages(s.code)) if (all.has(spec)) direct.add(spec);
  const fileSpec = (name) => `file:${all.get(name)}`;
  const manifest = {
    name: `consumer-of-${id}`,
    private: true,
    type: 'module',
    dependencies: Object.fromEntries([...direct].map((n) => [n, fileSpec(n)])),
    pnpm: { overrides: Object.fromEntries([...all.keys()].map((n) => [n, fileSpec(n)])) },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  writeFileSync(join(dir, 'consumer.ts'), consumerFile(packages));
  const files = code.map((s) => {
    const stem = `${basename(s.doc, '.md').toLowerCase()}-line-${s.line}`;
    const file = `${stem}.${s.lang === 'ts' ? 'ts' : 'mjs'}`;
    const { code: text, assertions } = withAssertions(s, s.doc);
    writeFileSync(join(dir, file), text);
    return { file, out: s.lang === 'ts' ? join('out', `${stem}.js`) : file, where: `${s.doc}:${s.line}`, assertions, port: portOf(s) };
  });

  const installed = step(`install ${[...direct].join(' + ')} from tarballs`, () => {
    run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], { cwd: dir, env: { CI: 'true' } });
  });
  if (!installed) return results;

  step(`tsc (NodeNext, strict) on consumer.ts${files.some((f) => f.file.endsWith('.ts')) ? ' + ts snippets' : ''}`, () => {
    run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: dir });
  });
  step(`node: import ${packages.join(', ')}`, () => run(process.execPath, [join('out', 'consumer.js')], { cwd: dir }).trim().replace(/\n/g, '; '));
  for (const f of files) {
    step(`node: snippet ${f.where}${f.port ? ` (port ${f.port})` : ''}`, () => {
      const printed = run(process.execPath, [f.out], { cwd: dir });
      if (f.port) {
        // a worked port prints what its original printed (recorded from the original library)
        const differs = comparePort(printed, recordedOutput(f.port));
        if (differs) throw new Error(`${f.where}: port ${f.port} does not print what the original printed:\n${differs}`);
        return `prints what the original printed (docs/ports/${f.port}.out)`;
      }
      return f.assertions ? `${f.assertions} \`// ->\` values checked` : '';
    });
  }

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
      step(`bin: ${cmd} (${s.doc}:${s.line})`, () => void run('sh', ['-c', `set -e; ${cmd}`], { cwd: dir, env: { PATH } }));
    }
  }
  return results;
}

/** The bin names a packed manifest declares. */
export function binsOf(manifest) {
  return typeof manifest.bin === 'string' ? [manifest.name.split('/').pop()] : Object.keys(manifest.bin ?? {});
}
