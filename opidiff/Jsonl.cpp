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

llvm::Expected<std::vector<Compared>> evalCompared(mlir::ModuleOp module) {
  mlir::OwningOpRef<mlir::ModuleOp> copy = module.clone();
  mlir::func::FuncOp func;
  for (auto f : copy->getOps<mlir::func::FuncOp>()) {
    func = f;
    break;
  }
  if (!func)
    return llvm::createStringError("the converted test has no function");

  // Per check: the index of its output among the returned values, and its
  // reference as a constant or as another returned value.
  struct Slot {
    unsigned output;
    mlir::DenseElementsAttr constant; // null: the reference is returned
    unsigned reference = 0;
  };
  std::vector<Slot> slots;
  llvm::SmallVector<mlir::Value> returned;
  llvm::SmallVector<mlir::Operation *> checks;
  bool sparse = false;
  auto addConst = [&](mlir::Operation *op, mlir::Value lhs,
                      mlir::ElementsAttr value) {
    auto dense = mlir::dyn_cast<mlir::DenseElementsAttr>(value);
    sparse |= !dense;
    slots.push_back(Slot{unsigned(returned.size()), dense});
    returned.push_back(lhs);
    checks.push_back(op);
  };
  // A compare pair: side a (lhs) is opdiff's baseline, side b its output.
  auto addPair = [&](mlir::Operation *op, mlir::Value lhs, mlir::Value rhs) {
    slots.push_back(Slot{unsigned(returned.size() + 1), {},
                         unsigned(returned.size())});
    returned.push_back(lhs);
    returned.push_back(rhs);
    checks.push_back(op);
  };
  func.walk([&](mlir::Operation *op) {
    if (auto c = mlir::dyn_cast<mlir::check::ExpectEqConstOp>(op))
      addConst(op, c.getLhs(), c.getValue());
    else if (auto c = mlir::dyn_cast<mlir::check::ExpectAlmostEqConstOp>(op))
      addConst(op, c.getLhs(), c.getValue());
    else if (auto c = mlir::dyn_cast<mlir::check::ExpectEqOp>(op))
      addPair(op, c.getLhs(), c.getRhs());
    else if (auto c = mlir::dyn_cast<mlir::check::ExpectAlmostEqOp>(op))
      addPair(op, c.getLhs(), c.getRhs());
  });
  if (sparse)
    return llvm::createStringError("a check compares with a sparse constant");
  for (mlir::Operation *op : checks)
    op->erase();
  mlir::Operation *terminator = func.getBody().front().getTerminator();
  terminator->setOperands(returned);
  llvm::SmallVector<mlir::Type> types;
  for (mlir::Value v : returned)
    types.push_back(v.getType());
  func.setType(mlir::FunctionType::get(func.getContext(),
                                       func.getArgumentTypes(), types));

  std::string messages;
  mlir::ScopedDiagnosticHandler capture(
      func.getContext(), [&](mlir::Diagnostic &diag) {
        if (diag.getSeverity() == mlir::DiagnosticSeverity::Error)
          messages += (messages.empty() ? "" : "; ") + diag.str();
        return mlir::success();
      });
  auto results = mlir::shlo::evalFunction(*copy, func.getName(), {});
  if (mlir::failed(results))
    return llvm::createStringError(messages.empty() ? "evaluation failed"
                                                    : messages);
  std::vector<Compared> out;
  for (const Slot &s : slots) {
    Compared c;
    c.output = (*results)[s.output].toAttr();
    c.reference = s.constant ? s.constant : (*results)[s.reference].toAttr();
    out.push_back(c);
  }
  return out;
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
