//===- LowerCommon.cpp - shared pieces of the aten/module lowering --------===//

#include "opidiff/lowering/LowerCommon.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <complex>
#include <limits>

using namespace mlir::shlo::opidiff;
using namespace mlir::shlo::opidiff::lower;
namespace hlo = mlir::stablehlo;

//===----------------------------------------------------------------------===//
// Args
//===----------------------------------------------------------------------===//

std::string Args::qualifiedName() const {
  return overload.empty() ? op : op + "." + overload;
}

void Args::addTensor(const std::string &name, mlir::Value tensor) {
  Arg arg;
  arg.kind = Arg::Kind::Tensor;
  arg.tensor = tensor;
  arg.value.kind = Value::Kind::Tensor;
  list.emplace_back(name, std::move(arg));
}

void Args::addTensors(const std::string &name,
                      llvm::SmallVector<mlir::Value> tensors) {
  Arg arg;
  arg.kind = Arg::Kind::TensorList;
  arg.tensors = std::move(tensors);
  arg.value.kind = Value::Kind::List;
  list.emplace_back(name, std::move(arg));
}

void Args::addValue(const std::string &name, Value value) {
  Arg arg;
  arg.kind = Arg::Kind::Plain;
  arg.value = std::move(value);
  list.emplace_back(name, std::move(arg));
}

const Arg *Args::find(llvm::StringRef name) const {
  for (const auto &[argName, arg] : list)
    if (argName == name)
      return &arg;
  return nullptr;
}

bool Args::isNone(llvm::StringRef name) const {
  const Arg *arg = find(name);
  return !arg ||
         (arg->kind == Arg::Kind::Plain && arg->value.kind == Value::Kind::None);
}

llvm::Error Args::fail(const llvm::Twine &message) const {
  return llvm::createStringError(qualifiedName() + ": " + message);
}

llvm::Error Args::unsupported(const llvm::Twine &reason) const {
  return mlir::shlo::opidiff::unsupported(qualifiedName() + ": " + reason);
}

namespace {

const char *kindName(Value::Kind kind) {
  switch (kind) {
  case Value::Kind::None:
    return "None";
  case Value::Kind::Tensor:
    return "Tensor";
  case Value::Kind::Bool:
    return "Bool";
  case Value::Kind::Int:
    return "Int";
  case Value::Kind::Float:
    return "Float";
  case Value::Kind::String:
    return "String";
  case Value::Kind::List:
    return "List";
  case Value::Kind::Tuple:
    return "Tuple";
  case Value::Kind::Dict:
    return "Dict";
  case Value::Kind::Object:
    return "Object";
  }
  return "?";
}

} // namespace

llvm::Expected<mlir::Value> Args::tensor(llvm::StringRef name) const {
  const Arg *arg = find(name);
  if (!arg)
    return fail("missing argument '" + name + "'");
  if (arg->kind != Arg::Kind::Tensor)
    return fail("argument '" + name + "' must be a Tensor, got " +
                kindName(arg->value.kind));
  return arg->tensor;
}

llvm::Expected<mlir::Value> Args::optTensor(llvm::StringRef name) const {
  if (isNone(name))
    return mlir::Value();
  return tensor(name);
}

llvm::Expected<llvm::SmallVector<mlir::Value>>
Args::tensorList(llvm::StringRef name) const {
  const Arg *arg = find(name);
  if (!arg)
    return fail("missing argument '" + name + "'");
  if (arg->kind == Arg::Kind::Tensor)
    return llvm::SmallVector<mlir::Value>{arg->tensor};
  if (arg->kind != Arg::Kind::TensorList)
    return fail("argument '" + name + "' must be a list of Tensors, got " +
                kindName(arg->value.kind));
  return arg->tensors;
}

