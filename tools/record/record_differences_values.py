"""Write conformance/fixtures/values/DIFFERENCES.md: the value differences between NumPy, JAX (x64,
CPU), TensorFlow (eager, CPU) and PyTorch (CPU) for the newer elementwise ops (comparisons,
logical, bitwise, shifts, unary ops, where).

Two parts: a table of chosen inputs, each op run by all four libraries on a one-element array
(or the element of a short array named in the notes); then, per library, every difference from
NumPy that the full value cases (record_values.py's operands, also those of
record_{jax,tf,torch}_values.py) show, grouped by op and kind of difference.

Usage: TF_CPP_MIN_LOG_LEVEL=3 .venv/bin/python tools/record/record_differences_values.py
       (all fixtures: pnpm record)
"""

import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import record_values as nv  # noqa: E402
from fixture_io import ROOT  # noqa: E402
import record_jax_values as jr  # noqa: E402  (sets JAX to x64 on the CPU)
import record_tf_values as tr  # noqa: E402
import record_torch_values as pr  # noqa: E402

import numpy as np  # noqa: E402

jnp, tf, torch = jr.jnp, tr.tf, pr.torch
OUT = os.path.join(ROOT, "conformance", "fixtures", "values", "DIFFERENCES.md")
LIBS = ("numpy", "jax", "tensorflow", "torch")
F32MAX = float(np.finfo(np.float32).max)


def A(dtype, *values):
    """A one-dimensional operand of a dtype (bfloat16 by name)."""
    with np.errstate(all="ignore"):
        return np.array(values, dtype=np.float64 if dtype == "bfloat16" else None).astype(nv.NP[dtype]) \
            if dtype == "bfloat16" else np.array(values, dtype=nv.NP[dtype])


def callers(op):
    """Per library, a function of NumPy operands giving a NumPy array."""
    return {
        "numpy": nv.NEW_FUNCS[op],
        "jax": lambda *xs: jr.jax_call(op, *xs),
        "tensorflow": lambda *xs: tr.tf_call(op, *xs),
        "torch": lambda *xs: pr.torch_call(op, *xs),
    }


def round_callers():
    """The libraries' own `round` (not NumPy's rint): np.round, jnp.round, tf.math.round, torch.round."""
    return {
        "numpy": np.round,
        "jax": lambda x: np.asarray(jnp.round(jnp.asarray(x))),
        "tensorflow": lambda x: tf.math.round(tf.constant(x)).numpy(),
        "torch": lambda x: pr.to_numpy(torch.round(pr.to_torch(x))),
    }


