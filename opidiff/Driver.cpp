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
#include <functional>
#include <map>
#include <set>

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
  /// Skipped: --skips names this test with the interpreter (or `*`).
  enum class Status { Converted, Unsupported, Error, Skipped } status;
  std::string detail; // the reason for Unsupported and Error
  mlir::OwningOpRef<mlir::ModuleOp> module;
  enum class Run { NotRun, Passed, Failed } run = Run::NotRun;
  std::string runDetail;
  /// The sides as (test id, op): one, or a compare pair's a and b.
  std::vector<std::pair<std::string, std::string>> cases;
  /// What became of the torch baseline of a single test: not run (no
  /// baseline, or the suite's `out` spells out the expected value), run,
  /// failed (binding the call to a schema, or running it; `detail` says
  /// why), or skipped (--skips).
  enum class Baseline { NotRun, Ran, Failed, Skipped } baseline =
      Baseline::NotRun;
  /// The expected values are the suite's own `out` literal.
  bool literalExpected = false;
  /// Milliseconds of each repeat of the torch baseline (Baseline::Ran).
  std::vector<double> baselineTimesMs;
  /// --skips of this test: the torch baseline, the interpreter.
  bool skipTorch = false, skipInterpreter = false;
  /// The program has checks (they decide Passed / Failed); without, the
  /// test passes when it runs (a compare pair without a tolerance).
  bool hasChecks = false;
  /// --run: what the repeats measured, or why they could not run.
  std::optional<Measurement> measured;
  std::string measureError;
  /// --num-sampled-inputs: the same test converted from input sets 1..k-1
  /// (joinSamples); their times and diffs are merged into this record's.
  std::vector<TestRecord> samples;
};

/// The repeats (of `repeats`) that run input set `set` of `sets`: repeat r
/// runs set r mod sets, as opdiff cycles through its sampled inputs.
unsigned repeatsOfSet(unsigned set, unsigned sets, unsigned repeats) {
  return set < repeats ? (repeats - set + sets - 1) / sets : 0;
}

/// The name of input set `set`'s test function: the test's own for set 0.
std::string sampleFunctionName(llvm::StringRef name, unsigned set) {
  if (set == 0)
    return name.str();
  return (name + "#sample" + llvm::Twine(set)).str();
}

