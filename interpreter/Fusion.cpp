//===- Fusion.cpp - chains of elementwise ops run in one pass ------------===//

#include "interpreter/Fusion.h"

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"
#include "interpreter/ElementwiseMap.h"
#include "interpreter/Kernels.h"
#include "interpreter/Ops.h"
#include "interpreter/Parallel.h"
#include "interpreter/TypedStorage.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cstring>
#include <optional>

namespace mlir {
namespace shlo {

using namespace kernels;

namespace {
/// What a step reads at the tile's position: an input of the program's
/// shape, a tile, or a hoisted value's buffer.
struct Ref {
  enum Kind : uint8_t { None, Input, Tile, Buffer } kind = None;
  unsigned index = 0;
};

/// The pointers one step works on for one tile of `n` elements starting
/// at result position `offset`.
struct TileArgs {
  const char *src[3];
  char *dst;
  int64_t offset, n;
  /// The storage of the step's input (broadcast and fill steps).
  const char *base;
  MapBuild build;
};
} // namespace

struct FusedChain::Step {
  void (*run)(const Step &, const TileArgs &);
  /// The tile written, or -1 for the result (or `buffer`).
  int dst = -1;
  /// The hoisted value's buffer written at the tile's position, or -1.
  int buffer = -1;
  Ref src[3];
  /// The input (or, with `fromBuffer`, the buffer) a broadcast or fill
  /// step reads.
  unsigned input = 0;
  bool fromBuffer = false;
  /// A fill of a tile of its own with one value: run on a chunk's first
  /// tile only.
  bool invariant = false;
  /// Of a step of two operands: 1 or 2 when that operand (and not the
  /// other) is a tile filled with one value, which binary and compare
  /// steps then read as a scalar; 0 otherwise.
  uint8_t splat = 0;
  /// Compare's kind.
  uint8_t kind = 0;
  /// A splat constant's storage.
  uint64_t constant = 0;
  /// Storage bytes of the element the step writes.
  unsigned bytes = 0;
  /// Broadcast: the result's shape and, per result dimension, the input's
  /// stride (0 where it is broadcast).
  SmallVector<int64_t, 4> shape, strides;
};

struct FusedChain::Program {
  std::vector<Step> steps;
  unsigned numTiles = 0;
  int64_t numElements = 0;
};

FusedChain::FusedChain() = default;
FusedChain::~FusedChain() = default;

namespace {
using Step = FusedChain::Step;

//===----------------------------------------------------------------------===//
// Step functions
//===----------------------------------------------------------------------===//

template <typename Kernel, typename T>
void unaryFn(const Step &, const TileArgs &a) {
  using R = decltype(Kernel().typed(std::declval<T>()));
  const T *in = reinterpret_cast<const T *>(a.src[0]);
  R *out = reinterpret_cast<R *>(a.dst);
  mapRangeIn(a.build, Kernel(), in, out, 0, a.n);
}

/// A VectorMathKernel on f32: its array form, as mapVectorMath runs it.
template <typename Kernel> void vectorMathFn(const Step &, const TileArgs &a) {
  Kernel::f32Array(reinterpret_cast<const float *>(a.src[0]),
                   reinterpret_cast<float *>(a.dst), a.n);
}

/// power on f32: VectorMath's array form, as evalPowOp runs it (the
/// scalar form, which PowKernel calls per element, gives the same bits).
void powF32Fn(const Step &, const TileArgs &a) {
  vm::powF32Array(reinterpret_cast<const float *>(a.src[0]),
                  reinterpret_cast<const float *>(a.src[1]),
                  reinterpret_cast<float *>(a.dst), a.n);
}

/// A kernel of two operands over a tile: the loop over two arrays, or with
/// `splat` (Step::splat) the one over an array and a scalar.
template <typename Kernel, typename T, typename R>
void mapTile(const Kernel &kernel, uint8_t splat, const TileArgs &a) {
  const T *x = reinterpret_cast<const T *>(a.src[0]);
  const T *y = reinterpret_cast<const T *>(a.src[1]);
  R *out = reinterpret_cast<R *>(a.dst);
  if (splat == 1)
    return mapRangeSplatIn<true>(a.build, kernel, x[0], y, out, 0, a.n);
  if (splat == 2)
    return mapRangeSplatIn<false>(a.build, kernel, y[0], x, out, 0, a.n);
  mapRangeIn(a.build, kernel, x, y, out, 0, a.n);
}

template <typename Kernel, typename T>
void binaryFn(const Step &step, const TileArgs &a) {
  using R = decltype(Kernel().typed(std::declval<T>(), std::declval<T>()));
  mapTile<Kernel, T, R>(Kernel(), step.splat, a);
}

template <CompareDirection Direction, typename T>
void compareFn(const Step &step, const TileArgs &a) {
  CompareAtKernel<Direction> kernel{CompareKind(step.kind)};
  mapTile<CompareAtKernel<Direction>, T, bool>(kernel, step.splat, a);
}

template <typename From, typename To>
void convertFn(const Step &, const TileArgs &a) {
  const From *in = reinterpret_cast<const From *>(a.src[0]);
  To *out = reinterpret_cast<To *>(a.dst);
  for (int64_t i = 0; i < a.n; ++i)
    out[i] = convertTyped<From, To>(in[i]);
}

template <typename T> void clampFn(const Step &, const TileArgs &a) {
  const T *lo = reinterpret_cast<const T *>(a.src[0]);
  const T *x = reinterpret_cast<const T *>(a.src[1]);
  const T *hi = reinterpret_cast<const T *>(a.src[2]);
  T *out = reinterpret_cast<T *>(a.dst);
  MaxKernel maxKernel;
  MinKernel minKernel;
  for (int64_t i = 0; i < a.n; ++i)
    out[i] = minKernel.typed(maxKernel.typed(x[i], lo[i]), hi[i]);
}

/// select on storage slots of S: moves bits, as evalSelectOp (i1 storage
/// is one byte, 0 or 1).
template <typename S> void selectFn(const Step &, const TileArgs &a) {
  const uint8_t *pred = reinterpret_cast<const uint8_t *>(a.src[0]);
  const S *onTrue = reinterpret_cast<const S *>(a.src[1]);
  const S *onFalse = reinterpret_cast<const S *>(a.src[2]);
  S *out = reinterpret_cast<S *>(a.dst);
  for (int64_t i = 0; i < a.n; ++i) {
    S mask = S(S(0) - S(pred[i] & 1));
    out[i] = S((onTrue[i] & mask) | (onFalse[i] & S(~mask)));
  }
}

template <typename S> void fillLoop(S *out, S value, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = value;
}

#ifdef SHLO_MAP_AVX2
// The same loop in the map loops' wider builds (bits moved, none read):
// a broadcast along the innermost dimension fills each of its runs per
// tile, which the baseline build does 16 bytes at a time.
template <typename S>
__attribute__((target("avx2"))) void fillLoopAvx2(S *out, S value,
                                                  int64_t n) {
  fillLoop(out, value, n);
}
template <typename S>
SHLO_MAP_AVX512_TARGET void fillLoopAvx512(S *out, S value, int64_t n) {
  fillLoop(out, value, n);
}
#endif

template <typename S>
void fillWith(MapBuild build, char *dst, S value, int64_t n) {
  S *out = reinterpret_cast<S *>(dst);
#ifdef SHLO_MAP_AVX2
  // A run shorter than a cache line stays inline: a call per short run
  // (a broadcast along a small innermost dimension) costs more than it
  // saves.
  if (n * int64_t(sizeof(S)) < 64)
    return fillLoop(out, value, n);
  if (build == MapBuild::Avx512)
    return fillLoopAvx512(out, value, n);
  if (build == MapBuild::Avx2)
    return fillLoopAvx2(out, value, n);
#endif
  fillLoop(out, value, n);
}

/// A splat constant.
template <typename S> void constantFn(const Step &step, const TileArgs &a) {
  S value;
  std::memcpy(&value, &step.constant, sizeof(S));
  fillWith<S>(a.build, a.dst, value, a.n);
}

/// A rank-0 input broadcast to the tile.
template <typename S> void scalarFn(const Step &, const TileArgs &a) {
  S value;
  std::memcpy(&value, a.base, sizeof(S));
  fillWith<S>(a.build, a.dst, value, a.n);
}

/// broadcast_in_dim: result[i] = input[sum_d index(i)[d] * strides[d]],
/// the innermost dimension copied or filled a run at a time.
template <typename S> void broadcastFn(const Step &step, const TileArgs &a) {
  const S *in = reinterpret_cast<const S *>(a.base);
  S *out = reinterpret_cast<S *>(a.dst);
  size_t rank = step.shape.size();
  SmallVector<int64_t, 6> index(rank);
  int64_t at = 0;
  for (int64_t rest = a.offset, d = int64_t(rank) - 1; d >= 0; --d) {
    index[d] = rest % step.shape[d];
    rest /= step.shape[d];
    at += index[d] * step.strides[d];
  }
  int64_t inner = step.shape[rank - 1], innerStride = step.strides[rank - 1];
  for (int64_t done = 0; done < a.n;) {
    int64_t run = std::min(a.n - done, inner - index[rank - 1]);
    if (innerStride == 1)
      std::memcpy(out + done, in + at, size_t(run) * sizeof(S));
    else if (innerStride == 0)
      fillWith<S>(a.build, reinterpret_cast<char *>(out + done), in[at], run);
    else
      for (int64_t i = 0; i < run; ++i)
        out[done + i] = in[at + i * innerStride];
    done += run;
    // Step to the next run: carry into the outer dimensions.
    at += (run - 1) * innerStride;
    index[rank - 1] += run - 1;
    for (int64_t d = int64_t(rank) - 1; d >= 0; --d) {
      if (++index[d] < step.shape[d]) {
        at += step.strides[d];
        break;
      }
      at -= (step.shape[d] - 1) * step.strides[d];
      index[d] = 0;
    }
  }
}

//===----------------------------------------------------------------------===//
// Choosing the step of an op
//===----------------------------------------------------------------------===//

/// The element type of a static ranked tensor type with typed storage of at
/// most 8 bytes, or null.
Type storedElementType(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || !ranked.hasStaticShape())
    return nullptr;
  Type element = ranked.getElementType();
  if (!dispatchStorageType(element, [](auto) {}) ||
      getStorageBytes(element) > 8)
    return nullptr;
  return element;
}

using StepFn = void (*)(const Step &, const TileArgs &);

template <typename Kernel> StepFn unaryStep(Type element) {
  StepFn fn = nullptr;
  dispatchStorageType(element, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (Kernel::template hasTyped<T>)
      fn = &unaryFn<Kernel, T>;
  });
  return fn;
}

/// mapVectorMath's choice: the array form on f32, mapUnary otherwise.
template <typename Kernel> StepFn vectorMathStep(Type element) {
  if (element.isF32())
    return &vectorMathFn<Kernel>;
  return unaryStep<Kernel>(element);
}

template <typename Kernel, bool FloatOnly = false>
StepFn binaryStep(Type element) {
  StepFn fn = nullptr;
  dispatchStorageType(element, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (Kernel::template hasTyped<T> &&
                  (!FloatOnly || isFloatStorage<T>))
      fn = &binaryFn<Kernel, T>;
  });
  return fn;
}

