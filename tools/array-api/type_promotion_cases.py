"""The parametrised cases of array-api-tests' `test_type_promotion.py`, as its last version made them.

That file was deleted upstream in 872078e ("Remove type promotion tests", 2022-11-23); its
parametrisation is ported here loop for loop (each function below names the upstream list it
builds), fed with the values read by `ast` from the `dtype_helpers.py` of the same commit and from
the standard's stubs its `array-api` submodule pointed to. Nothing upstream is executed.

A case is `[operand, ..., expected]`: dtype names, and `py:bool`, `py:int`, `py:float` for the
Python scalars the scalar tests draw (`dh.dtype_to_scalars`).
"""

import ast

from module_values import Evaluator, Unsupported, module_values, require
from spec_stubs import array_methods, module_functions

TEST_FILE = "array_api_tests/test_type_promotion.py"
HELPERS_FILE = "array_api_tests/dtype_helpers.py"
STUBS_DIR = "spec/API_specification/signatures"
PY_SCALARS = {"bool": "py:bool", "int": "py:int", "float": "py:float", "complex": "py:complex"}

HELPER_NAMES = [
    "all_dtypes", "dtype_to_scalars", "promotion_table", "r_in_dtypes", "r_int_note", "category_to_dtypes",
    "func_returns_bool", "unary_op_to_symbol", "binary_op_to_symbol", "op_to_func",
]


def _subscript_assignments(source, target, values):
    """`target[key] = value` statements at the top level of `source`, evaluated, in order."""
    ev = Evaluator(dict(values), {}, {})
    out = []
    for st in ast.parse(source).body:
        if isinstance(st, ast.Assign) and len(st.targets) == 1:
            t = st.targets[0]
            if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id == target:
                try:
                    out.append((ev.eval(t.slice), ev.eval(st.value)))
                except Unsupported as e:
                    raise SystemExit(f"{HELPERS_FILE}:{st.lineno}: cannot read {ast.unparse(st)} ({e}): update tools/array-api") from e
    return out


class Helpers:
    """What `test_type_promotion.py` reads from `dtype_helpers` (`dh`) and `stubs`/`pytest_helpers` (`ph`)."""

    def __init__(self, helpers_source, stub_sources):
        # func_returns_bool: its operator entries are copied by a loop, reproduced in returns_bool
        values = module_values(helpers_source, names=PY_SCALARS, ported=["func_returns_bool"])
        self.__dict__.update(require(values, HELPER_NAMES, HELPERS_FILE))
        self.order = {d: i for i, d in enumerate(self.all_dtypes)}
        categories = {name: module_functions(src) for name, src in stub_sources.items() if name.endswith("_functions")}
        self.elementwise = categories["elementwise_functions"]
        # stubs.name_to_func: the array's methods, then every category's functions
        self.name_to_func = array_methods(stub_sources["array_object"])
        for functions in categories.values():
            self.name_to_func.update(functions)
        self.func_in_dtypes = self._func_in_dtypes(helpers_source, values)

    def _func_in_dtypes(self, helpers_source, values):
        # dh.func_in_dtypes: the docstring loop, then the explicit entries (`func_in_dtypes["expm1"] =
        # float_dtypes`), then the operators copy their function's entry, the in-place operators theirs
        out = {}
        for name, func in self.name_to_func.items():
            m = self.r_in_dtypes.search(func.doc)
            if m:
                category = m.group(1)
                if category == "numeric" and self.r_int_note.search(func.doc):
                    category = "floating-point"
                out[name] = self.category_to_dtypes[category]
            elif any("x" in p for p in func.parameters):
                out[name] = self.all_dtypes
        explicit = _subscript_assignments(helpers_source, "func_in_dtypes", values)
        copied = set(self.op_to_func) | set(self.inplace_op_to_symbol)
        if copied & {k for k, _ in explicit}:
            raise SystemExit("dtype_helpers sets an operator's func_in_dtypes explicitly: the port's order no longer holds")
        out.update(explicit)
        for op, func in self.op_to_func.items():
            out[op] = out[func]
        for iop in self.inplace_op_to_symbol:
            out[iop] = out[self.binary_op_of(iop)]
        return out

    @property
    def inplace_op_to_symbol(self):
        """dh.inplace_op_to_symbol: `__iadd__: +=` for every binary operator but `@` and those returning bool."""
        return {
            f"__i{op[2:]}": f"{symbol}="
            for op, symbol in self.binary_op_to_symbol.items()
            if op != "__matmul__" and not self.func_returns_bool[self.op_to_func[op]]
        }

    @staticmethod
    def binary_op_of(iop):
        """The operator an in-place operator was made from (`__iadd__` → `__add__`)."""
        return f"__{iop[3:]}"

    def function_of(self, op):
        """The elementwise function an operator stands for (dh.op_to_func; in-place through its operator)."""
        if op in self.elementwise:
            return op
        return self.op_to_func[self.binary_op_of(op) if op in self.inplace_op_to_symbol else op]

    def returns_bool(self, op):
        return self.func_returns_bool[self.function_of(op)]

    def nargs(self, name):
        """ph.nargs: the positional parameters of the stub (`self` counts for methods)."""
        return len(self.name_to_func[name].positional)

    def table(self):
        """dh.promotion_table's pairs in the upstream dtype order (upstream iterates a set)."""
        return sorted(self.promotion_table.items(), key=lambda kv: (self.order[kv[0][0]], self.order[kv[0][1]]))


