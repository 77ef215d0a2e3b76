"""Tests of the shlo Python module. Expected values come from NumPy or are
computed by hand, never from the interpreter itself."""

import os
import threading

from fractions import Fraction

import numpy as np
import pytest

import shlo

RNG = np.random.default_rng(16)

# (MLIR element type, NumPy dtype without ml_dtypes, values to use).
INT_RANGES = {
    "i2": (np.int8, -2, 1), "i4": (np.int8, -8, 7),
    "i8": (np.int8, -128, 127), "i16": (np.int16, -2**15, 2**15 - 1),
    "i32": (np.int32, -2**31, 2**31 - 1), "i64": (np.int64, -2**63, 2**63 - 1),
    "ui2": (np.uint8, 0, 3), "ui4": (np.uint8, 0, 15),
    "ui8": (np.uint8, 0, 255), "ui16": (np.uint16, 0, 2**16 - 1),
    "ui32": (np.uint32, 0, 2**32 - 1), "ui64": (np.uint64, 0, 2**64 - 1),
}
FLOATS = {"f16": np.float16, "f32": np.float32, "f64": np.float64,
          "complex<f32>": np.complex64, "complex<f64>": np.complex128}
# Raw-bit types (no ml_dtypes): storage dtype and how many bits they use.
RAW = {"bf16": (np.uint16, 16), "f8E4M3FN": (np.uint8, 8),
       "f8E5M2": (np.uint8, 8), "f8E4M3FNUZ": (np.uint8, 8),
       "f8E5M2FNUZ": (np.uint8, 8), "f8E4M3B11FNUZ": (np.uint8, 8),
       "f8E3M4": (np.uint8, 8), "f8E4M3": (np.uint8, 8),
       "f8E8M0FNU": (np.uint8, 8), "f6E2M3FN": (np.uint8, 6),
       "f6E3M2FN": (np.uint8, 6), "f4E2M1FN": (np.uint8, 4)}
ALL_TYPES = ["i1", *INT_RANGES, *FLOATS, *RAW]

try:
    import ml_dtypes  # noqa: F401
    HAVE_ML_DTYPES = True
except ImportError:
    HAVE_ML_DTYPES = False


def values(mlir_type, shape):
    """Random values of `shape` for `mlir_type`, as its plain NumPy dtype."""
    if mlir_type == "i1":
        return RNG.integers(0, 2, size=shape).astype(np.bool_)
    if mlir_type in INT_RANGES:
        dtype, lo, hi = INT_RANGES[mlir_type]
        return RNG.integers(lo, hi, size=shape, dtype=dtype, endpoint=True)
    if mlir_type in FLOATS:
        dtype = FLOATS[mlir_type]
        v = RNG.standard_normal(shape) * 100
        if np.issubdtype(dtype, np.complexfloating):
            v = v + 1j * RNG.standard_normal(shape)
        return v.astype(dtype)
    dtype, bits = RAW[mlir_type]
    return RNG.integers(0, 2**bits - 1, size=shape, dtype=dtype, endpoint=True)


def identity(mlir_type, shape):
    t = f"tensor<{'x'.join(map(str, shape))}{'x' if shape else ''}{mlir_type}>"
    return f"""func.func @main(%a: {t}) -> {t} {{
  return %a : {t}
}}"""


def transpose_program(mlir_type, rows, cols):
    a = f"tensor<{rows}x{cols}x{mlir_type}>"
    r = f"tensor<{cols}x{rows}x{mlir_type}>"
    return f"""func.func @main(%a: {a}) -> {r} {{
  %0 = stablehlo.transpose %a, dims = [1, 0] : ({a}) -> {r}
  return %0 : {r}
}}"""


def plain(array):
    """The raw bits of ml_dtypes arrays, to compare exactly."""
    if array.dtype.kind == "V":
        return array.view(np.dtype(f"u{array.dtype.itemsize}"))
    return array


def assert_same(result, expected):
    assert result.shape == expected.shape
    assert result.dtype.itemsize == expected.dtype.itemsize
    np.testing.assert_array_equal(plain(result), plain(expected))


@pytest.mark.parametrize("mlir_type", ALL_TYPES)
@pytest.mark.parametrize("shape", [(2, 3), (), (0, 3), (1,)])
def test_round_trip(mlir_type, shape):
    a = values(mlir_type, shape)
    (r,) = shlo.interpret(identity(mlir_type, shape), a)
    assert_same(r, a)
    if mlir_type in RAW and HAVE_ML_DTYPES:
        assert r.dtype.kind == "V"
    else:
        assert r.dtype == a.dtype


