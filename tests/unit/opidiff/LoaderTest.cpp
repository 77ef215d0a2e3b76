//===- LoaderTest.cpp - OpiDiff YAML loading, validation, expansion -------===//
//
// Error positions are computed from the YAML text (the place of a marker
// string), not taken from the loader's output.
//
//===----------------------------------------------------------------------===//

#include "opidiff/loader/Loader.h"
#include "opidiff/Sampler.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir::shlo::opidiff;

namespace {

const std::string kYamlDir = OPIDIFF_TEST_YAML_DIR;

/// 1-based line and column of the `nth` occurrence of `needle` in `text`.
std::pair<int, int> posOf(const std::string &text, const std::string &needle,
                          int nth = 1) {
  size_t at = std::string::npos;
  for (int k = 0; k < nth; ++k)
    at = text.find(needle, at == std::string::npos ? 0 : at + 1);
  if (at == std::string::npos)
    return {-1, -1};
  int line = 1;
  size_t lineStart = 0;
  for (size_t i = 0; i < at; ++i)
    if (text[i] == '\n') {
      ++line;
      lineStart = i + 1;
    }
  return {line, static_cast<int>(at - lineStart) + 1};
}

LoadResult load(const std::string &text) {
  return loadSuiteString(text, "mem.yaml");
}

std::string listErrors(const LoadResult &r) {
  std::string s;
  for (const Diagnostic &d : r.errors)
    s += "\n  " + d.str();
  return s;
}

/// Loading `text` gives exactly one error, placed at the `nth` `needle`,
/// in test `testId` ("" outside tests), whose message contains `part`.
::testing::AssertionResult oneErrorAt(const std::string &text,
                                      const std::string &needle,
                                      const std::string &testId,
                                      const std::string &part, int nth = 1) {
  LoadResult r = load(text);
  if (r.errors.size() != 1)
    return ::testing::AssertionFailure()
           << r.errors.size() << " errors:" << listErrors(r);
  const Diagnostic &d = r.errors[0];
  auto [line, col] = posOf(text, needle, nth);
  if (d.loc.file != "mem.yaml" || d.loc.line != line || d.loc.column != col)
    return ::testing::AssertionFailure()
           << "expected at " << line << ":" << col << ", got " << d.str();
  if (d.testId != testId)
    return ::testing::AssertionFailure()
           << "expected test id '" << testId << "', got " << d.str();
  if (d.message.find(part) == std::string::npos)
    return ::testing::AssertionFailure()
           << "message lacks \"" << part << "\": " << d.str();
  return ::testing::AssertionSuccess();
}

std::vector<std::string> ids(const LoadResult &r) {
  std::vector<std::string> out;
  for (const TestSpec &t : r.suite->tests)
    out.push_back(t.id);
  return out;
}

/// A test `t` calling aten::relu on `node`.
std::string withInput(const std::string &node, const std::string &before = "") {
  return before + "tests:\n  - id: t\n    op: aten::relu\n    in:\n      - " +
         node + "\n";
}

//===----------------------------------------------------------------------===//
// The format document's examples
//===----------------------------------------------------------------------===//

TEST(LoaderExamples, SimpleOperatorTest) {
  LoadResult r = loadSuiteFile(kYamlDir + "/simple_op.yaml");
  ASSERT_TRUE(r.ok()) << listErrors(r);
  ASSERT_EQ(r.suite->tests.size(), 1u);
  const TestSpec &t = r.suite->tests[0];
  EXPECT_EQ(t.id, "add_vectors");
  EXPECT_EQ(t.opKind, TestCase::OpKind::Aten);
  EXPECT_EQ(t.atenName, "aten::add");
  EXPECT_EQ(t.atenOverload, "");
  ASSERT_EQ(t.inputs.size(), 2u);
  EXPECT_EQ(t.inputs[0]->type, Node::Type::Tensor);
  EXPECT_EQ(t.inputs[0]->shape, std::vector<int64_t>{4});
  EXPECT_EQ(t.inputs[0]->dtype, DType::Float32);
  EXPECT_EQ(t.inputs[0]->init, InitMethod::Normal);
  EXPECT_EQ(t.device, "cpu");
  EXPECT_EQ(t.loc.line, 3);
  EXPECT_EQ(t.loc.column, 5);
}

TEST(LoaderExamples, ModuleTest) {
  LoadResult r = loadSuiteFile(kYamlDir + "/module_test.yaml");
  ASSERT_TRUE(r.ok()) << listErrors(r);
  ASSERT_EQ(r.suite->tests.size(), 1u);
  const TestSpec &t = r.suite->tests[0];
  EXPECT_EQ(t.id, "linear_forward");
  EXPECT_EQ(t.opKind, TestCase::OpKind::Module);
  EXPECT_EQ(t.module.path, "torch.nn.Linear");
  ASSERT_EQ(t.module.args.size(), 2u);
  EXPECT_EQ(t.module.args[0]->value->kind, Value::Kind::Int);
  EXPECT_EQ(t.module.args[0]->value->i, 16);
  EXPECT_EQ(t.module.args[1]->value->i, 8);
  ASSERT_EQ(t.inputs.size(), 1u);
  EXPECT_EQ(t.inputs[0]->shape, (std::vector<int64_t>{2, 16}));
  // The node comes from the preset: its location is the preset's body.
  EXPECT_EQ(t.inputs[0]->loc.line, 4);
  EXPECT_EQ(t.inputs[0]->loc.column, 5);
}

TEST(LoaderExamples, TemplateModuleExpandsToSixTests) {
  LoadResult r = loadSuiteFile(kYamlDir + "/template_module.yaml");
  ASSERT_TRUE(r.ok()) << listErrors(r);
  // vars sorted by name: bias (2) x in_features (1) x out_features (3).
  std::vector<std::string> expected;
  for (const char *bias : {"True", "False"})
    for (const char *out : {"3", "5", "7"})
      expected.push_back(std::string("mod_linear_template__bias=") + bias +
                         "__in_features=N__out_features=" + out);
  EXPECT_EQ(ids(r), expected);
  const TestSpec &t = r.suite->tests[4]; // bias=false, out_features=5
  ASSERT_EQ(t.module.args.size(), 2u);
  EXPECT_EQ(t.module.args[0]->value->i, 4); // N resolved through dims
  EXPECT_EQ(t.module.args[1]->value->i, 5);
  ASSERT_EQ(t.module.kwargs.size(), 1u);
  EXPECT_EQ(t.module.kwargs[0].first, "bias");
  EXPECT_EQ(t.module.kwargs[0].second->value->kind, Value::Kind::Bool);
  EXPECT_FALSE(t.module.kwargs[0].second->value->b);
  EXPECT_EQ(t.inputs[0]->shape, (std::vector<int64_t>{2, 4}));
  EXPECT_EQ(t.assignment.size(), 3u);
  EXPECT_EQ(t.assignment[1], (std::pair<std::string, std::string>(
                                 "in_features", "N")));
}

TEST(LoaderExamples, CasesFixSomeVarsAndTheOthersRange) {
  LoadResult r = loadSuiteFile(kYamlDir + "/template_cases.yaml");
  ASSERT_TRUE(r.ok()) << listErrors(r);
  // 2 cases x bias (2) x out_features (3).
  ASSERT_EQ(r.suite->tests.size(), 12u);
  EXPECT_EQ(r.suite->tests[0].id,
            "mod_linear_cases_match_input_features__bias=True__in_features=4__"
            "input_preset=x_feat4__out_features=8");
  EXPECT_EQ(r.suite->tests[11].id,
            "mod_linear_cases_match_input_features__bias=False__in_features=8__"
            "input_preset=x_feat8__out_features=32");
  for (const TestSpec &t : r.suite->tests) {
    int64_t inFeatures = t.module.args[0]->value->i;
    // The var-selected preset matches the case's in_features.
    EXPECT_EQ(t.inputs[0]->shape, (std::vector<int64_t>{2, inFeatures}));
  }
}

TEST(LoaderExamples, ComparePairGivesTwoTestsPerAssignment) {
  LoadResult r = loadSuiteFile(kYamlDir + "/compare_pair.yaml");
  ASSERT_TRUE(r.ok()) << listErrors(r);
  std::vector<std::string> expected = {
      "linear_vs_linear__in_features=N__out_features=8__a",
      "linear_vs_linear__in_features=N__out_features=8__b",
      "linear_vs_linear__in_features=N__out_features=16__a",
      "linear_vs_linear__in_features=N__out_features=16__b"};
  EXPECT_EQ(ids(r), expected);
  const TestSpec &a = r.suite->tests[2], &b = r.suite->tests[3];
  EXPECT_EQ(a.pairId, "linear_vs_linear__in_features=N__out_features=16");
  EXPECT_EQ(b.pairId, a.pairId);
  EXPECT_EQ(a.pairSide, 'a');
  EXPECT_EQ(b.pairSide, 'b');
  EXPECT_EQ(a.impl, "impl1");
  EXPECT_EQ(b.impl, "impl2");
  EXPECT_EQ(a.module.path, "torch.nn.Linear");
  EXPECT_EQ(b.module.path, "file:my_model.py::MyLinear");
  EXPECT_EQ(b.module.args[0]->value->i, 4);
  EXPECT_EQ(b.module.args[1]->value->i, 16);
  EXPECT_EQ(a.inputs[0]->shape, (std::vector<int64_t>{4, 4}));
}

TEST(LoaderExamples, ComparePairMergesCommon) {
  LoadResult r = loadSuiteFile(kYamlDir + "/compare_common.yaml");
  ASSERT_TRUE(r.ok()) << listErrors(r);
  ASSERT_EQ(ids(r), (std::vector<std::string>{"pair_common__a",
                                              "pair_common__b"}));
  const ModuleNode &a = r.suite->tests[0].module;
  const ModuleNode &b = r.suite->tests[1].module;
  ASSERT_EQ(a.args.size(), 2u);
  EXPECT_EQ(a.args[1]->value->i, 4);
  ASSERT_EQ(a.kwargs.size(), 2u);
  EXPECT_TRUE(a.kwargs[0].second->value->b);
  EXPECT_EQ(b.args[1]->value->i, 2);
  ASSERT_EQ(b.kwargs.size(), 3u);
  EXPECT_EQ(b.kwargs[0].first, "bias");
  EXPECT_FALSE(b.kwargs[0].second->value->b);
  EXPECT_EQ(b.kwargs[1].first, "eps");
  EXPECT_DOUBLE_EQ(b.kwargs[1].second->value->f, 0.5);
  EXPECT_EQ(b.kwargs[2].first, "extra");
  EXPECT_EQ(b.kwargs[2].second->value->s, "x");
}

//===----------------------------------------------------------------------===//
// Includes
//===----------------------------------------------------------------------===//

TEST(LoaderInclude, RelativePathsMergeDimsPresetsAndTests) {
  LoadResult r = loadSuiteFile(kYamlDir + "/inc/root.yaml");
  ASSERT_TRUE(r.ok()) << listErrors(r);
  // dims.yaml is included twice (directly and through presets.yaml) and
  // merged once; included tests come first.
  EXPECT_EQ(ids(r), (std::vector<std::string>{"dims_test", "root_test"}));
  EXPECT_EQ(r.suite->dims.at("B"), 3);
  EXPECT_EQ(r.suite->files.size(), 3u);
  const TestSpec &root = r.suite->tests[1];
  EXPECT_EQ(root.inputs[0]->shape, (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(root.inputs[0]->loc.file,
            kYamlDir + "/inc/common/presets.yaml");
  EXPECT_EQ(r.suite->tests[0].loc.file, kYamlDir + "/inc/common/dims.yaml");
}

TEST(LoaderInclude, CycleIsAnError) {
  LoadResult r = loadSuiteFile(kYamlDir + "/inc/cycle_a.yaml");
  ASSERT_EQ(r.errors.size(), 1u) << listErrors(r);
  EXPECT_EQ(r.errors[0].loc.file, kYamlDir + "/inc/cycle_b.yaml");
  EXPECT_EQ(r.errors[0].loc.line, 2);
  EXPECT_EQ(r.errors[0].loc.column, 5);
  EXPECT_NE(r.errors[0].message.find("include cycle"), std::string::npos);
}

TEST(LoaderInclude, DuplicateDimsAndPresetsAcrossFiles) {
  LoadResult r = loadSuiteFile(kYamlDir + "/inc/dup_root.yaml");
  ASSERT_EQ(r.errors.size(), 2u) << listErrors(r);
  EXPECT_EQ(r.errors[0].loc.file, kYamlDir + "/inc/dup_root.yaml");
  EXPECT_EQ(r.errors[0].loc.line, 3);
  EXPECT_EQ(r.errors[0].loc.column, 3);
  EXPECT_NE(r.errors[0].message.find("dim 'B' is already defined at " +
                                     kYamlDir + "/inc/dup_other.yaml:2:3"),
            std::string::npos);
  EXPECT_EQ(r.errors[1].loc.line, 5);
  EXPECT_EQ(r.errors[1].loc.column, 3);
  EXPECT_NE(r.errors[1].message.find("preset 'p' is already defined"),
            std::string::npos);
}

TEST(LoaderInclude, MissingFile) {
  LoadResult r = loadSuiteFile(kYamlDir + "/inc/missing.yaml");
  ASSERT_EQ(r.errors.size(), 1u) << listErrors(r);
  EXPECT_EQ(r.errors[0].loc.line, 1);
  EXPECT_EQ(r.errors[0].loc.column, 11);
  EXPECT_NE(r.errors[0].message.find("cannot read included file"),
            std::string::npos);
}

TEST(LoaderInclude, ErrorsInAnIncludedFileNameThatFile) {
  LoadResult r = loadSuiteFile(kYamlDir + "/inc/errors_in_included.yaml");
  ASSERT_EQ(r.errors.size(), 1u) << listErrors(r);
  EXPECT_EQ(r.errors[0].loc.file, kYamlDir + "/inc/bad_child.yaml");
  EXPECT_EQ(r.errors[0].loc.line, 4);
  EXPECT_EQ(r.errors[0].loc.column, 43);
  EXPECT_EQ(r.errors[0].testId, "child");
  EXPECT_NE(r.errors[0].message.find("did you mean 'float'"),
            std::string::npos);
}

TEST(LoaderInclude, SharedFileWithoutTestsAndEqualRedefinitions) {
  // shared_only.yaml has no `tests`; uses_shared.yaml defines B and sx again
  // with equal values (sx with its keys in another order): opdiff's strict
  // merge accepts both.
  LoadResult r = loadSuiteFile(kYamlDir + "/inc/uses_shared.yaml");
  ASSERT_TRUE(r.ok()) << listErrors(r);
  EXPECT_EQ(ids(r), (std::vector<std::string>{"uses_shared"}));
  EXPECT_EQ(r.suite->tests[0].inputs[0]->shape, (std::vector<int64_t>{3, 2}));
  // The first definition is the one used.
  EXPECT_EQ(r.suite->tests[0].inputs[0]->loc.file,
            kYamlDir + "/inc/shared_only.yaml");
}

TEST(LoaderInclude, IncludeOnlyOrchestrator) {
  LoadResult r = loadSuiteFile(kYamlDir + "/inc/orchestrator.yaml");
  ASSERT_TRUE(r.ok()) << listErrors(r);
  EXPECT_EQ(ids(r), (std::vector<std::string>{"uses_shared", "dims_test"}));
}

TEST(LoaderInclude, EmptyIncludedFileAddsNothing) {
  LoadResult r = loadSuiteFile(kYamlDir + "/inc/empty_included.yaml");
  ASSERT_TRUE(r.ok()) << listErrors(r);
  EXPECT_EQ(ids(r), (std::vector<std::string>{"t"}));
}

TEST(LoaderInclude, NoFileHasTests) {
  LoadResult r = loadSuiteFile(kYamlDir + "/inc/no_tests.yaml");
  ASSERT_EQ(r.errors.size(), 1u) << listErrors(r);
  EXPECT_EQ(r.errors[0].loc.file, kYamlDir + "/inc/no_tests.yaml");
  EXPECT_EQ(r.errors[0].loc.line, 1);
  EXPECT_EQ(r.errors[0].loc.column, 1);
  EXPECT_NE(r.errors[0].message.find("missing required field `tests`"),
            std::string::npos);
}

TEST(LoaderInclude, ConflictsNameBothPlacesAndTheIncludeChain) {
  LoadResult r = loadSuiteFile(kYamlDir + "/inc/conflict_root.yaml");
  ASSERT_EQ(r.errors.size(), 2u) << listErrors(r);
  const std::string leaf = kYamlDir + "/inc/conflict_leaf.yaml";
  const std::string shared = kYamlDir + "/inc/shared_only.yaml";
  EXPECT_EQ(r.errors[0].loc.file, leaf);
  EXPECT_EQ(r.errors[0].loc.line, 2);
  EXPECT_EQ(r.errors[0].loc.column, 3);
  EXPECT_EQ(r.errors[0].message, "dim 'B' is already defined at " + shared +
                                     ":2:3 as 3; here it is 4");
  EXPECT_EQ(r.errors[1].loc.line, 4);
  EXPECT_EQ(r.errors[1].loc.column, 3);
  EXPECT_EQ(r.errors[1].message, "preset 'sx' is already defined at " +
                                     shared + ":4:3 with a different value");
  // conflict_root.yaml:1:29 includes conflict_mid.yaml, whose 1:10 includes
  // the leaf.
  ASSERT_EQ(r.errors[0].includedFrom.size(), 2u);
  EXPECT_EQ(r.errors[0].includedFrom[0].str(),
            kYamlDir + "/inc/conflict_root.yaml:1:29");
  EXPECT_EQ(r.errors[0].includedFrom[1].str(),
            kYamlDir + "/inc/conflict_mid.yaml:1:10");
  EXPECT_EQ(r.errors[0].str(),
            leaf + ":2:3: error: dim 'B' is already defined at " + shared +
                ":2:3 as 3; here it is 4 (in a file included from " +
                kYamlDir + "/inc/conflict_root.yaml:1:29 -> " + kYamlDir +
                "/inc/conflict_mid.yaml:1:10)");
}

TEST(LoaderInclude, MissingRootFile) {
  LoadResult r = loadSuiteFile(kYamlDir + "/no_such_file.yaml");
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_NE(r.errors[0].message.find("cannot read file"), std::string::npos);
}

//===----------------------------------------------------------------------===//
// Shorthands, literals, dims
//===----------------------------------------------------------------------===//

TEST(LoaderNodes, RefAndVarShorthandsAndLongForms) {
  std::string text = R"(presets:
  a: {type: scalar, kind: int, value: 3}
  b: {type: ref, ref: a}
tests:
  - id: t
    op:
      type: template_module
      path: M
      vars: {p: [a, b], n: [7]}
      args: [{var: n}, {type: var, name: n}]
    in:
      - {ref: a}
      - {type: ref, ref: b}
      - {ref: {var: p}}
      - {type: ref, ref: {type: var, name: p}}
      - {var: n}
)";
  LoadResult r = load(text);
  ASSERT_TRUE(r.ok()) << listErrors(r);
  ASSERT_EQ(ids(r), (std::vector<std::string>{"t__n=7__p=a", "t__n=7__p=b"}));
  for (const TestSpec &t : r.suite->tests) {
    ASSERT_EQ(t.inputs.size(), 5u);
    for (int k = 0; k < 4; ++k) {
      EXPECT_EQ(t.inputs[k]->type, Node::Type::Scalar);
      EXPECT_EQ(t.inputs[k]->value->i, 3);
    }
    EXPECT_EQ(t.inputs[4]->value->i, 7);
    EXPECT_EQ(t.module.args[0]->value->i, 7);
    EXPECT_EQ(t.module.args[1]->value->i, 7);
  }
}

TEST(LoaderNodes, VarsInsidePresetsAndPaths) {
  std::string text = R"(dims: {N: 3}
presets:
  x: {type: list, len: 2, elem: {var: e}}
tests:
  - id: t
    op:
      type: template_module
      path: {var: cls}
      vars:
        cls: [torch.nn.ReLU, torch.nn.GELU]
        e: [N, {type: tensor, shape: [N], kind: float, requires_grad: true}]
    in: [{ref: x}]
)";
  LoadResult r = load(text);
  ASSERT_TRUE(r.ok()) << listErrors(r);
  ASSERT_EQ(r.suite->tests.size(), 4u);
  const TestSpec &t0 = r.suite->tests[0], &t1 = r.suite->tests[1];
  EXPECT_EQ(t0.id, "t__cls=torch_nn_ReLU__e=N");
  EXPECT_EQ(t0.module.path, "torch.nn.ReLU");
  EXPECT_EQ(t0.inputs[0]->elems[0]->value->i, 3);
  // opdiff's id: Python's str() of the mapping PyYAML loads.
  EXPECT_EQ(t1.id, "t__cls=torch_nn_ReLU__e=__type____tensor____shape_____N___"
                   "__kind____float____requires_grad___True_");
  EXPECT_EQ(t1.inputs[0]->elems[0]->type, Node::Type::Tensor);
  EXPECT_TRUE(t1.inputs[0]->elems[0]->requiresGrad);
  EXPECT_EQ(r.suite->tests[2].module.path, "torch.nn.GELU");
}

TEST(LoaderNodes, LiteralArgsKeepTheirYamlTypes) {
  std::string text = R"(dims: {N: 4}
tests:
  - id: t
    op:
      type: module
      path: M
      args: [1, -2.5, true, null, hello, "7", N, "N", [1, x], {k: v}, 1e3]
      kwargs:
        obj: {type: construct, path: C, args: [{type: int_list, elems: [N, 2]}]}
        t: {type: tensor, shape: [N], kind: int}
    in: []
)";
  LoadResult r = load(text);
  ASSERT_TRUE(r.ok()) << listErrors(r);
  const ModuleNode &m = r.suite->tests[0].module;
  ASSERT_EQ(m.args.size(), 11u);
  EXPECT_EQ(m.args[0]->value->kind, Value::Kind::Int);
  EXPECT_EQ(m.args[1]->value->kind, Value::Kind::Float);
  EXPECT_DOUBLE_EQ(m.args[1]->value->f, -2.5);
  EXPECT_EQ(m.args[2]->value->kind, Value::Kind::Bool);
  EXPECT_EQ(m.args[3]->value->kind, Value::Kind::None);
  EXPECT_EQ(m.args[4]->value->s, "hello");
  EXPECT_EQ(m.args[5]->value->kind, Value::Kind::String); // quoted: a string
  EXPECT_EQ(m.args[5]->value->s, "7");
  // Literal strings are not dim-resolved.
  EXPECT_EQ(m.args[6]->value->kind, Value::Kind::String);
  EXPECT_EQ(m.args[6]->value->s, "N");
  EXPECT_EQ(m.args[7]->value->s, "N");
  EXPECT_EQ(m.args[8]->type, Node::Type::Seq);
  EXPECT_EQ(m.args[8]->elems[1]->value->s, "x");
  EXPECT_EQ(m.args[9]->type, Node::Type::Map);
  EXPECT_EQ(m.args[9]->fields[0].first, "k");
  EXPECT_EQ(m.args[10]->value->kind, Value::Kind::Float);
  EXPECT_DOUBLE_EQ(m.args[10]->value->f, 1000.0);
  ASSERT_EQ(m.kwargs.size(), 2u);
  const Node &obj = *m.kwargs[0].second;
  EXPECT_EQ(obj.type, Node::Type::Construct);
  EXPECT_EQ(obj.path, "C");
  EXPECT_EQ(obj.elems[0]->ints, (std::vector<int64_t>{4, 2}));
  EXPECT_EQ(m.kwargs[1].second->shape, std::vector<int64_t>{4});
  EXPECT_EQ(m.kwargs[1].second->dtype, DType::Int64);
}

