//===- Value.h - runtime values: tensors, tokens, tuples --------*- C++ -*-===//

#ifndef SHLO_INTERPRETER_VALUE_H
#define SHLO_INTERPRETER_VALUE_H

#include "interpreter/Tensor.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace shlo {

/// The runtime value of an SSA value: a tensor, a token, a tuple of values
/// or the address of a module global (IREE's `!util.ptr`).
class InterpreterValue {
public:
  enum class Kind { Tensor, Token, Tuple, GlobalAddress };

  /// An unbound value (a null tensor).
  InterpreterValue() : kind(Kind::Tensor) {}
  InterpreterValue(Tensor tensor) : kind(Kind::Tensor), tensor(std::move(tensor)) {}
  static InterpreterValue token() { return InterpreterValue(Kind::Token); }
  static InterpreterValue tuple(std::vector<InterpreterValue> elements) {
    InterpreterValue value(Kind::Tuple);
    value.elements =
        std::make_shared<const std::vector<InterpreterValue>>(std::move(elements));
    return value;
  }

  /// The address of the module global named `name`.
  static InterpreterValue globalAddress(std::string name) {
    InterpreterValue value(Kind::GlobalAddress);
    value.global = std::make_shared<const std::string>(std::move(name));
    return value;
  }

  Kind getKind() const { return kind; }
  bool isTensor() const { return kind == Kind::Tensor; }
  bool isToken() const { return kind == Kind::Token; }
  bool isTuple() const { return kind == Kind::Tuple; }
  bool isGlobalAddress() const { return kind == Kind::GlobalAddress; }
  /// The name of the global a GlobalAddress value refers to.
  const std::string &getGlobalName() const { return *global; }

  const Tensor &getTensor() const { return tensor; }
  /// The tensor, for writing in place, when this value is the sole owner
  /// of a tensor of `type`; else null.
  Tensor *getUniqueTensor(Type type) {
    if (kind != Kind::Tensor || !tensor.isSoleOwner() ||
        Type(tensor.getType()) != type)
      return nullptr;
    return &tensor;
  }
  const std::vector<InterpreterValue> &getTuple() const { return *elements; }

  /// Prints a tensor as Tensor::print (or printDense), a token as `!token`,
  /// a tuple element by element and a global's address as `&@name`.
  void print(llvm::raw_ostream &os, bool dense) const;

private:
  explicit InterpreterValue(Kind kind) : kind(kind) {}

  Kind kind;
  Tensor tensor;
  std::shared_ptr<const std::vector<InterpreterValue>> elements;
  std::shared_ptr<const std::string> global;
};

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_VALUE_H
