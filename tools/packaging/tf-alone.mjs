// The CPU-only user's path, from the packed tarballs: `npm install @typelattice/tf` alone into a
// clean project (no GPU package: it is an optional peer), its size on disk, `enableGpu()`'s
// error without the GPU package, and no-config browser builds of the README's first example
// with esbuild and vite whose bundles must compute the example in headless Chromium.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../../test-env.shared.mjs';
import { run } from './run.mjs';
import { extractSnippets, isRunnable } from './snippets.mjs';
import { ROOT } from './workspace.mjs';

/**
 * The most a CPU-only install of @typelattice/tf may take on disk (bytes of its files). It was
 * 2,000,000 until the statistics, indexing, sorting and the linalg/fft extensions landed (2,097,475
 * bytes measured then); per-policy entry points (#39) are to bring what a program pays for down.
 */
export const MAX_INSTALL_BYTES = 2_500_000;
/**
 * vite's advice that a chunk is over 500 kB after minification (its chunkSizeWarningLimit): the
 * bundle of the README example is 705 kB since those features landed (#39 is to cut it per
 * policy); the advice is reported with the size, any other warning fails the build step.
 */
const VITE_CHUNK_ADVICE = /\(!\) Some chunks are larger than 500 kB after minification\. Consider:\n(?:\s*- .*\n?)+/;
/** Packages that must not come with a CPU-only install. */
const GPU_ONLY = ['@typelattice/kernels-gpu', '@typelattice/kernels-wgsl', 'gpu.js', 'webgpu', 'gl'];

const rootRequire = createRequire(join(ROOT, 'package.json'));
const binOf = (pkg, bin) => {
  const manifestPath = rootRequire.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(manifestPath, '..', typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin]);
};
const versionOf = (pkg) => JSON.parse(readFileSync(rootRequire.resolve(`${pkg}/package.json`), 'utf8')).version;

/** Every regular file under `dir` with its size. */
function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.isFile()) out.push({ path, size: statSync(path).size });
  }
  return out;
}

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;

/**
 * The README's first example that imports @typelattice/tf, rewritten so that each
 * `expression; // 'value': remark` line records its value (and the value the README states, when
 * the comment starts with a JavaScript literal or `// -> value`) in `globalThis.__readme`.
 */
