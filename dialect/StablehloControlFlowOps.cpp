//===- StablehloControlFlowOps.cpp - regions, calls and tuples -----------===//

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::stablehlo;

namespace {
/// Checks that `region`'s terminator returns values of `types`.
LogicalResult verifyReturns(Operation *op, Region &region, TypeRange types,
                            StringRef what, StringRef rule) {
  Operation *terminator = terminatorOf(region.front());
  if (!terminator)
    return op->emitOpError() << what << " must end in a return";
  if (TypeRange(terminator->getOperandTypes()) != types)
    return op->emitOpError() << what << " must return " << types.size()
                             << " value(s) of the types " << rule;
  return success();
}
} // namespace

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//

LogicalResult WhileOp::verify() {
  TypeRange types = getOperand().getTypes();
  if (TypeRange(getResultTypes()) != types)
    return emitOpError() << "result types must equal the operand types (C3)";
  if (failed(verifyArguments(*this, getCond(), types, "cond", "of the operands (C1)")) ||
      failed(verifyArguments(*this, getBody(), types, "body", "of the operands (C2)")))
    return failure();
  Operation *condReturn = terminatorOf(getCond().front());
  if (!condReturn)
    return emitOpError() << "cond must end in a return";
  if (condReturn->getNumOperands() != 1)
    return emitOpError() << "cond must return one tensor<i1> (C1)";
  auto predType = dyn_cast<RankedTensorType>(condReturn->getOperand(0).getType());
  if (!predType || predType.getRank() != 0 ||
      !predType.getElementType().isInteger(1))
    return emitOpError() << "cond must return one tensor<i1> (C1)";
  return verifyReturns(*this, getBody(), types, "body", "of the operands (C2)");
}

ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> iterArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parser.parseLParen())
    return failure();
  if (failed(parser.parseOptionalRParen())) {
    do {
      OpAsmParser::Argument arg;
      OpAsmParser::UnresolvedOperand operand;
      if (parser.parseArgument(arg) || parser.parseEqual() ||
          parser.parseOperand(operand))
        return failure();
      iterArgs.push_back(arg);
      operands.push_back(operand);
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRParen())
      return failure();
  }
  SmallVector<Type> types;
  if (succeeded(parser.parseOptionalColon()) && parser.parseTypeList(types))
    return failure();
  if (types.size() != operands.size())
    return parser.emitError(parser.getCurrentLocation())
           << "expected " << operands.size() << " types";
  for (auto [arg, type] : llvm::zip(iterArgs, types))
    arg.type = type;
  if (parser.resolveOperands(operands, types, parser.getCurrentLocation(),
                             result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  result.addTypes(types);
  Region *cond = result.addRegion();
  Region *body = result.addRegion();
  if (parser.parseKeyword("cond") || parser.parseRegion(*cond, iterArgs) ||
      parser.parseKeyword("do") || parser.parseRegion(*body, iterArgs))
    return failure();
  return success();
}

void WhileOp::print(OpAsmPrinter &p) {
  p << "(";
  Block &condBlock = getCond().front();
  llvm::interleaveComma(llvm::zip(condBlock.getArguments(), getOperand()), p,
                        [&](auto pair) {
                          p << std::get<0>(pair) << " = " << std::get<1>(pair);
                        });
  p << ")";
  if (!getOperand().empty()) {
    p << " : ";
    llvm::interleaveComma(getOperand().getTypes(), p);
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p << " cond ";
  p.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  p << " do ";
  // The body's block arguments are renamed to the cond's in the pretty form.
  p.shadowRegionArgs(getBody(), condBlock.getArguments());
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

//===----------------------------------------------------------------------===//
// if, case, map, composite
//===----------------------------------------------------------------------===//

LogicalResult IfOp::verify() {
  if (getPred().getType().getRank() != 0)
    return emitOpError() << "pred must be tensor<i1>";
  for (Region *region : {&getTrueBranch(), &getFalseBranch()}) {
    if (region->front().getNumArguments() != 0)
      return emitOpError() << "branches take no arguments (C1)";
    if (failed(verifyReturns(*this, *region, getResultTypes(), "each branch",
                             "of the results (C2, C3)")))
      return failure();
  }
  return success();
}

LogicalResult CaseOp::verify() {
  if (getBranches().empty())
    return emitOpError() << "needs at least one branch (C1)";
  for (Region &region : getBranches()) {
    if (region.front().getNumArguments() != 0)
      return emitOpError() << "branches take no arguments (C2)";
    if (failed(verifyReturns(*this, region, getResultTypes(), "each branch",
                             "of the results (C3, C4)")))
      return failure();
  }
  return success();
}

LogicalResult MapOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "needs at least one input (C2)";
  auto first = cast<ShapedType>(getInputs().front().getType());
  for (Value v : getInputs())
    if (failed(verifyShape(*this, cast<ShapedType>(v.getType()),
                           first.getShape(), "every input", "(C1)")))
      return failure();
  ArrayRef<int64_t> dims = getDimensions();
  bool isRange = int64_t(dims.size()) == first.getRank();
  for (auto [i, d] : llvm::enumerate(dims))
    isRange = isRange && d == int64_t(i);
  if (!isRange)
    return emitOpError() << "dimensions must be [0, ..., rank - 1] (C3)";
  if (failed(verifyArguments(*this, getComputation(),
                             scalarTypes(getInputs().getTypes()),
                             "computation", "tensor<E> of the inputs (C4)")))
    return failure();
  SmallVector<Type> resultScalar =
      scalarTypes(TypeRange(getResult().getType()));
  if (failed(verifyReturns(*this, getComputation(), resultScalar, "computation",
                           "tensor<E> of the result (C4)")))
    return failure();
  return verifyShape(*this, getType(), first.getShape(), "result", "(C1)");
}

namespace {
/// `[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+`: a dialect-qualified name.
bool isNamespacedOpName(StringRef name) {
  SmallVector<StringRef> parts;
  name.split(parts, '.');
  if (parts.size() < 2 || parts[0].empty() || !llvm::isAlpha(parts[0][0]))
    return false;
  for (char c : parts[0])
    if (!llvm::isAlnum(c) && c != '_')
      return false;
  for (StringRef part : llvm::drop_begin(parts)) {
    if (part.empty())
      return false;
    for (char c : part)
      if (!llvm::isAlnum(c) && c != '_' && c != '$')
        return false;
  }
  return true;
}
} // namespace

LogicalResult CompositeOp::verify() {
  if (!isNamespacedOpName(getName()))
    return emitOpError() << "name '" << getName()
                         << "' must be a namespaced op name like 'my.op' (C1)";
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      *this, getDecompositionAttr());
  if (!callee)
    return emitOpError() << "decomposition @" << getDecomposition()
                         << " is not a function in scope (C2)";
  if (TypeRange(callee.getArgumentTypes()) != getInputs().getTypes())
    return emitOpError() << "decomposition @" << getDecomposition()
                         << " must take the op's input types (C3)";
  if (TypeRange(callee.getResultTypes()) != getResultTypes())
    return emitOpError() << "decomposition @" << getDecomposition()
                         << " must return the op's result types (C4)";
  return success();
}

//===----------------------------------------------------------------------===//
// tuples
//===----------------------------------------------------------------------===//

LogicalResult TupleOp::verify() {
  auto tupleType = cast<TupleType>(getType());
  if (TypeRange(tupleType.getTypes()) != getVal().getTypes())
    return emitOpError() << "result must be the tuple of the operand types (C1)";
  return success();
}

LogicalResult GetTupleElementOp::verify() {
  auto tupleType = cast<TupleType>(getOperand().getType());
  if (getIndex() >= int64_t(tupleType.size()))
    return emitOpError() << "index " << getIndex() << " is out of range [0, "
                         << tupleType.size() << ") (C1)";
  if (tupleType.getType(getIndex()) != getType())
    return emitOpError() << "result type must be element " << getIndex()
                         << " of the tuple (C2)";
  return success();
}
