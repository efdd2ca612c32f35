"""The module-level constants of an upstream Python file, read with `ast`, never executed.

`module_values(source, env)` walks the file's top-level statements and evaluates the assignments
whose right-hand side is made only of literals, names already known, `xp.<dtype>` (the dtype's
name), `getattr(xp, name)`, tuple/list/set/dict displays and comprehensions, `+`, comparisons,
`re.compile(...)`, `EqualityMapping(pairs)` (the pairs as a dict) and the calls named in `env`.
`if` blocks whose test evaluates are followed; everything else (function and class bodies, loops,
imports, calls to anything unknown) is skipped, and a name whose assignment was skipped is
unknown afterwards, so a stale value is never used. The caller checks that the names it needs
came out.
"""

import ast
import re


class Unsupported(Exception):
    """An expression outside the evaluated subset."""


# Calls any upstream file may make at module level, by name.
BUILTIN_CALLS = {
    "tuple": tuple,
    "list": list,
    "set": set,
    "dict": dict,
    "sorted": sorted,
    # dtype_helpers.EqualityMapping(pairs): a mapping compared by ==; dtypes are names here
    "EqualityMapping": lambda pairs: dict(pairs),
}

_BINOPS = {ast.Add: lambda a, b: a + b, ast.BitOr: lambda a, b: a | b}
_CMPOPS = {
    ast.Eq: lambda a, b: a == b,
    ast.NotEq: lambda a, b: a != b,
    ast.Lt: lambda a, b: a < b,
    ast.LtE: lambda a, b: a <= b,
    ast.Gt: lambda a, b: a > b,
    ast.GtE: lambda a, b: a >= b,
    ast.In: lambda a, b: a in b,
    ast.NotIn: lambda a, b: a not in b,
}
# Methods of the values built here that return a value and change nothing.
_PURE_METHODS = {"items", "keys", "values", "get"}
# Methods that change a known value in place (statement calls only).
_MUTATING_METHODS = {"insert", "update", "append", "extend"}


class Evaluator:
    """Evaluates expressions of the subset against `names` (the module's values so far)."""

    def __init__(self, names, calls, modules, ported=()):
        self.names = names
        # names whose changes by skipped statements (loops) the caller reproduces itself
        self.ported = set(ported)
        self.calls = {**BUILTIN_CALLS, **calls}
        # other upstream modules by the name this file imports them as (`dh`): dicts of values
        self.modules = modules

    def eval(self, node, scope=None):
        scope = scope or {}
        method = getattr(self, "_" + type(node).__name__, None)
        if method is None:
            raise Unsupported(type(node).__name__)
        return method(node, scope)

    def _Constant(self, node, scope):
        return node.value

    def _Name(self, node, scope):
        for table in (scope, self.names):
            if node.id in table:
                return table[node.id]
        raise Unsupported(f"unknown name {node.id}")

    def _Attribute(self, node, scope):
        if isinstance(node.value, ast.Name):
            base = node.value.id
            if base == "xp":
                return node.attr  # an array module's dtype: its name
            if base == "re" and node.attr.isupper():
                return getattr(re, node.attr)  # a regex flag
            if base in self.modules and node.attr in self.modules[base]:
                return self.modules[base][node.attr]
        raise Unsupported(f"attribute {ast.unparse(node)}")

    def _Tuple(self, node, scope):
        return tuple(self._elements(node.elts, scope))

    def _List(self, node, scope):
        return list(self._elements(node.elts, scope))

    def _Set(self, node, scope):
        return set(self._elements(node.elts, scope))

    def _elements(self, elts, scope):
        for e in elts:
            if isinstance(e, ast.Starred):
                yield from self.eval(e.value, scope)
            else:
                yield self.eval(e, scope)

    def _Dict(self, node, scope):
        out = {}
        for k, v in zip(node.keys, node.values):
            if k is None:
                out.update(self.eval(v, scope))
            else:
                out[self.eval(k, scope)] = self.eval(v, scope)
        return out

    def _BinOp(self, node, scope):
        op = _BINOPS.get(type(node.op))
        if op is None:
            raise Unsupported(type(node.op).__name__)
        return op(self.eval(node.left, scope), self.eval(node.right, scope))

    def _UnaryOp(self, node, scope):
        value = self.eval(node.operand, scope)
        if isinstance(node.op, ast.USub):
            return -value
        if isinstance(node.op, ast.Not):
            return not value
        raise Unsupported(type(node.op).__name__)

    def _Compare(self, node, scope):
        left = self.eval(node.left, scope)
        for op, right_node in zip(node.ops, node.comparators):
            right = self.eval(right_node, scope)
            if not _CMPOPS[type(op)](left, right):
                return False
            left = right
        return True

    def _Call(self, node, scope):
        if node.keywords:
            raise Unsupported("keyword arguments")
        f = node.func
        if isinstance(f, ast.Name) and f.id == "getattr" and len(node.args) == 2 and ast.unparse(node.args[0]) == "xp":
            return self.eval(node.args[1], scope)  # an array module's dtype: its name
        args = [self.eval(a, scope) for a in node.args]
        if isinstance(f, ast.Name) and f.id in self.calls:
            return self.calls[f.id](*args)
        if isinstance(f, ast.Attribute) and ast.unparse(f) == "re.compile":
            return re.compile(*args)
        if isinstance(f, ast.Attribute) and f.attr in _PURE_METHODS:
            return getattr(self.eval(f.value, scope), f.attr)(*args)
        raise Unsupported(f"call {ast.unparse(f)}")

    def _comprehension(self, generators, scope, emit):
        if not generators:
            emit(scope)
            return
        g = generators[0]
        for item in self.eval(g.iter, scope):
            inner = dict(scope)
            bind(g.target, item, inner)
            if all(self.eval(cond, inner) for cond in g.ifs):
                self._comprehension(generators[1:], inner, emit)

    def _ListComp(self, node, scope):
        out = []
        self._comprehension(node.generators, scope, lambda s: out.append(self.eval(node.elt, s)))
        return out

    _GeneratorExp = _ListComp

    def _SetComp(self, node, scope):
        return set(self._ListComp(node, scope))

    def _DictComp(self, node, scope):
        out = {}
        self._comprehension(node.generators, scope, lambda s: out.__setitem__(self.eval(node.key, s), self.eval(node.value, s)))
        return out


