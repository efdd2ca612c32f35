"""What build-families.py, build-array-ops.py and build-extensions.py share: the operand codes, a
recorded cell's compact text, the pool that keeps each distinct table once (decoded by
src/compact-tables.ts), and the grouping of the library modes into one file per group."""
import json, os

CODES = "b u8 u16 u32 u64 i8 i16 i32 i64 bf16 f16 f32 f64 c64 c128 i* f* c*".split()


def cell(c):
    """A recorded cell: its code, '-' (refused), '!' (refused: no kernel), '.' (no such call)."""
    if isinstance(c, str):
        return c if c in CODES else "-"  # a dtype none of the fifteen (never recorded for these ops)
    if c is None:
        return "."
    return "!" if c.get("cause") == "no-kernel" else "-"


def intern(pool, value):
    """The index of `value` in `pool`, appending it the first time."""
    if value not in pool:
        pool.append(value)
    return pool.index(value)


# The group each library mode's tables are written with: one file per group, so that a bundle of
# one policy's entry point (`@typelattice/promotion/numpy`) carries only the recordings that policy
# answers from. tf-rfc's `legacy` mode is today's TensorFlow: `tensorflow-legacy` apart from the
# numpy-behaviour modes, so tf-rfc takes the one and tf both.
GROUPS = {
    "numpy/default": "numpy",
    "torch/default": "torch",
    "jax/x64": "jax",
    "jax/x32": "jax",
    "jax/strict": "jax",
    "tensorflow/legacy": "tensorflow-legacy",
    "tensorflow/all": "tensorflow",
    "tensorflow/safe": "tensorflow",
}


def pool_of(pools, library, mode):
    """The pool (`grids`, `rows`, `modes`) of the group that `library/mode` belongs to."""
    group = GROUPS[f"{library}/{mode}"]
    return pools.setdefault(group, {"grids": [], "rows": [], "modes": {}})


def write_groups(out_dir, source, pools, root):
    """Writes `<out_dir>/<group>.json` per group (each its own table pool) and says what it wrote."""
    os.makedirs(out_dir, exist_ok=True)
    for group, pool in sorted(pools.items()):
        path = os.path.join(out_dir, f"{group}.json")
        with open(path, "w") as f:
            json.dump({"source": source, **pool}, f, indent=0, separators=(",", ":"))
            f.write("\n")
        print(f"wrote {os.path.relpath(path, root)}: {len(pool['grids'])} grids, {len(pool['rows'])} rows, {len(pool['modes'])} library modes")