llvm::Expected<Operand> Args::operand(llvm::StringRef name) const {
  const Arg *arg = find(name);
  if (!arg)
    return fail("missing argument '" + name + "'");
  Operand op;
  if (arg->kind == Arg::Kind::Tensor) {
    op.tensor = arg->tensor;
    return op;
  }
  Value::Kind kind = arg->value.kind;
  if (kind != Value::Kind::Bool && kind != Value::Kind::Int &&
      kind != Value::Kind::Float)
    return fail("argument '" + name + "' must be a Tensor or a scalar, got " +
                kindName(kind));
  op.scalar = arg->value;
  return op;
}

llvm::Expected<std::optional<Operand>>
Args::optOperand(llvm::StringRef name) const {
  if (isNone(name))
    return std::optional<Operand>();
  OPIDIFF_TRY(op, operand(name));
  return std::optional<Operand>(*op);
}

namespace {
/// A plain scalar argument through `convert` (nullopt when the value's
/// kind does not convert), or `dflt` when the argument is absent or None.
template <typename T, typename Convert>
llvm::Expected<T> plainScalar(const Args &args, llvm::StringRef name,
                              std::optional<T> dflt, llvm::StringRef what,
                              Convert convert) {
  const Arg *arg = args.find(name);
  if (!arg || (dflt && args.isNone(name))) {
    if (dflt)
      return *dflt;
    return args.fail("missing argument '" + name + "'");
  }
  const Value &v = arg->value;
  if (arg->kind == Arg::Kind::Plain)
    if (std::optional<T> converted = convert(v))
      return *converted;
  return args.fail("argument '" + name + "' must be " + what + ", got " +
                   kindName(v.kind));
}
} // namespace

llvm::Expected<int64_t> Args::getInt(llvm::StringRef name,
                                     std::optional<int64_t> dflt) const {
  auto convert = [](const Value &v) -> std::optional<int64_t> {
    if (v.kind == Value::Kind::Int)
      return v.i;
    if (v.kind == Value::Kind::Bool)
      return static_cast<int64_t>(v.b);
    if (v.kind == Value::Kind::List && v.elems.size() == 1 &&
        v.elems[0].kind == Value::Kind::Int)
      return v.elems[0].i;
    return std::nullopt;
  };
  return plainScalar<int64_t>(*this, name, dflt, "an Int", convert);
}

llvm::Expected<std::optional<int64_t>>
Args::optInt(llvm::StringRef name) const {
  if (isNone(name))
    return std::optional<int64_t>();
  OPIDIFF_TRY(v, getInt(name));
  return std::optional<int64_t>(*v);
}

llvm::Expected<double> Args::getFloat(llvm::StringRef name,
                                      std::optional<double> dflt) const {
  auto convert = [](const Value &v) -> std::optional<double> {
    if (v.kind == Value::Kind::Float)
      return v.f;
    if (v.kind == Value::Kind::Int)
      return static_cast<double>(v.i);
    if (v.kind == Value::Kind::Bool)
      return v.b ? 1.0 : 0.0;
    return std::nullopt;
  };
  return plainScalar<double>(*this, name, dflt, "a Float", convert);
}

llvm::Expected<bool> Args::getBool(llvm::StringRef name,
                                   std::optional<bool> dflt) const {
  auto convert = [](const Value &v) -> std::optional<bool> {
    if (v.kind == Value::Kind::Bool)
      return v.b;
    if (v.kind == Value::Kind::Int && (v.i == 0 || v.i == 1))
      return v.i == 1;
    return std::nullopt;
  };
  return plainScalar<bool>(*this, name, dflt, "a Bool", convert);
}

llvm::Expected<std::optional<llvm::SmallVector<int64_t>>>
Args::optIntList(llvm::StringRef name, size_t expand) const {
  using Result = std::optional<llvm::SmallVector<int64_t>>;
  if (isNone(name))
    return Result();
  const Arg *arg = find(name);
  const Value &v = arg->value;
  llvm::SmallVector<int64_t> out;
  if (arg->kind == Arg::Kind::Plain && v.kind == Value::Kind::Int) {
    out.push_back(v.i);
  } else if (arg->kind == Arg::Kind::Plain &&
             (v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple)) {
    for (const Value &e : v.elems) {
      if (e.kind != Value::Kind::Int)
        return fail("argument '" + name + "' must be a list of Int");
      out.push_back(e.i);
    }
  } else {
    return fail("argument '" + name + "' must be a list of Int, got " +
                kindName(v.kind));
  }
  if (expand > 0 && out.size() == 1 && expand > 1)
    out.assign(expand, out[0]);
  if (expand > 0 && !out.empty() && out.size() != expand)
    return fail("argument '" + name + "' must have " + llvm::Twine(expand) +
                " elements, got " + llvm::Twine(out.size()));
  return Result(std::move(out));
}

