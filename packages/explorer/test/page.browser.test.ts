import { buildExplorer, embeddedData, type ExplorerBuild, type ExplorerData } from '@typelattice/explorer';
import { CREATION_CALLS, MODES, OP_CATALOGUE, OPERANDS, POLICIES, creationData, explain, policyTable, resultType, type PolicyName } from '@typelattice/promotion';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../../../test-env.shared.mjs';
import { fixSnippet } from '../src/page/snippet';
import { defaultState, formatHash, type PageState } from '../src/page/state';

// The explorer page as `typelattice explore` builds it, opened from the file system in headless
// Chromium (the one `@sparticuz/chromium`, a root devDependency, carries; CHROMIUM_PATH overrides
// it), checked against the built promotion package. Screenshots go to artifacts/ (git-ignored),
// which CI keeps.

const here = dirname(fileURLToPath(import.meta.url));
const ARTIFACTS = resolve(here, '../artifacts');
const n = OPERANDS.length;
const MODE_LIST = POLICIES.flatMap((p) => MODES[p].map((m) => [p, m] as const));
const OPS = OP_CATALOGUE.map((e) => e.promotion);

let dir: string;
let built: ExplorerBuild;
let data: ExplorerData;
/** The page's state without a hash: tf-rfc safe, add, no pair. */
let base: PageState;
let browser: Browser | undefined;
let page: Page;
/** Everything the page asked for, and everything it complained about. */
const requests: string[] = [];
const problems: string[] = [];

async function open(p: Page, hash = ''): Promise<void> {
  await p.goto(`${built.url}${hash}`);
  await p.waitForFunction(() => document.body.dataset.state !== undefined);
}

/** Moves the open page to a state through its URL hash (as a cited link does) and waits for it. */
async function show(s: PageState): Promise<void> {
  const hash = formatHash(s);
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await page.waitForFunction((h) => document.body.dataset.state === h, hash);
}

