import { describe, expect, it } from 'vitest';
import { explain, parseExpected, staleEntries, TODO_REASON } from './expected.mjs';
import { categoryOf } from './summary.mjs';

const LIST = `# comment
## isnan is missing (#34)
test_operators_and_elementwise_functions.py::test_isnan
array_api_tests/test_special_cases.py::test_unary[isnan(*
## NumPy's floor division of infinities
[jax-x64] test_special_cases.py::test_binary[floor_divide(x1_i is +infinity) -> +infinity]
`;

const tests = (outcomes) => Object.fromEntries(Object.entries(outcomes).map(([id, outcome]) => [id, { outcome, message: 'm' }]));

describe('expected-failures.txt', () => {
  it('reads reasons, runs and patterns, with or without the array_api_tests/ prefix', () => {
    const entries = parseExpected(LIST);
    expect(entries.map((e) => [e.pattern, e.runs, e.reason, e.line])).toEqual([
      ['test_operators_and_elementwise_functions.py::test_isnan', undefined, 'isnan is missing (#34)', 3],
      ['test_special_cases.py::test_unary[isnan(*', undefined, 'isnan is missing (#34)', 4],
      ['test_special_cases.py::test_binary[floor_divide(x1_i is +infinity) -> +infinity]', ['jax-x64'], "NumPy's floor division of infinities", 6],
    ]);
  });

  it('refuses an entry without a reason, and a line that is not an entry', () => {
    expect(() => parseExpected('test_a.py::test_b\n')).toThrow(/before any "## reason"/);
    expect(() => parseExpected('## r\narray_api_tests/\n')).toThrow(/not an entry/);
    expect(() => parseExpected('## r\n[numpy] \n')).toThrow(/not an entry/);
  });

  it('explains listed failures, and reports unlisted ones and listed tests that pass', () => {
    const entries = parseExpected(LIST);
    const run = tests({
      'array_api_tests/test_operators_and_elementwise_functions.py::test_isnan': 'failed',
      'array_api_tests/test_special_cases.py::test_unary[isnan(x_i is NaN) -> True]': 'passed',
      'array_api_tests/test_special_cases.py::test_binary[floor_divide(x1_i is +infinity) -> +infinity]': 'failed',
      'array_api_tests/test_creation_functions.py::test_zeros': 'skipped',
    });
    const numpy = explain('numpy', run, entries);
    expect(numpy.reasons).toEqual({ 'array_api_tests/test_operators_and_elementwise_functions.py::test_isnan': 'isnan is missing (#34)' });
    // the jax-only entry does not explain the numpy run's failure
    expect(numpy.unexplained).toEqual([
      'array_api_tests/test_special_cases.py::test_binary[floor_divide(x1_i is +infinity) -> +infinity]',
      'array_api_tests/test_creation_functions.py::test_zeros',
    ]);
    expect(numpy.nowPasses.map(({ entry, tests: t }) => [entry.line, t])).toEqual([[4, ['array_api_tests/test_special_cases.py::test_unary[isnan(x_i is NaN) -> True]']]]);
    const jax = explain('jax-x64', run, entries);
    expect(Object.keys(jax.reasons)).toHaveLength(2);
  });

  it('counts tests listed under the TODO reason as unexplained', () => {
    const entries = parseExpected(`## ${TODO_REASON}\ntest_a.py::test_b\n`);
    expect(explain('numpy', tests({ 'array_api_tests/test_a.py::test_b': 'failed' }), entries).unexplained).toEqual(['array_api_tests/test_a.py::test_b']);
  });

  it('finds entries that match no test of the runs they apply to', () => {
    const entries = parseExpected(LIST);
    const runs = [{ name: 'numpy', tests: tests({ 'array_api_tests/test_operators_and_elementwise_functions.py::test_isnan': 'failed', 'array_api_tests/test_special_cases.py::test_binary[floor_divide(x1_i is +infinity) -> +infinity]': 'failed' }) }];
    expect(staleEntries(runs, entries).map((e) => e.line)).toEqual([4, 6]);
  });
});

describe('categoryOf', () => {
  it.each([
    ['array_api_tests/test_operators_and_elementwise_functions.py::test_add[add(x1, x2)]', 'elementwise'],
    ['array_api_tests/test_operators_and_elementwise_functions.py::test_add[__iadd__(x, s)]', 'operators'],
    ['array_api_tests/test_special_cases.py::test_unary[abs(x_i is NaN) -> NaN]', 'elementwise'],
    ['array_api_tests/test_special_cases.py::test_binary[__floordiv__(x1_i is +0) -> +0]', 'operators'],
    ['array_api_tests/test_special_cases.py::test_empty_arrays[mean]', 'statistical'],
    ['array_api_tests/test_utility_functions.py::test_all', 'statistical'],
    ['array_api_tests/test_array_object.py::test_getitem_masking', 'indexing'],
    ['array_api_tests/test_array_object.py::test_scalar_casting[__int__(uint8)]', 'other'],
    ['array_api_tests/test_data_type_functions.py::test_finfo[float32]', 'data types'],
    ['array_api_tests/test_signatures.py::test_func_signature[abs]', 'other'],
  ])('%s is %s', (id, category) => {
    expect(categoryOf(id)).toBe(category);
  });
});
