//===- LowerCommon.h - shared pieces of the aten/module lowering -*- C++ -*-===//
//
// Internal to OpidiffLowering: the arguments of a call with their tensors
// already materialised (Args), an op builder with the helpers every
// lowering needs (Emitter), and the registry of aten lowerings that each
// Lower*.cpp file fills for its own ops.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_LOWERING_LOWER_COMMON_H
#define SHLO_OPIDIFF_LOWERING_LOWER_COMMON_H

#include "opidiff/Errors.h"
#include "opidiff/Model.h"
#include "opidiff/lowering/TorchTypes.h"

#include "dialect/Dialects.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace shlo {
namespace opidiff {
namespace lower {

/// One argument of a call: a materialised tensor, a list of them, or a
/// plain value (scalar, int list, string, dtype name, None).
struct Arg {
  enum class Kind { Tensor, TensorList, Plain };
  Kind kind = Kind::Plain;
  mlir::Value tensor;
  llvm::SmallVector<mlir::Value> tensors;
  Value value;
};

/// An elementwise operand: a tensor, or a Python scalar (Bool, Int, Float).
struct Operand {
  mlir::Value tensor;
  Value scalar;
  bool isScalar() const { return !tensor; }
};

/// The arguments of one call by name, with typed accessors. Accessors fail
/// with a real error when an argument is missing or has the wrong kind (a
/// binding problem), unless a default is given.
class Args {
public:
  Args(std::string op, std::string overload)
      : op(std::move(op)), overload(std::move(overload)) {}

  /// "aten::add.Tensor" (or the op alone without an overload).
  std::string qualifiedName() const;

  void addTensor(const std::string &name, mlir::Value tensor);
  void addTensors(const std::string &name,
                  llvm::SmallVector<mlir::Value> tensors);
  void addValue(const std::string &name, Value value);

  /// The argument, or nullptr when absent.
  const Arg *find(llvm::StringRef name) const;
  /// Absent, or a None value.
  bool isNone(llvm::StringRef name) const;

  llvm::Expected<mlir::Value> tensor(llvm::StringRef name) const;
  /// None gives a null value.
  llvm::Expected<mlir::Value> optTensor(llvm::StringRef name) const;
  llvm::Expected<llvm::SmallVector<mlir::Value>>
  tensorList(llvm::StringRef name) const;
  /// A tensor or a Python scalar.
  llvm::Expected<Operand> operand(llvm::StringRef name) const;
  /// None gives an operand with neither tensor nor scalar (Kind::None).
  llvm::Expected<std::optional<Operand>> optOperand(llvm::StringRef name) const;

  llvm::Expected<int64_t> getInt(llvm::StringRef name,
                                 std::optional<int64_t> dflt = {}) const;
  llvm::Expected<std::optional<int64_t>> optInt(llvm::StringRef name) const;
  llvm::Expected<double> getFloat(llvm::StringRef name,
                                  std::optional<double> dflt = {}) const;
  llvm::Expected<bool> getBool(llvm::StringRef name,
                               std::optional<bool> dflt = {}) const;
  /// An Int list; a single Int (or a one-element list) is repeated to
  /// `expand` elements when `expand` > 0. Absent or None gives `dflt` when
  /// one is given.
  llvm::Expected<llvm::SmallVector<int64_t>>
  intList(llvm::StringRef name, size_t expand = 0,
          std::optional<llvm::SmallVector<int64_t>> dflt = {}) const;
  /// As intList; absent or None gives nullopt.
  llvm::Expected<std::optional<llvm::SmallVector<int64_t>>>
  optIntList(llvm::StringRef name, size_t expand = 0) const;
  llvm::Expected<std::optional<std::string>>
  optString(llvm::StringRef name) const;
  /// A dtype argument (a String with torch's dtype name), None -> nullopt.
  llvm::Expected<std::optional<DType>> optDType(llvm::StringRef name) const;

