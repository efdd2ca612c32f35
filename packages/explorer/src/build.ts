import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { explorerData } from './data';
import { PAGE_SCRIPT, PAGE_STYLES, pageHtml } from './html';

/** Where {@link buildExplorer} writes the page. */
export interface BuildOptions {
  /** The output folder (made if missing; the page's three files in it are replaced, nothing else is touched). */
  readonly outDir: string;
}

/** What {@link buildExplorer} wrote. */
export interface ExplorerBuild {
  /** The output folder, absolute. */
  readonly outDir: string;
  /** The page to open: the `file://` URL of its `index.html`. */
  readonly url: string;
  /** Each file written, with its size in bytes. */
  readonly files: readonly { readonly name: string; readonly bytes: number }[];
  /** The page's size: all its files, in bytes. */
  readonly bytes: number;
}

// The page's script and styles, bundled by esbuild when this package builds (tsup.config.ts),
// live in dist/page/, which this path reaches from src/ and from dist/ alike.
const PAGE_DIR = fileURLToPath(new URL('../dist/page/', import.meta.url));

/**
 * Builds the explorer page into a folder: `index.html` with the data extracted from
 * `@typelattice/promotion` (every policy, mode and op: tables, cell classes, laid-out graphs),
 * `explorer.js` (the page script, with the promotion package inside for the explanations) and
 * `explorer.css`. The page needs no server and nothing from the network: open the `url`.
 *
 * @example
 * ```ts
 * import { buildExplorer } from '@typelattice/explorer';
 *
 * const page = buildExplorer({ outDir: 'explorer' });
 * console.log(page.url); // file:///…/explorer/index.html
 * ```
 * @throws Error when the package's page script was not built (a workspace checkout before `pnpm build`).
 */
export function buildExplorer(options: BuildOptions): ExplorerBuild {
  const assets = [PAGE_SCRIPT, PAGE_STYLES];
  const missing = assets.filter((f) => !existsSync(join(PAGE_DIR, f)));
  if (missing.length > 0) {
    throw new Error(
      `The explorer's page script is not built: ${missing.map((f) => join(PAGE_DIR, f)).join(', ')} missing. ` +
        'Build it first: pnpm turbo run build --filter=@typelattice/explorer...',
    );
  }
  const outDir = resolve(options.outDir);
  mkdirSync(outDir, { recursive: true });
  const index = join(outDir, 'index.html');
  writeFileSync(index, pageHtml(explorerData()));
  for (const f of assets) copyFileSync(join(PAGE_DIR, f), join(outDir, f));
  const files = ['index.html', ...assets].map((name) => ({ name, bytes: statSync(join(outDir, name)).size }));
  return { outDir, url: pathToFileURL(index).href, files, bytes: files.reduce((n, f) => n + f.bytes, 0) };
}
