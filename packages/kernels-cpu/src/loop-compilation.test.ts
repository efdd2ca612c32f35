// The two paths of every generated loop (loop-compile.ts) compute the same bits: each loop kind,
// for every op, compute dtype, layout and pair of dtypes the precompiled table serves, is built
// once with `new Function` and once from the precompiled table, run on the same seeded inputs
// (the dtype's edge values against each other: NaN, ±inf, ±0, subnormals, integer extremes;
// then random bit patterns, NaN payloads included, and small values), and the outputs compared
// byte for byte, any NaN equal to any NaN. The texts the cases asked for must be exactly the
// generated table's.
import { allocate, DTYPES, dtypeInfo, finfo, iinfo, writeValues, type DType, type JsValue, type Storage } from '@typelattice/dtypes';
import { seededRandom } from '@typelattice/kernels-core';
import { describe, expect, it } from 'vitest';
import { GEMM_LANES, LAYOUTS, LOOP_OP_KIND, precompiledSources, served } from '../scripts/generate-precompiled-loops';
import { binarySpec, castParts, clipSpec, elementwiseParts, negCheckParts, unarySpec, whereSpec, type ElementwiseLoop } from './elementwise-source';
import { loopCompilation, setLoopCompilation, type LoopCompilation } from './loop-compile';
import { heldResult, ownDTypes, type LoopOp } from './loop-ops';
import type { PrecompiledParts } from './loop-source';
import type { BinaryLoop, ClipLoop, UnaryLoop, WhereLoop } from './loop-types';
import { castLoop, castLoopOn, elementwiseLoop, negCheckOn } from './loops';
import { complexGemmOn, jsGemmOn, type Gemm, type LaneArray } from './matmul-lanes';
import { complexGemmSource, gemmSource } from './matmul-source';
import { argLoopOn, runLoopOn, scanLoopOn } from './reduce-loops';
import { argLoopParts, runLoopParts, scanLoopParts } from './reduce-source';
import { REPS } from './reps';

const MODES: readonly LoopCompilation[] = ['eval', 'precompiled'];
const asked = new Set<string>();
const record = (parts: PrecompiledParts) => {
  asked.add(parts.template);
  for (const p of parts.pieces) asked.add(p);
};

const bytes = (s: Storage): Uint8Array => new Uint8Array(s.buffer, s.byteOffset, s.byteLength);
const copy = <S extends Storage>(s: S): S => s.slice() as S;

/** The values that break loops: specials, boundaries, and values that pick branches (shift counts, ±0.5). */
function edges(d: DType): JsValue[] {
  const { cls } = REPS[d];
  if (cls === 'bool') return [false, true];
  if (cls === 'int' || cls === 'bigint') {
    const { min, max } = iinfo(d as never);
    const small = [-64n, -9n, -3n, -2n, -1n, 0n, 1n, 2n, 3n, 7n, 8n, 15n, 16n, 31n, 32n, 63n, 64n];
    const all = [min, min + 1n, max - 1n, max, ...small].filter((v) => v >= min && v <= max);
    return all.map((v) => (cls === 'bigint' ? v : Number(v)));
  }
  const f = finfo(d as never);
  const real = [NaN, Infinity, -Infinity, 0, -0, 1, -1, 0.5, -0.5, 1.5, -2.5, 2, 3, -3, 0.25];
  const tiny = [f.smallestSubnormal, -f.smallestSubnormal, f.smallestNormal - f.smallestSubnormal, f.smallestNormal, -f.smallestNormal];
  const big = [f.max, -f.max, f.eps, 1 + f.eps];
  if (cls === 'float') return [...real, ...tiny, ...big];
  const parts = [NaN, Infinity, -Infinity, 0, -0, 1, -1.5, f.smallestSubnormal, f.max, 0.5];
  return parts.flatMap((re) => parts.map((im) => ({ re, im })));
}

