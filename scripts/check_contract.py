#!/usr/bin/env python3
"""Checks the source side of the evaluator contract (interpreter/Evaluator.h).

  scripts/check_contract.py [SOURCE_ROOT]

1. Only the eval loop, the folder and the quantized ops reach the eval loop's
   internals: no file under interpreter/ other than Eval.cpp, Eval.h,
   Fold.cpp and QuantizedOps.cpp includes "interpreter/Eval.h".
2. Evaluators are pure: no evaluator file (interpreter/*Ops.cpp,
   interpreter/CheckOps.cpp) calls emitError, emitOpError or
   emitRemark, or mentions Scope or EvalContext (comments are not code and
   are not checked).
3. Tools and the opidiff library use the public API only: no file under
   tools/ or opidiff/ includes an interpreter header other than interpreter/Interpreter.h,
   interpreter/Value.h, interpreter/Tensor.h and interpreter/Fold.h.
4. Both paths are tested: every op test file (tests/lit/ops/*.mlir) has a
   RUN line with --interpreter-element-path beside its typed-path run.

Prints each violation as file:line: what, and exits 1 if there is any.
"""
import pathlib
import re
import sys

EVAL_H_ALLOWED = {"Eval.cpp", "Eval.h", "Fold.cpp", "QuantizedOps.cpp"}
TOOL_HEADERS_ALLOWED = {"interpreter/Interpreter.h", "interpreter/Value.h",
                        "interpreter/Tensor.h", "interpreter/Fold.h"}
SOURCE_SUFFIXES = {".cpp", ".h", ".hpp", ".cc", ".inc", ".def"}

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]')
EMIT = re.compile(r"\b(emitError|emitOpError|emitRemark)\b")
EVAL_STATE = re.compile(r"\b(Scope|EvalContext)\b")


def sources(root, folder):
    base = root / folder
    if not base.is_dir():
        return []
    return sorted(p for p in base.rglob("*")
                  if p.is_file() and p.suffix in SOURCE_SUFFIXES)


def code_lines(path):
    """(line number, text) of `path` with // and /* */ comments blanked."""
    text = path.read_text(errors="replace")
    in_block = False
    for number, line in enumerate(text.splitlines(), 1):
        code = []
        i = 0
        in_string = None
        while i < len(line):
            if in_block:
                end = line.find("*/", i)
                if end < 0:
                    i = len(line)
                    continue
                in_block = False
                i = end + 2
                continue
            c = line[i]
            if in_string:
                code.append(c)
                if c == "\\" and i + 1 < len(line):
                    code.append(line[i + 1])
                    i += 2
                    continue
                if c == in_string:
                    in_string = None
                i += 1
                continue
            if line.startswith("//", i):
                break
            if line.startswith("/*", i):
                in_block = True
                i += 2
                continue
            if c in "\"'":
                in_string = c
            code.append(c)
            i += 1
        yield number, "".join(code)


def includes(path):
    for number, line in code_lines(path):
        m = INCLUDE.match(line)
        if m:
            yield number, m.group(1)


def check(root):
    violations = []

    def report(path, number, what):
        violations.append(f"{path.relative_to(root)}:{number}: {what}")

    # 1. Who includes interpreter/Eval.h.
    for path in sources(root, "interpreter"):
        if path.name in EVAL_H_ALLOWED and path.parent == root / "interpreter":
            continue
        for number, header in includes(path):
            if header in ("interpreter/Eval.h", "Eval.h"):
                report(path, number, f'includes "{header}"')

    # 2. What evaluator files call and mention.
    interpreter = root / "interpreter"
    evaluators = sorted(interpreter.glob("*Ops.cpp"))
    for path in evaluators:
        for number, line in code_lines(path):
            for m in EMIT.finditer(line):
                report(path, number, f"calls {m.group(1)}")
            for m in EVAL_STATE.finditer(line):
                report(path, number, f"mentions {m.group(1)}")

    # 3. Which interpreter headers the tools and opidiff include.
    for path in [p for folder in ("tools", "opidiff")
                 for p in sources(root, folder)]:
        for number, header in includes(path):
            if header.startswith("interpreter/") and \
                    header not in TOOL_HEADERS_ALLOWED:
                report(path, number, f'includes "{header}"')

    # 4. Every op test file also runs on the Element path.
    for path in sorted((root / "tests" / "lit" / "ops").glob("*.mlir")):
        runs = [line for line in path.read_text().splitlines()
                if "RUN:" in line]
        if not any("--interpreter-element-path" in line for line in runs):
            report(path, 1, "no RUN line with --interpreter-element-path")

    return violations


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else
                        pathlib.Path(__file__).resolve().parent.parent)
    root = root.resolve()
    if not (root / "interpreter").is_dir():
        print(f"{root}: no interpreter/ folder", file=sys.stderr)
        return 2
    violations = check(root)
    for violation in violations:
        print(violation)
    if violations:
        print(f"{len(violations)} violation(s) of the evaluator contract",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
