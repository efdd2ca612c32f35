import type { DType } from '@typelattice/dtypes';
import { opStatement } from './loop-source';
import { REPS, roundExpr, wrapExpr } from './reps';

/** The binary op a reduction or a scan folds with. */
export type FoldOp = 'add' | 'multiply' | 'maximum' | 'minimum';

/**
 * The statement folding the held element `v` (complex: `vr, vi`) into the running value `a`
 * (complex: `ar, ai`) of dtype `d`, rounded as NumPy's scalar loop of the op rounds each step:
 * integers wrap, float16 and bfloat16 compute in float32 and round once more, complex multiply is
 * `(ar*vr - ai*vi, ar*vi + ai*vr)` with each product and sum rounded to the lane (the scalar loop
 * NumPy runs when the output aliases an input, no fused multiply-add). `maximum` and `minimum` are
 * the elementwise ops' own statements (NaN wins; which of two equal operands wins, per dtype).
 *
 * @example
 * ```ts
 * foldStatement('add', 'float32'); // 'a = Math.fround(a + v);'
 * foldStatement('multiply', 'int8'); // 'a = ((Math.imul(a, v)) << 24 >> 24);'
 * ```
 */
export function foldStatement(op: FoldOp, d: DType): string {
  const { cls, signed } = REPS[d];
  if (op === 'maximum' || op === 'minimum') {
    const stmt = opStatement(op, d);
    if (cls === 'complex') return `{ const xr = ar, xi = ai, yr = vr, yi = vi; let rr, ri; ${stmt} ar = rr; ai = ri; }`;
    return `{ const x = a, y = v; let r; ${stmt} a = r; }`;
  }
  const sym = op === 'add' ? '+' : '*';
  const R = (e: string) => roundExpr(d, e);
  switch (cls) {
    case 'bool':
      return `a = a ${op === 'add' ? '|' : '&'} v;`;
    case 'int':
      return `a = ${wrapExpr(d, op === 'add' ? 'a + v' : 'Math.imul(a, v)')};`;
    case 'bigint':
      // A sum is wrapped when it is stored (a BigInt64Array store wraps); a product would grow.
      return op === 'add' ? 'a = a + v;' : `a = BigInt.${signed ? 'asIntN' : 'asUintN'}(64, a * v);`;
    case 'float':
      return `a = ${R(d === 'float16' || d === 'bfloat16' ? `Math.fround(a ${sym} v)` : `a ${sym} v`)};`;
    case 'complex':
      if (op === 'add') return `ar = ${R('ar + vr')}; ai = ${R('ai + vi')};`;
      return `{ const t = ${R(`${R('ar * vr')} - ${R('ai * vi')}`)}; ai = ${R(`${R('ar * vi')} + ${R('ai * vr')}`)}; ar = t; }`;
  }
}
