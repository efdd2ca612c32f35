import type { ArrayOpAlias, ArrayOpName } from '../array-catalogue';
import { ARRAY_ROWS, type ArrayRow } from '../catalogue-rows.generated';

/** The array ops by name and by alias (`sum` is `reduceSum`'s entry). */
export const ARRAY_OPS = Object.fromEntries(
  ARRAY_ROWS.flatMap((e) => [e.name, ...('aliases' in e ? e.aliases : [])].map((n) => [n, e])),
) as unknown as Readonly<Record<ArrayOpName | ArrayOpAlias, ArrayRow>>;

export type { ArrayOpName };
