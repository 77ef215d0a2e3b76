//===- MpiGrid.cpp - interpreter.run_parallel over MPI ranks --------------===//
//
// The transport under ProcessGrid (docs/design.md, "The process grid on
// MPI"). Rank 0 (the hub) keeps the grid of each interpreter.run_parallel
// and runs a stand-in thread for every process hosted elsewhere; a process
// on another rank sends each grid call (rendezvous, send, recv, infeed,
// outfeed, finish) to its stand-in, which makes the call on the hub's grid
// and sends back what the grid returned. The collectives themselves are
// unchanged: each member still gets every member's operands in group order
// and combines them with the op's region on its own thread, so the results
// are the threaded grid's bits. Deadlock detection, the agreement checks
// and the abort of a failed grid all happen in the hub's grid, which sees
// every process.
//
// Messages carry tensors as their type's text and their storage bytes; one
// run of the grid has its own communicator (a duplicate of
// MPI_COMM_WORLD), and the tag of a process's messages is its flattened
// id. Waits poll (MPI_Improbe / MPI_Test with a sleep of up to 1 ms) so
// that many waiting threads do not spin on oversubscribed cores.
//
//===----------------------------------------------------------------------===//

#include "grid/MpiGrid.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

// The C API only (Open MPI would bring its deprecated C++ bindings).
#define OMPI_SKIP_MPICXX 1
#include <mpi.h>

#include <chrono>
#include <condition_variable>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <mutex>
#include <pthread.h>
#include <thread>
#include <unistd.h>

namespace mlir {
namespace shlo {

namespace {
/// Where abortAll writes: the standard error this rank started with (ranks
/// other than 0 send theirs to /dev/null once MPI runs).
int errorFd = 2;

llvm::Error mpiError(const Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "--grid=mpi: " + message);
}

/// Ends every rank: the transport cannot go on (a message that does not
/// decode, a thread that cannot start).
[[noreturn]] void abortAll(const Twine &message) {
  std::string text =
      ("interpreter-translate: --grid=mpi: " + message + "\n").str();
  ssize_t written = ::write(errorFd, text.data(), text.size());
  (void)written;
  MPI_Abort(MPI_COMM_WORLD, 1);
  std::abort();
}

//===----------------------------------------------------------------------===//
// Messages
//===----------------------------------------------------------------------===//

class Writer {
public:
  std::string bytes;

