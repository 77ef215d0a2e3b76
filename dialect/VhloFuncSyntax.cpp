//===- VhloFuncSyntax.cpp - vhlo.func_v1's custom form ---------------------===//

#include "dialect/VhloFuncSyntax.h"

#include "dialect/Vhlo.h"

namespace mlir {
namespace vhlo {

ParseResult parseFunctionBody(OpAsmParser &parser, Attribute &name,
                              Region &body, Attribute &functionType) {
  MLIRContext *ctx = parser.getContext();
  StringAttr symbol;
  if (parser.parseSymbolName(symbol))
    return failure();
  name = StringV1Attr::get(ctx, symbol.getValue());
  llvm::SmallVector<OpAsmParser::Argument> args;
  if (parser.parseArgumentList(args, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true))
    return failure();
  llvm::SmallVector<Type> results;
  if (parser.parseArrow() || parser.parseLParen())
    return failure();
  if (failed(parser.parseOptionalRParen())) {
    if (parser.parseTypeList(results) || parser.parseRParen())
      return failure();
  }
  llvm::SmallVector<Type> inputs;
  for (const OpAsmParser::Argument &arg : args)
    inputs.push_back(arg.type);
  functionType =
      TypeV1Attr::get(ctx, FunctionV1Type::get(ctx, inputs, results));
  OptionalParseResult hasBody = parser.parseOptionalRegion(body, args);
  if (hasBody.has_value() && failed(*hasBody))
    return failure();
  return success();
}

void printFunctionBody(OpAsmPrinter &printer, Operation *, Attribute name,
                       Region &body, Attribute functionType) {
  auto symbol = dyn_cast_or_null<StringV1Attr>(name);
  printer.printSymbolName(symbol ? symbol.getValue() : "");
  auto typeAttr = dyn_cast_or_null<TypeV1Attr>(functionType);
  auto type = typeAttr ? dyn_cast<FunctionV1Type>(typeAttr.getValue())
                       : FunctionV1Type();
  printer << '(';
  if (!body.empty()) {
    llvm::interleaveComma(body.front().getArguments(), printer,
                          [&](BlockArgument arg) {
                            printer.printRegionArgument(arg);
                          });
  } else if (type) {
    llvm::interleaveComma(type.getInputs(), printer);
  }
  printer << ") -> (";
  if (type)
    llvm::interleaveComma(type.getOutputs(), printer);
  printer << ')';
  if (!body.empty()) {
    printer << ' ';
    printer.printRegion(body, /*printEntryBlockArgs=*/false,
                        /*printBlockTerminators=*/true);
  }
}

} // namespace vhlo
} // namespace mlir
