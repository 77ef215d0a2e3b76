//===- Driver.cpp - opidiff2mlir: suite in, test programs out -------------===//

#include "opidiff/Driver.h"

#include "opidiff/Errors.h"
#include "opidiff/Jsonl.h"
#include "opidiff/loader/Loader.h"
#include "opidiff/lowering/Lowering.h"
#include "opidiff/Sampler.h"
#include "opidiff/torch/TorchBaseline.h"
#include "opidiff/torch/TorchScript.h"

#include "dialect/Dialects.h"
#include "interpreter/Interpreter.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <map>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mlir {
namespace shlo {
namespace opidiff {

namespace {
/// What became of one test (a compare pair counts as one test).
struct TestRecord {
  std::string id;
  std::string op;
  enum class Status { Converted, Unsupported, Error } status;
  std::string detail; // the reason for Unsupported and Error
  mlir::OwningOpRef<mlir::ModuleOp> module;
  enum class Run { NotRun, Passed, Failed } run = Run::NotRun;
  std::string runDetail;
  /// The sides as (test id, op): one, or a compare pair's a and b.
  std::vector<std::pair<std::string, std::string>> cases;
  /// Set when the torch baseline itself failed (the detail says why).
  bool baselineFailed = false;
  /// Milliseconds the interpreter took to run the test.
  double runMs = 0;
};

std::string opNameOf(const TestSpec &spec) {
  if (spec.opKind == TestCase::OpKind::Module)
    return spec.module.path;
  return spec.atenOverload.empty() ? spec.atenName
                                   : spec.atenName + "." + spec.atenOverload;
}

/// The `out` of a test when it spells out the expected value (a const or a
/// const_tensor with `value`), else null.
const Value *literalExpected(const TestSpec &spec, const TestCase &test) {
  if (!spec.out || !test.out)
    return nullptr;
  bool literal = spec.out->type == Node::Type::Literal ||
                 (spec.out->type == Node::Type::ConstTensor &&
                  spec.out->value.has_value());
  return literal ? &*test.out : nullptr;
}

/// Moves an llvm::Error into a record as Unsupported or Error.
void recordError(TestRecord &record, llvm::Error error) {
  record.status = TestRecord::Status::Error;
  llvm::handleAllErrors(
      std::move(error),
      [&](const UnsupportedError &unsupported) {
        record.status = TestRecord::Status::Unsupported;
        record.detail = unsupported.getReason();
      },
      [&](const llvm::ErrorInfoBase &other) { record.detail = other.message(); });
}

class Converter {
public:
  Converter(mlir::MLIRContext &context, const DriverOptions &options,
            const ScriptBatch &scripts)
      : context(context), options(options), scripts(scripts) {
    lowering.tolerance = options.tolerance;
    lowering.emitChecks = options.baseline;
  }

  /// Converts an aten or module test into `record`.
  void convertSingle(const TestSpec &spec, const TestCase &test,
                     TestRecord &record) {
    mlir::OwningOpRef<mlir::ModuleOp> module = newModule(test);
    const Value *expected = literalExpected(spec, test);
    if (expected)
      lowering.emitChecks = true;
    llvm::Error error = llvm::Error::success();
    if (test.opKind == TestCase::OpKind::Aten) {
      llvm::Expected<BoundCall> call = bindAtenCall(test);
      if (!call)
        return recordError(record, call.takeError());
      std::optional<BaselineResult> baseline;
      if (!expected && options.baseline) {
        llvm::Expected<BaselineResult> result = runBaseline(test, &*call);
        if (!result) {
          record.baselineFailed = true;
          return recordError(record, result.takeError());
        }
        baseline = std::move(*result);
        expected = &baseline->output;
      }
      error = lowerAtenTest(*module, test, *call, expected, lowering);
    } else {
      llvm::Expected<BaselineResult> result = moduleBaseline(test);
      if (!result) {
        record.baselineFailed = true;
        return recordError(record, result.takeError());
      }
      if (!result->module)
        return recordError(record, llvm::createStringError(
                                       "the baseline built no module"));
      if (!expected && options.baseline)
        expected = &result->output;
      error = lowerModuleTest(*module, test, *result->module, expected, lowering);
    }
    lowering.emitChecks = options.baseline;
    if (error)
      return recordError(record, std::move(error));
    finish(std::move(module), record);
  }