template <CompareDirection Direction> StepFn compareStepAt(Type element) {
  StepFn fn = nullptr;
  dispatchStorageType(element, [&](auto tag) {
    using T = typename decltype(tag)::type;
    fn = &compareFn<Direction, T>;
  });
  return fn;
}

StepFn compareStep(CompareDirection direction, Type element) {
  switch (direction) {
  case CompareDirection::EQ:
    return compareStepAt<CompareDirection::EQ>(element);
  case CompareDirection::NE:
    return compareStepAt<CompareDirection::NE>(element);
  case CompareDirection::GE:
    return compareStepAt<CompareDirection::GE>(element);
  case CompareDirection::GT:
    return compareStepAt<CompareDirection::GT>(element);
  case CompareDirection::LE:
    return compareStepAt<CompareDirection::LE>(element);
  case CompareDirection::LT:
    return compareStepAt<CompareDirection::LT>(element);
  }
  return nullptr;
}

StepFn convertStep(Type from, Type to) {
  StepFn fn = nullptr;
  dispatchStorageType(from, [&](auto fromTag) {
    using From = typename decltype(fromTag)::type;
    dispatchStorageType(to, [&](auto toTag) {
      using To = typename decltype(toTag)::type;
      if constexpr (hasTypedConvert<From, To>())
        fn = &convertFn<From, To>;
    });
  });
  return fn;
}

