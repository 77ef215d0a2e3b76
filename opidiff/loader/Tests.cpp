//===- Tests.cpp - Presets and tests: checking, expanding -----------------===//

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

void Loader::checkPreset(const std::string &name, const PresetDef &def) {
  Ctx ctx;
  ctx.file = def.file;
  ctx.presetStack.push_back(name);
  if (!def.body.IsMap()) {
    error(ctx, def.body, "preset '" + name + "' must be a node mapping");
    return;
  }
  valueNode(ctx, def.body);
}

/// The label a test's diagnostics carry: its id as written (or generated)
/// and its op; returns the sanitized base id and sets `opType` to the op
/// node's `type` ("" for an operator name). A template without an id takes
/// opdiff's base, `template` or `template_compare_pair` (its loader's
/// `t.id or "template"`), so its expanded ids join with an opdiff run's; any
/// other test without an id gets `<file stem>_<index>_<op>` (opdiff would
/// call every such test `None`).
std::string Loader::labelTest(Ctx &ctx, const TestEntry &entry,
                              std::string &opType) {
  const YAML::Node &n = entry.node;
  for (auto it = n.begin(); it != n.end(); ++it)
    if (it->first.IsScalar() && it->first.Scalar() == "id" &&
        it->second.IsScalar())
      ctx.testId = it->second.Scalar();
  const YAML::Node op = n["op"];
  if (op && op.IsScalar()) {
    ctx.op = op.Scalar();
  } else if (op && op.IsMap()) {
    const YAML::Node t = op["type"];
    opType = t && t.IsScalar() ? t.Scalar() : "";
    const YAML::Node p = op["path"];
    if (p && p.IsScalar())
      ctx.op = p.Scalar();
    const YAML::Node a = op["a"], b = op["b"];
    if (opType == "template_compare_pair" && a && b && a.IsMap() && b.IsMap() &&
        a["path"] && b["path"] && a["path"].IsScalar() && b["path"].IsScalar())
      ctx.op = a["path"].Scalar() + " vs " + b["path"].Scalar();
    if (ctx.op.empty())
      ctx.op = opType;
  }
  std::string baseId = ctx.testId;
  if (baseId.empty()) {
    if (opType == "template_module")
      baseId = "template";
    else if (opType == "template_compare_pair")
      baseId = "template_compare_pair";
    else
      baseId = entry.fileStem + "_" + std::to_string(entry.index) +
               (ctx.op.empty() ? "" : "_" + ctx.op);
    ctx.testId = sanitizeId(baseId);
  }
  return sanitizeId(baseId);
}

/// The test-level fields other than `op`: id, impl, device,
/// cast_input0_to_complex and the shape of `in`. Returns false when the test
/// cannot be expanded.
bool Loader::parseTestFields(Ctx &ctx, const YAML::Node &n, const Fields &f,
                             const std::string &opType, TestSpec &base) {
  bool ok = require(ctx, n, f, "op", "a test");
  ok = require(ctx, n, f, "in", "a test") && ok;
  if (const YAML::Node *id = f.get("id"))
    if (!stringField(ctx, *id, "id"))
      ok = false;
  if (const YAML::Node *impl = f.get("impl")) {
    if (auto s = stringField(ctx, *impl, "impl"))
      base.impl = *s;
    if (opType == "template_compare_pair")
      error(ctx, f.key("impl") ? *f.key("impl") : *impl,
            "a template_compare_pair takes `impl` from its sides a and b");
  }
  if (const YAML::Node *dev = f.get("device")) {
    std::string d = dev->IsScalar() ? dev->Scalar() : "";
    if (std::find(kDevices.begin(), kDevices.end(), d) == kDevices.end())
      error(ctx, *dev, "unknown device '" + d + "' (cpu, gpu, cuda or mps)" +
                           suggest(d, kDevices));
    else
      base.device = d;
  }
  if (const YAML::Node *c = f.get("cast_input0_to_complex"))
    if (auto b = boolField(ctx, *c, "cast_input0_to_complex"))
      base.castInput0ToComplex = *b;
  if (const YAML::Node *in = f.get("in"))
    if (!in->IsSequence()) {
      error(ctx, *in, "`in` must be a list of nodes");
      ok = false;
    }
  return ok;
}