  /// A real error: "<op>: <message>".
  llvm::Error fail(const llvm::Twine &message) const;
  /// An UnsupportedError: "<op>: <reason>".
  llvm::Error unsupported(const llvm::Twine &reason) const;

  std::string op;
  std::string overload;
  std::vector<std::pair<std::string, Arg>> list;
};

/// The results of a lowered call (several for tuple-returning ops).
using Results = llvm::SmallVector<mlir::Value, 1>;

/// The results of a call with one result.
inline Results one(mlir::Value v) { return Results{v}; }
/// Bool or an integer dtype (the dtypes torch promotes to float for
/// float-only ops).
inline bool isIntOrBool(DType t) { return t == DType::Bool || isIntegral(t); }
/// float16 or bfloat16.
inline bool isHalf(DType t) {
  return t == DType::Float16 || t == DType::BFloat16;
}

class Emitter;

/// Lowers one aten op from its arguments.
using LowerFn = llvm::Expected<Results> (*)(Emitter &, const Args &);
/// Aten op name ("aten::add") -> lowering.
using Registry = std::map<std::string, LowerFn>;

void registerElementwiseLowerings(Registry &registry);
void registerReductionLowerings(Registry &registry);
void registerShapeLowerings(Registry &registry);
void registerNNLowerings(Registry &registry);
void registerSpectralLowerings(Registry &registry);

/// Every aten lowering.
const Registry &atenRegistry();

/// Lowers a torch.nn module applied to `inputs` (LowerModules.cpp).
llvm::Expected<mlir::Value>
lowerModule(Emitter &emitter, const BaselineResult::Module &spec,
            llvm::ArrayRef<mlir::Value> inputs);
/// Lowers a module's TorchScript forward graph applied to `inputs`; the
/// results are its tensor outputs in order (LowerScript.cpp).
llvm::Expected<Results> lowerScriptGraph(Emitter &emitter,
                                         const ScriptGraph &graph,
                                         llvm::ArrayRef<mlir::Value> inputs);
/// A module applied to `inputs`: its TorchScript graph when it has one,
/// else lowerModule's single result.
llvm::Expected<Results>
lowerModuleResults(Emitter &emitter, const BaselineResult::Module &spec,
                   llvm::ArrayRef<mlir::Value> inputs);
/// Lowers one torch.nn module kind: the baseline's record of the module
/// (parameters, children), its configuration as Args and the forward
/// call's inputs.
using ModuleLowerFn = llvm::Expected<mlir::Value> (*)(
    Emitter &, const BaselineResult::Module &, const Args &config,
    llvm::ArrayRef<mlir::Value> inputs);
/// Module kind ("Linear", the torch.nn class name) -> lowering.
using ModuleRegistry = std::map<std::string, ModuleLowerFn>;

/// Registers every module lowering of LowerModules.cpp.
void registerModuleLowerings(ModuleRegistry &registry);
/// Every module lowering; its keys are the supported module kinds.
const ModuleRegistry &moduleRegistry();

/// What a reduction combines with.
enum class ReduceKind { Sum, Prod, Max, Min };

/// An OpBuilder at the end of the function being built, with the helpers
/// the lowerings share. All values are ranked tensors of static shape.
class Emitter {
public:
  Emitter(mlir::OpBuilder &builder, mlir::Location loc)
      : b(builder), loc(loc), ctx(builder.getContext()) {}

  /// Lowers `args.op` through the registry.
  llvm::Expected<Results> call(const Args &args);
  /// As call, for ops with one result.
  llvm::Expected<mlir::Value> callOne(const Args &args);

  // Types.
  mlir::RankedTensorType typeOf(mlir::Value v) const {
    return mlir::cast<mlir::RankedTensorType>(v.getType());
  }
  llvm::ArrayRef<int64_t> shapeOf(mlir::Value v) const {
    return typeOf(v).getShape();
  }
  int64_t rankOf(mlir::Value v) const { return typeOf(v).getRank(); }
  mlir::Type elementOf(mlir::Value v) const {
    return typeOf(v).getElementType();
  }
  /// The dtype of a tensor this lowering built (always one of the
  /// format's element types).
  DType dtypeOf(mlir::Value v) const;
  mlir::Type elementType(DType t) const { return elementTypeOf(ctx, t); }
  mlir::RankedTensorType tensorType(llvm::ArrayRef<int64_t> shape,
                                    mlir::Type element) const {
    return mlir::RankedTensorType::get(shape, element);
  }