def _group(test, op, call, expr, cases, h):
    return {"test": f"test_type_promotion.py::{test}", "op": op, "function": h.function_of(op), "call": call, "expr": expr, "cases": cases}


def _unary_cases(h, name, out_is_input=False):
    """One-operand cases: the result is bool for a bool-returning op, else the input dtype."""
    bool_out = not out_is_input and h.returns_bool(name)
    return [[d, "bool" if bool_out else d] for d in h.func_in_dtypes[name]]


def _binary_cases(h, name, keep=lambda d1, d2, promoted: True):
    """Two-array cases: every promotion_table pair both of whose dtypes the op takes."""
    valid = h.func_in_dtypes[name]
    bool_out = h.returns_bool(name)
    return [
        [d1, d2, "bool" if bool_out else promoted]
        for (d1, d2), promoted in h.table()
        if d1 in valid and d2 in valid and keep(d1, d2, promoted)
    ]


def _scalar_cases(h, name, keep_dtype=False):
    """Array-scalar cases: each dtype the op takes, with each Python scalar type dh.dtype_to_scalars gives it."""
    bool_out = not keep_dtype and h.returns_bool(name)
    return [[d, s, "bool" if bool_out else d] for d in h.func_in_dtypes[name] for s in h.dtype_to_scalars[d]]


def func_params(h):
    """`func_params` (test_func_promotion): every elementwise function, unary or binary."""
    groups = []
    for name in h.elementwise:
        n = h.nargs(name)
        if n not in (1, 2):
            raise SystemExit(f"{name} takes {n} arrays: test_type_promotion raises NotImplementedError")
        args = "x" if n == 1 else "x1, x2"
        cases = _unary_cases(h, name) if n == 1 else _binary_cases(h, name)
        groups.append(_group("test_func_promotion", name, "function", f"{name}({args})", cases, h))
    return groups


def op_params(h):
    """`op_params` (test_op_promotion): the unary and binary operators but `@`, then `abs(x)`."""
    groups = []
    for op, symbol in {**h.unary_op_to_symbol, **h.binary_op_to_symbol}.items():
        if op == "__matmul__":
            continue
        if h.nargs(op) == 1:
            groups.append(_group("test_op_promotion", op, "operator", f"{symbol}x", _unary_cases(h, op), h))
        else:
            groups.append(_group("test_op_promotion", op, "operator", f"x1 {symbol} x2", _binary_cases(h, op), h))
    # upstream: "We generate params for abs seperately as it does not have an associated symbol"
    groups.append(_group("test_op_promotion", "__abs__", "operator", "abs(x)", _unary_cases(h, "__abs__", out_is_input=True), h))
    return groups


def inplace_params(h):
    """`inplace_params` (test_inplace_op_promotion): pairs whose promoted dtype is x1's."""
    return [
        _group("test_inplace_op_promotion", op, "inplace", f"x1 {symbol} x2", _binary_cases(h, op, lambda d1, d2, p: d1 == p), h)
        for op, symbol in h.inplace_op_to_symbol.items()
        if op != "__imatmul__"
    ]


def op_scalar_params(h):
    """`op_scalar_params` (test_op_scalar_promotion): `x <op> s` for the binary operators but `@`."""
    return [
        _group("test_op_scalar_promotion", op, "operator", f"x {symbol} s", _scalar_cases(h, op), h)
        for op, symbol in h.binary_op_to_symbol.items()
        if op != "__matmul__"
    ]


def inplace_scalar_params(h):
    """`inplace_scalar_params` (test_inplace_op_scalar_promotion): `x <op>= s` keeps x's dtype."""
    return [
        _group("test_inplace_op_scalar_promotion", op, "inplace", f"x {symbol} s", _scalar_cases(h, op, keep_dtype=True), h)
        for op, symbol in h.inplace_op_to_symbol.items()
        if op != "__imatmul__"
    ]


# The lists the test file builds, in its order. `promotion_params` (the table's pairs) feeds no
# test at that commit (result_type had moved to test_data_type_functions); the table's pairs are
# taken from the current dtype_helpers instead (current_cases.py).
PARAM_LISTS = [func_params, op_params, inplace_params, op_scalar_params, inplace_scalar_params]
PARAM_LIST_NAMES = ["func_params", "op_params", "inplace_params", "op_scalar_params", "inplace_scalar_params", "promotion_params"]


def check_test_file(source):
    """Fails when the test file no longer builds the lists this port reproduces."""
    missing = [name for name in PARAM_LIST_NAMES if f"\n{name}" not in source]
    if missing:
        raise SystemExit(f"{TEST_FILE}: no {', '.join(missing)}: the port in tools/array-api/type_promotion_cases.py is for another version")


def type_promotion_groups(source, helpers_source, stub_sources):
    """Every case group of test_type_promotion.py, from the sources of one commit and its stubs
    (`stub_sources`: `array_object` and the `*_functions` modules, by module name)."""
    check_test_file(source)
    h = Helpers(helpers_source, stub_sources)
    return [g for make in PARAM_LISTS for g in make(h)]