/// Joins `more[j - 1]`, the records of input set j (the same tests in the
/// same order), into `records` (set 0's): a test converts only when every
/// set does; the baseline's times are put in repeat order.
void joinSamples(std::vector<TestRecord> &records,
                 std::vector<std::vector<TestRecord>> more, unsigned repeats) {
  unsigned sets = unsigned(more.size()) + 1;
  for (size_t index = 0; index < records.size(); ++index) {
    TestRecord &record = records[index];
    for (unsigned j = 1; j < sets; ++j) {
      TestRecord &set = more[j - 1][index];
      if (record.status == TestRecord::Status::Converted &&
          set.status != TestRecord::Status::Converted) {
        record.status = set.status;
        record.detail = "input set " + std::to_string(j) + ": " + set.detail;
      }
      if (set.baseline == TestRecord::Baseline::Failed)
        record.baseline = TestRecord::Baseline::Failed;
      if (set.module)
        for (auto func : set.module->getOps<mlir::func::FuncOp>())
          func.setSymName(sampleFunctionName(func.getSymName(), j));
      record.samples.push_back(std::move(set));
    }
    if (record.baseline != TestRecord::Baseline::Ran ||
        llvm::any_of(record.samples, [](const TestRecord &s) {
          return s.baseline != TestRecord::Baseline::Ran;
        }))
      continue;
    std::vector<double> times;
    for (unsigned r = 0; r < repeats; ++r) {
      const TestRecord &from = r % sets ? record.samples[r % sets - 1] : record;
      if (r / sets < from.baselineTimesMs.size())
        times.push_back(from.baselineTimesMs[r / sets]);
    }
    record.baselineTimesMs = std::move(times);
  }
}

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
    record.literalExpected = expected != nullptr;
    if (expected)
      lowering.emitChecks = true;
    bool torchBaseline = !expected && options.baseline;
    if (torchBaseline && record.skipTorch)
      record.baseline = TestRecord::Baseline::Skipped;
    torchBaseline &= !record.skipTorch;
    llvm::Error error = llvm::Error::success();
    if (test.opKind == TestCase::OpKind::Aten) {
      llvm::Expected<BoundCall> call = bindAtenCall(test);
      if (!call)
        return recordError(record, call.takeError());
      std::optional<BaselineResult> baseline;
      if (torchBaseline) {
        llvm::Expected<BaselineResult> result =
            runBaseline(test, &*call, options.repeats);
        if (!result)
          return baselineError(record, result.takeError());
        baseline = std::move(*result);
        expected = &baseline->output;
        record.baseline = TestRecord::Baseline::Ran;
        record.baselineTimesMs = baseline->timesMs;
      }
      if (record.skipInterpreter)
        return skip(record);
      error = lowerAtenTest(*module, test, *call, expected, lowering);
    } else {
      llvm::Expected<BaselineResult> result =
          moduleBaseline(test, torchBaseline ? options.repeats : 1);
      if (!result) {
        if (!torchBaseline)
          return recordError(record, result.takeError());
        return baselineError(record, result.takeError());
      }
      if (!result->module)
        return recordError(record, llvm::createStringError(
                                       "the baseline built no module"));
      if (torchBaseline) {
        expected = &result->output;
        record.baseline = TestRecord::Baseline::Ran;
        record.baselineTimesMs = result->timesMs;
      }
      if (record.skipInterpreter)
        return skip(record);
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
    // As opdiff, a pair's difference is measured, not judged, unless
    // --pair-tolerance asks for checks.
    LoweringOptions pairOptions = lowering;
    pairOptions.emitChecks = options.pairTolerance.has_value();
    if (options.pairTolerance)
      pairOptions.tolerance = *options.pairTolerance;
    if (llvm::Error error = lowerComparePair(*module, a, *ra->module, b,
                                             *rb->module, pairOptions))
      return recordError(record, std::move(error));
    finish(std::move(module), record);
  }

private:
  /// The torch baseline failed: torch's error fails the baseline; an
  /// UnsupportedError (a module class or dtype our libtorch baseline cannot
  /// run) means it never ran.
  void baselineError(TestRecord &record, llvm::Error error) {
    recordError(record, std::move(error));
    if (record.status == TestRecord::Status::Error)
      record.baseline = TestRecord::Baseline::Failed;
  }

  void skip(TestRecord &record) {
    lowering.emitChecks = options.baseline;
    record.status = TestRecord::Status::Skipped;
    record.detail = "--skips";
  }

  /// A module built by libtorch's C++ classes, or through TorchScript.
  llvm::Expected<BaselineResult> moduleBaseline(const TestCase &test,
                                                unsigned repeats = 1) {
    if (needsTorchScript(test.module))
      return scripts.run(test, repeats);
    return runBaseline(test, nullptr, repeats);
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
    module->walk([&](mlir::Operation *op) {
      record.hasChecks |= op->getDialect() &&
                          op->getDialect()->getNamespace() == "check";
    });
    record.module = std::move(module);
  }

  mlir::MLIRContext &context;
  const DriverOptions &options;
  const ScriptBatch &scripts;
  LoweringOptions lowering;
};

/// The `diff_all` entry of `compared` as a line of text: "max_abs 0.5,
/// mean_abs 0.25, mse 0.125" or the code that makes it not comparable.
std::string diffSummary(const std::vector<Compared> &compared) {
  llvm::json::Object d = diffMetrics(compared);
  std::string text;
  llvm::raw_string_ostream os(text);
  if (d.getBoolean("ok").value_or(false)) {
    os << "max_abs " << *d.getNumber("max_abs") << ", mean_abs "
       << *d.getNumber("mean_abs") << ", mse " << *d.getNumber("mse");
  } else {
    os << d.getString("code").value_or("");
  }
  return os.str();
}