TEST(LoaderNodes, NumericFieldsTakeIntsNumericStringsAndDims) {
  std::string text = R"(dims: {N: 5, Z: "0"}
tests:
  - id: t
    op: aten::cat
    in:
      - {type: list, len: N, elem: {type: tensor, shape: ["2", N, Z], kind: float, low: "-1.5", high: N}}
      - {type: optional, p_none: "0.25", elem: {type: scalar, kind: bool, p: 1}}
      - {type: scalar_tensor, dtype: torch.float64, init: normal, mean: N, std: "2"}
      - {type: const_tensor, shape: [2], dtype: int32, value: [1, 2]}
      - {type: tuple, elems: [{type: const, value: {a: [1, 2]}}]}
)";
  LoadResult r = load(text);
  ASSERT_TRUE(r.ok()) << listErrors(r);
  const TestSpec &t = r.suite->tests[0];
  EXPECT_EQ(t.inputs[0]->len, 5);
  const Node &elem = *t.inputs[0]->elems[0];
  EXPECT_EQ(elem.shape, (std::vector<int64_t>{2, 5, 0}));
  EXPECT_DOUBLE_EQ(elem.low->asDouble(), -1.5);
  EXPECT_EQ(elem.high->i, 5);
  EXPECT_DOUBLE_EQ(t.inputs[1]->pNone, 0.25);
  EXPECT_DOUBLE_EQ(t.inputs[1]->elems[0]->p, 1.0);
  EXPECT_EQ(t.inputs[2]->dtype, DType::Float64);
  EXPECT_TRUE(t.inputs[2]->dtypeGiven);
  EXPECT_DOUBLE_EQ(t.inputs[2]->mean, 5.0);
  EXPECT_DOUBLE_EQ(t.inputs[2]->std, 2.0);
  EXPECT_EQ(t.inputs[3]->type, Node::Type::ConstTensor);
  EXPECT_EQ(t.inputs[4]->elems[0]->value->kind, Value::Kind::Dict);
}

