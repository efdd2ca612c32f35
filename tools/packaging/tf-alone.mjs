// The CPU-only user's path, from the packed tarballs: `npm install @typelattice/tf` alone into a
// clean project (no GPU package: it is an optional peer), its size on disk, `enableGpu()`'s
// error without the GPU package, and no-config browser builds of the README's first example
// with esbuild and vite whose bundles must compute the example in headless Chromium; then the
// same for each policy's entry point (`@typelattice/tf/numpy`, …: entries.mjs).
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../../test-env.shared.mjs';
import { judge, runInBrowser } from './browser-run.mjs';
import { esbuildBundle, kb, mb, versionOf, viteBuild } from './bundlers.mjs';
import { buildPolicyEntries, summariseEntries } from './entries.mjs';
import { run } from './run.mjs';
import { readmeExample } from './readme-example.mjs';

/**
 * The most a CPU-only install of @typelattice/tf may take on disk (bytes of its files). It was
 * 2,000,000 until the statistics, indexing, sorting and the linalg/fft extensions landed (2,097,475
 * bytes measured then), 2,500,000 until the elementwise, creation and data type functions landed
 * with their recordings (2,852,106 bytes measured then: tf 1,068 KB, promotion 964 KB, kernels-cpu
 * 708 KB), 3,000,000 until searching, sets, the main-namespace products, the SIMD kernels of the
 * other op families and typed creation landed (3,042,648 bytes measured then: tf 1,130 KB, of it
 * the shared declarations chunk 528 KB, about 300 KB of which the typed tables; promotion 1,029 KB;
 * kernels-cpu 771 KB), and 3,250,000 until the typed tables were declared with numbers and one
 * entry per op whose roles share a table (3,014,663 bytes measured then: tf 1,102 KB, promotion
 * 1,029 KB, kernels-cpu 771 KB; 3,038,096 bytes with the SIMD kernels of the float functions, casts
 * and argmax/argmin, kernels-cpu 794 KB), and 3,050,000 until the radix sort, the pooled
 * take/flip/roll/tile, the tiled transpose, the fused vecdot and outer, the blocked LU and the
 * tf policy's creation rules landed (3,108,109 bytes measured then: tf 1,113 KB, promotion
 * 1,036 KB, kernels-cpu 846 KB). A program pays for less through a policy's entry point (#39),
 * which bundles only its own recordings and the ops it calls; the install itself carries every
 * policy's. 3.15 MB until the blocked matmul and QR, the SIMD reductions, block transposes and
 * row copies, the WebAssembly gathers and unique, and the catalogue rows landed (3,204,856 bytes
 * measured then: tf 1,117 KB, promotion 1,056 KB, kernels-cpu 919 KB, of which 683 KB is
 * kernels-cpu's unminified dist/index.js and 106 KB its README), and 3,250,000 until the float64
 * fdlibm ports, the reductions' row kernels, the linalg kernels' WebAssembly scalar parts, the
 * values-only sort and the per-op Tensor methods landed (3,276,420 bytes by `npm pack`'s unpacked
 * sizes of the five packages: tf 1,139 KB, kernels-cpu 967 KB, of which 771 KB its dist/index.js;
 * kernels-cpu's measurement log, 54 KB, moved out of its README to docs/performance/ then).
 */
export const MAX_INSTALL_BYTES = 3_300_000;
/** Packages that must not come with a CPU-only install. */
const GPU_ONLY = ['@typelattice/kernels-gpu', '@typelattice/kernels-wgsl', 'gpu.js', 'webgpu', 'gl'];

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
    esbuildBundle(dir, 'gpu-missing.ts', { minify: false, outDir: gpuMissing });
  });

  // The README's first example as a browser entry, built by each bundler with no configuration.
  const example = readmeExample();
  writeFileSync(join(dir, 'main.ts'), example.code);
  const builds = [];
  let full;
  await step(`esbuild ${versionOf('esbuild')} --bundle --platform=browser (no config) of ${example.where}`, () => {
    const b = esbuildBundle(dir, 'main.ts');
    builds.push({ name: 'esbuild', dir: b.dir, example, check: example.where });
    full = b;
    return `bundle ${kb(b.bytes)} min, ${kb(b.gzip)} gzip`;
  });
  await step(`vite ${versionOf('vite')} build (no config) of ${example.where}`, () => {
    const b = viteBuild(dir);
    builds.push({ name: 'vite', dir: b.dir, example, check: example.where });
    return `${b.chunks} chunk(s) ${kb(b.bytes)} min, ${kb(b.gzip)} gzip${b.advised ? '; vite advises splitting a chunk over 500 kB' : ''}`;
  });
  // Each policy's entry point: the README's example of one policy's entry, against each entry.
  const entries = await buildPolicyEntries(dir, full?.bytes, step);
  builds.push(...entries.builds);
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
      await step(`the ${b.name} bundle ${b.example.checks && b.values !== false ? 'computes' : 'runs'} ${b.check} in headless Chromium`, async () =>
        judge(await runInBrowser(browser, b.dir), b.example, b.values !== false),
      );
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
  summariseEntries(entries, full);
}
