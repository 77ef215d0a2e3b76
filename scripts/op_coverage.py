#!/usr/bin/env python3
"""Generates docs/op-coverage.md from the sources, so the table stays true.

  scripts/op_coverage.py            rewrite docs/op-coverage.md
  scripts/op_coverage.py --check    exit 1 if docs/op-coverage.md is stale

Columns: the op is defined in ODS (dialect/Stablehlo*.td), has an evaluator
registered in interpreter/, has a lit test tests/lit/ops/<op>.mlir, appears
in a verifier test under tests/lit/verify/, and has a typed fast path covered
by tests/unit/TypedPathTest.cpp. A second table does the same for the chlo
dialect (dialect/ChloOps.td, interpreter/ChloOps.cpp, tests/lit/chlo/,
tests/unit/ChloTest.cpp).
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# The ops of the StableHLO specification ("Ops" section), in its order.
SPEC_OPS = """abs add after_all all_gather all_reduce all_to_all and async_done
async_start atan2 batch_norm_grad batch_norm_inference batch_norm_training
bitcast_convert broadcast_in_dim case cbrt ceil cholesky clamp
collective_broadcast collective_permute collective_reduce compare complex
composite concatenate constant convert convolution cosine count_leading_zeros
custom_call divide dot_general dynamic_broadcast_in_dim dynamic_conv
dynamic_gather dynamic_iota dynamic_pad dynamic_reshape dynamic_slice
dynamic_update_slice exponential exponential_minus_one fft floor gather
get_dimension_size get_tuple_element if imag infeed iota is_finite log
log_plus_one logistic map maximum minimum multiply negate not
optimization_barrier or outfeed pad partition_id popcnt power real recv reduce
reduce_precision reduce_scatter reduce_window remainder replica_id reshape
reverse rng rng_bit_generator round_nearest_afz round_nearest_even rsqrt
scatter select select_and_scatter send shift_left shift_right_arithmetic
shift_right_logical sign sine slice sort sqrt subtract tan tanh transpose
triangular_solve tuple uniform_dequantize uniform_quantize while xor""".split()


def chlo_table(verify_text):
    """The rows of the chlo table, the number of chlo ops with an evaluator
    and the number of chlo ops."""
    td = (ROOT / "dialect/ChloOps.td").read_text()
    defs = re.findall(r'def CHLO_(\w+)\s*:\s*\w+<\s*"([a-z_0-9]+)"', td)
    src = (ROOT / "interpreter/ChloOps.cpp").read_text()
    registered = set(re.findall(r"r\.add<(?:chlo::)?(\w+)", src))
    lit_dir = ROOT / "tests/lit/chlo"
    lit_text = "".join(p.read_text() for p in lit_dir.glob("*.mlir")) \
        if lit_dir.exists() else ""
    unit = ROOT / "tests/unit/ChloTest.cpp"
    unit_text = unit.read_text() if unit.exists() else ""

    def mark(b):
        return "yes" if b else "-"

    rows = []
    for cls, op in sorted(defs, key=lambda d: d[1].lstrip("_")):
        base = cls[:-2] if cls.endswith("Op") else cls
        evaluator = cls in registered
        lit = re.search(rf'chlo\.{op}\b', lit_text) is not None
        verify = re.search(rf'chlo\.{op}\b', verify_text) is not None
        typed = re.search(rf'\bChlo(?:Unary|Binary|InfTest)::{base}\b',
                          unit_text) is not None
        rows.append(f"| `{op}` | yes | {mark(evaluator)} | {mark(lit)} | "
                    f"{mark(verify)} | {mark(typed)} |")
    done = sum(1 for cls, _ in defs if cls in registered)
    return rows, done, len(defs)


def main():
    td = "".join(p.read_text() for p in sorted((ROOT / "dialect").glob("Stablehlo*.td")))
    defs = dict(re.findall(r'def StableHLO_(\w+) : \w+<"([a-z_0-9]+)"', td))
    mnemonic_of = {cls: m for cls, m in defs.items()}
    registered = set()
    for src in (ROOT / "interpreter").glob("*.cpp"):
        for cls in re.findall(r"r\.add<(?:\w+::)*(\w+)", src.read_text()):
            if cls in mnemonic_of:
                registered.add(mnemonic_of[cls])
    verify_text = "".join(p.read_text() for p in (ROOT / "tests/lit/verify").glob("*.mlir")) \
        if (ROOT / "tests/lit/verify").exists() else ""
    typed_test = (ROOT / "tests/unit/TypedPathTest.cpp").read_text() + \
        (ROOT / "tests/unit/DataMovementTest.cpp").read_text()
    defined = set(mnemonic_of.values())
    extra = sorted(defined - set(SPEC_OPS))

    def mark(b):
        return "yes" if b else "-"

    rows = []
    for op in SPEC_OPS + extra:
        in_ods = op in defined
        evaluator = op in registered
        lit = (ROOT / "tests/lit/ops" / f"{op}.mlir").exists()
        verify = re.search(rf'stablehlo\.{op}\b', verify_text) is not None
        cls = next((c for c, m in mnemonic_of.items() if m == op), None)
        fn = {"count_leading_zeros": "evalClzOp", "popcnt": "evalPopcntOp",
              "round_nearest_afz": "evalRoundNearestAfzOp"}.get(op)
        typed = False
        if cls:
            base = cls[:-2] if cls.endswith("Op") else cls
            typed = bool(re.search(rf'\beval{base}Op\b', typed_test)) or \
                (fn is not None and fn in typed_test)
        rows.append(f"| `{op}` | {mark(in_ods)} | {mark(evaluator)} | {mark(lit)} | "
                    f"{mark(verify)} | {mark(typed)} |")
    done = sum(1 for op in SPEC_OPS if op in registered)
    chlo_rows, chlo_done, chlo_total = chlo_table(verify_text)
    text = "\n".join([
        "# Op coverage",
        "",
        "Generated by `scripts/op_coverage.py` from the sources; `ctest` fails",
        "when this file is stale. Columns: syntax and verifier in ODS, evaluator,",
        "lit test `tests/lit/ops/<op>.mlir`, verifier test in `tests/lit/verify/`,",
        "typed fast path proven equal to the Element path in",
        "`tests/unit/TypedPathTest.cpp` or `DataMovementTest.cpp`.",
        "",
        f"{done} of {len(SPEC_OPS)} ops of the specification run.",
        "",
        "| op | ODS | evaluator | lit | verify | typed |",
        "|---|---|---|---|---|---|",
        *rows,
        "",
        "## chlo",
        "",
        "Every op of upstream's chlo dialect (`dialect/ChloOps.td`). Columns:",
        "ODS, evaluator registered in `interpreter/ChloOps.cpp`, lit test in",
        "`tests/lit/chlo/`, verifier test in `tests/lit/verify/`, typed fast",
        "path proven equal to the Element path in `tests/unit/ChloTest.cpp`.",
        "",
        f"{chlo_done} of {chlo_total} chlo ops run.",
        "",
        "| op | ODS | evaluator | lit | verify | typed |",
        "|---|---|---|---|---|---|",
        *chlo_rows,
        "",
    ])
    out = ROOT / "docs/op-coverage.md"
    if "--check" in sys.argv:
        if not out.exists() or out.read_text() != text:
            print("docs/op-coverage.md is stale: run scripts/op_coverage.py", file=sys.stderr)
            return 1
        return 0
    out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
