#!/usr/bin/env python3
"""Reads a run's JSONL the way opdiff's three report scripts read it.

opdiff's measure/report_support_matrix.py, measure/report_diff.py and
measure/report_latency.py are not shipped here (the project copies no
code), and they need matplotlib. This script checks, offline, that our
JSONL carries every key those scripts read, with the types they accept,
and that each of their tables would have rows. What they read:

  every script: records {"type": "meta"} (meta) and {"type": "item"}; an
    item's "id" (non-empty string) and "cases"[0]["op"] (string).
  report_support_matrix.py: item "test_type"; "baseline" (object or null)
    with "backend" (string) and "status" (one of opdiff's statuses) and
    "err" (string or null); each of "backends": "backend" (string), "res"
    (list of {"status", "err"}); a backend's cell is its worst side.
  report_diff.py: "baseline"."backend" (one name across the file);
    each backend's "res"[*]."status" and "diff_all": null, or a list of
    {"ok": true, "max_abs": finite number >= 0} or {"ok": false, "code",
    "msg"}; an item's value is the median max_abs over the list.
  report_latency.py (run with --baseline torch: its default names opdiff's
    torch_cpu_fp32): "baseline" {"backend", "status", "ms", "times_all"};
    each backend's "res"[*]."status"/"ms" and "times_all". ms: a number (or
    numeric string) > 0 for an OK record; a backend's ms is the median over
    its sides; times_all: null or a list whose last element is a list of
    per-repeat numbers, the first dropped (warm-up). An item counts when the
    baseline and the backend are OK with ms > 0; R = ms / baseline ms.

Usage: opdiff_report_inputs.py FILE [--baseline NAME]
Prints one summary line per table; exits 1 on the first key or type the
scripts would not accept.
"""

import json
import math
import statistics
import sys

STATUSES = {"OK", "SKIPPED", "EXPORT_FAIL", "INFER_FAIL", "TIMING_FAIL",
            "TIMED_ERROR", "ERROR"}
ORDER = ["OK", "SKIPPED", "EXPORT_FAIL", "INFER_FAIL", "TIMING_FAIL",
         "TIMED_ERROR", "ERROR"]


def bad(message):
    print("unreadable: " + message)
    sys.exit(1)


def number(x):
    if isinstance(x, bool):
        return None
    if isinstance(x, (int, float)):
        return float(x)
    if isinstance(x, str):
        try:
            return float(x)
        except ValueError:
            return None
    return None


def status_of(rec, where):
    st = rec.get("status")
    if st not in STATUSES:
        bad(f"{where}: status {st!r}")
    err = rec.get("err")
    if err is not None and not isinstance(err, str):
        bad(f"{where}: err {err!r}")
    return st


def worst(statuses):
    return max(statuses, key=ORDER.index)


def per_repeat(times_all, where):
    if times_all is None:
        return None
    if not isinstance(times_all, list) or not times_all:
        bad(f"{where}: times_all {times_all!r}")
    last = times_all[-1]
    if last is None:
        return None
    if not isinstance(last, list) or any(number(t) is None for t in last):
        bad(f"{where}: times_all's last entry {last!r}")
    return [number(t) for t in last]


def main():
    path = sys.argv[1]
    baseline_name = sys.argv[3] if len(sys.argv) > 3 else "torch"
    support = {}
    diffs = {}
    ratios = {}
    baseline_ok = 0
    repeats_seen = {}
    baselines = set()
    with open(path, encoding="utf-8") as f:
        records = [json.loads(l) for l in f if l.strip()]
    items = [r for r in records if r.get("type") == "item"]
    if not any(r.get("type") == "meta" for r in records):
        bad("no meta record")
    for item in items:
        iid = item.get("id")
        if not isinstance(iid, str) or not iid:
            bad(f"item id {iid!r}")
        cases = item.get("cases")
        if not isinstance(cases, list) or not cases or \
                not isinstance(cases[0].get("op"), str):
            bad(f"{iid}: cases[0].op")
        if item.get("test_type") not in ("single", "pair"):
            bad(f"{iid}: test_type")
        base = item.get("baseline")
        base_ms = None
        if base is not None:
            if not isinstance(base.get("backend"), str):
                bad(f"{iid}: baseline.backend")
            baselines.add(base["backend"])
            st = status_of(base, f"{iid} baseline")
            support.setdefault(base["backend"], []).append(st)
            ms = number(base.get("ms"))
            if st == "OK" and (ms is None or ms <= 0):
                bad(f"{iid}: an OK baseline without ms > 0")
            if base["backend"] == baseline_name and st == "OK":
                baseline_ok += 1
                base_ms = ms
                runs = per_repeat(base.get("times_all"), f"{iid} baseline")
                if runs is not None:
                    repeats_seen.setdefault(base["backend"], set()).add(len(runs))
        for b in item.get("backends") or bad(f"{iid}: backends"):
            name = b.get("backend")
            if not isinstance(name, str) or not name:
                bad(f"{iid}: backend name")
            res = b.get("res")
            if not isinstance(res, list) or not res:
                bad(f"{iid} {name}: res")
            sts = [status_of(r, f"{iid} {name}") for r in res]
            support.setdefault(name, []).append(worst(sts))
            d = b.get("diff_all")
            if d is not None:
                if not isinstance(d, list):
                    bad(f"{iid} {name}: diff_all")
                vals = []
                for e in d:
                    if e.get("ok") is True:
                        v = number(e.get("max_abs"))
                        if v is None or not math.isfinite(v) or v < 0:
                            bad(f"{iid} {name}: max_abs {e.get('max_abs')!r}")
                        vals.append(v)
                    elif e.get("ok") is False:
                        if not isinstance(e.get("code"), str):
                            bad(f"{iid} {name}: diff code")
                    else:
                        bad(f"{iid} {name}: diff ok")
                if vals:
                    diffs.setdefault(name, []).append(statistics.median(vals))
            times = b.get("times_all")
            if times is not None:
                if not isinstance(times, list) or len(times) != len(res):
                    bad(f"{iid} {name}: times_all must hold one entry per side")
                runs = per_repeat(times, f"{iid} {name}")
                if runs is not None:
                    repeats_seen.setdefault(name, set()).add(len(runs))
            ms = [number(r.get("ms")) for r in res]
            if worst(sts) == "OK":
                if any(m is None or m <= 0 for m in ms):
                    bad(f"{iid} {name}: an OK side without ms > 0")
                if base_ms is not None:
                    ratios.setdefault(name, []).append(
                        statistics.median(ms) / base_ms)
    if len(baselines) > 1:
        bad(f"several baseline backends {sorted(baselines)}")
    for name in sorted(support):
        counts = {s: support[name].count(s) for s in ORDER if s in support[name]}
        print(f"support {name}: " +
              " ".join(f"{s}={n}" for s, n in counts.items()))
    for name in sorted(diffs):
        print(f"diff {name}: {len(diffs[name])} items with max_abs")
    print(f"latency baseline {baseline_name}: {baseline_ok} items OK with ms")
    for name in sorted(ratios):
        gm = math.exp(sum(math.log(r) for r in ratios[name]) / len(ratios[name]))
        print(f"latency {name}: {len(ratios[name])} comparable, "
              f"geomean R {gm:.3g}")
    for name in sorted(repeats_seen):
        print(f"times_all {name}: " +
              ", ".join(str(n) for n in sorted(repeats_seen[name])) +
              " per repeat list")


if __name__ == "__main__":
    main()
