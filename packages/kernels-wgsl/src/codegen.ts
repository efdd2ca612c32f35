import { broadcastStrides, sameShape, shapeSize } from '@typelattice/kernels-core';
import { DEVICE_DTYPES, LANES, laneOf, type WgslDType } from './lanes';
import { OP_TABLE, snippet, type ShaderOp } from './op-table';
import { helpersFor } from './wgsl-helpers';

/**
 * An elementwise expression over device buffers: what a lazy chain of tensor ops is until it
 * runs. Leaves are inputs (a buffer, identified by `source`) or scalars (held in the meta words);
 * `op` nodes take operands of their compute dtype.
 */
export type Expr = InputExpr | ScalarExpr | OpExpr;

export interface InputExpr {
  readonly kind: 'input';
  readonly dtype: WgslDType;
  readonly shape: readonly number[];
  /** What holds the buffer (a tensor); leaves of one source share a binding. */
  readonly source: object;
}

export interface ScalarExpr {
  readonly kind: 'scalar';
  readonly dtype: WgslDType;
  readonly shape: readonly number[];
  /** The value's device words (two for 64-bit dtypes). */
  readonly words: readonly number[];
}

export interface OpExpr {
  readonly kind: 'op';
  readonly op: ShaderOp;
  /** The compute dtype: every operand has it. */
  readonly compute: WgslDType;
  /** The result dtype: the compute dtype, or bool for comparisons and logical ops. */
  readonly dtype: WgslDType;
  readonly shape: readonly number[];
  readonly args: readonly Expr[];
}

/** A shader for one expression: its source, cache key, bindings and meta words. */
export interface ShaderPlan {
  /** The chain signature: ops, dtypes, operand layouts (not the values, shapes or strides). */
  readonly key: string;
  /** Generates the WGSL (called on a pipeline cache miss). */
  source(): string;
  /** The input sources in binding order (binding 2 + k). */
  readonly inputs: readonly object[];
  /** The uniform words: [n, rank, 0, 0, shape…, strides of each strided input…, scalars…]. */
  readonly meta: Uint32Array;
  /** Output elements. */
  readonly n: number;
  readonly dtype: WgslDType;
  readonly shape: readonly number[];
}

type Layout = 'same' | 'one' | 'strided';

/** Nodes of an expression, each once, operands before their users. */
export function topoOrder(root: Expr): Expr[] {
  const seen = new Set<Expr>();
  const out: Expr[] = [];
  const visit = (e: Expr) => {
    if (seen.has(e)) return;
    seen.add(e);
    if (e.kind === 'op') for (const a of e.args) visit(a);
    out.push(e);
  };
  visit(root);
  return out;
}

/** The distinct input sources of an expression. */
export const inputSources = (root: Expr): Set<object> =>
  new Set(topoOrder(root).flatMap((e) => (e.kind === 'input' ? [e.source] : [])));

const scalarRead = (dtype: WgslDType, w: number): string => {
  const m = (k: number) => `m(${k}u)`;
  switch (laneOf(dtype)) {
    case 'i32':
      return `bitcast<i32>(${m(w)})`;
    case 'i64':
    case 'u64':
      return `vec2<u32>(${m(w)}, ${m(w + 1)})`;
    case 'f32':
      return `bitcast<f32>(${m(w)})`;
    case 'f16':
      return `bitcast<vec2<f16>>(${m(w)}).x`;
    default:
      return m(w);
  }
};

/** The WGSL expression of an op node over its operands' variables. */
function opCode(e: OpExpr, vars: readonly string[]): string {
  const info = DEVICE_DTYPES[e.compute];
  const s = snippet(e.op, info.lane)!;
  const code = s
    .replaceAll('{x}', vars[0]!)
    .replaceAll('{y}', vars[1] ?? vars[0]!)
    .replaceAll('{bits}', String(info.bits))
    .replaceAll('{top}', String(info.bits - 1));
  return OP_TABLE[e.op].result === 'same' && info.wrap ? info.wrap(`(${code})`) : code;
}

/**
 * Plans the one shader that computes `root` for every element of its shape: operands broadcast
 * to it (same shape: read at the element's index; one element: at 0; otherwise through strides
 * in the meta words), each node computed once into a `let`.
 */
