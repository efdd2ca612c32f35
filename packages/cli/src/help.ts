import { DTYPES, DTYPE_CODES, WEAK_KINDS } from '@typelattice/dtypes';
import { POLICIES } from '@typelattice/promotion';
import type { CommandSpec, OptionSpec } from './commands';

const OPERANDS = { dtypes: DTYPES, codes: DTYPE_CODES, weak: WEAK_KINDS, weakMeaning: 'python int, float, complex' } as const;
const OPERANDS_LINE = `Operands: ${DTYPES.join(', ')}; or their codes ${DTYPE_CODES.join(', ')}; weak kinds ${WEAK_KINDS.join(', ')} (${OPERANDS.weakMeaning}).`;

/** One option as the JSON help lists it. */
interface OptionHelp extends OptionSpec {
  readonly name: string;
}

/** A command's help as data: what `typelattice <command> --help --json` prints. */
export interface CommandHelp {
  readonly command: string;
  readonly summary: string;
  readonly usage: string;
  readonly options: readonly OptionHelp[];
  /** The operand names, for the commands that take dtypes. */
  readonly operands?: typeof OPERANDS;
  readonly examples: readonly string[];
}

/** The global help as data: what `typelattice --help --json` prints. */
export interface GlobalHelp {
  readonly program: 'typelattice';
  readonly summary: string;
  readonly usage: string;
  readonly commands: readonly { readonly name: string; readonly summary: string; readonly usage: string }[];
  readonly options: readonly OptionHelp[];
  readonly policies: readonly string[];
  readonly operands: typeof OPERANDS;
  readonly examples: readonly string[];
  readonly exitCodes: Readonly<Record<string, string>>;
}

const JSON_HELP: OptionSpec = { type: 'boolean', description: 'with --help: print the help as JSON' };

/** The global help's data: commands, global options, policies and operands. */
export function globalHelpData(commands: Readonly<Record<string, CommandSpec>>): GlobalHelp {
  return {
    program: 'typelattice',
    summary: 'dtype promotion tables, explanations and lattice laws, from the command line.',
    usage: 'typelattice <command> [options]',
    commands: Object.entries(commands).map(([name, c]) => ({ name, summary: c.summary, usage: c.usage })),
    options: [
      { name: 'help', type: 'boolean', short: 'h', description: "show this help, or a command's (typelattice <command> --help)" },
      { name: 'version', type: 'boolean', short: 'v', description: 'print the version' },
      { name: 'json', ...JSON_HELP },
    ],
    policies: POLICIES,
    operands: OPERANDS,
    examples: Object.values(commands).map((c) => c.examples[0]!),
    exitCodes: { '0': 'done', '2': 'unknown command, option or name (the message lists the valid ones)' },
  };
}

/** A command's help as data: usage, options, examples. */
export function commandHelpData(name: string, c: CommandSpec): CommandHelp {
  return {
    command: name,
    summary: c.summary,
    usage: c.usage,
    options: [
      ...Object.entries(c.options).map(([n, o]) => ({ name: n, ...o })),
      { name: 'help', type: 'boolean', short: 'h', description: 'show this help (as JSON with --json)' },
    ],
    ...(name === 'explain' || name === 'result-type' ? { operands: OPERANDS } : {}),
    examples: c.examples,
  };
}

const optionLine = (o: OptionHelp): string => {
  const flag = `${o.short ? `-${o.short}, ` : '    '}--${o.name}${o.value ? ` ${o.value}` : ''}`;
  return `  ${flag.padEnd(22)} ${o.description}`;
};

/** The global help: commands, global options, policies and operands. */
export function globalHelp(commands: Readonly<Record<string, CommandSpec>>): string {
  const h = globalHelpData(commands);
  const width = Math.max(...h.commands.map((c) => c.name.length));
  return [
    `typelattice: ${h.summary}`,
    '',
    `Usage: ${h.usage}`,
    '',
    'Commands:',
    ...h.commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    ...h.options.filter((o) => o.name !== 'json').map(optionLine),
    '',
    `Policies: ${h.policies.join(', ')}.`,
    OPERANDS_LINE,
    '',
    'Examples:',
    ...h.examples.map((e) => `  ${e}`),
    '',
    'Colours show only on a terminal without NO_COLOR; otherwise the table is plain text with a legend.',
    '--json with --help prints the help as JSON (typelattice --help --json, typelattice <command> --help --json).',
    `Exit codes: ${Object.entries(h.exitCodes).map(([code, what]) => `${code} ${what}`).join(', ')}.`,
    '',
  ].join('\n');
}

/** A command's help: usage, options, examples. */
export function commandHelp(name: string, c: CommandSpec): string {
  const h = commandHelpData(name, c);
  return [
    `typelattice ${name}: ${h.summary}`,
    '',
    `Usage: ${h.usage}`,
    '',
    'Options:',
    ...h.options.map(optionLine),
    '',
    ...(h.operands ? [OPERANDS_LINE, ''] : []),
    'Examples:',
    ...h.examples.map((e) => `  ${e}`),
    '',
  ].join('\n');
}
