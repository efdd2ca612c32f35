import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../../../test-env.shared.mjs';
import { sharedTsup } from '../../../tsup.shared';

// The package as its tsup build makes it (JS only), with the workspace packages it imports
// bundled in, so that one page loads it with gpu.js's browser build. The browser is the headless
// Chromium that `@sparticuz/chromium` (a root devDependency) carries, or CHROMIUM_PATH when set.
const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../node_modules/.browser-test');
const gpuBrowserJs = join(dirname(createRequire(import.meta.url).resolve('gpu.js')), '../dist/gpu-browser.js');
// localhost is a secure context, which navigator.gpu requires; requests never leave the page.
const ORIGIN = 'http://localhost:9';
const BACKENDS = ['webgl2', 'webgl', 'webgpu'] as const;

let browser: Browser | undefined;
let page: Page;
let browserName = 'headless Chromium';
/** Why a backend does not start in this browser (absent: it starts). */
const unavailable: Partial<Record<(typeof BACKENDS)[number], string>> = {};

beforeAll(async () => {
  const exe = chromiumExecutable();
  await build({
    ...sharedTsup,
    entry: { index: resolve(here, 'browser/entry.ts') },
    outDir,
    dts: false,
    sourcemap: false,
    silent: true,
    platform: 'browser',
    external: ['gpu.js'],
    noExternal: [/^@typelattice\//],
    esbuildOptions(o) {
      o.conditions = ['@typelattice/source', 'import'];
    },
  });
  browser = await chromium.launch({ executablePath: exe.executablePath, env: exe.env, args: [...CHROMIUM_FLAGS] });
  browserName = `headless Chromium ${browser.version()} (${exe.source})`;
  page = await browser.newPage();
  const files: Record<string, [string, string]> = {
    '/index.html': [join(here, 'browser/index.html'), 'text/html'],
    '/gpu-shim.js': [join(here, 'browser/gpu-shim.js'), 'text/javascript'],
    '/gpu-browser.js': [gpuBrowserJs, 'text/javascript'],
    '/package/index.js': [join(outDir, 'index.js'), 'text/javascript'],
  };
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = files[new URL(route.request().url()).pathname];
    return file
      ? route.fulfill({ body: readFileSync(file[0]), contentType: file[1] })
      : route.fulfill({ status: 404, body: 'not found' });
  });
  await page.goto(`${ORIGIN}/index.html`);
  await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 30_000 });
  // Which backends start here: each is measured below when it does, and named with its reason
  // when it does not (a browser without WebGPU still checks WebGL 2 and WebGL).
  const problems = await page.evaluate(async (backends) => {
    const lib = (window as unknown as { lib: typeof import('./browser/entry') }).lib;
    const out: Record<string, string | null> = {};
    for (const backend of backends) {
      try {
        (await lib.initGpu({ backend })).destroy();
        out[backend] = null;
      } catch (e) {
        out[backend] = (e as Error).message;
      }
    }
    return out;
  }, [...BACKENDS]);
  for (const b of BACKENDS) if (problems[b] !== null) unavailable[b] = problems[b];
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

interface PageMeasurement {
  device: string;
  /** The pairs the package claims for this device (its default matrix). */
  claimed: Record<string, string[]>;
  exact: Record<string, string[]>;
  mismatches: unknown[];
  error?: string;
}

// Measures every candidate pair in the page against the CPU kernels running in the same page.
function measureInPage(backend: string): Promise<PageMeasurement> {
  return page.evaluate(async (backend) => {
    const lib = (window as unknown as { lib: typeof import('./browser/entry') }).lib;
    try {
      const ctx = await lib.initGpu({ backend: backend as never });
      const kernels = new lib.GpuKernels(ctx, lib.allCandidates());
      const m = await lib.measureCapabilities(kernels, 1 << 16);
      kernels.destroy();
      const list = (matrix: Record<string, Record<string, string>>) =>
        Object.fromEntries(Object.entries(matrix).map(([op, row]) => [op, Object.keys(row).filter((d) => row[d] === 'exact')]));
      return {
        device: ctx.device,
        claimed: list(lib.capabilities(ctx.backend, ctx.device)),
        exact: list(m.matrix),
        mismatches: m.mismatches.slice(0, 20),
      };
    } catch (e) {
      return { device: '', claimed: {}, exact: {}, mismatches: [], error: String((e as Error).message) };
    }
  }, backend);
}

