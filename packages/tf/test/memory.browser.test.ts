import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../../../test-env.shared.mjs';
import { bundlePage, openPage } from './browser-page';

// The model of tensor memory (memory-model.ts) in headless Chromium on a cross-origin isolated
// page (COOP/COEP: SharedArrayBuffer, so the kernels' pool serves and the chains run on pooled
// blocks), with the browser's own collector (gc() from --js-flags=--expose-gc). The browser comes
// from the `@sparticuz/chromium` devDependency, as for the other browser tests.

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

let browser: Browser | undefined;
let bundle = '';

beforeAll(async () => {
  bundle = await bundlePage(resolve(here, 'browser/memory-page.ts'));
  const exe = chromiumExecutable();
  browser = await chromium.launch({ executablePath: exe.executablePath, env: exe.env, args: [...CHROMIUM_FLAGS, '--js-flags=--expose-gc'] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

interface MemoryReport {
  crossOriginIsolated: boolean;
  poolAvailable: boolean;
  runs: number;
  error?: string;
}

it('no live tensor ever changes but through memory it shares, on pooled memory in a cross-origin isolated page', async () => {
  const { report, problems } = await openPage<MemoryReport>(browser!, bundle, ISOLATED, 'memoryReport', 600_000, `?runs=${RUNS}&seed=${SEED}`);
  console.log(`memory model in headless Chromium ${browser!.version()}: ${JSON.stringify({ ...report, error: report.error ? 'see below' : undefined })}`);
  expect(problems).toEqual([]);
  expect(report.crossOriginIsolated).toBe(true);
  expect(report.poolAvailable).toBe(true);
  expect(report.error).toBeUndefined();
}, 900_000);