@pytest.mark.parametrize("mlir_type", ALL_TYPES)
def test_transpose_every_dtype(mlir_type):
    a = values(mlir_type, (3, 4))
    (r,) = shlo.interpret(transpose_program(mlir_type, 3, 4), a)
    assert_same(r, np.ascontiguousarray(a.T))
    # A result the interpreter made is handed over, not copied.
    assert r.flags.writeable and r.flags.c_contiguous and r.base is not None


@pytest.mark.parametrize("mlir_type", ["f32", "i8", "complex<f64>", "i1", "bf16"])
def test_non_contiguous_inputs(mlir_type):
    big = values(mlir_type, (4, 6))
    strided = big[::2, 1::2]               # (2, 3), both axes strided
    (r,) = shlo.interpret(identity(mlir_type, (2, 3)), strided)
    assert_same(r, np.ascontiguousarray(strided))
    fortran = np.asfortranarray(values(mlir_type, (2, 3)))
    (r,) = shlo.interpret(transpose_program(mlir_type, 2, 3), fortran)
    assert_same(r, np.ascontiguousarray(fortran.T))


def test_big_endian_input():
    a = np.array([1.5, -2.0, 3.25], dtype=">f4")
    (r,) = shlo.interpret(identity("f32", (3,)), a)
    assert r.dtype == np.float32
    np.testing.assert_array_equal(r, [1.5, -2.0, 3.25])


def test_returned_argument_is_copied_not_shared():
    a = np.arange(6, dtype=np.int32)
    a.flags.writeable = False
    (r,) = shlo.interpret(identity("i32", (6,)), a)
    assert not np.shares_memory(r, a)
    r[0] = 100
    assert a[0] == 0


ADD_F32 = """func.func @main(%a: tensor<{n}xf32>, %b: tensor<{n}xf32>) -> tensor<{n}xf32> {{
  %0 = stablehlo.add %a, %b : tensor<{n}xf32>
  return %0 : tensor<{n}xf32>
}}"""


def test_add_matches_numpy():
    a = values("f32", (1000,))
    b = values("f32", (1000,))
    (r,) = shlo.interpret(ADD_F32.format(n=1000), a, b)
    np.testing.assert_array_equal(r, a + b)


def test_100m_f32():
    n = 100_000_000
    a = np.arange(n, dtype=np.float32)
    b = np.full(n, 0.5, dtype=np.float32)
    (r,) = shlo.interpret(ADD_F32.format(n=n), a, b, threads=2)
    assert r.shape == (n,) and r.dtype == np.float32
    assert np.array_equal(r, a + b)


def test_python_scalars_take_the_expected_dtype():
    prog = """func.func @main(%a: tensor<f32>, %b: tensor<i8>, %c: tensor<i1>) -> (tensor<f32>, tensor<i8>, tensor<i1>) {
  return %a, %b, %c : tensor<f32>, tensor<i8>, tensor<i1>
}"""
    r = shlo.interpret(prog, 0.1, -5, True)
    assert r[0].dtype == np.float32 and r[0] == np.float32(0.1)
    assert r[1].dtype == np.int8 and r[1] == -5
    assert r[2].dtype == np.bool_ and r[2]
    with pytest.raises(shlo.InterpretError, match="argument 1.*300"):
        shlo.interpret(prog, 0.1, 300, True)


@pytest.mark.skipif(not HAVE_ML_DTYPES, reason="ml_dtypes is not importable")
def test_ml_dtypes_bfloat16():
    import ml_dtypes
    a = np.array([1.5, -2.0, 3.0], dtype=ml_dtypes.bfloat16)
    prog = """func.func @main(%a: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = stablehlo.add %a, %a : tensor<3xbf16>
  return %0 : tensor<3xbf16>
}"""
    (r,) = shlo.interpret(prog, a)
    assert r.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(r.astype(np.float32), [3.0, -4.0, 6.0])


def test_raw_bits_bfloat16_add():
    # 1.5 = 0x3FC0, -2.0 = 0xC000 in bf16; doubled: 3.0 = 0x4040, -4.0 = 0xC080.
    a = np.array([0x3FC0, 0xC000], dtype=np.uint16)
    prog = """func.func @main(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = stablehlo.add %a, %a : tensor<2xbf16>
  return %0 : tensor<2xbf16>
}"""
    (r,) = shlo.interpret(prog, a)
    np.testing.assert_array_equal(plain(r), [0x4040, 0xC080])


# --- errors -----------------------------------------------------------------

