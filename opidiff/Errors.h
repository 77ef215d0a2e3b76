//===- Errors.h - Error kinds shared by the opidiff2mlir stages -*- C++ -*-===//

#ifndef SHLO_OPIDIFF_ERRORS_H
#define SHLO_OPIDIFF_ERRORS_H

#include "llvm/Support/Error.h"

#include <string>

namespace mlir {
namespace shlo {
namespace opidiff {

/// A test the converter cannot handle (an aten op or overload without a
/// lowering, a TorchScript node without one, a dtype an op does not take). The driver
/// reports it as "unsupported: <reason>" and, with --skip-unsupported, goes
/// on with the other tests. Every other llvm::Error is a real failure.
class UnsupportedError : public llvm::ErrorInfo<UnsupportedError> {
public:
  static char ID;
  explicit UnsupportedError(std::string reason) : reason(std::move(reason)) {}
  const std::string &getReason() const { return reason; }
  void log(llvm::raw_ostream &os) const override { os << reason; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }

private:
  std::string reason;
};

/// Shorthand: `return unsupported("aten::foo has no lowering");`.
inline llvm::Error unsupported(const llvm::Twine &reason) {
  return llvm::make_error<UnsupportedError>(reason.str());
}

} // namespace opidiff
} // namespace shlo
} // namespace mlir

/// Declares `name` as the llvm::Expected the expression gives and, when it
/// holds an error, returns that error from the enclosing function (which
/// returns an llvm::Error or any llvm::Expected):
///
///   OPIDIFF_TRY(shape, e.broadcastShapeOf(args, ops));
///   use(*shape);
#define OPIDIFF_TRY(name, ...)                                                 \
  auto name = (__VA_ARGS__);                                                   \
  if (!name)                                                                   \
  return name.takeError()

#endif // SHLO_OPIDIFF_ERRORS_H
