// Runs dependency-cruiser with the repository's layering rules (.dependency-cruiser.cjs) through
// its API, the same check as `pnpm lint:deps`, and returns the violations as plain objects.
import { isAbsolute, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/** The repository root (tools/layering/ → ../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The layering configuration. */
export const CONFIG_FILE = join(REPO_ROOT, '.dependency-cruiser.cjs');

/** What `pnpm lint:deps` cruises, relative to the root. */
export const CRUISED_PATHS = ['packages', 'conformance', 'tools'];

/**
 * @typedef {object} Violation
 * @property {string} rule      the rule's name (e.g. 'no-circular', 'promotion-allowed-dependencies')
 * @property {string} severity
 * @property {string} from      the importing module, relative to baseDir
 * @property {string} to        the imported module (its resolved path, or the specifier when unresolvable)
 * @property {string[]} cycle   for 'no-circular': the modules of the cycle, starting after `from`
 */

/**
 * Cruises `paths` under `baseDir` with the rules and options of `configFile`.
 *
 * @param {{ baseDir?: string, paths?: string[], configFile?: string, tsConfigFile?: string }} [options]
 *   baseDir: the tree to check (default: this repository); tsConfigFile: defaults to the config's
 *   `options.tsConfig.fileName`, read relative to the config file's directory.
 * @returns {Promise<{ violations: Violation[], summary: object }>}
 */
export async function checkLayering({ baseDir = REPO_ROOT, paths = CRUISED_PATHS, configFile = CONFIG_FILE, tsConfigFile } = {}) {
  const cruiseOptions = await extractDepcruiseOptions(configFile);
  const tsConfigName = tsConfigFile ?? cruiseOptions.tsConfig?.fileName;
  const tsConfig = tsConfigName
    ? extractTSConfig(isAbsolute(tsConfigName) ? tsConfigName : join(dirname(configFile), tsConfigName))
    : undefined;
  // The tsconfig was read above; with baseDir set, dependency-cruiser would look for it there.
  delete cruiseOptions.tsConfig;
  if (cruiseOptions.ruleSet?.options) delete cruiseOptions.ruleSet.options.tsConfig;

  const { output } = await cruise(paths, { ...cruiseOptions, baseDir, outputType: 'json' }, {}, { tsConfig });
  const result = typeof output === 'string' ? JSON.parse(output) : output;
  const violations = result.summary.violations.map((v) => ({
    rule: v.rule.name,
    severity: v.rule.severity,
    from: v.from,
    to: v.to,
    cycle: (v.cycle ?? []).map((step) => (typeof step === 'string' ? step : step.name)),
  }));
  return { violations, summary: result.summary };
}

/**
 * One line per violation, in the style of `depcruise`'s own output:
 *   error promotion-allowed-dependencies: packages/promotion/src/x.ts → packages/tf/src/index.ts
 *   error no-circular: packages/tf/src/a.ts → packages/tf/src/b.ts → packages/tf/src/a.ts
 *
 * @param {Violation} v
 */
export function formatViolation(v) {
  const chain = v.cycle.length > 0 ? [v.from, ...v.cycle] : [v.from, v.to];
  return `${v.severity} ${v.rule}: ${chain.join(' → ')}`;
}

/**
 * All violations, readable, with each rule's comment once (what it enforces and how to fix it).
 *
 * @param {Violation[]} violations
 * @param {object} [ruleSet] the cruise options' ruleSet, for the comments
 */
export function formatReport(violations, ruleSet) {
  const lines = violations.map(formatViolation);
  const comments = new Map((ruleSet?.forbidden ?? []).map((r) => [r.name, r.comment]));
  const rules = [...new Set(violations.map((v) => v.rule))];
  const help = rules.filter((r) => comments.get(r)).map((r) => `  ${r}: ${comments.get(r)}`);
  return [
    `${violations.length} layering violation(s):`,
    ...lines.map((l) => `  ${l}`),
    ...(help.length > 0 ? ['', 'What the rules say (.dependency-cruiser.cjs, tools/layering/README.md):', ...help] : []),
  ].join('\n');
}

/** The rule set (for formatReport's comments). */
export async function loadRuleSet(configFile = CONFIG_FILE) {
  return (await extractDepcruiseOptions(configFile)).ruleSet;
}
