//===- TranslateDriver.cpp - mlir-translate's driver, parsing in place ----===//

#include "tools/interpreter-translate/TranslateDriver.h"
#include "tools/common/OutputFile.h"
#include "tools/interpreter-translate/InterpretTranslation.h"

#include "api/Api.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace shlo {

namespace {
using VerifyLevel = SourceMgrDiagnosticVerifierHandler::Level;

/// Whether the byte just past `buffer` is a NUL, so that MLIR's lexer may
/// read it in place. Every buffer this driver sees lies inside memory that
/// goes on at least one byte (a file or stdin as openInputFile reads it,
/// NUL-terminated; a chunk of one; a translation's output string).
bool endsBeforeNul(const llvm::MemoryBuffer &buffer) {
  return *buffer.getBufferEnd() == '\0';
}

/// What the command line asks of each translation's context.
struct ContextOptions {
  bool allowUnregisteredDialects = false;
  /// -verify-diagnostics was given, at `verifyLevel`.
  bool verify = false;
  VerifyLevel verifyLevel = VerifyLevel::All;
  bool errorDiagnosticsOnly = false;
};

/// Runs the translations, each on the previous one's output, in a context
/// of its own, with the diagnostic handler the options ask for; the last
/// writes to `os`.
LogicalResult
runTranslations(std::unique_ptr<llvm::MemoryBuffer> buffer,
                llvm::raw_ostream &os,
                llvm::ArrayRef<const Translation *> translations,
                const ContextOptions &options, TimingScope &timing) {
  if (!endsBeforeNul(*buffer))
    buffer = llvm::MemoryBuffer::getMemBufferCopy(
        buffer->getBuffer(), buffer->getBufferIdentifier());
  std::string previousOutput;
  for (size_t i = 0, e = translations.size(); i < e; ++i) {
    const Translation *translation = translations[i];
    TimingScope translationTiming =
        timing.nest(translation->getDescription());
    std::string thisOutput;
    llvm::raw_string_ostream toString(thisOutput);
    llvm::raw_ostream &stream = i + 1 == e ? os : toString;
    MLIRContext context;
    context.allowUnregisteredDialects(options.allowUnregisteredDialects);
    context.printOpOnDiagnostic(!options.verify);
    auto sourceMgr = std::make_shared<llvm::SourceMgr>();
    sourceMgr->AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
    LogicalResult result = success();
    if (options.verify) {
      // Whether the translation fails does not matter here (it usually
      // should); the diagnostics must be the expected ones, all of them.
      SourceMgrDiagnosticVerifierHandler verifier(*sourceMgr, &context,
                                                  options.verifyLevel);
      (void)(*translation)(sourceMgr, os, &context);
      result = verifier.verify();
    } else {
      SourceMgrDiagnosticHandler handler(*sourceMgr, &context);
      std::optional<ScopedDiagnosticHandler> errorsOnly;
      if (options.errorDiagnosticsOnly)
        errorsOnly.emplace(&context, [](Diagnostic &diag) {
          return success(diag.getSeverity() != DiagnosticSeverity::Error);
        });
      result = (*translation)(sourceMgr, stream, &context);
    }
    if (failed(result))
      return result;
    if (i + 1 < e) {
      previousOutput = std::move(thisOutput);
      buffer = llvm::MemoryBuffer::getMemBuffer(previousOutput);
    }
  }
  return success();
}
} // namespace

