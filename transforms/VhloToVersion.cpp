//===- VhloToVersion.cpp - upgrade and downgrade vhlo ops ------------------===//
//
// Each vhlo op moves, one form at a time, to the form of its family that
// exists in the target version. The rows below say what changed between
// consecutive forms; every other difference is refused.
//
//  - an attribute a newer form added: upgrading writes the value that means
//    "absent"; downgrading drops it only when it holds that value, and
//    otherwise fails naming the attribute;
//  - a form that made a single operand variadic (all_gather, all_reduce,
//    all_to_all v2): downgrading needs exactly one operand and result;
//  - composite_v2's regions, collective_broadcast_v2's root operand and
//    dynamic_conv's padding moving from attribute to operand.
//
// After the move, the op's types and attributes must exist in the target
// (dialect/Vhlo.h isTypeLegalIn/isAttrLegalIn), and a few constraints that
// changed without a new form are checked (promotable reduction types before
// 0.17.0, dictionary backend_config before 1.3.0, futures in custom_call
// before 1.17.0).
//
//===----------------------------------------------------------------------===//

#include "transforms/Passes.h"
#include "transforms/VhloAttrConversion.h"
#include "transforms/VhloOpTable.h"
#include "transforms/VhloRewrite.h"

#include <functional>

#include "dialect/Vhlo.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir {
namespace shlo {
namespace {

using vhlo::Version;

// An attribute that form `fromSuffix + 1` of `family` added.
struct AddedAttr {
  const char *family;
  int64_t fromSuffix;
  const char *name;
  std::function<Attribute(MLIRContext *)> makeDefault;
  std::function<bool(Attribute)> isDefault;
};

const std::vector<AddedAttr> &addedAttrs() {
  static const std::vector<AddedAttr> rows = [] {
    std::vector<AddedAttr> r;
    auto accuracy = [&](const char *family) {
      r.push_back({family, 1, "result_accuracy", vhloDefaultResultAccuracy,
                   isVhloDefaultResultAccuracy});
    };
    for (const char *family :
         {"cbrt", "cosine", "exponential", "exponential_minus_one", "log",
          "log_plus_one", "logistic", "rsqrt", "sine", "sqrt", "tan", "tanh"})
      accuracy(family);
    auto none = [](MLIRContext *ctx) { return vhloNoneType(ctx); };
    for (const char *name :
         {"lhs_precision_type", "rhs_precision_type", "accumulation_type",
          "lhs_component_count", "rhs_component_count",
          "num_primitive_operations", "allow_imprecise_accumulation"})
      r.push_back({"dot_general", 1, name, none, isVhloNoneType});
    auto emptyTensor = [](MLIRContext *ctx) {
      return vhloI64Tensor(ctx, {});
    };
    for (const char *family : {"gather", "dynamic_gather"})
      for (const char *name :
           {"operand_batching_dims", "start_indices_batching_dims"})
        r.push_back({family, 1, name, emptyTensor, isVhloEmptyTensor});
    for (const char *name :
         {"input_batching_dims", "scatter_indices_batching_dims"})
      r.push_back({"scatter", 1, name, emptyTensor, isVhloEmptyTensor});
    for (const char *family : {"send", "recv"})
      r.push_back({family, 1, "source_target_pairs", emptyTensor,
                   isVhloEmptyTensor});
    r.push_back({"custom_call", 1, "result_tilings",
                 [](MLIRContext *ctx) { return vhloArray(ctx, {}); },
                 isVhloEmptyArray});
    r.push_back({"collective_broadcast", 1, "has_dynamic_root",
                 [](MLIRContext *ctx) { return vhloBool(ctx, false); },
                 [](Attribute a) { return isVhloBool(a, false); }});
    return r;
  }();
  return rows;
}

// The op being moved between forms: name, operands, attributes and how
// many regions it has, before it is rebuilt once at the end.
struct Pending {
  OperationName name;
  llvm::SmallVector<Value> operands;
  NamedAttrList attrs;
  unsigned numRegions;
};

class VersionConverter {
public:
  VersionConverter(MLIRContext *ctx, Version target)
      : ctx(ctx), target(target), table(ctx) {}

