import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arrayResult, extensionResult, type ExtensionCatalogueEntry } from '@typelattice/promotion';
import type { Ops } from '@typelattice/tf';
import { FIXTURES_DIR } from './fixtures';
import { entryOf, replayExtensionCases, replayExtensionTables, type ExtensionFixture, type ExtensionResolver } from './replay-extensions';

// Replays conformance/fixtures/products (tools/record/record_products.py): the main-namespace
// matrix products as each library spells them outside `linalg` (np.tensordot, np.vecdot,
// np.outer, np.matrix_transpose, tf.tensordot, torch.outer, x.mT, …) through the facade's free
// functions and `createOps` methods (`ops.tensordot`), and matmul of 1-D operands through
// `ops.matmul`: the dtype tables (facade and promotion package), the shapes, values and errors
// of the cases. TensorFlow's `matmul_numpy` (tf.experimental.numpy.matmul) is recorded for the
// decision of packages/promotion/src/array-ops/DECISIONS.md and not replayed: the tf policy's
// matmul is tf.matmul.

/** One recorded library mode of the main-namespace products. */
interface ProductsDocument {
  header: ExtensionFixture['header'];
  tables: ExtensionFixture['linalg']['tables'];
  cases: ExtensionFixture['linalg']['cases'];
}

const DIR = join(FIXTURES_DIR, 'products');

/** The functions recorded but not replayed (see above). */
const NOT_REPLAYED = new Set(['matmul_numpy']);

/** Every products fixture, in the shape of an extensions fixture (its `linalg` section). */
export function loadProductsFixtures(): ExtensionFixture[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const d = JSON.parse(readFileSync(join(DIR, f), 'utf8')) as ProductsDocument;
      return {
        id: `products/${f.replace(/\.json$/, '')}`,
        header: d.header,
        linalg: { tables: d.tables.filter((t) => !NOT_REPLAYED.has(t.op)), cases: d.cases.filter((c) => !NOT_REPLAYED.has(c.op)) },
        fft: { tables: [], cases: [] },
      };
    });
}

/** matmul as a two-operand function of the extension replay (the array catalogue's op). */
const MATMUL = { namespace: 'linalg', name: 'matmul', aliases: [], table: 'matmul', family: 'product', signature: 'two', options: [], python: 'matmul', summary: '', example: [] } as unknown as ExtensionCatalogueEntry;

/** The main namespace: `ops.tensordot`, `ops.matmul`; promoted by extensionResult, matmul by arrayResult. */
export const MAIN_RESOLVER: ExtensionResolver = {
  entry: (table) => (table === 'matmul' ? MATMUL : entryOf(table)),
  fn: (ops: Ops, e) => (ops as unknown as Record<string, (...args: unknown[]) => unknown>)[e.name]!,
  promote: (p, e, dtypes, call) => (e === MATMUL ? [arrayResult(p, 'matmul', dtypes, call)] : extensionResult(p, e.name, dtypes as never, call)),
};

/**
 * A products fixture's dtype tables through a layer. matmul's table of two vectors replays through
 * the facade only: promotion sees dtypes, not ranks (TensorFlow's refusal of vectors is the
 * facade's shape check), and the matmul dtype tables of fixtures/ops replay through both.
 */
export function replayProductsTables(fixture: ExtensionFixture, layer: 'facade' | 'promotion') {
  const tables = layer === 'facade' ? fixture.linalg.tables : fixture.linalg.tables.filter((t) => t.op !== 'matmul');
  return replayExtensionTables({ ...fixture, linalg: { ...fixture.linalg, tables } }, layer, MAIN_RESOLVER);
}

/** A products fixture's cases through the facade. */
export const replayProductsCases = (fixture: ExtensionFixture) => replayExtensionCases(fixture, MAIN_RESOLVER);
