/**
 * The error every function of `@typelattice/dtypes` throws for bad input: an unknown dtype
 * name, a value that is not a number, bigint, boolean or complex, a bigint beyond 64 bits.
 *
 * @example
 * ```ts
 * import { toDType, DTypeError } from '@typelattice/dtypes';
 * try { toDType('float8'); } catch (e) { console.log(e instanceof DTypeError); } // true
 * ```
 */
export class DTypeError extends TypeError {
  override readonly name = 'DTypeError';
  constructor(message: string) {
    super(message);
  }
}
