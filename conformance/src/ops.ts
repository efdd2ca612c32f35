import { FUNCTION_OPS, OP_CATALOGUE, opSpec, UNARY_CATALOGUE, WHERE_SPEC, type FunctionOpName, type PromotionKey, type UnaryOpName } from '@typelattice/promotion';

// Every list of op names in the conformance suite comes from the op catalogue of
// @typelattice/promotion (its public entry point). The recordings name ops as NumPy's ufuncs
// (`subtract`, `multiply`), which is how the catalogue names the kernel primitives (`kernel`);
// Variable updates are recorded under their promotion key (`assign_add`). Unary ops are recorded
// by their kernel in the value fixtures (`negative`, `rint`) and by their table in the families
// fixtures (`negative`, `round`); `where` by WHERE_SPEC.

/** The facade's function for each op name of the recordings (`subtract` → `sub`). */
export const FACADE_OP: Readonly<Record<string, FunctionOpName>> = Object.fromEntries(FUNCTION_OPS.map((e) => [e.kernel, e.name]));

/** The promotion key for each op name of the recordings: the functions' (`subtract` → `sub`) and the Variable updates'. */
export const PROMOTION_OP: Readonly<Record<string, PromotionKey>> = Object.fromEntries([
  ...FUNCTION_OPS.map((e) => [e.kernel, e.promotion] as const),
  ...OP_CATALOGUE.filter((e) => 'variable' in e && e.variable).map((e) => [e.promotion, e.promotion] as const),
]);

/** The facade's unary function for each name the recordings give a unary op: its kernel (`rint`) and its table (`round`). */
export const FACADE_UNARY_OP: Readonly<Record<string, UnaryOpName>> = Object.fromEntries(
  UNARY_CATALOGUE.flatMap((e) => [[e.kernel, e.name] as const, [e.table, e.name] as const]),
);

/** The facade's binary function of a recorded op; throws for an op the catalogue does not have. */
export function facadeOp(op: string): FunctionOpName {
  const name = FACADE_OP[op];
  if (!name) throw new RangeError(`Recorded op "${op}" is no function of the op catalogue (@typelattice/promotion OP_CATALOGUE): add it there.`);
  return name;
}

/** The facade's unary function of a recorded op (`negative` → `neg`, `rint` or `round` → `round`); throws for one the catalogue does not have. */
export function facadeUnaryOp(op: string): UnaryOpName {
  const name = FACADE_UNARY_OP[op];
  if (!name) throw new RangeError(`Recorded op "${op}" is no unary op of the op catalogue (@typelattice/promotion UNARY_CATALOGUE): add it there.`);
  return name;
}

/** How the facade calls a recorded op: a binary function, a unary one, or `where(cond, x, y)`. */
export type FacadeCall = { arity: 2; name: FunctionOpName } | { arity: 1; name: UnaryOpName } | { arity: 3; name: typeof WHERE_SPEC.name };

/** The facade's function of any recorded op (binary, unary or where); throws for an op the catalogue does not have. */
export function facadeCall(op: string): FacadeCall {
  if (op === WHERE_SPEC.kernel) return { arity: 3, name: WHERE_SPEC.name };
  if (FACADE_UNARY_OP[op]) return { arity: 1, name: FACADE_UNARY_OP[op] };
  if (FACADE_OP[op]) return { arity: 2, name: FACADE_OP[op] };
  throw new RangeError(`Recorded op "${op}" is no op of the op catalogue (@typelattice/promotion OP_CATALOGUE, UNARY_CATALOGUE, WHERE_SPEC): add it there.`);
}

/** The promotion key of a recorded op; throws for an op the catalogue does not have. */
export function promotionOp(op: string): PromotionKey {
  const key = PROMOTION_OP[op];
  if (!key) throw new RangeError(`Recorded op "${op}" is not in the op catalogue (@typelattice/promotion OP_CATALOGUE): add it there.`);
  return key;
}

/** The name the recordings give a catalogue function (`sub` → `subtract`), for the value predicates. */
export const recordedName = (name: FunctionOpName): string => opSpec(name)!.kernel;

/** The name the value recordings give a unary op of the catalogue (`neg` → `negative`, `round` → `rint`). */
export const recordedUnaryName = (name: UnaryOpName): string => UNARY_CATALOGUE.find((e) => e.name === name)!.kernel;

/** The facade's function answering a promotion key (`truediv` → `truediv`); throws for a Variable update. */
export function functionOfKey(key: PromotionKey): FunctionOpName {
  const e = FUNCTION_OPS.find((f) => f.promotion === key);
  if (!e) throw new RangeError(`"${key}" is answered by no function of the op catalogue (a Variable update?).`);
  return e.name;
}
