// Measures what typed ops cost the compiler: writes files of N op calls (default 1,000: binary,
// unary and where calls on operands the policy allows, picked by a seeded generator and checked
// against the facade, ten to a function as code is written), typed (literal createOps options)
// and untyped (the same calls on `Ops`), for one policy and mode and for all sixteen, and a file
// with no calls; runs `tsc --extendedDiagnostics` on each against the built package
// (dist/index.d.ts, as a user's project sees it; the best of three runs) and prints the times,
// instantiation and type counts and memory. The project is configured as a Node user's would be
// (CONFIG: strict, skipLibCheck, lib ES2022 without DOM, no @types), printed with the results.
// Run: pnpm --filter @typelattice/tf bench:types [N] [--dts path/to/index.d.ts] [--lib ES2022,DOM]
// (after a build; --dts measures another build of the declarations, e.g. a copy of an earlier one
// kept under node_modules/ so that its imports resolve the same way).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DTYPES, type DType } from '@typelattice/dtypes';
import { createOps, zeros } from '../src/index';
import { BINARY_OPS, POLICY_MODES, refused, UNARY_OPS } from './generate-types';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const TSC = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));

/** A seeded generator (mulberry32), so that every run measures the same file. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCALARS = ['2', '0.5', 'weakFloat(1.5)', '3n'];
const SCALAR_VALUES: Record<string, unknown> = { '2': 2, '0.5': 0.5, 'weakFloat(1.5)': 1.5, '3n': 3n };

/**
 * The source of a file of `n` op calls under the given policies and modes, each one the facade
 * allows; `typed: false` writes the same calls on untyped ops (`Ops`).
 */
export function callsFile(n: number, modes: readonly (readonly [string, string])[], typed = true): string {
  const next = random(17);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const objects = modes.map(([policy, mode], i) => ({ name: `ops${i}`, policy, mode, ops: createOps({ policy, mode } as never) as unknown as Record<string, (...a: unknown[]) => unknown> }));
  let out = "import { constant, createOps, weakFloat, type OpsOptions } from '@typelattice/tf';\n\n";
  for (const o of objects) out += `const ${o.name} = createOps({ policy: '${o.policy}', mode: '${o.mode}' }${typed ? '' : ' as OpsOptions'});\n`;
  for (const d of DTYPES) out += `const ${d} = constant([1], '${d}');\n`;
  const tensor = (d: DType) => zeros([1], d);
  const allowed = (f: () => unknown): boolean => !refused(f);
  let written = 0;
  const calls: string[] = [];
  while (written < n) {
    const o = pick(objects);
    const kind = next();
    let call: string | undefined;
    if (kind < 0.75) {
      const { name } = pick(BINARY_OPS);
      const a = pick(DTYPES);
      const scalar = next() < 0.25 ? pick(SCALARS) : undefined;
      const b = pick(DTYPES);
      const y = scalar === undefined ? tensor(b) : SCALAR_VALUES[scalar];
      if (allowed(() => o.ops[name]!(tensor(a), y))) call = `${o.name}.${name}(${a}, ${scalar ?? b})`;
    } else if (kind < 0.95) {
      const name = pick(UNARY_OPS);
      const a = pick(DTYPES);
      if (allowed(() => o.ops[name]!(tensor(a)))) call = `${o.name}.${name}(${a})`;
    } else {
      const [x, y] = [pick(DTYPES), pick(DTYPES)];
      if (allowed(() => o.ops.where!(tensor('bool'), tensor(x), tensor(y)))) call = `${o.name}.where(bool, ${x}, ${y})`;
    }
    if (call !== undefined) calls.push(`  const r${written++} = ${call};\n`);
  }
  for (let i = 0; i < calls.length; i += 10) {
    const names = calls.slice(i, i + 10).map((c) => /const (r\d+)/.exec(c)![1]);
    out += `\nexport function calls${i / 10}() {\n${calls.slice(i, i + 10).join('')}  return [${names.join(', ')}] as const;\n}\n`;
  }
  return out;
}

interface Diagnostics {
  readonly total: number;
  readonly check: number;
  readonly instantiations: number;
  readonly types: number;
  /** Memory used, in MB. */
  readonly memory: number;
}

/** The compiler options of the measured project: what a Node user's project sets (no DOM lib, no @types), the declarations skipped as libraries. */
const CONFIG = { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, skipLibCheck: true, noEmit: true, types: [] as string[] };

function tsc(dir: string, file: string, dts: string, lib: readonly string[]): Diagnostics {
  const config = join(dir, `${file}.tsconfig.json`);
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        ...CONFIG,
        lib,
        // the built package, as a user's project resolves it
        paths: { '@typelattice/tf': [dts] },
      },
      files: [join(dir, file)],
    }),
  );
  let text: string;
  try {
    text = execFileSync(process.execPath, [TSC, '-p', config, '--extendedDiagnostics'], { encoding: 'utf8' });
  } catch (e) {
    throw new Error(`tsc failed on ${file}:\n${(e as { stdout?: string }).stdout ?? String(e)}`);
  }
  const field = (name: string): number => Number(new RegExp(`^${name}:\\s+([\\d.]+)`, 'm').exec(text)?.[1]);
  return {
    total: field('Total time'),
    check: field('Check time'),
    instantiations: field('Instantiations'),
    types: field('Types'),
    memory: Math.round(field('Memory used') / 1024),
  };
}

function best(dir: string, file: string, dts: string, lib: readonly string[]): Diagnostics {
  const runs = [0, 1, 2].map(() => tsc(dir, file, dts, lib));
  return runs.reduce((a, b) => (b.total < a.total ? b : a));
}

/** The value after `--name` on the command line. */
const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};

function main(): void {
  const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const n = Number(positional[0] ?? 1000);
  const dts = resolve(option('dts') ?? join(PACKAGE, 'dist/index.d.ts'));
  const lib = (option('lib') ?? 'ES2022').split(',');
  if (!existsSync(dts)) throw new Error(`No declarations at ${dts}. Build the package first: pnpm turbo run build --filter=@typelattice/tf...`);
  const dir = mkdtempSync(join(tmpdir(), 'typed-ops-cost-'));
  const row = (what: string, d: Diagnostics) =>
    `${what.padEnd(52)} total ${d.total.toFixed(2)} s, check ${d.check.toFixed(2)} s, ${String(d.instantiations).padStart(7)} instantiations, ${String(d.types).padStart(6)} types, ${d.memory} MB`;
  console.log(`tsc ${JSON.stringify({ ...CONFIG, lib })} on ${dts}, best of 3 by total time (${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.version}, load ${loadavg()[0]!.toFixed(1)}):`);
  try {
    writeFileSync(join(dir, 'none.ts'), callsFile(0, POLICY_MODES.slice(0, 1)));
    console.log(row('no calls', best(dir, 'none.ts', dts, lib)));
    const scenarios = [
      ['one policy and mode (jax x64)', POLICY_MODES.filter(([p, m]) => p === 'jax' && m === 'x64')],
      [`all ${POLICY_MODES.length} policies and modes`, POLICY_MODES],
    ] as const;
    for (const [i, [what, modes]] of scenarios.entries()) {
      writeFileSync(join(dir, `untyped${i}.ts`), callsFile(n, modes, false));
      writeFileSync(join(dir, `typed${i}.ts`), callsFile(n, modes));
      console.log(row(`${n} calls, ${what}, untyped`, best(dir, `untyped${i}.ts`, dts, lib)));
      console.log(row(`${n} calls, ${what}, typed`, best(dir, `typed${i}.ts`, dts, lib)));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