TEST(LoaderNodes, GeneratedIdsAndSanitizing) {
  std::string text = R"(tests:
  - op: aten::add.Tensor
    in: []
  - id: my.test id
    op: aten::neg
    in: []
  - op: {type: module, path: torch.nn.ReLU}
    in: []
)";
  LoadResult r = load(text);
  ASSERT_TRUE(r.ok()) << listErrors(r);
  EXPECT_EQ(ids(r), (std::vector<std::string>{"mem_0_aten__add_Tensor",
                                              "my_test_id",
                                              "mem_2_torch_nn_ReLU"}));
  EXPECT_EQ(r.suite->tests[0].atenName, "aten::add");
  EXPECT_EQ(r.suite->tests[0].atenOverload, "Tensor");
}

TEST(LoaderNodes, TestFields) {
  std::string text = R"(tests:
  - id: t
    impl: fast
    op: aten::fft_fft
    in: [{type: tensor, shape: [4, 2], kind: float}]
    kwargs: {n: 4, norm: {type: const, value: ortho}}
    out: {type: tensor, shape: [4], dtype: complex64}
    device: mps
    cast_input0_to_complex: true
)";
  LoadResult r = load(text);
  ASSERT_TRUE(r.ok()) << listErrors(r);
  const TestSpec &t = r.suite->tests[0];
  EXPECT_EQ(t.impl, "fast");
  EXPECT_EQ(t.device, "mps");
  EXPECT_TRUE(t.castInput0ToComplex);
  ASSERT_EQ(t.kwargs.size(), 2u);
  EXPECT_EQ(t.kwargs[0].second->value->i, 4);
  EXPECT_EQ(t.kwargs[1].second->value->s, "ortho");
  ASSERT_TRUE(t.out);
  EXPECT_EQ(t.out->dtype, DType::Complex64);
}

