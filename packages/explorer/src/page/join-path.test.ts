import { MODES, OPERANDS, POLICIES, policyTable, resultType } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { explorerData } from '../data';
import type { GraphData } from '../model';
import { joinHighlight, shortestChain } from './join-path';
import { modeData } from './tables';

const data = explorerData();
const n = OPERANDS.length;
const MODE_LIST = POLICIES.flatMap((p) => MODES[p].map((m) => [p, m] as const));

const answer = (f: () => string): string => {
  try {
    return f();
  } catch {
    return '-';
  }
};

describe('joinHighlight', () => {
  it('int8 and uint8 under jax: int16, through i8 -> i16 and u8 -> i16', () => {
    const h = joinHighlight(data, 'jax', 'x64', OPERANDS.indexOf('int8'), OPERANDS.indexOf('uint8'));
    expect(OPERANDS[h.join]).toBe('int16');
    expect(h.path.map(([f, t]) => `${OPERANDS[f]}>${OPERANDS[t]}`)).toEqual(['int8>int16', 'uint8>int16']);
  });

  it.each(MODE_LIST)('%s %s: the join of every pair is its promotion (resultType where allowed), its chains edges of the graph', (policy, mode) => {
    const m = modeData(data, policy, mode);
    const alone = policyTable(policy, { mode, kernelGaps: false } as never).cells;
    const edges = new Set(m.graph.edges.map((e) => `${e.from}>${e.to}`));
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        const h = joinHighlight(data, policy, mode, a, b);
        const where = `${OPERANDS[a]}, ${OPERANDS[b]}`;
        expect(h.join, where).toBe(alone[a * n + b]);
        const result = answer(() => resultType(policy, OPERANDS[a]!, OPERANDS[b]!, { mode } as never));
        if (result !== '-') expect(OPERANDS[h.join], where).toBe(result);
        expect(h.explanation.result ?? '-', where).toBe(result);
        for (const [f, t] of h.path) expect(edges.has(`${f}>${t}`), `${where}: ${OPERANDS[f]} -> ${OPERANDS[t]}`).toBe(true);
        // a table mode's chains end at the join
        if (m.graph.source === 'table' && h.path.length > 0) expect(h.path.filter(([, t]) => t === h.join).length, where).toBeGreaterThan(0);
      }
    }
  });
});

describe('shortestChain', () => {
  const graph: GraphData = {
    source: 'table',
    width: 0,
    height: 0,
    nodes: [],
    edges: [[0, 1], [1, 2], [2, 3], [0, 3], [3, 4]].map(([from, to]) => ({ from: from!, to: to!, points: [] })),
  };
  it('takes the fewest edges', () => {
    expect(shortestChain(graph, 0, 4)).toEqual([[0, 3], [3, 4]]);
    expect(shortestChain(graph, 1, 3)).toEqual([[1, 2], [2, 3]]);
  });
  it('is empty from a node to itself or where no chain leads', () => {
    expect(shortestChain(graph, 2, 2)).toEqual([]);
    expect(shortestChain(graph, 4, 0)).toEqual([]);
  });
});