  // Constants.
  /// A stablehlo.constant holding `value`'s elements.
  llvm::Expected<mlir::Value> constant(const TensorValue &value);
  /// The dense attribute of `value` (raw bytes, bool as a list of bits).
  llvm::Expected<mlir::DenseElementsAttr> denseAttr(const TensorValue &value);
  /// A splat constant of `shape` (rank 0 by default). Integer and bool
  /// types truncate `v`; complex types get `v` as real part.
  mlir::Value splat(mlir::Type element, double v,
                    llvm::ArrayRef<int64_t> shape = {});
  /// An integer splat with an exact 64-bit value.
  mlir::Value splatInt(mlir::Type element, int64_t v,
                       llvm::ArrayRef<int64_t> shape = {});
  /// A constant from `values` (row-major) converted to `element`.
  mlir::Value constantOf(mlir::Type element, llvm::ArrayRef<int64_t> shape,
                         llvm::ArrayRef<double> values);
  /// A Python scalar as a tensor of `element` and `shape`.
  mlir::Value scalarTensor(const Value &scalar, mlir::Type element,
                           llvm::ArrayRef<int64_t> shape = {});
  /// The lowest / highest value of `element` (-inf / +inf for floats).
  mlir::Value lowest(mlir::Type element, llvm::ArrayRef<int64_t> shape = {});
  mlir::Value highest(mlir::Type element, llvm::ArrayRef<int64_t> shape = {});

  // Elementwise.
  template <typename OpTy> mlir::Value unary(mlir::Value x) {
    return OpTy::create(b, loc, x.getType(), x);
  }
  template <typename OpTy> mlir::Value binary(mlir::Value x, mlir::Value y) {
    return OpTy::create(b, loc, x.getType(), x, y);
  }
  mlir::Value add(mlir::Value x, mlir::Value y);
  mlir::Value sub(mlir::Value x, mlir::Value y);
  mlir::Value mul(mlir::Value x, mlir::Value y);
  mlir::Value div(mlir::Value x, mlir::Value y);
  mlir::Value compare(mlir::Value x, mlir::Value y,
                      mlir::stablehlo::ComparisonDirection direction);
  mlir::Value select(mlir::Value pred, mlir::Value onTrue,
                     mlir::Value onFalse);
  /// x != x.
  mlir::Value isNaN(mlir::Value x);
  /// Multiplies by a constant (no-op for 1).
  mlir::Value scale(mlir::Value x, double factor);
  /// Converts to `element` (no-op when equal).
  mlir::Value convert(mlir::Value x, mlir::Type element);
  mlir::Value convert(mlir::Value x, DType t) {
    return convert(x, elementType(t));
  }

  // Promotion and broadcasting.
  /// How `op` takes part in torch.result_type.
  PromotionOperand promotionOf(const Operand &op) const;
  /// torch.result_type of the operands.
  DType resultTypeOf(llvm::ArrayRef<Operand> ops) const;
  /// numpy broadcasting of shapes; nullopt when they do not broadcast.
  static std::optional<llvm::SmallVector<int64_t>>
  broadcastShapes(llvm::ArrayRef<int64_t> a, llvm::ArrayRef<int64_t> b);
  /// The operands' broadcast shape (scalars are rank 0), or an error.
  llvm::Expected<llvm::SmallVector<int64_t>>
  broadcastShapeOf(const Args &args, llvm::ArrayRef<Operand> ops) const;
  /// Broadcasts `x` to `shape` (numpy alignment: trailing dimensions).
  mlir::Value broadcastTo(mlir::Value x, llvm::ArrayRef<int64_t> shape);
  /// Broadcasts `x` to `shape` placing its dimensions at `dims`.
  mlir::Value broadcastInDim(mlir::Value x, llvm::ArrayRef<int64_t> shape,
                             llvm::ArrayRef<int64_t> dims);
  /// The operand as a tensor of dtype `t` and `shape`.
  mlir::Value materialize(const Operand &op, DType t,
                          llvm::ArrayRef<int64_t> shape);

