// Measures how far the CPU kernels' float functions are from NumPy's, in units in the last place:
// NumPy's results on every float16 and bfloat16 value and on N float32 and float64 arguments
// (default 500,000; tools/ulps/numpy_values.py writes them), against the kernels' (the built
// @typelattice/kernels-cpu). Prints, per function and dtype, the elements compared, how many
// differ, the largest difference in ulps, and any difference that is not a finite ulp distance
// (a NaN, an infinity or a zero where the other has none, a sign): the numbers the kernels-cpu
// README's tolerance table and test/tolerances.ts state.
//
//   node tools/ulps/measure-ulps.mjs [N] [FUNCTION ...] [--json]   (after pnpm --filter @typelattice/kernels-cpu build)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { binary, unary } from '@typelattice/kernels-cpu';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 500_000);
const json = args.includes('--json');
const only = args.filter((a) => /^[a-z0-9]+$/.test(a) && !/^\d+$/.test(a));

const STORAGE = { float16: Uint16Array, bfloat16: Uint16Array, float32: Float32Array, float64: Float64Array };
const BITS = { float16: Uint16Array, bfloat16: Uint16Array, float32: Uint32Array, float64: BigUint64Array };
const WIDTH = { float16: 16, bfloat16: 16, float32: 32, float64: 64 };

/** The bits of element i as a signed, ordered integer (negative floats below positive ones). */
function ordered(bits, i, width) {
  const b = BigInt(bits[i]);
  const sign = 1n << BigInt(width - 1);
  return b & sign ? -(b & (sign - 1n)) : b;
}

/** Whether the bits of element i are a NaN, an infinity, a zero. */
function classOf(bits, i, width) {
  const b = BigInt(bits[i]);
  const exp = width === 64 ? 0x7ff0000000000000n : width === 32 ? 0x7f800000n : 0x7c00n;
  const bfExp = 0x7f80n;
  const e = width === 16 && bits.bf ? bfExp : exp;
  const mant = width === 64 ? 0xfffffffffffffn : width === 32 ? 0x7fffffn : bits.bf ? 0x7fn : 0x3ffn;
  if ((b & e) === e) return (b & mant) === 0n ? 'inf' : 'nan';
  if ((b & (e | mant)) === 0n) return 'zero';
  return 'finite';
}

const dir = mkdtempSync(join(tmpdir(), 'ulps-'));
try {
  execFileSync(join(ROOT, '.venv', 'bin', 'python'), [join(ROOT, 'tools', 'ulps', 'numpy_values.py'), dir, String(n)], { stdio: 'inherit' });
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  const rows = [];
  for (const { op, dtype, count, arity } of index.cases) {
    if (only.length > 0 && !only.includes(op)) continue;
    const read = (suffix) => {
      const buf = readFileSync(join(dir, `${op}.${dtype}.${suffix}`));
      return new STORAGE[dtype](buf.buffer, buf.byteOffset, buf.byteLength / STORAGE[dtype].BYTES_PER_ELEMENT);
    };
    const a = { data: read('args'), dtype, shape: [count] };
    const want = read('want');
    const got =
      arity === 1
        ? unary(op, a, { computeDType: dtype }).data
        : binary(op, a, { data: read('args2'), dtype, shape: [count] }, { computeDType: dtype }).data;
    const bits = (x) => {
      const b = new BITS[dtype](x.buffer, x.byteOffset, x.length);
      b.bf = dtype === 'bfloat16';
      return b;
    };
    const g = bits(got);
    const w = bits(want);
    const width = WIDTH[dtype];
    let differ = 0;
    let maxUlps = 0n;
    const other = {};
    for (let i = 0; i < count; i++) {
      if (g[i] === w[i]) continue;
      const cg = classOf(g, i, width);
      const cw = classOf(w, i, width);
      if (cg === 'nan' && cw === 'nan') continue;
      differ++;
      if (cg !== 'finite' || cw !== 'finite') {
        const kind = `${cw} -> ${cg}`;
        other[kind] = (other[kind] ?? 0) + 1;
        continue;
      }
      const d = ordered(g, i, width) - ordered(w, i, width);
      const ulps = d < 0n ? -d : d;
      if ((ordered(g, i, width) < 0n) !== (ordered(w, i, width) < 0n)) other['sign'] = (other['sign'] ?? 0) + 1;
      else if (ulps > maxUlps) maxUlps = ulps;
    }
    rows.push({ op, dtype, compared: count, differ, maxUlps: Number(maxUlps), other });
  }
  if (json) console.log(JSON.stringify({ numpy: index.numpy, rows }, null, 1));
  else {
    console.log(`NumPy ${index.numpy}: ${n.toLocaleString('en')} float32/float64 arguments per function, every float16/bfloat16 value`);
    console.log('| function | dtype | compared | differ | max ulps | other differences |');
    console.log('| --- | --- | ---: | ---: | ---: | --- |');
    for (const r of rows) {
      const other = Object.entries(r.other).map(([k, v]) => `${k}: ${v}`).join(', ');
      console.log(`| ${r.op} | ${r.dtype} | ${r.compared} | ${r.differ} (${((100 * r.differ) / r.compared).toFixed(2)} %) | ${r.maxUlps} | ${other} |`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
