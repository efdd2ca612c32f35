"""How the table recorders (record_tables.py, record_families.py) reach each library: its setup for a
mode, its operands (1-element tensors or arrays holding 1, Python scalars for the weak kinds) and
how a result is read as a cell. Not a recorder itself (record.sh runs only record_*.py).
"""

import os
import warnings

from fixture_io import CODE_OF, CODES, DTYPES, KINDS, PY_SCALAR, WEAK, weak_kind_of


# Every library mode the table recorders record, each in a fresh process.
MODES = [
    ("tensorflow", "legacy"),
    ("tensorflow", "safe"),
    ("tensorflow", "all"),
    ("numpy", "default"),
    ("jax", "x64"),
    ("jax", "x32"),
    ("jax", "strict"),
    ("torch", "default"),
]


def safely(fn):
    """Run fn(), turning an exception into a refused cell."""
    from fixture_io import refused
    try:
        return fn()
    except Exception as exc:  # every library raises its own classes; the name is what we record
        return refused(exc)


# ---------------------------------------------------------------- TensorFlow

def tensorflow_setup(mode):
    """TensorFlow, with numpy behaviour in `mode` unless it is `legacy`."""
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import tensorflow as tf

    if mode != "legacy":
        tf.experimental.numpy.experimental_enable_numpy_behavior(dtype_conversion_mode=mode)
    return tf


def tensorflow_operand(tf, kind, role):
    if kind in WEAK:
        return PY_SCALAR[kind]
    d = tf.as_dtype(DTYPES[CODES.index(kind)])
    if role == "ndarray":
        import numpy as np
        return np.ones([1], dtype=d.as_numpy_dtype)
    return tf.ones([1], dtype=d)


def tensorflow_result(tf, value):
    from tensorflow.python.framework.weak_tensor import WeakTensor

    if isinstance(value, WeakTensor):
        return weak_kind_of(CODE_OF[value.dtype.name])
    return CODE_OF[value.dtype.name] if isinstance(value, tf.Tensor) else None


# ---------------------------------------------------------------- JAX

def jax_setup(mode):
    """JAX on the CPU, x64 unless `x32`, strict promotion in `strict`: (jax, jax.numpy)."""
    import jax

    jax.config.update("jax_platforms", "cpu")
    jax.config.update("jax_enable_x64", mode != "x32")
    if mode == "strict":
        jax.config.update("jax_numpy_dtype_promotion", "strict")
    import jax.numpy as jnp

    return jax, jnp


class JaxOperands:
    """Makes JAX operands; `canonical` records the dtype JAX really made where it differs (x32
    truncates 64-bit requests)."""

    def __init__(self, jnp):
        self.jnp = jnp
        self.canonical = {}

    def __call__(self, kind, _role=None):
        if kind in WEAK:
            return PY_SCALAR[kind]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # x32: 64-bit requests are truncated, recorded in the header
            value = self.jnp.ones([1], dtype=DTYPES[CODES.index(kind)])
        actual = CODE_OF[value.dtype.name]
        if actual != kind:
            self.canonical[kind] = actual
        return value


def jax_result(value):
    code = CODE_OF[value.dtype.name]
    # JAX's bool of Python scalars alone is weakly typed; there is no weak bool kind: b
    return weak_kind_of(code) if getattr(value, "weak_type", False) and code != "b" else code


def jax_header(jax, mode, operands):
    extra = {
        "evaluation": "jax.eval_shape (abstract evaluation: dtype and weak_type as an eager call gives them)",
        "jax_enable_x64": mode != "x32",
        "jax_numpy_dtype_promotion": "strict" if mode == "strict" else "standard",
        "jaxlib": __import__("jaxlib").__version__,
    }
    if operands.canonical:
        extra["operandDtypeActual"] = dict(sorted(operands.canonical.items(), key=lambda kv: KINDS.index(kv[0])))
    return extra


# ---------------------------------------------------------------- PyTorch

def torch_operand(torch, kind, role=None):
    """A Python scalar for a weak kind, else a tensor holding 1: shape [1], or shape [] for the role
    `zero-dim` (PyTorch ranks a 0-dim tensor below tensors with dimensions)."""
    if kind in WEAK:
        return PY_SCALAR[kind]
    return torch.ones([] if role == "zero-dim" else [1], dtype=getattr(torch, DTYPES[CODES.index(kind)]))


def torch_result(torch, value):
    if not isinstance(value, torch.Tensor):
        return None
    name = str(value.dtype).removeprefix("torch.")
    return CODE_OF.get(name, name)  # e.g. complex32 (float16 + complex), not one of the fifteen
