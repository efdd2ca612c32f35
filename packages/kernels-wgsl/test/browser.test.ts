import { binary, registerCpuKernels } from '@typelattice/kernels-cpu';
import type { NDArray } from '@typelattice/kernels-core';
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../../../test-env.shared.mjs';
import { samplePair } from '../src/samples';
import type { PageCase, PageResult } from './browser/entry';

// The package's sources bundled by esbuild for the browser and run in headless Chromium (the one
// `@sparticuz/chromium`, a root devDependency, carries; CHROMIUM_PATH overrides it) on the page's
// own navigator.gpu: Chromium's WebGPU on SwiftShader (Vulkan in software), no Dawn package, no
// worker. The results are compared with @typelattice/kernels-cpu computed here in Node.

const here = dirname(fileURLToPath(import.meta.url));
// localhost is a secure context, which navigator.gpu requires; requests never leave the page.
const ORIGIN = 'http://localhost:9';
const N = 4096;
const OPS = ['add', 'multiply', 'floordiv'] as const;
const CHAIN = [
  ['multiply', 'b'], ['add', 'c'], ['maximum', 0], ['subtract', 'a'], ['bitwise_xor', 'b'],
  ['minimum', 'c'], ['floordiv', 'b'], ['mod', 'c'], ['add', 'a'], ['multiply', 'b'],
] as const;

let browser: Browser | undefined;
let page: Page;
let browserName = 'headless Chromium';
const problems: string[] = [];

beforeAll(async () => {
  registerCpuKernels();
  const bundle = await build({
    entryPoints: [resolve(here, 'browser/entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'wgslPage',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@typelattice/source'],
    // Only reached in Node (Dawn, the synchronous registry's worker): never loaded in the page.
    external: ['webgpu', 'node:*'],
    logLevel: 'silent',
  });
  const exe = chromiumExecutable();
  browser = await chromium.launch({ executablePath: exe.executablePath, env: exe.env, args: [...CHROMIUM_FLAGS] });
  browserName = `headless Chromium ${browser.version()} (${exe.source})`;
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ body: '<!doctype html><title>wgsl</title>', contentType: 'text/html' }));
  await page.goto(`${ORIGIN}/index.html`);
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const strings = (data: ArrayLike<number | bigint>): string[] => Array.from(data, String);

describe('in headless Chromium, on navigator.gpu', () => {
  for (const dtype of ['int32', 'int64'] as const) {
    it(`${dtype} add, multiply, floordiv and a fused ten-op chain equal the CPU kernels`, async () => {
      // Edge values against each other (MIN, MAX, -1, 0 divisors, MIN // -1, ...), then seeded random ones.
      const [a, b] = samplePair(dtype, N, 21);
      const [c] = samplePair(dtype, N, 22);
      const arr = (data: typeof a): NDArray => ({ data, dtype, shape: [N] }) as NDArray;
      const input: PageCase = { dtype, a: strings(a), b: strings(b), c: strings(c), ops: OPS, chain: CHAIN };
      const got = await page.evaluate(
        (x) => (window as unknown as { wgslPage: typeof import('./browser/entry') }).wgslPage.runCase(x),
        input,
      ) as PageResult;
      console.log(`${dtype} in ${browserName} on WebGPU adapter "${got.adapter}": chain ${JSON.stringify(got.chainStats)}`);
      expect(problems).toEqual([]);
      expect(got.chain).toHaveLength(N);
      for (const op of OPS) {
        expect(got.supported[op], `${op} ${dtype} is in the adapter's matrix`).toBe(true);
        expect(got.results[op], `${op} ${dtype}`).toEqual(strings(binary(op, arr(a), arr(b), { computeDType: dtype }).data as ArrayLike<bigint>));
      }
      const operands = { a: arr(a), b: arr(b), c: arr(c) };
      const zero = { data: dtype === 'int64' ? new BigInt64Array(1) : new Int32Array(1), dtype, shape: [1] } as NDArray;
      let want = operands.a;
      for (const [op, other] of CHAIN) want = binary(op, want, other === 0 ? zero : operands[other], { computeDType: dtype });
      expect(got.chain).toEqual(strings(want.data as ArrayLike<bigint>));
      expect(got.chainStats.dispatches).toBe(1);
    }, 120_000);
  }
});
