import type { DType } from '@typelattice/dtypes';
import { isBinaryOp, isComparisonOp, type Op } from '@typelattice/kernels-core';
import { convertExpr, roundExpr, wrapExpr } from './convert';
import { gpuFormat, isDeviceCondition, type GpuFormat } from './formats';
import { COMPLEX_OPS, realOpExpr } from './op-sources';

/**
 * How an operand is read for each output element: `same` (its shape is the output's), `scalar`
 * (one element), or `strided` (NumPy broadcasting: element strides per output axis, 0 on
 * broadcast axes).
 */
export type OperandLayout =
  | { readonly kind: 'same' }
  | { readonly kind: 'scalar' }
  | { readonly kind: 'strided'; readonly strides: readonly number[] };

/** Everything a kernel is specialised for. */
export interface KernelSpec {
  readonly op: Op;
  readonly a: DType;
  readonly b?: DType;
  /** The dtype the math is done in. */
  readonly compute: DType;
  /** The result dtype (the compute result is converted when it differs). */
  readonly out: DType;
  readonly outShape: readonly number[];
  readonly aLayout: OperandLayout;
  readonly bLayout?: OperandLayout;
  /** `where`: the condition's dtype ({@link isDeviceCondition}; its truthiness picks a or b). */
  readonly cond?: DType;
  readonly condLayout?: OperandLayout;
}

const finish = (f: GpuFormat, v: string): string =>
  f.kind === 'float' ? roundExpr(f.round, v) : f.kind === 'int' ? wrapExpr(f, v) : v;

/** Contiguous element strides of a shape. */
export function contiguousStrides(shape: readonly number[]): number[] {
  const s = new Array<number>(shape.length);
  let n = 1;
  for (let k = shape.length - 1; k >= 0; k--) {
    s[k] = n;
    n *= shape[k]!;
  }
  return s;
}

// Element index of each strided operand from the flat output index `e`. Integer division by
// float32 is corrected by one step either way, so it is exact for any rounding of `/`.
function indexLines(spec: KernelSpec): string[] {
  const layouts: [string, OperandLayout | undefined][] = [['ia', spec.aLayout], ['ib', spec.bLayout], ['ic', spec.condLayout]];
  const lines: string[] = [];
  for (const [name, l] of layouts) {
    if (!l) continue;
    lines.push(`let ${name} = ${l.kind === 'same' ? 'e' : '0.0'};`);
  }
  const strided = layouts.filter(([, l]) => l?.kind === 'strided') as [string, { strides: readonly number[] }][];
  if (strided.length === 0) return lines;
  const outStrides = contiguousStrides(spec.outShape);
  lines.push('let rem = e;');
  spec.outShape.forEach((_, k) => {
    const s = outStrides[k]!;
    lines.push(
      `let c${k} = Math.floor(rem / ${s}.0);`,
      `if (c${k} * ${s}.0 > rem) { c${k} = c${k} - 1.0; }`,
      `if ((c${k} + 1.0) * ${s}.0 <= rem) { c${k} = c${k} + 1.0; }`,
      `rem = rem - c${k} * ${s}.0;`,
      ...strided.filter(([, l]) => l.strides[k] !== 0).map(([n, l]) => `${n} = ${n} + c${k} * ${l.strides[k]}.0;`),
    );
  });
  return lines;
}

function body(spec: KernelSpec, lines: string[]): string {
  const params = spec.cond !== undefined ? 'c, a, b' : spec.b === undefined ? 'a' : 'a, b';
  return `function (${params}) {\n${lines.map((l) => `  ${l}`).join('\n')}\n}`;
}

// An operand converted to the compute dtype holds the same value (no rounding, wrapping or truthiness).
const lossless = (from: DType, to: DType): boolean => convertExpr(from, to, 'v') === 'v';
const integral = (d: DType): boolean => ['int', 'bool'].includes(gpuFormat(d)?.kind ?? '');

