import { PolicyError } from '@typelattice/promotion';
import { parseArgs } from 'node:util';
import { COMMANDS } from './commands';
import { USAGE_EXIT, UsageError } from './errors';
import { commandHelp, commandHelpData, globalHelp, globalHelpData } from './help';
import { writeJson, type CliIO } from './io';
import { version } from './version';

const HELP = { type: 'boolean', short: 'h' } as const;
// the options before any command: --help (also `help`), --version, and --json for either
const GLOBAL = { help: HELP, version: { type: 'boolean', short: 'v' }, json: { type: 'boolean' } } as const;

// a value that starts with a dash but is a number (`-1`, `-2.5`, `-1e3`, `-inf`, `-nan`, `-1+2j`, `-.5j`)
const NEGATIVE_NUMBER = /^-(?:\d|\.\d|inf|nan)/i;

/**
 * `--value -1` as `--value=-1`: parseArgs refuses an option value that starts with a dash as
 * ambiguous; a negative number after a string option is that option's value.
 */
export function joinNegativeValues(argv: readonly string[], options: Record<string, { type: 'string' | 'boolean'; short?: string }>): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    const short = /^-[a-zA-Z]$/.test(arg) ? Object.keys(options).find((k) => options[k]!.short === arg[1]) : undefined;
    const key = name !== undefined && options[name] !== undefined ? name : short;
    if (key !== undefined && options[key]!.type === 'string' && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      out.push(`--${key}=${next}`);
      i++;
    } else {
      out.push(arg);
    }
  }
  return out;
}

/** parseArgs with our options, its errors turned into usage errors that list the valid options. */
function parse(argv: readonly string[], options: Record<string, { type: 'string' | 'boolean'; short?: string }>, where: string) {
  try {
    return parseArgs({ args: joinNegativeValues(argv, options), options, allowPositionals: true, strict: true });
  } catch (e) {
    const valid = Object.keys(options).map((o) => `--${o}`).join(', ');
    const what = (e instanceof Error ? e.message : String(e)).split('\n').join(' ').replace(/\.$/, '');
    throw new UsageError(`${what}. Valid options for ${where}: ${valid}. See ${where} --help.`);
  }
}

/**
 * Runs the `typelattice` command line with `argv` (the arguments after the program name) and
 * returns the exit code: 0 done, 2 usage mistake (the message on stderr lists valid values).
 *
 * @example
 * ```ts
 * import { main } from '@typelattice/cli';
 * const out: string[] = [];
 * const code = main(['explain', 'int8', 'uint8', '--policy', 'jax'], { stdout: (s) => out.push(s), stderr: (s) => out.push(s), color: false });
 * // code === 0; out[0] starts with 'jax (mode x64) add(int8, uint8) = int16'
 * ```
 */
export function main(argv: readonly string[], io: CliIO): number {
  try {
    const [first, ...rest] = argv;
    if (first === undefined) {
      io.stdout(globalHelp(COMMANDS));
      return USAGE_EXIT;
    }
    if (first === 'help' || first.startsWith('-')) {
      // `help [command]`, `--help [command]`, `--version`, each with --json for data
      const { values, positionals } = parse(first === 'help' ? rest : argv, GLOBAL, 'typelattice');
      if (first === 'help' || values.help) {
        if (positionals.length > 1) {
          throw new UsageError(`typelattice help takes one command name; got ${positionals.map((p) => JSON.stringify(p)).join(', ')}. Write typelattice <command> --help.`);
        }
        const topic = positionals[0];
        const spec = topic === undefined ? undefined : COMMANDS[topic];
        if (topic !== undefined && !spec) throw new UsageError(unknownCommand(topic));
        if (values.json) writeJson(io, spec ? commandHelpData(topic!, spec) : globalHelpData(COMMANDS));
        else io.stdout(spec ? commandHelp(topic!, spec) : globalHelp(COMMANDS));
        return 0;
      }
      if (positionals.length > 0) {
        throw new UsageError(`Options go after the command: typelattice ${positionals[0]} ${argv.filter((a) => a.startsWith('-')).join(' ')}. See typelattice --help.`);
      }
      if (values.version) {
        if (values.json) writeJson(io, { version: version() });
        else io.stdout(`${version()}\n`);
        return 0;
      }
      throw new UsageError('--json needs a command or --help: typelattice <command> --json, or typelattice --help --json. See typelattice --help.');
    }
    const spec = COMMANDS[first];
    if (!spec) throw new UsageError(unknownCommand(first));
    const { values, positionals } = parse(rest, { ...spec.options, help: HELP }, `typelattice ${first}`);
    if (values.help) {
      // every command takes --json; one that did not would refuse it above as an unknown option
      if (values.json) writeJson(io, commandHelpData(first, spec));
      else io.stdout(commandHelp(first, spec));
      return 0;
    }
    return spec.run({ values, positionals }, io);
  } catch (e) {
    if (e instanceof UsageError || e instanceof PolicyError) {
      io.stderr(`typelattice: ${e.message}\n`);
      return USAGE_EXIT;
    }
    throw e;
  }
}

function unknownCommand(name: string): string {
  return `Unknown command ${JSON.stringify(name)}. Valid commands: ${Object.keys(COMMANDS).join(', ')}. See typelattice --help.`;
}
