//===- Load.cpp - programs in: text or bytecode, gated, parsed ------------===//

#include "api/Api.h"

#include "dialect/Dialects.h"
#include "transforms/Serialization.h"

#include "mlir/Bytecode/Encoding.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/ToolUtilities.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include <csignal>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define SHLO_API_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define SHLO_API_SANITIZED 1
#endif
#ifdef SHLO_API_SANITIZED
#include <sanitizer/common_interface_defs.h>
#endif

namespace mlir {
namespace shlo {

void registerApiDialects(MLIRContext &context) {
  DialectRegistry registry;
  registerAllDialects(registry);
  context.appendDialectRegistry(registry);
}

bool isBytecode(llvm::StringRef bytes) {
  return bytes.starts_with(llvm::StringRef("ML\xefR", 4));
}

namespace {
using bytecode::Section::kDialect;
using bytecode::Section::kNumSections;
using bytecode::Section::kString;

/// A reader of the bytecode envelope that never reads past its bytes.
class EnvelopeReader {
public:
  explicit EnvelopeReader(llvm::StringRef bytes) : bytes(bytes) {}

  bool atEnd() const { return pos >= bytes.size(); }
  size_t offset() const { return pos; }

  bool byte(uint8_t &out) {
    if (atEnd())
      return false;
    out = uint8_t(bytes[pos++]);
    return true;
  }

  /// MLIR's prefix varint: the trailing zeros of the first byte, plus one,
  /// count its bytes (a zero first byte: eight more bytes follow).
  bool varint(uint64_t &out) {
    uint8_t first;
    if (!byte(first))
      return false;
    if (first & 1) {
      out = first >> 1;
      return true;
    }
    unsigned extra = first == 0 ? 8 : unsigned(__builtin_ctz(first));
    if (bytes.size() - pos < extra)
      return false;
    uint64_t value = 0;
    for (unsigned i = 0; i < extra; ++i)
      value |= uint64_t(uint8_t(bytes[pos + i])) << (8 * i);
    pos += extra;
    out = first == 0 ? value : (value << (8 - extra - 1)) | (first >> (extra + 1));
    return true;
  }

  bool skip(uint64_t n) {
    if (n > bytes.size() - pos)
      return false;
    pos += size_t(n);
    return true;
  }

  bool cString(llvm::StringRef &out) {
    size_t end = bytes.find('\0', pos);
    if (end == llvm::StringRef::npos)
      return false;
    out = bytes.slice(pos, end);
    pos = end + 1;
    return true;
  }

  /// One section: its id byte (the high bit: aligned), its length, its
  /// alignment and padding when aligned (the padding runs up to an address
  /// that is a multiple of the alignment, as MLIR's reader counts it), then
  /// its bytes. Empty when well formed, else why not.
  std::string section(unsigned &id, llvm::StringRef &data) {
    size_t at = pos;
    uint8_t idAndAligned;
    uint64_t length;
    if (!byte(idAndAligned) || !varint(length))
      return "truncated section header at byte " + std::to_string(at);
    id = idAndAligned & 0x7f;
    if (id >= kNumSections)
      return "unknown section id " + std::to_string(id) + " at byte " +
             std::to_string(at);
    if (idAndAligned & 0x80) {
      uint64_t alignment;
      if (!varint(alignment) || alignment == 0 ||
          (alignment & (alignment - 1)))
        return "bad alignment of section " + std::to_string(id);
      while (reinterpret_cast<uintptr_t>(bytes.data() + pos) % alignment) {
        uint8_t pad;
        if (!byte(pad))
          return "truncated padding of section " + std::to_string(id);
      }
    }
    size_t start = pos;
    if (!skip(length))
      return "section " + std::to_string(id) + " at byte " +
             std::to_string(at) + " runs past the end of the file";
    data = bytes.substr(start, size_t(length));
    return "";
  }