def test_wrong_dtype():
    a = np.zeros(3, np.float32)
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(ADD_F32.format(n=3), a, np.zeros(3, np.float64))
    assert ("argument 1: expected tensor<3xf32> (NumPy float32), given a "
            "float64 array of shape (3,): wrong dtype") in str(e.value)


def test_wrong_shape():
    with pytest.raises(shlo.InterpretError,
                       match=r"argument 0: expected tensor<3xf32>.*given a "
                             r"float32 array of shape \(2, 2\): wrong shape"):
        shlo.interpret(ADD_F32.format(n=3), np.zeros((2, 2), np.float32),
                       np.zeros(3, np.float32))


def test_narrow_integer_out_of_range():
    with pytest.raises(shlo.InterpretError,
                       match=r"element 1 does not fit i4 \(values must be in "
                             r"\[-8, 7\]\)"):
        shlo.interpret(identity("i4", (2,)), np.array([7, 8], np.int8))


def test_raw_bits_out_of_range():
    with pytest.raises(shlo.InterpretError, match="raw bits must be below 16"):
        shlo.interpret(identity("f4E2M1FN", (2,)), np.array([15, 16], np.uint8))


@pytest.mark.parametrize("bad", [np.array([1, "x"], dtype=object),
                                 np.array(["ab", "cd"]),
                                 np.array([b"ab", b"cd"])])
def test_object_and_string_arrays(bad):
    with pytest.raises(shlo.InterpretError, match="argument 0: expected "
                       r"tensor<2xf32>.*(object|string) arrays are not "
                       "supported"):
        shlo.interpret(identity("f32", (2,)), bad)


@pytest.mark.parametrize("bad", ["text", b"bytes", object(), [1.0, "x"]])
def test_unsupported_arguments(bad):
    with pytest.raises(shlo.InterpretError, match="argument 0"):
        shlo.interpret(identity("f32", (2,)), bad)


@pytest.mark.parametrize("count", [0, 1, 3])
def test_wrong_argument_count(count):
    args = [np.zeros(3, np.float32)] * count
    with pytest.raises(shlo.InterpretError,
                       match=rf"@main takes 2 argument\(s\), given {count}"):
        shlo.interpret(ADD_F32.format(n=3), *args)


@pytest.mark.parametrize("text", [
    "func.func @main( {",
    "module { func.func @main() -> tensor<2xf32> { %0 = stablehlo.constant "
    "dense<1.0> : tensor<3xf32>\n return %0 : tensor<3xf32> } }",
    "\x00\x01garbage{",
    "module {" * 20000,
    "func.func @main() -> tensor<i0> {",
])
def test_malformed_mlir(text):
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(text)
    assert e.value.diagnostics and all(d.severity for d in e.value.diagnostics)


def test_parse_error_location():
    text = "func.func @main() -> tensor<f32> {\n  %0 = stablehlo.bogus : tensor<f32>\n}"
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(text)
    assert e.value.diagnostics[0].location.startswith("<program>:2:")


def test_nonexistent_path(tmp_path):
    missing = tmp_path / "missing.mlir"
    with pytest.raises(shlo.InterpretError,
                       match="cannot read the program .*missing.mlir"):
        shlo.interpret(missing)
    with pytest.raises(shlo.InterpretError, match="missing.mlir"):
        shlo.interpret(str(missing))


def test_argument_errors_are_located(tmp_path):
    # Argument and count errors are placed at the entry function.
    prog = ADD_F32.format(n=3)
    line = 1 + prog[:prog.index("func.func @main")].count("\n")
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(prog, np.ones(3, np.int32), np.ones(3, np.float32))
    assert e.value.diagnostics[0].location == f"<program>:{line}:1"
    assert "argument 0: expected tensor<3xf32>" in e.value.diagnostics[0].message
    path = tmp_path / "add.mlir"
    path.write_text(prog)
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(path, np.ones(3, np.float32))
    assert e.value.diagnostics[0].location == f"{path}:{line}:1"
    assert "takes 2 argument(s), given 1" in e.value.diagnostics[0].message


def test_path_errors_name_the_path(tmp_path):
    missing = tmp_path / "missing.mlir"
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(missing)
    assert e.value.diagnostics[0].location == str(missing)
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(42)
    assert e.value.diagnostics[0].location == "<program>"


def test_no_such_entry():
    with pytest.raises(shlo.InterpretError, match="no function named @nope"):
        shlo.interpret(ADD_F32.format(n=3), entry="nope")


FAILING_CHECK = """func.func @main() -> tensor<2xi32> {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %0, dense<[1, 3]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}"""