  /// Converts a compare pair (both sides built by the baseline, compared
  /// against each other) into `record`.
  void convertPair(const TestCase &a, const TestCase &b, TestRecord &record) {
    mlir::OwningOpRef<mlir::ModuleOp> module = newModule(a);
    llvm::Expected<BaselineResult> ra = moduleBaseline(a);
    if (!ra)
      return recordError(record, ra.takeError());
    llvm::Expected<BaselineResult> rb = moduleBaseline(b);
    if (!rb)
      return recordError(record, rb.takeError());
    if (!ra->module || !rb->module)
      return recordError(record, llvm::createStringError(
                                     "the baseline built no module"));
    LoweringOptions pairOptions = lowering;
    pairOptions.emitChecks = true;
    if (llvm::Error error = lowerComparePair(*module, a, *ra->module, b,
                                             *rb->module, pairOptions))
      return recordError(record, std::move(error));
    finish(std::move(module), record);
  }

private:
  /// A module built by libtorch's C++ classes, or through TorchScript.
  llvm::Expected<BaselineResult> moduleBaseline(const TestCase &test) {
    if (needsTorchScript(test.module))
      return scripts.run(test);
    return runBaseline(test, nullptr);
  }

  mlir::OwningOpRef<mlir::ModuleOp> newModule(const TestCase &test) {
    mlir::Location loc = mlir::FileLineColLoc::get(
        &context, test.loc.file, test.loc.line, test.loc.column);
    return mlir::ModuleOp::create(loc);
  }

  void finish(mlir::OwningOpRef<mlir::ModuleOp> module, TestRecord &record) {
    // Our verifiers check every op the lowering built.
    std::string messages;
    {
      mlir::ScopedDiagnosticHandler capture(
          &context, [&](mlir::Diagnostic &diag) {
            messages += diag.str();
            messages += "; ";
            return mlir::success();
          });
      if (mlir::failed(mlir::verify(*module))) {
        record.status = TestRecord::Status::Error;
        record.detail = "the lowered program does not verify: " + messages;
        return;
      }
    }
    record.status = TestRecord::Status::Converted;
    record.module = std::move(module);
  }