  /// Moves `op` to the target form (rebuilding it), or fails with a
  /// diagnostic at `op`.
  LogicalResult convert(Operation *op, bool rewrite);

private:
  LogicalResult upgrade(Operation *op, llvm::StringRef family,
                        int64_t fromSuffix, Pending &p);
  LogicalResult downgrade(Operation *op, llvm::StringRef family,
                          int64_t fromSuffix, Pending &p);
  LogicalResult checkLegal(Operation *op, llvm::StringRef family,
                           llvm::StringRef formName, const Pending &p);
  LogicalResult refuse(Operation *op, const llvm::Twine &why) {
    return failToLegalize(op, why);
  }

  MLIRContext *ctx;
  Version target;
  VhloOpTable table;
};

LogicalResult VersionConverter::upgrade(Operation *op, llvm::StringRef family,
                                        int64_t fromSuffix, Pending &p) {
  for (const AddedAttr &row : addedAttrs())
    if (family == row.family && fromSuffix == row.fromSuffix &&
        !p.attrs.get(row.name))
      p.attrs.set(row.name, row.makeDefault(ctx));
  if (family == "dynamic_conv" && fromSuffix == 1)
    p.attrs.erase("padding"); // the d_padding operand carries it
  return success();
}

LogicalResult VersionConverter::downgrade(Operation *op,
                                          llvm::StringRef family,
                                          int64_t fromSuffix, Pending &p) {
  std::string older = llvm::formatv("vhlo.{0}_v{1}", family, fromSuffix - 1);
  for (const AddedAttr &row : addedAttrs()) {
    if (family != row.family || fromSuffix - 1 != row.fromSuffix)
      continue;
    Attribute value = p.attrs.get(row.name);
    if (value && !row.isDefault(value))
      return refuse(op, llvm::formatv("attribute '{0}' holds a value other "
                                      "than its default, which {1} (as of "
                                      "v{2}) cannot express",
                                      row.name, older, target.toString())
                            .str());
    p.attrs.erase(row.name);
  }
  if ((family == "all_gather" || family == "all_reduce" ||
       family == "all_to_all") &&
      fromSuffix == 2 &&
      (p.operands.size() != 1 || op->getNumResults() != 1))
    return refuse(op, llvm::formatv("{0} takes exactly one operand in v{1}",
                                    older, target.toString())
                          .str());
  if (family == "collective_broadcast" && fromSuffix == 2 &&
      p.operands.size() != 1)
    return refuse(op, llvm::formatv("a dynamic root operand cannot be "
                                    "expressed in v{0}",
                                    target.toString())
                          .str());
  if (family == "composite" && fromSuffix == 2) {
    if (op->getNumRegions() != 0)
      return refuse(op, llvm::formatv("a composite's regions cannot be "
                                      "expressed in v{0}",
                                      target.toString())
                            .str());
    p.numRegions = 0;
  }
  if (family == "dynamic_conv" && fromSuffix == 2) {
    std::optional<llvm::SmallVector<int64_t>> spatial;
    if (Attribute a = p.attrs.get("input_spatial_dimensions"))
      spatial = vhloTensorInts(a);
    if (!spatial)
      return refuse(op, "input_spatial_dimensions is missing");
    int64_t n = static_cast<int64_t>(spatial->size());
    llvm::SmallVector<int64_t> shape = {n, 2};
    p.attrs.set("padding",
                vhloI64Tensor(ctx, llvm::SmallVector<int64_t>(n * 2, 0),
                              llvm::ArrayRef<int64_t>(shape)));
  }
  return success();
}

// Element type of a vhlo tensor type, through its builtin form.
Type elementTypeOf(Type vhloType) {
  auto shaped = dyn_cast_or_null<ShapedType>(fromVhloType(vhloType));
  return shaped ? shaped.getElementType() : Type();
}

bool isFuture(Type type) {
  return type.getDialect().getNamespace() == "vhlo" &&
         isa<vhlo::FutureV1Type>(type);
}

LogicalResult VersionConverter::checkLegal(Operation *op,
                                           llvm::StringRef family,
                                           llvm::StringRef formName,
                                           const Pending &p) {
  std::string at = "v" + target.toString();
  for (Value operand : p.operands)
    if (!vhlo::isTypeLegalIn(operand.getType(), target))
      return refuse(op, llvm::formatv("operand type {0} does not exist in {1}",
                                      operand.getType(), at)
                            .str());
  for (Type type : op->getResultTypes())
    if (!vhlo::isTypeLegalIn(type, target))
      return refuse(op, llvm::formatv("result type {0} does not exist in {1}",
                                      type, at)
                            .str());
  for (const NamedAttribute &attr : p.attrs)
    if (!vhlo::isAttrLegalIn(attr.getValue(), target))
      return refuse(op, llvm::formatv("attribute '{0}' ({1}) does not exist "
                                      "in {2}",
                                      attr.getName().getValue(),
                                      attr.getValue(), at)
                            .str());

  // Reductions whose results have a wider element type than their inputs
  // (promotable types) arrived in 0.17.0.
  if (target < Version(0, 17, 0)) {
    unsigned numInputs = 0;
    if (family == "reduce" || family == "reduce_window")
      numInputs = p.operands.size() / 2;
    else if (family == "all_reduce" || family == "scatter")
      numInputs = op->getNumResults();
    else if (family == "reduce_scatter" || family == "select_and_scatter")
      numInputs = 1;
    for (unsigned i = 0; i < numInputs && i < op->getNumResults(); ++i) {
      Type in = elementTypeOf(p.operands[i].getType());
      Type out = elementTypeOf(op->getResult(i).getType());
      if (in && out && in != out)
        return refuse(op, llvm::formatv("a result element type ({0}) other "
                                        "than its input's ({1}) cannot be "
                                        "expressed in {2}",
                                        out, in, at)
                              .str());
    }
  }
  if (family == "custom_call") {
    Attribute config = p.attrs.get("backend_config");
    if (config && !isa<vhlo::StringV1Attr>(config) &&
        target < Version(1, 3, 0))
      return refuse(op, "a dictionary backend_config cannot be expressed "
                        "in " + at);
    bool future = llvm::any_of(p.operands, [](Value v) {
                    return isFuture(v.getType());
                  }) ||
                  llvm::any_of(op->getResultTypes(), isFuture);
    if (future && target < Version(1, 17, 0))
      return refuse(op, "future operands or results cannot be expressed "
                        "in " + at);
  }
  (void)formName;
  return success();
}

LogicalResult VersionConverter::convert(Operation *op, bool rewrite) {
  llvm::StringRef name = op->getName().getStringRef();
  std::optional<VhloOpRef> ref = table.lookup(name);
  if (!ref)
    return failToLegalize(op, "not a versioned vhlo op");
  std::optional<unsigned> to = table.formAt(ref->family, target);
  if (!to)
    return failToLegalize(
        op, llvm::formatv("no form of '{0}' exists in v{1}", ref->family,
                          target.toString())
                .str());
  llvm::ArrayRef<VhloOpForm> forms = table.forms(ref->family);
  if (!rewrite && *to != ref->index)
    return failToLegalize(
        op, llvm::formatv("it does not exist in v{0} ({1} stands for the "
                          "op there)",
                          target.toString(),
                          forms[*to].name.getStringRef())
                .str());
  Pending p{op->getName(), llvm::SmallVector<Value>(op->getOperands()),
            allAttrs(op), op->getNumRegions()};
  unsigned at = ref->index;
  while (at < *to) {
    if (failed(upgrade(op, ref->family, forms[at].suffix, p)))
      return failure();
    ++at;
  }
  while (at > *to) {
    if (failed(downgrade(op, ref->family, forms[at].suffix, p)))
      return failure();
    --at;
  }
  p.name = forms[at].name;
  if (failed(checkLegal(op, ref->family, p.name.getStringRef(), p)))
    return failure();
  if (rewrite && at != ref->index) {
    llvm::SmallVector<Type> resultTypes(op->getResultTypes());
    rebuildOp(op, p.name, p.operands, resultTypes, p.attrs, p.numRegions);
  }
  return success();
}

LogicalResult run(ModuleOp module, Version target, bool rewrite) {
  MLIRContext *ctx = module.getContext();
  if (!target.isSupported()) {
    module.emitError() << "target version " << target.toString()
                       << " is outside the supported range ["
                       << Version::getMinimumVersion().toString() << ", "
                       << Version::getCurrentVersion().toString() << "]";
    return failure();
  }
  VersionConverter converter(ctx, target);
  llvm::SmallVector<Operation *> ops;
  module.getBody()->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op->getName().getDialectNamespace() == "vhlo")
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    if (failed(converter.convert(op, rewrite))) {
      module.emitError() << "failed to convert VHLO to v"
                         << target.toString();
      return failure();
    }
  }
  return success();
}

} // namespace

LogicalResult convertVhloToVersion(ModuleOp module, vhlo::Version target) {
  return run(module, target, /*rewrite=*/true);
}

LogicalResult verifyVhloVersion(ModuleOp module, vhlo::Version version) {
  return run(module, version, /*rewrite=*/false);
}

} // namespace shlo
} // namespace mlir