export function planShader(root: Expr, workgroup: number): ShaderPlan {
  const order = topoOrder(root);
  const outShape = root.shape;
  const rank = outShape.length;
  const sources: object[] = [];
  const leafDTypes: WgslDType[] = [];
  const layouts: Layout[] = [];
  const strideWords: number[] = [];
  const scalarWords: number[] = [];
  const vars = new Map<Expr, string>();
  const keyParts: string[] = [];
  const lines: string[] = [];
  const strided: { k: number; at: number }[] = [];
  const scalarAt: { e: ScalarExpr; at: number; v: string }[] = [];
  // Strides come after the header and shape; scalars after the strides (offsets fixed below).
  for (const e of order) {
    if (e.kind !== 'input' || sources.includes(e.source)) continue;
    const k = sources.length;
    sources.push(e.source);
    leafDTypes.push(e.dtype);
    const layout: Layout = sameShape(e.shape, outShape) ? 'same' : shapeSize(e.shape) === 1 ? 'one' : 'strided';
    layouts.push(layout);
    if (layout === 'strided') {
      strided.push({ k, at: 4 + rank + strideWords.length });
      strideWords.push(...broadcastStrides(e.shape, outShape));
    }
  }
  const anyStrided = strided.length > 0;
  let scalarBase = 4 + (anyStrided ? rank + strideWords.length : 0);
  order.forEach((e, j) => {
    const v = `v${j}`;
    vars.set(e, v);
    const type = LANES[laneOf(e.dtype)].wgsl;
    if (e.kind === 'input') {
      const k = sources.indexOf(e.source);
      const at = strided.find((s) => s.k === k)?.at;
      const index = layouts[k] === 'same' ? 'i' : layouts[k] === 'one' ? '0u' : `offset_of(i, ${at}u)`;
      lines.push(`  let ${v}: ${type} = in${k}[${index}];`);
      keyParts.push(`${v}=in${k}`);
    } else if (e.kind === 'scalar') {
      scalarAt.push({ e, at: scalarBase, v });
      lines.push(`  let ${v}: ${type} = ${scalarRead(e.dtype, scalarBase)};`);
      keyParts.push(`${v}=s${scalarBase}:${e.dtype}`);
      scalarWords.push(...e.words);
      scalarBase += e.words.length;
    } else {
      const code = opCode(e, e.args.map((a) => vars.get(a)!));
      lines.push(`  let ${v}: ${type} = ${code};`);
      keyParts.push(`${v}=${e.op}:${e.compute}(${e.args.map((a) => vars.get(a)).join(',')})`);
    }
  });
  const rootVar = vars.get(root)!;
  const key = [
    `wg${workgroup}`,
    anyStrided ? `rank${rank}` : 'flat',
    ...sources.map((_, k) => `in${k}:${leafDTypes[k]}:${layouts[k]}`),
    ...keyParts,
    `out:${root.dtype}`,
  ].join('|');
  const n = shapeSize(outShape);
  const meta = new Uint32Array([n, rank, 0, 0, ...(anyStrided ? [...outShape, ...strideWords] : []), ...scalarWords]);
  const usesF16 = [...leafDTypes, ...order.map((e) => e.dtype)].some((d) => laneOf(d) === 'f16');
  const source = (): string => {
    const body = lines.join('\n');
    const metaVec4s = Math.max(1, Math.ceil(meta.length / 4));
    return [
      usesF16 ? 'enable f16;' : '',
      `@group(0) @binding(0) var<uniform> params: array<vec4<u32>, ${metaVec4s}>;`,
      `@group(0) @binding(1) var<storage, read_write> out: array<${LANES[laneOf(root.dtype)].wgsl}>;`,
      ...sources.map((_, k) => `@group(0) @binding(${k + 2}) var<storage, read> in${k}: array<${LANES[laneOf(leafDTypes[k]!)].wgsl}>;`),
      'fn m(w: u32) -> u32 { return params[w >> 2u][w & 3u]; }',
      anyStrided
        ? `fn offset_of(i: u32, strides: u32) -> u32 {
  var rem = i;
  var off = 0u;
  for (var d = ${rank}u; d > 0u; d = d - 1u) {
    let s = m(3u + d);
    off = off + (rem % s) * m(strides + d - 1u);
    rem = rem / s;
  }
  return off;
}`
        : '',
      ...helpersFor(body),
      `@compute @workgroup_size(${workgroup})`,
      'fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {',
      `  let i = gid.x + gid.y * groups.x * ${workgroup}u;`,
      '  if (i >= m(0u)) { return; }',
      body,
      `  out[i] = ${rootVar};`,
      '}',
    ]
      .filter(Boolean)
      .join('\n');
  };
  return { key, source, inputs: sources, meta, n, dtype: root.dtype, shape: [...outShape] };
}
