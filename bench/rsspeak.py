#!/usr/bin/env python3
"""Where a process's resident memory is at its peak (Linux only).

    /usr/bin/python3 bench/rsspeak.py [--top 12] -- CMD [ARGS...]

Runs CMD and samples /proc/PID/status (VmRSS) as fast as it can; whenever
VmRSS reaches a new high it reads /proc/PID/smaps and keeps that reading.
At the end it prints the last VmHWM seen, the high sample's anonymous and
file-backed totals, and its --top largest mappings (resident kB, of which
in transparent huge pages, and what the mapping is).

A sample can miss a peak shorter than one reading of smaps (about a
millisecond for this project's tools), so VmHWM may be above the high
sample; run it a few times. Sampling costs the machine a core: do not time
anything with it. docs/performance.md's break-downs of peak RSS come from
this tool.
"""
import argparse
import subprocess
import sys


def status(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM", "RssAnon", "RssFile", "RssShmem"):
                fields[key] = int(value.split()[0])
    return fields


def smaps(pid):
    """[(rss kB, anon huge kB, anonymous kB, description)] per mapping."""
    maps, current = [], None
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            head = line.split()
            if not head:
                continue
            if not head[0].endswith(":"):  # a mapping's first line
                name = " ".join(head[5:]) if len(head) > 5 else "[anonymous]"
                current = [0, 0, 0, f"{head[0]} {name}"]
                maps.append(current)
            elif head[0] == "Rss:":
                current[0] = int(head[1])
            elif head[0] == "AnonHugePages:":
                current[1] = int(head[1])
            elif head[0] == "Anonymous:":
                current[2] = int(head[1])
    return maps


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--top", type=int, default=12)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd[:1] == ["--"] else a.cmd
    if not cmd:
        sys.exit("rsspeak: no command")
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    high, hwm, best, best_status = 0, 0, None, None
    while p.poll() is None:
        try:
            s = status(p.pid)
            hwm = max(hwm, s.get("VmHWM", 0))
            if s.get("VmRSS", 0) > high:
                high = s["VmRSS"]
                maps = smaps(p.pid)
                best, best_status = maps, s
        except (FileNotFoundError, ProcessLookupError, ValueError):
            break
    p.wait()
    if p.returncode != 0:
        print(f"rsspeak: the command exited {p.returncode}", file=sys.stderr)
    print(f"VmHWM (last seen) {hwm} kB; high sample VmRSS {high} kB")
    if not best:
        return
    print(f"  RssAnon {best_status.get('RssAnon', 0)} kB, "
          f"RssFile {best_status.get('RssFile', 0)} kB, "
          f"RssShmem {best_status.get('RssShmem', 0)} kB")
    anon = sum(m[2] for m in best)
    print(f"  anonymous in smaps {anon} kB; largest mappings (kB resident, "
          f"of it in huge pages):")
    for rss, huge, _, what in sorted(best, reverse=True)[:a.top]:
        print(f"  {rss:9d} {huge:9d}  {what}")


if __name__ == "__main__":
    main()