  mlir::MLIRContext &context;
  const DriverOptions &options;
  const ScriptBatch &scripts;
  LoweringOptions lowering;
};

/// Interprets the converted test in process.
void runRecord(mlir::MLIRContext &context, TestRecord &record) {
  std::string messages;
  mlir::ScopedDiagnosticHandler capture(&context, [&](mlir::Diagnostic &diag) {
    if (diag.getSeverity() == mlir::DiagnosticSeverity::Error) {
      if (!messages.empty())
        messages += "; ";
      messages += diag.str();
    }
    return mlir::success();
  });
  mlir::ModuleOp module = *record.module;
  bool ok = false;
  auto start = std::chrono::steady_clock::now();
  for (auto func : module.getOps<mlir::func::FuncOp>()) {
    ok = mlir::succeeded(mlir::shlo::eval(func, {}));
    break;
  }
  record.runMs = std::chrono::duration<double, std::milli>(
                     std::chrono::steady_clock::now() - start)
                     .count();
  record.run = ok ? TestRecord::Run::Passed : TestRecord::Run::Failed;
  record.runDetail = messages;
}

/// Writes `text` to `path` (writeOutputFile, Driver.h).
bool writeAtomically(const std::string &path, const std::string &text,
                     llvm::raw_ostream &log) {
  return writeOutputFile(path, text, log);
}

std::string markdownCell(std::string text) {
  for (char &c : text)
    if (c == '|' || c == '\n')
      c = ' ';
  if (text.size() > 300)
    text = text.substr(0, 297) + "...";
  return text;
}

/// Writes the markdown report; false (after a message on `log`) when the
/// file cannot be written.
bool writeReport(const std::string &path, const std::string &suitePath,
                 const std::vector<TestRecord> &records, bool ran,
                 llvm::raw_ostream &log) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "# opidiff2mlir report: " << suitePath << "\n\n";
  std::map<std::string, std::array<int, 4>> perOp; // conv, unsup, pass, fail
  for (const TestRecord &r : records) {
    auto &counts = perOp[r.op];
    if (r.status == TestRecord::Status::Converted)
      ++counts[0];
    else
      ++counts[1];
    if (r.run == TestRecord::Run::Passed)
      ++counts[2];
    if (r.run == TestRecord::Run::Failed)
      ++counts[3];
  }
  os << "| op | converted | unsupported or error |"
     << (ran ? " passed | failed |" : "") << "\n|---|---|---|"
     << (ran ? "---|---|" : "") << "\n";
  for (const auto &[op, c] : perOp) {
    os << "| " << markdownCell(op) << " | " << c[0] << " | " << c[1] << " |";
    if (ran)
      os << " " << c[2] << " | " << c[3] << " |";
    os << "\n";
  }
  os << "\n| test | op | status | detail |\n|---|---|---|---|\n";
  for (const TestRecord &r : records) {
    std::string status, detail = r.detail;
    switch (r.status) {
    case TestRecord::Status::Converted:
      status = "converted";
      if (r.run == TestRecord::Run::Passed)
        status = "passed";
      if (r.run == TestRecord::Run::Failed) {
        status = "failed";
        detail = r.runDetail;
      }
      break;
    case TestRecord::Status::Unsupported:
      status = "unsupported";
      break;
    case TestRecord::Status::Error:
      status = "error";
      break;
    }
    os << "| " << markdownCell(r.id) << " | " << markdownCell(r.op) << " | "
       << status << " | " << markdownCell(detail) << " |\n";
  }
  return writeAtomically(path, os.str(), log);
}
/// The record of one test in opdiff's JSONL (Jsonl.h); `record` has run.
llvm::json::Object itemRecord(const TestRecord &record,
                              const DriverOptions &options) {
  bool pair = record.cases.size() == 2;
  llvm::json::Array cases;
  for (const auto &[id, op] : record.cases)
    cases.push_back(llvm::json::Object{
        {"yaml", options.inputPath}, {"id", id}, {"op", op}});

  // Our baseline is torch, run for single tests only (as opdiff does).
  llvm::json::Value baseline = nullptr;
  if (!pair && options.baseline) {
    llvm::json::Object b{{"backend", "torch"}, {"ms", nullptr},
                         {"times_all", nullptr}};
    b["status"] = record.baselineFailed ? "INFER_FAIL" : "OK";
    b["err"] = record.baselineFailed
                   ? llvm::json::Value(errorText("TorchError", record.detail))
                   : llvm::json::Value(nullptr);
    baseline = std::move(b);
  }

  // The interpreter: converting is exporting, interpreting is inferring.
  std::string status = "OK", err;
  llvm::json::Value diffAll = nullptr;
  if (record.status == TestRecord::Status::Unsupported) {
    status = "EXPORT_FAIL";
    err = errorText("Unsupported", record.detail);
  } else if (record.status == TestRecord::Status::Error) {
    status = record.baselineFailed ? "SKIPPED" : "EXPORT_FAIL";
    err = record.baselineFailed ? "" : errorText("ConversionError", record.detail);
  } else {
    llvm::Expected<std::vector<Compared>> compared = evalCompared(*record.module);
    if (!compared) {
      status = "INFER_FAIL";
      err = errorText("InterpreterError", llvm::toString(compared.takeError()));
    } else if (!compared->empty()) {
      diffAll = llvm::json::Array{diffMetrics(*compared)};
    }
  }
  llvm::json::Array res;
  for (size_t side = 0; side < record.cases.size(); ++side) {
    llvm::json::Object r{{"status", status}};
    r["err"] = err.empty() ? llvm::json::Value(nullptr) : llvm::json::Value(err);
    r["ms"] = status == "OK" ? llvm::json::Value(record.runMs)
                             : llvm::json::Value(nullptr);
    // Ours: whether the program's own checks (within --tolerance) passed.
    if (status == "OK")
      r["checks_passed"] = record.run == TestRecord::Run::Passed;
    res.push_back(std::move(r));
  }
  llvm::json::Object backend{{"backend", kInterpreterBackend},
                             {"res", std::move(res)},
                             {"times_all", nullptr}};
  backend["diff_all"] = std::move(diffAll);
  return llvm::json::Object{{"type", "item"},
                            {"id", record.id},
                            {"test_type", pair ? "pair" : "single"},
                            {"cases", std::move(cases)},
                            {"baseline", std::move(baseline)},
                            {"backends", llvm::json::Array{std::move(backend)}}};
}

/// Writes the run as opdiff's JSONL: the meta header, then one item per test.
bool writeJsonl(const DriverOptions &options,
                const std::vector<TestRecord> &records, llvm::raw_ostream &log) {
  llvm::json::Object params{{"seed", int64_t(options.seed)},
                            {"tolerance", options.tolerance},
                            {"baseline", options.baseline ? "torch" : "none"},
                            {"backends", llvm::json::Array{kInterpreterBackend}}};
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::json::Value(metaRecord(options.inputPath, std::move(params)))
     << "\n";
  for (const TestRecord &r : records)
    os << llvm::json::Value(itemRecord(r, options)) << "\n";
  return writeAtomically(options.jsonlPath, os.str(), log);
}
} // namespace

namespace {
/// Writes all of `text` to `fd`; false with errno set on failure.
bool writeAll(int fd, const std::string &text) {
  const char *p = text.data();
  size_t left = text.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      if (n == 0)
        errno = EIO;
      return false;
    }
    p += n;
    left -= size_t(n);
  }
  return true;
}
} // namespace

