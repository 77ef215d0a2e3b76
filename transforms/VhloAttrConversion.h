//===- VhloAttrConversion.h - builtin/stablehlo <-> vhlo values --*- C++ -*-===//
//
// The value-level half of the stablehlo <-> vhlo conversions: types and
// attributes one at a time, plus the small constructors and predicates the
// op-level rules (default values, version steps) are written with.
// Conversions return a null Type/Attribute when the value has no form on
// the other side; callers turn that into a located diagnostic.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TRANSFORMS_VHLO_ATTR_CONVERSION_H
#define SHLO_TRANSFORMS_VHLO_ATTR_CONVERSION_H

#include <optional>

#include "mlir/IR/Attributes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
namespace shlo {

/// builtin/stablehlo type -> vhlo type (null if it has none). vhlo types
/// are returned unchanged.
Type toVhloType(Type type);
/// vhlo type -> builtin/stablehlo type (null if not a vhlo type it knows).
/// Other types are returned unchanged.
Type fromVhloType(Type type);

/// Generic attribute conversions (arrays, dictionaries, integers, floats,
/// strings, symbols, dense elements and dense arrays, types, the stablehlo
/// enums and structs that have a 1:1 vhlo form).
Attribute toVhloAttr(Attribute attr);
Attribute fromVhloAttr(Attribute attr);

// Constructors of vhlo attributes used for defaults.
Attribute vhloInt(MLIRContext *ctx, int64_t value, unsigned width = 64);
Attribute vhloBool(MLIRContext *ctx, bool value);
Attribute vhloString(MLIRContext *ctx, llvm::StringRef value);
Attribute vhloArray(MLIRContext *ctx, llvm::ArrayRef<Attribute> elements);
Attribute vhloDict(MLIRContext *ctx);
/// #vhlo.tensor_v1<dense<...> : tensor<Nxi64>> (or shape `shape` if given).
Attribute vhloI64Tensor(MLIRContext *ctx, llvm::ArrayRef<int64_t> values,
                        std::optional<llvm::ArrayRef<int64_t>> shape = {});
Attribute vhloBoolTensor(MLIRContext *ctx, llvm::ArrayRef<bool> values);
/// #vhlo.type_v1<!vhlo.none_v1>
Attribute vhloNoneType(MLIRContext *ctx);
/// #vhlo.type_v1<T> for a builtin type T (null if T has no vhlo form).
Attribute vhloTypeAttr(Type builtinType);
/// #vhlo.result_accuracy_v1<atol = 0, rtol = 0, ulps = 0, mode = DEFAULT>
Attribute vhloDefaultResultAccuracy(MLIRContext *ctx);
/// An enum attribute from its mnemonic and case (e.g. "precision_v1",
/// "DEFAULT"); null if no such case.
Attribute vhloEnum(MLIRContext *ctx, llvm::StringRef mnemonic,
                   llvm::StringRef value);

// Predicates on vhlo attributes.
bool isVhloBool(Attribute attr, bool value);
bool isVhloInt(Attribute attr, int64_t value);
std::optional<int64_t> vhloIntValue(Attribute attr);
bool isVhloString(Attribute attr, llvm::StringRef value);
bool isVhloEmptyArray(Attribute attr);
bool isVhloEmptyDict(Attribute attr);
bool isVhloEmptyTensor(Attribute attr);
bool isVhloNoneType(Attribute attr);
bool isVhloEnum(Attribute attr, llvm::StringRef mnemonic,
                llvm::StringRef value);
/// Every element of an array attribute is the enum case given.
bool isVhloEnumSplatArray(Attribute attr, llvm::StringRef mnemonic,
                          llvm::StringRef value);
/// Integer or boolean tensor whose elements all equal `value`.
bool isVhloSplatTensor(Attribute attr, int64_t value);
bool isVhloDefaultResultAccuracy(Attribute attr);
/// The elements of an integer tensor attribute as int64 values.
std::optional<llvm::SmallVector<int64_t>> vhloTensorInts(Attribute attr);
/// The shape of a tensor attribute.
std::optional<llvm::SmallVector<int64_t>> vhloTensorShape(Attribute attr);

} // namespace shlo
} // namespace mlir

#endif // SHLO_TRANSFORMS_VHLO_ATTR_CONVERSION_H
