//===- UtilOps.cpp - IREE's util dialect: syntax and verifiers -----------===//

#include "dialect/Dialects.h"
#include "dialect/Inlining.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionImplementation.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::util;

#include "dialect/UtilDialect.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "dialect/UtilTypes.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/UtilAttrs.cpp.inc"
#define GET_OP_CLASSES
#include "dialect/UtilOps.cpp.inc"

namespace {
/// Every util op may be inlined, and a util.func body into its callers,
/// except the calls to a function whose `inlining_policy` is
/// `#util.inline.never`; util.return becomes the values (or the branch)
/// replacing the call.
struct UtilInlinable : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *call, Operation *callable,
                       bool wouldBeCloned) const final {
    return !isa_and_nonnull<InlineNeverAttr>(
        callable->getAttr("inlining_policy"));
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
  void handleTerminator(Operation *op, Block *newDest) const final {
    auto ret = dyn_cast<ReturnOp>(op);
    if (!ret)
      return;
    OpBuilder builder(op);
    cf::BranchOp::create(builder, op->getLoc(), newDest, ret.getOperands());
    op->erase();
  }
  void handleTerminator(Operation *op, ValueRange valuesToRepl) const final {
    auto ret = dyn_cast<ReturnOp>(op);
    if (!ret)
      return;
    for (auto [value, replacement] :
         llvm::zip(valuesToRepl, ret.getOperands()))
      value.replaceAllUsesWith(replacement);
  }
};
} // namespace

void UtilDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialect/UtilTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialect/UtilAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialect/UtilOps.cpp.inc"
      >();
  addInterfaces<UtilInlinable>();
}

namespace {
/// Whether `type` is a value the util ops hold: a ranked tensor, or a
/// scalar integer, float or index.
bool isUtilValueType(Type type) {
  return isa<RankedTensorType, IntegerType, FloatType, IndexType>(type);
}
} // namespace

LogicalResult UnfoldableConstantOp::verify() {
  Attribute value = getValue();
  if (isa<RankedTensorType>(getType()) ? !isa<ElementsAttr>(value)
                                       : !isa<IntegerAttr, FloatAttr>(value))
    return emitOpError() << "value " << value
                         << " is neither a dense tensor nor a scalar literal";
  return success();
}

LogicalResult OptimizationBarrierOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  llvm::append_range(inferred, operands.getTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// util.global
//===----------------------------------------------------------------------===//

// util.global [private|public|nested] [mutable] @name attr-dict
//     (`=` typed-attr | `:` type (`=` attr)?)
ParseResult GlobalOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *context = parser.getContext();
  // `public` is the default and is not stored.
  StringRef visibility;
  if (succeeded(parser.parseOptionalKeyword(
          &visibility, {"private", "public", "nested"})) &&
      visibility != "public")
    result.addAttribute(getSymVisibilityAttrName(result.name),
                        StringAttr::get(context, visibility));
  if (succeeded(parser.parseOptionalKeyword("mutable")))
    result.addAttribute(getIsMutableAttrName(result.name),
                        UnitAttr::get(context));
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  Type type;
  Attribute initial;
  if (succeeded(parser.parseOptionalColon())) {
    if (parser.parseType(type))
      return failure();
    if (succeeded(parser.parseOptionalEqual()) &&
        parser.parseAttribute(initial))
      return failure();
  } else {
    SMLoc at = parser.getCurrentLocation();
    if (parser.parseEqual() || parser.parseAttribute(initial))
      return failure();
    auto typed = dyn_cast<TypedAttr>(initial);
    if (!typed || isa<NoneType>(typed.getType()))
      return parser.emitError(at)
             << "an initial value without `: type` must carry its type";
    type = typed.getType();
  }
  result.addAttribute(getTypeAttrName(result.name), TypeAttr::get(type));
  if (initial)
    result.addAttribute(getInitialValueAttrName(result.name), initial);
  return success();
}

