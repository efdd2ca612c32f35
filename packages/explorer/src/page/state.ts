import type { ExplorerData } from '../model';

/** What the page shows: one table (and the lattice) or two side by side. */
export type View = 'table' | 'diff';

/** The page's state, as its URL hash carries it. */
export interface PageState {
  readonly view: View;
  readonly policy: string;
  readonly mode: string;
  /** The diff view's second policy and mode. */
  readonly policy2: string;
  readonly mode2: string;
  /** The op's key (`add`, `assign_add`). */
  readonly op: string;
  /** The picked pair: operand names (`int8`, `i*`), or `undefined` when none is picked. */
  readonly a?: string | undefined;
  readonly b?: string | undefined;
}

/** The state of a page opened without a hash: the first policy in its default mode, add, no pair. */
export function defaultState(data: ExplorerData): PageState {
  const first = data.policies[0]!;
  const second = data.policies.find((p) => p.name !== first.name) ?? first;
  return { view: 'table', policy: first.name, mode: first.modes[0]!.name, policy2: second.name, mode2: second.modes[0]!.name, op: data.ops[0]!.key };
}

/** A policy and mode that exist: an unknown policy is the default one, an unknown mode the policy's default. */
function checkedMode(data: ExplorerData, policy: string | null, mode: string | null, fallback: { policy: string; mode: string }): { policy: string; mode: string } {
  const p = data.policies.find((x) => x.name === policy);
  if (!p) return fallback;
  return { policy: p.name, mode: p.modes.find((m) => m.name === mode)?.name ?? p.modes[0]!.name };
}

/**
 * The state a URL hash names (`#policy=jax&mode=x64&op=add&a=int8&b=uint8`; the diff view adds
 * `view=diff&policy2=…&mode2=…`), with the defaults for what it leaves out or names wrongly. An op
 * may be given by an alias (`div`); operands by name or short code (`i8`).
 *
 * @example
 * ```ts
 * import { explorerData } from '@typelattice/explorer';
 * const data = explorerData();
 * parseHash('#policy=jax&mode=x32&a=i8&b=u8', data).mode; // 'x32': { view: 'table', policy: 'jax', mode: 'x32', op: 'add', a: 'int8', b: 'uint8', … }
 * ```
 */
export function parseHash(hash: string, data: ExplorerData): PageState {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const d = defaultState(data);
  const left = checkedMode(data, q.get('policy'), q.get('mode'), d);
  const right = checkedMode(data, q.get('policy2'), q.get('mode2'), { policy: d.policy2, mode: d.mode2 });
  const opName = q.get('op');
  const op = data.ops.find((o) => o.key === opName || o.name === opName || o.aliases.includes(opName ?? ''))?.key ?? d.op;
  const operand = (x: string | null): string | undefined => data.operands.find((o) => o.name === x || o.code === x)?.name;
  const a = operand(q.get('a'));
  const b = operand(q.get('b'));
  return {
    view: q.get('view') === 'diff' ? 'diff' : 'table',
    policy: left.policy,
    mode: left.mode,
    policy2: right.policy,
    mode2: right.mode,
    op,
    ...(a !== undefined && b !== undefined ? { a, b } : {}),
  };
}

/**
 * The URL hash of a state, the keys in a fixed order; the diff view's second policy only in the
 * diff view, the pair only when picked.
 *
 * @example
 * ```ts
 * formatHash({ view: 'table', policy: 'jax', mode: 'x64', policy2: 'numpy', mode2: 'default', op: 'add', a: 'int8', b: 'uint8' });
 * // '#policy=jax&mode=x64&op=add&a=int8&b=uint8'
 * ```
 */
export function formatHash(s: PageState): string {
  const q = new URLSearchParams();
  if (s.view === 'diff') q.set('view', 'diff');
  q.set('policy', s.policy);
  q.set('mode', s.mode);
  if (s.view === 'diff') {
    q.set('policy2', s.policy2);
    q.set('mode2', s.mode2);
  }
  q.set('op', s.op);
  if (s.a !== undefined && s.b !== undefined) {
    q.set('a', s.a);
    q.set('b', s.b);
  }
  return `#${q.toString()}`;
}
