import { ARRAY_CATALOGUE, type ArrayCatalogueEntry, type ArrayOpAlias, type ArrayOpName } from '../array-catalogue';

/** The array ops by name and by alias (`sum` is `reduceSum`'s entry). */
export const ARRAY_OPS = Object.fromEntries(
  ARRAY_CATALOGUE.flatMap((e) => [e.name, ...('aliases' in e ? e.aliases : [])].map((n) => [n, e])),
) as unknown as Readonly<Record<ArrayOpName | ArrayOpAlias, ArrayCatalogueEntry>>;

export type { ArrayOpName };