TEST(LoaderNodes, DimValuesMayBeNumericStrings) {
  LoadResult r = load("dims: {A: \"3\"}\n" +
                      withInput("{type: tensor, shape: [A], kind: int}"));
  ASSERT_TRUE(r.ok()) << listErrors(r);
  EXPECT_EQ(r.suite->dims.at("A"), 3);
}

//===----------------------------------------------------------------------===//
// Validation errors
//===----------------------------------------------------------------------===//

TEST(LoaderErrors, UnknownTopLevelKey) {
  EXPECT_TRUE(oneErrorAt("tests: []\ndimz: {A: 1}\n", "dimz", "",
                         "unknown key 'dimz' in the suite (did you mean "
                         "'dims'?)"));
}

TEST(LoaderErrors, MissingTests) {
  EXPECT_TRUE(oneErrorAt("dims: {A: 1}\n", "dims", "",
                         "missing required field `tests`"));
}

TEST(LoaderErrors, EmptyDocumentAndInvalidYaml) {
  EXPECT_TRUE(oneErrorAt("# nothing\n", "#", "", "empty document"));
  LoadResult r = load("tests: [\n  {a: 1\n");
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_NE(r.errors[0].message.find("invalid YAML"), std::string::npos);
}

TEST(LoaderErrors, DimsMustBeNonNegativeIntegers) {
  std::string text = "dims: {A: -1, B: 2.5, C: x}\ntests: []\n";
  LoadResult r = load(text);
  ASSERT_EQ(r.errors.size(), 3u) << listErrors(r);
  const char *needles[] = {"-1", "2.5", "x}"};
  for (int k = 0; k < 3; ++k) {
    auto [line, col] = posOf(text, needles[k]);
    EXPECT_EQ(r.errors[k].loc.line, line);
    EXPECT_EQ(r.errors[k].loc.column, col);
    EXPECT_NE(r.errors[k].message.find("must be a non-negative integer"),
              std::string::npos);
  }
}

