import { errorOutcome } from './call';
import { codeOfDtype, isWeakCode } from './operands';
import type { Outcome } from './outcome';

/** A promoter's result as the tables write it: the weak kind, or the dtype's code. */
export const codeOfResult = (r: string): Outcome => (isWeakCode(r) ? r : codeOfDtype(r));

/** Runs `fn` (a promoter lookup), giving the outcome of its result or of the error it threw. */
export function promotionCell(fn: () => string): Outcome {
  try {
    return codeOfResult(fn());
  } catch (error) {
    return errorOutcome(error);
  }
}