void GlobalOp::print(OpAsmPrinter &p) {
  if (std::optional<StringRef> visibility = getSymVisibility())
    p << " " << *visibility;
  if (getIsMutable())
    p << " mutable";
  p << " ";
  p.printSymbolName(getSymName());
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getSymNameAttrName(), getSymVisibilityAttrName(),
                           getIsMutableAttrName(), getTypeAttrName(),
                           getInitialValueAttrName()});
  std::optional<TypedAttr> initial = getInitialValue();
  if (initial && initial->getType() == getType()) {
    p << " = ";
    p.printAttribute(*initial);
    return;
  }
  p << " : ";
  p.printType(getType());
  if (initial) {
    p << " = ";
    p.printAttribute(*initial);
  }
}

LogicalResult GlobalOp::verify() {
  Type type = getType();
  if (!isUtilValueType(type))
    return emitOpError() << "global type " << type
                         << " is neither a ranked tensor nor a scalar "
                            "integer, float or index";
  if (std::optional<StringRef> visibility = getSymVisibility())
    if (*visibility != "private" && *visibility != "public" &&
        *visibility != "nested")
      return emitOpError() << "visibility '" << *visibility
                           << "' is not private, public or nested";
  std::optional<TypedAttr> initial = getInitialValue();
  if (!initial)
    return success();
  // A global of dynamic shape may start with a value of any shape it allows.
  Type initialType = initial->getType();
  if (initialType != type &&
      (getElementTypeOrSelf(initialType) != getElementTypeOrSelf(type) ||
       failed(verifyCompatibleShape(initialType, type))))
    return emitOpError() << "initial value of type " << initialType
                         << " does not match the global type " << type;
  if (isa<stream::ParameterNamedAttr>(*initial)) {
    if (!isa<RankedTensorType>(type))
      return emitOpError() << "a #stream.parameter.named initial value needs "
                              "a tensor type, not "
                           << type;
    return success();
  }
  if (auto pattern = dyn_cast<BytePatternAttr>(*initial)) {
    Type element = getElementTypeOrSelf(type);
    if (auto complex = dyn_cast<ComplexType>(element))
      element = complex.getElementType();
    if (!isa<RankedTensorType>(type) || !cast<ShapedType>(type).hasStaticShape() ||
        !element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0)
      return emitOpError()
             << "a #util.byte_pattern initial value needs a static tensor "
                "type whose elements fill whole bytes, not "
             << type;
    return success();
  }
  if (isa<RankedTensorType>(type) ? !isa<ElementsAttr>(*initial)
                                  : !isa<IntegerAttr, FloatAttr>(*initial))
    return emitOpError() << "initial value " << *initial
                         << " is neither a dense tensor nor a scalar literal";
  return success();
}

//===----------------------------------------------------------------------===//
// util.global.load and util.global.store
//===----------------------------------------------------------------------===//

namespace {
/// The global `name` refers to from `user`, or a diagnostic.
FailureOr<GlobalOp> lookupGlobal(Operation *user, FlatSymbolRefAttr name,
                                 SymbolTableCollection &symbolTable) {
  Operation *symbol = symbolTable.lookupNearestSymbolFrom(user, name);
  auto global = dyn_cast_or_null<GlobalOp>(symbol);
  if (!global)
    return user->emitOpError() << "'" << name.getValue()
                               << "' does not reference a util.global";
  return global;
}
} // namespace

LogicalResult
GlobalLoadOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<GlobalOp> global =
      lookupGlobal(*this, getGlobalAttr(), symbolTable);
  if (failed(global))
    return failure();
  if (global->getType() != getType())
    return emitOpError() << "result type " << getType()
                         << " does not match the type " << global->getType()
                         << " of global @" << global->getSymName();
  if (getIsImmutable() && global->getIsMutable())
    return emitOpError() << "is marked immutable but global @"
                         << global->getSymName() << " is mutable";
  return success();
}

LogicalResult
GlobalStoreOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<GlobalOp> global =
      lookupGlobal(*this, getGlobalAttr(), symbolTable);
  if (failed(global))
    return failure();
  if (!global->getIsMutable())
    return emitOpError() << "global @" << global->getSymName()
                         << " is not mutable";
  if (global->getType() != getValue().getType())
    return emitOpError() << "value type " << getValue().getType()
                         << " does not match the type " << global->getType()
                         << " of global @" << global->getSymName();
  return success();
}

