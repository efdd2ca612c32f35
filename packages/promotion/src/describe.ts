import { dtypeInfo, isDType } from '@typelattice/dtypes';
import { toOperand, type OperandLike } from './operand';

/**
 * How a promotion changes its inputs, after the RFC's notion of unsafe conversions:
 * `identity` (the result is every concrete input's dtype), `safe` (the result is one input's
 * dtype: only the other input converts), `widening` (wider than every input), `to-64-bit`
 * (widening into a 64-bit dtype, complex128 included, that no input had).
 */
export type PromotionKind = 'identity' | 'safe' | 'widening' | 'to-64-bit';

const width = (d: string): number => {
  const info = dtypeInfo(d);
  return info.kind === 'c' ? info.bits / 2 : info.bits;
};

/**
 * Classifies a promotion so that callers can count implicit, unsafe conversions in a program
 * (the RFC's optional instrumentation). Weak operands (python scalars) do not count as inputs.
 *
 * @example
 * ```ts
 * describePromotion('int8', 'int8', 'int8'); // 'identity'
 * describePromotion('int8', 'i*', 'int8'); // 'identity'
 * describePromotion('int8', 'float16', 'float16'); // 'safe'
 * describePromotion('uint8', 'int8', 'int16'); // 'widening'
 * describePromotion('int32', 'float32', 'float64'); // 'to-64-bit'
 * ```
 */
export function describePromotion(a: OperandLike | string, b: OperandLike | string, result: OperandLike | string): PromotionKind {
  const [x, y, r] = [toOperand(a), toOperand(b), toOperand(result)];
  const strong = [x, y].filter(isDType);
  // python scalars only: nothing concrete is converted
  if (strong.length === 0) return x === r && y === r ? 'identity' : 'safe';
  // a weak result of concrete inputs (JAX: uint64 + int8 -> f*) is wider than both
  if (!isDType(r)) return 'widening';
  if (strong.every((d) => d === r)) return 'identity';
  if (strong.includes(r)) return 'safe';
  return width(r) === 64 && strong.every((d) => width(d) < 64) ? 'to-64-bit' : 'widening';
}