/// A compare pair's measured difference, "a vs b: max_abs ..."; "" for
/// other tests or when nothing was measured.
std::string pairDiff(const TestRecord &record) {
  if (record.cases.size() != 2 || !record.measured ||
      record.measured->compared.empty())
    return "";
  return "a vs b: " + diffSummary(record.measured->compared.front());
}

/// Interprets the converted test in process: once with its checks (when it
/// has any), then `repeats` times per side measured (Jsonl.h, measure).
/// With --num-sampled-inputs, every input set is checked, and repeat r is
/// measured on set r mod k.
void runRecord(mlir::MLIRContext &context, TestRecord &record,
               unsigned repeats) {
  std::vector<TestRecord *> sets{&record};
  for (TestRecord &set : record.samples)
    sets.push_back(&set);
  unsigned k = unsigned(sets.size());
  std::string messages;
  bool ok = true;
  for (unsigned j = 0; j < k; ++j) {
    if (!sets[j]->hasChecks)
      continue;
    std::string prefix = j ? "input set " + std::to_string(j) + ": " : "";
    mlir::ScopedDiagnosticHandler capture(
        &context, [&](mlir::Diagnostic &diag) {
          if (diag.getSeverity() == mlir::DiagnosticSeverity::Error) {
            if (!messages.empty())
              messages += "; ";
            messages += prefix + diag.str();
          }
          return mlir::success();
        });
    for (auto func : sets[j]->module->getOps<mlir::func::FuncOp>()) {
      ok &= mlir::succeeded(mlir::shlo::eval(func, {}));
      break;
    }
  }
  // Each set's repeats, then merged in repeat order.
  std::vector<Measurement> perSet(k);
  for (unsigned j = 0; j < k && record.measureError.empty(); ++j) {
    unsigned count = repeatsOfSet(j, k, repeats);
    if (count == 0)
      continue;
    llvm::Expected<Measurement> measured = measure(*sets[j]->module, count);
    if (measured)
      perSet[j] = std::move(*measured);
    else
      record.measureError = (j ? "input set " + std::to_string(j) + ": " : "") +
                            llvm::toString(measured.takeError());
  }
  if (record.measureError.empty()) {
    Measurement m;
    m.timesMs.resize(perSet[0].timesMs.size());
    for (unsigned r = 0; r < repeats; ++r) {
      const Measurement &from = perSet[r % k];
      for (size_t side = 0; side < m.timesMs.size(); ++side)
        m.timesMs[side].push_back(from.timesMs[side][r / k]);
      m.compared.push_back(from.compared[r / k]);
    }
    record.measured = std::move(m);
  } else if (!record.hasChecks) {
    ok = false;
    messages = record.measureError;
  }
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
    else if (r.status != TestRecord::Status::Skipped)
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
      if (r.run == TestRecord::Run::Passed) {
        status = "passed";
        detail = pairDiff(r);
      }
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
    case TestRecord::Status::Skipped:
      status = "skipped";
      break;
    }
    os << "| " << markdownCell(r.id) << " | " << markdownCell(r.op) << " | "
       << status << " | " << markdownCell(detail) << " |\n";
  }
  return writeAtomically(path, os.str(), log);
}
/// opdiff's `ms`: the median repeat (the upper one of an even count),
/// rounded to 4 decimals as opdiff prints it before reading it back.
llvm::json::Value medianMs(std::vector<double> times) {
  if (times.empty())
    return nullptr;
  llvm::sort(times);
  return std::round(times[times.size() / 2] * 1e4) / 1e4;
}

llvm::json::Value timesArray(const std::vector<double> &times) {
  llvm::json::Array a;
  for (double t : times)
    a.push_back(t);
  return a;
}

