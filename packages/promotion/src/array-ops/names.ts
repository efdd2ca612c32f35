import { ARRAY_CATALOGUE, type ArrayCatalogueEntry, type ArrayOpName } from '../array-catalogue';

/** The array ops by name. */
export const ARRAY_OPS = Object.fromEntries(ARRAY_CATALOGUE.map((e) => [e.name, e])) as unknown as Readonly<Record<ArrayOpName, ArrayCatalogueEntry>>;

export type { ArrayOpName };
