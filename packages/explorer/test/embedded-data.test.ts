import { DTYPE_CODES, WEAK_KINDS, isWeakKind } from '@typelattice/dtypes';
import { buildExplorer, embeddedData, promotionGraph, type ExplorerData } from '@typelattice/explorer';
import {
  CREATION_CALLS,
  CREATION_DEFAULTS,
  MODES,
  OP_CATALOGUE,
  creationRules,
  OPERANDS,
  OPS,
  POLICIES,
  describePolicy,
  describePromotion,
  policyTable,
  promoter,
  resultType,
  type PromotionOp,
} from '@typelattice/promotion';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The data a built page embeds must be what the built packages answer: every table of every
// policy, mode and op, cell for cell, each cell's class, the joins and the graphs. (This suite
// resolves @typelattice/* to their builds: see vitest.config.ts.)

const n = OPERANDS.length;
const MODE_LIST = POLICIES.flatMap((p) => MODES[p].map((m) => [p, m] as const));
const LETTERS: Record<string, string> = { identity: 'i', safe: 's', widening: 'w', 'to-64-bit': '6' };

let dir: string;
let data: ExplorerData;
let html: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'typelattice-explorer-data-'));
  buildExplorer({ outDir: dir });
  html = readFileSync(join(dir, 'index.html'), 'utf8');
  data = embeddedData(html);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const letter = (r: number): string => (r < 0 ? '-' : String.fromCharCode(97 + r));
const decode = (s: string): number[] => Array.from(s, (c) => (c === '-' ? -1 : c.charCodeAt(0) - 97));

describe('the page built by buildExplorer', () => {
  it('loads its script and styles from beside it, and nothing from elsewhere', () => {
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(refs).toEqual(['explorer.css', 'explorer.js']);
  });

  it("names the promotion package's version, its operands and the ops of the op catalogue", () => {
    const { version } = createRequire(import.meta.url)('@typelattice/promotion/package.json') as { version: string };
    expect(data.promotionVersion).toBe(version);
    expect(data.operands).toEqual(OPERANDS.map((name, i) => ({ name, code: [...DTYPE_CODES, ...WEAK_KINDS][i], weak: isWeakKind(name) })));
    expect(data.ops).toEqual(OP_CATALOGUE.map((e) => ({ key: e.promotion, name: e.name, family: e.family, aliases: [...e.aliases] })));
    expect(data.ops.flatMap((o) => [o.key, ...o.aliases])).toEqual([...OPS]);
  });

  it('has every policy with its modes, widening order and source', () => {
    expect(data.policies.map((p) => p.name)).toEqual([...POLICIES]);
    for (const p of data.policies) {
      const info = describePolicy(p.name as never);
      expect(p.modes.map((m) => [m.name, m.kind])).toEqual(info.modes.map((m) => [m, info.kinds[m as never]]));
      expect(p.widening).toEqual(info.widening);
      expect(p.source).toBe(info.source);
    }
  });

  it('has the creation defaults of every policy mode, as its creation rules give them', () => {
    expect(data.creationCalls).toEqual(CREATION_CALLS.map((c) => c.call));
    for (const [policy, mode] of MODE_LIST) {
      const row = data.policies.find((p) => p.name === policy)!.modes.find((m) => m.name === mode)!.creation;
      const rules = creationRules(policy, mode);
      const defaults = (CREATION_DEFAULTS as Record<string, Record<string, { int: string; float: string; complex: string }>>)[policy]![mode]!;
      expect(row.length).toBe(CREATION_CALLS.length);
      CREATION_CALLS.forEach((c, i) => {
        const r = rules.defaultResult(c.fn, c.kind, c.offset);
        const want = typeof r === 'object' ? 'refused' : r === 'i*' ? `${defaults.int} (weak)` : r === 'f*' ? `${defaults.float} (weak)` : r === 'c*' ? `${defaults.complex} (weak)` : r;
        expect(row[i], `${policy} ${mode} ${c.call}`).toBe(want);
      });
    }
    // the page reads each cell from the data: zeros([3]) under numpy is NumPy's float64
    const numpy = data.policies.find((p) => p.name === 'numpy')!.modes[0]!;
    expect(numpy.creation[data.creationCalls.indexOf('zeros([3])')]).toBe(CREATION_DEFAULTS.numpy.default.float);
  });

  it('stores each distinct table once', () => {
    const keys = data.tables.map((t) => t.results + t.classes);
    expect(new Set(keys).size).toBe(keys.length);
    expect(data.tables.length).toBeLessThan(MODE_LIST.length * OP_CATALOGUE.length);
  });

  it.each(MODE_LIST)('%s %s: every table, class, join and graph edge is what the packages answer', (policy, mode) => {
    const m = data.policies.find((p) => p.name === policy)!.modes.find((x) => x.name === mode)!;
    const p = promoter(policy, mode as never);
    for (const entry of OP_CATALOGUE) {
      const op = entry.promotion as PromotionOp;
      const t = data.tables[m.tables[op]!]!;
      const cells = decode(t.results);
      expect(cells, `${op}: the table`).toEqual(Array.from(policyTable(policy, { mode, op } as never).cells));
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          const [a, b, r] = [OPERANDS[i]!, OPERANDS[j]!, cells[i * n + j]!];
          const where = `${op}(${a}, ${b})`;
          let answer = '-';
          try {
            answer = resultType(policy, a, b, { mode, op } as never);
          } catch {
            // refused: '-'
          }
          expect(r < 0 ? '-' : OPERANDS[r], where).toBe(answer);
          // the class: the RFC's kinds of the dtype the op computes in; logical ops promote nothing
          const cls =
            r < 0 ? '-' : entry.family === 'logical' ? (a === b ? 'i' : 's') : LETTERS[describePromotion(a, b, p.compute(op, a, b))];
          expect(t.classes[i * n + j], where).toBe(cls);
        }
      }
    }
    expect(m.joins).toBe(Array.from(policyTable(policy, { mode, kernelGaps: false } as never).cells, letter).join(''));
    const graph = promotionGraph(policy, mode as never);
    expect(m.graph.source).toBe(graph.source);
    expect(m.graph.edges.map((e) => [e.from, e.to])).toEqual(graph.edges);
    expect(m.graph.nodes.map((x) => x.operand)).toEqual(OPERANDS.map((_, i) => i));
  });
});
