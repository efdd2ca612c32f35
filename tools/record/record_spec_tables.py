"""Copy the spec tables (shared/reference/spec-tables.json) into conformance/fixtures/spec/.

Usage:
  record_spec_tables.py [PATH_TO_spec-tables.json]   (default: ../shared/reference/spec-tables.json)

One file per table, cells and per-cell mode marks unchanged, with its provenance: the spec document
it was transcribed from, the transcription file and that file's SHA-256. The JAX lattice is copied
to spec/jax-lattice.json the same way. Nothing is edited by hand: decisions about the tables live in
conformance/expectations.json and conformance/README.md.
"""

import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import ROOT, command_line, write_fixture  # noqa: E402

DEFAULT_SOURCE = os.path.join(ROOT, "..", "shared", "reference", "spec-tables.json")


def main(argv):
    source = os.path.abspath(argv[0] if argv else DEFAULT_SOURCE)
    with open(source, "rb") as f:
        raw = f.read()
    data = json.loads(raw)
    provenance = {
        "transcription": "shared/reference/spec-tables.json",
        "transcriptionSha256": hashlib.sha256(raw).hexdigest(),
        "about": data["about"],
        "recordedWith": command_line(),
    }
    for entry in data["tables"]:
        header = {k: entry[k] for k in ("id", "source", "op", "title", "legend")}
        document = {
            "header": {**header, "provenance": {**provenance, "document": "shared/spec/" + entry["source"]}},
            "rows": entry["rows"],
            "cols": entry["cols"],
            "cells": entry["cells"],
            # Per-cell highlight (mode) marks, decoded by the legend; null where a cell has none.
            "marks": entry.get("marks") or [[None] * len(entry["cols"]) for _ in entry["rows"]],
        }
        write_fixture(os.path.join("spec", entry["id"] + ".json"), document)
    for lattice in data.get("lattices", []):
        header = {k: lattice[k] for k in ("id", "source", "title")}
        document = {
            "header": {**header, "provenance": {**provenance, "document": "shared/spec/" + lattice["source"]}},
            "edges": lattice["edges"],
        }
        write_fixture(os.path.join("spec", lattice["id"] + ".json"), document)


if __name__ == "__main__":
    main(sys.argv[1:])
