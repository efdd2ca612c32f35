import { fromValues, iinfo, type Storage } from '@typelattice/dtypes';
import { broadcastShapes, ShapeError, type NDArray } from '@typelattice/kernels-core';
import type { Expr, InputExpr } from './codegen';
import { WgslKernelError } from './errors';
import type { OpenDevice } from './gpu-runtime';
import { DEVICE_DTYPES, toDeviceBytes, type WgslDType } from './lanes';
import { isUnaryWgslOp, OP_TABLE, shaderOp, type WgslOp } from './op-table';

/**
 * A second operand of a tensor op: a tensor of the same device, or a JavaScript scalar (number,
 * bigint, boolean) that is converted to the tensor's dtype (integers must fit it).
 *
 * @example
 * ```ts
 * const o: Operand = 0;
 * ```
 */
export type Operand = WgslTensor | number | bigint | boolean;

/**
 * Options of a tensor op.
 *
 * @example
 * ```ts
 * const o: OpOptions = { shift: 'clamp' };
 * ```
 */
export interface OpOptions {
  /** Shifts: `'numpy'` (default: a count outside [0, bits) gives 0, or -1) or `'clamp'` (TensorFlow). */
  readonly shift?: 'numpy' | 'clamp';
}

/** What a tensor needs of the kernels that made it (WgslKernels implements it). @internal */
export interface TensorContext {
  readonly dev: OpenDevice;
  /** Throws a WgslKernelError unless (op, dtype) is exact here. */
  require(op: WgslOp, dtype: WgslDType): void;
  /** Computes an expression into a new device buffer (one dispatch per fused group). */
  materialize(expr: Expr): Promise<GPUBuffer>;
  /** Reads `n` elements of a dtype back. */
  read(buffer: GPUBuffer, dtype: WgslDType, n: number): Promise<Storage>;
  readonly destroyed: boolean;
}

// The chained method names (tfjs's) and the primitive each runs.
const METHODS = {
  add: 'add',
  sub: 'subtract',
  mul: 'multiply',
  div: 'truediv',
  floorDiv: 'floordiv',
  mod: 'mod',
  maximum: 'maximum',
  minimum: 'minimum',
  equal: 'equal',
  notEqual: 'not_equal',
  less: 'less',
  lessEqual: 'less_equal',
  greater: 'greater',
  greaterEqual: 'greater_equal',
  logicalAnd: 'logical_and',
  logicalOr: 'logical_or',
  logicalXor: 'logical_xor',
  bitwiseAnd: 'bitwise_and',
  bitwiseOr: 'bitwise_or',
  bitwiseXor: 'bitwise_xor',
  leftShift: 'left_shift',
  rightShift: 'right_shift',
  neg: 'negative',
  abs: 'absolute',
  invert: 'invert',
  logicalNot: 'logical_not',
  square: 'square',
} as const satisfies Record<string, WgslOp>;

type UnaryName = 'negative' | 'absolute' | 'invert' | 'logical_not' | 'square';

/** The chained op methods of {@link WgslTensor}: lazy, fused into one shader when read. */
export type ChainMethods = {
  readonly [K in keyof typeof METHODS]: (typeof METHODS)[K] extends UnaryName
    ? () => WgslTensor
    : (other: Operand, options?: OpOptions) => WgslTensor;
};

/** The device words of a scalar converted to a dtype; integers must fit it. */
function scalarWords(value: number | bigint | boolean, dtype: WgslDType): number[] {
  const isInt = dtype !== 'float32' && dtype !== 'float16' && dtype !== 'bool';
  if (isInt) {
    const v = typeof value === 'boolean' ? BigInt(value) : typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : value;
    const { min, max } = iinfo(dtype as 'int32');
    if (typeof v !== 'bigint' || v < BigInt(min) || v > BigInt(max)) {
      throw new WgslKernelError(
        `The scalar ${String(value)} is not a ${dtype} value (integers in [${min}, ${max}]); pass a tensor of the ` +
          'dtype you mean, or cast first, as the promotion rules would.',
      );
    }
    const data = fromValues(dtype, [DEVICE_DTYPES[dtype].bits === 64 ? v : Number(v)]);
    return Array.from(new Uint32Array(toDeviceBytes(dtype, data).slice().buffer));
  }
  const data = fromValues(dtype, [typeof value === 'bigint' ? Number(value) : value]);
  return Array.from(new Uint32Array(toDeviceBytes(dtype, data).slice().buffer));
}

