"""Derives packages/promotion/src/data/*.json from the spec transcription and the recorded tables.

Inputs: shared/reference/spec-tables.json (the RFC and JEP tables) and the tables recorded from
the real libraries under conformance/fixtures/tables/ (NumPy 2.4.6 + ml_dtypes 0.6.0, JAX 0.10.2,
TensorFlow 2.21.0, PyTorch 2.13.0). Outputs compact tables: each row one string of 18 cells.
Run: python3 packages/promotion/scripts/build-data.py <path to spec-tables.json>
"""
import json, os, sys

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "..")
OUT = os.path.join(os.path.dirname(__file__), "..", "src", "data")
CODES = "b u8 u16 u32 u64 i8 i16 i32 i64 bf16 f16 f32 f64 c64 c128 i* f* c*".split()
MARK = {None: "", "green": ".g", "yellow": ".y"}
spec = {t["id"]: t for t in json.load(open(sys.argv[1]))["tables"]}
lattice = json.load(open(sys.argv[1]))["lattices"][0]


def fixture(name):
    doc = json.load(open(os.path.join(ROOT, "conformance", "fixtures", "tables", name + ".json")))
    # PyTorch's 0-dim tables are derived from its tensor tables (src/policies/zero-dim-tier.ts),
    # and checked against the recording by the conformance suite, not compacted here
    doc["tables"] = [t for t in doc["tables"] if "zero-dim" not in (t["rowOperand"], t["colOperand"])]
    return doc


def grid(name, op, call="function", rows="tensor", cols="tensor"):
    for t in fixture(name)["tables"]:
        if t["op"] == op and t["call"] == call and t["rowOperand"] in (rows, "array", "ndarray") and t["colOperand"] in (cols, "array", "ndarray"):
            assert t["rows"] == CODES and t["cols"] == CODES
            return [[c if isinstance(c, str) else ("-" if c else None) for c in r] for r in t["cells"]]
    raise KeyError((name, op))


def refused_class(name, op, i, j):
    for t in fixture(name)["tables"]:
        if t["op"] == op and t["call"] == "function" and t["rowOperand"] in ("tensor", "array", "ndarray") and t["colOperand"] in ("tensor", "array", "ndarray"):
            c = t["cells"][i][j]
            return c["refused"] if isinstance(c, dict) else None


def tables_of(name, arrays_are_tensors=False):
    """Every recorded table of a fixture keyed op|call|rowRole|colRole, cells as codes, '-<Class>' for refusals, '.' for none."""
    out = {}
    for t in fixture(name)["tables"]:
        if t["op"] == "assign_add":
            continue
        # ndarray tables have no python scalar rows/columns: those cells are '.' (not an operation)
        cells = [["."] * 18 for _ in range(18)]
        for i, a in enumerate(t["rows"]):
            for j, b in enumerate(t["cols"]):
                c = t["cells"][i][j]
                cells[CODES.index(a)][CODES.index(b)] = c if isinstance(c, str) else ("." if c is None else "-" + c["refused"] + ("!" if c.get("cause") == NO_KERNEL else ""))
        role = (lambda r: "tensor") if arrays_are_tensors else (lambda r: ROLE.get(r, r))
        out[f'{t["op"]}|{t["call"]}|{role(t["rowOperand"])}|{role(t["colOperand"])}'] = cells
    return out


NO_KERNEL = "no-kernel"  # the recorder's cause of a refusal whose message says the library has no kernel
ROLE = {"array": "tensor", "ndarray": "ndarray", "tensor": "tensor"}
OP_NAME = {"add": "add", "subtract": "sub", "multiply": "mul", "truediv": "truediv", "floordiv": "floordiv",
           "mod": "mod", "pow": "pow", "maximum": "maximum", "minimum": "minimum", "atan2": "atan2",
           "copysign": "copysign", "hypot": "hypot", "logaddexp": "logaddexp", "nextafter": "nextafter"}


def variant_key(key):
    op, call, a, b = key.split("|")
    return f"{OP_NAME[op]}|{call}|{a}|{b}"


def type_refusal(cls):
    return not cls.endswith("!")