def bind(target, value, scope):
    """Assigns `value` to a comprehension target (a name, or nested tuples of names)."""
    if isinstance(target, ast.Name):
        scope[target.id] = value
    elif isinstance(target, (ast.Tuple, ast.List)):
        items = list(value)
        if len(items) != len(target.elts):
            raise Unsupported("unpacking length")
        for t, v in zip(target.elts, items):
            bind(t, v, scope)
    else:
        raise Unsupported("target " + ast.unparse(target))


def _run(statements, ev):
    for st in statements:
        try:
            _statement(st, ev)
        except Unsupported:
            for name in _assigned_names(st) - ev.ported:
                ev.names.pop(name, None)


def _statement(st, ev):
    names = ev.names
    if isinstance(st, (ast.Assign, ast.AnnAssign)):
        if st.value is None:
            return
        targets = st.targets if isinstance(st, ast.Assign) else [st.target]
        value = ev.eval(st.value)
        for t in targets:
            if isinstance(t, ast.Name):
                names[t.id] = value
            elif isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id in names:
                names[t.value.id][ev.eval(t.slice)] = value
            else:
                raise Unsupported("assignment target " + ast.unparse(t))
    elif isinstance(st, ast.AugAssign) and isinstance(st.target, ast.Name) and isinstance(st.op, ast.Add):
        names[st.target.id] = ev.eval(st.target) + ev.eval(st.value)
    elif isinstance(st, ast.Expr) and isinstance(st.value, ast.Call) and isinstance(st.value.func, ast.Attribute):
        f = st.value.func
        if f.attr in _MUTATING_METHODS and isinstance(f.value, ast.Name) and f.value.id in names:
            getattr(names[f.value.id], f.attr)(*[ev.eval(a) for a in st.value.args])
    elif isinstance(st, ast.If):
        _run(st.body if ev.eval(st.test) else st.orelse, ev)
    elif isinstance(st, (ast.For, ast.While, ast.Try, ast.With)):
        # a loop's effects are not followed: what it assigns is unknown afterwards
        raise Unsupported(type(st).__name__)


def _assigned_names(st):
    """Every name a skipped statement may have assigned or changed."""
    out = set()
    for node in ast.walk(st):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.add(node.id)
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name):
            out.add(node.value.id)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _MUTATING_METHODS and isinstance(node.func.value, ast.Name):
            out.add(node.func.value.id)
    return out


def module_values(source, names=None, calls=None, modules=None, ported=()):
    """The values of `source`'s top-level names that the subset evaluates (see the module docstring).

    `names`: values known before the file runs (`api_version`); `calls`: functions by name, for
    module-level calls to the file's own helpers; `modules`: other modules' values by the name the
    file imports them as; `ported`: names kept as they were before a skipped statement (a loop)
    changed them, because the caller reproduces that loop.
    """
    ev = Evaluator(dict(names or {}), calls or {}, modules or {}, ported)
    tree = ast.parse(source)
    _run([st for st in tree.body if not isinstance(st, (ast.FunctionDef, ast.ClassDef, ast.Import, ast.ImportFrom))], ev)
    return ev.names


def require(values, names, where):
    """The values of `names`, or an error naming those `where` did not give."""
    missing = [n for n in names if n not in values]
    if missing:
        raise SystemExit(f"{where}: could not read {', '.join(missing)} (the file changed shape: update tools/array-api)")
    return {n: values[n] for n in names}
