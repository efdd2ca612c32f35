import { CLASS_LEGEND } from '../classes';
import type { ExplorerData, TableData } from '../model';
import { el } from './dom';
import { cellOf } from './tables';

/** What a grid shows and what its cells do. */
export interface GridOptions {
  readonly data: ExplorerData;
  readonly table: TableData;
  /** The grid's id (its cells' ids start with it). */
  readonly id: string;
  readonly caption: string;
  /** The picked cell, `[row, col]`, marked selected and reached first by Tab. */
  readonly selected?: readonly [number, number] | undefined;
  /** Cells (`row * side + col`) to mark as differing from the other side's table. */
  readonly differing?: ReadonlySet<number> | undefined;
  /** Enter, Space or a click on a cell. */
  readonly onOpen: (row: number, col: number) => void;
}

const CELL = 'td[data-row]';

/** The cell at `row`, `col` of a grid. */
export const gridCell = (grid: HTMLElement, row: number, col: number): HTMLElement | null =>
  grid.querySelector<HTMLElement>(`td[data-row="${row}"][data-col="${col}"]`);

/**
 * An 18×18 promotion table as an ARIA grid: row = first operand; each cell its result's short
 * code (`-` refused) on its class's colour. One cell is in the tab order (the picked one, else
 * the first); the arrow keys move between cells, Home/End to the row's ends, Ctrl+Home/End to the
 * table's corners, PageUp/PageDown to the column's ends; Enter, Space or a click opens the cell.
 */
export function renderGrid(o: GridOptions): HTMLTableElement {
  const { data, table } = o;
  const side = data.operands.length;
  const [selRow, selCol] = o.selected ?? [0, 0];
  const head = el(
    'tr',
    {},
    el('th', { scope: 'col', class: 'corner' }, el('abbr', { title: 'row: first operand; column: second operand' }, 'a \\ b')),
    ...data.operands.map((x) => el('th', { scope: 'col', class: x.weak ? 'weak' : undefined, title: x.name }, x.code)),
  );
  const rows = data.operands.map((x, row) =>
    el(
      'tr',
      {},
      el('th', { scope: 'row', class: x.weak ? 'weak' : undefined, title: x.name }, x.code),
      ...data.operands.map((y, col) => {
        const c = cellOf(table, row, col, side);
        const result = c.result < 0 ? undefined : data.operands[c.result]!;
        const differs = o.differing?.has(row * side + col) ?? false;
        const picked = o.selected !== undefined && row === selRow && col === selCol;
        const label = `${x.name}, ${y.name}: ${result ? `${result.name}, ${CLASS_LEGEND[c.cls].label}` : 'refused'}${differs ? ', differs' : ''}`;
        return el(
          'td',
          {
            id: `${o.id}-${row}-${col}`,
            role: 'gridcell',
            class: `cls-${c.cls}${differs ? ' differs' : ''}`,
            'data-row': row,
            'data-col': col,
            'data-result': result?.name ?? '-',
            'data-class': c.cls,
            tabindex: row === selRow && col === selCol ? 0 : -1,
            'aria-selected': picked ? 'true' : 'false',
            'aria-label': label,
            title: label,
          },
          result?.code ?? '-',
        );
      }),
    ),
  );
  const grid = el('table', { id: o.id, class: 'grid', role: 'grid' }, el('caption', {}, o.caption), el('thead', {}, head), el('tbody', {}, ...rows));
  grid.addEventListener('click', (ev) => {
    const td = (ev.target as Element).closest<HTMLElement>(CELL);
    if (td) o.onOpen(Number(td.dataset.row), Number(td.dataset.col));
  });
  grid.addEventListener('keydown', (ev) => {
    const td = (ev.target as Element).closest<HTMLElement>(CELL);
    if (!td) return;
    const row = Number(td.dataset.row);
    const col = Number(td.dataset.col);
    if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      o.onOpen(row, col);
      return;
    }
    const last = side - 1;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [Math.max(0, row - 1), col],
      ArrowDown: [Math.min(last, row + 1), col],
      ArrowLeft: [row, Math.max(0, col - 1)],
      ArrowRight: [row, Math.min(last, col + 1)],
      Home: ev.ctrlKey ? [0, 0] : [row, 0],
      End: ev.ctrlKey ? [last, last] : [row, last],
      PageUp: [0, col],
      PageDown: [last, col],
    };
    const to = moves[ev.key];
    if (!to) return;
    ev.preventDefault();
    const next = gridCell(grid, to[0], to[1]);
    if (!next) return;
    td.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  });
  return grid;
}
