//===- ProcessGrid.h - processes of interpreter.run_parallel ----*- C++ -*-===//
//
// The spec's StableHLO process grid: num_replicas x num_partitions
// processes, each on its own thread, meeting at collectives (rendezvous of
// a process group), channels (send/recv) and the infeed/outfeed streams.
// Every blocking wait is registered with the grid: when every unfinished
// process waits and none can go on, the grid ends with a deadlock error
// instead of hanging; when a process fails, the others stop at their next
// wait. Tensors cross threads only as private copies (Tensor's reference
// count is not atomic), or, on a grid spread over ranks, as each thread's
// own handles on storage that nothing writes (Tensor::borrow with an
// owner).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_PROCESSGRID_H
#define SHLO_INTERPRETER_PROCESSGRID_H

#include "interpreter/Value.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace shlo {

/// The spec's process_id: (replica_id, partition_id).
struct ProcessId {
  int64_t replica = 0;
  int64_t partition = 0;
  bool operator==(const ProcessId &other) const {
    return replica == other.replica && partition == other.partition;
  }
  bool operator<(const ProcessId &other) const {
    return std::tie(replica, partition) < std::tie(other.replica, other.partition);
  }
};

/// An error the grid returns to a process that waits while another process
/// has failed: that process reports the cause, this one nothing more.
class GridAborted : public llvm::ErrorInfo<GridAborted> {
public:
  static char ID;
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;
};

class ProcessGrid;
class Process;

/// What every member of a collective makes from all members' values (in
/// group order, operands by member), e.g. an all_reduce's sums. Members
/// that bring the same `key` (their op) make the same tensors, bit for bit,
/// so members that share memory may share one result
/// (ProcessGrid::combine).
struct Combination {
  const void *key;
  llvm::function_ref<llvm::Expected<SmallVector<Tensor>>(
      const std::vector<SmallVector<Tensor>> &)>
      make;
};

/// What a process asks of its grid when the grid is kept on another rank
/// (docs/design.md, "The process grid on MPI"): the grid of such a rank
/// holds no state and forwards each call but rendezvous here (GridBackend::
/// begin sets it up; rendezvous goes to the GridExchange). The link returns
/// what the grid on the other rank returned to the process's stand-in
/// there, errors included (GridAborted stays GridAborted).
class GridLink {
public:
  virtual ~GridLink();
  virtual llvm::Error send(ProcessId self, int64_t channel,
                           ArrayRef<Tensor> values) = 0;
  virtual llvm::Expected<SmallVector<Tensor>> recv(ProcessId self,
                                                   int64_t channel) = 0;
  virtual llvm::Expected<InterpreterValue> infeed(ProcessId self) = 0;
  virtual void outfeed(ProcessId self, ArrayRef<Tensor> values) = 0;
  virtual void finish(ProcessId self, bool failed) = 0;
};

/// How the collectives of a grid spread over several ranks meet
/// (GridBackend::begin sets it up): the members agree through the grid
/// that sees every process (ProcessGrid::agree), then the operands travel
/// between the ranks that host members. Returns what
/// ProcessGrid::rendezvous returns.
class GridExchange {
public:
  virtual ~GridExchange();
  virtual llvm::Expected<std::vector<SmallVector<Tensor>>>
  rendezvous(Process &self, const std::vector<ProcessId> &group,
             int64_t channel, StringRef what, ArrayRef<Tensor> values) = 0;
  /// Returns what ProcessGrid::combine returns.
  virtual llvm::Expected<SmallVector<Tensor>>
  combine(Process &self, const std::vector<ProcessId> &group, int64_t channel,
          StringRef what, ArrayRef<Tensor> values,
          Combination combination) = 0;
};