/// An operator name `ns::name` or `ns::name.overload` into `base`.
bool Loader::parseOperatorName(Ctx &ctx, const YAML::Node &opNode,
                               TestSpec &base) {
  const std::string &s = opNode.Scalar();
  size_t colons = s.find("::");
  std::string name = s, overload;
  size_t dot =
      colons == std::string::npos ? std::string::npos : s.find('.', colons + 2);
  if (dot != std::string::npos) {
    name = s.substr(0, dot);
    overload = s.substr(dot + 1);
  }
  auto ident = [](const std::string &t) {
    if (t.empty() || std::isdigit(static_cast<unsigned char>(t[0])))
      return false;
    return std::all_of(t.begin(), t.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    });
  };
  base.opKind = TestCase::OpKind::Aten;
  base.atenName = name;
  base.atenOverload = overload;
  if (colons == std::string::npos || !ident(s.substr(0, colons)) ||
      !ident(name.substr(colons + 2)) ||
      (dot != std::string::npos && !ident(overload))) {
    error(ctx, opNode, "an op name must look like 'aten::name' or "
                       "'aten::name.overload', got '" + s + "'");
    return false;
  }
  return true;
}

/// Sides `a` and `b` and `common` of a template_compare_pair.
bool Loader::parseCompareSides(Ctx &ctx, const YAML::Node &opNode,
                               const std::string &what, OpParts &parts) {
  bool ok = true;
  for (int side = 0; side < 2; ++side) {
    std::string sideName = side == 0 ? "a" : "b";
    if (!require(ctx, opNode, parts.opFields, sideName, what)) {
      ok = false;
      continue;
    }
    const YAML::Node &s = *parts.opFields.get(sideName);
    std::string sideWhat = "compare side `" + sideName + "`";
    if (!s.IsMap()) {
      error(ctx, s, sideWhat + " must be a mapping");
      ok = false;
      continue;
    }
    Fields &sf = parts.sideFields[side];
    sf = fields(ctx, s, sideWhat, {"impl", "type", "path", "args", "kwargs"});
    // `type` may be left out: opdiff's side model defaults it to module.
    ok = require(ctx, s, sf, "impl", sideWhat) && ok;
    ok = require(ctx, s, sf, "path", sideWhat) && ok;
    if (const YAML::Node *t = sf.get("type"))
      if (!t->IsScalar() || t->Scalar() != "module") {
        error(ctx, *t, sideWhat + " must have `type: module`");
        ok = false;
      }
    if (const YAML::Node *impl = sf.get("impl"))
      ok = stringField(ctx, *impl, "impl").has_value() && ok;
  }
  if (const YAML::Node *c = parts.opFields.get("common")) {
    if (c->IsMap())
      parts.commonFields = fields(ctx, *c, "`common`", {"args", "kwargs"});
    else if (!c->IsNull())
      error(ctx, *c, "`common` must be a mapping");
  }
  return ok;
}

/// A template's `vars`, sorted by name; declares them in `ctx`.
bool Loader::parseTemplateVars(Ctx &ctx, const Fields &opFields,
                               Template &tmpl) {
  bool ok = true;
  if (const YAML::Node *v = opFields.get("vars")) {
    if (!v->IsMap() && !v->IsNull()) {
      error(ctx, *v, "`vars` must map names to lists of values");
      ok = false;
    } else if (v->IsMap()) {
      Fields vf = fields(ctx, *v, "`vars`", {});
      for (const Fields::Entry &e : vf.entries) {
        if (!e.value.IsSequence() || e.value.size() == 0) {
          error(ctx, e.value, "the values of template variable '" + e.name +
                                  "' must be a non-empty list");
          ok = false;
          continue;
        }
        std::vector<YAML::Node> values;
        for (const YAML::Node &val : e.value) {
          if (val.IsScalar() && isQuoted(val) && dims.count(val.Scalar())) {
            error(ctx, val, "template variable value \"" + val.Scalar() +
                                "\" names a dim but is quoted; write it "
                                "bare (" + val.Scalar() + ")");
            ok = false;
          }
          values.push_back(val);
        }
        tmpl.vars.emplace_back(e.name, values);
      }
    }
  }
  std::sort(tmpl.vars.begin(), tmpl.vars.end(),
            [](const auto &x, const auto &y) { return x.first < y.first; });
  for (const auto &var : tmpl.vars)
    ctx.declaredVars.push_back(var.first);
  return ok;
}