TEST(LoaderErrors, UnknownKeyInANodeSuggests) {
  std::string text = withInput("{type: tensor, shape: [2], kind: float, "
                               "requires_gard: true}");
  EXPECT_TRUE(oneErrorAt(text, "requires_gard", "t",
                         "unknown key 'requires_gard' in a tensor node (did "
                         "you mean 'requires_grad'?)"));
}

TEST(LoaderErrors, UnknownKeyInATestSuggests) {
  std::string text = "tests:\n  - id: t\n    op: aten::relu\n    in: []\n"
                     "    kwarg: {}\n";
  EXPECT_TRUE(oneErrorAt(text, "kwarg", "t", "did you mean 'kwargs'?"));
}

TEST(LoaderErrors, DuplicateKey) {
  std::string text = withInput("{type: tensor, shape: [2], kind: float, "
                               "kind: int}");
  EXPECT_TRUE(oneErrorAt(text, "kind", "t", "duplicate key 'kind'", 2));
}

TEST(LoaderErrors, MissingOpAndIn) {
  std::string text = "tests:\n  - id: t\n";
  LoadResult r = load(text);
  ASSERT_EQ(r.errors.size(), 2u) << listErrors(r);
  for (const Diagnostic &d : r.errors) {
    EXPECT_EQ(d.loc.line, 2);
    EXPECT_EQ(d.loc.column, 5);
    EXPECT_EQ(d.testId, "t");
  }
  EXPECT_NE(r.errors[0].message.find("missing required field `op`"),
            std::string::npos);
  EXPECT_NE(r.errors[1].message.find("missing required field `in`"),
            std::string::npos);
}

TEST(LoaderErrors, MissingShape) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, kind: float}"),
                         "{type: tensor", "t",
                         "missing required field `shape` in a tensor node"));
}

TEST(LoaderErrors, MissingListElem) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: list, len: 2}"), "{type: list",
                         "t", "missing required field `elem`"));
}

TEST(LoaderErrors, ConstructNeedsArgs) {
  std::string text = "tests:\n  - id: t\n    op: {type: module, path: M, "
                     "args: [{type: construct, path: C}]}\n    in: []\n";
  EXPECT_TRUE(oneErrorAt(text, "{type: construct", "t",
                         "missing required field `args` in a construct node"));
}

TEST(LoaderErrors, UnknownNodeType) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensr, shape: [2], kind: float}"),
                         "tensr", "t",
                         "unknown node type 'tensr' (did you mean 'tensor'?)"));
}

TEST(LoaderErrors, ModuleIsNotAValueNode) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: module, path: M}"), "module", "t",
                         "can only be a test's `op`"));
}

TEST(LoaderErrors, NodeWithoutType) {
  EXPECT_TRUE(oneErrorAt(withInput("{shape: [2], kind: float}"), "{shape",
                         "t", "missing required field `type`"));
}

TEST(LoaderErrors, UnknownOpType) {
  std::string text =
      "tests:\n  - id: t\n    op: {type: modul, path: M}\n    in: []\n";
  EXPECT_TRUE(oneErrorAt(text, "modul", "t", "did you mean 'module'?"));
}

TEST(LoaderErrors, BadOperatorName) {
  std::string text = "tests:\n  - id: t\n    op: torch.add\n    in: []\n";
  EXPECT_TRUE(oneErrorAt(text, "torch.add", "t", "'aten::name'"));
}

TEST(LoaderErrors, UnknownPresetSuggests) {
  std::string text = withInput("{ref: input_x}",
                               "presets:\n  input_y: {type: scalar, kind: "
                               "bool}\n");
  EXPECT_TRUE(oneErrorAt(text, "input_x", "t",
                         "unknown preset 'input_x' (did you mean "
                         "'input_y'?)"));
}

TEST(LoaderErrors, UnknownPresetThroughAVar) {
  std::string text = R"(presets:
  a: {type: scalar, kind: bool}
tests:
  - id: t
    op: {type: template_module, path: M, vars: {p: [a, zz]}}
    in: [{ref: {var: p}}]
)";
  EXPECT_TRUE(oneErrorAt(text, "p}}", "t", "unknown preset 'zz'"));
}

TEST(LoaderErrors, UnknownVarSuggests) {
  std::string text = R"(tests:
  - id: t
    op:
      type: template_module
      path: M
      vars: {out_features: [1, 2]}
      args: [{var: out_feature}]
    in: []
)";
  EXPECT_TRUE(oneErrorAt(text, "out_feature}", "t",
                         "unknown template variable 'out_feature' (did you "
                         "mean 'out_features'?)"));
}

TEST(LoaderErrors, VarInATestWithoutVars) {
  EXPECT_TRUE(oneErrorAt(withInput("{var: x}"), "x}", "t",
                         "unknown template variable 'x' (the test has no "
                         "vars)"));
}

TEST(LoaderErrors, CaseNamesAnUndeclaredVar) {
  std::string text = R"(tests:
  - id: t
    op:
      type: template_module
      path: M
      vars: {a: [1, 2], b: [3]}
      cases:
        - {a: 1}
        - {a: 2, c: 5}
    in: []
)";
  EXPECT_TRUE(oneErrorAt(text, "c: 5", "t",
                         "case names undeclared variable 'c'"));
}

TEST(LoaderErrors, QuotedDimAsVarValue) {
  std::string text = R"(dims: {N: 4}
tests:
  - id: t
    op:
      type: template_module
      path: M
      vars: {feature: ["N"]}
      args: [{var: feature}]
    in: []
)";
  EXPECT_TRUE(oneErrorAt(text, "\"N\"", "t", "names a dim but is quoted"));
}

