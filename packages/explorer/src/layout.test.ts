import { MODES, POLICIES } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { OPERAND_CODES, promotionGraph } from './graph';
import { layoutGraph } from './layout';
import type { GraphNode } from './model';

const MODE_LIST = POLICIES.flatMap((p) => MODES[p].map((m) => [p, m] as const));

/** Whether a point lies on the border of a box (to the rounding of the layout's coordinates). */
function onBorder(p: { x: number; y: number }, b: GraphNode): boolean {
  const dx = Math.abs(p.x - b.x) - b.width / 2;
  const dy = Math.abs(p.y - b.y) - b.height / 2;
  return Math.max(dx, dy) <= 0.2 && Math.max(dx, dy) >= -0.2;
}

describe('layoutGraph', () => {
  it.each(MODE_LIST)('%s %s: a box per operand inside the drawing, none overlapping, edges from layer to layer', (policy, mode) => {
    const graph = promotionGraph(policy, mode as never);
    const g = layoutGraph(graph, OPERAND_CODES);
    expect(g.nodes.map((x) => x.operand)).toEqual(OPERAND_CODES.map((_, i) => i));
    for (const a of g.nodes) {
      expect(a.x - a.width / 2).toBeGreaterThanOrEqual(0);
      expect(a.y - a.height / 2).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width / 2).toBeLessThanOrEqual(g.width);
      expect(a.y + a.height / 2).toBeLessThanOrEqual(g.height);
      expect(a.width).toBeGreaterThanOrEqual(OPERAND_CODES[a.operand]!.length * 6);
      for (const b of g.nodes) {
        if (a === b) continue;
        const apart = Math.abs(a.x - b.x) >= (a.width + b.width) / 2 || Math.abs(a.y - b.y) >= (a.height + b.height) / 2;
        expect(apart, `${OPERAND_CODES[a.operand]} and ${OPERAND_CODES[b.operand]} overlap`).toBe(true);
      }
    }
    expect(g.edges.map((e) => [e.from, e.to])).toEqual(graph.edges);
    const box = (i: number) => g.nodes[i]!;
    for (const e of g.edges) {
      // left to right: the promoted-to dtype sits in a later layer
      expect(box(e.to).x, `${OPERAND_CODES[e.from]} -> ${OPERAND_CODES[e.to]}`).toBeGreaterThan(box(e.from).x);
      // the route starts on the source's box and ends on the target's
      expect(onBorder(e.points[0]!, box(e.from)), `${OPERAND_CODES[e.from]} -> ${OPERAND_CODES[e.to]} starts off its box`).toBe(true);
      expect(onBorder(e.points.at(-1)!, box(e.to)), `${OPERAND_CODES[e.from]} -> ${OPERAND_CODES[e.to]} ends off its box`).toBe(true);
    }
  });

  it('lays the same graph out the same way every time', () => {
    const graph = promotionGraph('numpy', 'default');
    expect(layoutGraph(graph, OPERAND_CODES)).toEqual(layoutGraph(graph, OPERAND_CODES));
  });
});