/** A small value of `d` (integers and halves in [-8, 8]), where ops such as pow and floordiv give finite, varied results. */
function moderate(d: DType, rand: () => number): JsValue {
  const { cls } = REPS[d];
  const v = Math.round(rand() * 32 - 16) / 2;
  if (cls === 'bool') return rand() < 0.5;
  if (cls === 'int' || cls === 'bigint') {
    const k = dtypeInfo(d).kind === 'u' ? Math.abs(Math.trunc(v)) : Math.trunc(v);
    return cls === 'bigint' ? BigInt(k) : k;
  }
  return cls === 'complex' ? { re: v, im: Math.round(rand() * 8 - 4) / 4 } : v;
}

/** Storage of `n` elements of `d`: `head` values first, then seeded random bit patterns, every third a moderate value. */
function sample(d: DType, n: number, rand: () => number, head: readonly JsValue[] = edges(d)): Storage {
  const s = allocate(d, n);
  const raw = bytes(s);
  for (let i = 0; i < raw.length; i++) raw[i] = d === 'bool' ? (rand() < 0.5 ? 1 : 0) : Math.floor(rand() * 256);
  const start = Math.min(head.length, n);
  writeValues(s as never, d, 0, head.slice(0, start));
  for (let i = start; i < n; i += 3) writeValues(s as never, d, i, [moderate(d, rand)]);
  return s;
}

/** Operands whose first elements are the edge values of each against those of the other (up to 32 × 32). */
function pairSample(da: DType, db: DType, rand: () => number, extra: number): [Storage, Storage, number] {
  const [ea, eb] = [edges(da).slice(0, 32), edges(db).slice(0, 32)];
  const n = ea.length * eb.length + extra;
  return [sample(da, n, rand, ea.flatMap((v) => eb.map(() => v))), sample(db, n, rand, ea.flatMap(() => eb)), n];
}

const isNaNBits = (d: DType, bits: number): boolean =>
  d === 'float16' ? (bits & 0x7c00) === 0x7c00 && (bits & 0x3ff) !== 0 : (bits & 0x7f80) === 0x7f80 && (bits & 0x7f) !== 0;

/**
 * The first element where two storages of `d` differ, shown with both values, or ''. Bytes must
 * be equal, except that any NaN equals any NaN: JavaScript keeps no NaN's sign or payload (V8's
 * tiers give different ones for the same expression), so they are not part of a value.
 */
function firstDifference(d: DType, x: Storage, y: Storage): string {
  const family = dtypeInfo(d).family;
  const size = x.BYTES_PER_ELEMENT;
  const hex = (s: Storage, e: number) => Buffer.from(bytes(s).subarray(e * size, (e + 1) * size)).toString('hex');
  for (let e = 0; e < x.length; e++) {
    const [p, q] = [x[e]!, y[e]!];
    if (Object.is(p, q)) continue;
    if (family === 'float16bits' && isNaNBits(d, p as number) && isNaNBits(d, q as number)) continue;
    if (hex(x, e) === hex(y, e)) continue;
    return `slot ${e}: ${String(p)} (${hex(x, e)}) against ${String(q)} (${hex(y, e)})`;
  }
  return '';
}

/** An output of a loop to compare: storage of a dtype, or a number it returned. */
type Output = readonly [Storage, DType] | number;

/** Runs `run` on the same inputs with each path's loop and expects the same values in every output. */
function same<F>(build: (mode: LoopCompilation) => F, run: (loop: F) => readonly Output[], label: string): void {
  const [a, b] = MODES.map((mode) => run(build(mode)));
  expect(a!.length, label).toBe(b!.length);
  a!.forEach((x, k) => {
    const y = b![k]!;
    if (typeof x === 'number') expect(y, label).toBe(x);
    else expect(firstDifference(x[1], x[0], (y as readonly [Storage, DType])[0]), `${label}: output ${k}`).toBe('');
  });
}

/** The elementwise loop of `spec` on each path, asking for its precompiled texts. */
const loopOf =
  <F>(spec: ElementwiseLoop) =>
  (mode: LoopCompilation): F => {
    if (mode === 'precompiled') record(elementwiseParts(spec));
    return elementwiseLoop<F>(spec, mode);
  };

const opsOf = (kind: 'unary' | 'binary' | 'where'): LoopOp[] => (Object.keys(LOOP_OP_KIND) as LoopOp[]).filter((op) => LOOP_OP_KIND[op] === kind);
const INTEGRAL = DTYPES.filter((d) => ['bool', 'int', 'bigint'].includes(REPS[d].cls));
const pick = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length)]!;

