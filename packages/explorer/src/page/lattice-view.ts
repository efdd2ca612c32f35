import type { ExplorerData, GraphData } from '../model';
import { svg } from './dom';
import type { JoinHighlight } from './join-path';

/** What the lattice view marks: the picked operands and the join with its chains, where a pair is picked. */
export interface LatticeMarks {
  readonly a: number;
  readonly b: number;
  readonly highlight: JoinHighlight;
}

const ARROW = 'lattice-arrow';
const ARROW_ON = 'lattice-arrow-on-path';

const arrowHead = (id: string, cls: string): SVGElement =>
  svg(
    'marker',
    { id, viewBox: '0 0 8 8', refX: 7, refY: 4, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
    svg('path', { d: 'M0,0 L8,4 L0,8 z', class: cls }),
  );

/**
 * A promotion graph as SVG, at the coordinates the layout computed: a box per operand (the weak
 * kinds dashed), an arrow per edge. With `marks`, the picked operands, the join and the edges of
 * the chains to it carry the classes `picked`, `join` and `on-path`. `onPick` hears a click on an
 * operand's box.
 */
export function renderLattice(data: ExplorerData, graph: GraphData, title: string, marks: LatticeMarks | undefined, onPick: (operand: number) => void): SVGElement {
  const onPath = new Set(marks?.highlight.path.map(([f, t]) => `${f}>${t}`));
  const pathNodes = new Set(marks?.highlight.path.flat());
  const edges = graph.edges.map((e) => {
    const d = e.points.map((p, k) => `${k === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
    const on = onPath.has(`${e.from}>${e.to}`);
    return svg('path', {
      class: `edge${on ? ' on-path' : ''}`,
      d,
      'data-from': data.operands[e.from]!.name,
      'data-to': data.operands[e.to]!.name,
      'marker-end': `url(#${on ? ARROW_ON : ARROW})`,
    });
  });
  const nodes = graph.nodes.map((n) => {
    const o = data.operands[n.operand]!;
    const classes = [
      'node',
      o.weak ? 'weak' : '',
      marks && (n.operand === marks.a || n.operand === marks.b) ? 'picked' : '',
      marks && n.operand === marks.highlight.join ? 'join' : '',
      pathNodes.has(n.operand) ? 'on-path' : '',
    ].filter(Boolean);
    const g = svg(
      'g',
      { class: classes.join(' '), 'data-operand': o.name, transform: `translate(${n.x - n.width / 2},${n.y - n.height / 2})` },
      svg('title', {}, o.weak ? `${o.name}: a weak kind (python scalar)` : o.name),
      svg('rect', { width: n.width, height: n.height, rx: 5 }),
      svg('text', { x: n.width / 2, y: n.height / 2, 'dominant-baseline': 'central', 'text-anchor': 'middle' }, o.code),
    );
    g.addEventListener('click', () => onPick(n.operand));
    return g;
  });
  return svg(
    'svg',
    { class: 'lattice', viewBox: `0 0 ${graph.width} ${graph.height}`, width: graph.width, height: graph.height, role: 'img', 'aria-label': title },
    svg('defs', {}, arrowHead(ARROW, 'arrow'), arrowHead(ARROW_ON, 'arrow on-path')),
    svg('g', { class: 'edges' }, ...edges),
    svg('g', { class: 'nodes' }, ...nodes),
  );
}