TEST(LoaderErrors, VarsValuesMustBeAList) {
  std::string text = "tests:\n  - id: t\n    op: {type: template_module, "
                     "path: M, vars: {a: 3}}\n    in: []\n";
  EXPECT_TRUE(oneErrorAt(text, "3}", "t", "must be a non-empty list"));
}

TEST(LoaderErrors, ShapeEmpty) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [], kind: float}"),
                         "[]", "t", "`shape` must not be empty"));
}

TEST(LoaderErrors, ShapeNegative) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2, -3], kind: "
                                   "float}"),
                         "-3", "t", "non-negative, got -3"));
}

TEST(LoaderErrors, ShapeUndefinedSymbol) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [BATCH, M], "
                                   "kind: float}",
                                   "dims: {BATCH: 3, N: 2}\n"),
                         "M]", "t",
                         "unknown dim symbol 'M' in `shape` (did you mean "
                         "'N'?)"));
}

TEST(LoaderErrors, ShapeWithAVar) {
  std::string text = R"(tests:
  - id: t
    op: {type: template_module, path: M, vars: {n: [2]}}
    in: [{type: tensor, shape: [{var: n}], kind: float}]
)";
  EXPECT_TRUE(oneErrorAt(text, "{var: n}", "t",
                         "not allowed in a shape"));
}

TEST(LoaderErrors, VarInANumericField) {
  std::string text = R"(tests:
  - id: t
    op: {type: template_module, path: M, vars: {n: [2]}}
    in: [{type: list, len: {var: n}, elem: {type: scalar, kind: bool}}]
)";
  EXPECT_TRUE(oneErrorAt(text, "{var: n}", "t", "not allowed in `len`"));
}

TEST(LoaderErrors, LowWithoutHigh) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], kind: float, "
                                   "low: 0}"),
                         "0}", "t", "`low` is given without `high`"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: scalar, kind: int, high: 3}"), "3}",
                         "t", "`high` is given without `low`"));
}

TEST(LoaderErrors, ScalarLowMustBeBelowHigh) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: scalar, kind: float, low: 2, "
                                   "high: 2}"),
                         "2,", "t", "`low` must be less than `high`"));
}

TEST(LoaderErrors, TensorLowMayEqualHighButNotExceed) {
  EXPECT_TRUE(load(withInput("{type: tensor, shape: [2], kind: int, low: 2, "
                             "high: 2}"))
                  .ok());
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], kind: int, "
                                   "low: 3, high: 2}"),
                         "3,", "t", "`low` must not exceed `high`"));
}

TEST(LoaderErrors, ScalarNeedsValueOrRange) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: scalar, kind: float}"),
                         "{type: scalar", "t",
                         "needs `value` or both `low` and `high`"));
}

TEST(LoaderErrors, ProbabilitiesInZeroOne) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], kind: bool, "
                                   "p: 1.5}"),
                         "1.5", "t", "`p` must lie in [0, 1]"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: optional, p_none: -0.1, elem: "
                                   "{type: scalar, kind: bool}}"),
                         "-0.1", "t", "`p_none` must lie in [0, 1]"));
}

TEST(LoaderErrors, NegativeLen) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: list, len: -1, elem: {type: "
                                   "scalar, kind: bool}}"),
                         "-1", "t", "`len` must be non-negative"));
}

TEST(LoaderErrors, EmptyIntList) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: int_list, elems: []}"), "[]", "t",
                         "an int_list must not be empty"));
}

TEST(LoaderErrors, ConstTensorValueMustMatchShape) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: const_tensor, shape: [2, 2], "
                                   "kind: int, value: [[1, 2], [3]]}"),
                         "[[", "t",
                         "expected 2 elements at depth 1, got 1"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: const_tensor, shape: [2], "
                                   "kind: int, value: [1.5, 2]}"),
                         "[1.5", "t", "holds a float"));
}

TEST(LoaderErrors, UnknownDTypeSuggests) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], dtype: "
                                   "flaot32}"),
                         "flaot32", "t",
                         "unknown dtype 'flaot32' (did you mean 'float32'?)"));
}

TEST(LoaderErrors, UnknownKind) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], kind: "
                                   "double}"),
                         "double", "t", "unknown kind 'double'"));
}

TEST(LoaderErrors, KindAndDTypeBothOrNeither) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], kind: float, "
                                   "dtype: float32}"),
                         "{type", "t", "either `kind` or `dtype`"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: scalar_tensor}"), "{type", "t",
                         "missing required field `kind` or `dtype`"));
}

TEST(LoaderErrors, UnknownInit) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], kind: float, "
                                   "init: gaussian}"),
                         "gaussian", "t", "unknown init 'gaussian'"));
}

TEST(LoaderErrors, UnknownDevice) {
  std::string text = "tests:\n  - id: t\n    op: aten::relu\n    in: []\n"
                     "    device: cdua\n";
  EXPECT_TRUE(oneErrorAt(text, "cdua", "t", "did you mean 'cuda'?"));
}

TEST(LoaderErrors, PresetReferringToItself) {
  std::string text = "presets:\n  a: {type: list, len: 2, elem: {ref: a}}\n"
                     "tests: []\n";
  EXPECT_TRUE(oneErrorAt(text, "a}", "", "preset 'a' refers to itself: a -> a"));
}

TEST(LoaderErrors, PresetCycleThroughOthersIsReportedOnce) {
  std::string text = R"(presets:
  a: {type: tuple, elems: [{ref: b}]}
  b: {type: optional, elem: {ref: c}}
  c: {ref: a}
tests:
  - id: t
    op: aten::relu
    in: [{ref: b}]
)";
  EXPECT_TRUE(oneErrorAt(text, "a}", "", "a -> b -> c -> a"));
  // The test using the cycle is not loaded.
  EXPECT_TRUE(load(text).suite->tests.empty());
}

TEST(LoaderErrors, AbsurdSizes) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [65536, 32769], "
                                   "kind: bool}"),
                         "[65536", "t",
                         "the tensor has 2147549184 elements, more than the "
                         "limit of 16777216 (--max-tensor-elements)"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2147483647], "
                                   "kind: float}"),
                         "[2147483647", "t", "more than the limit"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [4294967296, "
                                   "4294967296, 4294967296], kind: float}"),
                         "[4294967296", "t", "more than 2^63 elements"));
  EXPECT_TRUE(load(withInput("{type: tensor, shape: [4096, 4096], kind: "
                             "bool}"))
                  .ok());
  // Zero elements, whatever the other sizes.
  EXPECT_TRUE(load(withInput("{type: tensor, shape: [4294967296, "
                             "4294967296, 0], kind: bool}"))
                  .ok());
  EXPECT_TRUE(oneErrorAt(withInput("{type: list, len: 1000001, elem: {type: "
                                   "scalar, kind: bool}}"),
                         "1000001", "t", "over the limit"));
}

//===----------------------------------------------------------------------===//
// Limits (LoadLimits): each refused with a located error before the memory
// it bounds is allocated
//===----------------------------------------------------------------------===//

LoadResult loadWith(const std::string &text, const LoadLimits &limits) {
  return loadSuiteString(text, "mem.yaml", limits);
}