/// One process of a grid: its id, and what it has done so far.
class Process {
public:
  Process(ProcessGrid &grid, ProcessId id) : grid(grid), id(id) {}
  ProcessGrid &getGrid() const { return grid; }
  ProcessId getId() const { return id; }
  /// Where interpreter.print writes inside this process (flushed to the
  /// real stream, process by process, when the grid ends).
  std::string &printBuffer() { return output; }
  /// How many collectives this process has run with `group` so far (the
  /// round of the next one).
  int64_t nextRound(const std::vector<ProcessId> &group, int64_t channel);
  /// Whether interpreter.probe keeps its tensors here (keptProbes) instead
  /// of calling InterpreterOptions::probe: a process on a rank that does not
  /// write files (GridBackend::writesOutput), whose probes go to the rank
  /// that does with its outcome.
  bool keepsProbes() const { return keepProbes; }
  void setKeepsProbes(bool keep) { keepProbes = keep; }
  /// The probes kept so far, in the order they ran: (probe_id, tensor).
  std::vector<std::pair<std::string, Tensor>> &keptProbes() { return probes; }

private:
  ProcessGrid &grid;
  ProcessId id;
  std::string output;
  bool keepProbes = false;
  std::vector<std::pair<std::string, Tensor>> probes;
  std::map<std::pair<std::vector<ProcessId>, int64_t>, int64_t> rounds;
};

/// The shared state of one interpreter.run_parallel.
class ProcessGrid {
public:
  ProcessGrid(int64_t numReplicas, int64_t numPartitions,
              std::vector<InterpreterValue> infeed);

  int64_t getNumReplicas() const { return numReplicas; }
  int64_t getNumPartitions() const { return numPartitions; }
  int64_t getNumProcesses() const { return numReplicas * numPartitions; }

  /// Each process of `group` (which holds `self`) contributes `values`;
  /// returns every member's values in group order once all have arrived.
  /// The members must agree: each brings the same collective (`what`, e.g.
  /// "all_reduce") and values of the same types in the same number, or
  /// every member gets the same error naming who brought what. (A member
  /// with another channel or group meets nobody here: the grid ends with a
  /// deadlock error naming each process's wait.)
  llvm::Expected<std::vector<SmallVector<Tensor>>>
  rendezvous(Process &self, const std::vector<ProcessId> &group,
             int64_t channel, StringRef what, ArrayRef<Tensor> values);
  /// rendezvous, then `combination.make` over every member's values: what
  /// `self` gets. On the threaded grid each member makes its own; spread
  /// over ranks (GridExchange), the members of one rank with the same key
  /// share one result, made once (handles over one storage, copied by
  /// whoever writes them).
  llvm::Expected<SmallVector<Tensor>>
  combine(Process &self, const std::vector<ProcessId> &group, int64_t channel,
          StringRef what, ArrayRef<Tensor> values, Combination combination);
  /// rendezvous without the values: `self` brings `signature`
  /// (signatureOf its collective and values) and gets, once every member
  /// has arrived and all agree, the number of this meeting: the same for
  /// every member, different for every meeting of this grid. The errors
  /// are rendezvous's, word for word.
  llvm::Expected<int64_t> agree(Process &self,
                                const std::vector<ProcessId> &group,
                                int64_t channel, std::string signature);
  /// What a member brings to a rendezvous, as its errors name it:
  /// `what of (type, ...)`.
  static std::string signatureOf(StringRef what, ArrayRef<Tensor> values);
  /// Puts `values` on channel `channel` and waits until a recv takes them.
  llvm::Error send(Process &self, int64_t channel, ArrayRef<Tensor> values);
  /// Waits for values on channel `channel` and takes them.
  llvm::Expected<SmallVector<Tensor>> recv(Process &self, int64_t channel);
  /// The next value of the infeed.
  llvm::Expected<InterpreterValue> infeed(Process &self);
  /// Appends `values` to the outfeed.
  void outfeed(Process &self, ArrayRef<Tensor> values);

  /// Marks `self` as done (finished or failed); a failure stops the others.
  void finish(Process &self, bool failed);