  void u64(uint64_t value) {
    bytes.append(reinterpret_cast<const char *>(&value), sizeof(value));
  }
  void i64(int64_t value) { u64(uint64_t(value)); }
  void str(StringRef text) {
    u64(text.size());
    bytes.append(text.data(), text.size());
  }
  void id(ProcessId id) {
    i64(id.replica);
    i64(id.partition);
  }
  /// Type text (empty for a null tensor), then the storage bytes.
  void tensor(const Tensor &value) {
    if (!value) {
      str("");
      return;
    }
    std::string type;
    llvm::raw_string_ostream os(type);
    os << value.getType();
    str(type);
    u64(value.getSizeInBytes());
    bytes.append(value.rawData(), value.getSizeInBytes());
  }
  void tensors(ArrayRef<Tensor> values) {
    u64(values.size());
    for (const Tensor &value : values)
      tensor(value);
  }
  void value(const InterpreterValue &value) {
    if (value.isTensor()) {
      u64(0);
      tensor(value.getTensor());
    } else if (value.isToken()) {
      u64(1);
    } else {
      u64(2);
      u64(value.getTuple().size());
      for (const InterpreterValue &element : value.getTuple())
        this->value(element);
    }
  }
  /// The first file:line:col inside `loc` (an empty file when none).
  void location(Location loc) {
    std::optional<FileLineColLoc> found;
    loc->walk([&](Location inner) {
      if (auto file = dyn_cast<FileLineColLoc>(inner)) {
        found = file;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    str(found ? found->getFilename().getValue() : StringRef());
    u64(found ? found->getLine() : 0);
    u64(found ? found->getColumn() : 0);
  }
};

class Reader {
public:
  Reader(StringRef bytes, MLIRContext *context)
      : position(bytes.data()), end(bytes.data() + bytes.size()),
        context(context) {}

  bool failed() const { return !problem.empty(); }
  const std::string &getProblem() const { return problem; }
  bool atEnd() const { return position == end; }

  uint64_t u64() {
    uint64_t value = 0;
    if (!take(sizeof(value)))
      return 0;
    std::memcpy(&value, position - sizeof(value), sizeof(value));
    return value;
  }
  int64_t i64() { return int64_t(u64()); }
  std::string str() {
    uint64_t size = u64();
    if (!take(size))
      return {};
    return std::string(position - size, size);
  }
  ProcessId id() {
    ProcessId id;
    id.replica = i64();
    id.partition = i64();
    return id;
  }
  Tensor tensor() {
    std::string text = str();
    if (failed() || text.empty())
      return Tensor();
    auto type = dyn_cast_or_null<ShapedType>(parseType(text, context));
    if (!type || !type.hasStaticShape()) {
      fail("a tensor of type '" + text + "' that cannot be read back");
      return Tensor();
    }
    uint64_t size = u64();
    Tensor value = Tensor::uninitialized(type);
    if (failed() || size != uint64_t(value.getSizeInBytes())) {
      fail("a tensor of " + std::to_string(size) + " bytes for the type '" +
           text + "'");
      return Tensor();
    }
    if (!take(size))
      return Tensor();
    if (size)
      std::memcpy(value.rawData(), position - size, size);
    return value;
  }
  SmallVector<Tensor> tensors() {
    SmallVector<Tensor> values;
    uint64_t count = u64();
    for (uint64_t i = 0; i < count && !failed(); ++i)
      values.push_back(tensor());
    return values;
  }
  InterpreterValue value(int depth = 0) {
    uint64_t kind = u64();
    if (kind == 0)
      return InterpreterValue(tensor());
    if (kind == 1)
      return InterpreterValue::token();
    if (kind != 2 || depth > 64) {
      fail("a value of unknown kind");
      return InterpreterValue();
    }
    std::vector<InterpreterValue> elements;
    uint64_t count = u64();
    for (uint64_t i = 0; i < count && !failed(); ++i)
      elements.push_back(value(depth + 1));
    return InterpreterValue::tuple(std::move(elements));
  }
  Location location() {
    std::string file = str();
    uint64_t line = u64(), column = u64();
    if (file.empty())
      return UnknownLoc::get(context);
    return FileLineColLoc::get(context, file, unsigned(line),
                               unsigned(column));
  }

private:
  bool take(uint64_t size) {
    if (failed())
      return false;
    if (uint64_t(end - position) < size) {
      fail("a truncated message");
      return false;
    }
    position += size;
    return true;
  }
  void fail(const std::string &what) {
    if (problem.empty())
      problem = what;
  }

  const char *position, *end;
  MLIRContext *context;
  std::string problem;
};

/// Sleeps a little longer each time, up to 1 ms.
void backOff(int &micros) {
  std::this_thread::sleep_for(std::chrono::microseconds(micros));
  micros = std::min(micros * 2, 1000);
}

/// Waits for `request` without spinning (MPI's blocking calls poll a core
/// at full speed, which oversubscribed ranks cannot spare).
void waitFor(MPI_Request &request) {
  int done = 0, micros = 5;
  while (true) {
    MPI_Test(&request, &done, MPI_STATUS_IGNORE);
    if (done)
      return;
    backOff(micros);
  }
}

llvm::Error sendBytes(MPI_Comm comm, int rank, int tag,
                      const std::string &bytes) {
  if (bytes.size() > size_t(INT_MAX))
    return mpiError("a message of " + Twine(bytes.size()) +
                    " bytes is over MPI's limit of 2 GiB for one message");
  MPI_Request request;
  MPI_Isend(bytes.data(), int(bytes.size()), MPI_BYTE, rank, tag, comm,
            &request);
  waitFor(request);
  return llvm::Error::success();
}

std::string receiveBytes(MPI_Comm comm, int rank, int tag) {
  MPI_Message message;
  MPI_Status status;
  int found = 0, micros = 5;
  while (true) {
    MPI_Improbe(rank, tag, comm, &found, &message, &status);
    if (found)
      break;
    backOff(micros);
  }
  int count = 0;
  MPI_Get_count(&status, MPI_BYTE, &count);
  std::string bytes(size_t(count), '\0');
  MPI_Mrecv(bytes.data(), count, MPI_BYTE, &message, MPI_STATUS_IGNORE);
  return bytes;
}

/// What a stand-in sends back: 0 and the payload, 1 and an error's text,
/// or 2 (GridAborted).
enum : uint64_t { kReplyOk = 0, kReplyError = 1, kReplyAborted = 2 };
enum : uint64_t {
  kAgree = 1,
  kSend,
  kRecv,
  kInfeed,
  kOutfeed,
  kFinish
};

void writeError(Writer &out, llvm::Error error) {
  bool aborted = false;
  std::string text;
  llvm::handleAllErrors(
      std::move(error), [&](const GridAborted &) { aborted = true; },
      [&](const llvm::ErrorInfoBase &info) { text = info.message(); });
  if (aborted) {
    out.u64(kReplyAborted);
    return;
  }
  out.u64(kReplyError);
  out.str(text);
}

/// A diagnostic of a process on a rank other than the hub, kept to be
/// reported by the hub.
struct Note {
  Location location;
  std::string message;
};

//===----------------------------------------------------------------------===//
// The backend
//===----------------------------------------------------------------------===//

class MpiBackend;

/// A rank's grid forwards here: each call goes to the process's stand-in
/// on the hub and waits for its reply.
class HubLink final : public GridLink {
public:
  explicit HubLink(MpiBackend &backend) : backend(backend) {}

  llvm::Error send(ProcessId self, int64_t channel,
                   ArrayRef<Tensor> values) override;
  llvm::Expected<SmallVector<Tensor>> recv(ProcessId self,
                                           int64_t channel) override;
  llvm::Expected<InterpreterValue> infeed(ProcessId self) override;
  void outfeed(ProcessId self, ArrayRef<Tensor> values) override;
  void finish(ProcessId self, bool failed) override;

  /// Sends `request` for `self` and returns the reply, its status read:
  /// an error for kReplyError and kReplyAborted.
  llvm::Expected<std::string> call(ProcessId self, const Writer &request);

private:
  MpiBackend &backend;
};

/// Tags of the exchanges of operands between ranks start here (below: a
/// process's requests to its stand-in, tagged with its flattened id).
constexpr int kExchangeTagBase = 1 << 16;

class MpiBackend final : public GridBackend, public GridExchange {
public:
  MpiBackend(int rank, int size) : rank(rank), size(size) {
    int *upperBound = nullptr, found = 0;
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &upperBound, &found);
    tagUpperBound = found && upperBound ? *upperBound : 32767;
  }

  StringRef name() const override { return "--grid=mpi"; }

  bool writesOutput() const override { return rank == 0; }

  std::pair<int64_t, int64_t> hostedBlock(int64_t count) const override {
    return blockOf(rank, count);
  }

  llvm::Error begin(ProcessGrid &grid, Operation *at) override {
    this->grid = &grid;
    context = at->getContext();
    count = grid.getNumProcesses();
    partitions = grid.getNumPartitions();
    // Types are parsed back on several threads at once: the context's
    // uniquers must lock (the tool turns that off for small inputs).
    restoreSingleThreaded = !context->isMultithreadingEnabled();
    if (restoreSingleThreaded)
      context->enableMultithreading();
    MPI_Request dup;
    MPI_Comm_idup(MPI_COMM_WORLD, &comm, &dup);
    waitFor(dup);
    grid.exchangeThrough(this);
    if (rank == 0) {
      for (int64_t flat = 0; flat < count; ++flat)
        if (rankOf(flat) != 0)
          startStandIn(flat);
      return llvm::Error::success();
    }
    link = std::make_unique<HubLink>(*this);
    grid.forwardTo(link.get());
    // Errors of this rank's processes go to the hub, which reports them;
    // everything else this rank would report, rank 0 reports too.
    capture = std::make_unique<ScopedDiagnosticHandler>(
        context, [this](Diagnostic &diag) -> LogicalResult {
          Process *process = currentProcess();
          if (!process)
            return failure();
          Writer out;
          out.u64(uint64_t(diag.getSeverity()));
          out.location(diag.getLocation());
          out.str(diag.str());
          SmallVector<const Diagnostic *> notes;
          for (const Diagnostic &note : diag.getNotes())
            notes.push_back(&note);
          out.u64(notes.size());
          for (const Diagnostic *note : notes) {
            out.location(note->getLocation());
            out.str(note->str());
          }
          std::lock_guard<std::mutex> lock(capturedMutex);
          captured[flatOf(process->getId())].push_back(std::move(out.bytes));
          return success();
        });
    return llvm::Error::success();
  }

  llvm::Expected<std::vector<ProcessOutcome>>
  end(std::vector<ProcessOutcome> local) override {
    for (pthread_t thread : standIns)
      ::pthread_join(thread, nullptr);
    standIns.clear();
    standInArgs.clear();
    capture.reset();
    grid->exchangeThrough(nullptr);
    if (link) {
      grid->forwardTo(nullptr);
      link.reset();
    }
    // This rank's outcomes, with its processes' diagnostics.
    Writer out;
    out.u64(local.size());
    for (const ProcessOutcome &outcome : local) {
      out.id(outcome.id);
      out.u64(outcome.failed);
      out.str(outcome.printed);
      out.u64(outcome.results.size());
      for (const InterpreterValue &value : outcome.results)
        out.value(value);
      out.u64(outcome.probes.size());
      for (const auto &[probeId, tensor] : outcome.probes) {
        out.str(probeId);
        out.tensor(tensor);
      }
      std::vector<std::string> &diagnostics =
          captured[flatOf(outcome.id)];
      out.u64(diagnostics.size());
      for (const std::string &diagnostic : diagnostics)
        out.bytes += diagnostic;
    }
    captured.clear();
    auto blobs = allGather(out.bytes);
    MPI_Comm_free(&comm);
    if (restoreSingleThreaded)
      context->disableMultithreading();
    if (!blobs)
      return blobs.takeError();
    std::vector<ProcessOutcome> all;
    for (auto [from, blob] : llvm::enumerate(*blobs)) {
      Reader in(blob, context);
      uint64_t outcomes = in.u64();
      for (uint64_t i = 0; i < outcomes && !in.failed(); ++i) {
        ProcessOutcome outcome;
        outcome.id = in.id();
        outcome.failed = in.u64() != 0;
        outcome.printed = in.str();
        uint64_t results = in.u64();
        for (uint64_t k = 0; k < results && !in.failed(); ++k)
          outcome.results.push_back(in.value());
        uint64_t probes = in.u64();
        for (uint64_t k = 0; k < probes && !in.failed(); ++k) {
          std::string probeId = in.str();
          outcome.probes.emplace_back(std::move(probeId), in.tensor());
        }
        uint64_t diagnostics = in.u64();
        for (uint64_t k = 0; k < diagnostics && !in.failed(); ++k) {
          auto severity = DiagnosticSeverity(in.u64());
          Location location = in.location();
          std::string message = in.str();
          std::vector<Note> notes;
          uint64_t noteCount = in.u64();
          for (uint64_t n = 0; n < noteCount && !in.failed(); ++n) {
            Location at = in.location();
            notes.push_back({at, in.str()});
          }
          // The hub reports the other ranks' diagnostics, in process
          // order, as they were emitted.
          if (rank != 0 || from == 0 || in.failed())
            continue;
          InFlightDiagnostic report =
              severity == DiagnosticSeverity::Warning
                  ? mlir::emitWarning(location)
              : severity == DiagnosticSeverity::Remark
                  ? mlir::emitRemark(location)
                  : mlir::emitError(location);
          report << message;
          for (Note &note : notes)
            report.attachNote(note.location) << note.message;
        }
        all.push_back(std::move(outcome));
      }
      if (in.failed())
        return mpiError("the outcome of the processes of rank " + Twine(from) +
                        " holds " + in.getProblem());
    }
    return all;
  }

  /// A collective of this rank's process `self`: the members agree on the
  /// hub's grid (which sees every process: its checks, deadlock detection
  /// and abort), then this rank's members meet here, in shared memory, and
  /// the last of them to arrive trades their operands with every other rank
  /// that hosts members (one message each way per pair of ranks). Every
  /// member then gets handles on every member's operands in group order,
  /// one copy of them per rank.
  llvm::Expected<std::vector<SmallVector<Tensor>>>
  rendezvous(Process &self, const std::vector<ProcessId> &group,
             int64_t channel, StringRef what,
             ArrayRef<Tensor> values) override {
    auto operands = meetHere(self, group, channel, what, values);
    if (!operands)
      return operands.takeError();
    return handlesOn(*operands);
  }

  /// rendezvous, then the members of this rank that bring the same key
  /// share one result: the first to ask makes it from handles on the
  /// operands, the others wait and get handles on it. When the first fails,
  /// every other member makes its own (and reports its own error, as on
  /// threads).
  llvm::Expected<SmallVector<Tensor>>
  combine(Process &self, const std::vector<ProcessId> &group, int64_t channel,
          StringRef what, ArrayRef<Tensor> values,
          Combination combination) override {
    auto operands = meetHere(self, group, channel, what, values);
    if (!operands)
      return operands.takeError();
    std::shared_ptr<Combined> shared;
    bool first = false;
    {
      std::lock_guard<std::mutex> lock(meetingsMutex);
      std::shared_ptr<Combined> &entry =
          (*operands)->combined[combination.key];
      first = !entry;
      if (first)
        entry = std::make_shared<Combined>();
      shared = entry;
    }
    if (first) {
      auto made = combination.make(handlesOn(*operands));
      std::lock_guard<std::mutex> lock(meetingsMutex);
      if (made)
        shared->results =
            std::make_shared<const SmallVector<Tensor>>(std::move(*made));
      shared->settled = true;
      meetingDone.notify_all();
      if (!made)
        return made.takeError();
    } else {
      std::unique_lock<std::mutex> lock(meetingsMutex);
      meetingDone.wait(lock, [&] { return shared->settled; });
    }
    std::shared_ptr<const SmallVector<Tensor>> results = shared->results;
    if (!results)
      return combination.make(handlesOn(*operands));
    return handlesOn(*results, results);
  }

  int getRank() const { return rank; }
  MPI_Comm getComm() const { return comm; }
  MLIRContext *getContext() const { return context; }
  int64_t flatOf(ProcessId id) const {
    return id.replica * partitions + id.partition;
  }

private:
  using Operands = std::vector<SmallVector<Tensor>>;
  /// A result this rank's members of one meeting share (combine): made by
  /// the first, `results` null when that failed.
  struct Combined {
    bool settled = false;
    std::shared_ptr<const SmallVector<Tensor>> results;
  };
  /// What a meeting brings this rank: every member's operands in group
  /// order, which this rank's members hold handles on (Tensor::borrow), so
  /// they are never written once traded; and the results shared so far, by
  /// key (under meetingsMutex).
  struct Gathered {
    Operands operands;
    std::map<const void *, std::shared_ptr<Combined>> combined;
  };

  /// Handles of the calling thread on `tensors`, whose storage `owner` keeps
  /// alive (Tensor::borrow).
  static SmallVector<Tensor> handlesOn(const SmallVector<Tensor> &tensors,
                                       std::shared_ptr<const void> owner) {
    SmallVector<Tensor> handles;
    for (const Tensor &tensor : tensors)
      handles.push_back(tensor ? Tensor::borrow(tensor.getType(),
                                                tensor.rawData(), owner)
                               : Tensor());
    return handles;
  }
  static Operands handlesOn(const std::shared_ptr<Gathered> &gathered) {
    Operands handles;
    for (const SmallVector<Tensor> &member : gathered->operands)
      handles.push_back(handlesOn(member, gathered));
    return handles;
  }

  /// How many members of `group` this rank hosts.
  size_t localMembers(const std::vector<ProcessId> &group) const {
    return llvm::count_if(group, [&](ProcessId member) {
      return rankOf(flatOf(member)) == rank;
    });
  }

  /// The members of `self`'s collective agree on the hub, meet here and
  /// trade their operands with the other ranks: every member's operands in
  /// group order, one copy for the rank, never written.
  llvm::Expected<std::shared_ptr<Gathered>>
  meetHere(Process &self, const std::vector<ProcessId> &group,
           int64_t channel, StringRef what, ArrayRef<Tensor> values) {
    std::string signature = ProcessGrid::signatureOf(what, values);
    int64_t sequence = 0;
    if (rank == 0) {
      auto agreed = grid->agree(self, group, channel, std::move(signature));
      if (!agreed)
        return agreed.takeError();
      sequence = *agreed;
    } else {
      Writer request;
      request.u64(kAgree);
      request.u64(group.size());
      for (ProcessId member : group)
        request.id(member);
      request.i64(channel);
      request.str(signature);
      auto reply = link->call(self.getId(), request);
      if (!reply)
        return reply.takeError();
      Reader in(*reply, context);
      sequence = in.i64();
      if (in.failed())
        return mpiError("the hub's reply holds " + in.getProblem());
    }
    // (agree has checked that `self` is in `group`.)
    size_t index = llvm::find(group, self.getId()) - group.begin();
    SmallVector<Tensor> copies = privateCopies(values);
    std::unique_lock<std::mutex> lock(meetingsMutex);
    Meeting &meeting = meetings[sequence];
    if (!meeting.values) {
      meeting.values = std::make_shared<Gathered>();
      meeting.values->operands.resize(group.size());
      meeting.local = localMembers(group);
    }
    meeting.values->operands[index] = std::move(copies);
    if (++meeting.arrived == meeting.local) {
      // Nothing else touches the meeting until `done`.
      lock.unlock();
      std::string problem = trade(group, sequence, meeting.values->operands);
      lock.lock();
      meeting.problem = std::move(problem);
      meeting.done = true;
      meetingDone.notify_all();
    } else {
      meetingDone.wait(lock, [&] { return meeting.done; });
    }
    std::string problem = meeting.problem;
    std::shared_ptr<Gathered> operands = meeting.values;
    if (++meeting.taken == meeting.local)
      meetings.erase(sequence);
    if (!problem.empty())
      return mpiError(problem);
    return operands;
  }

  std::pair<int64_t, int64_t> blockOf(int r, int64_t n) const {
    return {r * n / size, (r + 1) * n / size};
  }
  int rankOf(int64_t flat) const {
    for (int r = 0; r < size; ++r)
      if (flat < blockOf(r, count).second)
        return r;
    return size - 1;
  }

  /// Sends the operands of this rank's members of `group` (their entries
  /// of `values`) to every other rank hosting members and fills in
  /// theirs; the message's tag follows from the meeting's `sequence`.
  /// Returns what went wrong, in the same words on every rank, or "".
  std::string trade(const std::vector<ProcessId> &group, int64_t sequence,
                    std::vector<SmallVector<Tensor>> &values) {
    std::vector<int> others;
    for (ProcessId member : group) {
      int at = rankOf(flatOf(member));
      if (at != rank && !llvm::is_contained(others, at))
        others.push_back(at);
    }
    if (others.empty())
      return "";
    Writer out;
    out.u64(kReplyOk);
    std::vector<size_t> mine;
    for (auto [i, member] : llvm::enumerate(group))
      if (rankOf(flatOf(member)) == rank)
        mine.push_back(i);
    out.u64(mine.size());
    for (size_t i : mine) {
      out.u64(i);
      out.tensors(values[i]);
    }
    std::string problem;
    if (out.bytes.size() > size_t(INT_MAX)) {
      problem = "the operands of rank " + std::to_string(rank) +
                "'s members of a collective are " +
                std::to_string(out.bytes.size()) +
                " bytes, over MPI's limit of 2 GiB for one message";
      Writer refusal;
      refusal.u64(kReplyError);
      refusal.str(problem);
      out = std::move(refusal);
    }
    int tag = kExchangeTagBase +
              int(sequence % int64_t(tagUpperBound - kExchangeTagBase));
    std::vector<MPI_Request> sends(others.size());
    for (auto [k, to] : llvm::enumerate(others))
      MPI_Isend(out.bytes.data(), int(out.bytes.size()), MPI_BYTE, to, tag,
                comm, &sends[k]);
    for (int from : others) {
      std::string bytes = receiveBytes(comm, from, tag);
      Reader in(bytes, context);
      uint64_t status = in.u64();
      if (status == kReplyError) {
        std::string theirs = in.str();
        if (problem.empty())
          problem = theirs;
        continue;
      }
      uint64_t count = in.u64();
      for (uint64_t k = 0; k < count && !in.failed(); ++k) {
        uint64_t i = in.u64();
        if (i >= group.size() || rankOf(flatOf(group[i])) != from) {
          abortAll("rank " + Twine(from) +
                   " sent the operands of a process it does not host");
        }
        values[i] = in.tensors();
      }
      if (in.failed())
        abortAll("the operands sent by rank " + Twine(from) + " hold " +
                 in.getProblem());
    }
    for (MPI_Request &request : sends)
      waitFor(request);
    return problem;
  }

  /// Every rank's `bytes`, in rank order.
  llvm::Expected<std::vector<std::string>> allGather(const std::string &bytes) {
    long long mine = (long long)bytes.size();
    std::vector<long long> sizes(size);
    MPI_Request request;
    MPI_Iallgather(&mine, 1, MPI_LONG_LONG, sizes.data(), 1, MPI_LONG_LONG,
                   comm, &request);
    waitFor(request);
    long long total = 0;
    for (long long s : sizes)
      total += s;
    // Every rank sees the same sizes, so all refuse together.
    if (total > INT_MAX)
      return mpiError("the processes' results and output are " +
                      Twine(total) +
                      " bytes, over MPI's limit of 2 GiB for one exchange");
    std::vector<int> counts(size), offsets(size);
    for (int r = 0, at = 0; r < size; ++r) {
      counts[r] = int(sizes[r]);
      offsets[r] = at;
      at += counts[r];
    }
    std::string gathered(size_t(total), '\0');
    MPI_Iallgatherv(bytes.data(), int(mine), MPI_BYTE, gathered.data(),
                    counts.data(), offsets.data(), MPI_BYTE, comm, &request);
    waitFor(request);
    std::vector<std::string> blobs;
    for (int r = 0; r < size; ++r)
      blobs.push_back(gathered.substr(offsets[r], counts[r]));
    return blobs;
  }

  struct StandInArg {
    MpiBackend *backend;
    int64_t flat;
  };
  static void *standInEntry(void *arg) {
    auto *standIn = static_cast<StandInArg *>(arg);
    standIn->backend->serve(standIn->flat);
    return nullptr;
  }
  void startStandIn(int64_t flat) {
    standInArgs.push_back(std::make_unique<StandInArg>(StandInArg{this, flat}));
    pthread_attr_t attr;
    pthread_t thread;
    int failure = ::pthread_attr_init(&attr);
    if (!failure) {
      failure = ::pthread_attr_setstacksize(&attr, 2u << 20);
      if (!failure)
        failure = ::pthread_create(&thread, &attr, standInEntry,
                                   standInArgs.back().get());
      ::pthread_attr_destroy(&attr);
    }
    if (failure)
      abortAll("cannot start the hub's thread for process " + Twine(flat) +
               ": " + std::strerror(failure));
    standIns.push_back(thread);
  }

  /// The stand-in of process `flat` (hosted by another rank): makes its
  /// grid calls on the hub's grid until it finishes.
  void serve(int64_t flat) {
    Process standIn(*grid, ProcessId{flat / partitions, flat % partitions});
    int from = rankOf(flat);
    while (true) {
      std::string request = receiveBytes(comm, from, int(flat));
      Reader in(request, context);
      uint64_t kind = in.u64();
      Writer out;
      switch (kind) {
      case kAgree: {
        std::vector<ProcessId> group(in.u64());
        for (ProcessId &member : group)
          if (!in.failed())
            member = in.id();
        int64_t channel = in.i64();
        std::string signature = in.str();
        if (in.failed())
          break;
        auto sequence = grid->agree(standIn, group, channel, signature);
        if (!sequence) {
          writeError(out, sequence.takeError());
          break;
        }
        out.u64(kReplyOk);
        out.i64(*sequence);
        break;
      }
      case kSend: {
        int64_t channel = in.i64();
        SmallVector<Tensor> values = in.tensors();
        if (in.failed())
          break;
        if (llvm::Error error = grid->send(standIn, channel, values)) {
          writeError(out, std::move(error));
          break;
        }
        out.u64(kReplyOk);
        break;
      }
      case kRecv: {
        int64_t channel = in.i64();
        if (in.failed())
          break;
        auto values = grid->recv(standIn, channel);
        if (!values) {
          writeError(out, values.takeError());
          break;
        }
        out.u64(kReplyOk);
        out.tensors(*values);
        break;
      }
      case kInfeed: {
        auto value = grid->infeed(standIn);
        if (!value) {
          writeError(out, value.takeError());
          break;
        }
        out.u64(kReplyOk);
        out.value(*value);
        break;
      }
      case kOutfeed: {
        SmallVector<Tensor> values = in.tensors();
        if (in.failed())
          break;
        grid->outfeed(standIn, values);
        out.u64(kReplyOk);
        break;
      }
      case kFinish: {
        bool failed = in.u64() != 0;
        if (in.failed())
          break;
        grid->finish(standIn, failed);
        return;
      }
      default:
        abortAll("a request of unknown kind " + Twine(kind) + " from process " +
                 Twine(flat));
      }
      if (in.failed())
        abortAll("a request of process " + Twine(flat) + " holds " +
                 in.getProblem());
      if (llvm::Error error = sendBytes(comm, from, int(flat), out.bytes)) {
        // Too large to send back: the process gets the error instead.
        Writer refusal;
        writeError(refusal, std::move(error));
        if (llvm::Error again = sendBytes(comm, from, int(flat), refusal.bytes))
          abortAll(llvm::toString(std::move(again)));
      }
    }
  }

  int rank, size;
  // The run in progress.
  ProcessGrid *grid = nullptr;
  MLIRContext *context = nullptr;
  bool restoreSingleThreaded = false;
  int64_t count = 0, partitions = 1;
  MPI_Comm comm = MPI_COMM_NULL;
  std::vector<pthread_t> standIns;
  std::vector<std::unique_ptr<StandInArg>> standInArgs;
  std::unique_ptr<HubLink> link;
  std::unique_ptr<ScopedDiagnosticHandler> capture;
  std::mutex capturedMutex;
  std::map<int64_t, std::vector<std::string>> captured;
  /// Largest tag this MPI takes.
  int tagUpperBound = 32767;
  /// The collectives in progress, by meeting number: this rank's members
  /// meet here.
  struct Meeting {
    std::shared_ptr<Gathered> values;
    size_t local = 0, arrived = 0, taken = 0;
    bool done = false;
    std::string problem;
  };
  std::mutex meetingsMutex;
  std::condition_variable meetingDone;
  std::map<int64_t, Meeting> meetings;
};

llvm::Expected<std::string> HubLink::call(ProcessId self,
                                          const Writer &request) {
  int tag = int(backend.flatOf(self));
  if (llvm::Error error =
          sendBytes(backend.getComm(), 0, tag, request.bytes))
    return std::move(error);
  std::string reply = receiveBytes(backend.getComm(), 0, tag);
  Reader in(reply, backend.getContext());
  uint64_t status = in.u64();
  if (status == kReplyAborted)
    return llvm::make_error<GridAborted>();
  if (status == kReplyError)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), in.str());
  if (in.failed() || status != kReplyOk)
    return mpiError("the hub's reply does not decode");
  return reply.substr(sizeof(uint64_t));
}

llvm::Error HubLink::send(ProcessId self, int64_t channel,
                          ArrayRef<Tensor> values) {
  Writer request;
  request.u64(kSend);
  request.i64(channel);
  request.tensors(values);
  auto reply = call(self, request);
  return reply ? llvm::Error::success() : reply.takeError();
}

llvm::Expected<SmallVector<Tensor>> HubLink::recv(ProcessId self,
                                                  int64_t channel) {
  Writer request;
  request.u64(kRecv);
  request.i64(channel);
  auto reply = call(self, request);
  if (!reply)
    return reply.takeError();
  Reader in(*reply, backend.getContext());
  SmallVector<Tensor> values = in.tensors();
  if (in.failed())
    return mpiError("the hub's reply holds " + in.getProblem());
  return values;
}

llvm::Expected<InterpreterValue> HubLink::infeed(ProcessId self) {
  Writer request;
  request.u64(kInfeed);
  auto reply = call(self, request);
  if (!reply)
    return reply.takeError();
  Reader in(*reply, backend.getContext());
  InterpreterValue value = in.value();
  if (in.failed())
    return mpiError("the hub's reply holds " + in.getProblem());
  return value;
}

void HubLink::outfeed(ProcessId self, ArrayRef<Tensor> values) {
  Writer request;
  request.u64(kOutfeed);
  request.tensors(values);
  auto reply = call(self, request);
  if (!reply)
    abortAll("outfeed of process (" + Twine(self.replica) + ", " +
             Twine(self.partition) +
             "): " + llvm::toString(reply.takeError()));
}

void HubLink::finish(ProcessId self, bool failed) {
  Writer request;
  request.u64(kFinish);
  request.u64(failed);
  if (llvm::Error error = sendBytes(backend.getComm(), 0,
                                    int(backend.flatOf(self)), request.bytes))
    abortAll(llvm::toString(std::move(error)));
}

bool mpiStarted = false;
} // namespace

llvm::Expected<GridBackend *> mpiGridBackend() {
  static std::unique_ptr<MpiBackend> backend;
  static std::string problem;
  static bool tried = false;
  if (!tried) {
    tried = true;
    // mpirun (Open MPI's, or a PMI launcher) tells its ranks who they are;
    // without it MPI would start a singleton, which is not what was meant.
    if (!std::getenv("OMPI_COMM_WORLD_SIZE") && !std::getenv("PMI_SIZE") &&
        !std::getenv("PMIX_RANK")) {
      problem = "the tool was not started by mpirun: run `mpirun -np N "
                "interpreter-translate --interpret --grid=mpi FILE`, or "
                "leave out --grid=mpi for the threaded grid";
    } else {
      int provided = 0;
      MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &provided);
      mpiStarted = true;
      int rank = 0, size = 1;
      MPI_Comm_rank(MPI_COMM_WORLD, &rank);
      MPI_Comm_size(MPI_COMM_WORLD, &size);
      if (provided < MPI_THREAD_MULTIPLE)
        problem = "this MPI library does not provide MPI_THREAD_MULTIPLE, "
                  "which the process threads of a rank need";
      else
        backend = std::make_unique<MpiBackend>(rank, size);
      // mpirun forwards rank 0's standard error in the pieces it was
      // written in and may break a line between two pieces: the
      // diagnostics (written piece by piece on an unbuffered stream) go
      // out in large writes instead, flushed by finishMpi.
      if (rank == 0)
        llvm::errs().SetBufferSize(1 << 20);
      // Rank 0 writes everything; the others' output would repeat it.
      if (rank != 0) {
        std::fflush(stdout);
        std::fflush(stderr);
        errorFd = ::dup(2);
        if (errorFd < 0)
          errorFd = 2;
        int null = ::open("/dev/null", O_WRONLY);
        if (null >= 0) {
          ::dup2(null, 1);
          ::dup2(null, 2);
          ::close(null);
        }
      }
    }
  }
  if (!backend)
    return mpiError(problem);
  return backend.get();
}

int finishMpi(int exitCode) {
  if (!mpiStarted)
    return exitCode;
  llvm::outs().flush();
  llvm::errs().flush();
  std::fflush(stdout);
  std::fflush(stderr);
  int shared = exitCode;
  MPI_Request request;
  MPI_Ibcast(&shared, 1, MPI_INT, 0, MPI_COMM_WORLD, &request);
  waitFor(request);
  MPI_Finalize();
  mpiStarted = false;
  return shared;
}

} // namespace shlo
} // namespace mlir