def test_failed_check_raises_with_location(tmp_path):
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(FAILING_CHECK)
    errors = [d for d in e.value.diagnostics if d.severity == "error"]
    assert errors and errors[0].location == "<program>:3:3"
    path = tmp_path / "failing.mlir"
    path.write_text(FAILING_CHECK)
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(path)
    assert f"{path}:3:3: error:" in str(e.value)


def test_runtime_error_raises():
    prog = """func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.divide %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}"""
    a = np.array([1, 2], np.int32)
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(prog, a, np.array([1, 0], np.int32))
    assert e.value.diagnostics[0].location == "<program>:2:8"
    assert "division by zero" in str(e.value)


def test_max_tensor_bytes():
    with pytest.raises(shlo.InterpretError, match="bytes"):
        shlo.interpret(ADD_F32.format(n=1000), np.zeros(1000, np.float32),
                       np.zeros(1000, np.float32), max_tensor_bytes=100)


def test_run_checks(tmp_path):
    path = tmp_path / "checks.mlir"
    path.write_text("""func.func @passes() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %0, dense<[1, 2]> : tensor<2xi32>
  return
}
func.func @fails() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %0, dense<[1, 3]> : tensor<2xi32>
  return
}
func.func private @helper() {
  return
}
// -----
func.func @second_chunk() {
  %0 = stablehlo.constant dense<5> : tensor<i32>
  check.expect_eq_const %0, dense<4> : tensor<i32>
  return
}
""")
    records = shlo.run_checks(path)
    assert [(r.name, r.passed) for r in records] == [
        ("passes", True), ("fails", False), ("second_chunk", False)]
    assert records[0].message == ""
    assert f"{path}:8:3: error:" in records[1].message
    assert f"{path}:17:3: error:" in records[2].message


def test_run_checks_when_nothing_runs(tmp_path):
    # A file whose only function takes arguments runs no test: an error,
    # not an empty list that reads as "all passed".
    path = tmp_path / "needs-args.mlir"
    path.write_text(ADD_F32.format(n=2))
    with pytest.raises(shlo.InterpretError,
                       match=r"no test ran: .*@main takes 2 argument\(s\)") as e:
        shlo.run_checks(path)
    assert e.value.diagnostics[0].location == str(path)


def test_run_checks_malformed():
    with pytest.raises(shlo.InterpretError):
        shlo.run_checks("func.func @f( {")


# --- threads ----------------------------------------------------------------

DOT = """func.func @main(%a: tensor<200x300xf64>, %b: tensor<300x100xf64>) -> tensor<200x100xf64> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<200x300xf64>, tensor<300x100xf64>) -> tensor<200x100xf64>
  return %0 : tensor<200x100xf64>
}"""


def test_two_threads_concurrently():
    a = RNG.integers(-8, 8, size=(200, 300)).astype(np.float64)
    b = RNG.integers(-8, 8, size=(300, 100)).astype(np.float64)
    expected = a @ b   # small integers: exact in f64
    (single,) = shlo.interpret(DOT, a, b)
    np.testing.assert_array_equal(single, expected)
    results, errors = {}, []

    def work(k):
        try:
            results[k] = [shlo.interpret(DOT, a, b)[0] for _ in range(3)]
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for rs in results.values():
        for r in rs:
            np.testing.assert_array_equal(r, single)


def test_gil_is_released():
    # While one thread interprets, another runs Python code.
    n = 2_000_000
    a = np.ones(n, np.float32)
    ticks = []
    done = threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(1)
            done.wait(0.001)

    t = threading.Thread(target=tick)
    t.start()
    shlo.interpret(ADD_F32.format(n=n), a, a, element_path=True)
    done.set()
    t.join()
    assert len(ticks) > 5


def test_dtype_table_is_documented():
    with open(os.path.join(os.path.dirname(__file__), "..", "..", "docs",
                           "python.md")) as f:
        doc = f.read()
    for mlir_type, numpy_name, ml_name in shlo.dtype_table():
        assert f"`{mlir_type}`" in doc
        assert f"`{numpy_name}`" in doc
        if ml_name:
            assert f"`{ml_name}`" in doc


@pytest.mark.parametrize("doc", ["README.md", os.path.join("docs", "python.md")])
def test_documented_examples_run(doc):
    import re
    root = os.path.join(os.path.dirname(__file__), "..", "..")
    with open(os.path.join(root, doc)) as f:
        blocks = re.findall(r"```python\n(.*?)```", f.read(), re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, doc, "exec"), {})


