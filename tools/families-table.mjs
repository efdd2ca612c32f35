// Writes the table "Where the libraries disagree, by op family" into the root README.md (between
// the markers `<!-- families-table:begin -->` and `<!-- families-table:end -->`), every answer read
// from the recorded families fixtures (conformance/fixtures/families/<library>-<mode>.json,
// tools/record/record_families.py). The questions are written here; the answers never are.
//
//   node tools/families-table.mjs           rewrite the README region
//   node tools/families-table.mjs --check   exit 1 when the README region is not what the fixtures give
//   node tools/families-table.mjs --print   print the region
//
// A question whose answer is the same in every library mode is left out: the table lists
// disagreements only. The conformance suite runs --check (conformance/test/families-table.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { regionMain } from './readme-region.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(ROOT, 'conformance', 'fixtures');

/** The library modes, in column order: the fixture, and the column's title. */
const COLUMNS = [
  ['numpy-default', 'numpy'],
  ['jax-x64', 'jax x64'],
  ['jax-x32', 'jax x32'],
  ['jax-strict', 'jax strict'],
  ['tensorflow-legacy', 'tf legacy'],
  ['tensorflow-all', 'tf all'],
  ['tensorflow-safe', 'tf safe'],
  ['torch-default', 'torch'],
];

/**
 * The questions, by family: an op (as recorded: NumPy's ufunc names, `where` for x and y with a
 * bool cond, `where_cond` for the cond with float32 x and y) and its operand kinds.
 */
const QUESTIONS = [
  ['comparison', [
    ['mixed int8/int32 comparison', 'less', 'i8', 'i32'],
    ['uint64 vs int64 comparison', 'less', 'u64', 'i64'],
    ['int8 tensor vs python float', 'less', 'i8', 'f*'],
    ['bool == float32', 'equal', 'b', 'f32'],
    ['ordering bools (`less(bool, bool)`)', 'less', 'b', 'b'],
    ['complex ordering (`less(complex64, complex64)`)', 'less', 'c64', 'c64'],
    ['python scalars alone (`less(1, 1)`)', 'less', 'i*', 'i*'],
  ]],
  ['logical', [
    ['logical ops on ints (`logicalAnd(int32, int32)`)', 'logical_and', 'i32', 'i32'],
    ['bool with a python int', 'logical_and', 'b', 'i*'],
    ['python scalars alone', 'logical_and', 'i*', 'i*'],
  ]],
  ['bitwise/shift', [
    ['float input to bitwiseAnd', 'bitwise_and', 'f32', 'f32'],
    ['int8 & uint8', 'bitwise_and', 'i8', 'u8'],
    ['int64 & uint64', 'bitwise_and', 'i64', 'u64'],
    ['bool & bool', 'bitwise_and', 'b', 'b'],
    ['shifting bools (`leftShift(bool, bool)`)', 'left_shift', 'b', 'b'],
    ['invert of a bool', 'invert', 'b'],
    ['python ints alone (`1 & 1`)', 'bitwise_and', 'i*', 'i*'],
  ]],
  ['unary float functions', [
    ['int input to sqrt (int32)', 'sqrt', 'i32'],
    ['int8 input to sqrt', 'sqrt', 'i8'],
    ['python int alone (`sqrt(1)`)', 'sqrt', 'i*'],
    ['python float alone (`sqrt(1.0)`)', 'sqrt', 'f*'],
  ]],
  ['rounding/abs/neg', [
    ['bool to neg', 'negative', 'b'],
    ['uint8 to neg', 'negative', 'u8'],
    ['bool to sign', 'sign', 'b'],
    ['bool to square', 'square', 'b'],
    ['int32 to floor', 'floor', 'i32'],
    ['bool to round', 'round', 'b'],
    ['complex64 to round', 'round', 'c64'],
    ['imag of an int32', 'imag', 'i32'],
    ['python int alone (`neg(1)`)', 'negative', 'i*'],
  ]],
  ['where', [
    ['non-bool cond (int32)', 'where_cond', 'i32'],
    ['uint8 cond', 'where_cond', 'u8'],
    ['int8 and uint8 branches', 'where', 'i8', 'u8'],
    ['bfloat16 and float16 branches', 'where', 'bf16', 'f16'],
    ['float16 and int64 branches', 'where', 'f16', 'i64'],
    ['int32 and python float branches', 'where', 'i32', 'f*'],
    ['python int and python float branches', 'where', 'i*', 'f*'],
  ]],
  ['clip', [
    ['int8 x, python float bounds (`clip(int8, 0.5, 2.5)`)', 'clip', 'i8', 'f*', 'f*'],
    ['uint8 x, int8 bounds', 'clip', 'u8', 'i8', 'i8'],
    ['int32 x, float32 bounds', 'clip', 'i32', 'f32', 'f32'],
    ['float16 x, float32 bounds', 'clip', 'f16', 'f32', 'f32'],
    ['bool x and bounds', 'clip', 'b', 'b', 'b'],
    ['complex64 x, no bounds', 'clip_none', 'c64'],
    ['float16 x, a python int min only', 'clip_min', 'f16', 'i*'],
    ['python ints alone (`clip(1, 1, 1)`)', 'clip', 'i*', 'i*', 'i*'],
  ]],
];

