import type { CliIO } from './io';

/**
 * Runs the `typelattice` command line with `argv` (the arguments after the program name).
 *
 * @example
 * ```ts
 * import { main } from '@typelattice/cli';
 * main(['--help'], { stdout: console.log, stderr: console.error, color: false }); // 0
 * ```
 */
export function main(argv: readonly string[], io: CliIO): number {
  io.stdout(`typelattice ${argv.join(' ')}\n`);
  return 0;
}
