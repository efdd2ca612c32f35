import dagre, { type EdgeLabel, type GraphLabel, type NodeLabel } from '@dagrejs/dagre';
import type { GraphData } from './model';
import type { PromotionGraph } from './graph';

/** The size of a node's box and the gaps between them, in SVG units. */
export const NODE_HEIGHT = 26;
const CHAR_WIDTH = 8;
const NODE_PADDING = 18;
const NODE_GAP = 12;
const RANK_GAP = 44;
const MARGIN = 8;

// a compact JSON: coordinates to a tenth of a unit
const round = (v: number): number => Math.round(v * 10) / 10;

/**
 * Lays a promotion graph out in layers with dagre (the Sugiyama method: ranks, crossing
 * reduction, coordinates, edge routes), left to right: every edge points to a later layer, so the
 * promotions run from the narrow dtypes on the left to the wide ones on the right. Every operand
 * is a node (one without edges stands alone); `labels[i]` is the text of operand `i`'s box.
 *
 * @example
 * ```ts
 * const g = layoutGraph(promotionGraph('jax', 'x64'), OPERAND_CODES);
 * g.nodes.length; // 18
 * g.edges[0]!.points.length >= 2; // true
 * ```
 */
export function layoutGraph(graph: PromotionGraph, labels: readonly string[]): GraphData {
  const g = new dagre.graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>();
  g.setGraph({ rankdir: 'LR', nodesep: NODE_GAP, ranksep: RANK_GAP, marginx: MARGIN, marginy: MARGIN });
  g.setDefaultEdgeLabel(() => ({}));
  labels.forEach((label, i) => g.setNode(String(i), { width: label.length * CHAR_WIDTH + NODE_PADDING, height: NODE_HEIGHT }));
  for (const [from, to] of graph.edges) g.setEdge(String(from), String(to));
  dagre.layout(g);
  const box = g.graph();
  return {
    source: graph.source,
    width: Math.ceil(box.width ?? 0),
    height: Math.ceil(box.height ?? 0),
    nodes: labels.map((_, i) => {
      const n = g.node(String(i));
      return { operand: i, x: round(n.x!), y: round(n.y!), width: n.width, height: n.height };
    }),
    edges: graph.edges.map(([from, to]) => ({
      from,
      to,
      points: (g.edge(String(from), String(to)).points ?? []).map((p) => ({ x: round(p.x), y: round(p.y) })),
    })),
  };
}
