import { OP_CATALOGUE, resultType, type Explanation, type Operand, type PolicyName } from '@typelattice/promotion';

/** The facts of an explanation that the snippet needs. */
export type SnippetCell = Pick<Explanation, 'policy' | 'mode' | 'op' | 'a' | 'b' | 'result' | 'reason' | 'cast' | 'fix' | 'lossyFix'>;

// the value each operand holds: 1 (true for bool), and the python scalars 1, 1.5 and 1+0j, which every
// value rule accepts, as the tables assume (PyTorch's float16 ** complex answers only the exponents 0 and 1)
const WEAK_VALUES: Readonly<Record<string, string>> = { 'i*': '1', 'f*': '1.5', 'c*': 'weakComplex(1, 0)' };
const WEAK_WORDS: Readonly<Record<string, string>> = { 'i*': 'python int', 'f*': 'python float', 'c*': 'python complex' };

const quote = (s: string): string => `'${s}'`;
const operandValue = (x: Operand): string => WEAK_VALUES[x] ?? `constant([${x === 'bool' ? 'true' : '1'}], ${quote(x)})`;
const resultComment = (r: Operand): string => (r in WEAK_WORDS ? `a weak ${r} (${WEAK_WORDS[r]}) result` : quote(r));

const COMPLEX = new Set(['complex64', 'complex128', 'c*']);
// what a value-changing cast does to the values: to bool, from complex to a real float, to an integer
const lossWords = (cell: SnippetCell, castTo: string): string =>
  castTo === 'bool'
    ? 'any nonzero becomes true'
    : COMPLEX.has(cell.a) || COMPLEX.has(cell.b)
      ? 'the imaginary part is dropped'
      : 'a fraction is dropped, and a value out of range wraps';

/**
 * The call of a table cell as JavaScript for `@typelattice/tf`, ready to paste: the policy and mode
 * as a `createOps` object, the operands (a tensor holding 1, a python scalar as a JS scalar), and
 * the call. Where the policy refuses the call, the refused call is a comment with its reason, and
 * the call after it casts the operands as the refusal's `fix` says; without a fix, a comment says
 * what to do instead (`cast`). A Variable update (`assign_add`) runs on a Variable of `a`'s dtype,
 * which it keeps: its fix casts the value (and a weak kind is no Variable's dtype: the snippet
 * says so).
 *
 * @example
 * ```ts
 * import { explain } from '@typelattice/promotion';
 * fixSnippet(explain('tf-rfc', 'uint8', 'int8', { mode: 'safe' }));
 * // import { constant, createOps } from '@typelattice/tf';
 * //
 * // const ops = createOps({ policy: 'tf-rfc', mode: 'safe' });
 * // const a = constant([1], 'uint8');
 * // const b = constant([1], 'int8');
 * // // ops.add(a, b) throws PromotionError: mode safe does not allow the implicit promotion to int16
 * // const r = ops.add(ops.cast(a, 'int16'), ops.cast(b, 'int16'));
 * // console.log(r.dtype); // 'int16'
 * ```
 */
export function fixSnippet(cell: SnippetCell): string {
  const spec = OP_CATALOGUE.find((e) => e.promotion === cell.op || (e.aliases as readonly string[]).includes(cell.op));
  if (!spec) throw new TypeError(`No op ${JSON.stringify(cell.op)} in the op catalogue.`);
  const variable = 'variable' in spec;
  const names = ['constant', 'createOps', ...(cell.a === 'c*' || cell.b === 'c*' ? ['weakComplex'] : [])];
  const lines = [`import { ${names.join(', ')} } from '@typelattice/tf';`, '', `const ops = createOps({ policy: ${quote(cell.policy)}, mode: ${quote(cell.mode)} });`];
  // a Variable holds a tensor of a dtype: a weak kind is no Variable's dtype
  if (variable && cell.a in WEAK_WORDS) {
    lines.push(`// a Variable of ${cell.a} (a ${WEAK_WORDS[cell.a]}) does not exist: ${cell.reason ?? 'the policy refuses it'}`);
    return `${[...lines, `// to make the call work, ${cell.cast ?? 'use a Variable of a dtype'}`].join('\n')}\n`;
  }
  lines.push(variable ? `const v = ops.variable(${operandValue(cell.a)});` : `const a = ${operandValue(cell.a)};`, `const b = ${operandValue(cell.b)};`);
  const call = (x: string, y: string): string => (variable ? `v.${spec.name}(${y})` : `ops.${spec.name}(${x}, ${y})`);
  const show = (result: Operand): string => `console.log(${variable ? 'v.read()' : 'r'}.dtype); // ${resultComment(result)}`;
  const run = (x: string, y: string): string => (variable ? `${call(x, y)};` : `const r = ${call(x, y)};`);
  if (cell.result !== null) return `${[...lines, run('a', 'b'), show(cell.result)].join('\n')}\n`;
  lines.push(`// ${call('a', 'b')} throws PromotionError: ${cell.reason ?? 'the policy refuses it'}`);
  // where no cast keeps the values (a number to a logical op, a float to a bitwise op), the cast
  // that works while changing them, said so
  const fix = cell.fix ?? cell.lossyFix;
  if (!fix) return `${[...lines, `// to make the call work, ${cell.cast ?? 'change the operands'}`].join('\n')}\n`;
  if (!cell.fix) lines.push(`// this cast changes values (${lossWords(cell, fix.castTo)}): ${cell.cast ?? ''}`.trimEnd());
  // a Variable keeps its dtype: its fix casts the value (to the Variable's dtype)
  const castA = !variable && fix.operand !== 'b';
  const castB = variable || fix.operand !== 'a';
  const cast = (x: string): string => `ops.cast(${x}, ${quote(fix.castTo)})`;
  const fixed = resultType(cell.policy as PolicyName, castA ? fix.castTo : cell.a, castB ? fix.castTo : cell.b, { mode: cell.mode, op: cell.op } as never);
  return `${[...lines, run(castA ? cast('a') : 'a', castB ? cast('b') : 'b'), show(fixed)].join('\n')}\n`;
}
