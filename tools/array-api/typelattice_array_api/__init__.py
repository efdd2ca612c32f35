"""typelattice's facade (@typelattice/tf) as a Python Array API 2024.12 namespace, for running the
standard's own test suite against it.

Every function forwards to one Node process running the built facade with one promotion policy
(`createOps({ policy, mode })`): TYPELATTICE_POLICY (default numpy) and TYPELATTICE_MODE (the
policy's default mode when unset). The namespace has the functions the facade can answer and
nothing else: a function the facade lacks is a missing attribute, whose AttributeError says so.
"""

import builtins
import collections
import os
import sys
import types

from . import _array, _dtypes
from ._array import CPU, Array, install_operators
from ._bridge import Bridge
from ._signatures import EXTENSION_SIGNATURES, NAMED_RESULTS, SIGNATURES, signature_of
from ._values import python_values

__array_api_version__ = "2024.12"

_bridge = Bridge(os.environ.get("TYPELATTICE_POLICY", "numpy"), os.environ.get("TYPELATTICE_MODE") or None)
_bridge.make_array = Array
_hello = _bridge.hello()
policy = _hello["policy"]
mode = _hello["mode"]
_namespace = sys.modules[__name__]
Array._bridge = _bridge
Array._namespace = _namespace

globals().update(_dtypes.DTYPES)
globals().update(_hello["constants"])
install_operators(_hello["functions"])
array = Array


def _forward(name):
    sig = signature_of(name)

    def function(*args, **kwargs):
        bound = sig.bind(*args, **kwargs)
        bound.apply_defaults()
        return _bridge.call(name, bound.arguments)

    function.__name__ = function.__qualname__ = name
    function.__signature__ = sig
    function.__doc__ = f"The Array API's {name}, answered by typelattice's facade (policy {policy})."
    return function


def _extension(name):
    """A function (`linalg.qr`, `unique_all`) forwarded as the others; a multi-output result becomes
    the Array API's named tuple."""
    function = _forward(name)
    if name not in NAMED_RESULTS:
        return function
    kind, fields = NAMED_RESULTS[name]
    result = collections.namedtuple(kind, fields)

    def named(*args, **kwargs):
        r = function(*args, **kwargs)
        return result(*(r[f] for f in fields))

    named.__name__ = named.__qualname__ = function.__name__
    named.__signature__ = function.__signature__
    named.__doc__ = function.__doc__
    return named


def _extension_module(prefix):
    """The `linalg` or `fft` submodule, with the functions the facade answers."""
    module = types.ModuleType(f"{__name__}.{prefix}", f"The Array API's {prefix} extension, answered by typelattice's facade (policy {policy}).")
    for name in EXTENSION_SIGNATURES:
        if name.startswith(prefix + ".") and name in _AVAILABLE:
            setattr(module, name.split(".", 1)[1], _extension(name))
    sys.modules[module.__name__] = module
    return module


def _asarray_values(function):
    def asarray(obj, /, *, dtype=None, device=None, copy=None):
        # an array of the asked dtype is returned as it is unless a copy is asked for (as NumPy's
        # asarray): x[i] = v then shows through both names, which copy=False promises
        if isinstance(obj, Array) and copy is not True and (dtype is None or dtype == obj.dtype) and device in (None, CPU):
            return obj
        if not isinstance(obj, Array):
            obj = python_values(obj, dtype.name if dtype is not None else None, Array._scalar)
        return function(obj, dtype=dtype, device=device, copy=copy)

    asarray.__doc__ = function.__doc__
    return asarray


class _Info:
    """A finfo/iinfo answer with the Array API's attribute names."""

    def __init__(self, facts):
        facts["dtype"] = _dtypes.DTYPES[facts["dtype"]]
        self.__dict__.update(facts)

    def __repr__(self):
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"


class finfo_object(_Info):
    pass


class iinfo_object(_Info):
    pass


def _dtype_facts(name, kind):
    def facts(type, /):
        return kind(_bridge.call(name, {"type": type.dtype if isinstance(type, Array) else type}))

    facts.__name__ = name
    return facts


def _as_tuple(function):
    def tuple_result(*args, **kwargs):
        return tuple(function(*args, **kwargs))

    tuple_result.__name__ = tuple_result.__qualname__ = function.__name__
    tuple_result.__signature__ = function.__signature__
    tuple_result.__doc__ = function.__doc__
    return tuple_result


_AVAILABLE = set(_hello["functions"])
for _name in SIGNATURES:
    if _name in _AVAILABLE:
        # the standard's unstack and nonzero give tuples (the bridge's lists come back as lists);
        # the unique functions its named tuples
        globals()[_name] = _as_tuple(_forward(_name)) if _name in ("unstack", "nonzero") else _extension(_name)
if "result_type" in _AVAILABLE:
    _result_type_name = result_type  # noqa: F821 (made just above)

    def result_type(*arrays_and_dtypes):
        """The Array API's result_type: the facade answers a dtype name, the namespace's dtype here."""
        return _dtypes.DTYPES[_result_type_name(*arrays_and_dtypes)]

    result_type.__signature__ = _result_type_name.__signature__
if "asarray" in _AVAILABLE:
    asarray = _asarray_values(asarray)  # noqa: F821 (made just above)
# (the builtins' any: the namespace's own `any` is the Array API's)
if builtins.any(n.startswith("linalg.") for n in _AVAILABLE):
    linalg = _extension_module("linalg")
if builtins.any(n.startswith("fft.") for n in _AVAILABLE):
    fft = _extension_module("fft")
finfo = _dtype_facts("finfo", finfo_object)
iinfo = _dtype_facts("iinfo", iinfo_object)


class _NamespaceInfo:
    """`__array_namespace_info__()`: one device, the policy's default dtypes, what the facade can do."""

    def capabilities(self):
        # the facade's get takes boolean masks (a result's shape depends on the mask's values)
        return {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": _hello["maxRank"]}

    def default_device(self):
        return CPU

    def default_dtypes(self, *, device=None):
        # the Python scalars' own dtypes, which asarray gives (NumPy's and JAX x64's defaults)
        return {"real floating": float64, "complex floating": complex128, "integral": int64, "indexing": int64}  # noqa: F821

    def devices(self):
        return [CPU]

    def dtypes(self, *, device=None, kind=None):
        if kind is None:
            return {n: _dtypes.DTYPES[n] for n in _dtypes.API_DTYPES}
        return _dtypes.of_kind(kind)


def __array_namespace_info__():
    return _NamespaceInfo()


def __getattr__(name):
    if name in SIGNATURES or name in ("e", "inf", "nan", "pi", "newaxis", "linalg", "fft"):
        raise AttributeError(f"typelattice's facade has no {name} (Array API {__array_api_version__}); nothing answers it here")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
