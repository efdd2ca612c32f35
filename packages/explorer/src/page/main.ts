// The explorer page's script: reads the embedded data, keeps the state in the URL hash, and draws
// the lattice, the tables (one, or two in the diff view) and the explanation of the picked cell.
import { CELL_CLASSES, CLASS_LEGEND } from '../classes';
import { DATA_ELEMENT_ID } from '../html';
import type { ExplorerData } from '../model';
import { renderExplanation } from './details';
import { byId, el } from './dom';
import { gridCell, renderGrid } from './grid';
import { joinHighlight } from './join-path';
import { renderLattice } from './lattice-view';
import { formatHash, parseHash, type PageState } from './state';
import { creationTable, differingCells, modeData, tableOf } from './tables';

const data = JSON.parse(byId(DATA_ELEMENT_ID).textContent ?? '') as ExplorerData;
const side = data.operands.length;
let state: PageState = parseHash(location.hash, data);

const controls = {
  policy: byId<HTMLSelectElement>('policy'),
  mode: byId<HTMLSelectElement>('mode'),
  policy2: byId<HTMLSelectElement>('policy2'),
  mode2: byId<HTMLSelectElement>('mode2'),
  op: byId<HTMLSelectElement>('op'),
  pickA: byId<HTMLSelectElement>('pick-a'),
  pickB: byId<HTMLSelectElement>('pick-b'),
};

const option = (value: string, label = value): HTMLOptionElement => el('option', { value }, label);
const operandIndex = (name: string | undefined): number => data.operands.findIndex((o) => o.name === name);
const modeOptions = (policy: string): HTMLOptionElement[] => data.policies.find((p) => p.name === policy)!.modes.map((m) => option(m.name));

for (const s of [controls.policy, controls.policy2]) s.append(...data.policies.map((p) => option(p.name)));
controls.op.append(...data.ops.map((o) => option(o.key, o.name === o.key ? o.name : `${o.name} (${o.key})`)));
for (const s of [controls.pickA, controls.pickB]) s.append(option('', '—'), ...data.operands.map((o) => option(o.name, `${o.code} (${o.name})`)));
byId('promotion-version').textContent = data.promotionVersion;

/** Moves to a new state: the hash follows (replaced, so that it can be cited), then the page. */
function update(next: Partial<PageState>): void {
  state = { ...state, ...next };
  history.replaceState(null, '', formatHash(state));
  render();
}

controls.policy.addEventListener('change', () => update({ policy: controls.policy.value, mode: modeOptions(controls.policy.value)[0]!.value }));
controls.mode.addEventListener('change', () => update({ mode: controls.mode.value }));
controls.policy2.addEventListener('change', () => update({ policy2: controls.policy2.value, mode2: modeOptions(controls.policy2.value)[0]!.value }));
controls.mode2.addEventListener('change', () => update({ mode2: controls.mode2.value }));
controls.op.addEventListener('change', () => update({ op: controls.op.value }));
const pickChanged = (): void => {
  const [a, b] = [controls.pickA.value, controls.pickB.value];
  if (a && b) update({ a, b });
  else byId('pick-status').textContent = `Pick ${a ? 'b' : 'a'} too.`;
};
controls.pickA.addEventListener('change', pickChanged);
controls.pickB.addEventListener('change', pickChanged);
for (const view of ['table', 'diff'] as const) byId(`view-${view}`).addEventListener('click', () => update({ view }));
window.addEventListener('hashchange', () => {
  state = parseHash(location.hash, data);
  render();
});

// a click on an operand in the lattice picks a, then b, then a again
let nextPick: 'a' | 'b' = 'a';
function pickOperand(operand: number): void {
  (nextPick === 'a' ? controls.pickA : controls.pickB).value = data.operands[operand]!.name;
  nextPick = nextPick === 'a' ? 'b' : 'a';
  pickChanged();
}

/** The policy modes shown: one, or the diff view's two. */
const shownModes = (): [string, string][] =>
  state.view === 'diff' ? [[state.policy, state.mode], [state.policy2, state.mode2]] : [[state.policy, state.mode]];

function renderLattices(picked: readonly [number, number] | undefined): void {
  const figures = shownModes().map(([policy, mode]) => {
    const graph = modeData(data, policy, mode).graph;
    const what = graph.source === 'lattice' ? 'lattice' : 'order of its results (x -> y where x + y is y; a refused pair is no edge)';
    const title = `${policy} (mode ${mode}): ${what}`;
    const highlight = picked && joinHighlight(data, policy, mode, picked[0], picked[1]);
    const status = highlight
      ? highlight.join < 0
        ? `No join: ${highlight.explanation.summary}`
        : `Join ${data.operands[highlight.join]!.name}: ${highlight.explanation.summary}`
      : 'Pick two operands (above, or click two boxes) to see their join and the chains to it.';
    return el(
      'figure',
      { class: 'lattice-figure', 'data-policy': policy, 'data-mode': mode },
      renderLattice(data, graph, title, picked && highlight ? { a: picked[0], b: picked[1], highlight } : undefined, pickOperand),
      el('figcaption', {}, el('strong', {}, title), el('br'), el('output', { class: 'join-status' }, status)),
    );
  });
  byId('lattice').replaceChildren(...figures);
  byId('pick-status').textContent = '';
}

