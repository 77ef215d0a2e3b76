//===- StablehloRefineArguments.cpp - new argument types for the entry ----===//
//
// --stablehlo-refine-arguments=types=T1,T2,...: the entry function takes the
// listed types. Every argument whose type changes reaches its old uses
// through `custom_call @stablehlo.shape_refinement_operand_wrapper(%arg,
// %shape)` typed as before, so that the body verifies until
// --stablehlo-refine-shapes removes the wrappers.
//
//===----------------------------------------------------------------------===//

#include "transforms/Passes.h"
#include "transforms/ShapeRefinement.h"

#include "dialect/Dialects.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace shlo {

#define GEN_PASS_DEF_STABLEHLOREFINEARGUMENTSPASS
#include "transforms/Passes.h.inc"

namespace {

/// Checks one refinement of an argument; the error names both types.
LogicalResult checkRefinement(func::FuncOp func, unsigned index, Type current,
                              Type refined) {
  if (current == refined)
    return success();
  auto fail = [&](StringRef why) {
    return func.emitOpError()
           << "cannot refine argument #" << index << " from " << current
           << " to " << refined << ": " << why;
  };
  auto currentTensor = dyn_cast<TensorType>(current);
  auto refinedTensor = dyn_cast<RankedTensorType>(refined);
  if (!currentTensor || !isa<TensorType>(refined))
    return fail("only tensor types can be refined");
  if (!refinedTensor)
    return fail("the refined type must be ranked");
  if (currentTensor.getElementType() != refinedTensor.getElementType())
    return fail("the element types differ");
  if (currentTensor.hasRank() &&
      currentTensor.getRank() != refinedTensor.getRank())
    return fail("the ranks differ");
  if (!moreSpecificType(current, refined))
    return fail("a static dimension changes");
  return success();
}

struct StablehloRefineArguments
    : impl::StablehloRefineArgumentsPassBase<StablehloRefineArguments> {
  using StablehloRefineArgumentsPassBase::StablehloRefineArgumentsPassBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    func::FuncOp func = findRefinementEntry(module);
    if (!func)
      return signalPassFailure();

    SmallVector<Type> types;
    for (const std::string &text : refinedTypesOption) {
      size_t read = 0;
      Type type = parseType(text, module.getContext(), &read);
      if (!type || read != text.size()) {
        module.emitError() << "--stablehlo-refine-arguments: cannot parse '"
                           << text << "' as a type";
        return signalPassFailure();
      }
      types.push_back(type);
    }
    if (types.size() != func.getNumArguments()) {
      func.emitOpError() << "takes " << func.getNumArguments()
                         << " arguments but " << types.size()
                         << " refined types were given";
      return signalPassFailure();
    }
    for (auto [index, pair] :
         llvm::enumerate(llvm::zip(func.getArgumentTypes(), types)))
      if (failed(checkRefinement(func, index, std::get<0>(pair),
                                 std::get<1>(pair))))
        return signalPassFailure();

    Block &entry = func.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&entry);
    for (auto [arg, type] : llvm::zip(entry.getArguments(), types)) {
      Type old = arg.getType();
      if (old == type)
        continue;
      auto shape = cast<RankedTensorType>(type).getShape();
      auto shapeType = RankedTensorType::get({int64_t(shape.size())},
                                             b.getI64Type());
      Value shapeValue = stablehlo::ConstantOp::create(
          b, arg.getLoc(), DenseElementsAttr::get(shapeType, shape));
      auto wrapper = stablehlo::CustomCallOp::create(
          b, arg.getLoc(), TypeRange{old}, ValueRange{arg, shapeValue},
          ArrayRef<NamedAttribute>{
              b.getNamedAttr("call_target_name",
                             b.getStringAttr(kOperandWrapperTarget)),
              b.getNamedAttr("indices_of_shape_operands",
                             DenseElementsAttr::get(
                                 RankedTensorType::get({1}, b.getI64Type()),
                                 ArrayRef<int64_t>{1}))});
      arg.replaceAllUsesExcept(wrapper->getResult(0), wrapper);
      arg.setType(type);
    }
    func.setFunctionType(
        FunctionType::get(module.getContext(), types, func.getResultTypes()));
  }
};

} // namespace
} // namespace shlo
} // namespace mlir
