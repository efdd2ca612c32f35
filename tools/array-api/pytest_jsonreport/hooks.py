"""The hook specification pytest-json-report declares and the suite's reporting.py implements."""

import pytest


@pytest.hookspec
def pytest_json_modifyreport(json_report):
    """Called with the JSON report before it is written (never, here: the stand-in writes none)."""