# (op, operands, note); an op name of NEW_FUNCS, or "round"; `pick` the element shown.
PROBES = [
    ("left_shift", [A("int8", 1), A("int8", 8)], "shift count = width"),
    ("left_shift", [A("int8", 1), A("int8", 7)], "count width-1: the sign bit"),
    ("left_shift", [A("int8", 1), A("int8", 9)], "count width+1"),
    ("left_shift", [A("int8", 1), A("int8", -1)], "negative count"),
    ("left_shift", [A("uint8", 1), A("uint8", 8)], ""),
    ("left_shift", [A("int32", 1), A("int32", 32)], ""),
    ("left_shift", [A("int64", 3), A("int64", 64)], ""),
    ("right_shift", [A("int8", -128), A("int8", 8)], "count = width, negative x"),
    ("right_shift", [A("int8", 64), A("int8", 8)], "count = width, positive x"),
    ("right_shift", [A("int8", 5), A("int8", -1)], "negative count"),
    ("right_shift", [A("int8", -5), A("int8", -1)], "negative count, negative x"),
    ("right_shift", [A("uint8", 255), A("uint8", 9)], ""),
    ("sign", [A("float32", np.nan)], ""),
    ("sign", [A("float32", -0.0)], ""),
    ("sign", [A("bfloat16", -0.0)], "NumPy's bfloat16 sign is ml_dtypes'"),
    ("sign", [A("float32", 1e-45)], "subnormal; TF: 0 in a scalar tail, 1e-45 inside a SIMD packet (see below)"),
    ("sign", [A("float32", *([1e-45] * 8))], "8 elements: TF's SIMD packet"),
    ("sign", [A("complex64", complex(F32MAX, F32MAX))], "|z| overflows"),
    ("sign", [A("complex64", *([complex(F32MAX, F32MAX)] * 8))], "8 elements"),
    ("sign", [A("complex64", complex(np.inf, 0))], ""),
    ("sign", [A("complex64", complex(3, 4))], ""),
    ("sign", [A("bool", True)], ""),
    ("rint", [A("float32", 0.5, 1.5, 2.5, -0.5, -2.5)], "rint: jnp.rint, tf.math.round, torch.round; all elements shown"),
    ("round", [A("float64", 0.5, 1.5, 2.5, -0.5, -2.5)], "the libraries' round: np.round, jnp.round, tf.math.round, torch.round"),
    ("rint", [A("int8", 3)], "rint of an integer: result dtype"),
    ("floor", [A("int8", -3)], "floor of an integer"),
    ("floor", [A("bool", True)], ""),
    ("floor", [A("float64", -5e-324)], "subnormal"),
    ("absolute", [A("int8", -128)], "abs of int min wraps"),
    ("absolute", [A("int64", -(2 ** 63))], ""),
    ("absolute", [A("uint8", 200)], ""),
    ("absolute", [A("bool", True)], ""),
    ("absolute", [A("complex64", complex(np.inf, np.nan))], "hypot(inf, nan)"),
    ("negative", [A("int8", -128)], ""),
    ("negative", [A("uint8", 1)], ""),
    ("negative", [A("complex64", 0j)], "one element"),
    ("negative", [A("complex64", *([0j] * 8))], "8 elements: torch's vectorised loop loses the zeros' signs"),
    ("invert", [A("bool", True)], ""),
    ("square", [A("bool", True)], ""),
    ("square", [A("complex64", complex(F32MAX, F32MAX))], ""),
    ("square", [A("complex64", *([complex(F32MAX, F32MAX)] * 8))], "8 elements"),
    ("sqrt", [A("int8", 4)], "result dtype"),
    ("sqrt", [A("bool", True)], "result dtype"),
    ("sqrt", [A("float32", -1)], ""),
    ("sqrt", [A("float32", -1e-45)], "negative subnormal"),
    ("sqrt", [A("complex64", complex(0, -0.0))], ""),
    ("sqrt", [A("complex128", complex(1.7976931348623157e308, 1.7976931348623157e308))], ""),
    ("log", [A("float32", -1)], ""),
    ("log", [A("float32", 0)], ""),
    ("log", [A("float64", 5e-324)], "subnormal"),
    ("log", [A("complex128", complex(1.7976931348623157e308, 1.7976931348623157e308))], "|z| overflows"),
    ("log", [A("complex128", *([complex(1.7976931348623157e308, 1.7976931348623157e308)] * 8))], "8 elements"),
    ("exp", [A("float32", 88.73)], "overflow"),
    ("exp", [A("float16", 11.1)], "overflow"),
    ("exp", [A("float32", -100)], "underflow to a subnormal"),
    ("exp", [A("complex64", complex(np.inf, np.nan))], ""),
    ("exp", [A("complex64", complex(0, -0.0))], ""),
    ("tanh", [A("float32", 20)], ""),
    ("tanh", [A("float64", 1e-310)], "subnormal"),
    ("sin", [A("float64", 1e300)], "large argument"),
    ("cos", [A("float32", 1e30)], "large argument"),
    ("cos", [A("complex128", complex(0, 710))], "cosh overflow edge"),
    ("equal", [A("float32", 0), A("float32", 1e-45)], "subnormal"),
    ("less", [A("float64", 0), A("float64", 5e-324)], "subnormal"),
    ("equal", [A("int64", 2 ** 63 - 1), A("uint64", 2 ** 63)], "mixed-sign 64-bit"),
    ("less", [A("int64", -1), A("uint64", 2 ** 64 - 1)], ""),
    ("equal", [A("float16", np.inf), A("int64", 2 ** 63 - 1)], "float16 with int64"),
    ("equal", [A("bfloat16", 1), A("int32", 1)], "NumPy: no common dtype, still compares"),
    ("less", [A("complex64", 0j), A("complex64", complex(1, np.nan))], "complex ordering with NaN"),
    ("less", [A("complex64", complex(1, 0)), A("complex64", complex(1, 2))], "complex ordering"),
    ("greater", [A("complex64", complex(1, 0)), A("complex64", complex(0, np.nan))], ""),
    ("logical_and", [A("float32", 1e-45), A("float32", 1)], "subnormal truth"),
    ("logical_and", [A("int8", 2), A("int8", 1)], "non-bool operands"),
    ("logical_not", [A("float64", 5e-324)], ""),
    ("bitwise_and", [A("int64", -1), A("uint64", 1)], "int64 with uint64"),
    ("where", [A("float32", 1e-45), A("float32", 1), A("float32", 2)], "subnormal condition"),
    ("where", [A("float32", np.nan), A("float32", 1), A("float32", 2)], "NaN condition"),
    ("where", [A("int8", -3), A("float32", 1), A("float32", 2)], "int condition"),
    ("where", [A("bool", True), A("int16", 1), A("float16", 2)], "branches' dtype"),
    ("imag", [A("float32", 1)], ""),
    ("real", [A("bool", True)], ""),
]