const exercised: string[] = [];
afterAll(() => {
  const missing = Object.entries(unavailable).map(([b, why]) => `${b} (${why})`);
  console.log(
    `gpu backends exercised (${browserName}): ${exercised.join(', ') || 'none'}` +
      (missing.length ? `; NOT AVAILABLE in this browser, so not checked: ${missing.join('; ')}` : ''),
  );
});

describe('in headless Chromium, the built package', () => {
  it('starts at least one GPU backend in the browser', () => {
    expect(BACKENDS.filter((b) => !unavailable[b]), JSON.stringify(unavailable)).not.toEqual([]);
  });

  for (const backend of BACKENDS) {
    it(`computes every ${backend} capability-matrix pair bit-identically to the CPU kernels`, async (ctx) => {
      const why = unavailable[backend];
      if (why) {
        console.log(`${backend}: not available in ${browserName}, not checked: ${why}`);
        ctx.skip(`${backend} is not available in this browser: ${why}`);
      }
      const m = await measureInPage(backend);
      expect(m.error).toBeUndefined();
      exercised.push(backend);
      console.log(`${backend} in Chromium on "${m.device}", measured exact: ${JSON.stringify(m.exact)}`);
      expect(Object.values(m.claimed).flat().length).toBeGreaterThan(0);
      for (const [op, dtypes] of Object.entries(m.claimed)) {
        for (const d of dtypes) expect(m.exact[op] ?? [], `${backend} ${op} ${d}`).toContain(d);
      }
    }, 300_000);
  }

  it('runs the registry kernels synchronously on WebGL 2 (else WebGL), equal to the CPU, with CPU fallback', async (ctx) => {
    const gl = (['webgl2', 'webgl'] as const).find((b) => !unavailable[b]);
    if (!gl) {
      console.log(`registry kernels: neither WebGL 2 nor WebGL is available in ${browserName}, not checked`);
      ctx.skip('neither WebGL 2 nor WebGL is available in this browser');
    }
    const r = await page.evaluate(async (backend) => {
      const lib = (window as unknown as { lib: typeof import('./browser/entry') }).lib;
      const reg = await lib.registerGpuKernels({ backend });
      const a = { data: new Uint16Array([0x3c00, 0x7bff, 0x0001, 0xc000, 0x3555]), dtype: 'float16' as const, shape: [5] };
      const b = { data: new Uint16Array([0x3c01, 0x7bff, 0x0001, 0x4000, 0x3555]), dtype: 'float16' as const, shape: [5] };
      const gpu = lib.binary('add', a, b, { computeDType: 'float16', backend: 'gpu' });
      const cpu = lib.binary('add', a, b, { computeDType: 'float16' });
      const picked = lib.selectKernel('add', ['gpu', 'cpu'], 'float16', 'float16', 'float16').backend;
      const fallback = lib.selectKernel('add', ['gpu', 'cpu'], 'int32', 'int32', 'int32').backend;
      reg.unregister();
      return { backend: reg.backend, picked, fallback, gpu: Array.from(gpu.data as Uint16Array), cpu: Array.from(cpu.data as Uint16Array) };
    }, gl);
    expect(r.backend).toBe(gl);
    expect(r.picked).toBe('gpu');
    expect(r.fallback).toBe('cpu');
    expect(r.gpu).toEqual(r.cpu);
  }, 120_000);
});