//===----------------------------------------------------------------------===//
// util.initializer, util.func, util.call, util.return
//===----------------------------------------------------------------------===//

LogicalResult InitializerOp::verify() {
  Region &body = getBody();
  if (body.empty())
    return emitOpError() << "has no body";
  if (body.front().getNumArguments() != 0)
    return emitOpError() << "entry block takes "
                         << body.front().getNumArguments()
                         << " argument(s); an initializer takes none";
  return success();
}

// util.func [private|public|nested] @name(args) [-> results]
//     [attributes {...}] [body]: the syntax of func.func.
ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildType = [](Builder &builder, ArrayRef<Type> inputs,
                      ArrayRef<Type> results,
                      function_interface_impl::VariadicFlag, std::string &) {
    return builder.getFunctionType(inputs, results);
  };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false,
      getFunctionTypeAttrName(result.name), buildType,
      getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void FuncOp::print(OpAsmPrinter &p) {
  function_interface_impl::printFunctionOp(
      p, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

LogicalResult ReturnOp::verify() {
  if (isa<InitializerOp>((*this)->getParentOp())) {
    if (getNumOperands() != 0)
      return emitOpError() << "in a util.initializer returns nothing, not "
                           << getNumOperands() << " value(s)";
    return success();
  }
  auto func = cast<FuncOp>((*this)->getParentOp());
  ArrayRef<Type> declared = func.getResultTypes();
  if (TypeRange(getOperandTypes()) != TypeRange(declared)) {
    InFlightDiagnostic diag = emitOpError() << "returns (";
    llvm::interleaveComma(getOperandTypes(), diag);
    diag << ") but @" << func.getSymName() << " is declared to return (";
    llvm::interleaveComma(declared, diag);
    return diag << ")";
  }
  return success();
}

LogicalResult CallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *symbol =
      symbolTable.lookupNearestSymbolFrom(*this, getCalleeAttr());
  auto callee = dyn_cast_or_null<FunctionOpInterface>(symbol);
  if (!callee)
    return emitOpError() << "'" << getCallee()
                         << "' does not reference a function";
  auto type = dyn_cast<FunctionType>(callee.getFunctionType());
  if (!type)
    return emitOpError() << "@" << getCallee() << " has no function type";
  if (TypeRange(getOperandTypes()) != TypeRange(type.getInputs()) ||
      TypeRange(getResultTypes()) != TypeRange(type.getResults()))
    return emitOpError() << "types " << FunctionType::get(getContext(),
                                                          getOperandTypes(),
                                                          getResultTypes())
                         << " do not match the type " << type << " of @"
                         << getCallee();
  return success();
}

//===----------------------------------------------------------------------===//
// util.global.address, util.global.load.indirect, util.global.store.indirect
//===----------------------------------------------------------------------===//

LogicalResult
GlobalAddressOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<GlobalOp> global =
      lookupGlobal(*this, getGlobalAttr(), symbolTable);
  if (failed(global))
    return failure();
  Type target = cast<PtrType>(getType()).getTargetType();
  if (global->getType() != target)
    return emitOpError() << "pointer to " << target
                         << " does not match the type " << global->getType()
                         << " of global @" << global->getSymName();
  if (getIsImmutable() && global->getIsMutable())
    return emitOpError() << "is marked immutable but global @"
                         << global->getSymName() << " is mutable";
  return success();
}

LogicalResult GlobalLoadIndirectOp::verify() {
  Type target = cast<PtrType>(getGlobal().getType()).getTargetType();
  if (target != getType())
    return emitOpError() << "result type " << getType()
                         << " does not match the pointer's target type "
                         << target;
  return success();
}

LogicalResult GlobalStoreIndirectOp::verify() {
  Type target = cast<PtrType>(getGlobal().getType()).getTargetType();
  if (target != getValue().getType())
    return emitOpError() << "value type " << getValue().getType()
                         << " does not match the pointer's target type "
                         << target;
  return success();
}
