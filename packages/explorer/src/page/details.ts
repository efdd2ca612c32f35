import { explain } from '@typelattice/promotion';
import { CLASS_LEGEND } from '../classes';
import type { ExplorerData } from '../model';
import { el } from './dom';
import { fixSnippet } from './snippet';
import { cellOf, tableOf } from './tables';

/** One cell of one policy mode's table: what the explanation panel explains. */
export interface CellRef {
  readonly policy: string;
  readonly mode: string;
  readonly op: string;
  readonly row: number;
  readonly col: number;
}

const row = (term: string, ...value: (Node | string)[]): Node[] => [el('dt', {}, term), el('dd', {}, ...value)];

/**
 * The explanation of a cell, as the promotion package's `explain` gives it: the summary, the
 * result and the cell's colour class, the lattice path or table cell, the source colour, and for a
 * refusal what refused it, why, the narrowest mode that allows it, the cast that fixes it in
 * words, and the call as JavaScript to paste (with the fix applied where there is one).
 */
export function renderExplanation(data: ExplorerData, cell: CellRef, permalink: string): HTMLElement {
  const a = data.operands[cell.row]!;
  const b = data.operands[cell.col]!;
  const e = explain(cell.policy as never, a.name, b.name, { mode: cell.mode, op: cell.op } as never);
  const { cls } = cellOf(tableOf(data, cell.policy, cell.mode, cell.op), cell.row, cell.col, data.operands.length);
  const how = e.path
    ? `lattice path ${e.path.fromA.join(' -> ')}; ${e.path.fromB.join(' -> ')}`
    : `table cell [${e.cell.row}, ${e.cell.col}] = ${e.cell.value}`;
  const facts = [
    ...row('Result', el('span', { class: `swatch cls-${cls}`, 'aria-hidden': 'true' }), ' ', e.result === null ? 'refused' : `${e.result} (${CLASS_LEGEND[cls].label})`),
    ...row(e.kind === 'lattice' ? 'Lattice' : e.kind === 'rule' ? 'Rule over a table' : 'Table', how),
    ...(e.colour ? row('Source colour', e.colour) : []),
    ...(e.refusedBy ? row('Refused by', e.refusedBy) : []),
    ...(e.reason ? row('Reason', e.reason) : []),
    ...(e.allowedIn ? row('Wider mode', `${e.allowedIn} allows it, giving ${e.widerResult}`) : []),
    ...(e.cast ? row('To make it work', e.cast) : []),
  ];
  const code = el('code', { class: 'snippet' }, fixSnippet(e));
  const copy = el('button', { type: 'button', class: 'copy' }, 'Copy');
  // where the page may not write the clipboard, the code is selected for Ctrl+C instead
  const select = (): void => window.getSelection()?.selectAllChildren(code);
  copy.addEventListener('click', () => {
    if (!navigator.clipboard) return select();
    navigator.clipboard.writeText(code.textContent ?? '').then(() => void (copy.textContent = 'Copied'), select);
  });
  return el(
    'article',
    { class: 'explanation', 'data-policy': cell.policy, 'data-mode': cell.mode, 'data-op': cell.op, 'data-a': a.name, 'data-b': b.name },
    el('h3', {}, el('code', {}, `${e.op}(${a.name}, ${b.name})`), ` · ${cell.policy}, mode ${cell.mode}`),
    el('p', { class: 'summary' }, e.summary),
    el('dl', {}, ...facts),
    el('h4', {}, e.result === null && e.fix ? 'The fix, in JavaScript' : 'In JavaScript'),
    el('pre', {}, code),
    el('p', { class: 'actions' }, copy, ' ', el('a', { href: permalink, class: 'permalink' }, 'Link to this cell')),
  );
}
