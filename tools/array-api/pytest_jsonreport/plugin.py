"""The stand-in's pytest plugin (load it with `-p pytest_jsonreport.plugin`)."""

import pytest

from . import hooks


def pytest_addhooks(pluginmanager):
    pluginmanager.add_hookspecs(hooks)


@pytest.fixture
def json_metadata():
    """Per-test metadata the suite adds (test module, function, parameters); not written anywhere."""
    return {}
