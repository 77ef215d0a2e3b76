"""Run StableHLO programs on NumPy arrays.

    import numpy as np, shlo
    (out,) = shlo.interpret(mlir_text_or_path, np.ones(3, np.float32))

`interpret` runs one function and returns its results as NumPy arrays;
`run_checks` runs every test function of a file of `check.*` tests. Every
problem (a parse or verifier error, wrong arguments, a runtime error, a
failed check) raises `InterpretError`, whose `diagnostics` list the
interpreter's messages with their `file:line:col`. See docs/python.md.
"""

import collections
import os
import stat

from . import _shlo

__all__ = ["interpret", "run_checks", "InterpretError", "CheckResult",
           "Diagnostic", "dtype_table"]

Diagnostic = collections.namedtuple("Diagnostic", "location severity message")
Diagnostic.__doc__ = """One diagnostic: location ("file:line:col", or "" when
it has none), severity ("error", "note", ...) and text."""

CheckResult = collections.namedtuple("CheckResult", "name passed message")
CheckResult.__doc__ = """What run_checks reports for one test function."""


class InterpretError(Exception):
    """A program could not be parsed, verified or run, or a check failed.

    `diagnostics` is a list of Diagnostic; str(error) shows them one a line,
    as `file:line:col: error: message`.
    """

    def __init__(self, diagnostics):
        self.diagnostics = [Diagnostic(*d) for d in diagnostics]
        super().__init__("\n".join(_format(d) for d in self.diagnostics))


def _format(diag):
    prefix = diag.location + ": " if diag.location else ""
    return f"{prefix}{diag.severity}: {diag.message}"


def _looks_like_mlir(text):
    return any(word in text for word in ("\n", "{", "func.", "module",
                                         "stablehlo.", "%", "tensor<"))


# The most a program read from something other than a regular file (a
# device, a FIFO) may hold: /dev/zero never ends.
MAX_STREAM_PROGRAM_BYTES = 1 << 30


def _read_program(path):
    """The bytes of the file at `path`: a regular file whole, anything else
    up to MAX_STREAM_PROGRAM_BYTES."""
    with open(path, "rb") as f:
        if stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            return f.read()
        data = f.read(MAX_STREAM_PROGRAM_BYTES + 1)
    if len(data) > MAX_STREAM_PROGRAM_BYTES:
        raise InterpretError([(path, "error",
                               f"the program '{path}' is not a regular file "
                               f"and holds more than {MAX_STREAM_PROGRAM_BYTES} "
                               "bytes")])
    return data


def _source(program):
    """(bytes, name) of `program`: MLIR text or bytecode, or a path to a
    file of either."""
    if isinstance(program, bytes):
        return program, "<program>"
    if isinstance(program, os.PathLike) or (
            isinstance(program, str) and (
                os.path.isfile(program) or not _looks_like_mlir(program))):
        path = os.fspath(program)
        try:
            return _read_program(path), path
        except OSError as e:
            raise InterpretError([(path, "error",
                                   f"cannot read the program '{path}': "
                                   f"{e.strerror or e}")]) from None
    if isinstance(program, str):
        return program.encode("utf-8"), "<program>"
    raise InterpretError([("<program>", "error",
                           "program must be MLIR text (str or bytes) or a "
                           f"path, not {type(program).__name__}")])


