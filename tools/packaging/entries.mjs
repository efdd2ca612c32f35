// The policy entry points of @typelattice/tf in the browser: the README's example of one policy's
// entry (`@typelattice/tf/numpy`), built with no configuration by esbuild and vite against each
// entry, its size per entry and bundler, and which policies' recordings each bundle carries.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { esbuildBundle, kb, viteBuild } from './bundlers.mjs';
import { readmeExample } from './readme-example.mjs';

/**
 * Each entry point and the recordings it must carry, named by a library mode its data files hold
 * (packages/promotion/src/data/*\/<group>.json): tf-rfc's `legacy` mode is today's TensorFlow.
 */
export const POLICY_ENTRIES = {
  numpy: ['numpy/default'],
  jax: ['jax/x64'],
  tf: ['tensorflow/legacy', 'tensorflow/all'],
  'tf-rfc': ['tensorflow/legacy'],
  torch: ['torch/default'],
};
const RECORDINGS = [...new Set(Object.values(POLICY_ENTRIES).flat())];
/** The entry whose README example states the values (the others run it without comparing). */
const DOCUMENTED = 'numpy';
/**
 * The size #39 aims at for one policy's bundle of the README example, minified: not reached by any
 * entry, so it is reported (and becomes a check for an entry once that entry reaches it), and what
 * is enforced is that an entry's bundle carries no other policy's tables and is smaller than the
 * bundle of @typelattice/tf by at least MIN_SAVING. The entries' functions are built per op, each
 * reduction bound to its own kernel, each elementwise function installs its own Tensor method, the
 * precompiled loops are one module per family of loops, and ops are looked up in the catalogue rows
 * (no TSDoc); what keeps every bundle above it is the CPU kernels (running any kernel registers
 * them all, and each elementwise kernel builds its loops from every op's loop source) and the
 * policy's recordings, loaded whole (the packaging README has the breakdown).
 */
export const GOAL_BYTES = 150_000;
/** The least a policy's bundle must save on the full one (the other policies' tables; the tf entry, with two TensorFlow recordings and JAX's lattice, saves least). */
export const MIN_SAVING = 100_000;

/** The recordings (library modes) whose tables a bundle carries. */
export const recordingsIn = (code) => RECORDINGS.filter((r) => code.includes(`"${r}"`) || code.includes(`'${r}'`));

/**
 * Builds the README's example of one policy's entry against every entry, with esbuild and vite,
 * under `<dir>/entries/<policy>/`; reports each step through `step(name, fn)`. Returns the builds
 * to run in the browser and the sizes per entry.
 */
export async function buildPolicyEntries(dir, fullBytes, step) {
  const builds = [];
  const sizes = {};
  let example;
  const found = await step(`README example of @typelattice/tf/${DOCUMENTED}`, () => {
    example = readmeExample(undefined, `@typelattice/tf/${DOCUMENTED}`);
    return `${example.where}, ${example.checks} values`;
  });
  if (!found) return { builds, sizes };
  for (const [policy, carries] of Object.entries(POLICY_ENTRIES)) {
    const cwd = join(dir, 'entries', policy);
    mkdirSync(cwd, { recursive: true });
    writeFileSync(join(cwd, 'main.ts'), example.code.replaceAll(`'@typelattice/tf/${DOCUMENTED}'`, `'@typelattice/tf/${policy}'`));
    const values = policy === DOCUMENTED;
    const check = `${example.where} against @typelattice/tf/${policy}`;
    const judgeSize = (b) => {
      const has = recordingsIn(b.code);
      const foreign = has.filter((r) => !carries.includes(r));
      const missing = carries.filter((r) => !has.includes(r));
      if (foreign.length || missing.length) {
        throw new Error(`the bundle carries the recordings of ${has.join(', ') || 'none'}; @typelattice/tf/${policy} must carry ${carries.join(', ')} and no other`);
      }
      if (fullBytes !== undefined && b.bytes > fullBytes - MIN_SAVING) {
        throw new Error(`${kb(b.bytes)} saves less than ${kb(MIN_SAVING)} on @typelattice/tf's ${kb(fullBytes)}`);
      }
      return `${kb(b.bytes)} min, ${kb(b.gzip)} gzip; recordings ${has.join(', ')}; goal ${kb(GOAL_BYTES)} ${b.bytes <= GOAL_BYTES ? 'met' : 'not met'}`;
    };
    sizes[policy] = {};
    await step(`@typelattice/tf/${policy}: esbuild (no config) of ${check}`, () => {
      const b = esbuildBundle(cwd, 'main.ts');
      sizes[policy].esbuild = b;
      builds.push({ name: `esbuild @typelattice/tf/${policy}`, dir: b.dir, example, check, values });
      return judgeSize(b);
    });
    await step(`@typelattice/tf/${policy}: vite build (no config) of ${check}`, () => {
      const b = viteBuild(cwd);
      sizes[policy].vite = b;
      builds.push({ name: `vite @typelattice/tf/${policy}`, dir: b.dir, example, check, values });
      return judgeSize(b);
    });
  }
  return { builds, sizes };
}

/** Prints the sizes per entry point and bundler as a table (the CI log shows it). */
export function summariseEntries({ sizes }, full) {
  const rows = Object.entries(sizes).map(([policy, s]) => {
    const cell = (b) => (b ? `${kb(b.bytes)} / ${kb(b.gzip)}` : 'failed');
    return `| \`@typelattice/tf/${policy}\` | ${cell(s.esbuild)} | ${cell(s.vite)} |`;
  });
  if (!rows.length) return;
  console.log('\n  bundle of the README example per entry point (minified / gzip -9):');
  console.log('  | entry | esbuild | vite |\n  | --- | --- | --- |');
  if (full) console.log(`  | \`@typelattice/tf\` (README's first example) | ${kb(full.bytes)} / ${kb(full.gzip)} | |`);
  for (const r of rows) console.log(`  ${r}`);
}
