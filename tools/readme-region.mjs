// A generated region of the root README.md, between `<!-- NAME:begin -->` and `<!-- NAME:end -->`:
// the tables that tools write from committed data (tools/families-table.mjs,
// tools/array-api/readme-table.mjs), with the command line they share.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const README = join(dirname(fileURLToPath(import.meta.url)), '..', 'README.md');

/** `readme` with the region `name` replaced by `region`; throws when the markers are missing. */
export function withRegion(readme, name, region) {
  const [begin, end] = [`<!-- ${name}:begin -->`, `<!-- ${name}:end -->`];
  const from = readme.indexOf(begin);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no region ${begin} … ${end}`);
  return readme.slice(0, from + begin.length) + region + readme.slice(to);
}

/**
 * The command line of a region's tool: rewrites the region with `make()` (what it is called,
 * `title`, in messages), or with `--check` exits 1 when the README holds another, or with
 * `--print` prints it. `regenerate` is the command that rewrites it, for the stale message.
 */
export function regionMain(name, title, make, regenerate, argv = process.argv) {
  const region = make();
  const readme = readFileSync(README, 'utf8');
  const updated = withRegion(readme, name, region);
  if (argv.includes('--print')) {
    process.stdout.write(region);
  } else if (argv.includes('--check')) {
    if (updated !== readme) {
      console.error(`README.md: the ${title} is stale (its data gives another); run \`${regenerate}\`.`);
      process.exit(1);
    }
    console.log(`README.md: the ${title} is up to date.`);
  } else if (updated !== readme) {
    writeFileSync(README, updated);
    console.log(`README.md: wrote the ${title}.`);
  } else {
    console.log(`README.md: the ${title} is up to date.`);
  }
}
