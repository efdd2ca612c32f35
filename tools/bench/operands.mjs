// The benchmarks' operands: seeded values per case spec ([dtype, shape, positive?]), and the
// facade's tensor of them, shared by bench-cpu.mjs and bench-threads.mjs.

let seed = 12345;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

/**
 * The values of an operand as numbers (interleaved re, im for complex). The third entry of a spec:
 * true for positive values, or a number `n` for indices in [0, n).
 */
export function values([dtype, shape, positive]) {
  const n = shape.reduce((p, d) => p * d, 1) * (dtype.startsWith('complex') ? 2 : 1);
  const v = new Float64Array(n);
  const int = /int/.test(dtype);
  for (let i = 0; i < n; i++) {
    const u = random();
    if (dtype === 'bool') v[i] = positive || u < 0.5 ? 1 : 0;
    else if (typeof positive === 'number') v[i] = Math.floor(u * positive);
    else v[i] = int ? (positive ? 1 + Math.floor(u * 99) : Math.floor(u * 200) - 100) : positive ? 0.5 + 1.5 * u : (u - 0.5) * 20;
  }
  return v;
}

/** The storage type of each dtype the benchmarks make from plain numbers. */
export const STORAGE = { float32: Float32Array, float64: Float64Array, int8: Int8Array, uint8: Uint8Array, int32: Int32Array, complex64: Float32Array, bool: Uint8Array };

/** The facade's tensor of `spec` ([dtype, shape, positive?]) holding `v` (values(spec)). */
export function oursOperand(tf, spec, v) {
  const [dtype, shape] = spec;
  if (dtype === 'int64') return tf.constant(BigInt64Array.from(v, (x) => BigInt(x)), 'int64', shape);
  // complex values as { re, im } (constant copies them into the pool, as it does every operand here)
  if (dtype === 'complex64') return tf.constant(Array.from({ length: v.length / 2 }, (_, i) => ({ re: v[2 * i], im: v[2 * i + 1] })), 'complex64', shape);
  if (dtype === 'float16' || dtype === 'bfloat16') return tf.constant(Float32Array.from(v), dtype, shape);
  if (dtype === 'bool') return tf.cast(tf.constant(Uint8Array.from(v), 'uint8', shape), 'bool');
  return tf.constant(STORAGE[dtype].from(v), dtype, shape);
}