bool writeOutputFile(const std::string &path, const std::string &text,
                     llvm::raw_ostream &log) {
  if (path == "-") {
    llvm::outs() << text;
    llvm::outs().flush();
    return true;
  }
  auto fail = [&](const std::string &what) {
    log << path << ": cannot write the output file: " << what << "\n";
    return false;
  };
  // Follow symlinks to the file they name: that file is written (or
  // created), the links stay.
  std::string target = path;
  for (int hops = 0;; ++hops) {
    struct stat lst;
    if (::lstat(target.c_str(), &lst) != 0) {
      if (errno == ENOENT)
        break; // a new file
      return fail(std::strerror(errno));
    }
    if (!S_ISLNK(lst.st_mode))
      break;
    if (hops == 40)
      return fail("too many levels of symbolic links");
    std::vector<char> buffer(4096);
    ssize_t n = ::readlink(target.c_str(), buffer.data(), buffer.size());
    if (n < 0)
      return fail(std::strerror(errno));
    if (size_t(n) >= buffer.size())
      return fail("symbolic link target too long");
    std::string link(buffer.data(), size_t(n));
    llvm::StringRef dir = llvm::sys::path::parent_path(target);
    if (!link.empty() && link[0] != '/' && !dir.empty())
      link = (dir + "/" + link).str();
    target = link;
  }
  struct stat st;
  bool exists = ::stat(target.c_str(), &st) == 0;
  if (exists && S_ISDIR(st.st_mode))
    return fail("it is a directory");
  if (exists && (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))) {
    // A device or a pipe is written into, never replaced.
    int fd = ::open(target.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
      return fail(std::strerror(errno));
    bool ok = writeAll(fd, text);
    int err = errno;
    if (::close(fd) != 0 && ok) {
      ok = false;
      err = errno;
    }
    return ok ? true : fail(std::strerror(err));
  }
  if (exists && !S_ISREG(st.st_mode))
    return fail("not a regular file, character device or FIFO");

  // A regular file or a new one: a temporary file in the same directory,
  // renamed over the target once complete.
  llvm::SmallString<256> tempPath;
  int fd = -1;
  llvm::SmallString<256> model(target);
  model += ".tmp-%%%%%%";
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(model, fd, tempPath))
    return fail(ec.message());
  bool ok = true;
  std::string why;
  if (exists && ::fchmod(fd, st.st_mode & 07777) != 0) {
    ok = false;
    why = std::strerror(errno);
  }
  if (ok && !writeAll(fd, text)) {
    ok = false;
    why = std::strerror(errno);
  }
  if (::close(fd) != 0 && ok) {
    ok = false;
    why = std::strerror(errno);
  }
  if (ok) {
    if (std::error_code ec = llvm::sys::fs::rename(tempPath, target)) {
      ok = false;
      why = ec.message();
    }
  }
  if (!ok) {
    llvm::sys::fs::remove(tempPath);
    return fail(why);
  }
  return true;
}

