// Records what the originals of docs/guide.md's worked ports print, into docs/ports/NAME.out.
// An original is a fenced block flagged `original=NAME`: ```python (run with the recording venv,
// .venv/bin/python: NumPy) or ```js (run with node from tools/, where TF.js and jax-js are
// installed). The port itself (`port=NAME`) is checked against the recording by the packaging
// check (tools/packaging/ports.mjs). Usage: node tools/ports/record.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const TOOLS = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(TOOLS, '..');
const GUIDE = join(ROOT, 'docs', 'guide.md');

/** The blocks of `markdown` flagged original=NAME: { name, lang, code }. */
export function originals(markdown) {
  const out = [];
  const re = /^```(\w+)[^\n]*\boriginal=([\w-]+)[^\n]*\n([\s\S]*?)^```\s*$/gm;
  for (const m of markdown.matchAll(re)) out.push({ lang: m[1], name: m[2], code: m[3] });
  return out;
}

const RUNNERS = {
  python: (file) => [join(ROOT, '.venv', 'bin', 'python'), [file]],
  js: (file) => [process.execPath, [file]],
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const work = join(TOOLS, 'ports', '.work');
  mkdirSync(work, { recursive: true });
  mkdirSync(join(ROOT, 'docs', 'ports'), { recursive: true });
  try {
    for (const o of originals(readFileSync(GUIDE, 'utf8'))) {
      const runner = RUNNERS[o.lang];
      if (!runner) throw new Error(`original=${o.name}: no runner for \`${o.lang}\` (python or js)`);
      const file = join(work, `${o.name}.${o.lang === 'python' ? 'py' : 'mjs'}`);
      writeFileSync(file, o.code);
      const [cmd, args] = runner(file);
      const r = spawnSync(cmd, args, { cwd: work, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`original=${o.name} exited ${r.status}:\n${r.stdout}${r.stderr}`);
      writeFileSync(join(ROOT, 'docs', 'ports', `${o.name}.out`), r.stdout);
      console.log(`docs/ports/${o.name}.out: ${r.stdout.trim().split('\n').length} lines`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