/// The record of one test in opdiff's JSONL (Jsonl.h); `record` has run.
llvm::json::Object itemRecord(const TestRecord &record,
                              const DriverOptions &options) {
  bool pair = record.cases.size() == 2;
  bool mode2 = options.mode == 2;
  llvm::json::Array cases;
  for (const auto &[id, op] : record.cases)
    cases.push_back(llvm::json::Object{
        {"yaml", options.inputPath}, {"id", id}, {"op", op}});

  // The torch baseline, of single tests only (as opdiff's); null when it
  // never ran (no baseline, or the suite's own `out` is the expected value).
  llvm::json::Value baseline = nullptr;
  switch (record.baseline) {
  case TestRecord::Baseline::NotRun:
    break;
  case TestRecord::Baseline::Skipped:
    baseline = llvm::json::Object{{"backend", kTorchBackend},
                                  {"status", "SKIPPED"},
                                  {"err", nullptr},
                                  {"ms", nullptr}};
    break;
  case TestRecord::Baseline::Failed:
    baseline = llvm::json::Object{
        {"backend", kTorchBackend},
        {"status", "INFER_FAIL"},
        {"err", errorText("TorchError", record.detail)},
        {"ms", nullptr},
        {"times_all", nullptr}};
    break;
  case TestRecord::Baseline::Ran: {
    llvm::json::Object b{{"backend", kTorchBackend},
                         {"status", "OK"},
                         {"err", nullptr},
                         {"ms", medianMs(record.baselineTimesMs)}};
    b["times_all"] = mode2 ? llvm::json::Value(llvm::json::Array{
                                 timesArray(record.baselineTimesMs)})
                           : llvm::json::Value(nullptr);
    baseline = std::move(b);
    break;
  }
  }

  if (record.status == TestRecord::Status::Skipped) {
    // As opdiff records a skipped backend: one res entry, even for a pair.
    llvm::json::Object backend{
        {"backend", kInterpreterBackend},
        {"res", llvm::json::Array{llvm::json::Object{
                    {"status", "SKIPPED"}, {"err", nullptr}, {"ms", nullptr}}}},
        {"times_all", nullptr},
        {"diff_all", nullptr}};
    return llvm::json::Object{
        {"type", "item"},
        {"id", record.id},
        {"test_type", pair ? "pair" : "single"},
        {"cases", std::move(cases)},
        {"baseline", std::move(baseline)},
        {"backends", llvm::json::Array{std::move(backend)}}};
  }

  // The interpreter: converting is exporting, interpreting is inferring.
  std::string status = "OK", err;
  if (record.status == TestRecord::Status::Unsupported) {
    status = "EXPORT_FAIL";
    err = errorText("Unsupported", record.detail);
  } else if (record.status == TestRecord::Status::Error) {
    bool noBaseline = record.baseline == TestRecord::Baseline::Failed;
    status = noBaseline ? "SKIPPED" : "EXPORT_FAIL";
    err = noBaseline ? "" : errorText("ConversionError", record.detail);
  } else if (!record.measured) {
    status = "INFER_FAIL";
    err = errorText("InterpreterError", record.measureError);
  }
  const Measurement *m = status == "OK" ? &*record.measured : nullptr;

  llvm::json::Array res;
  llvm::json::Array timesAll;
  for (size_t side = 0; side < record.cases.size(); ++side) {
    llvm::json::Object r{{"status", status}};
    r["err"] = err.empty() ? llvm::json::Value(nullptr) : llvm::json::Value(err);
    r["ms"] = m ? medianMs(m->timesMs[side]) : llvm::json::Value(nullptr);
    // Ours: whether the program's own checks (within --tolerance) passed.
    if (m)
      r["checks_passed"] = record.run == TestRecord::Run::Passed;
    res.push_back(std::move(r));
    timesAll.push_back(m ? timesArray(m->timesMs[side])
                         : llvm::json::Value(nullptr));
  }
  llvm::json::Object backend{{"backend", kInterpreterBackend},
                             {"res", std::move(res)}};
  backend["times_all"] = mode2 ? llvm::json::Value(std::move(timesAll))
                               : llvm::json::Value(nullptr);
  // Compared with torch's output (the baseline ran), the suite's `out`, or
  // side a of a pair; opdiff's mode 2 gives one entry per repeat.
  bool comparable = pair || record.baseline == TestRecord::Baseline::Ran ||
                    record.literalExpected;
  llvm::json::Value diffAll = nullptr;
  if (m && comparable && !m->compared.empty() && !m->compared[0].empty()) {
    llvm::json::Array diffs;
    for (size_t r = 0; r < (mode2 ? m->compared.size() : 1); ++r)
      diffs.push_back(diffMetrics(m->compared[r]));
    diffAll = std::move(diffs);
  }
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
                            {"repeats", int64_t(options.repeats)},
                            {"num_sampled_inputs",
                             int64_t(options.numSampledInputs)},
                            {"mode", int64_t(options.mode)},
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
  auto applySkips = [&](TestRecord &record) {
    for (const auto &[id, backend] : options.skips)
      if (id == record.id) {
        record.skipTorch |= backend == kTorchBackend || backend == "*";
        record.skipInterpreter |= backend == kInterpreterBackend || backend == "*";
      }
  };
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
        applySkips(records.back());
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
      if (record.skipInterpreter) {
        record.status = TestRecord::Status::Skipped;
        record.detail = "--skips";
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
    applySkips(records.back());
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
  int converted = 0, unsupported = 0, errors = 0, skipped = 0;
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
    case TestRecord::Status::Skipped:
      ++t.skipped;
      break;
    }
  }
  return t;
}