namespace {

/// Converts every sampled test (a compare pair's two sides into one
/// record), in suite order.
std::vector<TestRecord> convertAll(mlir::MLIRContext &context,
                                   const DriverOptions &options,
                                   const Suite &suite,
                                   std::vector<llvm::Expected<TestCase>> &sampled,
                                   ScriptBatch &scripts) {
  Converter converter(context, options, scripts);
  std::vector<TestRecord> records;
  // Compare pairs: the first side waits here for the second.
  std::map<std::string, std::pair<TestCase, size_t>> pendingPairs;
  for (size_t index = 0; index < suite.tests.size(); ++index) {
    const TestSpec &spec = suite.tests[index];
    llvm::Expected<TestCase> &test = sampled[index];
    std::string id = spec.pairId.empty() ? spec.id : spec.pairId;
    if (!spec.pairId.empty()) {
      auto it = pendingPairs.find(spec.pairId);
      if (it == pendingPairs.end()) {
        records.push_back(TestRecord{id, "compare " + opNameOf(spec),
                                     TestRecord::Status::Error, "", {}});
        records.back().cases.emplace_back(spec.id, opNameOf(spec));
        if (!test) {
          recordError(records.back(), test.takeError());
          pendingPairs[spec.pairId] = {TestCase(), size_t(-1)};
        } else {
          pendingPairs[spec.pairId] = {std::move(*test), records.size() - 1};
        }
        continue;
      }
      auto [first, index] = std::move(it->second);
      pendingPairs.erase(it);
      if (index == size_t(-1))
        continue;
      TestRecord &record = records[index];
      record.op += " vs " + opNameOf(spec);
      record.cases.emplace_back(spec.id, opNameOf(spec));
      if (record.cases[0].first > record.cases[1].first)
        std::swap(record.cases[0], record.cases[1]); // a before b
      if (!test) {
        recordError(record, test.takeError());
        continue;
      }
      if (first.pairSide == 'a')
        converter.convertPair(first, *test, record);
      else
        converter.convertPair(*test, first, record);
      continue;
    }
    records.push_back(
        TestRecord{id, opNameOf(spec), TestRecord::Status::Error, "", {}});
    records.back().cases.emplace_back(spec.id, opNameOf(spec));
    if (!test) {
      recordError(records.back(), test.takeError());
      continue;
    }
    converter.convertSingle(spec, *test, records.back());
  }
  for (auto &[pairId, pending] : pendingPairs)
    if (pending.second != size_t(-1)) {
      records[pending.second].status = TestRecord::Status::Error;
      records[pending.second].detail = "compare pair with only one side";
    }
  return records;
}

/// How many tests converted, were unsupported or failed to convert.
struct Tally {
  int converted = 0, unsupported = 0, errors = 0;
};

/// Counts the records and logs each one that did not convert.
Tally tallyConversions(const std::vector<TestRecord> &records,
                       const DriverOptions &options, llvm::raw_ostream &log) {
  Tally t;
  for (const TestRecord &r : records) {
    switch (r.status) {
    case TestRecord::Status::Converted:
      ++t.converted;
      break;
    case TestRecord::Status::Unsupported:
      ++t.unsupported;
      log << (options.skipUnsupported ? "skipped" : "error") << ": test '"
          << r.id << "' (" << r.op << "): unsupported: " << r.detail << "\n";
      break;
    case TestRecord::Status::Error:
      ++t.errors;
      if (options.skipUnsupported)
        log << "skipped: test '" << r.id << "' (" << r.op
            << "): error: " << r.detail << "\n";
      else
        log << "error: test '" << r.id << "' (" << r.op << "): " << r.detail
            << "\n";
      break;
    }
  }
  return t;
}

/// --run: interprets every converted test, prints a line per test and the
/// summary; returns the number that failed.
int runAll(mlir::MLIRContext &context, std::vector<TestRecord> &records,
           const Tally &tally) {
  int passed = 0, failed = 0;
  for (TestRecord &r : records) {
    if (r.status != TestRecord::Status::Converted) {
      llvm::outs() << (r.status == TestRecord::Status::Unsupported
                           ? "unsupported "
                           : "error ")
                   << r.id << ": " << r.detail << "\n";
      continue;
    }
    runRecord(context, r);
    if (r.run == TestRecord::Run::Passed) {
      ++passed;
      llvm::outs() << "passed " << r.id << "\n";
    } else {
      ++failed;
      llvm::outs() << "failed " << r.id << ": " << r.runDetail << "\n";
    }
  }
  llvm::outs() << passed << " passed, " << failed << " failed, "
               << tally.unsupported << " unsupported, " << tally.errors
               << " error\n";
  llvm::outs().flush();
  return failed;
}

/// Writes the converted tests as one file of `// -----` chunks.
bool writeProgram(const DriverOptions &options,
                  const std::vector<TestRecord> &records,
                  llvm::raw_ostream &log) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "// Generated by opidiff2mlir from "
     << llvm::sys::path::filename(options.inputPath) << " (seed "
     << options.seed << ", tolerance " << options.tolerance << ", baseline "
     << (options.baseline ? "torch" : "none") << ").\n"
     << "// Run: interpreter-translate --interpret -split-input-file <file>\n";
  bool first = true;
  for (const TestRecord &r : records) {
    if (r.status != TestRecord::Status::Converted)
      continue;
    if (!first)
      os << "\n// -----\n";
    first = false;
    os << "\n";
    for (mlir::Operation &op : r.module.get().getBody()->getOperations())
      op.print(os);
    os << "\n";
  }
  return writeAtomically(options.outputPath, os.str(), log);
}

} // namespace

