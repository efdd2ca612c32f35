import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../../../test-env.shared.mjs';
import { bundlePage, openPage } from './browser-page';
import { runCases, type CaseResult, type PageReport } from './browser/csp-entry';
import type { GpuPageReport } from './browser/csp-gpu-page';

// The facade bundled by esbuild for the browser (the package's sources, as the other browser
// tests bundle theirs) and run in headless Chromium on pages whose Content Security Policy
// refuses 'unsafe-eval': with 'wasm-unsafe-eval' (WebAssembly kernels allowed) and without it
// (pure JavaScript), each with and without cross-origin isolation (COOP/COEP: the pool's shared
// memory). Every case's dtype, shape and bytes must equal those of a page without a policy in
// the same browser (the loops compiled with `new Function`), and those Node computes.

const here = dirname(fileURLToPath(import.meta.url));

interface Scenario {
  readonly name: string;
  /** The page's Content-Security-Policy header, or undefined for none. */
  readonly csp?: string;
  readonly isolated: boolean;
}

const WASM_ONLY = "script-src 'self' 'wasm-unsafe-eval'";
const SELF_ONLY = "script-src 'self'";
const REFERENCE: Scenario = { name: 'no policy (eval allowed)', isolated: false };
const SCENARIOS: readonly Scenario[] = [
  { name: `${WASM_ONLY}, not cross-origin isolated`, csp: WASM_ONLY, isolated: false },
  { name: `${WASM_ONLY}, cross-origin isolated (COOP/COEP)`, csp: WASM_ONLY, isolated: true },
  { name: `${SELF_ONLY}, not cross-origin isolated`, csp: SELF_ONLY, isolated: false },
  { name: `${SELF_ONLY}, cross-origin isolated (COOP/COEP)`, csp: SELF_ONLY, isolated: true },
];

/**
 * The cases whose float64 values come from the engine's own Math library (Math.pow, Math.sin,
 * Math.exp, Math.log, Math.tanh; int32 computes these in float64): V8's differ in the last bits
 * between versions (Node 20's and this Chromium's), whichever way the loops are compiled.
 */
const ENGINE_MATH = /^(pow|exp|log|sin|tanh) (float64|complex128|int32)$/;

let browser: Browser | undefined;
let bundle = '';
let gpuBundle = '';
let browserName = 'headless Chromium';
let node: Record<string, CaseResult> = {};
let reference: PageReport | undefined;

/** The response headers of a scenario: its policy, and COOP/COEP where cross-origin isolated. */
const headersOf = (s: Scenario): Record<string, string> => ({
  ...(s.csp ? { 'Content-Security-Policy': s.csp } : {}),
  ...(s.isolated ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } : {}),
});

/** Runs the cases on a page under the scenario's headers. */
async function runScenario(s: Scenario): Promise<{ report: PageReport; problems: string[] }> {
  const { report, problems } = await openPage<PageReport & { fatal?: string }>(browser!, bundle, headersOf(s), 'cspReport');
  expect(report.fatal).toBeUndefined();
  console.log(
    `${s.name} in ${browserName}: eval ${report.evalAllowed ? 'allowed' : 'refused'}, ` +
      `WebAssembly ${report.wasmAllowed ? 'allowed' : 'refused'}, crossOriginIsolated ${report.crossOriginIsolated}, ` +
      `${Object.keys(report.results).length} cases, CSP violations ${JSON.stringify(report.violations)}`,
  );
  return { report, problems };
}

beforeAll(async () => {
  [bundle, gpuBundle] = await Promise.all([bundlePage(resolve(here, 'browser/csp-page.ts')), bundlePage(resolve(here, 'browser/csp-gpu-page.ts'))]);
  const exe = chromiumExecutable();
  browser = await chromium.launch({ executablePath: exe.executablePath, env: exe.env, args: [...CHROMIUM_FLAGS] });
  browserName = `headless Chromium ${browser.version()} (${exe.source})`;
  node = runCases();
  const { report, problems } = await runScenario(REFERENCE);
  expect(problems).toEqual([]);
  expect(report).toMatchObject({ evalAllowed: true, wasmAllowed: true, violations: [] });
  reference = report;
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/** The float64 lanes of a result's hex bytes. */
const float64s = (hex: string): Float64Array => new Float64Array(Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16)).buffer);

