"""NumPy side of the CPU benchmark (driven by tools/bench/bench-cpu.mjs).

Reads the case list as JSON from argv[1] and builds each case's operands once, then answers
requests on stdin, one JSON line each: {"case": name, "time": ms, "min": n, "batch": k}. It calls
the case at least `min` times and until `time` ms have passed, `batch` calls per sample, and
replies with one JSON line {"samples": [...]} of ms per call (time.perf_counter). Interleaving
requests with the JavaScript side spreads machine-load noise over every library.

Kinds of case: a ufunc of one or two operands (optionally into a preallocated `out`; `fn` names
it where the op's name is not in UFUNCS: np.less, np.bitwise_and ...), `unary` (the ufunc `fn`),
`cast` (astype to `to`), `where` (the condition a > 0), `sum`, `reduce` (the NumPy function named
by `fn`: np.std, np.var, np.all, np.any, np.argmax, np.sum ..., along `axis` where given), `matmul`,
the products `tensordot` (axes=1, or the case's `npAxes`), `vecdot` and `outer`, the indexing and manipulation kinds
(`take`, `flip`, `roll`, `tile`, `getitem`), the copying array ops (`transpose`, `concat`,
`stack`, `slice`, `broadcast`: the views copied), `linalg` and `fft` (np.linalg.<fn>, np.fft.<fn>), and the two machine
references: `copy` (np.copyto into an existing array: memory
bandwidth) and `fill` (a fresh array written once: the page faults of new memory).

`--cold SPEC CALLS` times the first CALLS calls of one case in this fresh process instead.
"""

import json
import sys
import time

import numpy as np

try:  # bfloat16, as the JavaScript side's values are recorded against (ml_dtypes)
    import ml_dtypes

    BFLOAT16 = ml_dtypes.bfloat16
except ImportError:  # pragma: no cover - the recording venv has it
    BFLOAT16 = None

UFUNCS = {
    "add": np.add,
    "mul": np.multiply,
    "truediv": np.true_divide,
    "pow": np.power,
    "floordiv": np.floor_divide,
}


def dtype_of(name):
    return BFLOAT16 if name == "bfloat16" else np.dtype(name)


def operand(spec, rng):
    dtype, shape = spec["dtype"], spec["shape"]
    if not isinstance(spec.get("positive"), bool):  # indices in [0, n)
        return rng.integers(0, spec["positive"], size=shape).astype(dtype_of(dtype))
    if dtype.startswith("complex"):
        x = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
    elif dtype.startswith(("int", "uint")):
        lo = 1 if spec.get("positive") else (-100 if dtype.startswith("int") else 0)
        x = rng.integers(lo, 100, size=shape)
    elif spec.get("positive"):
        x = rng.uniform(0.5, 2.0, size=shape)
    else:
        x = rng.standard_normal(shape) * 10
    return np.asarray(x).astype(dtype_of(dtype))


def prepare_extension(c, a, rng):
    """The linalg and fft extensions (#38): np.linalg.<fn> or np.fft.<fn> of `a` (and `b`)."""
    f = getattr(np.linalg if c["kind"] == "linalg" else np.fft, c["fn"])
    if "b" in c:
        b = operand(c["b"], rng)
        return lambda: f(a, b)
    return lambda: f(a)