StepFn clampStep(Type element) {
  StepFn fn = nullptr;
  dispatchStorageType(element, [&](auto tag) {
    using T = typename decltype(tag)::type;
    fn = &clampFn<T>;
  });
  return fn;
}

/// The instance of step function template `fn` for the storage width of
/// `element` (functions that move bits without reading them).
#define SHLO_BY_WIDTH(fn, element)                                            \
  dispatchStorageWidth<uint64_t>(getStorageBytes(element),                     \
                                 [](auto tag) -> StepFn {                      \
                                   return &fn<typename decltype(tag)::type>;   \
                                 })

/// The step function of an elementwise op on `element` (its first
/// operand's element type), or null.
StepFn elementwiseStep(Operation *op, Type element) {
  using namespace stablehlo;
  return llvm::TypeSwitch<Operation *, StepFn>(op)
      .Case([&](AbsOp) { return unaryStep<AbsKernel>(element); })
      .Case([&](CbrtOp) {
        return unaryStep<DoubleKernel<cbrt, cbrtOf>>(element);
      })
      .Case([&](CeilOp) {
        return unaryStep<DoubleKernel<ceil, ceilOf>>(element);
      })
      .Case([&](ClzOp) { return unaryStep<ClzKernel>(element); })
      .Case([&](CosineOp) {
        return vectorMathStep<
            CosineVmKernel>(
            element);
      })
      .Case([&](ExpOp) {
        return vectorMathStep<
            ExpVmKernel>(
            element);
      })
      .Case([&](Expm1Op) {
        return vectorMathStep<Expm1VmKernel>(
            element);
      })
      .Case([&](FloorOp) {
        return unaryStep<DoubleKernel<floor, floorOf>>(element);
      })
      .Case([&](IsFiniteOp) { return unaryStep<IsFiniteKernel>(element); })
      .Case([&](LogOp) { return vectorMathStep<LogVmKernel>(element); })
      .Case([&](Log1pOp) {
        return unaryStep<DoubleKernel<logPlusOne, log1pOf>>(element);
      })
      .Case([&](LogisticOp) {
        return vectorMathStep<LogisticVmKernel>(element);
      })
      .Case([&](NegOp) { return unaryStep<NegKernel>(element); })
      .Case([&](NotOp) { return unaryStep<NotKernel>(element); })
      .Case([&](PopulationCountOp) { return unaryStep<PopcntKernel>(element); })
      .Case([&](RoundOp) {
        return unaryStep<DoubleKernel<roundNearestAfz, roundAfzOf>>(element);
      })
      .Case([&](RoundNearestEvenOp) {
        return unaryStep<DoubleKernel<roundNearestEven, roundEvenOf>>(element);
      })
      .Case([&](RsqrtOp) {
        return unaryStep<DoubleKernel<rsqrt, rsqrtOf>>(element);
      })
      .Case([&](SignOp) { return unaryStep<SignKernel>(element); })
      .Case([&](SineOp) {
        return vectorMathStep<
            SineVmKernel>(element);
      })
      .Case([&](SqrtOp) {
        return vectorMathStep<
            SqrtVmKernel>(
            element);
      })
      .Case([&](TanOp) { return unaryStep<DoubleKernel<tan, tanOf>>(element); })
      .Case([&](TanhOp) {
        return vectorMathStep<
            TanhVmKernel>(
            element);
      })
      .Case([&](AddOp) { return binaryStep<AddKernel>(element); })
      .Case([&](SubtractOp) { return binaryStep<SubtractKernel>(element); })
      .Case([&](MulOp) { return binaryStep<MulKernel>(element); })
      // Integer division and remainder check their divisors first (an
      // error of the op): only floats are fused.
      .Case([&](DivOp) { return binaryStep<DivKernel, true>(element); })
      .Case([&](RemOp) { return binaryStep<RemKernel, true>(element); })
      .Case([&](MaxOp) { return binaryStep<MaxKernel>(element); })
      .Case([&](MinOp) { return binaryStep<MinKernel>(element); })
      .Case([&](AndOp) { return binaryStep<AndKernel>(element); })
      .Case([&](OrOp) { return binaryStep<OrKernel>(element); })
      .Case([&](XorOp) { return binaryStep<XorKernel>(element); })
      .Case([&](PowOp) {
        return element.isF32() ? StepFn(&powF32Fn)
                               : binaryStep<PowKernel>(element);
      })
      .Case([&](Atan2Op) { return binaryStep<Atan2Kernel>(element); })
      .Case([&](ShiftLeftOp) { return binaryStep<ShiftLeftKernel>(element); })
      .Case([&](ShiftRightArithmeticOp) {
        return binaryStep<ShiftRightArithmeticKernel>(element);
      })
      .Case([&](ShiftRightLogicalOp) {
        return binaryStep<ShiftRightLogicalKernel>(element);
      })
      .Default([](Operation *) { return nullptr; });
}