function realSource(spec: KernelSpec, f: GpuFormat): string | undefined {
  const head = ['const e = this.thread.x / 1;', ...indexLines(spec)];
  const x = convertExpr(spec.a, spec.compute, 'a[ia]');
  if (x === undefined) return undefined;
  if (spec.op === 'cast') {
    const out = convertExpr(spec.compute, spec.out, 'v');
    return out === undefined ? undefined : body(spec, [...head, `const v = ${x};`, `return ${out};`]);
  }
  const y = spec.b === undefined ? undefined : convertExpr(spec.b, spec.compute, 'b[ib]');
  if (spec.b !== undefined && y === undefined) return undefined;
  if (spec.op === 'where') {
    const out = convertExpr(spec.compute, spec.out, 'v');
    if (spec.cond === undefined || !isDeviceCondition(spec.cond) || y === undefined || out === undefined) return undefined;
    return body(spec, [...head, `const x = ${x};`, `const y = ${y};`, 'let v = y;', 'if (truth(c[ic]) == 1.0) { v = x; }', `return ${out};`]);
  }
  // With `exactIntegers` a comparison of integers compares their values whatever the compute
  // dtype; a registry kernel cannot see that option, so it takes only integers whose conversion
  // keeps their values (where both semantics agree).
  if (isComparisonOp(spec.op) && integral(spec.a) && spec.b !== undefined && integral(spec.b)) {
    if (!lossless(spec.a, spec.compute) || !lossless(spec.b, spec.compute)) return undefined;
  }
  const r = realOpExpr(spec.op, f, 'x', y === undefined ? undefined : 'y');
  if (r === undefined) return undefined;
  const out = r.bool ? convertExpr('bool', spec.out, 'v') : convertExpr(spec.compute, spec.out, 'v');
  if (out === undefined) return undefined;
  const v = r.bool ? r.expr : finish(f, r.expr);
  return body(spec, [...head, `const x = ${x};`, ...(y === undefined ? [] : [`const y = ${y};`]), `const v = ${v};`, `return ${out};`]);
}

// Complex64 is interleaved: thread t writes lane t % 2 of element floor(t / 2).
function complexLoad(dtype: DType, arr: string, idx: string): [string, string] | undefined {
  if (gpuFormat(dtype)?.kind === 'complex') return [`${arr}[${idx} * 2.0]`, `${arr}[${idx} * 2.0 + 1.0]`];
  const re = convertExpr(dtype, 'float32', `${arr}[${idx}]`);
  return re === undefined ? undefined : [re, '0.0'];
}

function complexSource(spec: KernelSpec): string | undefined {
  if (spec.out !== spec.compute) return undefined;
  const a = complexLoad(spec.a, 'a', 'ia');
  if (!a) return undefined;
  const head = ['const t = this.thread.x / 1;', 'const e = Math.floor(t * 0.5);', 'const lane = t - e * 2.0;'];
  if (spec.op === 'cast') {
    return body(spec, [...head, ...indexLines(spec), `if (lane == 0.0) { return ${a[0]}; }`, `return ${a[1]};`]);
  }
  const src = COMPLEX_OPS[spec.op];
  const b = spec.b === undefined ? undefined : complexLoad(spec.b, 'b', 'ib');
  if (!src || !b) return undefined;
  return body(spec, [
    ...head,
    ...indexLines(spec),
    `const ar = ${a[0]};`,
    `const ai = ${a[1]};`,
    `const br = ${b[0]};`,
    `const bi = ${b[1]};`,
    `if (lane == 0.0) { return ${src.re}; }`,
    `return ${src.im};`,
  ]);
}

/**
 * The gpu.js kernel source for a spec, or `undefined` where no exact GPU kernel is written for
 * it (the capability matrix then says `unsupported` and the CPU computes it).
 *
 * @example
 * ```ts
 * kernelSource({ op: 'add', a: 'float16', b: 'float16', compute: 'float16', out: 'float16',
 *   outShape: [4], aLayout: { kind: 'same' }, bLayout: { kind: 'same' } }); // '...roundF16((x + y))...'
 * ```
 */
export function kernelSource(spec: KernelSpec): string | undefined {
  const f = gpuFormat(spec.compute);
  if (!f || !gpuFormat(spec.a) || (spec.b !== undefined && !gpuFormat(spec.b))) return undefined;
  // Operands as the primitive takes them: two for a binary op and where (plus its condition), one otherwise.
  const two = isBinaryOp(spec.op) || spec.op === 'where';
  if (two !== (spec.b !== undefined) || (spec.op === 'where') !== (spec.cond !== undefined)) return undefined;
  return f.kind === 'complex' ? complexSource(spec) : realSource(spec, f);
}
