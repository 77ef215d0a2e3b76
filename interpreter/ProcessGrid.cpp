//===- ProcessGrid.cpp - processes of interpreter.run_parallel ------------===//

#include "interpreter/ProcessGrid.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <pthread.h>

namespace mlir {
namespace shlo {

char GridAborted::ID = 0;

GridLink::~GridLink() = default;
GridExchange::~GridExchange() = default;
GridBackend::~GridBackend() = default;

namespace {
thread_local Process *threadProcess = nullptr;
} // namespace

Process *currentProcess() { return threadProcess; }
void setCurrentProcess(Process *process) { threadProcess = process; }

void GridAborted::log(llvm::raw_ostream &os) const {
  os << "stopped: another process of the grid failed";
}
std::error_code GridAborted::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

namespace {
llvm::Error gridError(const Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

std::string describe(ProcessId id) {
  return "(" + std::to_string(id.replica) + ", " +
         std::to_string(id.partition) + ")";
}

void *threadEntry(void *arg) {
  (*static_cast<std::function<void()> *>(arg))();
  return nullptr;
}
} // namespace

std::optional<int64_t> boundedProduct(int64_t a, int64_t b, int64_t limit) {
  if (a < 0 || b < 0)
    return std::nullopt;
  if (a != 0 && b > limit / a)
    return std::nullopt;
  if (a * b > limit)
    return std::nullopt;
  return a * b;
}

llvm::Error runThreads(std::vector<std::function<void()>> &bodies,
                       size_t stackBytes,
                       llvm::function_ref<void(int64_t)> onStartFailure) {
  std::vector<pthread_t> threads;
  threads.reserve(bodies.size());
  int failure = 0;
  pthread_attr_t attr;
  if ((failure = ::pthread_attr_init(&attr)) == 0) {
    failure = ::pthread_attr_setstacksize(&attr, stackBytes);
    for (size_t i = 0; !failure && i < bodies.size(); ++i) {
      pthread_t thread;
      failure = ::pthread_create(&thread, &attr, threadEntry, &bodies[i]);
      if (!failure)
        threads.push_back(thread);
    }
    ::pthread_attr_destroy(&attr);
  }
  if (failure)
    onStartFailure(int64_t(threads.size()));
  for (pthread_t thread : threads)
    ::pthread_join(thread, nullptr);
  if (failure)
    return gridError("cannot start thread " + Twine(threads.size() + 1) +
                     " of " + Twine(bodies.size()) + " (" +
                     Twine(stackBytes >> 20) + " MiB of stack each): " +
                     std::strerror(failure));
  return llvm::Error::success();
}

llvm::Expected<std::vector<ProcessOutcome>> runGridProcesses(
    ProcessGrid &grid, GridBackend *backend, ArrayRef<Process *> processes,
    size_t stackBytes,
    llvm::function_ref<llvm::Expected<SmallVector<InterpreterValue>>(size_t)>
        run,
    llvm::raw_ostream &os,
    const std::function<llvm::Error(llvm::StringRef, const Tensor &)> &probe) {
  using Results = llvm::Expected<SmallVector<InterpreterValue>>;
  std::vector<std::optional<Results>> results(processes.size());
  std::vector<std::function<void()>> bodies;
  for (size_t i = 0; i < processes.size(); ++i)
    bodies.push_back([&, i] {
      setCurrentProcess(processes[i]);
      results[i].emplace(run(i));
      grid.finish(*processes[i], !*results[i]);
      setCurrentProcess(nullptr);
    });
  llvm::Error startError =
      runThreads(bodies, stackBytes, [&](int64_t started) {
        if (!backend)
          return grid.abortBeforeStart(started);
        // The grid counts every rank's processes: the ones that never
        // started here end as failed ones.
        for (size_t i = started; i < processes.size(); ++i)
          grid.finish(*processes[i], true);
      });
  // Every process's outcome; a failed program's error was reported as a
  // diagnostic.
  std::vector<ProcessOutcome> outcomes;
  for (size_t i = 0; i < processes.size(); ++i) {
    ProcessOutcome outcome;
    outcome.id = processes[i]->getId();
    outcome.printed = std::move(processes[i]->printBuffer());
    outcome.probes = std::move(processes[i]->keptProbes());
    if (!results[i] || !*results[i]) {
      outcome.failed = true;
      if (results[i])
        llvm::consumeError(results[i]->takeError());
    } else {
      outcome.results = std::move(**results[i]);
    }
    outcomes.push_back(std::move(outcome));
  }
  llvm::sort(outcomes, [](const ProcessOutcome &a, const ProcessOutcome &b) {
    return std::make_pair(a.id.replica, a.id.partition) <
           std::make_pair(b.id.replica, b.id.partition);
  });
  if (backend) {
    // Every rank ends the run, even one whose threads did not all start:
    // the ranks meet there.
    auto all = backend->end(std::move(outcomes));
    if (startError) {
      if (!all)
        llvm::consumeError(all.takeError());
      return std::move(startError);
    }
    if (!all)
      return all.takeError();
    outcomes = std::move(*all);
  } else if (startError) {
    return std::move(startError);
  }
  for (ProcessOutcome &outcome : outcomes)
    os << outcome.printed;
  // The probes of the processes of the ranks that do not write files
  // (their own were written as they ran), in process order.
  if (probe)
    for (ProcessOutcome &outcome : outcomes)
      for (auto &[probeId, tensor] : outcome.probes)
        if (llvm::Error error = probe(probeId, tensor))
          return std::move(error);
  return outcomes;
}

SmallVector<Tensor> privateCopies(ArrayRef<Tensor> values) {
  SmallVector<Tensor> copies;
  for (const Tensor &value : values)
    copies.push_back(value ? value.clone() : Tensor());
  return copies;
}

InterpreterValue privateCopy(const InterpreterValue &value) {
  if (value.isTensor())
    return value.getTensor() ? InterpreterValue(value.getTensor().clone())
                             : InterpreterValue();
  if (value.isToken())
    return InterpreterValue::token();
  std::vector<InterpreterValue> elements;
  for (const InterpreterValue &element : value.getTuple())
    elements.push_back(privateCopy(element));
  return InterpreterValue::tuple(std::move(elements));
}

int64_t Process::nextRound(const std::vector<ProcessId> &group,
                           int64_t channel) {
  return rounds[{group, channel}]++;
}

ProcessGrid::ProcessGrid(int64_t numReplicas, int64_t numPartitions,
                         std::vector<InterpreterValue> infeed)
    : numReplicas(numReplicas), numPartitions(numPartitions),
      running(numReplicas * numPartitions),
      infeedQueue(infeed.begin(), infeed.end()) {}

llvm::Error ProcessGrid::waitUntil(std::unique_lock<std::mutex> &lock,
                                   Process &self, std::string waitingFor,
                                   std::function<bool()> ready) {
  if (ready())
    return llvm::Error::success();
  waiters.push_back({self.getId(), std::move(waitingFor), &ready});
  auto leave = [&] {
    for (auto it = waiters.begin(); it != waiters.end(); ++it)
      if (it->ready == &ready) {
        waiters.erase(it);
        break;
      }
  };
  changed.notify_all();
  while (!ready()) {
    if (aborted) {
      leave();
      return llvm::make_error<GridAborted>();
    }
    // A deadlock: every unfinished process waits and none can go on.
    if (int64_t(waiters.size()) == running &&
        llvm::none_of(waiters, [](const Waiter &w) { return (*w.ready)(); })) {
      std::string message;
      llvm::raw_string_ostream os(message);
      os << "deadlock: every unfinished process of the grid is waiting (";
      llvm::interleaveComma(waiters, os, [&](const Waiter &w) {
        os << "process " << describe(w.process) << " at " << w.waitingFor;
      });
      os << ")";
      aborted = true;
      leave();
      changed.notify_all();
      return gridError(message);
    }
    changed.wait_for(lock, std::chrono::milliseconds(200));
  }
  leave();
  return llvm::Error::success();
}

std::string ProcessGrid::signatureOf(StringRef what,
                                     ArrayRef<Tensor> values) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << what << " of (";
  llvm::interleaveComma(values, os, [&](const Tensor &value) {
    if (value)
      os << value.getType();
    else
      os << "no value";
  });
  os << ")";
  return text;
}

llvm::Expected<std::vector<SmallVector<Tensor>>>
ProcessGrid::rendezvous(Process &self, const std::vector<ProcessId> &group,
                        int64_t channel, StringRef what,
                        ArrayRef<Tensor> values) {
  if (exchange)
    return exchange->rendezvous(self, group, channel, what, values);
  SmallVector<Tensor> copies = privateCopies(values);
  std::vector<SmallVector<Tensor>> result;
  auto met = meet(self, group, channel, signatureOf(what, values), &copies,
                  &result);
  if (!met)
    return met.takeError();
  return result;
}

llvm::Expected<SmallVector<Tensor>>
ProcessGrid::combine(Process &self, const std::vector<ProcessId> &group,
                     int64_t channel, StringRef what, ArrayRef<Tensor> values,
                     Combination combination) {
  if (exchange)
    return exchange->combine(self, group, channel, what, values, combination);
  // Members that bring the same op make the same tensors: the first member
  // of the group makes them and the others take private copies (a Tensor
  // handle is never shared between threads: its count is not atomic).
  // Before, every member copied every member's values and made the whole
  // combination: a 64-process all_reduce of 64Ki f32 ran 64 x 64 x 64Ki
  // adds and 4,096 copies of 256 KiB.
  SmallVector<Tensor> copies = privateCopies(values);
  std::vector<SmallVector<Tensor>> contributions;
  bool shared = false;
  std::string signature = signatureOf(what, values);
  std::string waitingFor = signature;
  auto met = meet(self, group, channel, std::move(signature), &copies,
                  &contributions, combination.key, &shared);
  if (!met)
    return met.takeError();
  if (!shared)
    return combination.make(contributions);
  if (!(group.front() == self.getId()))
    return takeMade(self, *met, "the result of " + waitingFor);
  llvm::Expected<SmallVector<Tensor>> result = combination.make(contributions);
  shareMade(*met, group.size() - 1, result ? &*result : nullptr);
  return result;
}

void ProcessGrid::shareMade(int64_t sequence, size_t takers,
                            const SmallVector<Tensor> *result) {
  if (takers == 0)
    return;
  std::unique_lock<std::mutex> lock(mutex);
  Made &entry = made[sequence];
  entry.takers = takers;
  if (result)
    entry.values = privateCopies(*result);
  else
    entry.failed = true;
  changed.notify_all();
}

llvm::Expected<SmallVector<Tensor>>
ProcessGrid::takeMade(Process &self, int64_t sequence,
                      std::string waitingFor) {
  std::unique_lock<std::mutex> lock(mutex);
  if (llvm::Error error = waitUntil(lock, self, std::move(waitingFor), [&] {
        return made.count(sequence) > 0;
      }))
    return std::move(error);
  Made &entry = made[sequence];
  bool failed = entry.failed;
  SmallVector<Tensor> copies;
  if (!failed)
    copies = privateCopies(entry.values);
  if (--entry.takers == 0)
    made.erase(sequence);
  // The first member reports why it failed; the others nothing more.
  if (failed)
    return llvm::make_error<GridAborted>();
  return copies;
}

llvm::Expected<int64_t> ProcessGrid::agree(Process &self,
                                           const std::vector<ProcessId> &group,
                                           int64_t channel,
                                           std::string signature) {
  return meet(self, group, channel, std::move(signature), nullptr, nullptr);
}

llvm::Expected<int64_t>
ProcessGrid::meet(Process &self, const std::vector<ProcessId> &group,
                  int64_t channel, std::string signature,
                  SmallVector<Tensor> *values,
                  std::vector<SmallVector<Tensor>> *result,
                  const void *combinationKey, bool *shared) {
  auto position = llvm::find(group, self.getId());
  if (position == group.end())
    return gridError("process " + describe(self.getId()) +
                     " is not in its own process group");
  size_t index = position - group.begin();
  int64_t round = self.nextRound(group, channel);
  std::unique_lock<std::mutex> lock(mutex);
  auto key = std::make_tuple(group, channel, round);
  Slot &slot = slots[key];
  if (slot.signatures.empty()) {
    slot.values.resize(group.size());
    slot.signatures.resize(group.size());
    slot.keys.resize(group.size());
    slot.sequence = nextSequence++;
  }
  if (values)
    slot.values[index] = std::move(*values);
  slot.signatures[index] = std::move(signature);
  slot.keys[index] = combinationKey;
  ++slot.count;
  changed.notify_all();
  std::string groupText = "[";
  for (auto [i, id] : llvm::enumerate(group))
    groupText += (i ? ", " : "") + describe(id);
  groupText += "]";
  StringRef what = StringRef(slot.signatures[index]).split(" of (").first;
  std::string waitingFor = what.str() + " with group " + groupText;
  if (llvm::Error error = waitUntil(lock, self, waitingFor, [&] {
        return slot.count == group.size();
      }))
    return std::move(error);
  // Every member checks the same contributions, so each reports the same
  // disagreement (the first member's against each one that differs).
  std::string mismatch;
  for (size_t i = 1; i < group.size(); ++i) {
    if (slot.signatures[i] == slot.signatures[0])
      continue;
    if (mismatch.empty())
      mismatch = "the processes of group " + groupText + " (channel " +
                 std::to_string(channel) + ") disagree: process " +
                 describe(group[0]) + " brings " + slot.signatures[0];
    mismatch += ", process " + describe(group[i]) + " brings " +
                slot.signatures[i];
  }
  // One maker when every member brought the same op (combine): only the
  // first member needs the values.
  bool oneMaker = combinationKey && llvm::all_equal(slot.keys);
  if (shared)
    *shared = oneMaker;
  if (mismatch.empty() && result && (!oneMaker || index == 0))
    for (const SmallVector<Tensor> &member : slot.values)
      result->push_back(privateCopies(member));
  int64_t sequence = slot.sequence;
  if (++slot.taken == group.size())
    slots.erase(key);
  if (!mismatch.empty())
    return gridError(mismatch);
  return sequence;
}

llvm::Error ProcessGrid::send(Process &self, int64_t channel,
                              ArrayRef<Tensor> values) {
  if (link)
    return link->send(self.getId(), channel, values);
  auto message = std::make_shared<Message>();
  message->values = privateCopies(values);
  std::unique_lock<std::mutex> lock(mutex);
  channels[channel].push_back(message);
  changed.notify_all();
  return waitUntil(lock, self,
                   "send on channel " + std::to_string(channel) +
                       " (no recv takes it)",
                   [&] { return message->taken; });
}

llvm::Expected<SmallVector<Tensor>> ProcessGrid::recv(Process &self,
                                                      int64_t channel) {
  if (link)
    return link->recv(self.getId(), channel);
  std::unique_lock<std::mutex> lock(mutex);
  std::deque<std::shared_ptr<Message>> &queue = channels[channel];
  if (llvm::Error error = waitUntil(
          lock, self,
          "recv on channel " + std::to_string(channel) + " (no send feeds it)",
          [&] { return !queue.empty(); }))
    return std::move(error);
  std::shared_ptr<Message> message = queue.front();
  queue.pop_front();
  SmallVector<Tensor> values = std::move(message->values);
  message->taken = true;
  changed.notify_all();
  return values;
}

llvm::Expected<InterpreterValue> ProcessGrid::infeed(Process &self) {
  if (link)
    return link->infeed(self.getId());
  std::lock_guard<std::mutex> lock(mutex);
  if (infeedQueue.empty())
    return gridError("the infeed is empty");
  InterpreterValue value = privateCopy(infeedQueue.front());
  infeedQueue.pop_front();
  return value;
}

void ProcessGrid::outfeed(Process &self, ArrayRef<Tensor> values) {
  if (link)
    return link->outfeed(self.getId(), values);
  SmallVector<Tensor> copies = privateCopies(values);
  std::lock_guard<std::mutex> lock(mutex);
  outfeedValues.push_back(std::move(copies));
}

void ProcessGrid::abortBeforeStart(int64_t started) {
  std::lock_guard<std::mutex> lock(mutex);
  running -= getNumProcesses() - started;
  aborted = true;
  changed.notify_all();
}

void ProcessGrid::finish(Process &self, bool failed) {
  if (link)
    return link->finish(self.getId(), failed);
  std::lock_guard<std::mutex> lock(mutex);
  --running;
  if (failed)
    aborted = true;
  changed.notify_all();
}

} // namespace shlo
} // namespace mlir