export function readmeExample(markdown = readFileSync(join(ROOT, 'README.md'), 'utf8')) {
  const snippet = extractSnippets(markdown).find(
    (s) => s.lang !== 'sh' && isRunnable(s) && /from\s+['"]@typelattice\/tf['"]/.test(s.code),
  );
  if (!snippet) throw new Error('README.md has no runnable ts/js example that imports @typelattice/tf');
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

/** Loads `dir/index.html` (served from a local origin) in Chromium and returns `globalThis[key]` once the title is 'done'. */
async function runInBrowser(browser, dir, key = '__readme') {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console error: ${m.text()}`));
  const origin = 'http://localhost:9';
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      return route.fulfill({ body, contentType: types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
  try {
    await page.goto(`${origin}/index.html`);
    await page.waitForFunction(() => document.title === 'done', undefined, { timeout: 20_000 }).catch(() => {});
    const results = await page.evaluate((k) => globalThis[k] ?? null, key);
    return { results, errors };
  } finally {
    await page.close();
  }
}

/** Checks what the page recorded against what the README says; returns a detail line or throws. */
function judge({ results, errors }, example) {
  if (errors.length) throw new Error(errors.join('\n'));
  if (!Array.isArray(results)) throw new Error('the bundle did not run the example (no results recorded)');
  const failed = results.filter((r) => r.error || (r.checked && JSON.stringify(r.value) !== JSON.stringify(r.expected)));
  if (results.length === 0 || failed.length) {
    throw new Error(
      failed
        .map((r) => `README.md:${r.line}: ${r.code}\n  ${r.error ? `threw ${r.error}` : `gave ${JSON.stringify(r.value)}, the README says ${JSON.stringify(r.expected)}`}`)
        .join('\n') || 'the example recorded nothing',
    );
  }
  const checked = results.filter((r) => r.checked).length;
  if (checked !== example.checks) throw new Error(`${checked} of the ${example.checks} README values were checked`);
  return `${checked} README values (${results.map((r) => JSON.stringify(r.value)).join(', ')})`;
}

/**
 * Runs the CPU-only checks in `<workDir>/tf-alone` and reports each through `record(name, ok, detail)`.
 * `tarballs` maps package names to packed tarballs.
 */
export async function checkTfAlone(tarballs, workDir, record) {
  const step = async (name, fn) => {
    try {
      const detail = await fn();
      record(name, true, detail ?? '');
      return true;
    } catch (e) {
      record(name, false, e instanceof Error ? e.message : String(e));
      return false;
    }
  };
  const dir = join(workDir, 'tf-alone');
  mkdirSync(dir, { recursive: true });
  const fileSpec = (name) => `file:${tarballs.get(name)}`;
  const manifest = {
    name: 'consumer-of-tf-alone',
    private: true,
    type: 'module',
    dependencies: { '@typelattice/tf': fileSpec('@typelattice/tf') },
    // The internal dependencies resolve to the sibling tarballs, as they will to the registry's.
    overrides: Object.fromEntries([...tarballs.keys()].map((n) => [n, fileSpec(n)])),
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const installed = await step('npm install @typelattice/tf alone (from the tarballs)', () => {
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir });
    const pkgs = readdirSync(join(dir, 'node_modules', '@typelattice'));
    return `installed @typelattice/{${pkgs.join(',')}}`;
  });
  if (!installed) return;

  await step(`install size ≤ ${mb(MAX_INSTALL_BYTES)} without the GPU package`, () => {
    const files = filesUnder(join(dir, 'node_modules'));
    const total = files.reduce((s, f) => s + f.size, 0);
    const present = GPU_ONLY.filter((p) => {
      try {
        return statSync(join(dir, 'node_modules', p)).isDirectory();
      } catch {
        return false;
      }
    });
    const perPackage = new Map();
    for (const f of files) {
      const parts = relative(join(dir, 'node_modules'), f.path).split('/');
      const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
      perPackage.set(name, (perPackage.get(name) ?? 0) + f.size);
    }
    const breakdown = [...perPackage].sort((a, b) => b[1] - a[1]).map(([n, s]) => `${n.replace('@typelattice/', '')} ${kb(s)}`).join(', ');
    const detail = `${mb(total)} (${total.toLocaleString('en')} bytes, ${files.length} files: ${breakdown})`;
    if (present.length) throw new Error(`a CPU-only install brought ${present.join(', ')}; ${detail}`);
    if (total > MAX_INSTALL_BYTES) throw new Error(`${detail} is over the limit of ${MAX_INSTALL_BYTES.toLocaleString('en')} bytes`);
    return detail;
  });

  await step('enableGpu() without the GPU package throws GpuPackageMissingError (npm i @typelattice/kernels-gpu)', () => {
    const script = [
      "import { enableGpu, getBackend, GpuPackageMissingError } from '@typelattice/tf';",
      'try { await enableGpu(); console.log("enableGpu() resolved"); process.exit(1); }',
      'catch (e) {',
      "  if (!(e instanceof GpuPackageMissingError) || !e.message.includes('npm i @typelattice/kernels-gpu') || getBackend() !== 'cpu') { console.log(e); process.exit(1); }",
      '}',
    ].join('\n');
    writeFileSync(join(dir, 'enable-gpu.mjs'), script);
    run(process.execPath, ['enable-gpu.mjs'], { cwd: dir });
  });

  // enableGpu() in a browser bundle without the GPU package: the same typed error.
  const gpuMissing = join(dir, 'esbuild-gpu-missing');
  await step('esbuild bundle calling enableGpu() (no GPU package)', () => {
    mkdirSync(gpuMissing, { recursive: true });
    writeFileSync(
      join(dir, 'gpu-missing.ts'),
      [
        "import { enableGpu, getBackend } from '@typelattice/tf';",
        'enableGpu()',
        "  .then(() => 'resolved', (e: Error) => `${e.name}: ${e.message}`)",
        '  .then((outcome) => {',
        '    (globalThis as unknown as { __gpu: unknown }).__gpu = { outcome, backend: getBackend() };',
        "    document.title = 'done';",
        '  });',
        '',
      ].join('\n'),
    );
    const r = run(binOf('esbuild', 'esbuild'), ['gpu-missing.ts', '--bundle', '--platform=browser', `--outfile=${join(gpuMissing, 'main.js')}`], { cwd: dir, allowFail: true });
    const out = `${r.stdout}${r.stderr}`;
    if (r.status !== 0 || /\[(WARNING|ERROR)\]/.test(out)) throw new Error(`esbuild exited ${r.status}:\n${out.trim()}`);
    writeFileSync(join(gpuMissing, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><script src="/main.js"></script></head><body></body></html>\n');
  });

  // The README's first example as a browser entry, built by each bundler with no configuration.
  const example = readmeExample();
  writeFileSync(join(dir, 'main.ts'), example.code);
  const builds = [];
  await step(`esbuild ${versionOf('esbuild')} --bundle --platform=browser (no config) of ${example.where}`, () => {
    const outDir = join(dir, 'esbuild-dist');
    mkdirSync(outDir, { recursive: true });
    const r = run(binOf('esbuild', 'esbuild'), ['main.ts', '--bundle', '--platform=browser', '--minify', `--outfile=${join(outDir, 'main.js')}`], {
      cwd: dir,
      allowFail: true,
    });
    const out = `${r.stdout}${r.stderr}`;
    if (r.status !== 0 || /\[(WARNING|ERROR)\]/.test(out)) throw new Error(`esbuild exited ${r.status}:\n${out.trim()}`);
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><script src="/main.js"></script></head><body></body></html>\n');
    const js = readFileSync(join(outDir, 'main.js'));
    builds.push({ name: 'esbuild', dir: outDir });
    return `bundle ${kb(js.length)} min, ${kb(gzipSync(js, { level: 9 }).length)} gzip`;
  });
  await step(`vite ${versionOf('vite')} build (no config) of ${example.where}`, () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/main.ts"></script></head><body></body></html>\n');
    const r = run(process.execPath, [binOf('vite', 'vite'), 'build'], { cwd: dir, allowFail: true, env: { NO_COLOR: '1' } });
    const full = `${r.stdout}${r.stderr}`;
    const advised = VITE_CHUNK_ADVICE.test(full);
    const out = full.replace(VITE_CHUNK_ADVICE, '');
    if (r.status !== 0 || /^\s*\(!\)|\[plugin |\bwarning\b|\berror\b/im.test(out)) throw new Error(`vite build exited ${r.status}:\n${full.trim()}`);
    const assets = join(dir, 'dist', 'assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const size = js.reduce((s, f) => s + statSync(join(assets, f)).size, 0);
    const gz = js.reduce((s, f) => s + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
    builds.push({ name: 'vite', dir: join(dir, 'dist') });
    return `${js.length} chunk(s) ${kb(size)} min, ${kb(gz)} gzip${advised ? '; vite advises splitting a chunk over 500 kB' : ''}`;
  });
  if (!builds.length) return;

  const { chromium } = await import('playwright-core');
  let browser;
  const launched = await step('headless Chromium starts', async () => {
    const exe = chromiumExecutable();
    browser = await chromium.launch({ executablePath: exe.executablePath, env: exe.env, args: [...CHROMIUM_FLAGS] });
    return `Chromium ${browser.version()} from ${exe.source}`;
  });
  if (!launched) return;
  try {
    for (const b of builds) {
      await step(`the ${b.name} bundle computes ${example.where} in headless Chromium`, async () => judge(await runInBrowser(browser, b.dir), example));
    }
    await step('in headless Chromium, enableGpu() without the GPU package rejects with GpuPackageMissingError', async () => {
      const { results, errors } = await runInBrowser(browser, gpuMissing, '__gpu');
      if (errors.length) throw new Error(errors.join('\n'));
      const outcome = String(results?.outcome);
      if (!outcome.startsWith('GpuPackageMissingError: ') || !outcome.includes('npm i @typelattice/kernels-gpu') || results.backend !== 'cpu') {
        throw new Error(`got ${JSON.stringify(results)}`);
      }
    });
  } finally {
    await browser.close();
  }
}
