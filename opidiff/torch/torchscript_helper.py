"""opidiff2mlir's TorchScript helper: Python modules of a suite -> TorchScript.

opidiff2mlir starts this script once per suite (with Debian's python3-torch)
for the tests whose module comes from a Python file (`file:x.py::Symbol`) or
whose constructor arguments hold `construct` nodes of such files. It reads one
JSON request from standard input:

    {"outdir": DIR, "tests": [{"id", "seed", "module": OBJ, "inputs": [V]}]}

where a value V is tagged: {"t": "none"}, {"t": "bool", "v"}, {"t": "int",
"v"}, {"t": "float", "v": "repr"}, {"t": "str", "v"}, {"t": "list"|"tuple",
"v": [V]}, {"t": "dict", "v": [[key, V]]}, {"t": "tensor", "dtype", "shape",
"data": base64 of the little-endian elements} and OBJ = {"t": "object",
"path", "file", "args": [V], "kwargs": [[name, V]]} (a construct node;
`file` is the Python file the loader found for a `file:` path).

Per test it imports the file (the working directory and the file's folder on
sys.path), builds the constructor arguments, instantiates the module under
torch.manual_seed(seed), runs it eagerly, traces it on the inputs and checks
the trace against eager execution on a second input; where the trace does
not hold, it scripts the module instead. The result is saved with
torch.jit.save to DIR/<index>.pt. It writes one JSON line per test to
standard output: {"id", "ok": true, "path", "how": "trace"|"script",
"note": why the trace was not kept, for scripts} or
{"id", "ok": false, "error": message}. What the user's code prints goes to
standard error.
"""

import base64
import importlib
import importlib.util
import json
import os
import sys
import traceback
import warnings

import torch

_DTYPES = {
    "bool": torch.bool, "uint8": torch.uint8, "int8": torch.int8,
    "int16": torch.int16, "int32": torch.int32, "int64": torch.int64,
    "float16": torch.float16, "bfloat16": torch.bfloat16,
    "float32": torch.float32, "float64": torch.float64,
    "complex64": torch.complex64, "complex128": torch.complex128,
}


class HelperError(Exception):
    """A per-test failure whose message is reported as it is."""


_file_modules = {}


def _import_file(path):
    """The Python module of file `path`, imported once."""
    key = os.path.abspath(path)
    if key in _file_modules:
        return _file_modules[key]
    if not os.path.isfile(path):
        raise HelperError("cannot import %s: no such file" % path)
    folder = os.path.dirname(key)
    for entry in (os.getcwd(), folder):
        if entry not in sys.path:
            sys.path.insert(0, entry)
    name = "opidiff_file_%d_%s" % (
        len(_file_modules),
        os.path.splitext(os.path.basename(path))[0].replace("-", "_"))
    spec = importlib.util.spec_from_file_location(name, key)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException as e:  # SyntaxError, ImportError, SystemExit, ...
        del sys.modules[name]
        raise HelperError("cannot import %s: %s" % (path, _describe(e)))
    _file_modules[key] = module
    return module


def _resolve(obj):
    """The class or callable a construct path names."""
    path = obj["path"]
    if path.startswith("file:"):
        if "::" not in path:
            raise HelperError("%s: a file: path needs '::Symbol'" % path)
        symbol = path.split("::", 1)[1]
        target = _import_file(obj.get("file") or path[5:path.index("::")])
        where = path[5:path.index("::")]
    else:
        parts = path.split(".")
        target = None
        for cut in range(len(parts) - 1, 0, -1):
            try:
                target = importlib.import_module(".".join(parts[:cut]))
            except ImportError:
                continue
            symbol = ".".join(parts[cut:])
            break
        if target is None:
            raise HelperError("cannot import %s" % path)
        where = ".".join(parts[:cut])
    for part in symbol.split("."):
        if not hasattr(target, part):
            raise HelperError("%s has no symbol '%s'" % (where, symbol))
        target = getattr(target, part)
    return target


def _decode(v):
    t = v["t"]
    if t == "none":
        return None
    if t in ("bool", "int", "str"):
        return v["v"]
    if t == "float":
        return float(v["v"])
    if t == "list":
        return [_decode(x) for x in v["v"]]
    if t == "tuple":
        return tuple(_decode(x) for x in v["v"])
    if t == "dict":
        return {k: _decode(x) for k, x in v["v"]}
    if t == "tensor":
        dtype = _DTYPES[v["dtype"]]
        shape = v["shape"]
        data = base64.b64decode(v["data"])
        if not data:
            return torch.empty(shape, dtype=dtype)
        return torch.frombuffer(bytearray(data), dtype=dtype).reshape(shape)
    if t == "object":
        return _construct(v)
    raise HelperError("unknown value tag %r" % t)