/// The step of `op` without its operands and destination, or nullopt.
/// Operand shapes are checked by the caller.
std::optional<Step> stepOf(Operation *op) {
  using namespace stablehlo;
  if (op->getNumResults() != 1 || op->getNumRegions() != 0)
    return std::nullopt;
  Type resultElement = storedElementType(op->getResult(0).getType());
  if (!resultElement)
    return std::nullopt;
  Step step;
  step.bytes = unsigned(getStorageBytes(resultElement));
  if (auto constant = dyn_cast<ConstantOp>(op)) {
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (!dense || !dense.isSplat())
      return std::nullopt;
    llvm::Expected<Tensor> one =
        Tensor::fromAttr(dense.resizeSplat(RankedTensorType::get({}, resultElement)));
    if (!one) {
      llvm::consumeError(one.takeError());
      return std::nullopt;
    }
    std::memcpy(&step.constant, one->rawData(), step.bytes);
    step.run = SHLO_BY_WIDTH(constantFn, resultElement);
    return step;
  }
  if (op->getNumOperands() == 0)
    return std::nullopt;
  for (Value operand : op->getOperands())
    if (!storedElementType(operand.getType()))
      return std::nullopt;
  Type element = cast<ShapedType>(op->getOperand(0).getType()).getElementType();
  if (auto broadcast = dyn_cast<BroadcastInDimOp>(op)) {
    // Validity of the dimensions is the verifier's; checked again here so
    // that a run never reads outside the operand.
    auto from = cast<RankedTensorType>(broadcast.getOperand().getType());
    auto to = cast<RankedTensorType>(broadcast.getType());
    ArrayRef<int64_t> dims = broadcast.getBroadcastDimensions();
    if (from.getElementType() != to.getElementType() ||
        int64_t(dims.size()) != from.getRank())
      return std::nullopt;
    step.shape.assign(to.getShape().begin(), to.getShape().end());
    step.strides.assign(to.getRank(), 0);
    int64_t stride = 1;
    for (int64_t d = from.getRank() - 1; d >= 0; --d) {
      if (dims[d] < 0 || dims[d] >= to.getRank())
        return std::nullopt;
      int64_t size = from.getDimSize(d);
      if (size != 1 && size != to.getDimSize(dims[d]))
        return std::nullopt;
      if (size != 1)
        step.strides[dims[d]] = stride;
      stride *= size;
    }
    step.run = from.getRank() == 0 ? SHLO_BY_WIDTH(scalarFn, element)
                                   : SHLO_BY_WIDTH(broadcastFn, element);
    return step;
  }
  if (isa<ConvertOp>(op)) {
    step.run = convertStep(element, resultElement);
  } else if (auto compare = dyn_cast<CompareOp>(op)) {
    // A compare_type C3 refuses stays an error of the op.
    if (compare.getCompareType() &&
        !stablehlo::compareTypeApplies(
            element, stringifyEnum(*compare.getCompareType())))
      return std::nullopt;
    step.kind = uint8_t(toKind(compare.getCompareType()));
    step.run = compareStep(toDirection(compare.getComparisonDirection()),
                           element);
  } else if (isa<SelectOp>(op)) {
    step.run = SHLO_BY_WIDTH(selectFn, resultElement);
  } else if (isa<ClampOp>(op)) {
    step.run = clampStep(resultElement);
  } else {
    for (Value operand : op->getOperands())
      if (cast<ShapedType>(operand.getType()).getElementType() != element)
        return std::nullopt;
    step.run = elementwiseStep(op, element);
  }
  if (!step.run)
    return std::nullopt;
  return step;
}