  llvm::StringRef bytes;
  size_t pos = 0;
};

/// The dialect names of a bytecode file whose sections `sections` holds
/// (by id), or an empty list when the tables cannot be read (the reader
/// then says why).
std::vector<llvm::StringRef>
dialectNames(const std::optional<llvm::StringRef> (&sections)[kNumSections],
             uint64_t version) {
  if (!sections[kString] || !sections[kDialect])
    return {};
  // The string section: a count, the sizes of the strings from the last
  // to the first, then the strings (each NUL-terminated) at its end.
  EnvelopeReader strings(*sections[kString]);
  uint64_t count;
  if (!strings.varint(count) || count > strings.bytes.size())
    return {};
  std::vector<llvm::StringRef> table(static_cast<size_t>(count));
  size_t end = strings.bytes.size();
  for (size_t i = size_t(count); i-- > 0;) {
    uint64_t size;
    if (!strings.varint(size) || size == 0 || size > end)
      return {};
    end -= size_t(size);
    table[i] = strings.bytes.substr(end, size_t(size) - 1);
  }
  if (end < strings.offset())
    return {};
  // The dialect section begins with the dialects: a count, then per
  // dialect its name's string index; from version 1 on, shifted left once,
  // the low bit saying that its version follows as a nested section.
  EnvelopeReader dialects(*sections[kDialect]);
  std::vector<llvm::StringRef> names;
  if (!dialects.varint(count) || count > dialects.bytes.size())
    return {};
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t entry;
    if (!dialects.varint(entry))
      return {};
    if (version == 0)
      entry <<= 1;
    if ((entry >> 1) >= table.size())
      return {};
    names.push_back(table[size_t(entry >> 1)]);
    unsigned id;
    llvm::StringRef version;
    if ((entry & 1) && !dialects.section(id, version).empty())
      return {};
  }
  return names;
}

/// Why the attribute and type offset section `data` is malformed, or empty.
/// It holds the number of attributes and of types, then for each in turn
/// groups of entries: a dialect index, a count, and per entry its size (a
/// varint whose low bit is a flag). MLIR 22's reader sizes its two tables
/// from the announced numbers and then stores each group's entries without
/// checking that the count fits what is left, writing past the table
/// (AttrTypeReader::initialize; docs/reliability.md, "Bytecode"), so the
/// groups are walked here first. `numDialects` is 0 when unknown.
std::string checkAttrTypeOffsets(llvm::StringRef data, size_t numDialects) {
  EnvelopeReader reader(data);
  uint64_t counts[2];
  if (!reader.varint(counts[0]) || !reader.varint(counts[1]))
    return "truncated attribute and type offset section";
  // Every entry takes at least one byte of the section.
  if (counts[0] > data.size() || counts[1] > data.size() - counts[0])
    return "the attribute and type offset section announces " +
           std::to_string(counts[0]) + " attributes and " +
           std::to_string(counts[1]) + " types in " +
           std::to_string(data.size()) + " bytes";
  for (int kind = 0; kind < 2; ++kind) {
    const char *what = kind == 0 ? "attribute" : "type";
    for (uint64_t filled = 0; filled != counts[kind];) {
      uint64_t dialect, count;
      if (!reader.varint(dialect) || !reader.varint(count))
        return std::string("truncated ") + what + " offset group";
      if (numDialects && dialect >= numDialects)
        return std::string("an ") + what + " offset group names dialect " +
               std::to_string(dialect) + " of " + std::to_string(numDialects);
      if (count > counts[kind] - filled)
        return std::string("an ") + what + " offset group of " +
               std::to_string(count) + " entries overruns the " +
               std::to_string(counts[kind]) + " the section announces";
      for (uint64_t i = 0; i < count; ++i) {
        uint64_t size;
        if (!reader.varint(size))
          return std::string("truncated ") + what + " offset group";
      }
      filled += count;
    }
  }
  return "";
}

/// Why the envelope of `bytes` is malformed, or empty; `names` receives
/// the dialect table when it can be read.
std::string checkEnvelope(llvm::StringRef bytes,
                          std::vector<llvm::StringRef> &names) {
  EnvelopeReader reader(bytes);
  if (!reader.skip(4))
    return "truncated magic number";
  uint64_t version;
  if (!reader.varint(version))
    return "truncated version";
  llvm::StringRef producer;
  if (!reader.cString(producer))
    return "the producer string is not terminated";
  std::optional<llvm::StringRef> sections[kNumSections];
  while (!reader.atEnd()) {
    unsigned id;
    llvm::StringRef data;
    std::string malformed = reader.section(id, data);
    if (!malformed.empty())
      return malformed;
    if (sections[id])
      return "section " + std::to_string(id) + " appears twice";
    sections[id] = data;
  }
  names = dialectNames(sections, version);
  if (sections[bytecode::Section::kAttrTypeOffset])
    return checkAttrTypeOffsets(*sections[bytecode::Section::kAttrTypeOffset],
                                names.size());
  return "";
}

/// The child's exit statuses: read and verified, or refused with a
/// diagnostic (the caller's own read reports it). Anything else (a signal,
/// a sanitizer's report, LLVM's fatal-error exit) is a crash.
constexpr int kChildRead = 0;
constexpr int kChildRefused = 3;
constexpr int kChildSanitizerReport = 4;
/// readInChild's answer for a child a sanitizer ended (its report is the
/// crash being contained): a crash without a signal.
constexpr int kChildCrashedAbnormally = 512;

/// CPU seconds the trial read may take: MLIR reads bytecode at well over
/// 10 MiB/s, so a read that takes longer is a reader that loops.
uint64_t trialCpuSeconds(size_t bytes) { return 5 + (bytes >> 20); }

/// Bytes of address space the trial read may add to the process's own.
uint64_t trialAddressSpace(size_t bytes) {
  return (uint64_t(4) << 30) + uint64_t(bytes) * 64;
}

/// The process's address space now, in bytes (0 if unknown).
uint64_t currentAddressSpace() {
  uint64_t pages = 0;
  if (FILE *statm = fopen("/proc/self/statm", "r")) {
    if (fscanf(statm, "%lu", &pages) != 1)
      pages = 0;
    fclose(statm);
  }
  return pages * uint64_t(sysconf(_SC_PAGESIZE));
}

/// The most bytes of diagnostics a refusing child sends back.
constexpr size_t kChildReportBytes = 64 << 10;

/// One diagnostic of the child's reader, as the parent re-emits it.
struct ChildDiagnostic {
  bool isNote;
  std::string message;
};

/// Appends `diag` and its notes to `report` as records of a kind byte
/// ('e' or 'n'), a 4-byte length and the text, while they fit.
void appendRecords(Diagnostic &diag, std::string &report) {
  auto append = [&](char kind, const std::string &text) {
    uint32_t size = uint32_t(std::min<size_t>(text.size(), 4096));
    if (report.size() + 5 + size > kChildReportBytes)
      return;
    report += kind;
    report.append(reinterpret_cast<const char *>(&size), 4);
    report.append(text, 0, size);
  };
  append('e', diag.str());
  for (Diagnostic &note : diag.getNotes())
    append('n', note.str());
}

std::vector<ChildDiagnostic> decodeRecords(llvm::StringRef report) {
  std::vector<ChildDiagnostic> result;
  while (report.size() >= 5) {
    uint32_t size;
    memcpy(&size, report.data() + 1, 4);
    if (report.size() - 5 < size)
      break;
    result.push_back({report[0] == 'n', report.substr(5, size).str()});
    report = report.drop_front(5 + size);
  }
  return result;
}

/// Reads `buffer` with MLIR's reader in a child process: kChildRead,
/// kChildRefused (with the reader's diagnostics in `report`), 128 + the
/// signal that ended it, kChildCrashedAbnormally when a sanitizer ended it,
/// or 256 + another exit status (a failed allocation ends the tools with 1).
int readInChild(const llvm::MemoryBuffer &buffer, MLIRContext *context,
                std::string &report) {
  uint64_t addressSpace = currentAddressSpace();
  pid_t parent = getpid();
  int channel[2];
  if (pipe2(channel, O_CLOEXEC) != 0)
    return kChildRead; // cannot make a pipe: read in-process, as MLIR tools do
  pid_t child = fork();
  if (child < 0) {
    close(channel[0]);
    close(channel[1]);
    return kChildRead; // cannot fork: read in-process, as MLIR tools do
  }
  if (child == 0) {
    close(channel[0]);
    // The child dies with its parent, and within limits: a reader that
    // loops ends on SIGXCPU, one that allocates without end on a failed
    // allocation.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent)
      _exit(2);
    rlimit cpu;
    cpu.rlim_cur = trialCpuSeconds(buffer.getBufferSize());
    cpu.rlim_max = cpu.rlim_cur + 1;
    setrlimit(RLIMIT_CPU, &cpu);
#ifndef SHLO_API_SANITIZED
    // (The sanitizers reserve terabytes of address space.)
    if (addressSpace > 0) {
      rlimit space;
      space.rlim_cur = space.rlim_max =
          addressSpace + trialAddressSpace(buffer.getBufferSize());
      setrlimit(RLIMIT_AS, &space);
    }
#endif
    // The child reports through its exit status only: no handler of the
    // caller's (LLVM's stack printer, Python's faulthandler) reports a
    // crash of the child.
    for (int signal : {SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL, SIGTRAP})
      ::signal(signal, SIG_DFL);
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) {
      dup2(null, 1);
      dup2(null, 2);
    }
#ifdef SHLO_API_SANITIZED
    // A sanitizer report in the child is the crash being contained, not a
    // finding of the caller's fuzzer (whose callback would save it), and
    // must not end with the status of a refusal.
    __sanitizer_set_death_callback([] { _exit(kChildSanitizerReport); });
    // Nor is its report a finding of the sanitizer run (scripts/sanitize.sh
    // fails on any report file): it goes to /dev/null, and the caller
    // reports the refusal.
    if (null >= 0)
      __sanitizer_set_report_fd(reinterpret_cast<void *>(intptr_t(null)));
#endif
    // A context of its own without threads: the caller's may own a thread
    // pool, whose threads do not exist in the child.
    MLIRContext trial(context->getDialectRegistry(),
                      MLIRContext::Threading::DISABLED);
    trial.allowUnregisteredDialects(context->allowsUnregisteredDialects());
    // Diagnostics are formatted here (their arguments, attributes the
    // reader decoded, are printed only then, and printing one can crash
    // too) and sent to the caller, who reports them without reading the
    // input itself: a reader that refuses an input may have damaged its
    // memory on the way, harmlessly in this child, not in the caller.
    std::string records;
    ScopedDiagnosticHandler collect(&trial, [&](Diagnostic &diag) {
      appendRecords(diag, records);
      return success();
    });
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(buffer.getMemBufferRef(),
                                         /*RequiresNullTerminator=*/false),
        llvm::SMLoc());
    OwningOpRef<ModuleOp> module =
        parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&trial));
    if (!module) {
      const char *data = records.data();
      size_t left = records.size();
      while (left > 0) {
        ssize_t written = write(channel[1], data, left);
        if (written < 0 && errno == EINTR)
          continue;
        if (written <= 0)
          break;
        data += written;
        left -= size_t(written);
      }
    }
    _exit(module ? kChildRead : kChildRefused);
  }
  // Read the report before waiting: a child blocked on a full pipe would
  // never exit.
  close(channel[1]);
  char chunk[4096];
  for (;;) {
    ssize_t got = read(channel[0], chunk, sizeof(chunk));
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0)
      break;
    if (report.size() < kChildReportBytes)
      report.append(chunk, size_t(got));
  }
  close(channel[0]);
  int status = 0;
  while (waitpid(child, &status, 0) < 0)
    if (errno != EINTR)
      return kChildRead;
  if (WIFEXITED(status) && (WEXITSTATUS(status) == kChildRead ||
                            WEXITSTATUS(status) == kChildRefused))
    return WEXITSTATUS(status);
  if (WIFEXITED(status) && WEXITSTATUS(status) == kChildSanitizerReport)
    return kChildCrashedAbnormally;
  return WIFSIGNALED(status) ? 128 + WTERMSIG(status)
                             : 256 + WEXITSTATUS(status);
}
} // namespace

