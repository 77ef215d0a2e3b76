//===- UtilOps.cpp - IREE's util dialect: syntax and verifiers -----------===//

#include "dialect/Dialects.h"
#include "dialect/Inlining.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::util;

#include "dialect/UtilDialect.cpp.inc"
#define GET_OP_CLASSES
#include "dialect/UtilOps.cpp.inc"

void UtilDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/UtilOps.cpp.inc"
      >();
  addInterfaces<shlo::AlwaysInlinable>();
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
