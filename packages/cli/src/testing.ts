import type { CliIO } from './io';
import { main } from './main';

/** Runs `main` with captured output (tests only; not exported from the package). */
export function runCli(argv: readonly string[], color = false): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), color };
  const code = main(argv, io);
  return { code, stdout, stderr };
}
