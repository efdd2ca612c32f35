/**
 * A command-line usage mistake (unknown command, option or name, missing argument). The CLI
 * prints its message and exits with code 2.
 *
 * @example
 * ```ts
 * import { UsageError } from '@typelattice/cli';
 * throw new UsageError('Unknown command "tabel". Valid commands: table, explain, check.');
 * ```
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The exit code of a usage mistake, as POSIX tools use it. */
export const USAGE_EXIT = 2;