/// The only error of `r` is at `needle` of `text` and mentions `part`.
::testing::AssertionResult onlyError(const LoadResult &r,
                                     const std::string &text,
                                     const std::string &needle,
                                     const std::string &part) {
  if (r.errors.size() != 1)
    return ::testing::AssertionFailure()
           << r.errors.size() << " errors:" << listErrors(r);
  auto [line, col] = posOf(text, needle);
  const Diagnostic &d = r.errors[0];
  if (d.loc.line != line || d.loc.column != col)
    return ::testing::AssertionFailure()
           << "expected at " << line << ":" << col << ", got " << d.str();
  if (d.message.find(part) == std::string::npos)
    return ::testing::AssertionFailure()
           << "message lacks \"" << part << "\": " << d.str();
  if (!r.suite || !r.suite->tests.empty())
    return ::testing::AssertionFailure() << "tests were kept";
  return ::testing::AssertionSuccess();
}

/// A template_module test with `vars` variables of `values` values each.
std::string bigTemplate(int vars, int values) {
  std::string text = "tests:\n  - op:\n      type: template_module\n"
                     "      path: torch.nn.ReLU\n      vars:\n";
  for (int v = 0; v < vars; ++v) {
    text += "        v" + std::to_string(v) + ": [";
    for (int k = 0; k < values; ++k)
      text += (k ? "," : "") + std::to_string(k);
    text += "]\n";
  }
  return text + "    in: []\n";
}

TEST(LoaderLimits, TemplateProductIsCountedBeforeExpanding) {
  // The issue's 379-byte template: 9 variables of 10 values, 10^9 tests.
  std::string text = bigTemplate(9, 10);
  EXPECT_LT(text.size(), 400u);
  EXPECT_TRUE(onlyError(load(text), text, "v0:",
                        "the template expands to 1000000000 tests, the suite "
                        "to 1000000000: more than the limit of 100000 "
                        "(--max-tests)"));
  // 2^64 and more saturate.
  std::string huge = bigTemplate(20, 10);
  EXPECT_TRUE(onlyError(load(huge), huge, "v0:", "more than 2^63 tests"));

  LoadLimits limits;
  limits.maxTests = 8;
  EXPECT_TRUE(loadWith(bigTemplate(3, 2), limits).ok());
  limits.maxTests = 7;
  std::string eight = bigTemplate(3, 2);
  EXPECT_TRUE(onlyError(loadWith(eight, limits), eight, "v0:",
                        "expands to 8 tests"));
}

TEST(LoaderLimits, CasesAndPairsCount) {
  // Two cases; the first fixes v0, the second v0 and v1: 3*3 + 3 = 12.
  std::string text = R"(tests:
  - op:
      type: template_module
      path: torch.nn.ReLU
      vars: {v0: [1, 2, 3], v1: [1, 2, 3], v2: [1, 2, 3]}
      cases: [{v0: 1}, {v0: 2, v1: 2}]
    in: []
)";
  LoadLimits limits;
  limits.maxTests = 12;
  LoadResult ok = loadWith(text, limits);
  EXPECT_TRUE(ok.ok()) << listErrors(ok);
  EXPECT_EQ(ok.suite->tests.size(), 12u);
  limits.maxTests = 11;
  EXPECT_TRUE(onlyError(loadWith(text, limits), text, "{v0: [",
                        "expands to 12 tests"));
  // Plain tests count too, across the suite.
  std::string plain = "tests:\n  - {id: a, op: aten::relu, in: []}\n"
                      "  - {id: b, op: aten::relu, in: []}\n";
  limits.maxTests = 1;
  EXPECT_TRUE(onlyError(loadWith(plain, limits), plain, "{id: b",
                        "more than 1 tests"));
}

TEST(LoaderLimits, AliasBomb) {
  // The billion laughs: 10^9 nodes after alias expansion in a few lines.
  std::string text = "presets:\n  a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
  for (int k = 1; k < 10; ++k) {
    std::string prev = "*a" + std::to_string(k - 1);
    text += "  a" + std::to_string(k) + ": &a" + std::to_string(k) + " [";
    for (int j = 0; j < 10; ++j)
      text += (j ? ", " : "") + prev;
    text += "]\n";
  }
  text += "tests:\n  - {id: t, op: aten::relu, in: [{type: const, value: "
          "*a9}]}\n";
  LoadResult r = load(text);
  ASSERT_EQ(r.errors.size(), 1u) << listErrors(r);
  EXPECT_NE(r.errors[0].message.find("more than 4000000 YAML nodes"),
            std::string::npos)
      << r.errors[0].str();
  EXPECT_GT(r.errors[0].loc.line, 0);
  EXPECT_TRUE(r.suite->tests.empty());

  // The budget counts expansion too: the input walked once per test.
  std::string small = bigTemplate(1, 10);
  small.replace(small.find("in: []"), 6, "in: [[1, 2, 3, 4, 5]]");
  LoadLimits limits;
  limits.maxYamlNodes = 100;
  LoadResult over = loadWith(small, limits);
  EXPECT_EQ(over.errors.size(), 1u) << listErrors(over);
  limits.maxYamlNodes = 1000;
  EXPECT_TRUE(loadWith(small, limits).ok());
}

TEST(LoaderLimits, RefBombIsCounted) {
  // Presets referring to presets ten times each: the same blow-up without
  // YAML aliases.
  std::string text = "presets:\n  p0: {type: scalar, kind: int, value: 1}\n";
  for (int k = 1; k < 8; ++k) {
    text += "  p" + std::to_string(k) + ": {type: tuple, elems: [";
    for (int j = 0; j < 10; ++j)
      text += std::string(j ? ", " : "") + "{ref: p" + std::to_string(k - 1) +
              "}";
    text += "]}\n";
  }
  text += "tests:\n  - {id: t, op: aten::relu, in: [{ref: p7}]}\n";
  LoadResult r = load(text);
  ASSERT_EQ(r.errors.size(), 1u) << listErrors(r);
  EXPECT_NE(r.errors[0].message.find("YAML nodes"), std::string::npos)
      << r.errors[0].str();
}

TEST(LoaderLimits, SampledBytesPerTestAndSuite) {
  // A list of a million tensors: 1 KiB of bookkeeping each is 1 GB.
  std::string text = withInput("{type: list, len: 1000000, elem: {type: "
                               "tensor, shape: [1], kind: float}}");
  EXPECT_TRUE(onlyError(load(text), text, "id: t",
                        "test 't' would sample 1028001024 bytes, more than "
                        "the limit of 134217728 per test (--max-test-bytes)"));
  EXPECT_EQ(estimateSampleBytes(load(withInput(
                                         "{type: tensor, shape: [10, 10], "
                                         "dtype: float64}"))
                                    .suite->tests.at(0)),
            kSampledValueOverhead + 800);

  std::string three = "tests:\n";
  for (const char *id : {"a", "b", "c"})
    three += std::string("  - {id: ") + id +
             ", op: aten::relu, in: [{type: tensor, shape: [1000], kind: "
             "float}]}\n";
  LoadLimits limits;
  limits.maxSuiteBytes = 2 * (4000 + kSampledValueOverhead);
  EXPECT_TRUE(onlyError(loadWith(three, limits), three, "{id: c",
                        "the suite would sample 15072 bytes up to test 'c'"));
  limits.maxSuiteBytes = 3 * (4000 + kSampledValueOverhead);
  EXPECT_TRUE(loadWith(three, limits).ok());
  limits.maxTestBytes = 4000;
  EXPECT_TRUE(onlyError(loadWith(three, limits), three, "{id: a",
                        "(--max-test-bytes)"));
}

