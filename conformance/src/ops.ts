import { FUNCTION_OPS, OP_CATALOGUE, opSpec, type FunctionOpName, type PromotionKey } from '@typelattice/promotion';

// Every list of op names in the conformance suite comes from the op catalogue of
// @typelattice/promotion (its public entry point). The recordings name ops as NumPy's ufuncs
// (`subtract`, `multiply`), which is how the catalogue names the kernel primitives (`kernel`);
// Variable updates are recorded under their promotion key (`assign_add`).

/** The facade's function for each op name of the recordings (`subtract` → `sub`). */
export const FACADE_OP: Readonly<Record<string, FunctionOpName>> = Object.fromEntries(FUNCTION_OPS.map((e) => [e.kernel, e.name]));

/** The promotion key for each op name of the recordings: the functions' (`subtract` → `sub`) and the Variable updates'. */
export const PROMOTION_OP: Readonly<Record<string, PromotionKey>> = Object.fromEntries([
  ...FUNCTION_OPS.map((e) => [e.kernel, e.promotion] as const),
  ...OP_CATALOGUE.filter((e) => 'variable' in e && e.variable).map((e) => [e.promotion, e.promotion] as const),
]);

/** The facade's function of a recorded op; throws for an op the catalogue does not have. */
export function facadeOp(op: string): FunctionOpName {
  const name = FACADE_OP[op];
  if (!name) throw new RangeError(`Recorded op "${op}" is no function of the op catalogue (@typelattice/promotion OP_CATALOGUE): add it there.`);
  return name;
}

/** The promotion key of a recorded op; throws for an op the catalogue does not have. */
export function promotionOp(op: string): PromotionKey {
  const key = PROMOTION_OP[op];
  if (!key) throw new RangeError(`Recorded op "${op}" is not in the op catalogue (@typelattice/promotion OP_CATALOGUE): add it there.`);
  return key;
}

/** The name the recordings give a catalogue function (`sub` → `subtract`), for the value predicates. */
export const recordedName = (name: FunctionOpName): string => opSpec(name)!.kernel;

/** The facade's function answering a promotion key (`truediv` → `truediv`); throws for a Variable update. */
export function functionOfKey(key: PromotionKey): FunctionOpName {
  const e = FUNCTION_OPS.find((f) => f.promotion === key);
  if (!e) throw new RangeError(`"${key}" is answered by no function of the op catalogue (a Variable update?).`);
  return e.name;
}
