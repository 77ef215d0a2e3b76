//===- Model.cpp - Out-of-line helpers of Model.h -------------------------===//

#include "opidiff/Model.h"

#include <functional>

namespace mlir {
namespace shlo {
namespace opidiff {

std::string SourceLoc::str() const {
  return file + ":" + std::to_string(line) + ":" + std::to_string(column);
}

const char *dtypeName(DType t) {
  switch (t) {
  case DType::Bool:
    return "bool";
  case DType::UInt8:
    return "uint8";
  case DType::Int8:
    return "int8";
  case DType::Int16:
    return "int16";
  case DType::Int32:
    return "int32";
  case DType::Int64:
    return "int64";
  case DType::Float16:
    return "float16";
  case DType::BFloat16:
    return "bfloat16";
  case DType::Float32:
    return "float32";
  case DType::Float64:
    return "float64";
  case DType::Complex64:
    return "complex64";
  case DType::Complex128:
    return "complex128";
  }
  return "?";
}

std::optional<DType> parseDType(const std::string &name) {
  std::string n = name;
  if (n.rfind("torch.", 0) == 0)
    n = n.substr(6);
  static const std::pair<const char *, DType> table[] = {
      {"bool", DType::Bool},         {"uint8", DType::UInt8},
      {"int8", DType::Int8},         {"int16", DType::Int16},
      {"short", DType::Int16},       {"int32", DType::Int32},
      {"int", DType::Int32},         {"int64", DType::Int64},
      {"long", DType::Int64},        {"float16", DType::Float16},
      {"half", DType::Float16},      {"bfloat16", DType::BFloat16},
      {"float32", DType::Float32},   {"float", DType::Float32},
      {"float64", DType::Float64},   {"double", DType::Float64},
      {"complex64", DType::Complex64}, {"cfloat", DType::Complex64},
      {"complex128", DType::Complex128}, {"cdouble", DType::Complex128},
  };
  for (const auto &[spelling, t] : table)
    if (n == spelling)
      return t;
  return std::nullopt;
}

int64_t dtypeSize(DType t) {
  switch (t) {
  case DType::Bool:
  case DType::UInt8:
  case DType::Int8:
    return 1;
  case DType::Int16:
  case DType::Float16:
  case DType::BFloat16:
    return 2;
  case DType::Int32:
  case DType::Float32:
    return 4;
  case DType::Int64:
  case DType::Float64:
  case DType::Complex64:
    return 8;
  case DType::Complex128:
    return 16;
  }
  return 0;
}

bool isFloating(DType t) {
  return t == DType::Float16 || t == DType::BFloat16 || t == DType::Float32 ||
         t == DType::Float64;
}

bool isComplex(DType t) {
  return t == DType::Complex64 || t == DType::Complex128;
}

bool isIntegral(DType t) {
  return t == DType::UInt8 || t == DType::Int8 || t == DType::Int16 ||
         t == DType::Int32 || t == DType::Int64;
}

int64_t TensorValue::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

Value Value::ofTensor(TensorValue t) {
  Value v;
  v.kind = Kind::Tensor;
  v.tensor = std::move(t);
  return v;
}

Value Value::ofBool(bool b) {
  Value v;
  v.kind = Kind::Bool;
  v.b = b;
  return v;
}

Value Value::ofInt(int64_t i) {
  Value v;
  v.kind = Kind::Int;
  v.i = i;
  return v;
}

Value Value::ofFloat(double f) {
  Value v;
  v.kind = Kind::Float;
  v.f = f;
  return v;
}

Value Value::ofString(std::string s) {
  Value v;
  v.kind = Kind::String;
  v.s = std::move(s);
  return v;
}

Value Value::ofList(std::vector<Value> elems) {
  Value v;
  v.kind = Kind::List;
  v.elems = std::move(elems);
  return v;
}

Value Value::ofTuple(std::vector<Value> elems) {
  Value v;
  v.kind = Kind::Tuple;
  v.elems = std::move(elems);
  return v;
}

const Value *BoundCall::arg(const std::string &argName) const {
  for (const auto &[name, value] : args)
    if (name == argName)
      return &value;
  return nullptr;
}

std::optional<std::string> checkTensorLiteral(const Value &value,
                                              const std::vector<int64_t> &shape,
                                              DType dtype) {
  std::string where;
  std::function<std::optional<std::string>(const Value &, size_t)> walk =
      [&](const Value &v, size_t depth) -> std::optional<std::string> {
    if (depth < shape.size()) {
      if (v.kind != Value::Kind::List)
        return "`value` does not match the shape: expected a list of " +
               std::to_string(shape[depth]) + " at depth " +
               std::to_string(depth);
      if (static_cast<int64_t>(v.elems.size()) != shape[depth])
        return "`value` does not match the shape: expected " +
               std::to_string(shape[depth]) + " elements at depth " +
               std::to_string(depth) + ", got " +
               std::to_string(v.elems.size());
      for (const Value &e : v.elems)
        if (auto msg = walk(e, depth + 1))
          return msg;
      return std::nullopt;
    }
    switch (v.kind) {
    case Value::Kind::Bool:
      if (dtype == DType::Bool)
        return std::nullopt;
      return "`value` holds a bool but the dtype is " +
             std::string(dtypeName(dtype));
    case Value::Kind::Int:
      if (dtype == DType::Bool && v.i != 0 && v.i != 1)
        return "`value` of a bool tensor holds " + std::to_string(v.i);
      return std::nullopt;
    case Value::Kind::Float:
      if (isFloating(dtype) || isComplex(dtype))
        return std::nullopt;
      return "`value` holds a float but the dtype is " +
             std::string(dtypeName(dtype));
    default:
      return shape.empty()
                 ? std::string("`value` must be a number or a bool")
                 : "`value` does not match the shape: expected " +
                       std::to_string(shape.size()) +
                       " levels of lists ending in numbers";
    }
  };
  return walk(value, 0);
}

} // namespace opidiff
} // namespace shlo
} // namespace mlir