LogicalResult checkBytecode(const llvm::MemoryBuffer &buffer,
                            MLIRContext *context) {
  Location loc = FileLineColLoc::get(context, buffer.getBufferIdentifier(),
                                     0, 0);
  std::vector<llvm::StringRef> names;
  std::string malformed = checkEnvelope(buffer.getBuffer(), names);
  if (!malformed.empty())
    return emitError(loc) << "malformed MLIR bytecode: " << malformed;
  std::string report;
  int status = readInChild(buffer, context, report);
  if (status == kChildRefused) {
    // The reader's own diagnostics, at the input; the caller never reads
    // an input the child's reader refused.
    std::optional<InFlightDiagnostic> last;
    for (ChildDiagnostic &diag : decodeRecords(report)) {
      if (diag.isNote && last) {
        last->attachNote(loc) << diag.message;
        continue;
      }
      last.reset();
      last.emplace(emitError(loc) << diag.message);
    }
    last.reset();
    if (std::optional<std::string> why =
            describeTooNewArtifact(buffer.getBuffer()))
      emitError(loc) << *why;
    else if (report.empty())
      emitError(loc) << "MLIR's bytecode reader refused this input";
    return failure();
  }
  if (status == 128 + SIGXCPU || status == 128 + SIGKILL)
    return emitError(loc)
           << "MLIR's bytecode reader did not finish reading this input "
              "within "
           << trialCpuSeconds(buffer.getBufferSize())
           << " s of CPU in a child process; the input is refused";
  if (status > 128 && status < 256)
    return emitError(loc) << "MLIR's bytecode reader crashed on this input "
                             "(signal "
                          << status - 128
                          << " in a child process); the input is refused";
  if (status == kChildCrashedAbnormally)
    return emitError(loc) << "MLIR's bytecode reader crashed on this input "
                             "(abnormal exit in a child process); the input "
                             "is refused";
  if (status >= 256)
    return emitError(loc)
           << "MLIR's bytecode reader failed on this input (exit status "
           << status - 256
           << " in a child process, whose memory is limited to "
           << (trialAddressSpace(buffer.getBufferSize()) >> 20)
           << " MiB beyond the caller's); the input is refused";
  return success();
}