int runDriver(const DriverOptions &options, llvm::raw_ostream &log) {
  LoadResult loaded = loadSuiteFile(options.inputPath, options.limits);
  if (!loaded.ok() || !loaded.suite) {
    for (const Diagnostic &d : loaded.errors)
      log << d.str() << "\n";
    log << options.inputPath << ": invalid suite (" << loaded.errors.size()
        << " error(s))\n";
    return ExitInvalidSuite;
  }
  const Suite &suite = *loaded.suite;

  mlir::DialectRegistry registry;
  mlir::shlo::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  context.printOpOnDiagnostic(false);

  // Every test is sampled first, so that the TorchScript helper runs once
  // over all the tests that need it.
  std::vector<llvm::Expected<TestCase>> sampled;
  sampled.reserve(suite.tests.size());
  std::vector<const TestCase *> scripted;
  for (const TestSpec &spec : suite.tests)
    sampled.push_back(sampleTest(suite, spec, options.seed));
  for (llvm::Expected<TestCase> &test : sampled)
    if (test && test->opKind == TestCase::OpKind::Module &&
        needsTorchScript(test->module))
      scripted.push_back(&*test);
  ScriptBatch scripts;
  scripts.prepare(scripted, ScriptOptions{options.python, options.helper, options.helperTimeout});

  std::vector<TestRecord> records =
      convertAll(context, options, suite, sampled, scripts);
  Tally tally = tallyConversions(records, options, log);
  int failed = options.run ? runAll(context, records, tally) : 0;

  if (options.run && !options.jsonlPath.empty() &&
      !writeJsonl(options, records, log))
    return ExitFailure;
  if (!options.reportPath.empty() &&
      !writeReport(options.reportPath, options.inputPath, records,
                   options.run, log))
    return ExitFailure;

  bool conversionOk = options.skipUnsupported ||
                      (tally.errors == 0 && tally.unsupported == 0);
  if (conversionOk && tally.converted == 0 && !records.empty()) {
    log << options.inputPath << ": no test converted (" << tally.unsupported
        << " unsupported, " << tally.errors << " failed); no output written\n";
    return ExitFailure;
  }
  if (!conversionOk) {
    log << options.inputPath << ": " << tally.converted << " converted, "
        << tally.unsupported << " unsupported, " << tally.errors << " failed"
        << " (--skip-unsupported converts the rest)"
        << "; no output written\n";
    return ExitFailure;
  }
  if ((!options.run || options.outputPath != "-") &&
      !writeProgram(options, records, log))
    return ExitFailure;
  return options.run && failed ? ExitFailure : ExitOk;
}

} // namespace opidiff
} // namespace shlo
} // namespace mlir
