//===- StablehloWindowOps.cpp - reduce_window and select_and_scatter -----===//

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

using namespace mlir;
using namespace mlir::stablehlo;

namespace mlir {
namespace stablehlo {
/// The window attributes of reduce_window and select_and_scatter with their
/// defaults filled in (strides and dilations 1, padding 0).
struct WindowConfig {
  SmallVector<int64_t> dimensions, strides, baseDilations, windowDilations,
      paddingLow, paddingHigh;
};
} // namespace stablehlo
} // namespace mlir

namespace {
/// Reads and checks the window attributes for an operand of `rank`.
FailureOr<WindowConfig>
readWindow(Operation *op, int64_t rank, std::optional<ArrayRef<int64_t>> dims,
           std::optional<ArrayRef<int64_t>> strides,
           std::optional<ArrayRef<int64_t>> baseDilations,
           std::optional<ArrayRef<int64_t>> windowDilations,
           std::optional<DenseIntElementsAttr> padding) {
  WindowConfig config;
  auto take = [&](std::optional<ArrayRef<int64_t>> values,
                  SmallVector<int64_t> &out, StringRef name,
                  StringRef rule) -> LogicalResult {
    if (!values) {
      out.assign(rank, 1);
      return success();
    }
    if (int64_t(values->size()) != rank)
      return op->emitOpError() << name << " needs " << rank << " values "
                               << rule;
    for (int64_t v : *values)
      if (v <= 0)
        return op->emitOpError() << name << " must be positive " << rule;
    out.assign(values->begin(), values->end());
    return success();
  };
  if (failed(take(dims, config.dimensions, "window_dimensions", "(C4, C5)")) ||
      failed(take(strides, config.strides, "window_strides", "(C6, C7)")) ||
      failed(take(baseDilations, config.baseDilations, "base_dilations",
                  "(C8, C9)")) ||
      failed(take(windowDilations, config.windowDilations, "window_dilations",
                  "(C10, C11)")))
    return failure();
  config.paddingLow.assign(rank, 0);
  config.paddingHigh.assign(rank, 0);
  if (padding) {
    auto type = padding->getType();
    if (type.getRank() != 2 || type.getDimSize(0) != rank ||
        type.getDimSize(1) != 2)
      return op->emitOpError() << "padding must have shape [" << rank
                               << ", 2] (C12)";
    auto values = llvm::to_vector(padding->getValues<int64_t>());
    for (int64_t d = 0; d < rank; ++d) {
      config.paddingLow[d] = values[2 * d];
      config.paddingHigh[d] = values[2 * d + 1];
    }
  }
  return config;
}

/// The number of windows per dimension (C15 of reduce_window), or failure
/// when the padded sizes overflow.
FailureOr<SmallVector<int64_t>> windowCounts(Operation *op,
                                             ArrayRef<int64_t> shape,
                                             const WindowConfig &w) {
  SmallVector<int64_t> counts;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (ShapedType::isDynamic(shape[d])) {
      counts.push_back(ShapedType::kDynamic);
      continue;
    }
    std::optional<int64_t> padded =
        paddedSize(shape[d], w.paddingLow[d], w.paddingHigh[d],
                   w.baseDilations[d] - 1);
    std::optional<int64_t> count =
        padded ? windowCount(*padded, w.dimensions[d], w.windowDilations[d],
                             w.strides[d])
               : std::nullopt;
    if (!count)
      return op->emitOpError() << "window sizes of dimension " << d
                               << " overflow";
    counts.push_back(*count);
  }
  return counts;
}
} // namespace