def show(result, note):
    """A result as table text: the element(s) and the dtype, or the exception class."""
    if not isinstance(result, np.ndarray):
        return f"raises {result['raises']}"
    flat = result.reshape(-1)
    many = "all elements shown" in note or "the libraries' round" in note
    shown = ", ".join(nv.element_repr(flat, i) for i in (range(flat.size) if many else [0]))
    return f"{shown} ({nv.dtype_name(result.dtype)})"


def operand_text(xs, note):
    many = "all elements shown" in note or "the libraries' round" in note
    parts = []
    for x in xs:
        flat = x.reshape(-1)
        vals = ", ".join(nv.element_repr(flat, i) for i in (range(flat.size) if many else [0]))
        parts.append(f"{nv.dtype_name(x.dtype)} {vals}")
    return "; ".join(parts)


def probe_rows():
    rows = []
    for op, xs, note in PROBES:
        fns = round_callers() if op == "round" else callers(op)
        results = {lib: nv.outcome(fns[lib], *xs) for lib in LIBS}
        texts = {lib: show(results[lib], note) for lib in LIBS}
        differs = len(set(texts.values())) > 1 or any(
            isinstance(results[lib], np.ndarray) and nv.element_differences(results["numpy"], results[lib])
            for lib in LIBS[1:] if isinstance(results["numpy"], np.ndarray)
            and isinstance(results[lib], np.ndarray) and results[lib].dtype == results["numpy"].dtype
            and results[lib].shape == results["numpy"].shape)
        mark = "" if differs else " (same)"
        cells = [f"`{op}`", operand_text(xs, note)] + [texts[lib] for lib in LIBS] + [note + mark]
        rows.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return rows


def grouped(diffs):
    """Differences of one library grouped by (op, kind): dtypes, counts, one example."""
    groups = {}
    for d in diffs:
        key = (d["op"], d["kind"])
        g = groups.setdefault(key, {"operands": [], "count": 0, "elements": 0, "example": None, "maxUlps": 0, "pairs": []})
        g["operands"].append(",".join(d["operands"]))
        if d["kind"] in ("raises", "dtype"):
            g["pairs"].append(f"{','.join(d['operands'])}: {d['numpy']} / {d['library']}")
            continue
        g["count"] += d["count"]
        g["elements"] += d["elements"]
        g["maxUlps"] = max(g["maxUlps"], d.get("maxUlps", 0))
        if g["example"] is None:
            g["example"] = (d["operands"], d["examples"][0])
    return groups


def refusal_line(library, op, kind, diffs):
    """One op's refusals or result dtypes that differ, grouped by outcome."""
    by_outcome = {}
    for d in diffs:
        if kind == "dtype":
            key = f"result dtype NumPy {d['numpy']}, {library} {d['library']}"
        elif d["library"][:1].isupper():  # an exception class: the library raised
            key = f"{library} raises {d['library']}"
        else:
            key = f"NumPy raises {d['numpy']}, {library} gives {d['library']}"
        by_outcome.setdefault(key, []).append(",".join(d["operands"]))
    return f"- `{op}`: " + "; ".join(f"{key} for {' '.join(ops)}" for key, ops in by_outcome.items())