/// --run: interprets every converted test, prints a line per test and the
/// summary; returns the number that failed.
int runAll(mlir::MLIRContext &context, std::vector<TestRecord> &records,
           const Tally &tally, unsigned repeats) {
  int passed = 0, failed = 0;
  for (TestRecord &r : records) {
    if (r.status != TestRecord::Status::Converted) {
      llvm::outs() << (r.status == TestRecord::Status::Unsupported ? "unsupported "
                       : r.status == TestRecord::Status::Skipped   ? "skipped "
                                                                   : "error ")
                   << r.id << ": " << r.detail << "\n";
      continue;
    }
    runRecord(context, r, repeats);
    if (r.run == TestRecord::Run::Passed) {
      ++passed;
      llvm::outs() << "passed " << r.id;
      std::string diff = pairDiff(r);
      if (!diff.empty())
        llvm::outs() << " (" << diff << ")";
      llvm::outs() << "\n";
    } else {
      ++failed;
      llvm::outs() << "failed " << r.id << ": " << r.runDetail << "\n";
    }
  }
  llvm::outs() << passed << " passed, " << failed << " failed, "
               << tally.unsupported << " unsupported, " << tally.errors
               << " error";
  if (tally.skipped)
    llvm::outs() << ", " << tally.skipped << " skipped (--skips)";
  llvm::outs() << "\n";
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
    for (const TestRecord &set : r.samples) {
      os << "\n// -----\n\n";
      for (mlir::Operation &op : set.module.get().getBody()->getOperations())
        op.print(os);
      os << "\n";
    }
  }
  return writeAtomically(options.outputPath, os.str(), log);
}

} // namespace

