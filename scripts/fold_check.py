#!/usr/bin/env python3
"""Proves that folding never changes a result, over a folder of test files.

For each .mlir file under --suite (run as ../shared/tools/conformance runs it):
  1. interpret the file as it is;
  2. fold it: interpreter-opt --inline --interpreter-fold (-split-input-file
     when it has `// -----`), then interpret the folded program.
A file is consistent when both runs pass or both fail. A folded file is
"fully folded" when nothing but constants, checks, returns and functions
remain.

  scripts/fold_check.py --bin-dir build/bin --suite ../shared/conformance/stablehlo/testdata

Prints each inconsistent file and the totals; exits 1 on any inconsistency
or when fewer than --min-folded percent of the consistent, passing files
fold fully.
"""
import argparse
import concurrent.futures as cf
import os
import pathlib
import re
import subprocess
import sys
import threading

KEPT = {"builtin.module", "func.func", "func.return", "stablehlo.constant",
        "stablehlo.return"}
OP_NAME = re.compile(r'"([a-z_][a-z_0-9]*\.[a-zA-Z_0-9.]+)"\(')


def run_line_args(text):
    """The --args of the file's first RUN line that interprets, as conformance does."""
    for line in text.splitlines():
        m = re.match(r"\s*//\s*RUN:\s*(.*)", line)
        if not m or "--interpret" not in m.group(1) or m.group(1).startswith("not "):
            continue
        a = re.search(r"--args=(\"[^\"]*\"|'[^']*')", m.group(1))
        return ["--args=" + a.group(1)[1:-1]] if a else []
    return []


def run_cpu(args, timeout):
    """(exit code, user + system seconds of the child, its standard output).

    Both tools write to a pipe that this script drains, so neither pays for
    a file of its own in the times compared (the folded program is written
    to disk here, by the script)."""
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    timer = threading.Timer(timeout, proc.kill)
    timer.start()
    try:
        output = proc.stdout.read()
        _, status, usage = os.wait4(proc.pid, 0)
    finally:
        timer.cancel()
        proc.stdout.close()
    proc.returncode = os.waitstatus_to_exitcode(status)
    return proc.returncode, usage.ru_utime + usage.ru_stime, output


def interpret(bin_dir, path, split, extra, timeout):
    args = [os.path.join(bin_dir, "interpreter-translate"), "--interpret"]
    if split:
        args.append("-split-input-file")
    args += extra + [str(path)]
    code, seconds, _ = run_cpu(args, timeout)
    return code == 0, seconds


def check_one(bin_dir, path, timeout, tmp, fold_first):
    """Interprets and folds `path`. The two timed runs go in the order
    `fold_first` says (alternated from file to file by the caller): a run
    right after one of the same tool finds that tool's code warm in the
    caches, and the untimed runs below are of both tools."""
    text = path.read_text(errors="replace")
    split = "// -----" in text
    extra = run_line_args(text)
    opt = [os.path.join(bin_dir, "interpreter-opt"), "--inline", "--interpreter-fold"]
    if split:
        opt.append("-split-input-file")
    folded_path = tmp / (path.name + ".folded.mlir")
    if fold_first:
        code, t_fold, folded_text = run_cpu(opt + [str(path)], timeout)
        original, t_interp = interpret(bin_dir, path, split, extra, timeout)
    else:
        original, t_interp = interpret(bin_dir, path, split, extra, timeout)
        code, t_fold, folded_text = run_cpu(opt + [str(path)], timeout)
    fold_ok = code == 0
    if not fold_ok:
        return path, original, False, False, t_interp, t_fold, "interpreter-opt failed"
    folded_path.write_bytes(folded_text)
    generic = subprocess.run([os.path.join(bin_dir, "interpreter-opt"), "--mlir-print-op-generic",
                              str(folded_path)] + (["-split-input-file"] if split else []),
                             capture_output=True, text=True, errors="replace")
    left = set()
    for line in generic.stdout.splitlines():
        for name in OP_NAME.findall(line):
            # custom_call @check.* is a check too.
            if name == "stablehlo.custom_call" and 'call_target_name = "check.' in line:
                continue
            if name not in KEPT and not name.startswith("check."):
                left.add(name)
    folded, _ = interpret(bin_dir, folded_path, split, extra, timeout)
    folded_path.unlink(missing_ok=True)
    return path, original, folded, not left, t_interp, t_fold, ", ".join(sorted(left))


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bin-dir", required=True)
    p.add_argument("--suite", required=True)
    p.add_argument("--timeout", type=float, default=60.0)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--min-folded", type=float, default=0.0,
                   help="percent of passing files that must fold fully")
    p.add_argument("--list-unfolded", action="store_true")
    a = p.parse_args()
    files = sorted(pathlib.Path(a.suite).rglob("*.mlir"))
    tmp = pathlib.Path(os.environ.get("TMPDIR", "/tmp")) / f"fold-check-{os.getpid()}"
    tmp.mkdir(parents=True, exist_ok=True)
    with cf.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
        results = list(pool.map(
            lambda i: check_one(a.bin_dir, files[i], a.timeout, tmp, i % 2 == 1),
            range(len(files))))
    inconsistent = [r for r in results if r[1] != r[2]]
    passing = [r for r in results if r[1] and r[2]]
    fully = [r for r in passing if r[3]]
    for r in inconsistent:
        print(f"inconsistent\t{r[0].relative_to(a.suite)}\toriginal "
              f"{'pass' if r[1] else 'fail'}, folded {'pass' if r[2] else 'fail'}\t{r[6]}")
    if a.list_unfolded:
        for r in passing:
            if not r[3]:
                print(f"unfolded\t{r[0].relative_to(a.suite)}\t{r[6]}")
    t_interp = sum(r[4] for r in results)
    t_fold = sum(r[5] for r in results)
    share = 100.0 * len(fully) / max(1, len(passing))
    print(f"fold-check: {len(results)} files, {len(results) - len(inconsistent)} consistent, "
          f"{len(inconsistent)} inconsistent")
    print(f"fold-check: {len(fully)} of {len(passing)} passing files fold to constants "
          f"and checks ({share:.1f}%)")
    print(f"fold-check: interpreting {t_interp:.1f} s, folding {t_fold:.1f} s "
          "(CPU time of the processes, summed)")
    print(f"fold-check: over the passing files: interpreting "
          f"{sum(r[4] for r in passing):.1f} s, folding {sum(r[5] for r in passing):.1f} s")
    try:
        tmp.rmdir()
    except OSError:
        pass
    return 1 if inconsistent or share < a.min_folded else 0


if __name__ == "__main__":
    sys.exit(main())
