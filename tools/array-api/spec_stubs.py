"""The array API standard's function stubs (data-apis/array-api), read with `ast`.

array-api-tests imports these stubs (its `array-api` submodule) and reads three things from them:
the functions of each category (a module's `__all__`), each function's positional parameters
(`pytest_helpers.nargs`, `inspect.signature`) and its docstring (`dtype_helpers.func_in_dtypes`,
by regular expressions). `Stub` holds exactly those.
"""

import ast
from dataclasses import dataclass


@dataclass(frozen=True)
class Stub:
    """One function or method of the standard."""

    name: str
    # positional parameters, as getfullargspec(...).args lists them (positional-only included)
    positional: tuple
    # every parameter name, as inspect.signature(...).parameters lists them
    parameters: tuple
    # the docstring as the function's __doc__ holds it (not cleaned: the upstream regexes ran on it)
    doc: str


def _stub(node):
    a = node.args
    positional = tuple(x.arg for x in a.posonlyargs + a.args)
    rest = ([a.vararg] if a.vararg else []) + a.kwonlyargs + ([a.kwarg] if a.kwarg else [])
    return Stub(node.name, positional, positional + tuple(x.arg for x in rest), ast.get_docstring(node, clean=False) or "")


def module_functions(source):
    """The functions a stub module exports, in `__all__` order, by name."""
    tree = ast.parse(source)
    defs = {n.name: _stub(n) for n in tree.body if isinstance(n, ast.FunctionDef)}
    exported = next(
        (ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in n.targets)),
        None,
    )
    if exported is None:
        raise SystemExit("stub module without __all__: update tools/array-api/spec_stubs.py")
    return {name: defs[name] for name in exported}


def array_methods(source):
    """The methods of the stub's array class (`_array` or `array`), by name."""
    tree = ast.parse(source)
    classes = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name in ("_array", "array")]
    if not classes:
        raise SystemExit("stub array_object without an array class: update tools/array-api/spec_stubs.py")
    return {n.name: _stub(n) for n in classes[0].body if isinstance(n, ast.FunctionDef) and n.name != "__init__"}
