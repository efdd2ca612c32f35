"""What build-families.py and build-array-ops.py share: the operand codes, a recorded cell's
compact text, and the pool that keeps each distinct table once (decoded by src/compact-tables.ts)."""

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
