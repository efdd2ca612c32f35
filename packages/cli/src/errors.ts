/**
 * A command-line usage mistake (unknown command, option or name, missing argument). The CLI
 * prints its message and exits with code 2.
 *
 * @example
 * ```ts
 * import { UsageError } from '@typelattice/cli';
 * const e = new UsageError('Unknown command "tabel". Valid commands: table, explain, check.');
 * e.name; // 'UsageError': main prints its message and exits with USAGE_EXIT
 * ```
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * The exit code of a usage mistake, as POSIX tools use it.
 *
 * @example
 * ```ts
 * import { main, USAGE_EXIT } from '@typelattice/cli';
 * main(['tabel'], { stdout() {}, stderr() {}, color: false }) === USAGE_EXIT; // true
 * ```
 */
export const USAGE_EXIT = 2;
