/** A binary promotion as a function of two kinds; `'-'` stands for a refusal. */
export type JoinFn = (a: string, b: string) => string;

/**
 * The join (least upper bound) of a lattice given as edges `a -> [b, ...]` (a promotes to b):
 * the unique common upper bound that is below every other one, or `'-'` where there is none.
 */
export function joinFromEdges(edges: Readonly<Record<string, readonly string[]>>): { kinds: string[]; join: JoinFn } {
  const kinds = [...new Set([...Object.keys(edges), ...Object.values(edges).flat()])];
  const up = new Map<string, Set<string>>();
  const upper = (k: string): Set<string> => {
    let set = up.get(k);
    if (set) return set;
    set = new Set([k]);
    up.set(k, set);
    for (const next of edges[k] ?? []) for (const u of upper(next)) set.add(u);
    return set;
  };
  kinds.forEach(upper);
  const join: JoinFn = (a, b) => {
    const ua = up.get(a);
    const ub = up.get(b);
    if (!ua || !ub) return '-';
    const common = [...ua].filter((k) => ub.has(k));
    const least = common.filter((k) => common.every((o) => up.get(k)!.has(o)));
    return least.length === 1 ? least[0] : '-';
  };
  return { kinds, join };
}

/** A pair where `a ∘ b` differs from `b ∘ a`. */
export interface CommutativityViolation {
  a: string;
  b: string;
  ab: string;
  ba: string;
}

/** A triple where `(a ∘ b) ∘ c` differs from `a ∘ (b ∘ c)`. */
export interface AssociativityViolation {
  a: string;
  b: string;
  c: string;
  left: string;
  right: string;
}

const apply = (f: JoinFn, a: string, b: string): string => (a === '-' || b === '-' ? '-' : f(a, b));

/** Every pair of `kinds` on which `f` is not commutative. */
export function commutativityViolations(kinds: readonly string[], f: JoinFn): CommutativityViolation[] {
  const out: CommutativityViolation[] = [];
  for (const a of kinds) for (const b of kinds) {
    const ab = f(a, b);
    const ba = f(b, a);
    if (ab !== ba && a < b) out.push({ a, b, ab, ba });
  }
  return out;
}

/**
 * Every triple of `kinds` on which `f` is not associative. A refusal (`'-'`) stays a refusal, so a
 * triple where both groupings refuse is associative.
 */
export function associativityViolations(kinds: readonly string[], f: JoinFn): AssociativityViolation[] {
  const out: AssociativityViolation[] = [];
  for (const a of kinds) for (const b of kinds) for (const c of kinds) {
    const left = apply(f, apply(f, a, b), c);
    const right = apply(f, a, apply(f, b, c));
    if (left !== right) out.push({ a, b, c, left, right });
  }
  return out;
}

/** A lookup into a table given as rows x cols of cells. */
export function tableJoin(rows: readonly string[], cols: readonly string[], cells: readonly (readonly string[])[]): JoinFn {
  const r = new Map(rows.map((k, i) => [k, i]));
  const c = new Map(cols.map((k, i) => [k, i]));
  return (a, b) => {
    const i = r.get(a);
    const j = c.get(b);
    return i === undefined || j === undefined ? '-' : cells[i][j];
  };
}
