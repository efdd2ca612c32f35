import { isAllowed, resultType, promoteTypes, type ModeOf, type PolicyName, type PromotionOptions } from '../src/index';
import { OPERAND_CODES } from '../src/operand';
import spec from './spec-tables.json';

/** One transcribed spec table. */
export interface SpecTable {
  id: string;
  rows: string[];
  cols: string[];
  cells: string[][];
  marks: (string | null)[][] | null;
}

export const TABLES = spec.tables as unknown as SpecTable[];
export const LATTICE_EDGES = spec.lattices[0]!.edges as Record<string, string[]>;

/** What a policy answers for a cell: the result code, or '-' when refused. */
export function answer<P extends PolicyName>(policy: P, a: string, b: string, options?: PromotionOptions<P>): string {
  if (!isAllowed(policy, a, b, options)) return '-';
  return code(resultType(policy, a, b, options));
}

const NAMES = ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'bfloat16', 'float16', 'float32', 'float64', 'complex64', 'complex128', 'i*', 'f*', 'c*'];
export const code = (name: string): string => OPERAND_CODES[NAMES.indexOf(name)]!;

const RFC_LEVEL: Record<string, number> = { none: 0, green: 1, yellow: 2 };
const RFC_MODES: readonly ModeOf<'tf-rfc'>[] = ['none', 'safe', 'all'];

/** A variant of a table: a label, the options, and the expected code of a cell under it. */
export interface Variant {
  label: string;
  ask(a: string, b: string): string;
  expect(cell: string, mark: string | null): string;
}

const plain = (label: string, ask: (a: string, b: string) => string): Variant => ({ label, ask, expect: (c) => (c === '.' ? '-' : c) });

const rfcModes = (op: PromotionOptions['op']): Variant[] =>
  RFC_MODES.map((mode, level) => ({
    label: mode,
    ask: (a, b) => answer('tf-rfc', a, b, { mode, op }),
    expect: (c, m) => (c === '-' || RFC_LEVEL[m ?? 'none']! > level ? '-' : c),
  }));

/** How each spec table is asked of the policies. */
export const VARIANTS: Record<string, Variant[]> = {
  'tf-rfc-add': rfcModes('add'),
  'tf-rfc-truediv': rfcModes('truediv'),
  'tf-rfc-assign-add': rfcModes('assign_add'),
  // the RFC's tables of today's TensorFlow: tf-rfc's legacy mode (tf's legacy mode follows the
  // recordings, which differ from these tables in one place: bfloat16 NumPy arrays)
  'tf-legacy-add': [
    {
      label: 'function',
      ask: (a, b) => answer('tf-rfc', a, b, { mode: 'legacy', form: 'function' }),
      expect: (c, m) => (c === '.' || m === 'red' ? '-' : c),
    },
    {
      label: 'operator',
      ask: (a, b) => answer('tf-rfc', a, b, { mode: 'legacy', form: 'operator' }),
      expect: (c, m) => (c === '.' || m === 'orange' ? '-' : c),
    },
  ],
  'tf-legacy-add-appendix': [plain('function', (a, b) => answer('tf-rfc', a, b, { mode: 'legacy' }))],
  'tf-legacy-add-tensor-ndarray': [plain('tensor,ndarray', (a, b) => answer('tf-rfc', a, b, { mode: 'legacy', bRole: 'ndarray' }))],
  'tf-legacy-add-ndarray-tensor': [plain('ndarray,tensor', (a, b) => answer('tf-rfc', a, b, { mode: 'legacy', aRole: 'ndarray' }))],
  'tf-legacy-assign-add': [plain('assign_add', (a, b) => answer('tf-rfc', a, b, { mode: 'legacy', op: 'assign_add' }))],
  'tf-legacy-assign-add-ndarray': [plain('assign_add ndarray', (a, b) => answer('tf-rfc', a, b, { mode: 'legacy', op: 'assign_add', bRole: 'ndarray' }))],
  'tf-rfc-deprecated-mode1': [plain('', (a, b) => answer('tf-deprecated-1', a, b))],
  'tf-rfc-deprecated-mode2': [plain('', (a, b) => answer('tf-deprecated-2', a, b))],
  'tf-rfc-deprecated-mode3': [plain('', (a, b) => answer('tf-deprecated-3', a, b))],
  'tf-rfc-deprecated-mode4': [plain('', (a, b) => answer('tf-deprecated-4', a, b))],
  'jax-promote-types': [plain('promoteTypes', (a, b) => code(promoteTypes('jax', a, b)))],
  'jax-numpy-add': [plain('x64', (a, b) => answer('jax', a, b, { mode: 'x64' }))],
  'numpy-add': [plain('', (a, b) => answer('numpy', a, b))],
  'torch-add': [plain('', (a, b) => answer('torch', a, b))],
};

/** Every cell where a policy differs from its spec table, as `"variant|row col": got`. */
export function mismatches(t: SpecTable): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of VARIANTS[t.id]!) {
    t.rows.forEach((a, i) =>
      t.cols.forEach((b, j) => {
        const want = v.expect(t.cells[i]![j]!, t.marks?.[i]?.[j] ?? null);
        const got = v.ask(a, b);
        if (got !== want) out[`${v.label}|${a} ${b}`] = got;
      }),
    );
  }
  return out;
}