/**
 * A tensor of the WGSL kernels: resident in a device buffer, or a lazy elementwise chain that
 * runs as ONE generated shader (one dispatch) when it is read or evaluated, its intermediate
 * values never stored. Ops with another tensor broadcast as NumPy does. Immutable.
 *
 * @example
 * ```ts
 * const wg = await WgslKernels.create();
 * const a = wg.upload({ data: new Int32Array([1, -2]), dtype: 'int32', shape: [2] });
 * const b = wg.upload({ data: new Int32Array([3, 4]), dtype: 'int32', shape: [2] });
 * const c = a.mul(b).add(a).maximum(0); // nothing runs yet
 * await c.read(); // Int32Array [4, 0]: one shader, one dispatch
 * c.backend; // 'wgsl'
 * wg.destroy();
 * ```
 */
export class WgslTensor {
  /** The backend that computes it, as the kernel registry names it. */
  readonly backend = 'wgsl' as const;
  readonly dtype: WgslDType;
  readonly shape: readonly number[];
  #ctx: TensorContext;
  #expr: Expr;
  #buffer: GPUBuffer | undefined;
  #pending: Promise<GPUBuffer> | undefined;
  #disposed = false;

  /** @internal Use `WgslKernels.upload` or the op methods. */
  constructor(ctx: TensorContext, dtype: WgslDType, shape: readonly number[], init: GPUBuffer | Expr) {
    this.#ctx = ctx;
    this.dtype = dtype;
    this.shape = Object.freeze([...shape]);
    if ('kind' in (init as object)) {
      this.#expr = init as Expr;
    } else {
      this.#buffer = init as GPUBuffer;
      this.#expr = this.#leaf();
    }
  }