def op_diffs(tables, kept_refusal=type_refusal, base_op="add", role_dependent=frozenset()):
    """Per op and variant: cells that differ from the add table of the same variant, as recorded.
    A refusal counts when it is a promotion (type) refusal: a missing kernel (class ending in '!') is a kernel gap (kernel_gaps),
    unless kernel_gaps found that it depends on the operands' roles (`role_dependent`: (op, pair)), which the op's own table keeps."""
    out = {}
    for key, cells in tables.items():
        op, call, a, b = key.split("|")
        if op in ("add", "assign_add", base_op):
            continue
        add = tables.get(f"{base_op}|{call}|{a}|{b}") or tables[f"{base_op}|function|{a}|{b}"]
        # two python scalars under a Python operator run no library op ('.'): Python computes them,
        # giving the python scalar the library's function gives (1 / 2 is the float 0.5, as
        # tf.math.truediv(1, 2) is a weak float), so the function's cell stands for them
        function = tables.get(f"{op}|function|{a}|{b}") if call == "operator" else None
        d = {}
        for i in range(18):
            for j in range(18):
                new, old = cells[i][j], add[i][j]
                if new == "." and function is not None:
                    new = function[i][j]
                    if old == ".":
                        old = tables[f"{base_op}|function|{a}|{b}"][i][j]
                if new == "." or new == old:
                    continue
                if new.startswith("-"):
                    kept = kept_refusal(new[1:]) or (OP_NAME[op], f"{CODES[i]} {CODES[j]}") in role_dependent
                    if kept and not (old.startswith("-") and kept_refusal(old[1:])):
                        d[f"{CODES[i]} {CODES[j]}"] = "-"
                elif new != "complex32":
                    d[f"{CODES[i]} {CODES[j]}"] = new
        if d:
            out[variant_key(key)] = d
    return out


def kernel_gaps(library, promoted):
    """The cells a library refuses for want of a kernel (recorded cause no-kernel), per op, as data:
    `dtypes`, the dtypes (or weak kinds) both operands are converted to for which the op has no
    kernel at all, and `pairs`, operand pairs refused beyond those (a kernel that exists for one
    call form only, e.g. PyTorch's pow of a tensor by a python int). `promoted` maps each
    fixture to its 18 x 18 add promotion (codes, '-' where the promotion itself refuses). An
    entry `op|operator` holds the python operator where it differs (TensorFlow's bool `*` is a
    logical and). Checked against every recorded table of those fixtures: the model refuses
    exactly the recorded kernel gaps among the cells the promotion allows.

    A pair refused for want of a kernel in one table and computed in another of the same op and
    form depends on the operands' roles, not on a dtype both are converted to (TensorFlow's
    atan2 does not promote: a NumPy array takes the tensor's dtype, two tensors must agree):
    those refusals are left out here and kept as the op's own refusals: returned beside the data
    as (op, pair) for op_diffs' role_dependent."""
    cells = {}
    for fx, prom in promoted.items():
        for t in fixture(fx)["tables"]:
            if t["op"] == "assign_add":
                continue
            key = OP_NAME[t["op"]] + ("|operator" if t["call"] == "operator" else "")
            for a, row in zip(t["rows"], t["cells"]):
                for b, c in zip(t["cols"], row):
                    p = prom[CODES.index(a)][CODES.index(b)]
                    if c is None or p == "-":
                        continue  # not an operation of the library, or refused by its promotion
                    gap = isinstance(c, dict) and c.get("cause") == NO_KERNEL
                    if isinstance(c, dict) and not gap:
                        continue  # a type refusal: the promotion data keeps it
                    cells.setdefault(key, []).append((p, f"{a} {b}", gap))

    def model(entries):
        by_dtype = {}
        for p, pair, gap in entries:
            by_dtype.setdefault(p, set()).add(gap)
        dtypes = [p for p in CODES if by_dtype.get(p) == {True}]
        pairs = sorted({pair for p, pair, gap in entries if gap and p not in dtypes},
                       key=lambda q: [CODES.index(x) for x in q.split()])
        return {"dtypes": dtypes, "pairs": pairs}

    def reproduces(m, entries):
        return all((p in m["dtypes"] or pair in m["pairs"]) == gap for p, pair, gap in entries)

    role_dependent = set()
    for key, entries in cells.items():
        flags = {}
        for p, pair, gap in entries:
            flags.setdefault(pair, set()).add(gap)
        mixed = {pair for pair, f in flags.items() if f == {True, False}}
        role_dependent |= {(key.split("|")[0], pair) for pair in mixed}
        cells[key] = [(p, pair, gap) for p, pair, gap in entries if not (gap and pair in mixed)]

    out = {}
    for key in sorted(cells, key=lambda k: "|" in k):
        op = key.split("|")[0]
        if key != op and op in out and reproduces(out[op], cells[key]):
            continue  # the operator has the function's kernels
        m = model(cells[key])
        assert reproduces(m, cells[key]), (library, key)
        if m["dtypes"] or m["pairs"] or key != op:
            out[key] = m
    return {"library": library, "ops": out}, frozenset(role_dependent)


