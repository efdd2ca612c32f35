import { refusedOutcome, type Outcome } from './outcome';

// Built-in error classes mean the product crashed (a bug), not that it refused a promotion: the
// facade refuses with its own named classes (PromotionError, ValueError, DTypeError, ...).
const CRASH_CLASSES = new Set(['Error', 'TypeError', 'RangeError', 'ReferenceError', 'SyntaxError']);

/** The outcome of an error thrown by the product: a refusal, or `crash:` for a built-in error. */
export function errorOutcome(error: unknown): Outcome {
  const name = error instanceof Error ? error.constructor.name : typeof error;
  if (CRASH_CLASSES.has(name)) {
    const message = error instanceof Error ? error.message.split('\n')[0].slice(0, 160) : String(error);
    return `crash:${name}: ${message}`;
  }
  return refusedOutcome(error);
}

/** Runs `fn`, giving its outcome: `describe(result)`, or the error's outcome. */
export function outcomeOf<T>(fn: () => T, describe: (value: T) => Outcome): Outcome {
  let value: T;
  try {
    value = fn();
  } catch (error) {
    return errorOutcome(error);
  }
  return describe(value);
}
