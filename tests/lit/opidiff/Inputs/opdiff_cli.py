#!/usr/bin/env python3
"""Runs opdiff's own command line (cli.py of a checkout) to list a suite.

Usage: opdiff_cli.py OPDIFF_ROOT list-tests|validate-yaml SUITE [ARGS...]

opdiff's cli.py imports its pipeline package, whose presets module imports
ONNX Runtime when it loads and, off macOS, calls an options class that only
exists there. Listing a suite needs neither: the ids come from opdiff's
loader, its template expansion and its --test-ids matching. This script puts
a stand-in for that one module in sys.modules (it refuses to build a
backend) and hands the arguments to opdiff's own cli.main.

Only list-tests and validate-yaml are passed on: opdiff's `run` deletes
every tmp* and *opdiff* entry of the temporary directory (TMPDIR or /tmp)
when it ends, other programs' files included.

OPDIFF_SITE_DIRS (directories joined by os.pathsep) are appended to
sys.path: the site directories of another Python, for a Python that has
pydantic 2 but not torch (lit.cfg.py finds one).
"""

import os
import sys
import types

ALLOWED = ("list-tests", "validate-yaml")


def main() -> int:
    if len(sys.argv) < 3 or sys.argv[2] not in ALLOWED:
        sys.stderr.write("usage: opdiff_cli.py OPDIFF_ROOT "
                         "list-tests|validate-yaml SUITE [ARGS...]\n")
        return 2
    root = os.path.abspath(sys.argv[1])
    if not os.path.isfile(os.path.join(root, "cli.py")):
        sys.stderr.write(f"opdiff_cli.py: no cli.py in {root}\n")
        return 2
    for extra in os.environ.get("OPDIFF_SITE_DIRS", "").split(os.pathsep):
        if extra and extra not in sys.path:
            sys.path.append(extra)
    sys.path.insert(0, root)

    presets = types.ModuleType("pipeline.presets")

    def make_backend(name, **_overrides):
        raise RuntimeError(f"opdiff_cli.py builds no backend (asked for {name})")

    presets.make_backend = make_backend
    presets.BACKEND_PRESETS = {}
    sys.modules["pipeline.presets"] = presets

    import cli  # opdiff's, from root

    return int(cli.main(sys.argv[2:]))


if __name__ == "__main__":
    sys.exit(main())