def prepare(c, rng):
    kind = c["kind"]
    if kind == "copy":
        src = operand(c["a"], rng)
        dst = np.empty_like(src)
        return lambda: np.copyto(dst, src)
    if kind == "fill":
        n, dtype = c["a"]["shape"][0], dtype_of(c["a"]["dtype"])

        def fill():
            np.empty(n, dtype).fill(1)

        return fill
    a = operand(c["a"], rng)
    if kind in ("linalg", "fft"):
        return prepare_extension(c, a, rng)
    if kind == "sum":
        return lambda: np.add.reduce(a, axis=None)
    if kind == "sort":
        f = getattr(np, c["fn"])
        return lambda: f(a, axis=-1)
    if kind in ("unique", "nonzero"):
        f = getattr(np, c["fn"])
        return lambda: f(a)
    if kind == "searchsorted":
        s, v = np.sort(a), operand(c["b"], rng)
        return lambda: np.searchsorted(s, v)
    if kind == "reduce":
        f = getattr(np, c["fn"])
        if "axis" in c:
            axis = c["axis"]
            return lambda: f(a, axis=axis)
        return lambda: f(a)
    if kind == "unary":
        f = getattr(np, c["fn"])
        return lambda: f(a)
    if kind == "clip":
        return lambda: np.clip(a, -0.5, 0.5)
    if kind == "cast":
        to = dtype_of(c["to"])
        return lambda: a.astype(to)
    # indexing and manipulation: each makes a new array (NumPy's flip is a view: copied here)
    if kind == "flip":
        axis = c.get("axis", 0)
        return lambda: np.flip(a, axis=axis).copy()
    if kind == "roll":
        return lambda: np.roll(a, 1000, axis=0)
    if kind == "tile":
        return lambda: np.tile(a, 1000)
    if kind == "getitem":
        return lambda: a[::2, ::-1].copy()
    # the copying array ops (#37): NumPy's transpose, slice and broadcast_to are views, copied here
    if kind == "transpose":
        perm = c.get("perm")
        return lambda: np.ascontiguousarray(np.transpose(a, perm))
    if kind == "slice":
        return lambda: a[1:999, 1:999].copy()
    if kind == "broadcast":
        to = tuple(c["to"])
        return lambda: np.broadcast_to(a, to).copy()
    b = operand(c["b"], rng)
    if kind in ("concat", "stack"):
        f = np.concatenate if kind == "concat" else np.stack
        axis = c.get("axis", 0)
        return lambda: f([a, b], axis=axis)
    if kind == "take":
        axis = c.get("axis")
        return lambda: np.take(a, b, axis=axis)
    if kind == "takeAlong":
        axis = c["axis"]
        return lambda: np.take_along_axis(a, b, axis=axis)
    if kind == "matmul":
        return lambda: np.matmul(a, b)
    if kind == "tensordot":
        axes = c.get("npAxes", 1)
        return lambda: np.tensordot(a, b, axes=axes)
    if kind == "vecdot":
        return lambda: np.vecdot(a, b)
    if kind == "outer":
        return lambda: np.outer(a, b)
    if kind == "where":  # the condition: a's positive elements, as the JavaScript side's
        cond = a > 0
        return lambda: np.where(cond, a, b)
    f = getattr(np, c["fn"]) if c.get("fn") else UFUNCS[c["op"]]
    if c.get("out"):
        out = f(a, b)
        return lambda: f(a, b, out=out)
    return lambda: f(a, b)


def cold(spec, calls):
    """The first `calls` calls of one case in this fresh process (operands made first), as ms."""
    fn = prepare(spec, np.random.default_rng(0))
    samples = []
    for _ in range(calls):
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1e3)
    print(json.dumps({"samples": samples}), flush=True)


def main():
    if sys.argv[1] == "--cold":
        cold(json.loads(sys.argv[2]), int(sys.argv[3]))
        return
    cases = json.loads(sys.argv[1])
    rng = np.random.default_rng(0)
    ready = {c["name"]: prepare(c, rng) for c in cases}
    print(json.dumps({"numpy": np.__version__}), flush=True)
    for line in sys.stdin:
        req = json.loads(line)
        fn = ready[req["case"]]
        batch = req.get("batch", 1)
        budget = req["time"] / 1e3
        samples = []
        start = time.perf_counter()
        while len(samples) < req["min"] or time.perf_counter() - start < budget:
            t0 = time.perf_counter()
            for _ in range(batch):
                fn()
            samples.append((time.perf_counter() - t0) / batch * 1e3)
        print(json.dumps({"samples": samples}), flush=True)


if __name__ == "__main__":
    main()
