//===- StablehloControlFlowOps.cpp - regions, calls and tuples -----------===//

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
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

/// Checks that `region` takes arguments of `types`.
LogicalResult verifyArguments(Operation *op, Region &region, TypeRange types,
                              StringRef what, StringRef rule) {
  if (TypeRange(region.front().getArgumentTypes()) != types)
    return op->emitOpError() << what << " must take " << types.size()
                             << " argument(s) of the types " << rule;
  return success();
}

/// The scalar tensor types of the element types of `values`.
SmallVector<Type> scalarTypes(TypeRange types) {
  SmallVector<Type> result;
  for (Type type : types)
    result.push_back(
        RankedTensorType::get({}, cast<ShapedType>(type).getElementType()));
  return result;
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
// if, case, map, sort, composite
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

LogicalResult SortOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "needs at least one input (C1)";
  auto first = cast<ShapedType>(getInputs().front().getType());
  for (Value v : getInputs())
    if (failed(verifyShape(*this, cast<ShapedType>(v.getType()),
                           first.getShape(), "every input", "(C3)")))
      return failure();
  if (TypeRange(getResultTypes()) != getInputs().getTypes())
    return emitOpError() << "result types must equal the input types (C2)";
  int64_t rank = first.getRank(), dim = int64_t(getDimension());
  if (dim < -rank || dim >= rank)
    return emitOpError() << "dimension " << dim << " is out of range [-" << rank
                         << ", " << rank << ") (C4)";
  SmallVector<Type> args = scalarTypes(getInputs().getTypes());
  SmallVector<Type> pairs;
  for (Type t : args) {
    pairs.push_back(t);
    pairs.push_back(t);
  }
  if (failed(verifyArguments(*this, getComparator(), pairs, "comparator",
                             "(tensor<E_i>, tensor<E_i>) per input (C5)")))
    return failure();
  Operation *terminator = terminatorOf(getComparator().front());
  if (!terminator)
    return emitOpError() << "comparator must end in a return";
  if (terminator->getNumOperands() != 1)
    return emitOpError() << "comparator must return one tensor<i1> (C5)";
  auto retType = dyn_cast<RankedTensorType>(terminator->getOperand(0).getType());
  if (!retType || retType.getRank() != 0 || !retType.getElementType().isInteger(1))
    return emitOpError() << "comparator must return one tensor<i1> (C5)";
  return success();
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
// reduce
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::verify() {
  if (getNumOperands() % 2 != 0)
    return emitOpError() << "needs as many init values as inputs (C3)";
  size_t n = getInputs().size();
  if (n == 0 || getInitValues().size() != n || getNumResults() != n)
    return emitOpError() << "needs N inputs, N init values and N results, "
                            "N > 0 (C3)";
  auto first = cast<ShapedType>(getInputs().front().getType());
  for (Value v : getInputs())
    if (failed(verifyShape(*this, cast<ShapedType>(v.getType()),
                           first.getShape(), "every input", "(C1)")))
      return failure();
  for (Value v : getInitValues())
    if (cast<ShapedType>(v.getType()).getRank() != 0)
      return emitOpError() << "init values must be rank 0 (I2)";
  if (failed(verifyDimensionList(*this, getDimensions(), first.getRank(),
                                 "dimensions", "(C4, C5)")))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < first.getRank(); ++d)
    if (!llvm::is_contained(getDimensions(), d))
      expected.push_back(first.getDimSize(d));
  for (Value result : getResults())
    if (failed(verifyShape(*this, cast<ShapedType>(result.getType()), expected,
                           "every result", "(C7)")))
      return failure();
  for (size_t i = 0; i < n; ++i)
    if (failed(verifySameElementType(*this, getInputs()[i].getType(),
                                     getInitValues()[i].getType(), "(C2)")))
      return failure();
  Block &body = getBody().front();
  if (body.getNumArguments() != 2 * n)
    return emitOpError() << "body takes " << 2 * n << " arguments (C6)";
  for (size_t i = 0; i < 2 * n; ++i) {
    auto type = dyn_cast<ShapedType>(body.getArgument(i).getType());
    Type input = cast<ShapedType>(getInputs()[i % n].getType()).getElementType();
    if (!type || type.getRank() != 0 ||
        !isPromotable(input, type.getElementType()))
      return emitOpError() << "body argument " << i
                           << " must be a rank-0 tensor of a promotion of "
                           << input << " (C6)";
    Type bodyType = type.getElementType();
    Type result = cast<ShapedType>(getResult(i % n).getType()).getElementType();
    if (i < n && result != bodyType)
      return emitOpError() << "result " << i << " has element type " << result
                           << ", the body computes in " << bodyType << " (C8)";
    if (i >= n && bodyType != cast<ShapedType>(body.getArgument(i - n).getType())
                                  .getElementType())
      return emitOpError() << "body arguments " << i - n << " and " << i
                           << " must have the same type (C6)";
  }
  Operation *terminator = terminatorOf(body);
  if (!terminator)
    return emitOpError() << "body must end in a return";
  if (terminator->getNumOperands() != n)
    return emitOpError() << "body returns " << n << " values (C6)";
  for (size_t i = 0; i < n; ++i) {
    auto ret = dyn_cast<ShapedType>(terminator->getOperand(i).getType());
    if (!ret || ret.getRank() != 0 ||
        ret.getElementType() !=
            cast<ShapedType>(getResult(i).getType()).getElementType())
      return emitOpError() << "body result " << i
                           << " must be a scalar of result " << i
                           << "'s element type (C6, C8)";
  }
  return success();
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  do {
    OpAsmParser::UnresolvedOperand input, init;
    if (parser.parseLParen() || parser.parseOperand(input) ||
        parser.parseKeyword("init") || parser.parseColon() ||
        parser.parseOperand(init) || parser.parseRParen())
      return failure();
    inputs.push_back(input);
    inits.push_back(init);
  } while (succeeded(parser.parseOptionalComma()));
  size_t n = inputs.size();

  std::optional<OperationName> bodyOpName;
  llvm::SMLoc opNameLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("applies"))) {
    FailureOr<OperationName> name = parser.parseCustomOperationName();
    if (failed(name))
      return failure();
    bodyOpName = *name;
  }
  DenseI64ArrayAttr dims;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() || parseDims(parser, dims))
    return failure();
  result.addAttribute("dimensions", dims);
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  FunctionType fnType;
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parser.parseColonType(fnType))
    return failure();
  if (fnType.getNumInputs() != 2 * n)
    return parser.emitError(typeLoc) << "expected " << 2 * n << " input types";
  if (parser.resolveOperands(inputs, fnType.getInputs().take_front(n), typeLoc,
                             result.operands) ||
      parser.resolveOperands(inits, fnType.getInputs().drop_front(n), typeLoc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  Region *body = result.addRegion();

  if (bodyOpName) {
    // `applies op`: the body is one binary op on (accumulator, element).
    if (n != 1)
      return parser.emitError(opNameLoc)
             << "'applies' needs exactly one input";
    Type scalar = RankedTensorType::get(
        {}, cast<ShapedType>(fnType.getInput(1)).getElementType());
    Block *block = new Block();
    body->push_back(block);
    Location loc = result.location;
    Value lhs = block->addArgument(scalar, loc);
    Value rhs = block->addArgument(scalar, loc);
    OpBuilder builder(parser.getContext());
    builder.setInsertionPointToEnd(block);
    OperationState state(loc, *bodyOpName);
    state.addOperands({lhs, rhs});
    state.addTypes(scalar);
    Operation *applied = builder.create(state);
    ReturnOp::create(builder, loc, applied->getResults());
    return success();
  }

  // reducer(%a: T, %b: T) (%c: T, %d: T) { ... }: pair i is (acc_i, x_i).
  if (parser.parseKeyword("reducer"))
    return failure();
  SmallVector<OpAsmParser::Argument> lhsArgs, rhsArgs;
  for (size_t i = 0; i < n; ++i) {
    OpAsmParser::Argument lhs, rhs;
    if (parser.parseLParen() || parser.parseArgument(lhs, /*allowType=*/true) ||
        parser.parseComma() || parser.parseArgument(rhs, /*allowType=*/true) ||
        parser.parseRParen())
      return failure();
    lhsArgs.push_back(lhs);
    rhsArgs.push_back(rhs);
  }
  SmallVector<OpAsmParser::Argument> args(lhsArgs);
  args.append(rhsArgs);
  return parser.parseRegion(*body, args);
}

void ReduceOp::print(OpAsmPrinter &p) {
  size_t n = getInputs().size();
  llvm::interleaveComma(llvm::zip(getInputs(), getInitValues()), p,
                        [&](auto pair) {
                          p << "(" << std::get<0>(pair)
                            << " init: " << std::get<1>(pair) << ")";
                        });
  p << " across dimensions = ";
  printDims(p, *this, getDimensionsAttr());
  p.printOptionalAttrDict((*this)->getAttrs(), {"dimensions"});
  p << " : ";
  p.printFunctionalType(*this);
  p.printNewline();
  p << " reducer";
  Block &body = getBody().front();
  for (size_t i = 0; i < n; ++i) {
    p << "(";
    p.printRegionArgument(body.getArgument(i));
    p << ", ";
    p.printRegionArgument(body.getArgument(i + n));
    p << ")";
  }
  p << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
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
