// Runs a built example page in headless Chromium and judges what it recorded against the README.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Loads `dir/index.html` (served from a local origin) in Chromium and returns `globalThis[key]` once the title is 'done'. */
export async function runInBrowser(browser, dir, key = '__readme') {
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

/**
 * Checks what the page recorded against what the README says (with `values` false: only that
 * every line ran, for the example of one entry built against another policy's entry, whose
 * values differ by design); returns a detail line or throws.
 */
export function judge({ results, errors }, example, values = true) {
  if (errors.length) throw new Error(errors.join('\n'));
  if (!Array.isArray(results)) throw new Error('the bundle did not run the example (no results recorded)');
  const failed = results.filter((r) => (values ? r.error || (r.checked && JSON.stringify(r.value) !== JSON.stringify(r.expected)) : false));
  if (results.length === 0 || failed.length) {
    throw new Error(
      failed
        .map((r) => `README.md:${r.line}: ${r.code}\n  ${r.error ? `threw ${r.error}` : `gave ${JSON.stringify(r.value)}, the README says ${JSON.stringify(r.expected)}`}`)
        .join('\n') || 'the example recorded nothing',
    );
  }
  if (!values) return `${results.length} lines ran (${results.map((r) => JSON.stringify(r.error ? r.error.split(':')[0] : r.value)).join(', ')})`;
  const checked = results.filter((r) => r.checked).length;
  if (checked !== example.checks) throw new Error(`${checked} of the ${example.checks} README values were checked`);
  return `${checked} README values (${results.map((r) => JSON.stringify(r.value)).join(', ')})`;
}

