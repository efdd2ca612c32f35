import { ValueError } from './errors';

/**
 * An argument as an error message names it: its type, and the value where that is short
 * (`null`, `the number 5`, `the string "all"`, `a symbol (Symbol(all))`, `an array`, `a function`).
 */
export function describeValue(x: unknown): string {
  if (x === null || x === undefined) return String(x);
  if (Array.isArray(x)) return 'an array';
  switch (typeof x) {
    case 'string':
      return `the string ${JSON.stringify(x)}`;
    case 'symbol':
      return `a symbol (${String(x)})`;
    case 'bigint':
      return `the bigint ${x}n`;
    case 'number':
    case 'boolean':
      return `the ${typeof x} ${Object.is(x, -0) ? '-0' : String(x)}`;
    case 'function':
      return 'a function';
    default: {
      const name = (x as { constructor?: { name?: unknown } }).constructor?.name;
      return typeof name === 'string' && name !== 'Object' ? `a ${name}` : 'an object';
    }
  }
}

/**
 * Throws a {@link ValueError} unless `fn` is a function. `expects` says what the call takes, with
 * an example (`withPromotionMode(mode, fn) takes the function to run in the scope, as in …`).
 */
export function checkFunction(fn: unknown, expects: string): void {
  if (typeof fn !== 'function') throw new ValueError(`${expects}; got ${describeValue(fn)}.`);
}
