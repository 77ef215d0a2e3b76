//===- Nodes.cpp - Value nodes: refs, vars, tensors -----------------------===//

#include "opidiff/loader/LoaderImpl.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <sstream>

namespace mlir {
namespace shlo {
namespace opidiff {
namespace loader {

bool isShorthand(const YAML::Node &n) {
  return n.IsMap() && !n["type"] && (n["ref"] || n["var"]);
}

NodePtr Loader::valueNode(Ctx &ctx, const YAML::Node &n) {
  countNode(ctx, n);
  if (n.IsMap()) {
    if (n["type"] || isShorthand(n))
      return typedNode(ctx, n, /*argPosition=*/false);
    error(ctx, n, "missing required field `type` in a node");
    return nullptr;
  }
  if (n.IsSequence()) {
    auto node = std::make_shared<Node>();
    node->type = Node::Type::Seq;
    node->loc = locOf(ctx.file, n);
    for (const YAML::Node &e : n)
      node->elems.push_back(valueNode(ctx, e));
    return node;
  }
  auto node = std::make_shared<Node>();
  node->loc = locOf(ctx.file, n);
  node->value = literal(ctx, n);
  return node;
}

NodePtr Loader::argNode(Ctx &ctx, const YAML::Node &n) {
  countNode(ctx, n);
  if (n.IsMap() && (n["type"] || isShorthand(n)))
    return typedNode(ctx, n, /*argPosition=*/true);
  auto node = std::make_shared<Node>();
  node->loc = locOf(ctx.file, n);
  if (n.IsSequence()) {
    node->type = Node::Type::Seq;
    for (const YAML::Node &e : n)
      node->elems.push_back(argNode(ctx, e));
  } else if (n.IsMap()) {
    node->type = Node::Type::Map;
    Fields f = fields(ctx, n, "a mapping", {});
    for (const Fields::Entry &e : f.entries)
      node->fields.emplace_back(e.name, argNode(ctx, e.value));
  } else {
    node->value = literal(ctx, n);
  }
  return node;
}

NodePtr Loader::typedNode(Ctx &ctx, const YAML::Node &n, bool argPosition) {
  countNode(ctx, n);
  if (!n["type"]) {
    if (n["ref"]) {
      Fields f = fields(ctx, n, "a ref node", {"ref"});
      return refNode(ctx, *f.get("ref"));
    }
    Fields f = fields(ctx, n, "a var node", {"var"});
    return varNode(ctx, *f.get("var"), argPosition);
  }
  const YAML::Node typeNode = n["type"];
  if (!typeNode.IsScalar()) {
    error(ctx, typeNode, "`type` must be a string");
    return nullptr;
  }
  const std::string type = typeNode.Scalar();
  std::string what = "a " + type + " node";
  if (type == "ref") {
    Fields f = fields(ctx, n, what, {"type", "ref"});
    if (!require(ctx, n, f, "ref", what))
      return nullptr;
    return refNode(ctx, *f.get("ref"));
  }
  if (type == "var") {
    Fields f = fields(ctx, n, what, {"type", "name"});
    if (!require(ctx, n, f, "name", what))
      return nullptr;
    return varNode(ctx, *f.get("name"), argPosition);
  }
  if (type == "tensor" || type == "scalar" || type == "scalar_tensor" ||
      type == "const_tensor") {
    std::vector<std::string> allowed = {"type", "kind", "dtype", "low", "high",
                                        "p"};
    if (type != "scalar")
      allowed.insert(allowed.end(),
                     {"init", "mean", "std", "requires_grad"});
    if (type == "tensor" || type == "const_tensor")
      allowed.push_back("shape");
    if (type != "tensor")
      allowed.push_back("value");
    Fields f = fields(ctx, n, what, allowed);
    return tensorLike(ctx, n, type, f);
  }
  if (type == "int_list")
    return intListNode(ctx, n, what);
  if (type == "list")
    return listNode(ctx, n, what);
  if (type == "tuple")
    return tupleNode(ctx, n, what);
  if (type == "optional")
    return optionalNode(ctx, n, what);
  if (type == "const") {
    int before = ctx.errors;
    Fields f = fields(ctx, n, what, {"type", "value"});
    if (!require(ctx, n, f, "value", what))
      return nullptr;
    auto node = makeNode(ctx, n, Node::Type::Literal);
    node->value = literal(ctx, *f.get("value"));
    return ctx.errors == before ? node : nullptr;
  }
  if (type == "construct")
    return constructNode(ctx, n, what);
  if (std::find(kOpTypes.begin(), kOpTypes.end(), type) != kOpTypes.end()) {
    error(ctx, typeNode,
          "a " + type + " node can only be a test's `op`; use `construct` "
                        "for an object argument");
    return nullptr;
  }
  error(ctx, typeNode, "unknown node type '" + type + "'" +
                           suggest(type, kNodeTypes));
  return nullptr;
}

std::shared_ptr<Node> Loader::makeNode(Ctx &ctx, const YAML::Node &n,
                                       Node::Type type) {
  auto node = std::make_shared<Node>();
  node->type = type;
  node->loc = locOf(ctx.file, n);
  return node;
}

NodePtr Loader::intListNode(Ctx &ctx, const YAML::Node &n,
                            const std::string &what) {
  int before = ctx.errors;
  Fields f = fields(ctx, n, what, {"type", "elems"});
  if (!require(ctx, n, f, "elems", what))
    return nullptr;
  const YAML::Node &elems = *f.get("elems");
  auto node = makeNode(ctx, n, Node::Type::IntList);
  if (!elems.IsSequence()) {
    error(ctx, elems, "`elems` of an int_list must be a list of integers");
    return nullptr;
  }
  if (elems.size() == 0)
    error(ctx, elems, "an int_list must not be empty");
  for (const YAML::Node &e : elems)
    if (auto i = intField(ctx, e, "elems"))
      node->ints.push_back(*i);
  return ctx.errors == before ? node : nullptr;
}

NodePtr Loader::listNode(Ctx &ctx, const YAML::Node &n,
                         const std::string &what) {
  int before = ctx.errors;
  Fields f = fields(ctx, n, what, {"type", "len", "elem"});
  bool ok = require(ctx, n, f, "len", what);
  ok = require(ctx, n, f, "elem", what) && ok;
  if (!ok)
    return nullptr;
  auto node = makeNode(ctx, n, Node::Type::List);
  if (auto len = intField(ctx, *f.get("len"), "len")) {
    if (*len < 0)
      error(ctx, *f.get("len"),
            "`len` must be non-negative, got " + std::to_string(*len));
    else if (*len > kMaxListLength)
      error(ctx, *f.get("len"),
            "`len` " + std::to_string(*len) + " is over the limit of " +
                std::to_string(kMaxListLength));
    else
      node->len = *len;
  }
  node->elems.push_back(valueNode(ctx, *f.get("elem")));
  return ctx.errors == before ? node : nullptr;
}

NodePtr Loader::tupleNode(Ctx &ctx, const YAML::Node &n,
                          const std::string &what) {
  int before = ctx.errors;
  Fields f = fields(ctx, n, what, {"type", "elems"});
  if (!require(ctx, n, f, "elems", what))
    return nullptr;
  const YAML::Node &elems = *f.get("elems");
  if (!elems.IsSequence()) {
    error(ctx, elems, "`elems` of a tuple must be a list of nodes");
    return nullptr;
  }
  auto node = makeNode(ctx, n, Node::Type::Tuple);
  for (const YAML::Node &e : elems)
    node->elems.push_back(valueNode(ctx, e));
  return ctx.errors == before ? node : nullptr;
}

NodePtr Loader::optionalNode(Ctx &ctx, const YAML::Node &n,
                             const std::string &what) {
  int before = ctx.errors;
  Fields f = fields(ctx, n, what, {"type", "p_none", "elem"});
  if (!require(ctx, n, f, "elem", what))
    return nullptr;
  auto node = makeNode(ctx, n, Node::Type::Optional);
  if (const YAML::Node *p = f.get("p_none")) {
    if (auto num = numberField(ctx, *p, "p_none")) {
      double v = num->asDouble();
      if (!(v >= 0.0 && v <= 1.0))
        error(ctx, *p, "`p_none` must lie in [0, 1]");
      node->pNone = v;
    }
  }
  node->elems.push_back(valueNode(ctx, *f.get("elem")));
  return ctx.errors == before ? node : nullptr;
}

NodePtr Loader::constructNode(Ctx &ctx, const YAML::Node &n,
                              const std::string &what) {
  int before = ctx.errors;
  Fields f = fields(ctx, n, what, {"type", "path", "args", "kwargs"});
  bool ok = require(ctx, n, f, "path", what);
  ok = require(ctx, n, f, "args", what) && ok;
  if (!ok)
    return nullptr;
  auto node = makeNode(ctx, n, Node::Type::Construct);
  if (auto p = pathField(ctx, *f.get("path"))) {
    node->path = *p;
    node->pythonFile = pythonFile(ctx, *f.get("path"), *p);
  }
  argsField(ctx, f.get("args"), node->elems);
  kwargsField(ctx, f.get("kwargs"), /*argPosition=*/true, node->fields);
  return ctx.errors == before ? node : nullptr;
}

NodePtr Loader::refNode(Ctx &ctx, const YAML::Node &target) {
  // yaml-cpp: assigning one Node to another overwrites the document, so
  // nodes are held by pointer here.
  std::string name;
  const YAML::Node *at = &target;
  Fields f;
  if (target.IsMap()) {
    const YAML::Node *nameNode = nullptr;
    if (target["type"]) {
      f = fields(ctx, target, "a var node", {"type", "name"});
      if (!f.get("type")->IsScalar() || f.get("type")->Scalar() != "var") {
        error(ctx, *f.get("type"),
              "`ref` takes a preset name or a var node");
        return nullptr;
      }
      if (!require(ctx, target, f, "name", "a var node"))
        return nullptr;
      nameNode = f.get("name");
    } else {
      f = fields(ctx, target, "a var node", {"var"});
      if (!f.get("var")) {
        error(ctx, target, "`ref` takes a preset name or a var node");
        return nullptr;
      }
      nameNode = f.get("var");
    }
    auto varName = stringField(ctx, *nameNode, "var");
    if (!varName)
      return nullptr;
    if (!ctx.env)
      return placeholder(ctx, target);
    auto it = ctx.env->find(*varName);
    if (it == ctx.env->end()) {
      error(ctx, *nameNode, "unknown template variable '" + *varName + "'" +
                                suggest(*varName, ctx.declaredVars));
      return nullptr;
    }
    if (!it->second.node.IsScalar()) {
      error(ctx, *nameNode, "template variable '" + *varName +
                                "' must hold a preset name here");
      return nullptr;
    }
    name = it->second.node.Scalar();
    at = nameNode;
  } else {
    auto s = stringField(ctx, target, "ref");
    if (!s)
      return nullptr;
    name = *s;
  }

  auto it = presets.find(name);
  if (it == presets.end()) {
    error(ctx, *at, "unknown preset '" + name + "'" +
                       suggest(name, presetOrder));
    return nullptr;
  }
  auto cycleStart =
      std::find(ctx.presetStack.begin(), ctx.presetStack.end(), name);
  if (cycleStart != ctx.presetStack.end()) {
    std::set<std::string> members(cycleStart, ctx.presetStack.end());
    if (reportedCycles.insert(members).second) {
      std::string chain;
      for (auto k = cycleStart; k != ctx.presetStack.end(); ++k)
        chain += *k + " -> ";
      error(ctx, *at,
            "preset '" + name + "' refers to itself: " + chain + name);
    } else {
      ++ctx.errors;
    }
    return nullptr;
  }
  const PresetDef &def = it->second;
  if (!def.body.IsMap()) {
    error(ctx, *at, "preset '" + name + "' is not a node");
    return nullptr;
  }
  // Each preset is also checked on its own, so a chain of N presets each
  // naming the next would be walked N^2/2 times; a bound keeps it linear.
  if (ctx.presetStack.size() >= kMaxPresetDepth) {
    // Said once: every preset of a long chain would say it again.
    if (!reportedPresetDepth)
      error(ctx, *at,
            "presets refer to presets more than " +
                std::to_string(kMaxPresetDepth) + " levels deep: " +
                ctx.presetStack.front() + " -> ... -> " + name);
    else
      ++ctx.errors;
    reportedPresetDepth = true;
    return nullptr;
  }
  std::string savedFile = ctx.file;
  ctx.file = def.file;
  ctx.presetStack.push_back(name);
  NodePtr node = valueNode(ctx, def.body);
  ctx.presetStack.pop_back();
  ctx.file = savedFile;
  return node;
}

NodePtr Loader::varNode(Ctx &ctx, const YAML::Node &nameNode,
                        bool argPosition) {
  auto name = stringField(ctx, nameNode, "var");
  if (!name)
    return nullptr;
  if (!ctx.env)
    return placeholder(ctx, nameNode);
  auto it = ctx.env->find(*name);
  if (it == ctx.env->end()) {
    error(ctx, nameNode,
          "unknown template variable '" + *name + "'" +
              (ctx.declaredVars.empty() ? std::string(" (the test has no vars)")
                                        : suggest(*name, ctx.declaredVars)));
    return nullptr;
  }
  const YAML::Node &value = it->second.node;
  std::string savedFile = ctx.file;
  const Env *savedEnv = ctx.env;
  ctx.file = it->second.file;
  NodePtr node;
  if (value.IsScalar() && !isQuoted(value) && dims.count(value.Scalar())) {
    auto lit = std::make_shared<Node>();
    lit->loc = locOf(ctx.file, value);
    lit->value = Value::ofInt(dims.at(value.Scalar()));
    lit->value->loc = lit->loc;
    node = lit;
  } else {
    static const Env empty;
    ctx.env = &empty;
    node = argPosition ? argNode(ctx, value) : valueNode(ctx, value);
  }
  ctx.file = savedFile;
  ctx.env = savedEnv;
  return node;
}

std::optional<std::vector<int64_t>> Loader::shapeField(Ctx &ctx,
                                                       const YAML::Node &n) {
  if (n.IsMap() && (n["var"] || n["type"])) {
    error(ctx, n, "template variables ({var: ...}) are not allowed in a shape");
    return std::nullopt;
  }
  if (!n.IsSequence()) {
    error(ctx, n, "`shape` must be a list of sizes");
    return std::nullopt;
  }
  if (n.size() == 0) {
    error(ctx, n, "`shape` must not be empty");
    return std::nullopt;
  }
  std::vector<int64_t> shape;
  bool ok = true;
  for (const YAML::Node &d : n) {
    if (d.IsMap() && (d["var"] || d["type"])) {
      error(ctx, d,
            "template variables ({var: ...}) are not allowed in a shape");
      ok = false;
      continue;
    }
    std::optional<int64_t> v = intField(ctx, d, "shape");
    if (!v) {
      ok = false;
    } else if (*v < 0) {
      error(ctx, d, "shape sizes must be non-negative, got " +
                        std::to_string(*v));
      ok = false;
    } else {
      shape.push_back(*v);
    }
  }
  if (!ok)
    return std::nullopt;
  int64_t count = 1;
  if (std::find(shape.begin(), shape.end(), 0) != shape.end())
    count = 0;
  else
    for (int64_t d : shape)
      count = saturatingMul(count, d);
  if (count > limits.maxTensorElements) {
    error(ctx, n,
          "the tensor has " +
              (count == std::numeric_limits<int64_t>::max()
                   ? std::string("more than 2^63")
                   : std::to_string(count)) +
              " elements, more than the limit of " +
              std::to_string(limits.maxTensorElements) +
              " (--max-tensor-elements)");
    return std::nullopt;
  }
  return shape;
}

bool Loader::tensorDType(Ctx &ctx, const YAML::Node &n, const Fields &f,
                         const std::string &what, Node &node) {
  const YAML::Node *kind = f.get("kind");
  const YAML::Node *dtype = f.get("dtype");
  bool typed = false;
  if (kind && dtype) {
    error(ctx, n, "give either `kind` or `dtype` in " + what + ", not both");
  } else if (!kind && !dtype) {
    error(ctx, n, "missing required field `kind` or `dtype` in " + what);
  } else if (kind) {
    std::string k = kind->IsScalar() ? kind->Scalar() : "";
    if (k == "float")
      node.dtype = DType::Float32;
    else if (k == "int")
      node.dtype = DType::Int64;
    else if (k == "bool")
      node.dtype = DType::Bool;
    else
      error(ctx, *kind, "unknown kind '" + k + "' (float, int or bool)" +
                            suggest(k, kKinds));
    typed = k == "float" || k == "int" || k == "bool";
  } else {
    std::string d = dtype->IsScalar() ? dtype->Scalar() : "";
    if (auto t = parseDType(d)) {
      node.dtype = *t;
      node.dtypeGiven = true;
      typed = true;
    } else {
      error(ctx, *dtype, "unknown dtype '" + d + "'" + suggest(d, kDTypeNames));
    }
  }
  return typed;
}

void Loader::initField(Ctx &ctx, const YAML::Node &init, Node &node) {
  std::string m = init.IsScalar() ? init.Scalar() : "";
  static const std::pair<const char *, InitMethod> inits[] = {
      {"normal", InitMethod::Normal},   {"uniform", InitMethod::Uniform},
      {"randint", InitMethod::Randint}, {"zeros", InitMethod::Zeros},
      {"ones", InitMethod::Ones},       {"bernoulli", InitMethod::Bernoulli}};
  bool found = false;
  for (const auto &[name, method] : inits)
    if (m == name) {
      node.init = method;
      found = true;
    }
  if (!found)
    error(ctx, init, "unknown init '" + m + "'" + suggest(m, kInits));
}

NodePtr Loader::tensorLike(Ctx &ctx, const YAML::Node &n,
                           const std::string &type, const Fields &f) {
  std::string what = "a " + type + " node";
  int before = ctx.errors;
  auto node = std::make_shared<Node>();
  node->loc = locOf(ctx.file, n);
  node->type = type == "tensor"          ? Node::Type::Tensor
               : type == "scalar"        ? Node::Type::Scalar
               : type == "scalar_tensor" ? Node::Type::ScalarTensor
                                         : Node::Type::ConstTensor;
  bool isScalar = node->type == Node::Type::Scalar;

  bool typed = tensorDType(ctx, n, f, what, *node);
  if (typed && isScalar && isComplex(node->dtype)) {
    error(ctx, *f.get("dtype"), "a scalar cannot be complex; use scalar_tensor");
    typed = false;
  }

  if (node->type == Node::Type::Tensor || node->type == Node::Type::ConstTensor) {
    if (require(ctx, n, f, "shape", what))
      if (auto s = shapeField(ctx, *f.get("shape")))
        node->shape = *s;
  }

  if (const YAML::Node *init = f.get("init"))
    initField(ctx, *init, *node);

  auto number = [&](const char *name) -> std::optional<Number> {
    if (const YAML::Node *v = f.get(name))
      return numberField(ctx, *v, name);
    return std::nullopt;
  };
  node->low = number("low");
  node->high = number("high");
  if (auto m = number("mean"))
    node->mean = m->asDouble();
  if (auto s = number("std")) {
    node->std = s->asDouble();
    if (!(node->std >= 0.0))
      error(ctx, *f.get("std"), "`std` must be non-negative");
  }
  if (auto p = number("p")) {
    node->p = p->asDouble();
    if (!(node->p >= 0.0 && node->p <= 1.0))
      error(ctx, *f.get("p"), "`p` must lie in [0, 1]");
  }
  if (const YAML::Node *rg = f.get("requires_grad"))
    if (auto b = boolField(ctx, *rg, "requires_grad"))
      node->requiresGrad = *b;

  const YAML::Node *lowNode = f.get("low");
  const YAML::Node *highNode = f.get("high");
  if (typed && ctx.errors == before)
    if (auto bad = checkSamplingBounds(*node))
      error(ctx, f.get(bad->first.c_str()) ? *f.get(bad->first.c_str()) : n,
            bad->second);
  if (lowNode && !highNode) {
    error(ctx, *lowNode, "`low` is given without `high`");
  } else if (highNode && !lowNode) {
    error(ctx, *highNode, "`high` is given without `low`");
  } else if (node->low && node->high) {
    double lo = node->low->asDouble(), hi = node->high->asDouble();
    if (isScalar && node->dtype != DType::Bool && !(lo < hi))
      error(ctx, *lowNode, "`low` must be less than `high` for a scalar");
    else if (!isScalar && !(lo <= hi))
      error(ctx, *lowNode, "`low` must not exceed `high`");
  }

  if (const YAML::Node *v = f.get("value")) {
    Value lit = literal(ctx, *v);
    if (typed) {
      if (auto msg = checkTensorLiteral(lit, node->shape, node->dtype))
        error(ctx, *v, *msg);
    }
    node->value = std::move(lit);
  } else if (isScalar && typed && node->dtype != DType::Bool && !lowNode &&
             !highNode) {
    error(ctx, n, "a " + std::string(isFloating(node->dtype) ? "float" : "int") +
                      " scalar needs `value` or both `low` and `high`");
  }
  return ctx.errors == before ? node : nullptr;
}

std::optional<std::string> Loader::pathField(Ctx &ctx, const YAML::Node &n) {
  if (n.IsMap() && (n["var"] || n["type"])) {
    NodePtr node = typedNode(ctx, n, /*argPosition=*/true);
    if (!node)
      return std::nullopt;
    if (!ctx.env)
      return std::string("?");
    if (node->type != Node::Type::Literal || !node->value ||
        node->value->kind != Value::Kind::String) {
      error(ctx, n, "`path` must be a string");
      return std::nullopt;
    }
    return node->value->s;
  }
  return stringField(ctx, n, "path");
}

std::string Loader::pythonFile(Ctx &ctx, const YAML::Node &n,
                               const std::string &path) {
  if (path.rfind("file:", 0) != 0)
    return "";
  size_t symbol = path.find("::");
  if (symbol == std::string::npos) {
    error(ctx, n, "a `file:` path needs `::Symbol` (file:x.py::Name), got '" +
                      path + "'");
    return "";
  }
  std::string named = path.substr(5, symbol - 5);
  if (fs::path(named).extension() != ".py") {
    error(ctx, n, "`file:` names '" + named +
                      "', which is not a Python file (.py)");
    return "";
  }
  std::string found = pythonFileOf(path, ctx.file);
  if (limits.allowOutsideFiles)
    return found;
  // A file that exists nowhere is checked where the suite would have it
  // (beside the YAML file); the helper then reports it missing, per test.
  std::error_code ec;
  fs::path where = found;
  if (!fs::exists(where, ec) && !fs::path(named).is_absolute())
    where = fs::path(ctx.file).parent_path() / named;
  fs::path target = fs::weakly_canonical(fs::absolute(where, ec), ec);
  bool inside = false;
  if (!ec) {
    auto folder = suiteFolder.begin(), part = target.begin();
    for (; folder != suiteFolder.end() && part != target.end() &&
           *folder == *part;
         ++folder, ++part) {
    }
    inside = folder == suiteFolder.end() && part != target.end();
  }
  if (!inside) {
    error(ctx, n, "`file:` names '" + named + "' (" + target.string() +
                      "), outside the suite's folder " + suiteFolder.string() +
                      ": a suite's Python files run as code; pass "
                      "--allow-outside-files to import it");
    return "";
  }
  return found;
}

void Loader::argsField(Ctx &ctx, const YAML::Node *n,
                       std::vector<NodePtr> &out) {
  if (!n)
    return;
  if (!n->IsSequence()) {
    error(ctx, *n, "`args` must be a list");
    return;
  }
  for (const YAML::Node &a : *n)
    out.push_back(argNode(ctx, a));
}

void Loader::kwargsField(Ctx &ctx, const YAML::Node *n, bool argPosition,
                         std::vector<std::pair<std::string, NodePtr>> &out) {
  if (!n || n->IsNull())
    return;
  if (!n->IsMap()) {
    error(ctx, *n, "`kwargs` must be a mapping");
    return;
  }
  Fields f = fields(ctx, *n, "kwargs", {});
  for (const Fields::Entry &e : f.entries)
    out.emplace_back(e.name, argPosition ? argNode(ctx, e.value)
                                         : valueNode(ctx, e.value));
}

} // namespace loader
} // namespace opidiff
} // namespace shlo
} // namespace mlir