llvm::Expected<llvm::SmallVector<int64_t>>
Args::intList(llvm::StringRef name, size_t expand,
              std::optional<llvm::SmallVector<int64_t>> dflt) const {
  OPIDIFF_TRY(list, optIntList(name, expand));
  if (*list)
    return std::move(**list);
  if (dflt)
    return *dflt;
  return fail("missing argument '" + name + "'");
}

llvm::Expected<std::optional<std::string>>
Args::optString(llvm::StringRef name) const {
  if (isNone(name))
    return std::optional<std::string>();
  const Arg *arg = find(name);
  if (arg->kind != Arg::Kind::Plain || arg->value.kind != Value::Kind::String)
    return fail("argument '" + name + "' must be a String, got " +
                kindName(arg->value.kind));
  return std::optional<std::string>(arg->value.s);
}

llvm::Expected<std::optional<DType>>
Args::optDType(llvm::StringRef name) const {
  OPIDIFF_TRY(s, optString(name));
  if (!*s)
    return std::optional<DType>();
  std::optional<DType> t = parseDType(**s);
  if (!t)
    return unsupported("dtype '" + **s + "'");
  return t;
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

llvm::Expected<int64_t> lower::normalizeDim(const Args &args, int64_t dim,
                                            int64_t rank) {
  int64_t bound = std::max<int64_t>(rank, 1);
  if (dim < -bound || dim >= bound)
    return args.fail("dimension " + llvm::Twine(dim) +
                     " out of range for rank " + llvm::Twine(rank));
  return dim < 0 ? dim + bound : dim;
}

int64_t lower::numElementsOf(llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::string lower::typeString(mlir::Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  type.print(os);
  return s;
}

const Registry &lower::atenRegistry() {
  static const Registry registry = [] {
    Registry r;
    registerElementwiseLowerings(r);
    registerReductionLowerings(r);
    registerShapeLowerings(r);
    registerNNLowerings(r);
    registerSpectralLowerings(r);
    return r;
  }();
  return registry;
}

//===----------------------------------------------------------------------===//
// Emitter
//===----------------------------------------------------------------------===//

llvm::Expected<Results> Emitter::call(const Args &args) {
  const Registry &registry = atenRegistry();
  auto it = registry.find(args.op);
  if (it == registry.end())
    return mlir::shlo::opidiff::unsupported(args.op + " has no lowering");
  return it->second(*this, args);
}

llvm::Expected<mlir::Value> Emitter::callOne(const Args &args) {
  OPIDIFF_TRY(results, call(args));
  if (results->size() != 1)
    return args.fail("expected one result");
  return (*results)[0];
}

DType Emitter::dtypeOf(mlir::Value v) const {
  std::optional<DType> t = mlir::shlo::opidiff::dtypeOf(elementOf(v));
  return t ? *t : DType::Float32;
}

llvm::Expected<mlir::DenseElementsAttr>
Emitter::denseAttr(const TensorValue &value) {
  int64_t n = value.numElements();
  if (static_cast<int64_t>(value.data.size()) != n * dtypeSize(value.dtype))
    return llvm::createStringError(
        "tensor data has " + std::to_string(value.data.size()) +
        " bytes, expected " + std::to_string(n * dtypeSize(value.dtype)));
  for (int64_t d : value.shape)
    if (d < 0)
      return llvm::createStringError("negative tensor dimension");
  auto type = tensorType(value.shape, elementType(value.dtype));
  if (value.dtype == DType::Bool) {
    llvm::SmallVector<bool> bits;
    bits.reserve(n);
    for (uint8_t byte : value.data)
      bits.push_back(byte != 0);
    return mlir::DenseElementsAttr::get(type, llvm::ArrayRef<bool>(bits));
  }
  llvm::ArrayRef<char> raw(reinterpret_cast<const char *>(value.data.data()),
                           value.data.size());
  if (n == 0)
    return mlir::DenseElementsAttr::get(type,
                                        llvm::ArrayRef<mlir::Attribute>());
  return mlir::DenseElementsAttr::getFromRawBuffer(type, raw);
}

llvm::Expected<mlir::Value> Emitter::constant(const TensorValue &value) {
  OPIDIFF_TRY(attr, denseAttr(value));
  return hlo::ConstantOp::create(b, loc, *attr).getResult();
}

namespace {

llvm::APFloat toAPFloat(mlir::FloatType type, double v) {
  llvm::APFloat f(v);
  bool lost = false;
  f.convert(type.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
            &lost);
  return f;
}

llvm::APInt toAPInt(mlir::IntegerType type, int64_t v) {
  return llvm::APInt(type.getWidth(), static_cast<uint64_t>(v),
                     /*isSigned=*/!type.isUnsigned(), /*implicitTrunc=*/true);
}

} // namespace

mlir::Value Emitter::constantOf(mlir::Type element,
                                llvm::ArrayRef<int64_t> shape,
                                llvm::ArrayRef<double> values) {
  auto type = tensorType(shape, element);
  mlir::DenseElementsAttr attr;
  if (auto f = mlir::dyn_cast<mlir::FloatType>(element)) {
    llvm::SmallVector<llvm::APFloat> v;
    for (double x : values)
      v.push_back(toAPFloat(f, x));
    attr = mlir::DenseElementsAttr::get(type, v);
  } else if (auto c = mlir::dyn_cast<mlir::ComplexType>(element)) {
    auto part = mlir::cast<mlir::FloatType>(c.getElementType());
    llvm::SmallVector<std::complex<llvm::APFloat>> v;
    for (double x : values)
      v.emplace_back(toAPFloat(part, x), toAPFloat(part, 0.0));
    attr = mlir::DenseElementsAttr::get(type, v);
  } else if (element.isInteger(1)) {
    llvm::SmallVector<bool> v;
    for (double x : values)
      v.push_back(x != 0);
    attr = mlir::DenseElementsAttr::get(type, llvm::ArrayRef<bool>(v));
  } else {
    auto i = mlir::cast<mlir::IntegerType>(element);
    llvm::SmallVector<llvm::APInt> v;
    for (double x : values)
      v.push_back(toAPInt(i, static_cast<int64_t>(x)));
    attr = mlir::DenseElementsAttr::get(type, v);
  }
  return hlo::ConstantOp::create(b, loc, attr);
}

mlir::Value Emitter::splat(mlir::Type element, double v,
                           llvm::ArrayRef<int64_t> shape) {
  mlir::Value scalar = constantOf(element, {}, {v});
  return shape.empty() ? scalar : broadcastInDim(scalar, shape, {});
}

mlir::Value Emitter::splatInt(mlir::Type element, int64_t v,
                              llvm::ArrayRef<int64_t> shape) {
  auto i = mlir::dyn_cast<mlir::IntegerType>(element);
  if (!i || i.getWidth() == 1)
    return splat(element, static_cast<double>(v), shape);
  auto attr = mlir::DenseElementsAttr::get(tensorType({}, element),
                                           llvm::ArrayRef(toAPInt(i, v)));
  mlir::Value scalar = hlo::ConstantOp::create(b, loc, attr);
  return shape.empty() ? scalar : broadcastInDim(scalar, shape, {});
}

mlir::Value Emitter::scalarTensor(const Value &scalar, mlir::Type element,
                                  llvm::ArrayRef<int64_t> shape) {
  if (scalar.kind == Value::Kind::Int)
    return splatInt(element, scalar.i, shape);
  if (scalar.kind == Value::Kind::Bool)
    return splat(element, scalar.b ? 1.0 : 0.0, shape);
  return splat(element, scalar.f, shape);
}

mlir::Value Emitter::lowest(mlir::Type element, llvm::ArrayRef<int64_t> shape) {
  if (mlir::isa<mlir::FloatType>(element))
    return splat(element, -std::numeric_limits<double>::infinity(), shape);
  auto i = mlir::cast<mlir::IntegerType>(element);
  if (i.getWidth() == 1)
    return splat(element, 0, shape);
  if (i.isUnsigned())
    return splatInt(element, 0, shape);
  return splatInt(element,
                  llvm::APInt::getSignedMinValue(i.getWidth()).getSExtValue(),
                  shape);
}

mlir::Value Emitter::highest(mlir::Type element,
                             llvm::ArrayRef<int64_t> shape) {
  if (mlir::isa<mlir::FloatType>(element))
    return splat(element, std::numeric_limits<double>::infinity(), shape);
  auto i = mlir::cast<mlir::IntegerType>(element);
  if (i.getWidth() == 1)
    return splat(element, 1, shape);
  if (i.isUnsigned())
    return splatInt(
        element,
        static_cast<int64_t>(llvm::APInt::getMaxValue(i.getWidth()).getZExtValue()),
        shape);
  return splatInt(element,
                  llvm::APInt::getSignedMaxValue(i.getWidth()).getSExtValue(),
                  shape);
}

mlir::Value Emitter::add(mlir::Value x, mlir::Value y) {
  return binary<hlo::AddOp>(x, y);
}
mlir::Value Emitter::sub(mlir::Value x, mlir::Value y) {
  return binary<hlo::SubtractOp>(x, y);
}
mlir::Value Emitter::mul(mlir::Value x, mlir::Value y) {
  return binary<hlo::MulOp>(x, y);
}
mlir::Value Emitter::div(mlir::Value x, mlir::Value y) {
  return binary<hlo::DivOp>(x, y);
}

mlir::Value Emitter::compare(mlir::Value x, mlir::Value y,
                             hlo::ComparisonDirection direction) {
  auto type = tensorType(shapeOf(x), b.getI1Type());
  return hlo::CompareOp::create(b, loc, type, x, y, direction,
                                 hlo::ComparisonTypeAttr());
}

mlir::Value Emitter::select(mlir::Value pred, mlir::Value onTrue,
                            mlir::Value onFalse) {
  return hlo::SelectOp::create(b, loc, onTrue.getType(), pred, onTrue,
                                onFalse);
}

mlir::Value Emitter::isNaN(mlir::Value x) {
  return compare(x, x, hlo::ComparisonDirection::NE);
}

mlir::Value Emitter::scale(mlir::Value x, double factor) {
  if (factor == 1.0)
    return x;
  return mul(x, splat(elementOf(x), factor, shapeOf(x)));
}

mlir::Value Emitter::convert(mlir::Value x, mlir::Type element) {
  if (elementOf(x) == element)
    return x;
  auto type = tensorType(shapeOf(x), element);
  // Complex to real keeps the real part, as torch's casts do.
  if (mlir::isa<mlir::ComplexType>(elementOf(x)) &&
      !mlir::isa<mlir::ComplexType>(element)) {
    auto partType = mlir::cast<mlir::ComplexType>(elementOf(x)).getElementType();
    mlir::Value re =
        hlo::RealOp::create(b, loc, tensorType(shapeOf(x), partType), x);
    return convert(re, element);
  }
  // To bool: x != 0, as torch does.
  if (element.isInteger(1)) {
    mlir::Value zero = splat(elementOf(x), 0.0, shapeOf(x));
    return compare(x, zero, hlo::ComparisonDirection::NE);
  }
  return hlo::ConvertOp::create(b, loc, type, x);
}

PromotionOperand Emitter::promotionOf(const Operand &op) const {
  if (op.isScalar()) {
    DType t = op.scalar.kind == Value::Kind::Bool  ? DType::Bool
              : op.scalar.kind == Value::Kind::Int ? DType::Int64
                                                   : DType::Float64;
    return {t, OperandClass::Scalar};
  }
  return {dtypeOf(op.tensor), rankOf(op.tensor) == 0 ? OperandClass::ZeroDim
                                                      : OperandClass::Dimensioned};
}

DType Emitter::resultTypeOf(llvm::ArrayRef<Operand> ops) const {
  llvm::SmallVector<PromotionOperand> p;
  for (const Operand &op : ops)
    p.push_back(promotionOf(op));
  return resultType(p);
}

std::optional<llvm::SmallVector<int64_t>>
Emitter::broadcastShapes(llvm::ArrayRef<int64_t> a, llvm::ArrayRef<int64_t> b) {
  size_t rank = std::max(a.size(), b.size());
  llvm::SmallVector<int64_t> out(rank);
  for (size_t i = 0; i < rank; ++i) {
    int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (da != db && da != 1 && db != 1)
      return std::nullopt;
    out[i] = da == 1 ? db : da;
  }
  return out;
}

llvm::Expected<llvm::SmallVector<int64_t>>
Emitter::broadcastShapeOf(const Args &args, llvm::ArrayRef<Operand> ops) const {
  llvm::SmallVector<int64_t> shape;
  for (const Operand &op : ops) {
    if (op.isScalar())
      continue;
    auto next = broadcastShapes(shape, shapeOf(op.tensor));
    if (!next)
      return args.fail("shapes do not broadcast: " +
                       typeString(op.tensor.getType()));
    shape = *next;
  }
  return shape;
}

mlir::Value Emitter::broadcastInDim(mlir::Value x, llvm::ArrayRef<int64_t> shape,
                                    llvm::ArrayRef<int64_t> dims) {
  auto type = tensorType(shape, elementOf(x));
  if (type == x.getType())
    return x;
  return hlo::BroadcastInDimOp::create(b, loc, type, x,
                                        b.getDenseI64ArrayAttr(dims));
}

mlir::Value Emitter::broadcastTo(mlir::Value x, llvm::ArrayRef<int64_t> shape) {
  int64_t rank = rankOf(x);
  llvm::SmallVector<int64_t> dims;
  for (int64_t i = 0; i < rank; ++i)
    dims.push_back(static_cast<int64_t>(shape.size()) - rank + i);
  return broadcastInDim(x, shape, dims);
}

mlir::Value Emitter::materialize(const Operand &op, DType t,
                                 llvm::ArrayRef<int64_t> shape) {
  if (op.isScalar())
    return scalarTensor(op.scalar, elementType(t), shape);
  return broadcastTo(convert(op.tensor, t), shape);
}

mlir::Value Emitter::reshape(mlir::Value x, llvm::ArrayRef<int64_t> shape) {
  auto type = tensorType(shape, elementOf(x));
  if (type == x.getType())
    return x;
  return hlo::ReshapeOp::create(b, loc, type, x);
}

mlir::Value Emitter::transpose(mlir::Value x, llvm::ArrayRef<int64_t> perm) {
  bool identity = true;
  llvm::SmallVector<int64_t> shape;
  for (size_t i = 0; i < perm.size(); ++i) {
    identity &= perm[i] == static_cast<int64_t>(i);
    shape.push_back(shapeOf(x)[perm[i]]);
  }
  if (identity)
    return x;
  return hlo::TransposeOp::create(b, loc, tensorType(shape, elementOf(x)), x,
                                   b.getDenseI64ArrayAttr(perm));
}

mlir::Value Emitter::slice(mlir::Value x, llvm::ArrayRef<int64_t> start,
                           llvm::ArrayRef<int64_t> limit,
                           llvm::ArrayRef<int64_t> strides) {
  llvm::SmallVector<int64_t> shape;
  for (size_t i = 0; i < start.size(); ++i)
    shape.push_back(limit[i] <= start[i]
                        ? 0
                        : (limit[i] - start[i] + strides[i] - 1) / strides[i]);
  if (llvm::ArrayRef<int64_t>(shape) == shapeOf(x))
    return x;
  return hlo::SliceOp::create(b, loc, tensorType(shape, elementOf(x)), x,
                               b.getDenseI64ArrayAttr(start),
                               b.getDenseI64ArrayAttr(limit),
                               b.getDenseI64ArrayAttr(strides));
}

mlir::Value Emitter::sliceDim(mlir::Value x, int64_t dim, int64_t start,
                              int64_t limit, int64_t stride) {
  llvm::SmallVector<int64_t> starts(rankOf(x), 0), limits(shapeOf(x)),
      strides(rankOf(x), 1);
  starts[dim] = start;
  limits[dim] = limit;
  strides[dim] = stride;
  return slice(x, starts, limits, strides);
}

mlir::Value Emitter::concatenate(llvm::ArrayRef<mlir::Value> xs, int64_t dim) {
  if (xs.size() == 1)
    return xs[0];
  llvm::SmallVector<int64_t> shape(shapeOf(xs[0]));
  shape[dim] = 0;
  for (mlir::Value x : xs)
    shape[dim] += shapeOf(x)[dim];
  return hlo::ConcatenateOp::create(b, loc, tensorType(shape, elementOf(xs[0])),
                                     xs, b.getI64IntegerAttr(dim));
}

mlir::Value Emitter::iota(llvm::ArrayRef<int64_t> shape, int64_t dim,
                          mlir::Type element) {
  return hlo::IotaOp::create(b, loc, tensorType(shape, element),
                              b.getI64IntegerAttr(dim));
}

void Emitter::buildReducerBody(
    mlir::Region &region, llvm::ArrayRef<mlir::Type> elements,
    llvm::function_ref<llvm::SmallVector<mlir::Value>(
        llvm::ArrayRef<mlir::Value>, llvm::ArrayRef<mlir::Value>)>
        body) {
  mlir::OpBuilder::InsertionGuard guard(b);
  mlir::Block *block = new mlir::Block();
  region.push_back(block);
  for (int side = 0; side < 2; ++side)
    for (mlir::Type e : elements)
      block->addArgument(tensorType({}, e), loc);
  b.setInsertionPointToStart(block);
  size_t n = elements.size();
  llvm::SmallVector<mlir::Value> lhs(block->getArguments().take_front(n));
  llvm::SmallVector<mlir::Value> rhs(block->getArguments().drop_front(n));
  llvm::SmallVector<mlir::Value> results = body(lhs, rhs);
  hlo::ReturnOp::create(b, loc, results);
}

mlir::Value Emitter::reduceInit(ReduceKind kind, mlir::Type e) {
  switch (kind) {
  case ReduceKind::Sum:
    return splat(e, 0.0);
  case ReduceKind::Prod:
    return splat(e, 1.0);
  case ReduceKind::Max:
    return lowest(e);
  case ReduceKind::Min:
    return highest(e);
  }
  return {};
}

namespace {
mlir::Value combine(Emitter &e, ReduceKind kind, mlir::Value l, mlir::Value r) {
  switch (kind) {
  case ReduceKind::Sum:
    return e.add(l, r);
  case ReduceKind::Prod:
    return e.mul(l, r);
  case ReduceKind::Max:
    return e.binary<hlo::MaxOp>(l, r);
  case ReduceKind::Min:
    return e.binary<hlo::MinOp>(l, r);
  }
  return {};
}
} // namespace

mlir::Value Emitter::reduce(mlir::Value x, llvm::ArrayRef<int64_t> dims,
                            ReduceKind kind) {
  if (dims.empty())
    return x;
  mlir::Type e = elementOf(x);
  mlir::Value init = reduceInit(kind, e);
  llvm::SmallVector<int64_t> shape;
  for (int64_t i = 0; i < rankOf(x); ++i)
    if (!llvm::is_contained(dims, i))
      shape.push_back(shapeOf(x)[i]);
  llvm::SmallVector<int64_t> sorted(dims);
  llvm::sort(sorted);
  auto op = hlo::ReduceOp::create(b, loc, mlir::TypeRange{tensorType(shape, e)},
                                   mlir::ValueRange{x}, mlir::ValueRange{init},
                                   sorted);
  buildReducerBody(op.getBody(), {e},
                   [&](llvm::ArrayRef<mlir::Value> l,
                       llvm::ArrayRef<mlir::Value> r) {
                     return llvm::SmallVector<mlir::Value>{
                         combine(*this, kind, l[0], r[0])};
                   });
  return op.getResult(0);
}

mlir::Value Emitter::reduceWindow(
    mlir::Value x, ReduceKind kind, llvm::ArrayRef<int64_t> window,
    llvm::ArrayRef<int64_t> strides, llvm::ArrayRef<int64_t> dilations,
    llvm::ArrayRef<std::pair<int64_t, int64_t>> padding) {
  mlir::Type e = elementOf(x);
  int64_t rank = rankOf(x);
  llvm::SmallVector<int64_t> shape, pads;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t padded = shapeOf(x)[i] + padding[i].first + padding[i].second;
    int64_t span = (window[i] - 1) * dilations[i] + 1;
    shape.push_back(padded < span ? 0 : (padded - span) / strides[i] + 1);
    pads.push_back(padding[i].first);
    pads.push_back(padding[i].second);
  }
  auto padType = mlir::RankedTensorType::get({rank, 2}, b.getI64Type());
  auto padAttr = mlir::DenseIntElementsAttr::get(padType, llvm::ArrayRef(pads));
  auto op = hlo::ReduceWindowOp::create(
      b, loc, mlir::TypeRange{tensorType(shape, e)}, mlir::ValueRange{x},
      mlir::ValueRange{reduceInit(kind, e)}, window,
      b.getDenseI64ArrayAttr(strides), b.getDenseI64ArrayAttr(llvm::SmallVector<int64_t>(rank, 1)),
      b.getDenseI64ArrayAttr(dilations), padAttr);
  buildReducerBody(op.getBody(), {e},
                   [&](llvm::ArrayRef<mlir::Value> l,
                       llvm::ArrayRef<mlir::Value> r) {
                     return llvm::SmallVector<mlir::Value>{
                         combine(*this, kind, l[0], r[0])};
                   });
  return op.getResult(0);
}

mlir::Value Emitter::keepDims(mlir::Value reduced, int64_t rank,
                              llvm::ArrayRef<int64_t> dims) {
  llvm::SmallVector<int64_t> shape;
  llvm::ArrayRef<int64_t> rest = shapeOf(reduced);
  size_t next = 0;
  for (int64_t i = 0; i < rank; ++i)
    shape.push_back(llvm::is_contained(dims, i) ? 1 : rest[next++]);
  return reshape(reduced, shape);
}

mlir::Value Emitter::dotGeneral(mlir::Value lhs, mlir::Value rhs,
                                llvm::ArrayRef<int64_t> lhsBatch,
                                llvm::ArrayRef<int64_t> rhsBatch,
                                llvm::ArrayRef<int64_t> lhsContract,
                                llvm::ArrayRef<int64_t> rhsContract) {
  llvm::SmallVector<int64_t> shape;
  for (int64_t d : lhsBatch)
    shape.push_back(shapeOf(lhs)[d]);
  for (int64_t i = 0; i < rankOf(lhs); ++i)
    if (!llvm::is_contained(lhsBatch, i) && !llvm::is_contained(lhsContract, i))
      shape.push_back(shapeOf(lhs)[i]);
  for (int64_t i = 0; i < rankOf(rhs); ++i)
    if (!llvm::is_contained(rhsBatch, i) && !llvm::is_contained(rhsContract, i))
      shape.push_back(shapeOf(rhs)[i]);
  auto dims = hlo::DotDimensionNumbersAttr::get(ctx, lhsBatch, rhsBatch,
                                                 lhsContract, rhsContract);
  return hlo::DotGeneralOp::create(b, loc, tensorType(shape, elementOf(lhs)),
                                    lhs, rhs, dims, mlir::ArrayAttr(),
                                    hlo::DotAlgorithmAttr());
}