  // Shapes.
  mlir::Value reshape(mlir::Value x, llvm::ArrayRef<int64_t> shape);
  mlir::Value transpose(mlir::Value x, llvm::ArrayRef<int64_t> perm);
  mlir::Value slice(mlir::Value x, llvm::ArrayRef<int64_t> start,
                    llvm::ArrayRef<int64_t> limit,
                    llvm::ArrayRef<int64_t> strides);
  /// Slices dimension `dim` only.
  mlir::Value sliceDim(mlir::Value x, int64_t dim, int64_t start,
                       int64_t limit, int64_t stride = 1);
  mlir::Value concatenate(llvm::ArrayRef<mlir::Value> xs, int64_t dim);
  mlir::Value iota(llvm::ArrayRef<int64_t> shape, int64_t dim,
                   mlir::Type element);

  // Reductions and contractions.
  /// Reduces `dims` of `x` (removing them).
  mlir::Value reduce(mlir::Value x, llvm::ArrayRef<int64_t> dims,
                     ReduceKind kind);
  /// The identity of a reduction over `element`.
  mlir::Value reduceInit(ReduceKind kind, mlir::Type element);
  /// A reduce_window; `padding` holds (low, high) per dimension and pads
  /// with the reduction's identity.
  mlir::Value reduceWindow(mlir::Value x, ReduceKind kind,
                           llvm::ArrayRef<int64_t> window,
                           llvm::ArrayRef<int64_t> strides,
                           llvm::ArrayRef<int64_t> dilations,
                           llvm::ArrayRef<std::pair<int64_t, int64_t>> padding);
  /// Reshapes a reduction of `dims` back to rank `rank` with size-1 dims.
  mlir::Value keepDims(mlir::Value reduced, int64_t rank,
                       llvm::ArrayRef<int64_t> dims);
  /// A dot_general; the result is batch dims, lhs free dims, rhs free dims.
  mlir::Value dotGeneral(mlir::Value lhs, mlir::Value rhs,
                         llvm::ArrayRef<int64_t> lhsBatch,
                         llvm::ArrayRef<int64_t> rhsBatch,
                         llvm::ArrayRef<int64_t> lhsContract,
                         llvm::ArrayRef<int64_t> rhsContract);
  /// Builds the single-block body of a reduce-like op: `numInputs` pairs
  /// of rank-0 arguments of the given element types; `body` returns the
  /// combined values.
  void buildReducerBody(
      mlir::Region &region, llvm::ArrayRef<mlir::Type> elements,
      llvm::function_ref<llvm::SmallVector<mlir::Value>(
          llvm::ArrayRef<mlir::Value> lhs, llvm::ArrayRef<mlir::Value> rhs)>
          body);

  mlir::OpBuilder &b;
  mlir::Location loc;
  mlir::MLIRContext *ctx;
};

/// x.index_select(dim, indices) for indices of any shape: the result is
/// x.shape[:dim] + indices.shape + x.shape[dim+1:] (LowerShape.cpp).
mlir::Value takeAlong(Emitter &e, mlir::Value x, int64_t dim,
                      mlir::Value indices);

/// `dim` wrapped into [0, rank) as torch does (rank 0 accepts -1 and 0).
llvm::Expected<int64_t> normalizeDim(const Args &args, int64_t dim,
                                     int64_t rank);
/// Product of a shape.
int64_t numElementsOf(llvm::ArrayRef<int64_t> shape);
/// "tensor<2x3xf32>".
std::string typeString(mlir::Type type);

} // namespace lower
} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_LOWERING_LOWER_COMMON_H