  /// Makes every call of this grid but rendezvous go to `link` (a grid
  /// whose state lives on another rank); null: the grid is kept here.
  void forwardTo(GridLink *link) { this->link = link; }
  /// Makes rendezvous go to `exchange` (a grid spread over ranks); null:
  /// the members meet here.
  void exchangeThrough(GridExchange *exchange) { this->exchange = exchange; }

  /// Stops the grid before all its processes have started (a thread could
  /// not be made): the started ones end at their next wait, and the grid
  /// counts only `started` processes as running.
  void abortBeforeStart(int64_t started);

private:
  /// Waits until `ready` holds (under `lock`); fails when the grid is
  /// aborted or when every unfinished process waits and none is ready.
  llvm::Error waitUntil(std::unique_lock<std::mutex> &lock, Process &self,
                        std::string waitingFor, std::function<bool()> ready);

  /// rendezvous, combine and agree: `values` (null for agree) are kept for
  /// the members, `result` (null for agree) receives every member's
  /// values; returns the meeting's number. With a `combinationKey`
  /// (combine), when every member brought the same key only the first
  /// member of the group receives the values and `*shared` is set: it
  /// makes the combination and the others take copies of it (shareMade,
  /// takeMade).
  llvm::Expected<int64_t> meet(Process &self,
                               const std::vector<ProcessId> &group,
                               int64_t channel, std::string signature,
                               SmallVector<Tensor> *values,
                               std::vector<SmallVector<Tensor>> *result,
                               const void *combinationKey = nullptr,
                               bool *shared = nullptr);
  /// The first member's side of a shared combination: leaves copies of
  /// `result` (or, when it is null because making failed, a failure that
  /// the others take as GridAborted) for the other `takers` members of
  /// meeting `sequence`.
  void shareMade(int64_t sequence, size_t takers,
                 const SmallVector<Tensor> *result);
  /// The other members' side: private copies of what the first member
  /// made for meeting `sequence`, once it is there.
  llvm::Expected<SmallVector<Tensor>> takeMade(Process &self,
                                               int64_t sequence,
                                               std::string waitingFor);

  struct Slot {
    std::vector<SmallVector<Tensor>> values;
    /// What each member brought (signatureOf), and its Combination::key.
    std::vector<std::string> signatures;
    std::vector<const void *> keys;
    size_t count = 0, taken = 0;
    int64_t sequence = 0;
  };
  struct Waiter {
    ProcessId process;
    std::string waitingFor;
    std::function<bool()> *ready;
  };
  struct Message {
    SmallVector<Tensor> values;
    bool taken = false;
  };

  int64_t numReplicas, numPartitions;
  GridLink *link = nullptr;
  GridExchange *exchange = nullptr;
  int64_t nextSequence = 0;
  std::mutex mutex;
  std::condition_variable changed;
  int64_t running;
  bool aborted = false;
  std::vector<Waiter> waiters;
  std::map<std::tuple<std::vector<ProcessId>, int64_t, int64_t>, Slot> slots;
  /// Shared combinations by meeting number: what the first member made
  /// (failed: it failed), and how many members have yet to take a copy.
  struct Made {
    SmallVector<Tensor> values;
    bool failed = false;
    size_t takers = 0;
  };
  std::map<int64_t, Made> made;
  std::map<int64_t, std::deque<std::shared_ptr<Message>>> channels;
  std::deque<InterpreterValue> infeedQueue;
  std::vector<SmallVector<Tensor>> outfeedValues;
};

/// The process whose thread this is (set by interpreter.run_parallel for
/// the threads it starts), or null.
Process *currentProcess();
void setCurrentProcess(Process *process);

/// What one process of interpreter.run_parallel ended with.
struct ProcessOutcome {
  ProcessId id;
  /// The program failed (its error has been reported as a diagnostic), or
  /// its thread never started.
  bool failed = false;
  /// What interpreter.print wrote inside the process.
  std::string printed;
  /// The program's results, when it did not fail.
  SmallVector<InterpreterValue> results;
  /// The probes the process kept (Process::keptProbes), for the rank that
  /// writes them.
  std::vector<std::pair<std::string, Tensor>> probes;
};

