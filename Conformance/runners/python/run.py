#!/usr/bin/env python3
"""Runs the order-key and field-parsing conformance cases against this folder's own implementations.

usage: python3 run.py [CONFORMANCE_DIR]   (default: the Conformance folder two levels up)
Prints each failure's file, case and expected/actual, then "N passed, M failed"; exits 1 when any case fails.
"""

import glob
import json
import os
import sys

import fields
import order_keys

RUNNERS = {"order-keys": order_keys.evaluate, "fields": fields.evaluate}


def same(expected, actual):
    """JSON equality: numbers by value, but true is not 1 and false is not 0."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return type(expected) is type(actual) and expected == actual
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        return expected == actual
    if isinstance(expected, list) and isinstance(actual, list):
        return len(expected) == len(actual) and all(same(x, y) for x, y in zip(expected, actual))
    if isinstance(expected, dict) and isinstance(actual, dict):
        return expected.keys() == actual.keys() and all(same(expected[k], actual[k]) for k in expected)
    return type(expected) is type(actual) and expected == actual


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    directory = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..")
    passed, failures = 0, []
    for suite, evaluate in sorted(RUNNERS.items()):
        paths = sorted(glob.glob(os.path.join(directory, suite, "*.json")))
        if not paths:
            failures.append("no case files in %s" % os.path.join(directory, suite))
        for path in paths:
            with open(path, encoding="utf-8") as handle:
                case_file = json.load(handle)
            for case in case_file["cases"]:
                try:
                    actual = evaluate(case_file["operation"], case["input"])
                except Exception as error:  # a crash is a failure of that case, not of the run
                    actual = {"exception": repr(error)}
                if same(case["expect"], actual):
                    passed += 1
                else:
                    failures.append(
                        "FAIL %s/%s: %s — %s\n- %s\n+ %s"
                        % (suite, os.path.basename(path), case["name"], case["pins"],
                           json.dumps(case["expect"], sort_keys=True, ensure_ascii=False),
                           json.dumps(actual, sort_keys=True, ensure_ascii=False)))
    for failure in failures:
        print(failure)
    print("%d passed, %d failed" % (passed, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