/// A template's `cases`: the variables each case fixes (one empty case
/// when there is no `cases`).
bool Loader::parseTemplateCases(Ctx &ctx, const Fields &opFields,
                                std::vector<Assignment> &fixedSets) {
  const YAML::Node *c = opFields.get("cases");
  if (!c) {
    fixedSets.emplace_back();
    return true;
  }
  if (!c->IsSequence()) {
    error(ctx, *c, "`cases` must be a list of variable assignments");
    return false;
  }
  bool ok = true;
  for (const YAML::Node &cs : *c) {
    if (!cs.IsMap()) {
      error(ctx, cs, "a case must map variable names to values");
      ok = false;
      continue;
    }
    Fields cf = fields(ctx, cs, "a case", {});
    Assignment fixed;
    for (const Fields::Entry &e : cf.entries) {
      if (std::find(ctx.declaredVars.begin(), ctx.declaredVars.end(),
                    e.name) == ctx.declaredVars.end()) {
        error(ctx, e.key, "case names undeclared variable '" + e.name + "'" +
                              suggest(e.name, ctx.declaredVars));
        ok = false;
        continue;
      }
      if (e.value.IsScalar() && isQuoted(e.value) &&
          dims.count(e.value.Scalar())) {
        error(ctx, e.value, "case value \"" + e.value.Scalar() +
                                "\" names a dim but is quoted; write it bare (" +
                                e.value.Scalar() + ")");
        ok = false;
      }
      fixed.emplace_back(e.name, e.value);
    }
    fixedSets.push_back(fixed);
  }
  return ok;
}

/// Per case in order, the product of the values of the vars the case leaves
/// open (sorted by name, the first varying slowest).
std::vector<Assignment>
expandAssignments(const Template &tmpl,
                  const std::vector<Assignment> &fixedSets) {
  std::vector<Assignment> out;
  for (const Assignment &fixed : fixedSets) {
    std::vector<Assignment> partial(1);
    for (const auto &[name, values] : tmpl.vars) {
      std::vector<YAML::Node> choices(values.begin(), values.end());
      for (const auto &fv : fixed)
        if (fv.first == name) {
          // Not assign(): a YAML::Node assigned to overwrites the node it
          // refers to, here the declared value (every earlier case's
          // tests then saw the later case's value).
          choices.clear();
          choices.push_back(fv.second);
        }
      std::vector<Assignment> next;
      for (const Assignment &prefix : partial)
        for (const YAML::Node &choice : choices) {
          next.push_back(prefix);
          next.back().emplace_back(name, choice);
        }
      partial = std::move(next);
    }
    for (Assignment &a : partial)
      out.push_back(std::move(a));
  }
  return out;
}

/// A module, template_module or template_compare_pair op: its fields, sides
/// and variable assignments into `parts`.
bool Loader::parseOpNode(Ctx &ctx, const YAML::Node &opNode,
                         const std::string &opType, OpParts &parts) {
  if (!opNode["type"]) {
    error(ctx, opNode, "missing required field `type` in the op");
    return false;
  }
  if (opType == "module") {
    parts.opFields =
        fields(ctx, opNode, "a module op", {"type", "path", "args", "kwargs"});
    return require(ctx, opNode, parts.opFields, "path", "a module op");
  }
  if (opType != "template_module" && opType != "template_compare_pair") {
    std::string t = opNode["type"].IsScalar() ? opType : "";
    error(ctx, opNode["type"],
          "unknown op type '" + t + "'" + suggest(t, kOpTypes) +
              "; an op is an operator name or a module, template_module "
              "or template_compare_pair node");
    return false;
  }
  parts.isPair = opType == "template_compare_pair";
  std::string what = "a " + opType + " op";
  parts.opFields =
      parts.isPair
          ? fields(ctx, opNode, what, {"type", "vars", "cases", "common", "a", "b"})
          : fields(ctx, opNode, what,
                   {"type", "path", "vars", "cases", "args", "kwargs"});
  bool ok = require(ctx, opNode, parts.opFields, "vars", what);
  if (parts.isPair)
    ok = parseCompareSides(ctx, opNode, what, parts) && ok;
  else
    ok = require(ctx, opNode, parts.opFields, "path", what) && ok;
  ok = parseTemplateVars(ctx, parts.opFields, parts.tmpl) && ok;
  std::vector<Assignment> fixedSets;
  ok = parseTemplateCases(ctx, parts.opFields, fixedSets) && ok;
  // The number of tests, before making them: per case, the product of
  // the value counts of the variables it leaves free.
  int64_t planned = 0;
  for (const Assignment &fixed : fixedSets) {
    int64_t product = 1;
    for (const auto &[name, values] : parts.tmpl.vars) {
      bool isFixed = false;
      for (const auto &fv : fixed)
        isFixed = isFixed || fv.first == name;
      if (!isFixed)
        product = saturatingMul(product, int64_t(values.size()));
    }
    planned = saturatingAdd(planned, product);
  }
  if (parts.isPair)
    planned = saturatingMul(planned, 2);
  int64_t total = saturatingAdd(int64_t(suite->tests.size()), planned);
  if (total > limits.maxTests) {
    const YAML::Node *at = parts.opFields.get("vars");
    overLimit(ctx, locOf(ctx.file, at ? *at : opNode),
              "the template expands to " +
                  (planned == std::numeric_limits<int64_t>::max()
                       ? std::string("more than 2^63")
                       : std::to_string(planned)) +
                  " tests, the suite to " +
                  (total == std::numeric_limits<int64_t>::max()
                       ? std::string("more than 2^63")
                       : std::to_string(total)) +
                  ": more than the limit of " +
                  std::to_string(limits.maxTests) + " (--max-tests)");
  }
  parts.tmpl.assignments = expandAssignments(parts.tmpl, fixedSets);
  return ok;
}

