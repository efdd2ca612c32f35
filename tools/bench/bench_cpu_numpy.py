"""NumPy side of the CPU kernel benchmark (driven by tools/bench/bench-cpu.mjs).

Reads the case list as JSON from argv[1], builds the operands once, then answers requests on
stdin, one JSON line each: {"case": name, "repeats": r, "batch": k}; replies with one JSON line
{"wall": [...], "cpu": [...]}: `repeats` times in ms of `batch` calls each, divided by `batch`
(wall: time.perf_counter; cpu: time.process_time, which leaves out time the process waited).
Interleaving requests with the JavaScript side spreads machine-load noise over both.
"""

import json
import sys
import time

import numpy as np


def operand(spec, rng):
    dtype, shape = spec["dtype"], spec["shape"]
    if dtype == "bool":
        return rng.integers(0, 2, size=shape).astype(bool)
    if dtype in ("complex64", "complex128"):
        x = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
    elif dtype.startswith(("int", "uint")):
        x = rng.integers(-100 if dtype.startswith("int") else 0, 100, size=shape)
    else:
        x = rng.standard_normal(shape) * 10
    return np.asarray(x).astype(dtype)


def main():
    cases = {c["name"]: c for c in json.loads(sys.argv[1])}
    rng = np.random.default_rng(0)
    ufuncs = {"add": np.add, "multiply": np.multiply, "less": np.less, "bitwise_and": np.bitwise_and, "sqrt": np.sqrt, "exp": np.exp}
    ready = {}
    for name, c in cases.items():
        a = operand(c["a"], rng)
        if c.get("kind") == "unary":
            f, args = ufuncs[c["op"]], (a,)
        elif c.get("kind") == "reduce":
            f, args = {"sum": np.add.reduce}[c["op"]], (a,)
        elif c.get("kind") == "matmul":
            f, args = np.matmul, (a, operand(c["b"], rng))
        elif c.get("kind") == "where":
            f, args = np.where, (operand(c["cond"], rng), a, operand(c["b"], rng))  # np.where has no out
        else:
            f, args = ufuncs[c["op"]], (a, operand(c["b"], rng))
        out = f(*args)
        ready[name] = (f, args, out if c.get("out") else None)
    print(json.dumps({"numpy": np.__version__}), flush=True)
    for line in sys.stdin:
        req = json.loads(line)
        f, args, out = ready[req["case"]]
        batch = req.get("batch", 1)
        wall, cpu = [], []
        for _ in range(req["repeats"]):
            c0 = time.process_time()
            t0 = time.perf_counter()
            if out is None:
                for _ in range(batch):
                    f(*args)
            else:
                for _ in range(batch):
                    f(*args, out=out)
            wall.append((time.perf_counter() - t0) / batch * 1e3)
            cpu.append((time.process_time() - c0) / batch * 1e3)
        print(json.dumps({"wall": wall, "cpu": cpu}), flush=True)


if __name__ == "__main__":
    main()