def library_section(library, call):
    found = []
    for op in nv.NEW_OPS:
        found += nv.compare_with_numpy(op, call)[1]
    lines = [f"### {library}", "",
             "| op | kind | cases (operand dtypes) | elements differing | example: operands → NumPy / " + library + " |",
             "| --- | --- | --- | --- | --- |"]
    refusals = []
    for (op, kind), g in grouped(found).items():
        if kind in ("raises", "dtype"):
            refusals.append(refusal_line(library, op, kind, [d for d in found if d["op"] == op and d["kind"] == kind]))
            continue
        label = kind + (f" (≤ {g['maxUlps']} ulps)" if kind == "ulp" else "")
        dtypes, ex = g["example"]
        example = f"{', '.join(f'{t} {v}' for t, v in zip(dtypes, ex[:-2]))} → {ex[-2]} / {ex[-1]}"
        lines.append(f"| `{op}` | {label} | {len(g['operands'])}: {' '.join(g['operands'])} | {g['count']} of {g['elements']} | {example} |")
    lines += ["", f"Refusals and result dtypes that differ from NumPy's ({library}'s promotion and kernel "
              "coverage rather than values; the promotion tables record them):", ""] + refusals + [""]
    return lines


INTRO = """# Value differences between NumPy, JAX, TensorFlow and PyTorch

Generated by `tools/record/record_differences_values.py` (NumPy {numpy}, ml_dtypes {ml}, JAX {jax}
x64 on the CPU, TensorFlow {tf} eager on the CPU, PyTorch {torch} CPU): regenerate with

    TF_CPP_MIN_LOG_LEVEL=3 .venv/bin/python tools/record/record_differences_values.py

The value fixtures of the libraries other than NumPy (`jax/`, `tensorflow/`, `torch/`, written by
`record_jax_values.py`, `record_tf_values.py`, `record_torch_values.py`) hold every case of each
op where the library's values differ from NumPy's beyond 4 ulps somewhere.

## What differs, in short

- **Subnormals are zero in JAX and TensorFlow on the CPU** (XLA and TensorFlow run with the
  FTZ/DAZ flags set): every op reads a subnormal input as ±0 and flushes a subnormal result to
  ±0, in float16, bfloat16, float32 and float64 alike (`equal(0, 5e-324)` is true, `log(5e-324)`
  is -inf, `sqrt(-1e-45)` is -0, `ceil(1e-45)` is 0, a subnormal `where` condition is false).
  NumPy and PyTorch keep subnormals. Most of the differences below are this one.
- **Shifts**: TensorFlow clamps the count to [0, width-1] (`1 << 8` in int8 is -128, `5 >> -1` is
  5, `-128 >> 8` is -1); NumPy, JAX and PyTorch give 0 for a left shift by a count outside [0,
  width) and 0 or -1 (the sign) for such a right shift.
- **sign**: PyTorch's `sign(NaN)` is 0 (NumPy, JAX, TF: NaN); JAX's `sign(-0.0)` is -0.0 (NumPy's
  float16/32/64: 0.0; NumPy's bfloat16, ml_dtypes': -0.0, where TF and PyTorch give 0.0). Complex
  `sign`: NumPy's z/|z| gives 1j for max+max·j and (1, 0) for inf+0j; JAX gives 0 and NaN there,
  TF 0 (scalar loop) or NaN (vectorised loop) and NaN; PyTorch refuses complex `sign` (it has
  `sgn`). NumPy and JAX refuse `sign` of bool, PyTorch computes it.
- **Rounding** (`rint`, the libraries' `round`): all four round half to even; no value differs.
  Of integers, NumPy's `rint` gives a float (float16 for int8/uint8/bool, float32 for 16-bit,
  float64 for wider), JAX's float64 for every integer width, TF's and PyTorch's `round` keep the
  integer dtype. `floor`/`ceil` of integers keep the integer dtype in NumPy, JAX and PyTorch; TF
  refuses them (and bool).
- **Integer wrap** (`negative`/`absolute` of int min, `negative` of unsigned): every library
  wraps alike (abs(int8 -128) = -128); TF refuses `negative`, `abs` and `sign` of unsigned
  dtypes, PyTorch those of uint16/32/64.
- **Complex comparisons**: NumPy and JAX order complex numbers lexicographically, but NumPy
  treats a NaN in either imaginary part as unordered where the real parts differ, JAX does not
  (`(0+0j) < (1+nan·j)`: NumPy False, JAX True). TF and PyTorch refuse `<`, `<=`, `>`, `>=` on
  complex numbers (`==`/`!=` work).
- **Mixed dtypes in comparisons**: NumPy compares int64 with uint64 exactly; JAX compares them
  in float64 (2^63-1 == 2^63 is true); PyTorch refuses uint64 with a signed integer; TF refuses
  any two dtypes. JAX and PyTorch compare float16 with int64/uint64 in float16 (int64 max == inf
  is true), NumPy in float64.
- **Complex edge values**: signed zeros (`sqrt`/`exp`/`sin`/`cos`/`tanh` of ±0±0j: NumPy keeps
  C99's signs, JAX and TF often give +0), `abs(inf+nan·j)` (NumPy, TF, PyTorch inf, JAX NaN),
  `exp(inf+nan·j)` (NumPy inf+nan·j, JAX NaN), parts that overflow (`square(max+max·j)`: NumPy
  -inf+inf·j, JAX 0+inf·j, TF and PyTorch's vectorised loop NaN+inf·j; `log(max+max·j)`: NumPy
  710.13+0.785j, TF inf or NaN; `sqrt(max+max·j)`: TF inf+0j), `cos`/`sin` of 710j (NumPy
  finite, JAX inf).
- **Results that depend on the array's length and the element's position** (vectorised loop or
  scalar loop): PyTorch's `negative` of complex loses the zeros' signs in its vectorised loop (8
  or more elements: -(0+0j) = 0+0j), not in its scalar loop (-0-0j); PyTorch's complex `square`
  of max+max·j is -inf+inf·j alone, NaN+inf·j in a long array; TF's `sign` of a subnormal
  float32 is the subnormal itself inside a SIMD packet and 0 in the scalar tail, its complex
  `sign` and `log` of max+max·j differ likewise. The recorded fixtures hold what the library did
  on exactly those arrays.
- **Transcendental functions** (`exp log sin cos tanh`, real and complex): the libraries differ
  from NumPy by a few ulps (up to 7 for float64 `tanh` in JAX, 23 for complex64 `exp`); NumPy's own
  last bits depend on the CPU's SIMD level (see the fixtures README).
- **Result dtypes** (not values): JAX computes `sqrt exp log sin cos tanh` of int32/uint32 and
  8-bit integers and bool in float32 (NumPy: float64 and float16), PyTorch every integer in
  float32; `square(bool)` is int8 in NumPy, int32 in JAX, int64 in PyTorch, refused by TF.

## Chosen inputs

One-element arrays unless the note says otherwise; a result is shown with its dtype. `(same)`
marks rows where all four agree.

| op | operands | NumPy | JAX | TensorFlow | PyTorch | note |
| --- | --- | --- | --- | --- | --- | --- |
"""


def main():
    import jax
    import ml_dtypes
    lines = [INTRO.format(numpy=np.__version__, ml=ml_dtypes.__version__, jax=jax.__version__,
                          tf=tf.__version__, torch=torch.__version__).rstrip("\n")]
    lines += probe_rows()
    lines += ["", "## Every difference in the value cases", "",
              "Per library, the cases of `values/numpy/<op>.json` run by that library and compared with "
              "NumPy's results element by element (any NaN equals any NaN; `value` an integer or bool "
              "that differs, `nan`/`inf` one side NaN/infinite, `signed-zero` +0 against -0, `zero` "
              "one side ±0 and the other not, `far` opposite signs or more than 2^20 ulps apart, "
              "`ulp` the largest distance of the other finite floats). The example is the first "
              "differing element.", ""]
    lines += library_section("jax", jr.jax_call)
    lines += library_section("tensorflow", tr.tf_call)
    lines += library_section("torch", pr.torch_call)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines).rstrip("\n") + "\n")
    print(f"wrote {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
