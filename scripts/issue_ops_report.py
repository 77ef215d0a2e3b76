#!/usr/bin/env python3
"""Splits a conformance TSV into files whose ops all belong to a given op set.

usage: issue_ops_report.py SUITE_DIR RESULTS_TSV OPS_FILE
Prints pass/fail counts for files using only ops from OPS_FILE (one op name
per line, e.g. `add`), and lists the failures among them.
"""
import pathlib
import re
import sys

suite, tsv, ops_file = sys.argv[1:4]
allowed = {l.strip() for l in open(ops_file) if l.strip() and not l.startswith('#')}
verdicts = {}
for line in open(tsv):
    parts = line.rstrip('\n').split('\t')
    verdicts[parts[0]] = (parts[1], parts[3] if len(parts) > 3 else '')
op_re = re.compile(r'\b(stablehlo|chlo)\.([a-z_0-9]+)')
inside, passed, failed = 0, 0, []
not_interpreted = 0
for rel, (verdict, err) in sorted(verdicts.items()):
    text = (pathlib.Path(suite) / rel).read_text(errors='replace')
    text = '\n'.join(l for l in text.splitlines() if not l.lstrip().startswith('//'))
    used = set()
    for dialect, name in op_re.findall(text):
        if dialect == 'chlo':
            used.add('chlo.' + name)
        else:
            used.add(name)
    # attribute mnemonics such as #stablehlo.scatter<...> are not ops
    used -= {'comparison_direction', 'comparison_type'}
    if 'RUN-DISABLED' in text or '_chlo' in rel:
        continue
    run_lines = [l for l in (pathlib.Path(suite) / rel).read_text(errors='replace').splitlines()
                 if l.lstrip().startswith('// RUN')]
    if not any('--interpret' in l for l in run_lines):
        # Not an interpreter test (e.g. serialization round trips of
        # dynamic-shape programs that take arguments).
        if used <= allowed:
            not_interpreted += 1
        continue
    if used <= allowed:
        inside += 1
        if verdict == 'pass':
            passed += 1
        else:
            failed.append((rel, verdict, err))
print(f'files using only the listed ops: {inside}, passed {passed}, failed {len(failed)}'
      f' (and {not_interpreted} with no --interpret RUN line, not counted)')
for rel, verdict, err in failed:
    print(f'  {verdict}\t{rel}\t{err[:200]}')