def rows_of(g):
    return [" ".join(c for c in r) for r in g]


def diffs(base, other, keep):
    out = {}
    for i, a in enumerate(CODES):
        for j, b in enumerate(CODES):
            if other[i][j] is not None and other[i][j] != base[i][j] and keep(a, b, other[i][j]):
                out[f"{a} {b}"] = other[i][j]
    return out


def write(name, data):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(data, f, indent=1)
        f.write("\n")


OPS = {"subtract": "sub", "truediv": "truediv", "floordiv": "floordiv", "mod": "mod", "pow": "pow", "multiply": "mul", "maximum": "maximum"}
is_dtype = lambda a, b, new: new not in ("-", "complex32")
# subtracting booleans is refused as an op rule (NumPy, PyTorch, JAX); other refusals are kernels'
sub_rule = lambda a, b, new: new == "-" and "b" in (a, b)

# tf-rfc: the add table with its highlight colours
t = spec["tf-rfc-add"]
write("tf-rfc.json", {
    "source": "RFC tf.add table after the change; .g = green (modes safe and all), .y = yellow (mode all only), none = every mode (none, safe, all)",
    "cols": CODES,
    "rows": [" ".join(c + MARK[m] for c, m in zip(r, ms)) for r, ms in zip(t["cells"], t["marks"])],
})

# jax: the lattice of the JEP, the strict lattice and the x32 change of jax/_src/dtypes.py
ints = ["u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64"]
jax = {
    "source": "JEP 9407 lattice; strict lattice and x32 edge from jax/_src/dtypes.py (_type_promotion_lattice)",
    "standard": lattice["edges"],
    "strict": {"i*": ["f*"] + ints, "f*": ["c*", "bf16", "f16", "f32", "f64"], "c*": ["c64", "c128"]},
    "x32Edges": {"u32": ["i32", "u64"]},
    "x32Canonical": {"u64": "u32", "i64": "i32", "f64": "f32", "c128": "c64"},
    "ops": {},
}
# the recorded add tables are test data: the tests check the lattices against them
recorded_add = {"jax": {}, "tf": None}
for mode, fx in [("x64", "jax-x64"), ("x32", "jax-x32"), ("strict", "jax-strict")]:
    add = grid(fx, "add")
    jax["ops"][mode] = op_diffs(tables_of(fx))
    recorded_add["jax"][mode] = rows_of([[c or "." for c in r] for r in add])
jax["kernelGaps"], role_dependent = kernel_gaps("JAX", {fx: [[c or "-" for c in r] for r in grid(fx, "add")]
                                                          for fx in ("jax-x64", "jax-x32", "jax-strict")})
assert not role_dependent
write("jax.json", jax)

# numpy: np.add as recorded (ml_dtypes bfloat16 included); weak x weak from the JEP where python computes
np_add = grid("numpy-default", "add")
for i in range(15, 18):
    for j in range(15, 18):
        if np_add[i][j] is None:
            np_add[i][j] = spec["numpy-add"]["cells"][i][j]
np_gaps, role_dependent = kernel_gaps("NumPy", {"numpy-default": np_add})
assert not role_dependent
write("numpy.json", {
    "source": "np.add recorded from NumPy 2.4.6 with ml_dtypes 0.6.0; per-op cells that differ from add",
    "cols": CODES, "rows": rows_of(np_add),
    "ops": op_diffs(tables_of("numpy-default", arrays_are_tensors=True)),
    "kernelGaps": np_gaps,
})

# torch: multiply as recorded (add has no uint16/32/64 kernels); weak x weak from the JEP
tm = grid("torch-default", "multiply")
for i in range(15, 18):
    for j in range(15, 18):
        if tm[i][j] in (None, "-"):
            tm[i][j] = spec["torch-add"]["cells"][i][j]
complex32 = [(CODES[i], CODES[j]) for i in range(18) for j in range(18) if tm[i][j] == "complex32"]
for a, b in complex32:
    tm[CODES.index(a)][CODES.index(b)] = spec["torch-add"]["cells"][CODES.index(a)][CODES.index(b)]
torch_gaps, role_dependent = kernel_gaps("PyTorch", {"torch-default": tm})
assert not role_dependent
write("torch.json", {
    "source": "torch.mul recorded from PyTorch 2.13.0 (the promotion of every binary op; add lacks uint16/32/64 kernels); "
              "python scalar x python scalar as recorded (a 0-d tensor of the first), else from the JEP table; complex32 results replaced by the JEP's complex64",
    "cols": CODES, "rows": rows_of(tm), "complex32": [f"{a} {b}" for a, b in complex32],
    # refusals recorded with cause no-kernel (NotImplementedError, some RuntimeErrors) are kernel gaps
    "ops": op_diffs(tables_of("torch-default"), base_op="multiply"),
    "kernelGaps": torch_gaps,
})