namespace {

/// The id a test is selected and skipped by: a compare pair's pair id.
const std::string &itemId(const TestSpec &spec) {
  return spec.pairId.empty() ? spec.id : spec.pairId;
}

/// opdiff's id patterns: a trailing `*` matches ids that start with the
/// rest; any other pattern matches one id exactly.
bool matchesPattern(llvm::StringRef pattern, llvm::StringRef id) {
  if (pattern.ends_with("*"))
    return id.starts_with(pattern.drop_back());
  return id == pattern;
}

/// A suggestion for a pattern that matches nothing: the closest id, or for
/// a prefix pattern the closest prefix of an id.
std::string suggestFor(const std::string &pattern,
                       const std::vector<std::string> &ids) {
  if (!llvm::StringRef(pattern).ends_with("*"))
    return didYouMean(pattern, ids);
  std::string stem = pattern.substr(0, pattern.size() - 1);
  std::vector<std::string> prefixes;
  for (const std::string &id : ids)
    prefixes.push_back(id.substr(0, stem.size()) + "*");
  return didYouMean(pattern, prefixes);
}

/// Typos in op names (TorchNames.cpp): an aten operator libtorch's
/// registry does not know, a torch.nn class torch does not have (a module's
/// path, or a `construct` path in its arguments). Reported once per place.
std::vector<Diagnostic> checkOpNames(const Suite &suite) {
  std::vector<Diagnostic> found;
  std::set<std::pair<std::string, std::string>> seen;
  auto report = [&](const TestSpec &t, const SourceLoc &loc,
                    const std::string &message) {
    if (!seen.emplace(loc.str(), message).second)
      return;
    Diagnostic d;
    d.loc = loc;
    d.testId = itemId(t);
    d.op = opNameOf(t);
    d.message = message;
    found.push_back(std::move(d));
  };
  std::function<void(const TestSpec &, const Node &)> walk =
      [&](const TestSpec &t, const Node &n) {
        if (n.type == Node::Type::Construct)
          if (auto message = checkModulePath(n.path))
            report(t, n.loc, *message);
        for (const NodePtr &e : n.elems)
          if (e)
            walk(t, *e);
        for (const auto &[key, e] : n.fields)
          if (e)
            walk(t, *e);
      };
  for (const TestSpec &t : suite.tests) {
    if (t.opKind == TestCase::OpKind::Aten) {
      if (auto message = checkAtenName(t.atenName, t.atenOverload))
        report(t, t.opLoc, *message);
      continue;
    }
    if (auto message = checkModulePath(t.module.path))
      report(t, t.opLoc, *message);
    for (const NodePtr &arg : t.module.args)
      if (arg)
        walk(t, *arg);
    for (const auto &[key, arg] : t.module.kwargs)
      if (arg)
        walk(t, *arg);
  }
  return found;
}

/// Applies --test-ids to the suite and checks --skips against it; false
/// after a message per problem on `log`.
bool selectTests(Suite &suite, const DriverOptions &options,
                 llvm::raw_ostream &log) {
  std::vector<std::string> ids;
  std::map<std::string, bool> isPair;
  for (const TestSpec &t : suite.tests)
    if (isPair.emplace(itemId(t), !t.pairId.empty()).second)
      ids.push_back(itemId(t));
  bool ok = true;
  auto fail = [&](const std::string &message) {
    log << options.inputPath << ": " << message << "\n";
    ok = false;
  };
  for (const std::string &pattern : options.testIds)
    if (llvm::none_of(ids, [&](const std::string &id) {
          return matchesPattern(pattern, id);
        }))
      fail("--test-ids: no test matches '" + pattern + "'" +
           suggestFor(pattern, ids));
  for (const auto &[id, backend] : options.skips) {
    std::string token = "'" + id + ":" + backend + "'";
    auto it = isPair.find(id);
    if (it == isPair.end()) {
      fail("--skips: no test has the id '" + id + "' in " + token +
           (llvm::StringRef(id).ends_with("*")
                ? " (skips name exact ids, as opdiff's)"
                : didYouMean(id, ids)));
      continue;
    }
    if (backend != kTorchBackend && backend != kInterpreterBackend &&
        backend != "*")
      fail("--skips: unknown backend '" + backend + "' in " + token + " (" +
           kTorchBackend + ", " + kInterpreterBackend + " or *)");
    else if (backend == kTorchBackend && it->second)
      fail("--skips: " + token +
           " skips nothing: a compare pair has no torch baseline (both "
           "sides run on each backend)");
  }
  if (!ok)
    return false;
  if (!options.testIds.empty())
    llvm::erase_if(suite.tests, [&](const TestSpec &t) {
      return llvm::none_of(options.testIds, [&](const std::string &pattern) {
        return matchesPattern(pattern, itemId(t));
      });
    });
  return true;
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
  Suite &suite = *loaded.suite;
  std::vector<Diagnostic> typos = checkOpNames(suite);
  if (!typos.empty()) {
    for (const Diagnostic &d : typos)
      log << d.str() << "\n";
    log << options.inputPath << ": invalid suite (" << typos.size()
        << " error(s))\n";
    return ExitInvalidSuite;
  }
  if (!selectTests(suite, options, log))
    return ExitInvalidSuite;
  // Every input set of a test is a test function of its own.
  if (saturatingMul(int64_t(suite.tests.size()),
                    int64_t(options.numSampledInputs)) >
      options.limits.maxTests) {
    log << options.inputPath << ": " << suite.tests.size() << " tests with "
        << options.numSampledInputs
        << " input sets each (--num-sampled-inputs) make more test functions "
           "than the limit of "
        << options.limits.maxTests << " (--max-tests)\n";
    return ExitInvalidSuite;
  }
  if (options.list) {
    std::string text;
    std::set<std::string> printed;
    for (const TestSpec &t : suite.tests)
      if (printed.insert(itemId(t)).second)
        text += itemId(t) + "\n";
    llvm::outs() << text;
    llvm::outs().flush();
    return ExitOk;
  }

  mlir::DialectRegistry registry;
  mlir::shlo::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  context.printOpOnDiagnostic(false);

  // Each input set j (seed + j) is converted in turn; within a set every
  // test is sampled first, so that the TorchScript helper runs once over
  // all the tests that need it.
  unsigned sets = std::max(options.numSampledInputs, 1u);
  std::vector<TestRecord> records;
  std::vector<std::vector<TestRecord>> moreSets;
  for (unsigned j = 0; j < sets; ++j) {
    DriverOptions setOptions = options;
    setOptions.seed = options.seed + j;
    // The baseline runs the repeats that use this set (at least once, for
    // the expected values).
    setOptions.repeats =
        std::max(repeatsOfSet(j, sets, options.repeats), 1u);
    std::vector<llvm::Expected<TestCase>> sampled;
    sampled.reserve(suite.tests.size());
    std::vector<const TestCase *> scripted;
    for (const TestSpec &spec : suite.tests)
      sampled.push_back(sampleTest(suite, spec, setOptions.seed));
    for (llvm::Expected<TestCase> &test : sampled)
      if (test && test->opKind == TestCase::OpKind::Module &&
          needsTorchScript(test->module))
        scripted.push_back(&*test);
    ScriptBatch scripts;
    scripts.prepare(scripted, ScriptOptions{options.python, options.helper,
                                            options.helperTimeout});
    std::vector<TestRecord> converted =
        convertAll(context, setOptions, suite, sampled, scripts);
    if (j == 0)
      records = std::move(converted);
    else
      moreSets.push_back(std::move(converted));
  }
  if (sets > 1)
    joinSamples(records, std::move(moreSets), options.repeats);
  Tally tally = tallyConversions(records, options, log);
  int failed = options.run ? runAll(context, records, tally, options.repeats) : 0;

  if (options.run && !options.jsonlPath.empty() &&
      !writeJsonl(options, records, log))
    return ExitFailure;
  if (!options.reportPath.empty() &&
      !writeReport(options.reportPath, options.inputPath, records,
                   options.run, log))
    return ExitFailure;

  bool conversionOk = options.skipUnsupported ||
                      (tally.errors == 0 && tally.unsupported == 0);
  if (conversionOk && tally.converted == 0 &&
      records.size() > size_t(tally.skipped)) {
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
