//===- StreamAttrs.cpp - IREE's stream dialect: #stream.parameter.named ---===//

#include "dialect/Dialects.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stream;

#include "dialect/StreamDialect.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/StreamAttrs.cpp.inc"

void StreamDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialect/StreamAttrs.cpp.inc"
      >();
}

// #stream.parameter.named<["scope"::]"key"[, {config}]> : type
Attribute ParameterNamedAttr::parse(AsmParser &parser, Type type) {
  std::string first, second;
  if (parser.parseLess() || parser.parseString(&first))
    return {};
  MLIRContext *context = parser.getContext();
  StringAttr scope, key = StringAttr::get(context, first);
  if (succeeded(parser.parseOptionalColon())) {
    if (parser.parseColon() || parser.parseString(&second))
      return {};
    scope = key;
    key = StringAttr::get(context, second);
  }
  DictionaryAttr config;
  if (succeeded(parser.parseOptionalComma()) &&
      parser.parseAttribute(config))
    return {};
  if (parser.parseGreater())
    return {};
  if (!type)
    type = NoneType::get(context);
  return ParameterNamedAttr::get(context, type, scope, key, config);
}

void ParameterNamedAttr::print(AsmPrinter &printer) const {
  printer << "<";
  if (getScope()) {
    printer.printString(getScope().getValue());
    printer << "::";
  }
  printer.printString(getKey().getValue());
  if (getConfig()) {
    printer << ", ";
    printer.printAttribute(getConfig());
  }
  printer << ">";
}