const DTYPE = {
  b: 'bool', u8: 'uint8', u16: 'uint16', u32: 'uint32', u64: 'uint64', i8: 'int8', i16: 'int16', i32: 'int32', i64: 'int64',
  bf16: 'bfloat16', f16: 'float16', f32: 'float32', f64: 'float64', c64: 'complex64', c128: 'complex128',
  'i*': 'weak int', 'f*': 'weak float', 'c*': 'weak complex',
};

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** A recorded cell as the table writes it. */
function answer(cell) {
  if (cell === null) return 'n/a';
  if (typeof cell === 'object') return cell.cause === 'no-kernel' ? 'no kernel' : 'refused';
  return DTYPE[cell] ?? cell;
}

/** The function-form table of an op in its first operand form (tensors; NumPy's arrays; JAX's arrays). */
function tableOf(fixture, op, unary) {
  const t = fixture.tables.find((x) => x.op === op && x.call === 'function' && ('kinds' in x) === unary);
  if (!t) throw new Error(`families fixture ${fixture.name}: no function table for ${op}`);
  return t;
}

/** The answer of one library mode to a question (three operands: clip's x, min and max). */
function answerOf(fixture, op, a, b, c) {
  if (c !== undefined) {
    const t = fixture.tables.find((x) => x.op === op && x.call === 'function' && x.x === a);
    if (!t) throw new Error(`families fixture ${fixture.name}: no function table for ${op} of ${a}`);
    const i = t.rows.indexOf(b);
    const j = t.cols.indexOf(c);
    if (i < 0 || j < 0) throw new Error(`families fixture ${fixture.name}: ${op} of ${a} has no bounds ${b}, ${c}`);
    return answer(t.cells[i][j]);
  }
  if (b === undefined) {
    const t = tableOf(fixture, op, true);
    const i = t.kinds.indexOf(a);
    if (i < 0) throw new Error(`families fixture ${fixture.name}: ${op} has no operand ${a}`);
    return answer(t.cells[i]);
  }
  const t = tableOf(fixture, op, false);
  const i = t.rows.indexOf(a);
  const j = t.cols.indexOf(b);
  if (i < 0 || j < 0) throw new Error(`families fixture ${fixture.name}: ${op} has no operands ${a}, ${b}`);
  return answer(t.cells[i][j]);
}

/**
 * The operands a library mode really had: JAX without x64 makes 32-bit arrays when asked for
 * 64-bit ones (the header's `operandDtypeActual`; the families recorder does not write it, the
 * arithmetic tables of the same mode do).
 */
function actualOperands(name, header) {
  if (header.operandDtypeActual) return header.operandDtypeActual;
  const tables = join(FIXTURES, 'tables', `${name}.json`);
  return existsSync(tables) ? (readJson(tables).header.operandDtypeActual ?? {}) : {};
}

/** The README region: the table and its legend, from the fixtures. */
export function familiesTable() {
  const fixtures = COLUMNS.map(([name]) => ({ name, ...readJson(join(FIXTURES, 'families', `${name}.json`)) }));
  const notes = new Map();
  const rows = [];
  for (const [family, questions] of QUESTIONS) {
    for (const [question, op, a, b, c] of questions) {
      const answers = fixtures.map((f) => {
        const text = answerOf(f, op, a, b, c);
        const actual = actualOperands(f.name, f.header);
        if (![a, b, c].some((x) => x !== undefined && actual[x] !== undefined)) return text;
        const asked = Object.keys(actual);
        const note =
          `${f.header.library} ${f.header.mode} has no 64-bit arrays: asked for ${asked.map((x) => DTYPE[x]).join(', ')} ` +
          `it makes ${asked.map((x) => DTYPE[actual[x]]).join(', ')}, and answers for those`;
        if (!notes.has(note)) notes.set(note, notes.size + 1);
        return `${text} (${notes.get(note)})`;
      });
      // the table lists disagreements only
      if (new Set(answers).size === 1) continue;
      rows.push(`| ${family} | ${question} | ${answers.join(' | ')} |`);
    }
  }
  const versions = [...new Map(fixtures.map((f) => [f.header.library, `${f.header.library === 'tensorflow' ? 'TensorFlow' : f.header.library === 'numpy' ? 'NumPy' : f.header.library === 'jax' ? 'JAX' : 'PyTorch'} ${f.header.version}`])).values()];
  return [
    '',
    `<!-- generated by \`node tools/families-table.mjs\` from conformance/fixtures/families (${versions.join(', ')}): do not edit by hand -->`,
    '',
    `| family | question | ${COLUMNS.map(([, title]) => title).join(' | ')} |`,
    `| --- | --- | ${COLUMNS.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    'Each answer is the result dtype of the function form (`tf.math.less`, `np.sqrt`, `torch.where`) on 1-element tensors ' +
      '(NumPy and JAX arrays) holding 1 and on Python scalars; `weak int`/`weak float`: a weakly typed result (it ' +
      'promotes as a Python scalar); `refused`: the library raises; `no kernel`: it raises because it has no kernel for ' +
      "that dtype; `n/a`: not an operation of the library. `where` rows ask about x and y (cond a bool tensor), " +
      'the cond rows about the cond (x and y float32); `clip` rows about x, then min and max (`clip_by_value` in TensorFlow). The policy of the same name (`createOps({ policy, mode })`) ' +
      'answers each cell as the library does (`pnpm conformance`).',
    ...(notes.size > 0 ? ['', ...[...notes].map(([note, n]) => `(${n}) ${note}.`)] : []),
    '',
  ].join('\n');
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) regionMain('families-table', 'families table', familiesTable, 'node tools/families-table.mjs');