/// Whether operand `i` of `op` may be rank 0 where the result is not
/// (select's predicate, clamp's bounds).
bool mayBeScalar(Operation *op, unsigned i) {
  if (isa<stablehlo::SelectOp>(op))
    return i == 0;
  return isa<stablehlo::ClampOp>(op) && i != 1;
}
} // namespace

bool FusedChain::canFuse(Operation *op, ArrayRef<int64_t> shape) {
  if (op->getNumResults() != 1)
    return false;
  auto result = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!result || !result.hasStaticShape() || result.getShape() != shape)
    return false;
  if (!isa<stablehlo::BroadcastInDimOp, stablehlo::ConstantOp>(op)) {
    if (!op->hasTrait<OpTrait::Elementwise>() &&
        !isa<stablehlo::SelectOp, stablehlo::ClampOp>(op))
      return false;
    for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
      auto type = dyn_cast<RankedTensorType>(operand.getType());
      if (!type || !type.hasStaticShape())
        return false;
      if (type.getShape() != shape &&
          !(type.getRank() == 0 && mayBeScalar(op, unsigned(i))))
        return false;
    }
  }
  return stepOf(op).has_value();
}

namespace {
/// A shape and broadcast_dimensions that broadcast_in_dim members of a
/// chain share: their operands have `elements` (fewer than the result's),
/// and ops on nothing else can run on them (FusedChain::Program). Pattern
/// 0 is the splats': constants and broadcasts of one element.
struct Pattern {
  SmallVector<int64_t, 4> from, dims;
  int64_t elements = 1;
  /// A member broadcasting with the pattern (its step has the strides).
  size_t leaf = 0;
};

/// A fill of a tile with the one element of `input` (of a buffer when
/// `fromBuffer`), of `element`'s storage width.
Step fillStep(Type element, unsigned input, bool fromBuffer) {
  Step fill;
  fill.run = SHLO_BY_WIDTH(scalarFn, element);
  fill.input = input;
  fill.fromBuffer = fromBuffer;
  fill.bytes = unsigned(getStorageBytes(element));
  fill.invariant = true;
  return fill;
}
} // namespace

