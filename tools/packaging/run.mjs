// Runs a child process, failing with its output when it exits non-zero.
import { spawnSync } from 'node:child_process';

/**
 * Runs `cmd args` in `cwd` and returns its stdout (with `allowFail`, the whole spawn result;
 * with `stdio: 'inherit'`, the output goes to this process's). Throws an Error naming the
 * command, the exit code and the output when the command fails (unless `allowFail`).
 */
export function run(cmd, args, { cwd, env, allowFail = false, input, stdio = 'pipe' } = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    input,
    stdio,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw new Error(`could not start \`${cmd}\`: ${r.error.message}`);
  if (r.status !== 0 && !allowFail) {
    const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
    throw new Error(`\`${cmd} ${args.join(' ')}\` exited ${r.status} in ${cwd ?? process.cwd()}${out ? `:\n${out}` : ''}`);
  }
  return allowFail ? r : r.stdout ?? '';
}