TEST(LoaderLimits, IncludedFiles) {
  std::string text = "include: /dev/zero\ntests: []\n";
  EXPECT_TRUE(onlyError(load(text), text, "/dev/zero",
                        "cannot read included file '/dev/zero': not a "
                        "regular file"));
  std::string dir = "include: /\ntests: []\n";
  EXPECT_TRUE(onlyError(load(dir), dir, "/\n", "not a regular file"));

  // A regular file over the size limit is refused before it is read.
  std::string big = ::testing::TempDir() + "/opidiff-big-include.yaml";
  {
    FILE *f = fopen(big.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::string line = "# " + std::string(98, 'x') + "\n";
    for (int k = 0; k < 20; ++k)
      fputs(line.c_str(), f);
    fputs("tests: []\n", f);
    fclose(f);
  }
  std::string inc = "include: " + big + "\ntests: []\n";
  LoadLimits limits;
  limits.maxFileBytes = 1000;
  EXPECT_TRUE(onlyError(loadWith(inc, limits), inc, big,
                        "has 2030 bytes, more than the limit of 1000 "
                        "(--max-file-bytes)"));
  limits.maxFileBytes = 2030;
  EXPECT_TRUE(loadWith(inc, limits).ok());
  // The root text too.
  limits.maxFileBytes = 10;
  LoadResult root = loadWith(inc, limits);
  ASSERT_EQ(root.errors.size(), 1u);
  EXPECT_NE(root.errors[0].message.find("(--max-file-bytes)"),
            std::string::npos);
  remove(big.c_str());
}

TEST(LoaderLimits, SamplingBounds) {
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], kind: float, "
                                   "low: -.inf, high: 1}"),
                         "-.inf", "t", "`low` must be finite"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], kind: float, "
                                   "low: 0, high: .inf}"),
                         ".inf", "t", "`high` must be finite"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], kind: float, "
                                   "mean: .nan}"),
                         ".nan", "t", "`mean` must be finite"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], kind: float, "
                                   "std: .inf}"),
                         ".inf", "t", "`std` must be finite"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: scalar, kind: float, low: -1e308, "
                                   "high: 1e308}"),
                         "-1e308", "t", "`high` - `low` must be finite"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], dtype: uint8, "
                                   "low: -300, high: 200}"),
                         "-300", "t",
                         "`low` must lie in the range of uint8, [0, 255]"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: tensor, shape: [2], dtype: int32, "
                                   "low: 0, high: 2147483648}"),
                         "2147483648", "t", "`high` must lie in the range"));
  EXPECT_TRUE(oneErrorAt(withInput("{type: scalar, kind: int, low: 0, high: "
                                   "1e30}"),
                         "1e30", "t", "range of int64"));
  // The ends randint draws are ceil(low) and floor(high).
  EXPECT_TRUE(load(withInput("{type: tensor, shape: [2], dtype: int8, low: "
                             "-128.5, high: 127.9}"))
                  .ok());
  EXPECT_TRUE(load(withInput("{type: tensor, shape: [2], dtype: int64, low: "
                             "-9223372036854775808, high: "
                             "9223372036854775807}"))
                  .ok());
}

TEST(LoaderErrors, DuplicateTestIds) {
  std::string text = R"(tests:
  - id: same
    op: aten::relu
    in: []
  - id: same
    op: aten::neg
    in: []
)";
  EXPECT_TRUE(oneErrorAt(text, "id: same", "same",
                         "duplicate test id 'same' (first defined at "
                         "mem.yaml:2:5)",
                         2));
}

TEST(LoaderErrors, ComparePairSides) {
  std::string text = R"(tests:
  - id: p
    op:
      type: template_compare_pair
      vars: {}
      a: {type: module, path: A}
      b: {impl: x, type: construct, path: B}
    in: []
)";
  LoadResult r = load(text);
  ASSERT_EQ(r.errors.size(), 2u) << listErrors(r);
  auto [l0, c0] = posOf(text, "{type: module");
  EXPECT_EQ(r.errors[0].loc.line, l0);
  EXPECT_EQ(r.errors[0].loc.column, c0);
  EXPECT_NE(r.errors[0].message.find("missing required field `impl` in "
                                     "compare side `a`"),
            std::string::npos);
  auto [l1, c1] = posOf(text, "construct");
  EXPECT_EQ(r.errors[1].loc.line, l1);
  EXPECT_EQ(r.errors[1].loc.column, c1);
  EXPECT_NE(r.errors[1].message.find("must have `type: module`"),
            std::string::npos);
  EXPECT_EQ(r.errors[1].op, "A vs B");
}

TEST(LoaderErrors, ImplBelongsToTheSidesOfAPair) {
  std::string text = R"(tests:
  - id: p
    impl: x
    op:
      type: template_compare_pair
      vars: {}
      a: {impl: a, type: module, path: A}
      b: {impl: b, type: module, path: B}
    in: []
)";
  EXPECT_TRUE(oneErrorAt(text, "impl: x", "p", "takes `impl` from its sides"));
}

TEST(LoaderErrors, AllErrorsAreCollectedWithTestAndOp) {
  std::string text = R"(presets:
  bad: {type: tensor, shape: [0], kind: float, std: -1}
tests:
  - id: one
    op: aten::relu
    in: [{type: tensor, shape: [-1], kind: float}]
  - id: two
    op: {type: module, path: torch.nn.Linear, args: [1, 2]}
    in: [{type: scalar, kind: int, low: 5, high: 1}, {ref: bad}]
  - id: three
    op: aten::add
    in: [{type: tensor, shape: [2], kind: float}]
)";
  LoadResult r = load(text);
  ASSERT_EQ(r.errors.size(), 3u) << listErrors(r);
  EXPECT_EQ(r.errors[0].testId, "");
  EXPECT_EQ(r.errors[0].loc.line, 2);
  EXPECT_NE(r.errors[0].message.find("`std` must be non-negative"),
            std::string::npos);
  EXPECT_EQ(r.errors[1].testId, "one");
  EXPECT_EQ(r.errors[1].op, "aten::relu");
  EXPECT_EQ(r.errors[1].loc.line, 6);
  EXPECT_EQ(r.errors[2].testId, "two");
  EXPECT_EQ(r.errors[2].op, "torch.nn.Linear");
  EXPECT_EQ(r.errors[2].loc.line, 9);
  EXPECT_EQ(r.errors[2].str(),
            "mem.yaml:9:41: error: in test 'two' (op 'torch.nn.Linear'): "
            "`low` must be less than `high` for a scalar");
  // Only the clean test is in the suite.
  EXPECT_EQ(ids(r), std::vector<std::string>{"three"});
}

} // namespace