std::unique_ptr<FusedChain>
FusedChain::compile(ArrayRef<Operation *> members) {
  using namespace stablehlo;
  if (members.empty())
    return nullptr;
  auto chain = std::make_unique<FusedChain>();
  size_t count = members.size(), rootAt = count - 1;
  Operation *root = members.back();
  chain->resultType = cast<RankedTensorType>(root->getResult(0).getType());
  ArrayRef<int64_t> shape = chain->resultType.getShape();
  int64_t numElements = chain->resultType.getNumElements();
  llvm::DenseMap<Operation *, size_t> memberIndex;
  for (auto [i, op] : llvm::enumerate(members))
    memberIndex[op] = i;
  auto isLeaf = [&](size_t i) {
    return isa<BroadcastInDimOp, ConstantOp>(members[i]);
  };
  // Each member's step, and per operand the member defining it or -1.
  SmallVector<Step> own;
  SmallVector<SmallVector<int, 3>> operandMember(count);
  for (auto [i, op] : llvm::enumerate(members)) {
    if (op != root && !canFuse(op, shape))
      return nullptr;
    std::optional<Step> step = stepOf(op);
    if (!step)
      return nullptr;
    own.push_back(std::move(*step));
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      auto member = def ? memberIndex.find(def) : memberIndex.end();
      if (member == memberIndex.end()) {
        operandMember[i].push_back(-1);
        continue;
      }
      // Not in block order, or a broadcast of a member.
      if (member->second >= i || isLeaf(i))
        return nullptr;
      operandMember[i].push_back(int(member->second));
    }
  }

  // The pattern of each member whose value is a broadcast: leaves, and
  // ops whose operands all are (of one pattern, or splats), which are
  // hoisted. -1 for the others.
  SmallVector<Pattern, 2> patterns(1);
  SmallVector<int> patternOf(count, -1);
  for (size_t i = 0; i < count; ++i) {
    Operation *op = members[i];
    if (isa<ConstantOp>(op)) {
      patternOf[i] = i == rootAt ? -1 : 0;
    } else if (auto broadcast = dyn_cast<BroadcastInDimOp>(op)) {
      auto from = cast<RankedTensorType>(broadcast.getOperand().getType());
      ArrayRef<int64_t> dims = broadcast.getBroadcastDimensions();
      if (i == rootAt || from.getNumElements() >= numElements)
        continue;
      if (from.getNumElements() == 1) {
        patternOf[i] = 0;
        continue;
      }
      auto same = llvm::find_if(patterns, [&](const Pattern &p) {
        return p.elements > 1 && ArrayRef<int64_t>(p.from) == from.getShape() &&
               ArrayRef<int64_t>(p.dims) == dims;
      });
      patternOf[i] = int(same - patterns.begin());
      if (same == patterns.end())
        patterns.push_back({{from.getShape().begin(), from.getShape().end()},
                            {dims.begin(), dims.end()},
                            from.getNumElements(),
                            i});
    } else if (!operandMember[i].empty()) {
      int pattern = 0;
      for (int m : operandMember[i]) {
        if (m < 0 || patternOf[m] < 0 ||
            (pattern && patternOf[m] && patternOf[m] != pattern)) {
          pattern = -1;
          break;
        }
        pattern = std::max(pattern, patternOf[m]);
      }
      patternOf[i] = pattern;
    }
  }
  auto hoisted = [&](size_t i) { return !isLeaf(i) && patternOf[i] >= 0; };
  // Programs: the hoisted ones (by pattern), then the chain's own. The
  // last step of each program reading each member.
  size_t mainAt = patterns.size();
  auto programOf = [&](size_t i) {
    return hoisted(i) ? size_t(patternOf[i]) : mainAt;
  };
  std::vector<SmallVector<int64_t>> lastRead(
      mainAt + 1, SmallVector<int64_t>(count, -1));
  for (size_t i = 0; i < count; ++i)
    for (int m : operandMember[i])
      if (m >= 0)
        lastRead[programOf(i)][m] = int64_t(i);
  // A hoisted value read by another program (or the root) is kept in a
  // buffer of its pattern's elements.
  SmallVector<int> bufferOf(count, -1);
  for (size_t i = 0; i < count; ++i) {
    if (!hoisted(i))
      continue;
    ++chain->numHoisted;
    bool exported = i == rootAt;
    for (size_t p = 0; p <= mainAt; ++p)
      exported |= p != programOf(i) && lastRead[p][i] >= 0;
    if (!exported)
      continue;
    bufferOf[i] = int(chain->buffers.size());
    chain->buffers.push_back({patterns[patternOf[i]].elements, own[i].bytes});
  }

  llvm::DenseMap<Value, unsigned> inputOf;
  auto input = [&](Value value) {
    auto [it, inserted] = inputOf.try_emplace(value, chain->inputs.size());
    if (inserted) {
      chain->inputs.push_back(value);
      chain->inputTypes.push_back(cast<RankedTensorType>(value.getType()));
    }
    return it->second;
  };
  // Inputs read at another position than the one written (broadcasts,
  // fills, hoisted programs) are never written into.
  llvm::DenseSet<unsigned> readElsewhere;
  for (size_t p = 0; p <= mainAt; ++p) {
    Program &program = chain->programs.emplace_back();
    program.numElements = p == mainAt ? numElements : patterns[p].elements;
    SmallVector<Ref> refOf(count);
    SmallVector<unsigned> freeTiles;
    // Members whose tile is never reused: freed, or filled once.
    SmallVector<bool> pinned(count, false);
    // Members filled once with one value (splats).
    llvm::SmallDenseSet<int, 4> splatTiles;
    auto newTile = [&](bool invariant) {
      if (invariant || freeTiles.empty())
        return program.numTiles++;
      return freeTiles.pop_back_val();
    };
    for (size_t i = 0; i < count; ++i) {
      Operation *op = members[i];
      bool isRoot = p == mainAt && i == rootAt;
      if (lastRead[p][i] < 0 && !isRoot &&
          !(programOf(i) == p && !isLeaf(i)))
        continue; // not read here
      Type element = getElementTypeOrSelf(op->getResult(0).getType());
      Step step;
      if (isLeaf(i) && p != mainAt && p != 0 && patternOf[i] == int(p)) {
        // A broadcast of this program's pattern: its operand, in place.
        unsigned index = input(op->getOperand(0));
        readElsewhere.insert(index);
        refOf[i] = {Ref::Input, index};
        continue;
      }
      if (isLeaf(i) && p != mainAt) {
        // A splat: filled once into a tile.
        if (isa<ConstantOp>(op)) {
          step = own[i];
        } else {
          step = fillStep(element, input(op->getOperand(0)), false);
          readElsewhere.insert(step.input);
        }
        step.invariant = true;
      } else if (isLeaf(i)) {
        step = own[i];
        if (!isa<ConstantOp>(op)) {
          step.input = input(op->getOperand(0));
          readElsewhere.insert(step.input);
        }
        step.invariant = patternOf[i] == 0;
      } else if (programOf(i) != p) {
        // A hoisted value read here: broadcast from its buffer.
        if (p == mainAt && patternOf[i] != 0) {
          step = own[patterns[patternOf[i]].leaf];
          step.run = SHLO_BY_WIDTH(broadcastFn, element);
          step.input = unsigned(bufferOf[i]);
          step.fromBuffer = true;
          step.bytes = own[i].bytes;
        } else {
          step = fillStep(element, unsigned(bufferOf[i]), true);
        }
      } else {
        step = own[i];
        auto isSplat = [&](int m) {
          return m >= 0 && refOf[m].kind == Ref::Tile && splatTiles.count(m);
        };
        if (op->getNumOperands() == 2) {
          bool lhs = isSplat(operandMember[i][0]);
          bool rhs = isSplat(operandMember[i][1]);
          step.splat = lhs == rhs ? 0 : lhs ? 1 : 2;
        }
        for (auto [k, operand] : llvm::enumerate(op->getOperands())) {
          if (int m = operandMember[i][k]; m >= 0) {
            step.src[k] = refOf[m];
            continue;
          }
          unsigned index = input(operand);
          auto type = cast<RankedTensorType>(operand.getType());
          if (type.getShape() == shape) {
            step.src[k] = {Ref::Input, index};
          } else if (type.getRank() == 0) {
            // A rank-0 operand (select's predicate, clamp's bounds):
            // filled into a tile of its own first.
            Step fill = fillStep(type.getElementType(), index, false);
            readElsewhere.insert(index);
            fill.dst = int(newTile(true));
            step.src[k] = {Ref::Tile, unsigned(fill.dst)};
            program.steps.push_back(fill);
          } else {
            return nullptr;
          }
        }
      }
      if (isRoot) {
        step.dst = -1;
      } else if (programOf(i) == p && bufferOf[i] >= 0) {
        step.buffer = bufferOf[i];
        refOf[i] = {Ref::Buffer, unsigned(bufferOf[i])};
      } else {
        step.dst = int(newTile(step.invariant));
        refOf[i] = {Ref::Tile, unsigned(step.dst)};
        pinned[i] = step.invariant;
        if (step.invariant)
          splatTiles.insert(int(i));
      }
      program.steps.push_back(std::move(step));
      // Tiles whose last reader is this step are free for the next steps'
      // results (not for this one's: an element it writes may be wider
      // than the one it reads, and would overwrite elements not read
      // yet). Fills' tiles are never reused.
      for (size_t m = 0; m < i; ++m)
        if (!pinned[m] && lastRead[p][m] == int64_t(i) &&
            refOf[m].kind == Ref::Tile) {
          pinned[m] = true;
          freeTiles.push_back(refOf[m].index);
        }
    }
  }
  for (auto [index, type] : llvm::enumerate(chain->inputTypes))
    if (type == chain->resultType && !readElsewhere.count(unsigned(index)))
      chain->reusable.push_back(unsigned(index));
  return chain;
}

