// What the facade's browser tests share: a page script bundled by esbuild from the package's
// sources, and a page that loads it from 'self' under given response headers (a Content
// Security Policy, COOP/COEP) and reports through a global the script sets.
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';

/** localhost is a secure context (what crossOriginIsolated needs); requests never leave the page. */
export const ORIGIN = 'http://localhost:9';

/** The page script bundled from `entry` (an absolute path), for the browser; the GPU package's Node-only imports stay out. */
export async function bundlePage(entry: string): Promise<string> {
  const built = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@typelattice/source'],
    external: ['webgpu', 'node:*'],
    logLevel: 'silent',
  });
  return built.outputFiles[0]!.text;
}

/**
 * Opens a page that loads `script` (from 'self', as a policy without 'unsafe-inline' requires)
 * with `headers` on both responses, and waits for the page to set `globalThis[global]`: its
 * report, and the page errors seen. The page's own script must do the work: code that DevTools
 * starts (page.evaluate) is not held to the page's Content Security Policy. `search` is the page
 * address's query (`?runs=10`), which the script may read from `location.search`.
 */
export async function openPage<R>(
  browser: Browser,
  script: string,
  headers: Record<string, string>,
  global: string,
  timeout = 240_000,
  search = '',
): Promise<{ report: R; problems: string[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/page.js') return route.fulfill({ body: script, contentType: 'text/javascript', headers });
      return route.fulfill({ body: '<!doctype html><title>page</title><script src="/page.js"></script>', contentType: 'text/html', headers });
    });
    await page.goto(`${ORIGIN}/index.html${search}`);
    const handle = await page.waitForFunction((name) => (globalThis as Record<string, unknown>)[name], global, { timeout, polling: 250 });
    return { report: (await handle.jsonValue()) as R, problems };
  } finally {
    await context.close();
  }
}
