"""Extract the dtype promotion expectations of data-apis/array-api-tests into a conformance fixture.

Usage:
  python3 tools/array-api/extract_cases.py TESTS_GIT_DIR SPEC_GIT_DIR [--rev REV]

  TESTS_GIT_DIR  a clone of https://github.com/data-apis/array-api-tests (bare is enough)
  SPEC_GIT_DIR   a clone of https://github.com/data-apis/array-api (the submodule of the former)
  --rev REV      the array-api-tests commit to read (default HEAD)

  e.g. git clone --bare https://github.com/data-apis/array-api-tests /tmp/array-api-tests.git
       git clone --bare https://github.com/data-apis/array-api /tmp/array-api.git
       python3 tools/array-api/extract_cases.py /tmp/array-api-tests.git /tmp/array-api.git

Writes conformance/fixtures/array-api/cases.json (replayed by conformance/src/replay-array-api.ts):
a header naming every file read (repository, commit, git blob id) and groups of cases, each
`[operand, ..., expected]` for one upstream test and op:

- the standard's promotion table (`dtype_helpers._promotion_table` at REV) as result_type pairs;
- the parametrised cases of `test_type_promotion.py` (deleted upstream in 872078e, 2022-11-23): read
  at the last commit that has it, with that commit's dtype_helpers and the standard's stubs its
  `array-api` submodule pointed to (type_promotion_cases.py);
- at REV: the `test_binary_with_scalars_*` cases and the n-ary `result_type` cases (current_cases.py).

Standard library only; the upstream files are read from git objects and parsed with `ast`, never
imported or executed. Same inputs, same bytes.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "record"))
from current_cases import (  # noqa: E402
    DATA_TYPE_TEST_FILE,
    ELEMENTWISE_TEST_FILE,
    HYPOTHESIS_FILE,
    INIT_FILE,
    CurrentHelpers,
    api_version_default,
    binary_with_scalars_groups,
    promotion_table_group,
    result_type_triples_group,
)
from fixture_io import ROOT, write_fixture  # noqa: E402
from git_source import GitSource  # noqa: E402
from type_promotion_cases import HELPERS_FILE, STUBS_DIR, TEST_FILE, type_promotion_groups  # noqa: E402

TESTS_URL = "https://github.com/data-apis/array-api-tests"
SPEC_URL = "https://github.com/data-apis/array-api"
SUBMODULE = "array-api"
FIXTURE = os.path.join("array-api", "cases.json")


def stub_sources(spec, commit):
    """The stub modules test_type_promotion's `stubs` imported: array_object and the `*_functions` modules."""
    modules = [os.path.basename(p)[:-3] for p in spec.list_dir(commit, STUBS_DIR) if p.endswith(".py")]
    wanted = [m for m in modules if m == "array_object" or m.endswith("_functions")]
    return {m: f"{STUBS_DIR}/{m}.py" for m in wanted}


def extract(tests, spec, rev):
    """The fixture document: header and case groups."""
    current = tests.commit(rev)
    files = {}  # repository -> commit -> path -> git blob id, of every file read

    def read(source, commit, path):
        files.setdefault(source.url, {}).setdefault(commit, {})[path] = source.blob(commit, path)
        return source.read(commit, path)

    # the standard's table, today
    api_version = api_version_default(read(tests, current, INIT_FILE))
    now = CurrentHelpers(read(tests, current, HELPERS_FILE), read(tests, current, HYPOTHESIS_FILE), api_version)
    groups = [{**promotion_table_group(now), "commit": current}]

    # test_type_promotion.py, as its last version parametrised it
    old = tests.last_commit_with(TEST_FILE, current)
    old_spec = tests.submodule(old, SUBMODULE)
    stubs = {m: read(spec, old_spec, p) for m, p in stub_sources(spec, old_spec).items()}
    groups += [{**g, "commit": old} for g in type_promotion_groups(read(tests, old, TEST_FILE), read(tests, old, HELPERS_FILE), stubs)]

    # today's scalar tests and n-ary result_type
    groups += [{**g, "commit": current} for g in binary_with_scalars_groups(now, read(tests, current, ELEMENTWISE_TEST_FILE))]
    groups.append({**result_type_triples_group(now, read(tests, current, DATA_TYPE_TEST_FILE)), "commit": current})

    header = {
        "source": "data-apis/array-api-tests: the dtype promotion its tests expect",
        "repository": TESTS_URL,
        "commit": current,
        "committed": tests.committed(current),
        "apiVersion": api_version,
        "typePromotionTests": {
            "commit": old,
            "committed": tests.committed(old),
            "why": f"{TEST_FILE} was deleted after this commit (872078e, 'Remove type promotion tests'); its cases are read here, with that commit's dtype_helpers and the standard's stubs at {SPEC_URL} {old_spec} (the {SUBMODULE} submodule of that commit)",
        },
        "files": files,
        "cases": "each case is [operand, ..., expected]: dtype names; py:bool, py:int, py:float, py:complex are Python scalars",
        "calls": "function: xp.<op>(...); operator: Python's operator on the arrays (x1 + x2, -x, abs(x)); inplace: the dtype of x1 after x1 <op>= x2",
        "ops": "op as upstream names it (function, or the array's operator method); function: the elementwise function it stands for (dh.op_to_func)",
    }
    return {"header": header, "groups": groups}


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tests_git_dir", help=f"a clone of {TESTS_URL}")
    parser.add_argument("spec_git_dir", help=f"a clone of {SPEC_URL}")
    parser.add_argument("--rev", default="HEAD", help="the array-api-tests commit to read (default HEAD)")
    args = parser.parse_args(argv)
    document = extract(GitSource(args.tests_git_dir, TESTS_URL), GitSource(args.spec_git_dir, SPEC_URL), args.rev)
    # the command line names the upstream clones by role, not by the paths of this machine
    document["header"]["extractedWith"] = "python3 tools/array-api/extract_cases.py <array-api-tests clone> <array-api clone>" + (f" --rev {args.rev}" if args.rev != "HEAD" else "")
    write_fixture(FIXTURE, document)
    total = sum(len(g["cases"]) for g in document["groups"])
    print(f"{len(document['groups'])} groups, {total} cases from {TESTS_URL} {document['header']['commit']} ({os.path.relpath(os.path.join(ROOT, 'conformance', 'fixtures', FIXTURE), ROOT)})")


if __name__ == "__main__":
    main(sys.argv[1:])