def _options(threads, element_path, max_tensor_bytes, max_while_iterations,
             fusion=True, fma_products=True):
    if threads is None:
        threads = 1
    if not isinstance(threads, int) or not 1 <= threads <= 4096:
        raise InterpretError([("", "error",
                               f"threads must be an int in [1, 4096], not {threads!r}")])
    if max_tensor_bytes is not None and (
            not isinstance(max_tensor_bytes, int)
            or not 1 <= max_tensor_bytes < 2**63):
        raise InterpretError([("", "error",
                               "max_tensor_bytes must be a positive int, "
                               f"not {max_tensor_bytes!r}")])
    if max_while_iterations is not None and (
            not isinstance(max_while_iterations, int)
            or isinstance(max_while_iterations, bool)
            or not 0 <= max_while_iterations < 2**63):
        raise InterpretError([("", "error",
                               "max_while_iterations must be an int >= 0 "
                               f"(0: no limit), not {max_while_iterations!r}")])
    if not isinstance(fusion, bool):
        raise InterpretError([("", "error",
                               f"fusion must be a bool, not {fusion!r}")])
    if not isinstance(fma_products, bool):
        raise InterpretError([("", "error",
                               f"fma_products must be a bool, not {fma_products!r}")])
    return {"threads": threads, "element_path": bool(element_path),
            "fusion": fusion, "fma_products": fma_products,
            "max_tensor_bytes": max_tensor_bytes,
            "max_while_iterations": max_while_iterations}


def interpret(program, *args, entry=None, threads=None, element_path=False,
              max_tensor_bytes=None, max_while_iterations=None, fusion=True,
              fma_products=True):
    """Runs a function of `program` on `args`; returns its results.

    program: MLIR text (str or bytes), MLIR bytecode (bytes), or a path to
      a file of either.
    args: NumPy arrays (or NumPy/Python scalars), one per argument of the
      entry, of its shape (a dynamic dimension takes the array's size) and
      of the dtype of docs/python.md's table. C-contiguous native-order
      arrays are lent without copying.
    entry: the function to run; default @main, else the only function,
      else each public function when all of them take no arguments.
    threads: threads for the parallel loops (default 1; results do not
      depend on it).
    element_path: run every op through the universal Element path.
    fusion: run chains of elementwise ops in one pass (default); False runs
      them op by op (--interpreter-no-fusion). The results are the same.
    fma_products: f32/f64 dot_general and convolution add each product
      with one fused multiply-add (default, --interpreter-fma-products), as
      BLAS does; False rounds each product first, as the spec's
      formula and StableHLO's reference interpreter do (other bits, half
      the speed on Intel cores).
    max_tensor_bytes: largest tensor one op may create (default: a quarter
      of the memory, at most 8 GiB).
    max_while_iterations: most iterations of one stablehlo.while before the
      run stops with an error (default and 0: no limit).

    Ctrl-C (KeyboardInterrupt) stops a running program at its next op or
    loop iteration, and raises once it has stopped.

    Returns a list with one NumPy array per result (None for a token, a
    tuple for a tuple); when each function of a module of tests runs, a
    dict {name: list of results} in module order, after every function
    ran (one failure raises, with the diagnostics of all). Raises InterpretError for anything that goes wrong,
    failed checks included. The GIL is released while the program runs.
    """
    text, name = _source(program)
    if entry is not None and not isinstance(entry, str):
        raise InterpretError([("", "error",
                               f"entry must be a str, not {type(entry).__name__}")])
    options = _options(threads, element_path, max_tensor_bytes,
                       max_while_iterations, fusion, fma_products)
    status, value = _shlo.interpret(text, name, list(args),
                                    dict(options, entry=entry))
    if status != "ok":
        raise InterpretError(value)
    return value


def run_checks(program, threads=None, element_path=False,
               max_tensor_bytes=None, max_while_iterations=None, fusion=True,
               fma_products=True):
    """Runs every public function without arguments of a file of tests.

    `// -----` lines split the file into modules, as -split-input-file does.
    Returns one CheckResult(name, passed, message) per function: passed is
    False after a failed check or a runtime error, whose diagnostics (with
    file:line:col) are the message. A file that does not parse or verify
    raises InterpretError. The keywords are those of interpret().
    """
    text, name = _source(program)
    options = _options(threads, element_path, max_tensor_bytes,
                       max_while_iterations, fusion, fma_products)
    status, value = _shlo.run_checks(text, name, options)
    if status != "ok":
        raise InterpretError(value)
    return [CheckResult(*record) for record in value]


def dtype_table():
    """(element type, NumPy dtype, ml_dtypes name or "") rows of the table."""
    return [tuple(row) for row in _shlo.dtype_table()]