/** Units in the last place between two float64s (0 when both are NaN; huge across signs). */
function ulps(a: number, b: number): number {
  if (Number.isNaN(a) && Number.isNaN(b)) return 0;
  const bits = (x: number) => new BigInt64Array(new Float64Array([x]).buffer)[0]!;
  const d = bits(a) - bits(b);
  return Number(d < 0n ? -d : d);
}

describe(`the facade's ops under a Content Security Policy, in headless Chromium`, () => {
  it('the page without a policy (loops compiled with new Function) equals Node, but for the engine Math library in the last bits', () => {
    const names = Object.keys(node);
    expect(Object.keys(reference!.results)).toEqual(names);
    const differing = names.filter((n) => JSON.stringify(reference!.results[n]) !== JSON.stringify(node[n]));
    expect(differing.filter((n) => !ENGINE_MATH.test(n))).toEqual([]);
    for (const n of differing) {
      const [inPage, inNode] = [reference!.results[n]!, node[n]!];
      expect({ ...inPage, bytes: undefined }, n).toEqual({ ...inNode, bytes: undefined });
      const [p, q] = [float64s(inPage.bytes!), float64s(inNode.bytes!)];
      const worst = Math.max(...Array.from(p, (x, i) => ulps(x, q[i]!)));
      expect(worst, `${n}: ulps between this Chromium's and Node's Math`).toBeLessThanOrEqual(4);
    }
    // the cases compute values (an error would be the same in both, and hide nothing here)
    expect(names.filter((n) => node[n]!.error !== undefined)).toEqual([]);
  });

  for (const s of SCENARIOS) {
    it(`${s.name}: every op works, and every case equals the page without a policy bit for bit`, async () => {
      const { report, problems } = await runScenario(s);
      expect(problems).toEqual([]);
      expect(report.crossOriginIsolated).toBe(s.isolated);
      expect(report.evalAllowed).toBe(false);
      expect(report.wasmAllowed).toBe(s.csp === WASM_ONLY);
      // the one refused eval is the kernels' probe, however many loops were built (so every
      // result below was computed without eval); with 'wasm-unsafe-eval' nothing else is
      // refused, without it each WebAssembly module the kernels try is
      expect(report.violations.filter((v) => v === 'script-src eval')).toHaveLength(1);
      if (s.csp === WASM_ONLY) expect(report.violations).toEqual(['script-src eval']);
      else expect(report.violations.filter((v) => v !== 'script-src eval').every((v) => v === 'script-src wasm-eval')).toBe(true);
      expect(Object.keys(report.results)).toEqual(Object.keys(reference!.results));
      for (const [name, result] of Object.entries(reference!.results)) expect(report.results[name], name).toEqual(result);
      // and so Node's, where the engines' Math agree (the test above)
      for (const [name, result] of Object.entries(node)) if (!ENGINE_MATH.test(name)) expect(report.results[name], name).toEqual(result);
    }, 300_000);
  }

  for (const csp of [WASM_ONLY, SELF_ONLY]) {
    it(`${csp}: enableGpu() runs gpu.js's WebGL 2 kernels (they compile shaders, not JavaScript)`, async () => {
      const { report, problems } = await openPage<GpuPageReport>(browser!, gpuBundle, headersOf({ name: csp, csp, isolated: false }), 'cspGpuReport');
      console.log(`enableGpu under ${csp} in ${browserName}: ${JSON.stringify(report)}`);
      expect(problems).toEqual([]);
      expect(report).toMatchObject({ evalAllowed: false, backend: 'webgl2', ran: 'gpu' });
      expect(report.gpu).toEqual(report.cpu);
    }, 120_000);
  }
});