  #leaf(): InputExpr {
    return { kind: 'input', dtype: this.dtype, shape: this.shape, source: this };
  }

  /** True once its values are held in a device buffer (uploaded, or a chain evaluated). */
  get resident(): boolean {
    return this.#buffer !== undefined;
  }

  /** True once {@link WgslTensor.dispose} freed it. */
  get disposed(): boolean {
    return this.#disposed;
  }

  /** The expression that computes it: its buffer once resident, its chain before. @internal */
  get expr(): Expr {
    this.#check();
    return this.#expr;
  }

  /** The device buffer of a resident tensor. @internal */
  get buffer(): GPUBuffer | undefined {
    return this.#buffer;
  }

  #check(): void {
    if (this.#disposed) {
      throw new WgslKernelError(`This ${this.dtype} tensor [${this.shape.join(', ')}] was disposed; use it before dispose(), or upload its values again.`);
    }
    if (this.#ctx.destroyed) throw new WgslKernelError('The WgslKernels of this tensor were destroyed; create new kernels and upload again.');
  }

  /**
   * This tensor's op with another operand (lazy: fused with the rest of the chain). Every operand
   * must have this tensor's dtype (the compute dtype); comparisons and logical ops give bool.
   *
   * @throws WgslKernelError for an op and dtype outside the capability matrix, another dtype,
   *   another device, or a disposed tensor; ShapeError for shapes that do not broadcast.
   * @example
   * ```ts
   * import { WgslKernels } from '@typelattice/kernels-wgsl';
   * const wg = await WgslKernels.create();
   * const a = wg.upload({ data: new BigInt64Array([-16n, 5n]), dtype: 'int64', shape: [2] });
   * const b = wg.upload({ data: new BigInt64Array([2n, 70n]), dtype: 'int64', shape: [2] });
   * a.apply('right_shift', b, { shift: 'clamp' });
   * ```
   */
  apply(op: WgslOp, other?: Operand, options: OpOptions = {}): WgslTensor {
    this.#check();
    const unary = isUnaryWgslOp(op);
    if (!unary && other === undefined) {
      throw new WgslKernelError(`${op} takes two operands; pass a second tensor or scalar.`);
    }
    this.#ctx.require(op, this.dtype);
    const args: Expr[] = [this.#expr];
    let shape = this.shape;
    if (!unary) {
      if (other instanceof WgslTensor) {
        if (other.#ctx !== this.#ctx) {
          throw new WgslKernelError(`${op}: the second operand belongs to other WgslKernels (another device); upload it to these kernels first.`);
        }
        if (other.dtype !== this.dtype) {
          throw new WgslKernelError(
            `${op} of ${this.dtype} with ${other.dtype}: the WGSL kernels compute in one dtype; cast one operand (the promotion ` +
              'rules of @typelattice/tf do this), or use the CPU kernels for mixed inputs.',
          );
        }
        args.push(other.expr);
        shape = broadcastShapes(this.shape, other.shape);
      } else if (typeof other === 'number' || typeof other === 'bigint' || typeof other === 'boolean') {
        args.push({ kind: 'scalar', dtype: this.dtype, shape: [], words: scalarWords(other, this.dtype) });
      } else {
        throw new WgslKernelError(`${op}: the second operand is ${typeof other}; pass a WgslTensor, a number, a bigint or a boolean.`);
      }
    }
    const dtype: WgslDType = OP_TABLE[op].result === 'bool' ? 'bool' : this.dtype;
    const expr: Expr = { kind: 'op', op: shaderOp(op, options.shift), compute: this.dtype, dtype, shape, args };
    return new WgslTensor(this.#ctx, dtype, shape, expr);
  }

  /**
   * Runs the chain (one dispatch, or one per fused group when it exceeds the device's bindings)
   * and keeps the result in a device buffer; a resident tensor resolves at once. Returns itself.
   *
   * @example
   * ```ts
   * import { WgslKernels } from '@typelattice/kernels-wgsl';
   * const wg = await WgslKernels.create();
   * const a = wg.upload({ data: new BigInt64Array([-16n, 5n]), dtype: 'int64', shape: [2] });
   * const b = wg.upload({ data: new BigInt64Array([2n, 70n]), dtype: 'int64', shape: [2] });
   * const c = await a.mul(b).evaluate();
   * c.resident; // true
   * ```
   */
  async evaluate(): Promise<this> {
    this.#check();
    if (this.#buffer) return this;
    this.#pending ??= this.#ctx.materialize(this.#expr);
    try {
      const buffer = await this.#pending;
      if (this.#disposed) {
        buffer.destroy();
      } else if (!this.#buffer) {
        this.#buffer = buffer;
        this.#expr = this.#leaf();
      }
    } finally {
      this.#pending = undefined;
    }
    return this;
  }

  /**
   * The values, in the dtype's storage (BigInt64Array for int64, Uint8Array for bool, …),
   * computing the chain first when it is lazy.
   *
   * @example
   * ```ts
   * import { WgslKernels } from '@typelattice/kernels-wgsl';
   * const wg = await WgslKernels.create();
   * const t = wg.upload({ data: new BigInt64Array([1n, -2n]), dtype: 'int64', shape: [2] });
   * await t.read(); // e.g. BigInt64Array [...]
   * ```
   */
  async read(): Promise<Storage> {
    await this.evaluate();
    return this.#ctx.read(this.#buffer!, this.dtype, this.shape.reduce((a, b) => a * b, 1));
  }

  /**
   * The values as a host `NDArray` (what the kernel registry passes around).
   *
   * @example
   * ```ts
   * import { WgslKernels } from '@typelattice/kernels-wgsl';
   * const wg = await WgslKernels.create();
   * const t = wg.upload({ data: new Int32Array(6), dtype: 'int32', shape: [2, 3] });
   * (await t.toNDArray()).shape; // -> [2, 3]
   * ```
   */
  async toNDArray(): Promise<NDArray> {
    const data = await this.read();
    return { data, dtype: this.dtype, shape: [...this.shape] } as NDArray;
  }

  /**
   * Frees its device buffer. Chains built on it before that fail when they run, with a
   * WgslKernelError; a second call does nothing.
   *
   * @example
   * ```ts
   * import { WgslKernels } from '@typelattice/kernels-wgsl';
   * const wg = await WgslKernels.create();
   * const t = wg.upload({ data: new Int32Array(2), dtype: 'int32', shape: [2] });
   * t.dispose();
   * t.disposed; // true
   * ```
   */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#buffer?.destroy();
    this.#buffer = undefined;
  }
}

// The chained methods, one per entry of METHODS (declared by the interface below).
for (const [name, op] of Object.entries(METHODS)) {
  Object.defineProperty(WgslTensor.prototype, name, {
    value(this: WgslTensor, other?: Operand, options?: OpOptions) {
      return this.apply(op, other, options);
    },
    writable: true,
    configurable: true,
  });
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface WgslTensor extends ChainMethods {}

/** Checks a host array before upload. @internal */
export function checkUpload(x: NDArray, maxBytes: number, bytes: number): void {
  const n = x.shape.reduce((a, b) => a * b, 1);
  if (x.data?.length !== n) {
    throw new ShapeError(`The array has shape [${x.shape.join(', ')}] (${n} elements) but its data holds ${x.data?.length}; pass data of length ${n}.`);
  }
  if (bytes > maxBytes) {
    throw new WgslKernelError(
      `${n} ${x.dtype} elements take ${bytes} bytes on the device, more than one binding holds here (${maxBytes}); split the array, or use the CPU kernels.`,
    );
  }
}