LogicalResult translateMain(int argc, char **argv, llvm::StringRef toolName) {
  // The options of mlirTranslateMain, spelled and described as there, so
  // that the command line and --help are unchanged.
  static llvm::cl::opt<std::string> inputFilename(
      llvm::cl::Positional, llvm::cl::desc("<input file>"),
      llvm::cl::init("-"));
  static llvm::cl::opt<std::string> outputFilename(
      "o", llvm::cl::desc("Output filename"), llvm::cl::value_desc("filename"),
      llvm::cl::init("-"));
  static llvm::cl::opt<bool> allowUnregisteredDialects(
      "allow-unregistered-dialect",
      llvm::cl::desc("Allow operation with no registered dialects "
                     "(discouraged: testing only!)"),
      llvm::cl::init(false));
  static llvm::cl::opt<std::string> inputSplitMarker{
      "split-input-file", llvm::cl::ValueOptional,
      llvm::cl::callback([](const std::string &marker) {
        if (marker.empty())
          inputSplitMarker.setValue(kDefaultSplitMarker);
      }),
      llvm::cl::desc("Split the input file into chunks using the given or "
                     "default marker and process each chunk independently"),
      llvm::cl::init("")};
  static llvm::cl::opt<VerifyLevel> verifyDiagnostics{
      "verify-diagnostics", llvm::cl::ValueOptional,
      llvm::cl::desc("Check that emitted diagnostics match expected-* lines "
                     "on the corresponding line"),
      llvm::cl::values(
          clEnumValN(VerifyLevel::All, "all",
                     "Check all diagnostics (expected, unexpected, "
                     "near-misses)"),
          clEnumValN(VerifyLevel::All, "",
                     "Check all diagnostics (expected, unexpected, "
                     "near-misses)"),
          clEnumValN(VerifyLevel::OnlyExpected, "only-expected",
                     "Check only expected diagnostics"))};
  static llvm::cl::opt<bool> errorDiagnosticsOnly(
      "error-diagnostics-only",
      llvm::cl::desc("Filter all non-error diagnostics (discouraged: testing "
                     "only!)"),
      llvm::cl::init(false));
  static llvm::cl::opt<std::string> outputSplitMarker(
      "output-split-marker",
      llvm::cl::desc("Split marker to use for merging the ouput"),
      llvm::cl::init(""));
  llvm::cl::list<const Translation *, bool, TranslationParser>
      translationsRequested("", llvm::cl::desc("Translations to perform"),
                            llvm::cl::Required);
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerTranslationCLOptions();
  registerDefaultTimingManagerCLOptions();
  llvm::cl::ParseCommandLineOptions(argc, argv, toolName);

  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();

  std::string error;
  std::optional<llvm::Align> alignment =
      translationsRequested[0]->getInputAlignment();
  std::unique_ptr<llvm::MemoryBuffer> input =
      alignment ? openInputFile(inputFilename, *alignment, &error)
                : openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return failure();
  }
  // Written beside its target and renamed over it at the end
  // (tools/common/OutputFile.h): `-o` naming the input (or a link to it)
  // leaves the input intact while it is read.
  std::unique_ptr<SafeOutputFile> output =
      SafeOutputFile::open(outputFilename, error);
  if (!output) {
    llvm::errs() << error << "\n";
    return failure();
  }

  ContextOptions contextOptions{
      allowUnregisteredDialects, verifyDiagnostics.getNumOccurrences() != 0,
      verifyDiagnostics, errorDiagnosticsOnly};
  std::vector<const Translation *> translations(translationsRequested.begin(),
                                                translationsRequested.end());
  int64_t chunksRun = 0, chunksFailed = 0;
  auto translate = [&](std::unique_ptr<llvm::MemoryBuffer> buffer,
                       llvm::raw_ostream &os) -> LogicalResult {
    ++chunksRun;
    LogicalResult result = runTranslations(std::move(buffer), os, translations,
                                           contextOptions, timing);
    if (failed(result))
      ++chunksFailed;
    return result;
  };
  // As splitAndProcessBuffer, except that MLIR bytecode is not split.
  LogicalResult result = forEachChunk(std::move(input), inputSplitMarker,
                                      translate, output->os(),
                                      outputSplitMarker);
  // A split run of programs closes with its count on stderr (the output
  // holds only what the programs print, one empty line between chunks).
  bool interpreting = llvm::any_of(translations, [](const Translation *t) {
    return t->getDescription() == kInterpretDescription;
  });
  if (interpreting && !inputSplitMarker.empty())
    llvm::errs() << "interpreter-translate: chunks: " << chunksRun << " run, "
                 << chunksRun - chunksFailed << " passed, " << chunksFailed
                 << " failed\n";
  if (failed(result))
    return failure();
  if (!output->keep(error)) {
    llvm::errs() << error << "\n";
    return failure();
  }
  return success();
}

} // namespace shlo
} // namespace mlir
