//===- Jsonl.cpp - opdiff's JSONL run records -----------------------------===//

#include "opidiff/Jsonl.h"

#include "opidiff/torch/TorchBaseline.h"

#include "dialect/Dialects.h"
#include "interpreter/Interpreter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/APFloat.h"

#include <chrono>
#include <cmath>
#include <complex>
#include <ctime>

namespace mlir {
namespace shlo {
namespace opidiff {

namespace {

/// A compared value as opdiff's diff_metrics sees it: its shape (rank 0 as
/// (1,)) and elements widened to complex<double>.
struct Leaf {
  llvm::SmallVector<int64_t> shape;
  std::vector<std::complex<double>> values;
};

double widen(llvm::APFloat f) {
  bool lost = false;
  f.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &lost);
  return f.convertToDouble();
}

Leaf leafOf(mlir::DenseElementsAttr attr) {
  Leaf leaf;
  auto type = mlir::cast<mlir::ShapedType>(attr.getType());
  leaf.shape.assign(type.getShape().begin(), type.getShape().end());
  if (leaf.shape.empty())
    leaf.shape.push_back(1);
  mlir::Type element = type.getElementType();
  if (mlir::isa<mlir::FloatType>(element)) {
    for (const llvm::APFloat &f : attr.getValues<llvm::APFloat>())
      leaf.values.emplace_back(widen(f), 0.0);
  } else if (mlir::isa<mlir::ComplexType>(element)) {
    for (const std::complex<llvm::APFloat> &z :
         attr.getValues<std::complex<llvm::APFloat>>())
      leaf.values.emplace_back(widen(z.real()), widen(z.imag()));
  } else {
    bool isSigned = !element.isUnsignedInteger() && !element.isInteger(1);
    for (const llvm::APInt &i : attr.getValues<llvm::APInt>())
      leaf.values.emplace_back(
          isSigned ? double(i.getSExtValue()) : double(i.getZExtValue()), 0.0);
  }
  return leaf;
}

bool hasNaN(const Leaf &leaf) {
  for (const std::complex<double> &z : leaf.values)
    if (std::isnan(z.real()) || std::isnan(z.imag()))
      return true;
  return false;
}

llvm::json::Object notComparable(const char *code, const char *msg) {
  llvm::json::Object o{{"ok", false}, {"code", code}};
  o["msg"] = msg ? llvm::json::Value(msg) : llvm::json::Value(nullptr);
  return o;
}

} // namespace

namespace {

/// What a converted test compares, found in one copy of its module.
struct ComparedValues {
  mlir::func::FuncOp func;
  /// Single tests: the checked results and the constants they are checked
  /// against. Compare pairs: side a's results (`outputs`) and side b's
  /// (`others`), from pair checks or from the values the function returns.
  llvm::SmallVector<mlir::Value> outputs, others;
  std::vector<mlir::DenseElementsAttr> constants;
  llvm::SmallVector<mlir::Operation *> checks;
  bool sparse = false;
};

ComparedValues findCompared(mlir::ModuleOp module) {
  ComparedValues found;
  for (auto f : module.getOps<mlir::func::FuncOp>()) {
    found.func = f;
    break;
  }
  if (!found.func)
    return found;
  auto addConst = [&](mlir::Operation *op, mlir::Value lhs,
                      mlir::ElementsAttr value) {
    auto dense = mlir::dyn_cast<mlir::DenseElementsAttr>(value);
    found.sparse |= !dense;
    found.outputs.push_back(lhs);
    found.constants.push_back(dense);
    found.checks.push_back(op);
  };
  auto addPair = [&](mlir::Operation *op, mlir::Value lhs, mlir::Value rhs) {
    found.outputs.push_back(lhs);
    found.others.push_back(rhs);
    found.checks.push_back(op);
  };
  found.func.walk([&](mlir::Operation *op) {
    if (auto c = mlir::dyn_cast<mlir::check::ExpectEqConstOp>(op))
      addConst(op, c.getLhs(), c.getValue());
    else if (auto c = mlir::dyn_cast<mlir::check::ExpectAlmostEqConstOp>(op))
      addConst(op, c.getLhs(), c.getValue());
    else if (auto c = mlir::dyn_cast<mlir::check::ExpectEqOp>(op))
      addPair(op, c.getLhs(), c.getRhs());
    else if (auto c = mlir::dyn_cast<mlir::check::ExpectAlmostEqOp>(op))
      addPair(op, c.getLhs(), c.getRhs());
  });
  // A compare pair without checks returns a's and b's results in turn.
  mlir::Operation *terminator = found.func.getBody().front().getTerminator();
  for (unsigned k = 0; k + 1 < terminator->getNumOperands(); k += 2) {
    found.outputs.push_back(terminator->getOperand(k));
    found.others.push_back(terminator->getOperand(k + 1));
  }
  return found;
}

/// A copy of `module` whose test function computes only side `side`'s
/// compared values and returns them: checks removed, unused ops erased.
llvm::Expected<mlir::OwningOpRef<mlir::ModuleOp>>
sideModule(mlir::ModuleOp module, unsigned side) {
  mlir::OwningOpRef<mlir::ModuleOp> copy = module.clone();
  ComparedValues found = findCompared(*copy);
  if (!found.func)
    return llvm::createStringError("the converted test has no function");
  if (found.sparse)
    return llvm::createStringError("a check compares with a sparse constant");
  llvm::SmallVector<mlir::Value> returned(side == 0 ? found.outputs
                                                    : found.others);
  for (mlir::Operation *op : found.checks)
    op->erase();
  mlir::Block &body = found.func.getBody().front();
  body.getTerminator()->setOperands(returned);
  // Erase what the returned values do not need (every op left is pure);
  // a test that compares nothing (no expected values) runs whole.
  llvm::SmallVector<mlir::Operation *> ops;
  for (mlir::Operation &op : body.without_terminator())
    ops.push_back(&op);
  if (!returned.empty())
    for (mlir::Operation *op : llvm::reverse(ops)) // users before operands
      if (op->use_empty())
        op->erase();
  llvm::SmallVector<mlir::Type> types;
  for (mlir::Value v : returned)
    types.push_back(v.getType());
  found.func.setType(mlir::FunctionType::get(
      found.func.getContext(), found.func.getArgumentTypes(), types));
  return copy;
}

} // namespace

llvm::Expected<Measurement> measure(mlir::ModuleOp module, unsigned repeats) {
  ComparedValues found = findCompared(module);
  if (!found.func)
    return llvm::createStringError("the converted test has no function");
  bool pair = !found.others.empty();
  std::vector<mlir::OwningOpRef<mlir::ModuleOp>> sides;
  for (unsigned side = 0; side < (pair ? 2u : 1u); ++side) {
    auto m = sideModule(module, side);
    if (!m)
      return m.takeError();
    sides.push_back(std::move(*m));
  }
  std::string name = found.func.getName().str();

  std::string messages;
  mlir::ScopedDiagnosticHandler capture(
      module.getContext(), [&](mlir::Diagnostic &diag) {
        if (diag.getSeverity() == mlir::DiagnosticSeverity::Error)
          messages += (messages.empty() ? "" : "; ") + diag.str();
        return mlir::success();
      });
  Measurement m;
  m.timesMs.resize(sides.size());
  for (unsigned r = 0; r < std::max(repeats, 1u); ++r) {
    std::vector<std::vector<mlir::DenseElementsAttr>> values(sides.size());
    for (size_t side = 0; side < sides.size(); ++side) {
      auto start = std::chrono::steady_clock::now();
      auto results = mlir::shlo::evalFunction(*sides[side], name, {});
      m.timesMs[side].push_back(std::chrono::duration<double, std::milli>(
                                    std::chrono::steady_clock::now() - start)
                                    .count());
      if (mlir::failed(results))
        return llvm::createStringError(messages.empty() ? "evaluation failed"
                                                        : messages);
      for (const auto &t : *results)
        values[side].push_back(t.toAttr());
    }
    std::vector<Compared> compared;
    for (size_t k = 0; k < values[0].size(); ++k)
      compared.push_back(pair ? Compared{values[1][k], values[0][k]}
                              : Compared{values[0][k], found.constants[k]});
    m.compared.push_back(std::move(compared));
  }
  return m;
}

llvm::json::Object diffMetrics(const std::vector<Compared> &compared) {
  double sumSquares = 0, sumAbs = 0, maxAbs = 0;
  size_t n = 0;
  for (const Compared &c : compared) {
    // The reference plays opdiff's baseline, the output its backend output.
    Leaf a = leafOf(c.reference), b = leafOf(c.output);
    if (a.shape != b.shape)
      return notComparable("NOT_COMPARABLE_SHAPE", "shape mismatch");
    if (a.values.empty() || b.values.empty())
      return notComparable("NOT_COMPARABLE_EMPTY", nullptr);
    if (hasNaN(a))
      return notComparable("NAN_IN_BASELINE", "baseline contains NaN");
    if (hasNaN(b))
      return notComparable("NAN_IN_OUTPUT", "output contains NaN");
    for (size_t k = 0; k < a.values.size(); ++k) {
      double d = std::abs(a.values[k] - b.values[k]);
      maxAbs = std::max(maxAbs, d);
      sumAbs += d;
      sumSquares += d * d;
    }
    n += a.values.size();
  }
  if (n == 0)
    return notComparable("NOT_COMPARABLE_EMPTY", nullptr);
  return llvm::json::Object{{"ok", true},
                            {"mse", sumSquares / double(n)},
                            {"max_abs", maxAbs},
                            {"mean_abs", sumAbs / double(n)}};
}

llvm::json::Object metaRecord(const std::string &suitePath,
                              llvm::json::Object params) {
  std::time_t now =
      std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  char created[32];
  std::strftime(created, sizeof created, "%Y-%m-%dT%H:%M:%S+00:00",
                std::gmtime(&now));
  llvm::json::Object env{{"python", nullptr},
                         {"torch", torchVersion()},
                         {"torchvision", nullptr},
                         {"torchaudio", nullptr},
                         {"coremltools", nullptr},
                         {"onnxruntime", nullptr},
                         {"executorch", nullptr},
                         {"torch_cuda", nullptr},
                         {"torch_mps_available", nullptr},
                         {"opidiff2mlir", "libtorch baseline, shlo interpreter"}};
  llvm::json::Object meta{
      {"format_name", "opdiff_run"},
      {"format_version", 1},
      {"created_at", std::string(created)},
      {"env", std::move(env)},
      {"extra",
       llvm::json::Object{{"yaml", suitePath}, {"params", std::move(params)}}}};
  return llvm::json::Object{{"type", "meta"}, {"meta", std::move(meta)}};
}

std::string errorText(const std::string &kind, const std::string &message) {
  return kind + ": " + message.substr(0, 200);
}

} // namespace opidiff
} // namespace shlo
} // namespace mlir
