/**
 * Where the command line reads its environment and writes its output; tests pass their own.
 *
 * @example
 * ```ts
 * import { main } from '@typelattice/cli';
 * const out: string[] = [];
 * const code = main(['--help'], { stdout: (s) => out.push(s), stderr: (s) => out.push(s), color: false });
 * ```
 */
export interface CliIO {
  /** Writes text to standard output (the text ends with its own newline). */
  stdout(text: string): void;
  /** Writes text to standard error (the text ends with its own newline). */
  stderr(text: string): void;
  /** Whether to colour the output: stdout is a TTY and `NO_COLOR` is not set. */
  color: boolean;
}

/**
 * The real process's IO: colour only on a TTY without `NO_COLOR` (https://no-color.org).
 *
 * @example
 * ```ts
 * import { main, processIO } from '@typelattice/cli';
 * process.exitCode = main(['table', '--policy', 'jax'], processIO());
 * ```
 */
export function processIO(): CliIO {
  const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '';
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    color: Boolean(process.stdout.isTTY) && !noColor,
  };
}

/** Writes `data` as indented JSON (bigints as decimal strings), the output of every `--json`. */
export function writeJson(io: CliIO, data: unknown): void {
  io.stdout(`${JSON.stringify(data, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`);
}