LogicalResult
convertPortableArtifact(ModuleOp module,
                        std::optional<vhlo::Version> artifactVersion) {
  bool hasVhlo = false;
  module.walk([&](Operation *op) {
    if (op->getName().getDialectNamespace() != "vhlo")
      return WalkResult::advance();
    hasVhlo = true;
    return WalkResult::interrupt();
  });
  if (!hasVhlo)
    return success();
  return finishDeserialization(module, artifactVersion);
}

bool gateToolInput(const llvm::MemoryBuffer &buffer,
                   const DialectRegistry &registry, llvm::raw_ostream &errors) {
  if (!isBytecode(buffer.getBuffer()))
    return gateBuffer(buffer, errors);
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler print(&context, [&](Diagnostic &diag) {
    if (auto file = dyn_cast<FileLineColLoc>(diag.getLocation()))
      errors << file.getFilename().getValue() << ":" << file.getLine() << ":"
             << file.getColumn() << ": ";
    errors << "error: " << diag.str() << "\n";
    return success();
  });
  return succeeded(checkBytecode(buffer, &context));
}

OwningOpRef<ModuleOp> loadModule(llvm::SourceMgr &sourceMgr,
                                 MLIRContext *context,
                                 const RunOptions &options) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  // The MPI grid starts before anything is reported, so that only rank 0
  // reports (the other ranks write nothing).
  if (failed(gridBackendFor(
          options, FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                       0, 0))))
    return nullptr;
  OwningOpRef<ModuleOp> module;
  std::optional<vhlo::Version> artifactVersion;
  if (isBytecode(buffer->getBuffer())) {
    if (failed(checkBytecode(*buffer, context)))
      return nullptr;
    artifactVersion = getPortableArtifactVersion(buffer->getBuffer());
    // (checkBytecode reported a refusal of MLIR's reader, as read in a
    // child process, and a too new artifact.)
    module = parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(context));
  } else {
    module = parseWithLargeHexLiterals(sourceMgr, context,
                                       options.largeHexDigits,
                                       options.effectiveThreads(),
                                       options.largeHexReport);
  }
  if (!module || failed(convertPortableArtifact(*module, artifactVersion)))
    return nullptr;
  return module;
}