bool FusedChain::accepts(ArrayRef<const Tensor *> tensors) const {
  if (tensors.size() != inputTypes.size())
    return false;
  for (auto [tensor, type] : llvm::zip_equal(tensors, inputTypes))
    if (!tensor || !*tensor || Type(tensor->getType()) != Type(type))
      return false;
  return true;
}

/// Runs `program` over its elements: `parallelFor`'s fixed chunks, each
/// cut into tiles, every step over one tile before the next step.
static void runProgram(const FusedChain::Program &program,
                       ArrayRef<const char *> bases,
                       ArrayRef<int64_t> inputBytes, ArrayRef<char *> buffers,
                       ArrayRef<int64_t> bufferBytes, char *out,
                       int64_t outBytes, MapBuild build) {
  constexpr int64_t kTile = FusedChain::kTile;
  // The inputs read at the tile's position, whose next tile is fetched
  // while this one runs (a chain computes on every tile for longer than
  // the hardware's prefetcher runs ahead of the first step's loads).
  SmallVector<std::pair<const char *, int64_t>, 4> streamed;
  for (const FusedChain::Step &step : program.steps)
    for (const Ref &ref : step.src)
      if (ref.kind == Ref::Input &&
          !llvm::is_contained(streamed, std::make_pair(bases[ref.index],
                                                       inputBytes[ref.index])))
        streamed.push_back({bases[ref.index], inputBytes[ref.index]});
  parallelFor(program.numElements, kMapGrain, [&](int64_t begin, int64_t end) {
    // Tiles of 8-byte slots: aligned for every element type.
    std::unique_ptr<uint64_t[]> tiles(
        new uint64_t[size_t(std::max(program.numTiles, 1u)) * kTile]);
    auto tile = [&](unsigned index) {
      return reinterpret_cast<char *>(tiles.get() + size_t(index) * kTile);
    };
    TileArgs args{};
    args.build = build;
    for (int64_t offset = begin; offset < end; offset += kTile) {
      args.offset = offset;
      args.n = std::min(kTile, end - offset);
      if (int64_t next = offset + kTile; next < end)
        for (auto [base, bytes] : streamed) {
          const char *from = base + next * bytes;
          int64_t size = std::min(kTile, end - next) * bytes;
          for (int64_t at = 0; at < size; at += 64)
            __builtin_prefetch(from + at);
        }
      for (const Step &step : program.steps) {
        // A fill's tile keeps its value: the first tile is the longest.
        if (step.invariant && offset != begin)
          continue;
        for (int k = 0; k < 3; ++k) {
          const Ref &ref = step.src[k];
          switch (ref.kind) {
          case Ref::Input:
            args.src[k] = bases[ref.index] + offset * inputBytes[ref.index];
            break;
          case Ref::Tile:
            args.src[k] = tile(ref.index);
            break;
          case Ref::Buffer:
            args.src[k] = buffers[ref.index] + offset * bufferBytes[ref.index];
            break;
          case Ref::None:
            args.src[k] = nullptr;
            break;
          }
        }
        if (step.fromBuffer)
          args.base = buffers[step.input];
        else
          args.base = bases.empty() ? nullptr : bases[step.input];
        if (step.buffer >= 0)
          args.dst = buffers[step.buffer] + offset * bufferBytes[step.buffer];
        else if (step.dst < 0)
          args.dst = out + offset * outBytes;
        else
          args.dst = tile(unsigned(step.dst));
        step.run(step, args);
      }
    }
  });
}

