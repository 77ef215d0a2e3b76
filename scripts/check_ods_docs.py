#!/usr/bin/env python3
"""Checks that every op declared in dialect/*.td is documented.

  scripts/check_ods_docs.py LLVM_TBLGEN [SOURCE_ROOT] [--td FILE]...

Reads the op records with `llvm-tblgen --dump-json` and checks:
1. every op has a non-empty `description`;
2. a stablehlo op's description links its section of the specification
   (https://github.com/openxla/stablehlo/blob/main/docs/spec.md#...) and has
   an `Example:` with a ```mlir block;
3. every ```mlir example block of any op appears, line for line, in
   tests/lit/syntax/ods_examples.mlir, the lit test that parses them;
4. every constraint tag `(Cn)` an op's verifier (`XOp::verify` in
   dialect/*.cpp) cites is listed in that op's description.

--td names the root .td files to read (default: the roots under dialect/,
those no other dialect/*.td includes). Prints each violation as
file:line: op: what, and exits 1 if there is any.
"""
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

SPEC_LINK = "https://github.com/openxla/stablehlo/blob/main/docs/spec.md#"
EXAMPLE_BLOCK = re.compile(r"```mlir\n(.*?)```", re.S)
TAG = re.compile(r"\bC(\d+)\b")
VERIFY = re.compile(r"^LogicalResult (\w+)::verify\(\)")
INCLUDE = re.compile(r'^include "dialect/(\w+\.td)"', re.M)


def root_tds(root):
    tds = sorted((root / "dialect").glob("*.td"))
    included = set()
    for td in tds:
        included.update(INCLUDE.findall(td.read_text()))
    return [td for td in tds if td.name not in included]


def op_records(tblgen, root, td):
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        subprocess.run([tblgen, "--dump-json", "-I", str(root),
                        "-I", str(pathlib.Path(tblgen).resolve().parent.parent
                                  / "include"),
                        str(td), "-o", out.name], check=True)
        records = json.load(open(out.name))
    for name in records["!instanceof"].get("Op", []):
        yield name, records[name]


# The dialect whose verifiers a dialect/<Prefix>*.cpp file holds.
CPP_DIALECT = {"Stablehlo": "StableHLO_Dialect", "Chlo": "CHLO_Dialect",
               "Check": "Check_Dialect", "Interpreter": "Interpreter_Dialect",
               "Sdy": "Sdy_Dialect"}


def verifier_tags(root):
    """Maps (dialect, op class name) to the constraint tags its verify()
    cites in string literals."""
    tags = {}
    for cpp in sorted((root / "dialect").glob("*.cpp")):
        dialect = next((d for p, d in CPP_DIALECT.items()
                        if cpp.name.startswith(p)), None)
        current = None
        for line in cpp.read_text().splitlines():
            m = VERIFY.match(line)
            if m:
                current = (dialect, m.group(1))
                tags.setdefault(current, set())
                continue
            if line.startswith("}"):
                current = None
            if current is None:
                continue
            for literal in re.findall(r'"((?:[^"\\]|\\.)*)"', line):
                for group in re.findall(r"\(C\d+(?:[-, ]+C\d+)*\)", literal):
                    tags[current].update(TAG.findall(group))
    return tags


def normalized(text):
    return "\n".join(l.strip() for l in text.strip().splitlines() if l.strip())


def main(argv):
    args = [a for a in argv[1:]]
    tds = []
    while "--td" in args:
        i = args.index("--td")
        tds.append(pathlib.Path(args[i + 1]))
        del args[i:i + 2]
    if not args:
        print(__doc__)
        return 2
    tblgen = shutil.which(args[0]) or args[0]
    root = pathlib.Path(args[1] if len(args) > 1 else ".").resolve()
    tds = tds or root_tds(root)
    lit = normalized((root / "tests/lit/syntax/ods_examples.mlir").read_text())
    tags = verifier_tags(root)
    problems = []
    counts = {}
    for td in tds:
        for name, rec in op_records(tblgen, root, td):
            where = rec["!locs"][0] if rec.get("!locs") else td.name
            dialect = rec["opDialect"]["def"]
            desc = rec.get("description", "") or ""
            op = rec["opName"]
            counts.setdefault(dialect, [0, 0])
            counts[dialect][1] += 1
            if not desc.strip():
                problems.append(f"{where}: {op}: no description")
                continue
            counts[dialect][0] += 1
            examples = EXAMPLE_BLOCK.findall(desc)
            if dialect == "StableHLO_Dialect":
                if SPEC_LINK not in desc:
                    problems.append(f"{where}: {op}: no link to the spec "
                                    f"({SPEC_LINK}<op>)")
                if "Example:" not in desc or not examples:
                    problems.append(f"{where}: {op}: no `Example:` with a "
                                    "```mlir block")
            for ex in examples:
                if normalized(ex) not in lit:
                    problems.append(f"{where}: {op}: example not in "
                                    "tests/lit/syntax/ods_examples.mlir")
            cls = name.split("_", 1)[1] if "_" in name else name
            cited = set(TAG.findall(" ".join(re.findall(r"\(C\d+\)", desc))))
            for t in sorted(tags.get((dialect, cls), set()) - cited, key=int):
                problems.append(f"{where}: {op}: the verifier cites (C{t}), "
                                "the description does not list it")
    for p in problems:
        print(p)
    for dialect, (have, total) in sorted(counts.items()):
        print(f"{dialect}: {have} of {total} ops have a description",
              file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
