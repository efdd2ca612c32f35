"""Write conformance/fixtures/VERSION: the fixture format version and the library versions recorded with.

Usage: record_version.py   (reads the versions installed in the recording venv)
"""

import importlib.metadata
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import FIXTURES  # noqa: E402

FORMAT = 1  # bump when the layout of the fixture files changes
DISTRIBUTIONS = ["numpy", "ml_dtypes", "jax", "jaxlib", "tensorflow-cpu", "torch"]


def main():
    lines = [f"fixture-format {FORMAT}"]
    for name in DISTRIBUTIONS:
        lines.append(f"{name} {importlib.metadata.version(name).split('+')[0]}")
    with open(os.path.join(FIXTURES, "VERSION"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote conformance/fixtures/VERSION")


if __name__ == "__main__":
    main()
