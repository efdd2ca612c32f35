import type { ExplorerData } from './model';

/** The files the page loads beside its `index.html`. */
export const PAGE_SCRIPT = 'explorer.js';
export const PAGE_STYLES = 'explorer.css';

/** The id of the `<script type="application/json">` that holds the page's data. */
export const DATA_ELEMENT_ID = 'explorer-data';

/** JSON that a `<script>` element can hold: no `</script>` or `<!--` inside. */
const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The explorer's `index.html`: the page's skeleton (controls, the lattice, the tables, the
 * explanation), its data as JSON in a `<script type="application/json">`, and its script and
 * styles as files beside it. A classic script (not a module), so that the page also runs opened
 * from the file system, where browsers refuse module scripts.
 *
 * @example
 * ```ts
 * const html = pageHtml(explorerData());
 * html.includes('<script id="explorer-data" type="application/json">'); // true
 * ```
 */
export function pageHtml(data: ExplorerData): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>typelattice promotion explorer</title>
<link rel="stylesheet" href="${PAGE_STYLES}">
</head>
<body>
<header>
  <h1>typelattice promotion explorer</h1>
  <p class="about">The dtype promotion rules of every policy: its lattice (or the order its table induces), the result of
  every op for every pair of the 15 dtypes and 3 weak kinds (<code>i*</code>, <code>f*</code>, <code>c*</code>: python int, float, complex),
  and why. Built from <code>@typelattice/promotion</code> <span id="promotion-version"></span>.</p>
  <nav class="views" aria-label="View">
    <button type="button" id="view-table" aria-pressed="true">Table</button>
    <button type="button" id="view-diff" aria-pressed="false">Diff two policies</button>
  </nav>
  <div class="controls">
    <fieldset>
      <legend>Policy</legend>
      <label>policy <select id="policy"></select></label>
      <label>mode <select id="mode"></select></label>
    </fieldset>
    <fieldset id="compare" hidden>
      <legend>Compared with</legend>
      <label>policy <select id="policy2"></select></label>
      <label>mode <select id="mode2"></select></label>
    </fieldset>
    <fieldset>
      <legend>Op</legend>
      <label>op <select id="op"></select></label>
    </fieldset>
    <fieldset>
      <legend>Pair</legend>
      <label>a <select id="pick-a"></select></label>
      <label>b <select id="pick-b"></select></label>
      <span id="pick-status" role="status"></span>
    </fieldset>
  </div>
</header>
<main>
  <section id="lattice-section" aria-labelledby="lattice-heading">
    <h2 id="lattice-heading">Promotion graph</h2>
    <p class="note">Arrows point from a dtype to one it promotes to (add). Dashed boxes are weak kinds; picking two operands
    marks them, their join (filled) and the chains of edges up to it.</p>
    <div id="lattice"></div>
  </section>
  <div class="work">
    <section id="table-section" aria-labelledby="table-heading">
      <h2 id="table-heading">Promotion table</h2>
      <div id="legend"></div>
      <p id="diff-count" role="status" hidden></p>
      <p class="note">Tab to a cell, move with the arrow keys (Home, End, PageUp, PageDown), Enter opens its explanation.</p>
      <div id="tables"></div>
    </section>
    <aside id="details" aria-labelledby="details-heading">
      <h2 id="details-heading">Explanation</h2>
      <div id="explanations" aria-live="polite"></div>
    </aside>
  </div>
  <section id="creation-section" aria-labelledby="creation-heading">
    <h2 id="creation-heading">Creation defaults</h2>
    <p class="note">The dtype each creation function gives where the call names none, in every mode of the policy picked
    above (<code>createOps({ policy, mode })</code>'s methods; <em>weak</em>: a weakly typed result, in the dtype it is stored in).</p>
    <div id="creation"></div>
  </section>
</main>
<noscript><p>The explorer draws its tables with JavaScript: enable it to use the page.</p></noscript>
<script id="${DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>
<script src="${PAGE_SCRIPT}"></script>
</body>
</html>
`;
}

/**
 * The data a built `index.html` embeds (for tests and tools that check a built page).
 *
 * @example
 * ```ts
 * import { explorerData } from '@typelattice/explorer';
 * const data = explorerData();
 * embeddedData(pageHtml(data)); // -> data
 * ```
 * @throws Error when the page holds no data element.
 */
export function embeddedData(html: string): ExplorerData {
  const match = new RegExp(`<script id="${DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html);
  if (!match) throw new Error(`The page holds no <script id="${DATA_ELEMENT_ID}">: is it the explorer's index.html?`);
  return JSON.parse(match[1]!) as ExplorerData;
}
