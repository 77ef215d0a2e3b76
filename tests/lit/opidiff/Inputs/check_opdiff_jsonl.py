#!/usr/bin/env python3
"""Checks a JSONL file against the run-record schema of opdiff.

The schema, as read from opdiff's measure/jsonl_writter.py (writer),
pipeline/core.py (what goes into the records), measure/metrics.py
(diff_all entries) and measure/report_support_matrix.py (reader):

  {"type": "meta", "meta": {"format_name", "format_version", "created_at",
                            "env": {...}, "extra": {"yaml", "params"}}}
  {"type": "item", "id": str, "test_type": "single" | "pair",
   "cases": [{"yaml", "id", "op"}, ...one per side],
   "baseline": null | {"backend", "status", "err", "ms", "times_all"},
   "backends": [{"backend", "res": [{"status", "err", "ms"}, ...one per side],
                 "times_all", "diff_all": null | [diff, ...]}]}
  diff: {"ok": true, "mse", "max_abs", "mean_abs"} | {"ok": false, "code", "msg"}

Usage: check_opdiff_jsonl.py FILE [--expect ID=BACKEND_STATUS ...]
Prints one line per item: "<id> <test_type> <status of each backend>".
Exits 1 with a message on the first violation.
"""

import json
import sys

STATUSES = {"OK", "SKIPPED", "EXPORT_FAIL", "INFER_FAIL", "TIMING_FAIL",
            "TIMED_ERROR", "ERROR"}
DIFF_CODES = {"NOT_COMPARABLE_SHAPE", "NOT_COMPARABLE_EMPTY",
              "NAN_IN_BASELINE", "NAN_IN_OUTPUT"}


def fail(line, message):
    print(f"line {line}: {message}")
    sys.exit(1)


def need(line, obj, keys, what):
    if not isinstance(obj, dict):
        fail(line, f"{what} is not an object")
    missing = [k for k in keys if k not in obj]
    if missing:
        fail(line, f"{what} lacks {missing}")


def number_or_none(x):
    return x is None or (isinstance(x, (int, float)) and not isinstance(x, bool))


def check_status_record(line, rec, what):
    need(line, rec, ["status", "err", "ms"], what)
    if rec["status"] not in STATUSES:
        fail(line, f"{what}: status {rec['status']!r} is not opdiff's")
    if rec["err"] is not None and not isinstance(rec["err"], str):
        fail(line, f"{what}: err must be a string or null")
    if not number_or_none(rec["ms"]):
        fail(line, f"{what}: ms must be a number or null")
    if rec["status"] != "OK" and rec["status"] != "SKIPPED" and not rec["err"]:
        fail(line, f"{what}: a failure without err")


def check_diff(line, d):
    need(line, d, ["ok"], "diff")
    if d["ok"] is True:
        need(line, d, ["mse", "max_abs", "mean_abs"], "diff")
        for k in ("mse", "max_abs", "mean_abs"):
            if not number_or_none(d[k]) or d[k] is None or d[k] < 0:
                fail(line, f"diff: {k} must be a non-negative number")
        if d["max_abs"] < d["mean_abs"]:
            fail(line, "diff: max_abs below mean_abs")
    elif d["ok"] is False:
        need(line, d, ["code", "msg"], "diff")
        if d["code"] not in DIFF_CODES:
            fail(line, f"diff: unknown code {d['code']!r}")
    else:
        fail(line, "diff: ok must be true or false")


def main():
    path = sys.argv[1]
    expect = dict(a.rsplit("=", 1) for a in sys.argv[2:] if "=" in a)
    with open(path, encoding="utf-8") as f:
        lines = [l for l in f.read().split("\n") if l.strip()]
    if not lines:
        fail(0, "empty file")
    seen_meta = False
    ids = set()
    for n, text in enumerate(lines, 1):
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as e:
            fail(n, f"invalid JSON: {e}")
        t = obj.get("type") if isinstance(obj, dict) else None
        if t == "meta":
            if n != 1:
                fail(n, "the meta record must come first")
            seen_meta = True
            need(n, obj, ["meta"], "meta record")
            meta = obj["meta"]
            need(n, meta, ["format_name", "format_version", "created_at",
                           "env", "extra"], "meta")
            if meta["format_name"] != "opdiff_run" or meta["format_version"] != 1:
                fail(n, "meta: not opdiff_run version 1")
            need(n, meta["extra"], ["yaml", "params"], "meta.extra")
            if not isinstance(meta["env"], dict):
                fail(n, "meta.env must be an object")
            continue
        if t != "item":
            fail(n, f"unknown record type {t!r}")
        if not seen_meta:
            fail(n, "an item before the meta record")
        need(n, obj, ["id", "test_type", "cases", "baseline", "backends"], "item")
        if obj["id"] in ids:
            fail(n, f"duplicate item id {obj['id']}")
        ids.add(obj["id"])
        sides = {"single": 1, "pair": 2}.get(obj["test_type"])
        if sides is None:
            fail(n, f"test_type {obj['test_type']!r}")
        if not isinstance(obj["cases"], list) or len(obj["cases"]) != sides:
            fail(n, f"cases must list {sides} side(s)")
        for c in obj["cases"]:
            need(n, c, ["yaml", "id", "op"], "case")
        base = obj["baseline"]
        if base is not None:
            if sides == 2:
                fail(n, "a pair has no baseline in opdiff")
            # opdiff's skipped baseline has no times_all.
            need(n, base, ["backend"] if base.get("status") == "SKIPPED"
                 else ["backend", "times_all"], "baseline")
            check_status_record(n, base, "baseline")
        if not isinstance(obj["backends"], list) or not obj["backends"]:
            fail(n, "backends must be a non-empty list")
        statuses = []
        for b in obj["backends"]:
            need(n, b, ["backend", "res", "times_all", "diff_all"], "backend")
            # opdiff's skipped backend has one res record, even for a pair.
            skipped = [{"status": "SKIPPED", "err": None, "ms": None}]
            if b["res"] != skipped and (not isinstance(b["res"], list) or
                                        len(b["res"]) != sides):
                fail(n, f"backend res must hold {sides} record(s)")
            for r in b["res"]:
                check_status_record(n, r, "res")
            if b["diff_all"] is not None:
                if not isinstance(b["diff_all"], list):
                    fail(n, "diff_all must be a list or null")
                if any(r["status"] != "OK" for r in b["res"]):
                    fail(n, "diff_all without OK results")
                for d in b["diff_all"]:
                    check_diff(n, d)
            # The reader's rule: the worst status over the sides.
            statuses.append(b["backend"] + ":" + b["res"][-1]["status"])
        want = expect.get(obj["id"])
        got = " ".join(statuses)
        if want is not None and want not in got:
            fail(n, f"{obj['id']}: expected {want}, got {got}")
        print(obj["id"], obj["test_type"], got,
              "diff_ok" if (obj["backends"][0]["diff_all"] or [{}])[0].get("ok")
              else "no_diff")
    print(f"{len(ids)} items")


if __name__ == "__main__":
    main()