# tf: shipped TensorFlow; result_type is JAX x64's (checked in tests); safe-mode refusals and per-op cells
tf_all, tf_safe = grid("tensorflow-all", "add"), grid("tensorflow-safe", "add")
safe_refused = [f"{CODES[i]} {CODES[j]}" for i in range(18) for j in range(18)
                if refused_class("tensorflow-safe", "add", i, j) == "TypeError" and tf_all[i][j] not in ("-", None)]
# the dtype both operands are converted to (bool + bool, which has no add kernel, is bool)
tf_promoted = [[c if c not in ("-", None) else (a if a == b else "-") for b, c in zip(CODES, r)] for a, r in zip(CODES, tf_all)]
recorded_add["tf"] = rows_of([[c or "." for c in r] for r in tf_all])
with open(os.path.join(os.path.dirname(__file__), "..", "test", "recorded-add.json"), "w") as f:
    json.dump({"source": "tf.math.add (TensorFlow 2.21, numpy behaviour, 'all') and jax.numpy.add per mode, recorded; '.' = not computed", **recorded_add}, f, indent=1)
    f.write("\n")
tf_gaps, tf_role_dependent = kernel_gaps("TensorFlow", {"tensorflow-all": tf_promoted, "tensorflow-safe": tf_promoted})
write("tf.json", {
    "source": "TensorFlow 2.21.0 with experimental_enable_numpy_behavior: dtype_conversion_mode 'safe' refusals (TypeError) of tf.math.add; per-op cells",
    "safeRefused": safe_refused,
    # TypeError is TensorFlow's dtype rule; refusals recorded with cause no-kernel are kernel gaps
    "ops": {mode: op_diffs(tables_of(fx), role_dependent=tf_role_dependent)
            for mode, fx in [("all", "tensorflow-all"), ("safe", "tensorflow-safe")]},
    "kernelGaps": tf_gaps,
})

# legacy: the `legacy` mode of tf-rfc and of tf (one definition, src/policies/legacy.ts): add
# follows the RFC (a rule in code); every other op as TensorFlow 2.21 computes it without numpy
# behaviour, every refusal kept (legacy TensorFlow raises for all of them)
legacy = {}
for key, cells in tables_of("tensorflow-legacy").items():
    op = key.split("|")[0]
    if op == "add":
        continue
    legacy[variant_key(key)] = [" ".join("-" if c.startswith("-") or c == "." else c for c in r) for r in cells]
write("legacy.json", {
    "source": "TensorFlow 2.21.0 without numpy behaviour, recorded: every op but add (add is the RFC's table)",
    "ops": legacy,
})

# test data: every recorded table's kernel gaps ('k') and computed cells ('.'), other cells ' '
# (a type refusal, or not an operation of the library); the tests replay them through the policies
gap_tables = []
for policy, mode, fx in [("tf", "all", "tensorflow-all"), ("tf", "safe", "tensorflow-safe"), ("jax", "x64", "jax-x64"),
                         ("jax", "x32", "jax-x32"), ("jax", "strict", "jax-strict"), ("numpy", "default", "numpy-default"),
                         ("torch", "default", "torch-default")]:
    for t in fixture(fx)["tables"]:
        if t["op"] == "assign_add":
            continue
        flags = [[" "] * 18 for _ in range(18)]
        for a, row in zip(t["rows"], t["cells"]):
            for b, c in zip(t["cols"], row):
                gap = isinstance(c, dict) and c.get("cause") == NO_KERNEL
                flags[CODES.index(a)][CODES.index(b)] = "k" if gap else "." if isinstance(c, str) and c != "complex32" else " "
        gap_tables.append({"policy": policy, "mode": mode, "op": OP_NAME[t["op"]], "form": t["call"],
                           "aRole": ROLE[t["rowOperand"]], "bRole": ROLE[t["colOperand"]], "cells": ["".join(r) for r in flags]})
with open(os.path.join(os.path.dirname(__file__), "..", "test", "recorded-kernel-gaps.json"), "w") as f:
    json.dump({"source": "conformance/fixtures/tables: k = refused for want of a kernel (cause no-kernel), . = computed, ' ' = anything else",
               "tables": gap_tables}, f, indent=1)
    f.write("\n")

print("ok")