@pytest.mark.parametrize("text, args, message", [
    ("func.func private @main(%a: tensor<f32>) -> tensor<f32>",
     (np.float32(1),), "cannot evaluate external function @main"),
    ("func.func @main(%a: tensor<?x2xf32>) -> tensor<?x2xf32> {\n"
     "  return %a : tensor<?x2xf32>\n}", (np.zeros((2, 3), np.float32),),
     r"argument 0: expected tensor<\?x2xf32> \(NumPy float32\), given a "
     r"float32 array of shape \(2, 3\): wrong shape"),
    ("func.func @main(%a: tuple<tensor<f32>>) -> tuple<tensor<f32>> {\n"
     "  return %a : tuple<tensor<f32>>\n}", (np.float32(1),),
     "argument 0: expected tuple<tensor<f32>>"),
    ("module {}", (), "the module has 0 functions"),
])
def test_entries_arrays_cannot_feed(text, args, message):
    with pytest.raises(shlo.InterpretError, match=message):
        shlo.interpret(text, *args)


def test_token_and_tuple_results():
    prog = """func.func @main() -> (!stablehlo.token, tuple<tensor<f32>, tensor<2xi32>>) {
  %t = stablehlo.create_token : !stablehlo.token
  %c = stablehlo.constant dense<1.5> : tensor<f32>
  %d = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %u = stablehlo.tuple %c, %d : tuple<tensor<f32>, tensor<2xi32>>
  return %t, %u : !stablehlo.token, tuple<tensor<f32>, tensor<2xi32>>
}"""
    token, (c, d) = shlo.interpret(prog)
    assert token is None
    assert c.dtype == np.float32 and c.shape == () and c == 1.5
    np.testing.assert_array_equal(d, np.array([1, 2], np.int32))


@pytest.mark.parametrize("kwargs, message", [
    (dict(threads=0), "threads must be an int"),
    (dict(threads=10**20), "threads must be an int"),
    (dict(threads="2"), "threads must be an int"),
    (dict(max_tensor_bytes=2**70), "max_tensor_bytes must be"),
    (dict(entry=5), "entry must be a str"),
])
def test_bad_options(kwargs, message):
    with pytest.raises(shlo.InterpretError, match=message):
        shlo.interpret(ADD_F32.format(n=3), np.zeros(3, np.float32),
                       np.zeros(3, np.float32), **kwargs)


# --- dynamic dimensions, each function, bytecode ----------------------------

def test_dynamic_dimension_binds_to_the_array():
    # Row sums of a 3x4 array through tensor<?x4xf32>, as --args binds it;
    # the expected values are NumPy's.
    prog = """func.func @main(%x: tensor<?x4xf32>) -> tensor<?xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}"""
    x = np.arange(12, dtype=np.float32).reshape(3, 4) * 0.5
    (y,) = shlo.interpret(prog, x)
    assert y.shape == (3,)
    np.testing.assert_array_equal(y, x.sum(axis=1))
    # Another size through the same program.
    (z,) = shlo.interpret(prog, np.ones((5, 4), np.float32))
    np.testing.assert_array_equal(z, np.full(5, 4.0, np.float32))


EACH = """func.func @one() -> tensor<i32> {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  return %0 : tensor<i32>
}
func.func @two() -> tensor<2xi32> {
  %0 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %1 = call @helper(%0) : (tensor<2xi32>) -> tensor<2xi32>
  return %1 : tensor<2xi32>
}
func.func private @helper(%x: tensor<2xi32>) -> tensor<2xi32> {
  return %x : tensor<2xi32>
}
"""


def test_each_function_runs_every_public_function():
    out = shlo.interpret(EACH)
    assert list(out) == ["one", "two"]
    assert int(out["one"][0]) == 1
    np.testing.assert_array_equal(out["two"][0], [2, 3])
    # entry= still picks one function and returns its list.
    (one,) = shlo.interpret(EACH, entry="one")
    assert int(one) == 1


def test_each_function_fails_if_any_fails():
    prog = EACH + """func.func @bad() {
  %0 = stablehlo.constant dense<5> : tensor<i32>
  check.expect_eq_const %0, dense<4> : tensor<i32>
  return
}
"""
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(prog)
    assert "<program>:15:3: error:" in str(e.value)
    assert "in function @bad" in str(e.value)
    with pytest.raises(shlo.InterpretError, match="take no arguments"):
        shlo.interpret(EACH, np.float32(1))


def _bytecode(tmp_path, text):
    import subprocess
    opt = os.path.join(os.path.dirname(os.environ.get(
        "SHLO_INTERPRETER_TRANSLATE", "build/bin/interpreter-translate")),
        "interpreter-opt")
    if not os.path.exists(opt):
        pytest.skip("interpreter-opt is not built")
    src = tmp_path / "prog.mlir"
    src.write_text(text)
    out = tmp_path / "prog.mlirbc"
    subprocess.run([opt, "--emit-bytecode", str(src), "-o", str(out)],
                   check=True)
    return out


