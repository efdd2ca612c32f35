import { isDType, type DType } from '@typelattice/dtypes';
import {
  MODES,
  OPS,
  canCastIn,
  creationData,
  POLICIES,
  PolicyError,
  PromotionError,
  describePolicy,
  explain,
  isPolicyName,
  promoter,
  resultType,
  toOperand,
  type ModeOf,
  type PolicyName,
  type PromotionOp,
  type ScalarValue,
} from '@typelattice/promotion';
import { buildExplorer } from '@typelattice/explorer';
import { creationAcross, creationFunctionOf, renderCreation, renderCreationAcross } from './creation';
import { UsageError } from './errors';
import { writeJson, type CliIO } from './io';
import { checkLaws, renderLaws } from './laws';
import { renderTable, tableData } from './table';

/**
 * One option of a command, as `node:util` parseArgs takes it, plus its help text.
 *
 * @example
 * ```ts
 * import type { OptionSpec } from '@typelattice/cli';
 * const json: OptionSpec = { type: 'boolean', description: 'print JSON instead of text' };
 * ```
 */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  readonly value?: string;
  readonly description: string;
}

/**
 * Parsed arguments handed to a command.
 *
 * @example
 * ```ts
 * import type { CommandArgs } from '@typelattice/cli';
 * const args: CommandArgs = { values: { policy: 'jax' }, positionals: ['int8', 'uint8'] };
 * ```
 */