function renderTables(picked: readonly [number, number] | undefined): void {
  const left = tableOf(data, state.policy, state.mode, state.op);
  const open = (row: number, col: number): void => update({ a: data.operands[row]!.name, b: data.operands[col]!.name });
  const caption = (policy: string, mode: string): string => `${policy} (mode ${mode}), ${state.op}: row = first operand, column = second`;
  if (state.view === 'table') {
    byId('tables').replaceChildren(renderGrid({ data, table: left, id: 'grid-left', caption: caption(state.policy, state.mode), selected: picked, onOpen: open }));
    byId('diff-count').hidden = true;
    return;
  }
  const right = tableOf(data, state.policy2, state.mode2, state.op);
  const differing = new Set(differingCells(left, right));
  byId('tables').replaceChildren(
    renderGrid({ data, table: left, id: 'grid-left', caption: caption(state.policy, state.mode), selected: picked, differing, onOpen: open }),
    renderGrid({ data, table: right, id: 'grid-right', caption: caption(state.policy2, state.mode2), selected: picked, differing, onOpen: open }),
  );
  const count = byId('diff-count');
  count.hidden = false;
  count.dataset.count = String(differing.size);
  count.textContent =
    `${differing.size} of ${side * side} cells differ between ${state.policy} (mode ${state.mode}) and ` +
    `${state.policy2} (mode ${state.mode2}) for ${state.op}; they are outlined.`;
}

function renderDetails(picked: readonly [number, number] | undefined): void {
  const body = byId('explanations');
  if (!picked) {
    body.replaceChildren(el('p', { class: 'hint' }, 'Pick a cell of the table (click it, or Enter on it) to see why the policy gives what it gives.'));
    return;
  }
  body.replaceChildren(
    ...shownModes().map(([policy, mode]) =>
      renderExplanation(data, { policy, mode, op: state.op, row: picked[0], col: picked[1] }, formatHash({ ...state, view: 'table', policy, mode })),
    ),
  );
}

function renderCreation(): void {
  const t = creationTable(data, state.policy);
  const head = el('tr', {}, el('th', { scope: 'col' }, 'call'), ...t.modes.map((m) => el('th', { scope: 'col', class: m === state.mode ? 'current' : undefined }, `mode ${m}`)));
  const rows = t.rows.map(([call, ...cells]) => el('tr', {}, el('th', { scope: 'row' }, el('code', {}, call)), ...cells.map((c) => el('td', {}, c))));
  byId('creation').replaceChildren(
    el('table', { class: 'creation', id: 'creation-table' }, el('caption', {}, `${state.policy}: default dtypes of the creation functions`), el('thead', {}, head), el('tbody', {}, ...rows)),
  );
}

function renderLegend(): void {
  const items = CELL_CLASSES.map((c) =>
    el('li', {}, el('span', { class: `swatch cls-${c}`, 'aria-hidden': 'true' }), ' ', el('strong', {}, CLASS_LEGEND[c].label), `: ${CLASS_LEGEND[c].description}`),
  );
  if (state.view === 'diff') items.push(el('li', {}, el('span', { class: 'swatch differs', 'aria-hidden': 'true' }), ' ', el('strong', {}, 'outlined'), ': the two tables differ'));
  byId('legend').replaceChildren(el('ul', {}, ...items));
}

function render(): void {
  // the focused cell keeps the focus across a redraw
  const focused = document.activeElement?.closest<HTMLElement>('td[data-row]');
  const focus = focused && { grid: focused.closest('table')!.id, row: Number(focused.dataset.row), col: Number(focused.dataset.col) };
  controls.policy.value = state.policy;
  controls.mode.replaceChildren(...modeOptions(state.policy));
  controls.mode.value = state.mode;
  controls.policy2.value = state.policy2;
  controls.mode2.replaceChildren(...modeOptions(state.policy2));
  controls.mode2.value = state.mode2;
  controls.op.value = state.op;
  controls.pickA.value = state.a ?? '';
  controls.pickB.value = state.b ?? '';
  byId('compare').hidden = state.view !== 'diff';
  for (const view of ['table', 'diff'] as const) byId(`view-${view}`).setAttribute('aria-pressed', String(state.view === view));
  document.body.dataset.view = state.view;
  const picked = state.a !== undefined && state.b !== undefined ? ([operandIndex(state.a), operandIndex(state.b)] as const) : undefined;
  renderLattices(picked);
  renderTables(picked);
  renderDetails(picked);
  renderLegend();
  renderCreation();
  if (focus) gridCell(byId(focus.grid), focus.row, focus.col)?.focus();
  document.title = `${state.view === 'diff' ? `${state.policy} vs ${state.policy2}` : `${state.policy} (${state.mode})`} · ${state.op} · promotion explorer`;
  // what the page shows, for tests and tools that drive it
  document.body.dataset.state = formatHash(state);
}

render();