/// A test that cannot be expanded: its nodes are still checked, vars left
/// unresolved, so that every error is reported.
void Loader::checkUnexpanded(Ctx &ctx, const Fields &f,
                             const Fields &opFields) {
  ctx.env = nullptr;
  if (const YAML::Node *in = f.get("in"); in && in->IsSequence())
    for (const YAML::Node &i : *in)
      valueNode(ctx, i);
  std::vector<std::pair<std::string, NodePtr>> kwargs;
  kwargsField(ctx, f.get("kwargs"), /*argPosition=*/false, kwargs);
  if (const YAML::Node *out = f.get("out"))
    valueNode(ctx, *out);
  std::vector<NodePtr> args;
  argsField(ctx, opFields.get("args"), args);
  kwargsField(ctx, opFields.get("kwargs"), true, kwargs);
}

/// The two tests of a compare pair for one assignment: `common`'s args
/// unless a side gives its own, kwargs merged with the side's winning.
void Loader::makePairSides(Ctx &ctx, const TestEntry &entry,
                           const OpParts &parts, const TestSpec &t,
                           std::vector<TestSpec> &made) {
  std::vector<NodePtr> commonArgs;
  std::vector<std::pair<std::string, NodePtr>> commonKwargs;
  argsField(ctx, parts.commonFields.get("args"), commonArgs);
  kwargsField(ctx, parts.commonFields.get("kwargs"), true, commonKwargs);
  for (int side = 0; side < 2; ++side) {
    TestSpec s = t;
    const Fields &sf = parts.sideFields[side];
    s.pairId = t.id;
    s.pairSide = side == 0 ? 'a' : 'b';
    s.id = t.id + (side == 0 ? "__a" : "__b");
    s.impl = sf.get("impl")->Scalar();
    s.opLoc = locOf(entry.file, *sf.get("path"));
    if (auto p = pathField(ctx, *sf.get("path"))) {
      s.module.path = *p;
      s.module.pythonFile = pythonFile(ctx, *sf.get("path"), *p);
    }
    if (sf.get("args"))
      argsField(ctx, sf.get("args"), s.module.args);
    else
      s.module.args = commonArgs;
    std::vector<std::pair<std::string, NodePtr>> sideKwargs;
    kwargsField(ctx, sf.get("kwargs"), true, sideKwargs);
    s.module.kwargs = commonKwargs;
    for (auto &[k, v] : sideKwargs) {
      auto it = std::find_if(s.module.kwargs.begin(), s.module.kwargs.end(),
                             [&](const auto &kv) { return kv.first == k; });
      if (it != s.module.kwargs.end())
        it->second = v;
      else
        s.module.kwargs.emplace_back(k, v);
    }
    made.push_back(std::move(s));
  }
}

/// The tests of one variable assignment (one, or a compare pair's two).
std::vector<TestSpec> Loader::instantiate(Ctx &ctx, const TestEntry &entry,
                                          const Fields &f, const OpParts &parts,
                                          const TestSpec &base,
                                          const std::string &baseId,
                                          const Assignment &assignment) {
  Env env;
  TestSpec t = base;
  t.id = baseId;
  for (const auto &[name, value] : assignment) {
    env.emplace(name, VarValue{value, entry.file});
    t.assignment.emplace_back(name, valueText(value));
    t.id += "__" + sanitizeId(name) + "=" + sanitizeId(pythonIdText(value));
  }
  ctx.env = &env;
  for (const YAML::Node &in : *f.get("in"))
    t.inputs.push_back(valueNode(ctx, in));
  kwargsField(ctx, f.get("kwargs"), /*argPosition=*/false, t.kwargs);
  if (const YAML::Node *out = f.get("out"))
    t.out = valueNode(ctx, *out);

  std::vector<TestSpec> made;
  if (t.opKind == TestCase::OpKind::Aten) {
    made.push_back(std::move(t));
  } else if (!parts.isPair) {
    t.opLoc = locOf(entry.file, *parts.opFields.get("path"));
    if (auto p = pathField(ctx, *parts.opFields.get("path"))) {
      t.module.path = *p;
      t.module.pythonFile = pythonFile(ctx, *parts.opFields.get("path"), *p);
    }
    argsField(ctx, parts.opFields.get("args"), t.module.args);
    kwargsField(ctx, parts.opFields.get("kwargs"), true, t.module.kwargs);
    made.push_back(std::move(t));
  } else {
    makePairSides(ctx, entry, parts, t, made);
  }
  ctx.env = nullptr;
  return made;
}