def test_bytecode_as_bytes_and_path(tmp_path):
    path = _bytecode(tmp_path, ADD_F32.format(n=3))
    a = np.array([1, 2, 3], np.float32)
    b = np.array([10, 20, 30], np.float32)
    for program in (path, str(path), path.read_bytes()):
        (c,) = shlo.interpret(program, a, b)
        np.testing.assert_array_equal(c, a + b)


def test_malformed_bytecode_is_an_error(tmp_path):
    data = _bytecode(tmp_path, ADD_F32.format(n=3)).read_bytes()
    # The last section's declared length runs past a file cut by one byte.
    with pytest.raises(shlo.InterpretError, match="malformed MLIR bytecode"):
        shlo.interpret(data[:-1])
    # Cut in half, the file may end between two sections (the tmp path in
    # its locations moves the cut), which MLIR's reader refuses.
    with pytest.raises(shlo.InterpretError) as e:
        shlo.interpret(data[: len(data) // 2])
    assert e.value.diagnostics[0].location == "<program>:0:0"


def test_bytecode_reader_crash_is_contained():
    # Bytes on which MLIR's own bytecode reader dies (SIGSEGV, SIGABRT):
    # read first in a child process, so Python gets an error, not a crash.
    inputs = os.path.join(os.path.dirname(__file__), "..", "lit",
                          "regressions", "Inputs")
    # MLIR's reader does not always crash on such bytes: depending on the
    # heap it may refuse them after writing out of bounds, and the parent
    # must then not read them itself (reliability.md, defect 14). The abort
    # input's damage is an attribute group that overruns its table, which
    # the envelope check now refuses before any reader runs.
    for name, match in (
            ("bytecode-reader-segv.mlirbc",
             "bytecode reader crashed on this input|"
             "attempting to parse a byte at the end of the bytecode"),
            ("bytecode-reader-abort.mlirbc",
             "malformed MLIR bytecode: an attribute offset group of 720 "
             "entries overruns the 33 the section announces")):
        with open(os.path.join(inputs, name), "rb") as f:
            data = f.read()
        with pytest.raises(shlo.InterpretError, match=match) as e:
            shlo.interpret(data)
        assert e.value.diagnostics[0].location == "<program>:0:0"


# --- the Python boundary: Ctrl-C, loop limits, endless files, stdout, ranges --

ENDLESS_SCALAR = """func.func @main() -> tensor<i64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %r = stablehlo.while(%i = %c0) : tensor<i64>
    cond {
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %n = stablehlo.add %i, %c1 : tensor<i64>
      stablehlo.return %n : tensor<i64>
    }
  return %r : tensor<i64>
}"""

# The body is not a scalar region (a tensor<64xf32> is carried): every
# iteration goes through the eval loop.
ENDLESS_TENSOR = """func.func @main() -> tensor<64xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<64xf32>
  %one = stablehlo.constant dense<1.0> : tensor<64xf32>
  %r = stablehlo.while(%v = %z) : tensor<64xf32>
    cond {
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %n = stablehlo.add %v, %one : tensor<64xf32>
      stablehlo.return %n : tensor<64xf32>
    }
  return %r : tensor<64xf32>
}"""

COUNT_TO_TEN = """func.func @main() -> tensor<i64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %c10 = stablehlo.constant dense<10> : tensor<i64>
  %r = stablehlo.while(%i = %c0) : tensor<i64>
    cond {
      %t = stablehlo.compare LT, %i, %c10 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %n = stablehlo.add %i, %c1 : tensor<i64>
      stablehlo.return %n : tensor<i64>
    }
  return %r : tensor<i64>
}"""


def _interrupt_after(seconds):
    """Sends SIGINT to this process after `seconds` (Python runs its
    handler, KeyboardInterrupt, on the main thread)."""
    import signal
    timer = threading.Timer(seconds, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    return timer


@pytest.mark.parametrize("program", [ENDLESS_SCALAR, ENDLESS_TENSOR],
                         ids=["scalar-loop", "tensor-loop"])
@pytest.mark.parametrize("runner", ["interpret", "run_checks"])
def test_ctrl_c_stops_an_endless_loop(program, runner, tmp_path):
    import time
    start = time.monotonic()
    timer = _interrupt_after(0.5)
    try:
        with pytest.raises(KeyboardInterrupt):
            if runner == "interpret":
                shlo.interpret(program)
            else:
                path = tmp_path / "endless.mlir"
                path.write_text(program.replace("@main", "@test_endless"))
                shlo.run_checks(str(path))
    finally:
        timer.cancel()
    # Stopped soon after the signal, not at some limit.
    assert time.monotonic() - start < 30
    # The module works afterwards.
    assert int(shlo.interpret(COUNT_TO_TEN)[0]) == 10


def test_max_while_iterations():
    # The body of COUNT_TO_TEN runs 10 times.
    assert int(shlo.interpret(COUNT_TO_TEN, max_while_iterations=10)[0]) == 10
    assert int(shlo.interpret(COUNT_TO_TEN, max_while_iterations=0)[0]) == 10
    with pytest.raises(shlo.InterpretError, match="exceeds 9 iterations"):
        shlo.interpret(COUNT_TO_TEN, max_while_iterations=9)
    with pytest.raises(shlo.InterpretError, match="exceeds 1000 iterations"):
        shlo.interpret(ENDLESS_TENSOR, max_while_iterations=1000)


@pytest.mark.parametrize("value", [-1, "3", 2.0, True, 2**63])
def test_bad_max_while_iterations(value):
    with pytest.raises(shlo.InterpretError, match="max_while_iterations must"):
        shlo.interpret(COUNT_TO_TEN, max_while_iterations=value)


def test_endless_device_is_refused(monkeypatch):
    # The limit is 1 GiB; a smaller one keeps the test quick.
    monkeypatch.setattr(shlo, "MAX_STREAM_PROGRAM_BYTES", 1 << 16)
    with pytest.raises(shlo.InterpretError, match="not a regular file"):
        shlo.interpret("/dev/zero")


def test_print_without_stdout(monkeypatch):
    import sys
    prog = """func.func @main(%a: tensor<2xi32>) -> tensor<2xi32> {
  interpreter.print %a : tensor<2xi32>
  return %a : tensor<2xi32>
}"""
    monkeypatch.setattr(sys, "stdout", None)
    (r,) = shlo.interpret(prog, np.array([4, 5], np.int32))
    np.testing.assert_array_equal(r, [4, 5])


SCALAR_IDENTITY = """func.func @main(%a: tensor<{t}>) -> tensor<{t}> {{
  return %a : tensor<{t}>
}}"""


@pytest.mark.parametrize("mlir_type, value", [
    ("f32", 1e300), ("f32", -1e300), ("f16", 70000.0), ("f16", 70000),
    ("complex<f32>", complex(1e300, 0)), ("complex<f32>", complex(0, -1e39)),
])
def test_python_number_outside_the_range_is_an_error(mlir_type, value):
    with pytest.raises(shlo.InterpretError, match="outside the range of"):
        shlo.interpret(SCALAR_IDENTITY.format(t=mlir_type), value)


@pytest.mark.parametrize("mlir_type, value, expected", [
    # 65504 is f16's largest finite value; 3.4028234663852886e38 is f32's.
    ("f16", 65504.0, 65504.0), ("f32", 3.4028234663852886e38,
                                3.4028234663852886e38),
    ("f32", float("inf"), float("inf")), ("f32", -float("inf"), -float("inf")),
    # Rounding is not overflow: 1e-50 becomes 0 in f32.
    ("f32", 1e-50, 0.0),
])
def test_python_numbers_at_the_edges_of_the_range(mlir_type, value, expected):
    (r,) = shlo.interpret(SCALAR_IDENTITY.format(t=mlir_type), value)
    assert float(r) == expected


def test_python_nan_stays_nan():
    (r,) = shlo.interpret(SCALAR_IDENTITY.format(t="f32"), float("nan"))
    assert np.isnan(r)


def test_numpy_scalars_keep_their_dtype():
    prog = SCALAR_IDENTITY.format(t="f32")
    # np.float64 is also a Python float: it is still a float64.
    with pytest.raises(shlo.InterpretError, match="float64"):
        shlo.interpret(prog, np.float64(1.5))
    (r,) = shlo.interpret(prog, np.float32(1.5))
    assert r.dtype == np.float32 and r == 1.5
    with pytest.raises(shlo.InterpretError, match="int64"):
        shlo.interpret(SCALAR_IDENTITY.format(t="i32"), np.int64(3))


CHAIN_F32 = """func.func @main(%a: tensor<{n}xf32>, %b: tensor<{n}xf32>) -> tensor<{n}xf32> {{
  %s = stablehlo.add %a, %b : tensor<{n}xf32>
  %m = stablehlo.multiply %s, %b : tensor<{n}xf32>
  %r = stablehlo.subtract %m, %a : tensor<{n}xf32>
  return %r : tensor<{n}xf32>
}}"""


def test_fusion_keyword_gives_the_same_bits():
    # A fused chain and the same ops one by one: same bytes, NaNs included;
    # the expected values are NumPy's (f32 add, multiply, subtract).
    rng = np.random.default_rng(28)
    n = 100000
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    a[:4] = [np.inf, -0.0, 1e-45, np.nan]
    fused = shlo.interpret(CHAIN_F32.format(n=n), a, b, threads=2)[0]
    unfused = shlo.interpret(CHAIN_F32.format(n=n), a, b, threads=2,
                             fusion=False)[0]
    assert fused.tobytes() == unfused.tobytes()
    np.testing.assert_array_equal(fused, (a + b) * b - a)
    with pytest.raises(shlo.InterpretError, match="fusion must be a bool"):
        shlo.interpret(CHAIN_F32.format(n=n), a, b, fusion=1)


DOT_F32 = """
func.func @main(%a: tensor<16x300xf32>, %b: tensor<300x8xf32>) -> tensor<16x8xf32> {
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<16x300xf32>, tensor<300x8xf32>) -> tensor<16x8xf32>
  return %d : tensor<16x8xf32>
}"""


def _round_f32(q):
    """The float32 nearest the rational q, ties to even (q well inside
    float32's normal range or zero)."""
    c = np.float32(float(q))
    candidates = [np.nextafter(c, np.float32(-np.inf)), c,
                  np.nextafter(c, np.float32(np.inf))]
    def key(x):
        return (abs(Fraction(float(x)) - q),
                int(np.array(x, np.float32).view(np.uint32)) & 1)
    return min(candidates, key=key)


def test_fma_products_keyword():
    # fma_products=True (the default): each element is the k-order chain
    # of fused multiply-adds, round(acc + a b) with one rounding;
    # fma_products=False rounds the product first, round(acc + round(a b)). Both references in exact
    # rational arithmetic here (16 x 300 x 8: the packed kernels' path).
    rng = np.random.default_rng(7)
    a = rng.uniform(-2, 2, (16, 300)).astype(np.float32)
    b = rng.uniform(-2, 2, (300, 8)).astype(np.float32)
    fa = [[Fraction(float(x)) for x in row] for row in a]
    fb = [[Fraction(float(x)) for x in row] for row in b]
    fused_ref = np.zeros((16, 8), np.float32)
    rounded_ref = np.zeros((16, 8), np.float32)
    for i in range(16):
        for j in range(8):
            fused = rounded = np.float32(0)
            for k in range(300):
                p = fa[i][k] * fb[k][j]
                fused = _round_f32(Fraction(float(fused)) + p)
                rounded = _round_f32(Fraction(float(rounded)) +
                                     Fraction(float(_round_f32(p))))
            fused_ref[i, j], rounded_ref[i, j] = fused, rounded
    assert fused_ref.tobytes() != rounded_ref.tobytes()
    for threads in (1, 2):
        default = shlo.interpret(DOT_F32, a, b, threads=threads)[0]
        fused = shlo.interpret(DOT_F32, a, b, threads=threads, fma_products=True)[0]
        rounded = shlo.interpret(DOT_F32, a, b, threads=threads,
                                 fma_products=False)[0]
        assert default.tobytes() == fused_ref.tobytes()
        assert fused.tobytes() == fused_ref.tobytes()
        assert rounded.tobytes() == rounded_ref.tobytes()
    with pytest.raises(shlo.InterpretError, match="fma_products must be a bool"):
        shlo.interpret(DOT_F32, a, b, fma_products=1)


def test_scalar_parameters():
    # i32, f32 and index parameters take 0-d arrays (int64 for index) or
    # Python numbers; 7 * 3 + 2.5 = 23.5 by hand.
    program = """
    func.func @main(%n: i32, %x: f32, %k: index) -> tensor<f32> {
      %ki = arith.index_cast %k : index to i32
      %p = arith.muli %n, %ki : i32
      %pf = arith.sitofp %p : i32 to f32
      %r = arith.addf %pf, %x : f32
      %t = tensor.from_elements %r : tensor<f32>
      return %t : tensor<f32>
    }
    """
    (out,) = shlo.interpret(program, np.array(7, np.int32),
                            np.array(2.5, np.float32), np.array(3, np.int64))
    assert out.shape == () and out == np.float32(23.5)
    with pytest.raises(shlo.InterpretError, match="wrong shape"):
        shlo.interpret(program, np.array([7], np.int32),
                       np.array(2.5, np.float32), np.array(3, np.int64))
