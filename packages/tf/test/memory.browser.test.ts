import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../../../test-env.shared.mjs';

// The model of tensor memory (memory-model.ts) in headless Chromium on a cross-origin isolated
// page (COOP/COEP: SharedArrayBuffer, so the kernels' pool serves and the chains run on pooled
// blocks), with the browser's own collector (gc() from --js-flags=--expose-gc). The browser comes
// from the `@sparticuz/chromium` devDependency, as for the other browser tests.

const here = dirname(fileURLToPath(import.meta.url));
const ORIGIN = 'http://localhost:9';
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);

let browser: Browser | undefined;
let bundle = '';

beforeAll(async () => {
  const built = await build({
    entryPoints: [resolve(here, 'browser/memory-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@typelattice/source'],
    external: ['webgpu', 'node:*'],
    logLevel: 'silent',
  });
  bundle = built.outputFiles[0]!.text;
  const exe = chromiumExecutable();
  browser = await chromium.launch({ executablePath: exe.executablePath, env: exe.env, args: [...CHROMIUM_FLAGS, '--js-flags=--expose-gc'] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

it('no live tensor ever changes but through memory it shares, on pooled memory in a cross-origin isolated page', async () => {
  const page = await browser!.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const headers = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/memory.js') return route.fulfill({ body: bundle, contentType: 'text/javascript', headers });
    return route.fulfill({ body: '<!doctype html><title>memory</title><script src="/memory.js"></script>', contentType: 'text/html', headers });
  });
  await page.goto(`${ORIGIN}/index.html?runs=${RUNS}&seed=${SEED}`);
  const handle = await page.waitForFunction(() => (globalThis as { memoryReport?: unknown }).memoryReport, undefined, { timeout: 600_000, polling: 250 });
  const report = (await handle.jsonValue()) as { crossOriginIsolated: boolean; poolAvailable: boolean; runs: number; error?: string };
  console.log(`memory model in headless Chromium ${browser!.version()}: ${JSON.stringify({ ...report, error: report.error ? 'see below' : undefined })}`);
  expect(problems).toEqual([]);
  expect(report.crossOriginIsolated).toBe(true);
  expect(report.poolAvailable).toBe(true);
  expect(report.error).toBeUndefined();
}, 900_000);