describe('the precompiled loops compute the same bits as the generated ones', () => {
  it('binary loops: every op, compute dtype and layout; mixed operand dtypes; every output dtype', () => {
    const rand = seededRandom(32);
    const run = (spec: ElementwiseLoop, layout: string, extra = 64) => {
      const [x, y] = spec.operands;
      const [a, b, n] = pairSample(x!.dtype, y!.dtype, rand, extra);
      const o = sample(spec.out, 2 * n + 8, rand);
      // strided: every other element, offsets 1; scalars: one element at offset 2
      const [sa, sb] = layout === 'strided' ? [1, 1] : [layout === 'scalarA' ? 0 : 1, layout === 'scalarB' ? 0 : 1];
      const m = layout === 'strided' ? Math.floor((n - 1) / 2) : n - 2;
      const stride = layout === 'strided' ? 2 : 1;
      same(
        loopOf<BinaryLoop>(spec),
        (loop) => {
          const out = copy(o);
          const [ao, bo] = [layout === 'scalarA' ? 2 : 1, layout === 'scalarB' ? 2 : 1];
          loop(a, b, out, ao, bo, 3, m, sa * stride, sb * stride);
          return [[out, spec.out]];
        },
        spec.name,
      );
    };
    for (const op of opsOf('binary')) {
      for (const c of DTYPES) {
        if (!served(op, c)) continue;
        const held = ownDTypes(op) ? 'int32' : c;
        for (const layout of LAYOUTS) run(binarySpec(op, c, held, held, heldResult(op, c), layout), layout);
        // operands of other dtypes, converted in the loop (own-dtype ops: integers only), into another output dtype
        const others = ownDTypes(op) ? INTEGRAL : DTYPES;
        const layout = pick(LAYOUTS, rand);
        run(binarySpec(op, c, pick(others, rand), pick(others, rand), pick(DTYPES, rand), layout), layout, 32);
      }
    }
    // every (held result, output) pair: add holds its compute dtype
    for (const c of DTYPES) for (const out of DTYPES) run(binarySpec('add', c, c, c, out, 'contiguous'), 'contiguous', 16);
    // every comparison's bool result into every output dtype
    for (const out of DTYPES) run(binarySpec('less', 'float32', 'float32', 'float32', out, 'contiguous'), 'contiguous', 16);
  });

  it('a binary loop whose first operand is its output (the reductions fold rows in place)', () => {
    const rand = seededRandom(33);
    for (const c of ['float16', 'int8', 'uint64', 'complex64', 'float64'] as const) {
      const b = sample(c, 200, rand);
      const o = sample(c, 200, rand);
      same(
        loopOf<BinaryLoop>(binarySpec('maximum', c, c, c, c, 'contiguous')),
        (loop) => {
          const acc = copy(o);
          loop(acc, b, acc, 0, 0, 0, 200, 1, 1);
          return [[acc, c]];
        },
        `maximum ${c} in place`,
      );
    }
  });

  it('unary loops: every op and compute dtype, from every input dtype, into other output dtypes', () => {
    const rand = seededRandom(34);
    for (const op of opsOf('unary')) {
      for (const c of DTYPES) {
        if (!served(op, c)) continue;
        for (const [da, out] of [[c, heldResult(op, c)], [pick(DTYPES, rand), pick(DTYPES, rand)]] as const) {
          const a = sample(da, 300, rand);
          const o = sample(out, 305, rand);
          same(
            loopOf<UnaryLoop>(unarySpec(op, c, da, out)),
            (loop) => {
              const r = copy(o);
              loop(a, r, 300, 5);
              return [[r, out]];
            },
            `${op} ${c} from ${da} into ${out}`,
          );
        }
      }
    }
  });

  it('where loops: every compute dtype and layout, conditions of every dtype', () => {
    const rand = seededRandom(35);
    for (const c of DTYPES) {
      for (const layout of ['contiguous', 'strided'] as const) {
        for (const [dt, da, db, out] of [['bool', c, c, c], [pick(DTYPES, rand), pick(DTYPES, rand), pick(DTYPES, rand), pick(DTYPES, rand)]] as const) {
          const [a, b, n] = pairSample(da, db, rand, 32);
          const t = sample(dt, n, rand);
          const o = sample(out, n, rand);
          const s = layout === 'strided' ? 2 : 1;
          same(
            loopOf<WhereLoop>(whereSpec(c, dt, da, db, out, layout)),
            (loop) => {
              const r = copy(o);
              loop(t, a, b, r, 0, 1, 0, 0, Math.floor((n - 1) / s), s, s, layout === 'strided' ? 0 : 1);
              return [[r, out]];
            },
            `where ${c} ${layout} (${dt}, ${da}, ${db}) into ${out}`,
          );
        }
      }
    }
  });

  it('clip loops: every compute dtype the table serves, array, strided and scalar bounds', () => {
    const rand = seededRandom(37);
    for (const c of DTYPES) {
      for (const layout of ['contiguous', 'strided', 'scalarBounds'] as const) {
        const op: LoopOp = layout === 'scalarBounds' ? 'clip_scalar_bounds' : 'clip';
        if (!served(op, c)) continue;
        const out = heldResult(op, c);
        const [x, lo, n] = pairSample(c, c, rand, 32);
        const hi = sample(c, n, rand);
        const o = sample(out, n, rand);
        const s = layout === 'strided' ? 2 : 1;
        same(
          loopOf<ClipLoop>(clipSpec(c, c, c, c, out, layout)),
          (loop) => {
            const r = copy(o);
            // scalar bounds: the bounds' elements 3 and 5, hoisted
            loop(x, lo, hi, r, 0, layout === 'scalarBounds' ? 3 : 0, layout === 'scalarBounds' ? 5 : 0, 0, Math.floor((n - 1) / s), s, s, s);
            return [[r, out]];
          },
          `clip ${c} ${layout} into ${out}`,
        );
      }
    }
  });

  it('casts and the negative-exponent check: every pair of dtypes', () => {
    const rand = seededRandom(36);
    for (const from of DTYPES) {
      const a = sample(from, 400, rand);
      const head = edges(from).filter((v) => typeof v !== 'number' || v >= 0);
      const positive = sample(from, head.length, rand, head);
      for (const to of DTYPES) {
        const o = sample(to, 400, rand);
        same(
          (mode) => (mode === 'precompiled' && record(castParts(from, to)), castLoopOn(from, to, mode)),
          (loop) => {
            const r = copy(o);
            loop(a, r, 400);
            return [[r, to]];
          },
          `cast ${from} to ${to}`,
        );
        same(
          (mode) => (mode === 'precompiled' && record(negCheckParts(from, to)), negCheckOn(from, to, mode)),
          (check) => [check(a, 400), check(a.subarray(dtypeInfo(from).lanes * 20) as Storage, 380), check(positive, head.length)],
          `first negative of ${from} read as ${to}`,
        );
      }
    }
  });

  it('reduction runs, arg loops and scans: every op and pair of dtypes, across the cast chunk', () => {
    const rand = seededRandom(37);
    const inputs = new Map(DTYPES.map((d) => [d, sample(d, 9000, rand)]));
    for (const from of DTYPES) {
      const x = inputs.get(from)!;
      for (const acc of DTYPES) {
        // one pair in four crosses NumPy's cast chunk (the same template for all)
        const long = (dtypeInfo(from).index + dtypeInfo(acc).index) % 4 === 0 ? 8500 : 1200;
        const seed = sample(acc, 4, rand);
        for (const op of ['sum', 'prod', 'max', 'min'] as const) {
          same(
            (mode) => (mode === 'precompiled' && record(runLoopParts(op, from, acc)), runLoopOn(op, from, acc, mode)),
            (loop) => {
              // edges folded from a seed value; a first element copied; the pairwise blocks and recursion; a cast chunk crossed
              const r = copy(seed);
              loop(x, 0, 60, r, 0, false);
              loop(x, 60, 7, r, 1, true);
              loop(x, 100, 300, r, 2, false);
              loop(x, 1, long, r, 3, true);
              return [[r, acc]];
            },
            `${op} of ${from} in ${acc}`,
          );
        }
        for (const op of ['argmax', 'argmin'] as const) {
          same(
            (mode) => (mode === 'precompiled' && record(argLoopParts(op, from, acc)), argLoopOn(op, from, acc, mode)),
            (loop) => [loop(x, 0, 60, 1), loop(x, 200, 400, 1), loop(x, 301, 200, 3), loop(x, 1000, 1000, 2)],
            `${op} of ${from} in ${acc}`,
          );
        }
        for (const op of ['add', 'multiply'] as const) {
          const o = sample(acc, 400, rand);
          same(
            (mode) => (mode === 'precompiled' && record(scanLoopParts(op, from, acc)), scanLoopOn(op, from, acc, mode)),
            (loop) => {
              const [along, across] = [copy(o), copy(o)];
              loop(x, along, 2, 300, 1);
              loop(x, across, 5, 100, 3);
              return [
                [along, acc],
                [across, acc],
              ];
            },
            `scan ${op} of ${from} in ${acc}`,
          );
        }
      }
    }
  });

  it('the matmul lanes, real and complex', () => {
    const rand = seededRandom(38);
    const [m, k, n] = [5, 7, 6];
    const lanes = { f32: 'float32', f64: 'float64', i32: 'int32', i64: 'int64' } as const;
    const cases: [string, (mode: LoopCompilation) => Gemm, DType, string][] = [
      ...GEMM_LANES.map((lane) => [lane, (mode: LoopCompilation) => jsGemmOn(lane, mode), lanes[lane], gemmSource(lane)] as [string, (mode: LoopCompilation) => Gemm, DType, string]),
      ...(['f32', 'f64'] as const).map(
        (lane) => [`complex ${lane}`, (mode: LoopCompilation) => complexGemmOn(lane, mode), lane === 'f32' ? 'complex64' : 'complex128', complexGemmSource(lane)] as [string, (mode: LoopCompilation) => Gemm, DType, string],
      ),
    ];
    for (const [label, build, d, source] of cases) {
      asked.add(source);
      const A = sample(d, m * k + 1, rand) as LaneArray;
      const B = sample(d, k * n + 2, rand) as LaneArray;
      const C = sample(d, m * n + 3, rand) as LaneArray;
      same(
        build,
        (gemm) => {
          const r = copy(C);
          gemm(A, 1, k, B, 2, n, r, 3, n, m, k, n);
          return [[r, d]];
        },
        label,
      );
    }
  });

  // Runs after the tests above in this file (vitest runs a file's tests in order).
  it('asked for exactly the texts of the precompiled table (every one was run above)', () => {
    expect(asked.size).toBeGreaterThan(0);
    const table = precompiledSources();
    expect([...table].filter((t) => !asked.has(t))).toEqual([]);
    expect([...asked].filter((t) => !table.has(t))).toEqual([]);
  });
});

describe('choosing the path', () => {
  it('detects whether the Function constructor compiles, once; the switch forces either path', () => {
    const before = loopCompilation();
    const real = globalThis.Function;
    try {
      // what a page whose policy lacks 'unsafe-eval' does to every `new Function`
      const refused = function refused(): never {
        throw new EvalError("Evaluating a string as JavaScript violates the Content Security Policy directive script-src 'self'");
      };
      (globalThis as { Function: unknown }).Function = refused;
      setLoopCompilation('auto');
      expect(loopCompilation()).toBe('precompiled');
      (globalThis as { Function: unknown }).Function = real;
      expect(loopCompilation()).toBe('precompiled'); // detected once, not per loop
      setLoopCompilation('auto');
      expect(loopCompilation()).toBe('eval');
      setLoopCompilation('precompiled');
      expect(loopCompilation()).toBe('precompiled');
      const cast = castLoop('float16', 'int8');
      const out = new Int8Array(3);
      cast(new Uint16Array([0x3c00, 0xc500, 0x7e00]), out, 3); // 1, -5, NaN
      expect(Array.from(out)).toEqual([1, -5, 0]);
    } finally {
      (globalThis as { Function: unknown }).Function = real;
      setLoopCompilation(before);
    }
  });
});