export interface CommandArgs {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

/**
 * A subcommand: its help and what it runs (returning the exit code).
 *
 * @example
 * ```ts
 * import { COMMANDS, type CommandSpec } from '@typelattice/cli';
 * const table: CommandSpec = COMMANDS.table!;
 * table.usage; // 'typelattice table [--policy NAME] [--mode MODE] [--op OP] [--json]'
 * ```
 */
export interface CommandSpec {
  readonly summary: string;
  readonly usage: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  readonly examples: readonly string[];
  run(args: CommandArgs, io: CliIO): number;
}

const POLICY: OptionSpec = { type: 'string', value: 'NAME', description: `promotion policy (default tf-rfc): ${POLICIES.join(', ')}` };
const MODE: OptionSpec = {
  type: 'string',
  value: 'MODE',
  description: `the policy's mode, lower case (default: its first; tf-rfc: ${MODES['tf-rfc'].join(', ')}; tf: ${MODES.tf.join(', ')})`,
};
const OP: OptionSpec = { type: 'string', value: 'OP', description: `operation (default add): ${OPS.join(', ')}` };
const JSON_OPT: OptionSpec = { type: 'boolean', description: 'print JSON instead of text' };

const str = (v: string | boolean | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} kB`;

/** A policy name from the command line; PolicyError (exit 2) listing the valid ones. */
function checkedPolicy(given: string): PolicyName {
  if (isPolicyName(given)) return given;
  // the promotion package's own PolicyError: the valid names, and what a renamed one became (tf-legacy)
  describePolicy(given as PolicyName);
  throw new PolicyError('policy', given, POLICIES);
}

const policyOf = (a: CommandArgs): PolicyName => checkedPolicy(str(a.values.policy) ?? 'tf-rfc');

/** The `--mode` value, checked against the policy's modes (lower case: `SAFE` is refused, naming `safe`). */
function modeOf<P extends PolicyName>(policy: P, given: string | undefined): ModeOf<P> | undefined {
  return given === undefined ? undefined : promoter(policy, given).mode;
}

/** The `--op` value, checked against the promotion package's op list (derived from the op catalogue). */
function opOf(a: CommandArgs): PromotionOp {
  const op = str(a.values.op) ?? 'add';
  if (!(OPS as readonly string[]).includes(op)) throw new UsageError(`Unknown op ${JSON.stringify(op)}. Valid ops: ${OPS.join(', ')}.`);
  return op as PromotionOp;
}

const NUM = '(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?';
const COMPLEX = new RegExp(`^(?:([+-]?${NUM})([+-]${NUM})|([+-]?${NUM}))j$`, 'i');
const FLOAT = new RegExp(`^[+-]?(?:${NUM}|inf|infinity|nan)$`, 'i');

/**
 * A python scalar's value from `--value`: an integer (a bigint past 2^53), a float (`2.5`, `1e300`,
 * `inf`, `nan`), or a complex (`1+2j`, `-0.5j`).
 *
 * @example
 * ```ts
 * import { parseScalar } from '@typelattice/cli';
 * parseScalar('300'); // 300
 * parseScalar('1+2j'); // { re: 1, im: 2 }
 * ```
 */
export function parseScalar(text: string): ScalarValue {
  const t = text.trim();
  if (/^[+-]?\d+$/.test(t)) {
    const big = BigInt(t);
    return Number.isSafeInteger(Number(big)) ? Number(big) : big;
  }
  const c = COMPLEX.exec(t);
  if (c) return c[3] === undefined ? { re: Number(c[1]), im: Number(c[2]) } : { re: 0, im: Number(c[3]) };
  if (FLOAT.test(t)) return Number(t.replace(/inf(inity)?$/i, 'Infinity').replace(/^([+-]?)nan$/i, 'NaN'));
  throw new UsageError(`--value ${JSON.stringify(text)} is not a number. Give an integer (300), a float (2.5, inf) or a complex (1+2j).`);
}


/** Refuses positional arguments of a command that takes none. */
function noPositionals(command: string, a: CommandArgs, example: string): void {
  if (a.positionals.length === 0) return;
  const [first] = a.positionals;
  const hint = isPolicyName(first!) ? ` For a policy write --policy ${first}.` : (OPS as readonly string[]).includes(first!) ? ` For an op write --op ${first}.` : '';
  throw new UsageError(
    `${command} takes no operands or other arguments, only options; got ${a.positionals.map((p) => JSON.stringify(p)).join(' ')}.${hint} ` +
      `Example: ${example}. See typelattice ${command} --help.`,
  );
}

const WEAK_WORDS: Readonly<Record<string, string>> = { 'i*': 'a python int', 'f*': 'a python float', 'c*': 'a python complex' };

/** What kind of python scalar a parsed `--value` is, in words. */
function valueKind(v: ScalarValue, text: string): string {
  if (typeof v === 'object') return 'a complex';
  if (typeof v === 'bigint' || Number.isInteger(v)) return 'an integer';
  if (Number.isNaN(v)) return 'a float (NaN)';
  if (!Number.isFinite(v)) return /^[+-]?(?:inf|infinity)$/i.test(text.trim()) ? 'a float (inf)' : 'a float too large for a float64 (it reads as inf)';
  return 'a float';
}

/**
 * The `--value` of `explain`, checked against the operands: it applies to the one python scalar
 * operand (`i*`, `f*`, `c*`), and must be a value of its kind (an integer for `i*`).
 */
function scalarValue(text: string | undefined, ...operands: string[]): { value?: ScalarValue; note?: string } {
  if (text === undefined) return {};
  const weak = operands.filter((x) => x.endsWith('*'));
  if (weak.length !== 1) {
    const [a, b] = operands;
    throw new UsageError(
      weak.length === 0
        ? `--value applies to a python scalar operand (i*, f*, c*), and ${operands.length === 2 ? `neither ${a} nor ${b} is one` : `none of ${operands.join(', ')} is one`}. ` +
            `Example: typelattice explain uint8 'i*' --value 300`
        : `--value applies when exactly one operand is a python scalar (i*, f*, c*); ${weak.length === 2 && operands.length === 2 ? `both ${a} and ${b} are` : `${weak.join(', ')} are`}. Make all but one of them dtypes.`,
    );
  }
  const kind = weak[0]!;
  const value = parseScalar(text);
  const what = valueKind(value, text);
  const fits = kind === 'i*' ? what === 'an integer' : kind === 'f*' ? what !== 'a complex' : true;
  if (!fits) {
    const use = what === 'a complex' ? 'c*' : 'f*';
    throw new UsageError(
      `--value ${text} is ${what}, but ${kind} is ${WEAK_WORDS[kind]}: give ${kind === 'i*' ? 'an integer (e.g. 300)' : 'a real number (e.g. 2.5)'}, ` +
        `or make the operand ${use} (${WEAK_WORDS[use]}).`,
    );
  }
  const note = what === 'a float too large for a float64 (it reads as inf)' ? `--value ${text} is too large for a float64: it reads as inf, as in Python` : undefined;
  return { value, ...(note ? { note } : {}) };
}

/**
 * The subcommands of `typelattice`, in help order: their help text, options and what they run.
 *
 * @example
 * ```ts
 * import { COMMANDS } from '@typelattice/cli';
 * Object.keys(COMMANDS); // ['table', 'explain', 'result-type', 'can-cast', 'check', 'creation', 'explore']
 * ```
 */
export const COMMANDS: Readonly<Record<string, CommandSpec>> = {
  table: {
    summary: "print a policy's 18×18 promotion table (the RFC's colours on a terminal)",
    usage: 'typelattice table [--policy NAME] [--mode MODE] [--op OP] [--json]',
    options: { policy: POLICY, mode: MODE, op: OP, json: JSON_OPT },
    examples: ['typelattice table --policy tf-rfc --mode safe --op add', 'typelattice table --policy jax --json'],
    run(a, io) {
      noPositionals('table', a, 'typelattice table --policy jax --mode x32');
      const policy = policyOf(a);
      const t = tableData(policy, modeOf(policy, str(a.values.mode)), opOf(a));
      if (a.values.json) writeJson(io, t);
      else io.stdout(renderTable(t, io.color));
      return 0;
    },
  },
  explain: {
    summary: 'explain why two operands promote to what they do (lattice path or table cell, mode, colour)',
    usage: 'typelattice explain A B [--policy NAME] [--mode MODE] [--op OP] [--value V] [--json]',
    options: {
      policy: POLICY,
      mode: MODE,
      op: OP,
      value: { type: 'string', value: 'V', description: 'the python scalar value of the weak operand (i*, f*, c*), e.g. 300, 2.5, 1+2j' },
      json: JSON_OPT,
    },
    examples: ['typelattice explain int8 uint8 --policy jax', "typelattice explain u8 'i*' --value 300 --policy tf-rfc"],
    run(a, io) {
      if (a.positionals.length !== 2) {
        throw new UsageError(`explain takes two operands (dtype names, codes or weak kinds i*, f*, c*); got ${a.positionals.length}: ${a.positionals.join(' ') || '(none)'}. Example: typelattice explain int8 uint8 --policy jax`);
      }
      const [x, y] = [toOperand(a.positionals[0]!), toOperand(a.positionals[1]!)];
      const { value, note } = scalarValue(str(a.values.value), x, y);
      const policy = policyOf(a);
      const mode = modeOf(policy, str(a.values.mode));
      const e = explain(policy, x, y, {
        op: opOf(a),
        ...(mode === undefined ? {} : { mode }),
        ...(value === undefined ? {} : { value }),
      });
      if (a.values.json) {
        writeJson(io, e);
        return 0;
      }
      const lines = [e.summary];
      if (e.path) lines.push(`  lattice path: ${e.path.fromA.join(' -> ')}  and  ${e.path.fromB.join(' -> ')}`);
      else lines.push(`  table cell [${e.cell.row}, ${e.cell.col}] = ${e.cell.value}`);
      if (e.colour) lines.push(`  colour: ${e.colour}`);
      if (e.reason) lines.push(`  refused: ${e.reason}`);
      if (e.allowedIn) lines.push(`  mode ${e.allowedIn} allows it, giving ${e.widerResult}`);
      if (e.cast) lines.push(`  to make the call work: ${e.cast}`);
      if (note) lines.push(`  note: ${note}`);
      io.stdout(`${lines.join('\n')}\n`);
      return 0;
    },
  },
  'result-type': {
    summary: "the result type of any number of operands: an op's promotion for two, the library's result_type for one or three and more",
    usage: 'typelattice result-type A [B C ...] [--policy NAME] [--mode MODE] [--op OP] [--value V] [--json]',
    options: {
      policy: POLICY,
      mode: MODE,
      op: { ...OP, description: `the op whose promotion two operands get (default add; two operands only): ${OPS.join(', ')}` },
      value: { type: 'string', value: 'V', description: 'the value of the one python scalar operand (i*, f*, c*), e.g. 300' },
      json: JSON_OPT,
    },
    examples: ['typelattice result-type int8 uint8 float16 --policy jax', 'typelattice result-type bool uint16 bfloat16 --policy numpy', "typelattice result-type u8 u8 'i*' --value 300 --policy numpy"],
    run(a, io) {
      if (a.positionals.length === 0) {
        throw new UsageError("result-type takes one or more operands (dtype names, codes or weak kinds i*, f*, c*). Example: typelattice result-type int8 uint8 float16 --policy jax");
      }
      const operands = a.positionals.map((x) => toOperand(x));
      if (a.values.op !== undefined && operands.length !== 2) {
        throw new UsageError(`--op applies to two operands (an op's promotion); ${operands.length} operands get the library's result_type, which is no op's. Drop --op, or give two operands.`);
      }
      const { value, note } = scalarValue(str(a.values.value), ...operands);
      const policy = policyOf(a);
      const mode = modeOf(policy, str(a.values.mode));
      const options = {
        ...(mode === undefined ? {} : { mode }),
        ...(value === undefined ? {} : { value }),
        ...(operands.length === 2 && a.values.op !== undefined ? { op: opOf(a) } : {}),
      };
      const call = `${operands.length === 2 ? (str(a.values.op) ?? 'add') : 'result_type'}(${operands.join(', ')})`;
      const where = `${policy} (mode ${mode ?? promoter(policy).mode})`;
      const n = resultType as unknown as (policy: PolicyName, ...args: unknown[]) => string;
      let result: string;
      try {
        result = n(policy, ...operands, options);
      } catch (e) {
        if (!(e instanceof PromotionError)) throw e;
        if (a.values.json) writeJson(io, { policy, mode: mode ?? promoter(policy).mode, operands, refused: e.message, ...(e.cast ? { cast: e.cast } : {}) });
        else io.stdout(`${where}: ${call} is refused\n  ${e.message}\n`);
        return 0;
      }
      if (a.values.json) writeJson(io, { policy, mode: mode ?? promoter(policy).mode, operands, result, ...(note ? { note } : {}) });
      else io.stdout(`${where}: ${call} = ${result}${note ? `\n  note: ${note}` : ''}\n`);
      return 0;
    },
  },
  'can-cast': {
    summary: "whether the policy's library casts one dtype to another (its can_cast; the RFC's modes: its lattice)",
    usage: 'typelattice can-cast FROM TO [--policy NAME] [--mode MODE] [--json]',
    options: { policy: POLICY, mode: MODE, json: JSON_OPT },
    examples: ['typelattice can-cast float64 float32 --policy torch', 'typelattice can-cast int8 float16 --policy numpy'],
    run(a, io) {
      if (a.positionals.length !== 2) {
        throw new UsageError(`can-cast takes two dtypes (names or codes), the one cast from and the one cast to; got ${a.positionals.length}: ${a.positionals.join(' ') || '(none)'}. Example: typelattice can-cast int8 float16 --policy numpy`);
      }
      const [from, to] = a.positionals.map((x) => toOperand(x));
      const weak = [from, to].find((x) => !isDType(x));
      if (weak !== undefined) {
        throw new UsageError(`can-cast takes dtypes; ${weak} is the kind of a python scalar, which has no dtype to cast from or to. Example: typelattice can-cast int64 float64 --policy numpy`);
      }
      const policy = policyOf(a);
      const p = promoter(policy, modeOf(policy, str(a.values.mode)) as never);
      const result = canCastIn(p, from as DType, to as DType);
      if (a.values.json) writeJson(io, { policy, mode: p.mode, from, to, canCast: result });
      else io.stdout(`${policy} (mode ${p.mode}): can_cast(${from}, ${to}) = ${result}\n`);
      return 0;
    },
  },
  check: {
    summary: "check a policy's lattice laws: commutativity, associativity, non-associative triples",
    usage: 'typelattice check [--policy NAME] [--mode MODE] [--op OP] [--limit N] [--json]',
    options: {
      policy: { ...POLICY, description: `promotion policy (default: every policy): ${POLICIES.join(', ')}` },
      mode: { ...MODE, description: 'check only this mode (default: every mode of the policy)' },
      op: OP,
      limit: { type: 'string', value: 'N', description: 'how many non-associative triples to list (default 5)' },
      json: JSON_OPT,
    },
    examples: ['typelattice check --policy tf-rfc', 'typelattice check --policy jax --mode x64 --json', 'typelattice check --policy tf --mode legacy'],
    run(a, io) {
      noPositionals('check', a, 'typelattice check --policy tf-rfc --mode safe');
      const limitText = str(a.values.limit) ?? '5';
      const limit = Number(limitText);
      if (!Number.isInteger(limit) || limit < 0) throw new UsageError(`--limit ${JSON.stringify(limitText)} is not a count. Give a whole number, e.g. --limit 10.`);
      const policy = str(a.values.policy);
      const mode = str(a.values.mode);
      if (mode !== undefined && policy === undefined) throw new UsageError('--mode needs --policy: modes belong to a policy. Example: typelattice check --policy jax --mode x32');
      const op = opOf(a);
      const policies = policy === undefined ? POLICIES : [checkedPolicy(policy)];
      const reports = policies.flatMap((p) => checkLaws(p, mode === undefined ? undefined : [modeOf(p, mode)!], op, limit));
      if (a.values.json) writeJson(io, reports);
      else io.stdout(renderLaws(reports));
      return 0;
    },
  },
  creation: {
    summary: "print the dtype each creation function gives without one (zeros, full, arange, linspace, eye, random numbers), per policy and mode",
    usage: 'typelattice creation [FUNCTION] [--policy NAME] [--mode MODE] [--json]',
    options: {
      policy: { ...POLICY, description: `promotion policy (default tf-rfc; with FUNCTION: every policy): ${POLICIES.join(', ')}` },
      mode: { ...MODE, description: "the policy's mode (default: its first; with FUNCTION: every mode of the policy)" },
      json: JSON_OPT,
    },
    examples: ['typelattice creation --policy jax --mode x32', 'typelattice creation linspace', 'typelattice creation full --policy tf --json'],
    run(a, io) {
      if (a.positionals.length > 1) throw new UsageError(`creation takes at most one function; got ${a.positionals.join(' ')}. Example: typelattice creation linspace`);
      const word = a.positionals[0];
      const mode = str(a.values.mode);
      if (word === undefined) {
        const policy = policyOf(a);
        const d = creationData(policy, modeOf(policy, mode));
        if (a.values.json) writeJson(io, d);
        else io.stdout(renderCreation(d));
        return 0;
      }
      const fn = creationFunctionOf(word);
      const given = str(a.values.policy);
      if (mode !== undefined && given === undefined) throw new UsageError('--mode needs --policy: modes belong to a policy. Example: typelattice creation linspace --policy jax --mode x32');
      const policies = given === undefined ? POLICIES : [checkedPolicy(given)];
      let rows = creationAcross(fn, policies);
      if (mode !== undefined) {
        const m = modeOf(policies[0]!, mode);
        rows = rows.filter((r) => r.mode === m);
      }
      if (a.values.json) writeJson(io, rows);
      else io.stdout(renderCreationAcross(rows));
      return 0;
    },
  },
  explore: {
    summary: 'build the promotion explorer: a static web page of every lattice, table, diff and explanation',
    usage: 'typelattice explore --out DIR [--json]',
    options: {
      out: { type: 'string', value: 'DIR', description: 'the folder to write the page into (index.html, explorer.js, explorer.css); made if missing' },
      json: { type: 'boolean', description: 'print what was written (folder, file URL, files and sizes) as JSON' },
    },
    examples: ['typelattice explore --out explorer', 'typelattice explore --out /tmp/explorer --json'],
    run(a, io) {
      noPositionals('explore', a, 'typelattice explore --out explorer');
      const out = str(a.values.out);
      if (!out) throw new UsageError('explore needs --out DIR: the folder to write the page into (made if missing). Example: typelattice explore --out explorer');
      const page = buildExplorer({ outDir: out });
      if (a.values.json) writeJson(io, page);
      else {
        const files = page.files.map((f) => `${f.name} ${kB(f.bytes)}`).join(', ');
        io.stdout(`Wrote the promotion explorer to ${page.outDir} (${files}; ${kB(page.bytes)} in all).\nOpen ${page.url}\n`);
      }
      return 0;
    },
  },
};