LogicalResult
forEachChunk(std::unique_ptr<llvm::MemoryBuffer> buffer, llvm::StringRef marker,
             llvm::function_ref<LogicalResult(
                 std::unique_ptr<llvm::MemoryBuffer> chunk, llvm::raw_ostream &)>
                 process,
             llvm::raw_ostream &output, llvm::StringRef outputMarker,
             ChunkLocations locations) {
  if (isBytecode(buffer->getBuffer()))
    marker = "";
  if (marker.empty() || locations == ChunkLocations::Split)
    return splitAndProcessBuffer(std::move(buffer), process, output, marker,
                                 outputMarker);
  // Each chunk is a copy of a piece of the whole text, in order: find it
  // after the previous one and count the lines before it. (The whole
  // buffer lives until splitAndProcessBuffer returns.)
  llvm::StringRef whole = buffer->getBuffer();
  std::string name = buffer->getBufferIdentifier().str();
  size_t cursor = 0, linesBefore = 0;
  return splitAndProcessBuffer(
      std::move(buffer),
      [&](std::unique_ptr<llvm::MemoryBuffer> chunk, llvm::raw_ostream &os) {
        llvm::StringRef text = chunk->getBuffer();
        size_t at = whole.find(text, cursor);
        if (at == llvm::StringRef::npos)
          return process(std::move(chunk), os);
        linesBefore += whole.slice(cursor, at).count('\n');
        std::string padded(linesBefore, '\n');
        padded += text;
        linesBefore += text.count('\n');
        cursor = at + text.size();
        return process(llvm::MemoryBuffer::getMemBufferCopy(padded, name), os);
      },
      output, marker, outputMarker);
}

} // namespace shlo
} // namespace mlir