/// Runs the processes of interpreter.run_parallel over several ranks (OS
/// processes on one or more machines, e.g. MPI's; docs/design.md, "The
/// process grid on MPI"). Every rank runs the same program; at a grid,
/// each runs only its block of the processes as threads. The hub rank
/// keeps the ProcessGrid and stands in for the other ranks' processes;
/// the other ranks' grids forward to it (GridLink). Calls come from the
/// thread that runs interpreter.run_parallel, in the same order on every
/// rank.
class GridBackend {
public:
  virtual ~GridBackend();
  /// What to call the backend in messages (e.g. "--grid=mpi").
  virtual StringRef name() const = 0;
  /// Whether this rank writes the run's files (--results-npy, the probes of
  /// --probe-output-dir, its own processes' and, once the grid ends, the
  /// other ranks'): one rank of all does.
  virtual bool writesOutput() const = 0;
  /// The flattened process ids (replica * partitions + partition) this
  /// rank hosts, [first, last), of a grid of `count` processes.
  virtual std::pair<int64_t, int64_t> hostedBlock(int64_t count) const = 0;
  /// Starts a run of `grid` for the op `at`, before this rank's process
  /// threads start.
  virtual llvm::Error begin(ProcessGrid &grid, Operation *at) = 0;
  /// Ends the run once this rank's processes (`local`, in process order)
  /// are done: every process's outcome in process order. On the hub, the
  /// diagnostics of the other ranks' processes are reported first.
  virtual llvm::Expected<std::vector<ProcessOutcome>>
  end(std::vector<ProcessOutcome> local) = 0;
};

/// Most processes one grid may have: interpreter.run_parallel's programs,
/// sdy.manual_computation's mesh devices (each a thread with a 256 MiB
/// stack reserve).
constexpr int64_t kMaxGridProcesses = 1024;

/// `a * b` when it is at most `limit` (a, b >= 0), nullopt otherwise
/// (overflow included).
std::optional<int64_t> boundedProduct(int64_t a, int64_t b, int64_t limit);

/// Starts one thread per entry of `bodies`, each with a stack of
/// `stackBytes`, and joins them. When a thread cannot be started,
/// `onStartFailure(started)` is called (it should make the started threads
/// end, e.g. ProcessGrid::abortBeforeStart), the started threads are joined
/// and an error naming the cause is returned.
llvm::Error runThreads(std::vector<std::function<void()>> &bodies,
                       size_t stackBytes,
                       llvm::function_ref<void(int64_t)> onStartFailure);

/// Runs this rank's processes of `grid` (all of them without a backend)
/// on threads with stacks of `stackBytes`, process i running `run(i)`, and
/// ends the run: every process's outcome in process order, every rank's
/// under `backend` (GridBackend::end, which every rank reaches, even one
/// whose threads did not all start). Each outcome's print output is then
/// written to `os`, and the probes the processes kept go to `probe` (when
/// set). interpreter.run_parallel and sdy.manual_computation run their
/// grids through it.
llvm::Expected<std::vector<ProcessOutcome>> runGridProcesses(
    ProcessGrid &grid, GridBackend *backend, ArrayRef<Process *> processes,
    size_t stackBytes,
    llvm::function_ref<llvm::Expected<SmallVector<InterpreterValue>>(size_t)>
        run,
    llvm::raw_ostream &os,
    const std::function<llvm::Error(llvm::StringRef, const Tensor &)> &probe);

/// Copies of `values` that share no buffer with them.
SmallVector<Tensor> privateCopies(ArrayRef<Tensor> values);
/// A copy of `value` that shares no buffer with it.
InterpreterValue privateCopy(const InterpreterValue &value);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_PROCESSGRID_H
