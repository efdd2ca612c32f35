import { DTYPES, DTYPE_CODES, WEAK_KINDS } from '@typelattice/dtypes';
import { POLICIES } from '@typelattice/promotion';
import type { CommandSpec, OptionSpec } from './commands';

const OPERANDS_LINE = `Operands: ${DTYPES.join(', ')}; or their codes ${DTYPE_CODES.join(', ')}; weak kinds ${WEAK_KINDS.join(', ')} (python int, float, complex).`;

const optionLine = (name: string, o: OptionSpec): string => {
  const flag = `${o.short ? `-${o.short}, ` : '    '}--${name}${o.value ? ` ${o.value}` : ''}`;
  return `  ${flag.padEnd(22)} ${o.description}`;
};

/** The global help: commands, global options, policies and operands. */
export function globalHelp(commands: Readonly<Record<string, CommandSpec>>): string {
  const width = Math.max(...Object.keys(commands).map((n) => n.length));
  return [
    'typelattice: dtype promotion tables, explanations and lattice laws, from the command line.',
    '',
    'Usage: typelattice <command> [options]',
    '',
    'Commands:',
    ...Object.entries(commands).map(([n, c]) => `  ${n.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    optionLine('help', { type: 'boolean', short: 'h', description: 'show this help, or a command\'s (typelattice <command> --help)' }),
    optionLine('version', { type: 'boolean', short: 'v', description: 'print the version' }),
    '',
    `Policies: ${POLICIES.join(', ')}.`,
    OPERANDS_LINE,
    '',
    'Examples:',
    ...Object.values(commands).map((c) => `  ${c.examples[0]}`),
    '',
    'Colours show only on a terminal without NO_COLOR; otherwise the table is plain text with a legend.',
    'Exit codes: 0 done, 2 unknown command, option or name (the message lists the valid ones).',
    '',
  ].join('\n');
}

/** A command's help: usage, options, examples. */
export function commandHelp(name: string, c: CommandSpec): string {
  return [
    `typelattice ${name}: ${c.summary}`,
    '',
    `Usage: ${c.usage}`,
    '',
    'Options:',
    ...Object.entries(c.options).map(([n, o]) => optionLine(n, o)),
    optionLine('help', { type: 'boolean', short: 'h', description: 'show this help' }),
    '',
    ...(name === 'explain' || name === 'result-type' ? [OPERANDS_LINE, ''] : []),
    'Examples:',
    ...c.examples.map((e) => `  ${e}`),
    '',
  ].join('\n');
}
