"""The promotion cases of array-api-tests as it is today (the fetched commit, usually HEAD).

- `promotion_table`: the standard's table as `dtype_helpers._promotion_table` writes it (with its
  symmetric closure), one `result_type(x1, x2)` case a pair.
- `test_binary_with_scalars_*` (test_operators_and_elementwise_functions.py): each function of
  their `func_data` lists, with an array of each dtype `hh.array_and_py_scalar` draws and a Python
  scalar of each type it draws for that dtype, the scalar first and second.
- `TestResultType.test_result_type` (test_data_type_functions.py): `hh.mutually_promotable_dtypes
  (None)` draws lists of two or more dtypes from one category; the pairs are the table's, so the
  cases here are every ordered triple of each category, expected as `dh.result_type` folds them.

Python scalars are `py:bool`, `py:int`, `py:float`, `py:complex`.
"""

import ast
import itertools
import re

from module_values import Evaluator, module_values, require

HELPERS_FILE = "array_api_tests/dtype_helpers.py"
HYPOTHESIS_FILE = "array_api_tests/hypothesis_helpers.py"
INIT_FILE = "array_api_tests/__init__.py"
ELEMENTWISE_TEST_FILE = "array_api_tests/test_operators_and_elementwise_functions.py"
DATA_TYPE_TEST_FILE = "array_api_tests/test_data_type_functions.py"
PY_SCALAR_OF_KIND = {"bool": "py:bool", "int": "py:int", "float": "py:float", "complex": "py:complex"}


def api_version_default(init_source):
    """The standard version the suite tests when neither the environment nor the library names one."""
    for st in ast.parse(init_source).body:
        if isinstance(st, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "api_version" for t in st.targets):
            versions = [n.value for n in ast.walk(st.value) if isinstance(n, ast.Constant) and re.fullmatch(r"\d{4}\.\d{2}", str(n.value))]
            if versions:
                return versions[-1]
    raise SystemExit(f"{INIT_FILE}: no default api_version: update tools/array-api/current_cases.py")


class CurrentHelpers:
    """The values of today's dtype_helpers (`dh`) and hypothesis_helpers (`hh`) the cases need."""

    def __init__(self, helpers_source, hypothesis_source, api_version):
        self.api_version = api_version
        # every dtype is available: no ARRAY_API_TESTS_SKIP_DTYPES, a library with all of them
        dh = module_values(helpers_source, names={"api_version": api_version}, calls={"_make_dtype_tuple_from_names": tuple})
        need = ["dtype_names", "_promotion_table", "all_int_dtypes", "real_float_dtypes", "complex_dtypes"]
        self.dh = {**dh, **require(dh, need, HELPERS_FILE)}
        hh = module_values(hypothesis_source, modules={"dh": self.dh})
        self.dtype_categories = require(hh, ["_dtype_categories"], HYPOTHESIS_FILE)["_dtype_categories"]
        self.order = {d: i for i, d in enumerate(self.dh["dtype_names"])}
        self.table = self.dh["_promotion_table"]

    def result_type(self, *dtypes):
        """dh.result_type: the table folded from the left."""
        out = dtypes[0]
        for d in dtypes[1:]:
            out = self.table[(out, d)]
        return out

    def scalar_kind(self, dtype):
        """dh.get_scalar_type, as a case operand."""
        if dtype in self.dh["all_int_dtypes"]:
            return "py:int"
        if dtype in self.dh["real_float_dtypes"]:
            return "py:float"
        if dtype in self.dh["complex_dtypes"]:
            return "py:complex"
        return "py:bool"


def promotion_table_group(h):
    """Every pair of the standard's table, in the upstream dtype order."""
    pairs = sorted(h.table, key=lambda p: (h.order[p[0]], h.order[p[1]]))
    return {
        "test": "dtype_helpers.py::promotion_table",
        "op": "result_type",
        "function": "result_type",
        "call": "function",
        "expr": "result_type(x1, x2)",
        "cases": [[a, b, h.table[(a, b)]] for a, b in pairs],
    }


def _array_and_py_scalar(h, dtypes):
    """hh.array_and_py_scalar: (dtype, scalar kind) pairs; a real float array draws an int or a float."""
    for d in dtypes:
        kinds = ["py:int", h.scalar_kind(d)] if d in h.dh["real_float_dtypes"] else [h.scalar_kind(d)]
        for k in kinds:
            yield d, k


def _decorator_call(fn, name):
    """The decorator call of `fn` whose callee ends with `name` (`parametrize`, `given`, `min_version`)."""
    for dec in fn.decorator_list:
        if isinstance(dec, ast.Call) and ast.unparse(dec.func).endswith(name):
            return dec
    return None


def binary_with_scalars_groups(h, test_source):
    """The `test_binary_with_scalars_*` cases: `f(x, s)` and `f(s, x)`, the result the array's dtype (or bool)."""
    ev = Evaluator({}, {}, {"dh": h.dh})
    groups = []
    for fn in ast.parse(test_source).body:
        if not (isinstance(fn, ast.FunctionDef) and fn.name.startswith("test_binary_with_scalars")):
            continue
        min_version = _decorator_call(fn, "min_version")
        if min_version is not None and h.api_version < ev.eval(min_version.args[0]):
            continue
        given = _decorator_call(fn, "given")
        strategy = next((k.value for k in given.keywords if k.arg == "x1x2"), None) if given else None
        if strategy is None or not ast.unparse(strategy.func).endswith("array_and_py_scalar"):
            raise SystemExit(f"{fn.name}: x1x2 is no longer hh.array_and_py_scalar(...): update tools/array-api/current_cases.py")
        pairs = list(_array_and_py_scalar(h, ev.eval(strategy.args[0])))
        for entry in _decorator_call(fn, "parametrize").args[1].elts:
            name = ev.eval(entry.elts[0])
            expected = ev.eval(entry.elts[3])  # None: dh.result_type of the array's dtype, i.e. that dtype
            cases = [c for d, k in pairs for c in ([d, k, expected or d], [k, d, expected or d])]
            groups.append({"test": f"test_operators_and_elementwise_functions.py::{fn.name}", "op": name, "function": name, "call": "function", "expr": f"{name}(x, s), {name}(s, x)", "cases": cases})
    if not groups:
        raise SystemExit(f"{ELEMENTWISE_TEST_FILE}: no test_binary_with_scalars_* tests: update tools/array-api/current_cases.py")
    return groups


def result_type_triples_group(h, test_source):
    """Ordered triples of one category each, as TestResultType.test_result_type draws them."""
    if "mutually_promotable_dtypes(None)" not in test_source:
        raise SystemExit(f"{DATA_TYPE_TEST_FILE}: test_result_type no longer draws hh.mutually_promotable_dtypes(None): update tools/array-api/current_cases.py")
    cases = [[*t, h.result_type(*t)] for category in h.dtype_categories for t in itertools.product(category, repeat=3)]
    return {
        "test": "test_data_type_functions.py::TestResultType::test_result_type",
        "op": "result_type",
        "function": "result_type",
        "call": "function",
        "expr": "result_type(x1, x2, x3)",
        "cases": cases,
    }