/// Adds expanded tests to the suite; a repeated id is an error at `at`.
void Loader::addTests(Ctx &ctx, const YAML::Node &at,
                      std::vector<TestSpec> made) {
  for (TestSpec &m : made) {
    auto it = idLocs.find(m.id);
    if (it != idLocs.end()) {
      error(ctx, at, "duplicate test id '" + m.id + "' (first defined at " +
                         it->second.str() + ")");
      continue;
    }
    checkTestSize(ctx, at, m);
    idLocs[m.id] = m.loc;
    suite->tests.push_back(std::move(m));
  }
}

void Loader::checkTestSize(Ctx &ctx, const YAML::Node &at,
                           const TestSpec &test) {
  auto text = [](int64_t v) {
    return v == std::numeric_limits<int64_t>::max() ? std::string("more than 2^63")
                                                     : std::to_string(v);
  };
  if (int64_t(suite->tests.size()) >= limits.maxTests)
    overLimit(ctx, locOf(ctx.file, at),
              "the suite has more than " + std::to_string(limits.maxTests) +
                  " tests (--max-tests)");
  int64_t bytes = estimateSampleBytes(test);
  if (bytes > limits.maxTestBytes)
    overLimit(ctx, locOf(ctx.file, at),
              "test '" + test.id + "' would sample " + text(bytes) +
                  " bytes, more than the limit of " +
                  std::to_string(limits.maxTestBytes) +
                  " per test (--max-test-bytes)");
  suiteBytes = saturatingAdd(
      suiteBytes, saturatingMul(bytes, std::max<int64_t>(limits.samplesPerTest, 1)));
  if (suiteBytes > limits.maxSuiteBytes)
    overLimit(ctx, locOf(ctx.file, at),
              "the suite would sample " + text(suiteBytes) +
                  " bytes up to test '" + test.id + "'" +
                  (limits.samplesPerTest > 1
                       ? " (" + std::to_string(limits.samplesPerTest) +
                             " input sets per test, --num-sampled-inputs)"
                       : std::string()) +
                  ", more than the limit of " +
                  std::to_string(limits.maxSuiteBytes) +
                  " per suite (--max-suite-bytes)");
}

void Loader::expandTest(const TestEntry &entry) {
  Ctx ctx;
  ctx.file = entry.file;
  const YAML::Node &n = entry.node;
  if (!n.IsMap()) {
    error(ctx, n, "a test must be a mapping");
    return;
  }
  // The id and op label first, so every diagnostic of the test names them.
  std::string opType;
  std::string baseId = labelTest(ctx, entry, opType);
  Fields f = fields(ctx, n, "a test",
                    {"id", "impl", "op", "in", "kwargs", "out", "device",
                     "cast_input0_to_complex"});
  TestSpec base;
  base.loc = locOf(entry.file, n);
  bool ok = parseTestFields(ctx, n, f, opType, base);

  OpParts parts;
  parts.tmpl.assignments.emplace_back(); // no template: one empty assignment
  if (const YAML::Node *op = f.get("op")) {
    base.opLoc = locOf(entry.file, *op);
    if (op->IsScalar()) {
      ok = parseOperatorName(ctx, *op, base) && ok;
    } else if (op->IsMap()) {
      base.opKind = TestCase::OpKind::Module;
      ok = parseOpNode(ctx, *op, opType, parts) && ok;
    } else {
      error(ctx, *op, "`op` must be an operator name or a module node");
      ok = false;
    }
  }
  if (!ok || ctx.errors)
    return checkUnexpanded(ctx, f, parts.opFields);

  for (const Assignment &assignment : parts.tmpl.assignments) {
    int before = ctx.errors;
    std::vector<TestSpec> made =
        instantiate(ctx, entry, f, parts, base, baseId, assignment);
    if (ctx.errors == before)
      addTests(ctx, n, std::move(made));
  }
}

} // namespace loader
} // namespace opidiff
} // namespace shlo
} // namespace mlir