def _construct(obj):
    target = _resolve(obj)
    args = [_decode(a) for a in obj["args"]]
    kwargs = {k: _decode(a) for k, a in obj["kwargs"]}
    try:
        return target(*args, **kwargs)
    except BaseException as e:
        raise HelperError("%s(...) raised %s" % (obj["path"], _describe(e)))


def _describe(e):
    """`Type: message` of an exception, with the user's innermost frame."""
    text = "%s: %s" % (type(e).__name__, e)
    if isinstance(e, SyntaxError):
        return text  # the message names the file and line
    frames = [f for f in traceback.extract_tb(e.__traceback__)
              if not f.filename.startswith("<")]
    if frames:
        last = frames[-1]
        text += " (%s:%d)" % (last.filename, last.lineno)
    return text


def _leaves(x):
    """The tensors of a (nested tuple/list of) output(s), or None."""
    if isinstance(x, torch.Tensor):
        return [x]
    if isinstance(x, (tuple, list)):
        out = []
        for e in x:
            sub = _leaves(e)
            if sub is None:
                return None
            out += sub
        return out
    return None


def _same(a, b):
    la, lb = _leaves(a), _leaves(b)
    if la is None or lb is None or len(la) != len(lb):
        return False
    for x, y in zip(la, lb):
        if x.shape != y.shape or x.dtype != y.dtype:
            return False
        if x.is_floating_point() or x.is_complex():
            if not torch.allclose(x, y, rtol=1e-4, atol=1e-5, equal_nan=True):
                return False
        elif not torch.equal(x, y):
            return False
    return True


def _second_input(x):
    """Another input of the same shape and dtype, for checking the trace:
    floats are moved and mirrored (a branch on their sign or size flips);
    integers and bools (often indices) stay."""
    if isinstance(x, torch.Tensor) and (x.is_floating_point() or x.is_complex()):
        return -1.5 * x + 0.25
    return x


def _convert(test, outdir, index):
    module = _construct(test["module"])
    if not isinstance(module, torch.nn.Module):
        raise HelperError("%s is a %s, not a torch.nn.Module" %
                          (test["module"]["path"], type(module).__name__))
    module.eval()
    inputs = tuple(_decode(v) for v in test["inputs"])
    with torch.no_grad():
        try:
            eager = module(*inputs)
        except BaseException as e:
            raise HelperError("forward raised %s" % _describe(e))
        if _leaves(eager) is None:
            raise HelperError("forward returned a %s, not tensors" %
                              type(eager).__name__)
        second = tuple(_second_input(x) for x in inputs)
        try:
            eager2 = module(*second)
        except BaseException:
            eager2 = None  # nothing to compare the trace with
        why, warned = None, []
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", torch.jit.TracerWarning)
            try:
                saved = torch.jit.trace(module, inputs, check_trace=False)
                if not _same(saved(*inputs), eager):
                    why = "the trace differs from eager execution"
                elif eager2 is not None and not _same(saved(*second), eager2):
                    why = ("the trace differs from eager execution on a "
                           "second input")
            except BaseException as e:
                why = "tracing failed: %s" % _describe(e)
            warned = [str(w.message).split(". ")[0] for w in caught
                      if issubclass(w.category, torch.jit.TracerWarning)]
        how, note = "trace", ""
        if why is not None:
            note = why + (" (TracerWarning: %s)" % warned[0] if warned else "")
            try:
                saved = torch.jit.script(module)
                how = "script"
            except BaseException as e:
                first = str(e).strip().split("\n")[0]
                detail = "; ".join(warned[:2])
                raise HelperError(
                    "tracing cannot capture %s: %s%s; scripting failed too: %s"
                    % (test["module"]["path"], why,
                       " (TracerWarning: %s)" % detail if detail else "",
                       first))
    path = os.path.join(outdir, "%d.pt" % index)
    torch.jit.save(saved, path)
    return path, how, note


def main():
    request = json.load(sys.stdin)
    out = sys.stdout
    sys.stdout = sys.stderr  # the user's prints must not reach the answers
    torch.set_num_threads(1)
    for index, test in enumerate(request["tests"]):
        torch.manual_seed(test["seed"])
        try:
            path, how, note = _convert(test, request["outdir"], index)
            answer = {"id": test["id"], "ok": True, "path": path, "how": how,
                      "note": note}
        except HelperError as e:
            answer = {"id": test["id"], "ok": False, "error": str(e)}
        except BaseException as e:
            answer = {"id": test["id"], "ok": False, "error": _describe(e)}
        out.write(json.dumps(answer) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
