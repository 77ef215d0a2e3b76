//===- TorchScript.cpp - Python-file modules through TorchScript ----------===//

#include "opidiff/torch/TorchScript.h"

#include "opidiff/Errors.h"
#include "opidiff/torch/TorchBaseline.h"
#include "opidiff/torch/TorchConvert.h"

#include <ATen/Context.h>
#include <ATen/core/grad_mode.h>
#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/passes/dead_code_elimination.h>
#include <torch/csrc/jit/passes/freeze_module.h>
#include <torch/csrc/jit/passes/inliner.h>
#include <torch/csrc/jit/serialization/import.h>

#include "llvm/Support/Base64.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdio>
#include <unordered_map>

using namespace llvm;

namespace mlir {
namespace shlo {
namespace opidiff {

namespace {

bool objectNeedsScript(const Value &v) {
  if (v.kind == Value::Kind::Object && v.object)
    return needsTorchScript(*v.object);
  for (const Value &e : v.elems)
    if (objectNeedsScript(e))
      return true;
  for (const auto &entry : v.dict)
    if (objectNeedsScript(entry.second))
      return true;
  return false;
}

json::Value encodeValue(const Value &v);

json::Value encodeObject(const ModuleSpec &spec) {
  json::Array args, kwargs;
  for (const Value &a : spec.args)
    args.push_back(encodeValue(a));
  for (const auto &[name, a] : spec.kwargs)
    kwargs.push_back(json::Array{name, encodeValue(a)});
  return json::Object{{"t", "object"},
                      {"path", spec.path},
                      {"file", spec.pythonFile},
                      {"args", std::move(args)},
                      {"kwargs", std::move(kwargs)}};
}

/// The helper's tagged JSON form of a value (torchscript_helper.py).
json::Value encodeValue(const Value &v) {
  auto elems = [&] {
    json::Array out;
    for (const Value &e : v.elems)
      out.push_back(encodeValue(e));
    return out;
  };
  switch (v.kind) {
  case Value::Kind::None:
    return json::Object{{"t", "none"}};
  case Value::Kind::Bool:
    return json::Object{{"t", "bool"}, {"v", v.b}};
  case Value::Kind::Int:
    return json::Object{{"t", "int"}, {"v", v.i}};
  case Value::Kind::Float: {
    // As text: JSON has no NaN or infinity, and 1.0 must stay a float.
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", v.f);
    return json::Object{{"t", "float"}, {"v", std::string(text)}};
  }
  case Value::Kind::String:
    return json::Object{{"t", "str"}, {"v", v.s}};
  case Value::Kind::List:
    return json::Object{{"t", "list"}, {"v", elems()}};
  case Value::Kind::Tuple:
    return json::Object{{"t", "tuple"}, {"v", elems()}};
  case Value::Kind::Dict: {
    json::Array entries;
    for (const auto &[key, e] : v.dict)
      entries.push_back(json::Array{key, encodeValue(e)});
    return json::Object{{"t", "dict"}, {"v", std::move(entries)}};
  }
  case Value::Kind::Tensor: {
    json::Array shape;
    for (int64_t d : v.tensor.shape)
      shape.push_back(d);
    return json::Object{{"t", "tensor"},
                        {"dtype", dtypeName(v.tensor.dtype)},
                        {"shape", std::move(shape)},
                        {"data", encodeBase64(v.tensor.data)}};
  }
  case Value::Kind::Object:
    return encodeObject(*v.object);
  }
  return json::Object{{"t", "none"}};
}

/// The last `n` lines of `text`.
std::string tail(StringRef text, int n) {
  text = text.rtrim();
  size_t pos = text.size();
  for (int i = 0; i < n && pos != StringRef::npos && pos > 0; ++i)
    pos = text.rfind('\n', pos - 1);
  return (pos == StringRef::npos ? text : text.substr(pos + 1)).str();
}

std::string readFile(StringRef path) {
  auto buffer = MemoryBuffer::getFile(path);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

//===----------------------------------------------------------------------===//
// TorchScript graph -> ScriptGraph
//===----------------------------------------------------------------------===//

/// Whether a schema argument takes an enum torch passes as int (dtype,
/// layout, memory format).
std::optional<c10::TypeKind> enumKind(const c10::Argument &arg) {
  c10::TypePtr type = arg.real_type();
  if (auto opt = type->cast<c10::OptionalType>())
    type = opt->getElementType();
  c10::TypeKind kind = type->kind();
  if (kind == c10::TypeKind::ScalarTypeType ||
      kind == c10::TypeKind::LayoutType ||
      kind == c10::TypeKind::MemoryFormatType)
    return kind;
  return std::nullopt;
}

Expected<Value> constantValue(const torch::jit::Value *v) {
  std::optional<c10::IValue> iv = torch::jit::toIValue(v);
  if (!iv)
    return unsupported("a TorchScript constant of type " +
                       v->type()->str());
  if (iv->isDevice())
    return Value::ofString(iv->toDevice().str());
  return torchbase::fromIValue(*iv);
}

Expected<ScriptGraph> exportGraph(torch::jit::Graph &graph,
                                  const std::string &source,
                                  const std::string &traceProblem) {
  ScriptGraph out;
  out.source = source;
  std::unordered_map<const torch::jit::Value *, int> ids;
  auto idOf = [&](const torch::jit::Value *v) {
    auto [it, inserted] = ids.emplace(v, out.numValues);
    if (inserted)
      ++out.numValues;
    return it->second;
  };
  for (const torch::jit::Value *in : graph.inputs()) {
    if (in->type()->kind() == c10::TypeKind::ClassType)
      continue; // self
    out.inputs.push_back(idOf(in));
  }
  for (const torch::jit::Node *node : graph.nodes()) {
    if (!node->blocks().empty())
      // Freezing folds branches on constants (self.training, shapes): what
      // is left depends on the data.
      return createStringError(
          inconvertibleErrorCode(),
          source + ": data-dependent control flow (" +
              node->kind().toQualString() + ") that tracing cannot capture" +
              (traceProblem.empty() ? "" : ": " + traceProblem));
    ScriptGraph::Node n;
    n.kind = node->kind().toQualString();
    const c10::FunctionSchema *schema =
        node->kind().is_aten() ? node->maybeSchema() : nullptr;
    if (schema)
      n.overload = schema->overload_name();
    for (size_t i = 0; i < node->inputs().size(); ++i) {
      const torch::jit::Value *in = node->inputs()[i];
      ScriptGraph::Operand operand;
      std::optional<c10::TypeKind> asEnum;
      if (schema && i < schema->arguments().size()) {
        n.argNames.push_back(schema->arguments()[i].name());
        asEnum = enumKind(schema->arguments()[i]);
      }
      if (asEnum && in->node()->kind() == c10::prim::Constant) {
        // dtype/layout/memory_format: an int in TorchScript, a name here.
        std::optional<c10::IValue> iv = torch::jit::toIValue(in);
        if (iv && iv->isInt()) {
          if (*asEnum == c10::TypeKind::ScalarTypeType) {
            std::optional<DType> dt =
                torchbase::toDType(static_cast<at::ScalarType>(iv->toInt()));
            if (!dt)
              return unsupported(source + ": " + n.kind + " with dtype " +
                                 c10::toString(static_cast<at::ScalarType>(
                                     iv->toInt())));
            operand.constant = Value::ofString(dtypeName(*dt));
          } else {
            operand.constant = Value::ofString(
                *asEnum == c10::TypeKind::LayoutType ? "strided"
                                                     : "contiguous_format");
          }
        }
        if (operand.constant.kind != Value::Kind::None) {
          n.inputs.push_back(std::move(operand));
          continue;
        }
      }
      operand.value = idOf(in);
      n.inputs.push_back(std::move(operand));
    }
    for (const torch::jit::Value *o : node->outputs()) {
      n.outputs.push_back(idOf(o));
      n.outputIsList.push_back(o->type()->kind() == c10::TypeKind::ListType);
    }
    if (node->kind() == c10::prim::Constant) {
      OPIDIFF_TRY(c, constantValue(node->output()));
      n.constant = std::move(*c);
    }
    out.nodes.push_back(std::move(n));
  }
  for (const torch::jit::Value *o : graph.outputs())
    out.outputs.push_back(idOf(o));
  return out;
}

} // namespace

bool needsTorchScript(const ModuleSpec &spec) {
  if (StringRef(spec.path).starts_with("file:"))
    return true;
  for (const Value &a : spec.args)
    if (objectNeedsScript(a))
      return true;
  for (const auto &entry : spec.kwargs)
    if (objectNeedsScript(entry.second))
      return true;
  return false;
}

ScriptBatch::~ScriptBatch() {
  if (!tempDir.empty())
    sys::fs::remove_directories(tempDir);
}

void ScriptBatch::prepare(ArrayRef<const TestCase *> tests,
                          const ScriptOptions &options) {
  if (tests.empty())
    return;
  auto failAll = [&](const std::string &why) {
    for (const TestCase *t : tests)
      answers[t->id] = Answer{"", why};
  };
  SmallString<128> dir;
  if (std::error_code ec =
          sys::fs::createUniqueDirectory("opidiff2mlir-torchscript", dir))
    return failAll("cannot create a directory for TorchScript: " +
                   ec.message());
  tempDir = dir.str().str();

  json::Array requests;
  for (const TestCase *t : tests) {
    json::Array inputs;
    for (const Value &v : t->inputs)
      inputs.push_back(encodeValue(v));
    requests.push_back(json::Object{{"id", t->id},
                                    {"seed", int64_t(testSeed(*t))},
                                    {"module", encodeObject(t->module)},
                                    {"inputs", std::move(inputs)}});
  }
  std::string requestPath = tempDir + "/request.json";
  std::string answerPath = tempDir + "/answers.jsonl";
  std::string logPath = tempDir + "/stderr.txt";
  {
    std::error_code ec;
    raw_fd_ostream os(requestPath, ec);
    if (ec)
      return failAll("cannot write the TorchScript request: " + ec.message());
    os << json::Value(json::Object{{"outdir", tempDir},
                                   {"tests", std::move(requests)}});
  }
  if (!sys::fs::can_execute(options.python))
    return failAll("cannot run the TorchScript helper: no Python at '" +
                   options.python +
                   "' (Debian's python3-torch; --python=PATH)");
  if (!sys::fs::exists(options.helper))
    return failAll("cannot run the TorchScript helper: '" + options.helper +
                   "' does not exist");
  StringRef argv[] = {options.python, "-B", options.helper};
  std::optional<StringRef> redirects[] = {StringRef(requestPath),
                                          StringRef(answerPath),
                                          StringRef(logPath)};
  std::string message;
  int rc = sys::ExecuteAndWait(options.python, argv, std::nullopt, redirects,
                               options.timeoutSeconds, 0, &message);
  std::string log = readFile(logPath);
  std::string answersText = readFile(answerPath);
  StringRef rest = answersText;
  while (!rest.empty()) {
    auto [line, next] = rest.split('\n');
    rest = next;
    if (line.trim().empty())
      continue;
    Expected<json::Value> parsed = json::parse(line);
    if (!parsed) {
      consumeError(parsed.takeError());
      continue;
    }
    const json::Object *obj = parsed->getAsObject();
    if (!obj)
      continue;
    std::optional<StringRef> id = obj->getString("id");
    if (!id)
      continue;
    Answer answer;
    if (obj->getBoolean("ok").value_or(false)) {
      answer.path = obj->getString("path").value_or("").str();
      if (obj->getString("how").value_or("") == "script")
        answer.traceProblem = obj->getString("note").value_or("").str();
    }
    else
      answer.error = obj->getString("error").value_or("unknown error").str();
    answers[id->str()] = std::move(answer);
  }
  std::string why = "the TorchScript helper ended (exit " +
                    std::to_string(rc) + ") before answering" +
                    (message.empty() ? "" : ": " + message) +
                    (log.empty() ? "" : ": " + tail(log, 3));
  for (const TestCase *t : tests)
    if (!answers.count(t->id))
      answers[t->id] = Answer{"", why};
}

Expected<BaselineResult> ScriptBatch::run(const TestCase &test,
                                         unsigned repeats) const {
  const std::string &source = test.module.path;
  auto it = answers.find(test.id);
  if (it == answers.end())
    return createStringError(inconvertibleErrorCode(),
                             source + ": no TorchScript was made for it");
  if (!it->second.error.empty())
    return createStringError(inconvertibleErrorCode(), it->second.error);
  if (test.castInput0ToComplex)
    return unsupported(source + ": cast_input0_to_complex on a TorchScript "
                                "module");
  if (!test.kwargs.empty())
    return unsupported(source + ": forward with kwargs");

  BaselineResult result;
  try {
    torch::jit::Module module = torch::jit::load(it->second.path);
    module.eval();
    std::vector<c10::IValue> inputs;
    for (size_t i = 0; i < test.inputs.size(); ++i) {
      const Value &v = test.inputs[i];
      if (v.kind != Value::Kind::Tensor)
        return unsupported(source + ": forward input " + std::to_string(i) +
                           " is not a tensor");
      OPIDIFF_TRY(t, torchbase::toTorch(v.tensor));
      inputs.emplace_back(*t);
    }
    at::manual_seed(testSeed(test));
    c10::IValue output;
    {
      at::NoGradGuard noGrad;
      for (unsigned r = 0; r < std::max(repeats, 1u); ++r) {
        auto start = std::chrono::steady_clock::now();
        c10::IValue out = module.forward(inputs);
        result.timesMs.push_back(std::chrono::duration<double, std::milli>(
                                     std::chrono::steady_clock::now() - start)
                                     .count());
        if (r == 0)
          output = std::move(out);
      }
    }
    OPIDIFF_TRY(value, torchbase::fromIValue(output));
    result.output = std::move(*value);

    torch::jit::Module frozen = torch::jit::freeze_module(module);
    std::shared_ptr<torch::jit::Graph> graph =
        frozen.get_method("forward").graph()->copy();
    torch::jit::Inline(*graph);
    torch::jit::EliminateDeadCode(graph);
    OPIDIFF_TRY(exported,
                exportGraph(*graph, source, it->second.traceProblem));
    BaselineResult::Module m;
    m.kind = "TorchScript";
    m.graph = std::make_shared<const ScriptGraph>(std::move(*exported));
    result.module = std::move(m);
  } catch (const c10::Error &e) {
    return torchbase::torchError(e, source + ": ");
  } catch (const std::exception &e) {
    return createStringError(inconvertibleErrorCode(), source + ": " + e.what());
  }
  return result;
}

} // namespace opidiff
} // namespace shlo
} // namespace mlir