const answer = (policy: PolicyName, a: string, b: string, options: object): string => {
  try {
    return resultType(policy, a, b, options as never);
  } catch {
    return '-';
  }
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'typelattice-explorer-page-'));
  built = buildExplorer({ outDir: dir });
  data = embeddedData(readFileSync(join(dir, 'index.html'), 'utf8'));
  base = defaultState(data);
  mkdirSync(ARTIFACTS, { recursive: true });
  const exe = chromiumExecutable();
  browser = await chromium.launch({ executablePath: exe.executablePath, env: exe.env, args: [...CHROMIUM_FLAGS] });
  page = await browser.newPage({ viewport: { width: 1440, height: 1200 } });
  // an element that is not there fails the check at once, instead of after Playwright's 30 s wait
  page.setDefaultTimeout(5_000);
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  await open(page);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the explorer page in headless Chromium', () => {
  it('opens from the file system with the defaults, and asks for nothing outside its folder', async () => {
    expect(await page.evaluate(() => document.body.dataset.state)).toBe('#policy=tf-rfc&mode=safe&op=add');
    expect(await page.locator('#policy').inputValue()).toBe('tf-rfc');
    expect(await page.locator('#grid-left td[role="gridcell"]').count()).toBe(n * n);
    const outside = requests.filter((u) => !u.startsWith(`${built.url.replace(/index\.html$/, '')}`));
    expect(outside).toEqual([]);
    expect(requests.some((u) => u.endsWith('/explorer.js'))).toBe(true);
    expect(requests.some((u) => u.endsWith('/explorer.css'))).toBe(true);
  });

  it('highlights the join of two picked dtypes, as resultType gives it, with the lattice path of explain', async () => {
    await show({ ...base, policy: 'jax', mode: 'x64' });
    await page.selectOption('#pick-a', 'int8');
    await page.selectOption('#pick-b', 'uint8');
    const figure = page.locator('.lattice-figure').first();
    await expect.poll(() => figure.locator('.node.join').getAttribute('data-operand')).toBe(resultType('jax', 'int8', 'uint8'));
    expect(await figure.locator('.node.picked').evaluateAll((ns) => ns.map((x) => x.getAttribute('data-operand')).sort())).toEqual(['int8', 'uint8']);
    const path = explain('jax', 'int8', 'uint8').path!;
    const codes = new Map(data.operands.map((o) => [o.code, o.name]));
    const links = [path.fromA, path.fromB].flatMap((c) => c.slice(1).map((x, k) => `${codes.get(c[k]!)}>${codes.get(x)}`));
    const onPath = await figure.locator('.edge.on-path').evaluateAll((es) => es.map((e) => `${e.getAttribute('data-from')}>${e.getAttribute('data-to')}`));
    expect(onPath.sort()).toEqual(links.sort());
    expect(await page.evaluate(() => location.hash)).toBe('#policy=jax&mode=x64&op=add&a=int8&b=uint8');

    // picking by clicking two boxes of the graph
    await figure.locator('.node[data-operand="uint16"]').click();
    await page.locator('.lattice-figure').first().locator('.node[data-operand="float16"]').click();
    await expect.poll(() => page.locator('.lattice-figure').first().locator('.node.join').getAttribute('data-operand')).toBe(resultType('jax', 'uint16', 'float16'));
  });

  it.each(MODE_LIST)('%s %s: the highlighted join of sampled pairs is what resultType gives', async (policy, mode) => {
    for (const [a, b] of [['uint8', 'int8'], ['int32', 'float16'], ['bool', 'i*'], ['float64', 'complex64']] as const) {
      await show({ ...base, policy, mode, a, b });
      const join = await page.evaluate(() => document.querySelector('.lattice-figure .node.join')?.getAttribute('data-operand') ?? null);
      const expected = answer(policy, a, b, { mode });
      const alone = policyTable(policy, { mode, kernelGaps: false } as never).cells[OPERANDS.indexOf(a) * n + OPERANDS.indexOf(b)]!;
      // a refused pair may still have a join: the promotion the library has no kernel for
      if (expected !== '-') expect(join, `${a}, ${b}`).toBe(expected);
      else expect(join, `${a}, ${b}`).toBe(alone < 0 ? null : OPERANDS[alone]);
    }
  });

  it.each(MODE_LIST)('%s %s: the explanation of sampled cells is what explain and resultType give', async (policy, mode) => {
    const m = MODE_LIST.findIndex(([p, x]) => p === policy && x === mode);
    for (let t = 0; t < 6; t++) {
      const k = (m * 37 + t * 59) % (n * n);
      const [row, col] = [Math.floor(k / n), k % n];
      const [a, b] = [OPERANDS[row]!, OPERANDS[col]!];
      const op = OPS[(m + t * 5) % OPS.length]!;
      const where = `${policy} ${mode} ${op}(${a}, ${b})`;
      if (t === 0) {
        // one cell by a click
        await show({ ...base, policy, mode, op });
        await page.click(`#grid-left-${row}-${col}`);
        await page.waitForFunction(([x, y]) => document.querySelector('.explanation')?.getAttribute('data-a') === x && document.querySelector('.explanation')?.getAttribute('data-b') === y, [a, b]);
      } else {
        await show({ ...base, policy, mode, op, a, b });
      }
      const e = explain(policy, a, b, { mode, op } as never);
      const cell = page.locator(`#grid-left-${row}-${col}`);
      expect(await cell.getAttribute('data-result'), where).toBe(answer(policy, a, b, { mode, op }));
      expect(await cell.getAttribute('aria-selected'), where).toBe('true');
      const panel = page.locator('.explanation');
      expect(await panel.locator('.summary').textContent(), where).toBe(e.summary);
      expect(await panel.locator('code.snippet').textContent(), where).toBe(fixSnippet(e));
      const facts = await panel.locator('dd').allTextContents();
      if (e.reason) expect(facts, where).toContain(e.reason);
      if (e.cast) expect(facts, where).toContain(e.cast);
      expect(await panel.locator('a.permalink').getAttribute('href'), where).toBe(formatHash({ ...base, policy, mode, op, a, b }));
    }
  });

  it('is keyboard navigable: Tab reaches the table, the arrows move, Enter opens the explanation', async () => {
    await open(page, '#policy=numpy&mode=default&op=add');
    await page.focus('#op');
    const active = () => page.evaluate(() => document.activeElement?.id ?? '');
    let tabs = 0;
    while (!(await active()).startsWith('grid-left-') && tabs < 40) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(await active()).toBe('grid-left-0-0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe('grid-left-1-2');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.explanation') !== null);
    expect(await page.locator('.explanation .summary').textContent()).toBe(explain('numpy', OPERANDS[1]!, OPERANDS[2]!).summary);
    expect(await page.evaluate(() => location.hash)).toBe('#policy=numpy&mode=default&op=add&a=uint8&b=uint16');
    // the focus stays on the opened cell, which is now the one in the tab order
    expect(await active()).toBe('grid-left-1-2');
    expect(await page.locator('#grid-left td[tabindex="0"]').getAttribute('id')).toBe('grid-left-1-2');
    await page.keyboard.press('End');
    expect(await active()).toBe(`grid-left-1-${n - 1}`);
    await page.keyboard.press('Control+Home');
    expect(await active()).toBe('grid-left-0-0');
    await page.keyboard.press('PageDown');
    expect(await active()).toBe(`grid-left-${n - 1}-0`);
    await page.keyboard.press(' ');
    await page.waitForFunction((h) => location.hash === h, '#policy=numpy&mode=default&op=add&a=c*&b=bool');
  });

  const diffs = [
    ['tf-rfc', 'safe', 'jax', 'x64', 'add'],
    ['numpy', 'default', 'torch', 'default', 'truediv'],
    ['jax', 'x64', 'jax', 'x32', 'add'],
    ['tf', 'legacy', 'numpy', 'default', 'less'],
  ] as const;
  it.each(diffs)('the diff view of %s %s and %s %s (%s) counts and marks the cells the packages answer differently', async (policy, mode, policy2, mode2, op) => {
    await open(page, '#policy=numpy&mode=default&op=add');
    await page.click('#view-diff');
    await page.selectOption('#policy', policy);
    await page.selectOption('#mode', mode);
    await page.selectOption('#policy2', policy2);
    await page.selectOption('#mode2', mode2);
    await page.selectOption('#op', op);
    const left = policyTable(policy, { mode, op } as never).cells;
    const right = policyTable(policy2, { mode: mode2, op } as never).cells;
    const differing = left.reduce((c, r, k) => c + (r !== right[k] ? 1 : 0), 0);
    expect(differing).toBeGreaterThan(0);
    await page.waitForFunction((h) => document.body.dataset.state === h, formatHash({ ...base, view: 'diff', policy, mode, policy2, mode2, op }));
    expect(Number(await page.locator('#diff-count').getAttribute('data-count'))).toBe(differing);
    expect(await page.locator('#diff-count').textContent()).toContain(`${differing} of ${n * n} cells differ`);
    for (const grid of ['grid-left', 'grid-right']) expect(await page.locator(`#${grid} td.differs`).count()).toBe(differing);
    const marked = await page.locator('#grid-left td.differs').evaluateAll((tds) => tds.map((td) => Number(td.dataset.row) * 18 + Number(td.dataset.col)));
    expect(marked).toEqual([...left.keys()].filter((k) => left[k] !== right[k]));
  });

  it("shows the picked policy's creation defaults, a column per mode, as creationData gives them", async () => {
    await show({ ...base, policy: 'jax', mode: 'x32' });
    const read = () => page.locator('#creation-table tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent ?? '')));
    const rows = await read();
    expect(rows[0]).toEqual(['call', ...MODES.jax.map((m) => `mode ${m}`)]);
    expect(rows.length).toBe(1 + CREATION_CALLS.length);
    const byMode = MODES.jax.map((m) => creationData('jax', m).answers);
    CREATION_CALLS.forEach((c, i) => {
      expect(rows[1 + i]).toEqual([c.call, ...byMode.map((answers) => (answers[i]!.dtype === null ? 'refused' : `${answers[i]!.dtype}${answers[i]!.weak ? ' (weak)' : ''}`))]);
    });
    await show({ ...base, policy: 'tf', mode: 'legacy' });
    const tf = await read();
    expect(tf[0]).toEqual(['call', ...MODES.tf.map((m) => `mode ${m}`)]);
    expect(tf.find((r) => r[0] === 'empty([3])')?.[1]).toBe(creationData('tf', 'legacy').answers.find((a) => a.call === 'empty([3])')!.dtype);
  });

  it('reads in light and dark colour schemes, every cell colour with contrast, and saves screenshots', async () => {
    const contrast = (fg: number[], bg: number[]): number => {
      const lum = (c: number[]) => {
        const [r, g, b] = c.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [x, y] = [lum(fg), lum(bg)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const backgrounds: Record<string, string> = {};
    for (const scheme of ['light', 'dark'] as const) {
      const p = await browser!.newPage({ viewport: { width: 1440, height: 1200 }, colorScheme: scheme });
      // shipped TensorFlow's add has all five: bool + bool has no kernel, uint32 + int32 is int64
      await open(p, '#policy=tf&mode=all&op=add&a=uint8&b=int8');
      const colours = await p.evaluate(() => {
        const rgb = (s: string) => (s.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const out: Record<string, { fg: number[]; bg: number[] }> = { body: { fg: rgb(getComputedStyle(document.body).color), bg: rgb(getComputedStyle(document.body).backgroundColor) } };
        for (const cls of ['identity', 'safe', 'widening', 'to-64-bit', 'refused']) {
          const td = document.querySelector(`#grid-left td[data-class="${cls}"]`);
          if (td) out[cls] = { fg: rgb(getComputedStyle(td).color), bg: rgb(getComputedStyle(td).backgroundColor) };
        }
        return out;
      });
      expect(Object.keys(colours).sort()).toEqual(['body', 'identity', 'refused', 'safe', 'to-64-bit', 'widening']);
      for (const [what, c] of Object.entries(colours)) expect(contrast(c.fg, c.bg), `${scheme} ${what}`).toBeGreaterThanOrEqual(4.5);
      // the classes are told apart by their colours
      expect(new Set(Object.values(colours).map((c) => c.bg.join())).size).toBeGreaterThanOrEqual(5);
      backgrounds[scheme] = colours.body!.bg.join();
      await p.screenshot({ path: join(ARTIFACTS, `explorer-table-${scheme}.png`), fullPage: true });
      await p.close();
    }
    expect(backgrounds.light).not.toBe(backgrounds.dark);
    await open(page, '#view=diff&policy=tf-rfc&mode=safe&policy2=jax&mode2=x64&op=add&a=uint8&b=int8');
    await page.screenshot({ path: join(ARTIFACTS, 'explorer-diff.png'), fullPage: true });
  });

  it('logged no error or warning', () => {
    expect(problems).toEqual([]);
  });
});