Tensor FusedChain::run(ArrayRef<const Tensor *> tensors, Tensor *into) const {
  Tensor result = into ? *into : Tensor::uninitialized(resultType);
  char *out = result.rawData();
  int64_t outBytes = getStorageBytes(resultType.getElementType());
  SmallVector<const char *, 4> bases;
  SmallVector<int64_t, 4> inputBytes;
  for (const Tensor *tensor : tensors) {
    bases.push_back(tensor->rawData());
    inputBytes.push_back(getStorageBytes(tensor->getElementType()));
  }
  // The input written into is read through the result's storage (a
  // borrowed tensor gets its copy in rawData() above).
  if (into)
    for (auto [i, tensor] : llvm::enumerate(tensors))
      if (tensor == into)
        bases[i] = out;
  // The hoisted values read by later programs, in 8-byte slots.
  SmallVector<std::unique_ptr<uint64_t[]>, 2> storage;
  SmallVector<char *, 2> bufferData;
  SmallVector<int64_t, 2> bufferBytes;
  for (auto [elements, bytes] : buffers) {
    storage.emplace_back(new uint64_t[size_t((elements * bytes + 7) / 8)]);
    bufferData.push_back(reinterpret_cast<char *>(storage.back().get()));
    bufferBytes.push_back(bytes);
  }
  MapBuild build = mapBuild();
  for (const Program &program : programs)
    if (!program.steps.empty())
      runProgram(program, bases, inputBytes, bufferData, bufferBytes, out,
                 outBytes, build);
  return result;
}

} // namespace shlo
} // namespace mlir
