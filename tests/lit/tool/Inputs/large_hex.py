"""Programs with large hex constants for the large-hex-*.test lit tests.

  large_hex.py types DIR      DIR/types.mlir: @main returns, for every element
                              type the fast path takes, a 2-D constant and its
                              reverse along dimension 0; DIR/expected<i>.bin
                              holds each result's bytes (NumPy computes them).
  large_hex.py check DIR OUT  compares OUT/result<i>.npy with DIR/expected<i>.bin.
  large_hex.py errors DIR     DIR/<case>.mlir programs whose diagnostic points
                              after a large literal on the same line, and
                              DIR/<case>.check with the hand-computed
                              file:line:col for FileCheck.
"""
import os
import sys

import numpy as np

# (MLIR element type, bytes per element) of every type the fast path takes
# that a StableHLO tensor may hold.
TYPES = [("i8", 1), ("i16", 2), ("i32", 4), ("i64", 8),
         ("ui8", 1), ("ui16", 2), ("ui32", 4), ("ui64", 8),
         ("f16", 2), ("bf16", 2), ("f32", 4), ("f64", 8),
         ("complex<f32>", 8), ("complex<f64>", 16)]
ROWS = 8
BYTES = 40000  # per constant: 80,000 hex digits, above the default 65,536


def types(out):
    rng = np.random.default_rng(18)
    results, body, expected = [], [], []
    for k, (name, size) in enumerate(TYPES):
        cols = BYTES // (ROWS * size)
        raw = rng.integers(0, 256, ROWS * cols * size, dtype=np.uint8)
        digits = raw.tobytes().hex()
        if k % 2:
            digits = digits.upper()
        t = f"tensor<{ROWS}x{cols}x{name}>"
        body.append(f'    %c{k} = stablehlo.constant dense<"0x{digits}"> : {t}')
        body.append(f"    %r{k} = stablehlo.reverse %c{k}, dims = [0] : {t}")
        results += [(f"%c{k}", t), (f"%r{k}", t)]
        # Whole elements as opaque values: reversing moves them unchanged.
        elements = raw.view(np.dtype(f"V{size}")).reshape(ROWS, cols)
        expected += [elements.tobytes(), np.flip(elements, 0).tobytes()]
    text = "func.func @main() -> ({}) {{\n{}\n    return {} : {}\n}}\n".format(
        ", ".join(t for _, t in results), "\n".join(body),
        ", ".join(v for v, _ in results), ", ".join(t for _, t in results))
    with open(os.path.join(out, "types.mlir"), "w") as f:
        f.write(text)
    for i, data in enumerate(expected):
        with open(os.path.join(out, f"expected{i}.bin"), "wb") as f:
            f.write(data)


def check(out, results):
    count = len([n for n in os.listdir(out) if n.startswith("expected")])
    for i in range(count):
        with open(os.path.join(out, f"expected{i}.bin"), "rb") as f:
            want = f.read()
        got = np.load(os.path.join(results, f"result{i}.npy"))
        if got.tobytes() != want:
            sys.exit(f"result {i} differs from NumPy's")
    print(f"{count} results match")


def errors(out):
    rng = np.random.default_rng(7)
    n = 20000  # f32 elements: 160,000 digits
    data = rng.uniform(-1, 1, n).astype(np.float32)
    t = f"tensor<{n}xf32>"
    ti = f"tensor<{n}xi32>"
    literal = f'dense<"0x{data.tobytes().hex()}">'
    ints = f'dense<"0x{np.arange(n, dtype=np.int32).tobytes().hex()}">'
    cases = {
        # A parse error (type of a use), two ops after two literals.
        "parse": (f"func.func @main() -> {t} {{\n"
                  f"  %a = stablehlo.constant {literal} : {t} %b = stablehlo.constant {literal} : {t} %0 = stablehlo.add %a, %b : tensor<3xf32>\n"
                  f"  return %0 : {t}\n}}\n",
                  "%a, %b : tensor<3xf32>", "use of value '%a' expects different type"),
        # A verifier error.
        "verifier": (f"func.func @main() -> {t} {{\n"
                     f"  %a = stablehlo.constant {literal} : {t} %0 = \"stablehlo.transpose\"(%a) {{permutation = array<i64: 1>}} : ({t}) -> {t}\n"
                     f"  return %0 : {t}\n}}\n",
                     "\"stablehlo.transpose\"(%a)", "'stablehlo.transpose' op permutation value 1"),
        # A runtime error (integer division by zero).
        "runtime": (f"func.func @main() -> {ti} {{\n"
                    f"  %z = stablehlo.constant dense<0> : {ti}\n"
                    f"  %a = stablehlo.constant {ints} : {ti} %0 = stablehlo.divide %a, %z : {ti}\n"
                    f"  return %0 : {ti}\n}}\n",
                    "stablehlo.divide", "integer division by zero"),
        # A failed check.
        "check": (f"func.func @main() {{\n"
                  f"  %a = stablehlo.constant {ints} : {ti} %b = stablehlo.add %a, %a : {ti} check.expect_eq %a, %b : {ti}\n"
                  f"  return\n}}\n",
                  "check.expect_eq", "expect_eq failed"),
        # Refused by the input gate (a 0-bit integer type).
        "gate": (f"func.func @main() -> {t} {{\n"
                 f"  %a = stablehlo.constant {literal} : {t} %z = stablehlo.constant dense<0> : tensor<i0>\n"
                 f"  return %a : {t}\n}}\n",
                 "i0>", "0-bit integer type 'i0'"),
        # An error whose note prints the function holding the literal: the
        # constant reads `dense_resource<__elided__>` as MLIR prints a large
        # dense attribute there.
        "printed": (f"func.func @main() {{\n  return\n}}\n"
                    f"func.func @main() -> {t} {{ %a = stablehlo.constant {literal} : {t} return %a : {t} }}\n",
                    "func.func @main() -> ", "redefinition of symbol named 'main'"),
    }
    for name, (text, token, message) in cases.items():
        path = os.path.join(out, f"{name}.mlir")
        with open(path, "w") as f:
            f.write(text)
        start = text.index(token)
        line = text.count("\n", 0, start) + 1
        column = start - (text.rfind("\n", 0, start) + 1) + 1
        with open(os.path.join(out, f"{name}.check"), "w") as f:
            f.write(f"CHECK: {name}.mlir:{line}:{column}: error: {message}\n")
            if name == "printed":
                f.write("CHECK: stablehlo.constant\"() <{value = "
                        "dense_resource<__elided__> : tensor<20000xf32>}>\n")


if __name__ == "__main__":
    {"types": lambda: types(sys.argv[2]),
     "check": lambda: check(sys.argv[2], sys.argv[3]),
     "errors": lambda: errors(sys.argv[2])}[sys.argv[1]]()
