"""The runner's pytest plugin (`-p results_plugin`): records each test's outcome and first failure
message into the JSON file named by TYPELATTICE_RESULTS, and makes the run reproducible and
read-only for the vendored suite: the suite's Hypothesis profile (--max-examples) with no example
database (nothing written beside the suite), no deadline (a loaded CI machine must not turn a slow
call into a failure), and a test stops at its first failing example, unshrunk (shrinking and the
hunt for further distinct failures would take most of the run; the message shows the example as
drawn). The seed is pytest's --hypothesis-seed; Python's own `random`, which the suite's special-case
tests reach through Hypothesis' `.example()` (it shuffles the examples it draws), is seeded per test
from the same seed and the test's id, so a run gives the same report every time."""

import json
import os
import random
import re
import time

import pytest
from hypothesis import Phase, settings

_results = {}


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    # the suite's conftest registered and loaded "array-api-tests" in its own pytest_configure
    base = settings.get_profile("array-api-tests")
    settings.register_profile(
        "typelattice",
        parent=base,
        database=None,
        deadline=None,
        print_blob=False,
        report_multiple_bugs=False,
        phases=(Phase.explicit, Phase.reuse, Phase.generate),
    )
    settings.load_profile("typelattice")


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    random.seed(f"{item.config.getoption('hypothesis_seed')}:{item.nodeid}")


def _message(report):
    crash = getattr(report.longrepr, "reprcrash", None)
    text = crash.message if crash is not None else str(report.longrepr)
    if report.skipped and isinstance(report.longrepr, tuple):
        text = report.longrepr[2]
    # one line, without hypothesis' falsifying-example notes and pytest's repr of long values
    for cut in ("\nFalsifying example", "Failing test case:", "==========", " while generating "):
        text = text.split(cut)[0]
    # object addresses differ from run to run; the report must not
    text = re.sub(r"\s+", " ", re.sub(r" at 0x[0-9a-f]+", "", text)).strip()
    return text[:400]


def pytest_runtest_logreport(report):
    entry = _results.setdefault(report.nodeid, {"outcome": "passed", "seconds": 0.0})
    entry["seconds"] += report.duration
    if report.failed and entry["outcome"] != "failed":
        entry["outcome"] = "failed"
        entry["message"] = _message(report)
    elif report.skipped and entry["outcome"] == "passed":
        entry["outcome"] = "skipped"
        entry["message"] = _message(report)


def pytest_sessionstart(session):
    session.config._typelattice_start = time.time()


def pytest_sessionfinish(session):
    path = os.environ.get("TYPELATTICE_RESULTS")
    if not path:
        return
    import typelattice_array_api as xp

    out = {
        "policy": xp.policy,
        "mode": xp.mode,
        "seed": session.config.getoption("hypothesis_seed"),
        "max_examples": settings.default.max_examples,
        "seconds": round(time.time() - session.config._typelattice_start, 1),
        "tests": dict(sorted(_results.items())),
    }
    with open(path, "w") as f:
        json.dump(out, f, indent=0)
