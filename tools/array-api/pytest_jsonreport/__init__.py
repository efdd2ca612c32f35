"""A stand-in for pytest-json-report, which the pip mirror lacks and the suite's reporting.py
imports: this module name, the `json_metadata` fixture (a dict) and the `pytest_json_modifyreport`
hook specification (plugin.py). It writes no report; the runner's own plugin (../results_plugin.py)
records the outcomes."""