LogicalResult ReduceWindowOp::verify() {
  if (getNumOperands() % 2 != 0)
    return emitOpError() << "needs as many init values as inputs (C1)";
  size_t n = getInputs().size();
  if (n == 0 || getInitValues().size() != n || getNumResults() != n)
    return emitOpError() << "needs N inputs, N init values and N results, "
                            "N > 0 (C1)";
  auto first = cast<ShapedType>(getInputs().front().getType());
  for (Value v : getInputs())
    if (failed(verifyShape(*this, cast<ShapedType>(v.getType()),
                           first.getShape(), "every input", "(C2)")))
      return failure();
  for (size_t i = 0; i < n; ++i) {
    auto init = cast<ShapedType>(getInitValues()[i].getType());
    if (init.getRank() != 0)
      return emitOpError() << "init values must be rank 0";
    if (failed(verifySameElementType(*this, getInputs()[i].getType(), init,
                                     "(C3)")))
      return failure();
  }
  std::optional<DenseIntElementsAttr> padding;
  if (getPaddingAttr())
    padding = getPaddingAttr();
  FailureOr<WindowConfig> window =
      readWindow(*this, first.getRank(), getWindowDimensions(),
                 getWindowStrides(), getBaseDilations(), getWindowDilations(),
                 padding);
  if (failed(window))
    return failure();
  Block &body = getBody().front();
  if (body.getNumArguments() != 2 * n)
    return emitOpError() << "body takes " << 2 * n << " arguments (C13)";
  for (size_t i = 0; i < 2 * n; ++i) {
    auto type = dyn_cast<ShapedType>(body.getArgument(i).getType());
    Type input = cast<ShapedType>(getInputs()[i % n].getType()).getElementType();
    Type result = cast<ShapedType>(getResult(i % n).getType()).getElementType();
    if (!type || type.getRank() != 0 || type.getElementType() != result ||
        !isPromotable(input, result))
      return emitOpError() << "body argument " << i << " must be tensor<"
                           << result << ">, a promotion of " << input
                           << " (C13, C16)";
  }
  Operation *terminator = terminatorOf(body);
  if (!terminator)
    return emitOpError() << "body must end in a return";
  if (terminator->getNumOperands() != n)
    return emitOpError() << "body returns " << n << " values (C13)";
  for (size_t i = 0; i < n; ++i)
    if (terminator->getOperand(i).getType() != body.getArgument(i).getType())
      return emitOpError() << "body result " << i << " must have the type "
                           << body.getArgument(i).getType() << " (C13)";
  FailureOr<SmallVector<int64_t>> counts =
      windowCounts(*this, first.getShape(), *window);
  if (failed(counts))
    return failure();
  for (Value result : getResults())
    if (failed(verifyShape(*this, cast<ShapedType>(result.getType()), *counts,
                           "every result", "(C14, C15)")))
      return failure();
  return success();
}

LogicalResult SelectAndScatterOp::verify() {
  auto operandType = getOperand().getType();
  int64_t rank = operandType.getRank();
  if (failed(verifySameElementType(*this, operandType, getSource().getType(),
                                   "(C1)")) ||
      failed(verifySameElementType(*this, operandType,
                                   getInitValue().getType(), "(C3)")))
    return failure();
  if (getInitValue().getType().getRank() != 0)
    return emitOpError() << "init_value must be rank 0";
  std::optional<DenseIntElementsAttr> padding;
  if (getPaddingAttr())
    padding = getPaddingAttr();
  if (padding) {
    auto type = padding->getType();
    if (type.getRank() != 2 || type.getDimSize(0) != rank ||
        type.getDimSize(1) != 2)
      return emitOpError() << "padding must have shape [" << rank
                           << ", 2] (C8)";
  }
  FailureOr<WindowConfig> window =
      readWindow(*this, rank, getWindowDimensions(), getWindowStrides(),
                 std::nullopt, std::nullopt, padding);
  if (failed(window))
    return failure();
  FailureOr<SmallVector<int64_t>> counts =
      windowCounts(*this, operandType.getShape(), *window);
  if (failed(counts) || failed(verifyShape(*this, getSource().getType(),
                                           *counts, "source", "(C2)")))
    return failure();
  Type scalar = RankedTensorType::get({}, operandType.getElementType());
  Block &select = getSelect().front();
  if (select.getNumArguments() != 2 || select.getArgument(0).getType() != scalar ||
      select.getArgument(1).getType() != scalar)
    return emitOpError() << "select takes two " << scalar << " (C9)";
  Operation *selectReturn = terminatorOf(select);
  if (!selectReturn)
    return emitOpError() << "select must end in a return";
  auto pred = selectReturn->getNumOperands() == 1
                  ? dyn_cast<ShapedType>(selectReturn->getOperand(0).getType())
                  : ShapedType();
  if (!pred || pred.getRank() != 0 || !pred.getElementType().isInteger(1))
    return emitOpError() << "select returns one tensor<i1> (C9)";
  // (C10) scatter computes in E, a promotion of the operand's element type.
  Block &scatter = getScatter().front();
  Operation *scatterReturn = terminatorOf(scatter);
  if (!scatterReturn)
    return emitOpError() << "scatter must end in a return";
  auto computeType =
      scatter.getNumArguments() == 2
          ? dyn_cast<RankedTensorType>(scatter.getArgument(0).getType())
          : RankedTensorType();
  if (!computeType || computeType.getRank() != 0 ||
      scatter.getArgument(1).getType() != computeType ||
      scatterReturn->getNumOperands() != 1 ||
      scatterReturn->getOperand(0).getType() != computeType ||
      !isPromotable(operandType.getElementType(), computeType.getElementType()))
    return emitOpError() << "scatter must have type (tensor<E>, tensor<E>) -> "
                            "tensor<E> with E a promotion of "
                         << operandType.getElementType() << " (C10)";
  if (failed(verifyShape(*this, getType(), operandType.getShape(), "result",
                         "(C11)")))
    return failure();
  if (getType().getElementType() != computeType.getElementType())
    return emitOpError() << "result element type must be "
                         << computeType.getElementType() << " (C12)";
  return success();
}
