//===- GridFuzzer.cpp - fuzz the process grid's rendezvous ----------------===//
//
// The input is a module whose functions @p0 and @p1 are the programs of two
// processes: the fuzzer parses it through the input gate, then adds
//
//   func.func @fuzz_grid() {
//     %a = <zeros of @p0's argument types> ...
//     "interpreter.run_parallel"(...) {programs = [[@p0], [@p1]]}
//   }
//
// (two replicas; an input of odd size runs them as two partitions,
// [[@p0, @p1]]), verifies it and runs it with small limits. Mutations make
// the two programs disagree: another collective, channel, group, operand
// type or count, a send without a recv; every disagreement must end as an
// error or a deadlock report, never a crash, a hang or a read of the wrong
// bytes (ASan).
//
//===----------------------------------------------------------------------===//

#include "dialect/Dialects.h"
#include "interpreter/Interpreter.h"
#include "api/InputGate.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

namespace {
constexpr int64_t kFuzzMaxTensorBytes = int64_t(16) << 20;
constexpr int64_t kFuzzMaxWhileIterations = 1000;
constexpr int64_t kMaxArgumentElements = 4096;

/// The text of a zero value of `type` named `name`, or "" when the fuzzer
/// makes none (dynamic or large tensors, tuples, quantized types).
std::string zeroOf(Type type, const std::string &name) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (isa<stablehlo::TokenType>(type)) {
    os << "    " << name << " = stablehlo.after_all : !stablehlo.token\n";
    return text;
  }
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape() || tensor.getEncoding() ||
      tensor.getNumElements() > kMaxArgumentElements)
    return "";
  Type element = tensor.getElementType();
  const char *zero = nullptr;
  if (element.isInteger(1))
    zero = "false";
  else if (isa<IntegerType>(element))
    zero = "0";
  else if (isa<FloatType>(element))
    zero = "0.0";
  else if (isa<ComplexType>(element))
    zero = "(0.0, 0.0)";
  if (!zero)
    return "";
  os << "    " << name << " = stablehlo.constant dense<" << zero << "> : "
     << type << "\n";
  return text;
}

void runGrid(llvm::StringRef text, bool partitions) {
  DialectRegistry registry;
  shlo::registerAllDialects(registry);
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  ScopedDiagnosticHandler handler(&context, [](Diagnostic &diag) {
    (void)diag.str();
    return success();
  });
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir"), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = shlo::parseGatedModule(sourceMgr, &context);
  if (!module)
    return;
  auto p0 = module->lookupSymbol<func::FuncOp>("p0");
  auto p1 = module->lookupSymbol<func::FuncOp>("p1");
  if (!p0 || !p1 || p0.isExternal() || p1.isExternal())
    return;
  // The driver, as text parsed into the module's context.
  std::string driver;
  llvm::raw_string_ostream os(driver);
  os << "func.func @fuzz_grid() {\n";
  SmallVector<std::string> args;
  SmallVector<Type> argTypes, resultTypes;
  for (func::FuncOp program : {p0, p1}) {
    for (Type type : program.getArgumentTypes()) {
      std::string name = "%a" + std::to_string(args.size());
      std::string zero = zeroOf(type, name);
      if (zero.empty())
        return;
      os << zero;
      args.push_back(name);
      argTypes.push_back(type);
    }
    llvm::append_range(resultTypes, program.getResultTypes());
  }
  os << "    " << (resultTypes.empty() ? "" : "%r:" + std::to_string(resultTypes.size()) + " = ")
     << "\"interpreter.run_parallel\"(" << llvm::join(args, ", ")
     << ") {programs = " << (partitions ? "[[@p0, @p1]]" : "[[@p0], [@p1]]")
     << "} : (";
  llvm::interleaveComma(argTypes, os);
  os << ") -> (";
  llvm::interleaveComma(resultTypes, os);
  os << ")\n    func.return\n}\n";
  OwningOpRef<ModuleOp> extra =
      parseSourceString<ModuleOp>(driver, ParserConfig(&context));
  if (!extra)
    return;
  auto main = extra->lookupSymbol<func::FuncOp>("fuzz_grid");
  if (!main || module->lookupSymbol("fuzz_grid"))
    return;
  main->remove();
  module->push_back(main);
  if (failed(verify(*module)))
    return;
  shlo::InterpreterOptions options;
  llvm::raw_null_ostream output;
  options.printStream = &output;
  options.maxTensorBytes = kFuzzMaxTensorBytes;
  options.maxWhileIterations = kFuzzMaxWhileIterations;
  options.threads = 1;
  (void)shlo::eval(main, {}, options);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  runGrid(llvm::StringRef(reinterpret_cast<const char *>(data), size),
          size % 2 == 1);
  return 0;
}
