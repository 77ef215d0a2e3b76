//===- LowerShape.cpp - views, joins, slicing and indexing ----------------===//

#include "opidiff/lowering/LowerCommon.h"

using namespace mlir::shlo::opidiff;
using namespace mlir::shlo::opidiff::lower;
namespace hlo = mlir::stablehlo;

namespace {

llvm::Expected<Results> lowerPermute(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  OPIDIFF_TRY(dims, args.intList("dims"));
  int64_t rank = e.rankOf(*x);
  if (static_cast<int64_t>(dims->size()) != rank)
    return args.fail("permutation of " + llvm::Twine(dims->size()) +
                     " dims for rank " + llvm::Twine(rank));
  llvm::SmallVector<int64_t> perm;
  for (int64_t d : *dims) {
    OPIDIFF_TRY(n, normalizeDim(args, d, rank));
    if (llvm::is_contained(perm, *n))
      return args.fail("repeated dimension in permutation");
    perm.push_back(*n);
  }
  return one(e.transpose(*x, perm));
}

llvm::Expected<Results> lowerTranspose(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  int64_t rank = e.rankOf(*x);
  OPIDIFF_TRY(d0, args.getInt("dim0"));
  OPIDIFF_TRY(d1, args.getInt("dim1"));
  OPIDIFF_TRY(a, normalizeDim(args, *d0, rank));
  OPIDIFF_TRY(b, normalizeDim(args, *d1, rank));
  if (rank == 0)
    return one(*x);
  llvm::SmallVector<int64_t> perm;
  for (int64_t i = 0; i < rank; ++i)
    perm.push_back(i);
  std::swap(perm[*a], perm[*b]);
  return one(e.transpose(*x, perm));
}

llvm::Expected<Results> lowerT(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  if (e.rankOf(*x) > 2)
    return args.fail("t() expects a tensor of rank <= 2");
  if (e.rankOf(*x) < 2)
    return one(*x);
  return one(e.transpose(*x, {1, 0}));
}

llvm::Expected<Results> lowerIdentity(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  return one(*x);
}

/// x.to(dtype), x.to(other), x.to(device, dtype): a conversion (CPU only;
/// the device is not looked at). x.type_as(other) likewise.
llvm::Expected<Results> lowerTo(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  if (const Arg *other = args.find("other");
      other && other->kind == Arg::Kind::Tensor)
    return one(e.convert(*x, e.elementOf(other->tensor)));
  OPIDIFF_TRY(dtype, args.optDType("dtype"));
  return one(*dtype ? e.convert(*x, **dtype) : *x);
}

/// x * x, as torch.square computes it for float, complex and integer x.
llvm::Expected<Results> lowerSquare(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  if (e.dtypeOf(*x) == DType::Bool)
    return args.unsupported("square of a bool tensor");
  return one(e.mul(*x, *x));
}

llvm::Expected<Results> lowerReshapeTo(Emitter &e, const Args &args,
                                       llvm::StringRef name) {
  OPIDIFF_TRY(x, args.tensor("self"));
  OPIDIFF_TRY(sizes, args.intList(name));
  int64_t total = numElementsOf(e.shapeOf(*x));
  int64_t known = 1, inferred = -1;
  llvm::SmallVector<int64_t> shape(*sizes);
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == -1) {
      if (inferred >= 0)
        return args.fail("only one dimension can be inferred");
      inferred = i;
    } else if (shape[i] < 0) {
      return args.fail("invalid shape dimension " + llvm::Twine(shape[i]));
    } else {
      known *= shape[i];
    }
  }
  if (inferred >= 0) {
    if (known == 0 || total % known != 0)
      return args.fail("shape is invalid for the input's size");
    shape[inferred] = total / known;
  } else if (known != total) {
    return args.fail("shape is invalid for the input's size");
  }
  return one(e.reshape(*x, shape));
}

llvm::Expected<Results> lowerReshape(Emitter &e, const Args &args) {
  return lowerReshapeTo(e, args, "shape");
}
llvm::Expected<Results> lowerView(Emitter &e, const Args &args) {
  if (args.overload == "dtype")
    return args.unsupported("reinterpreting a tensor as another dtype");
  return lowerReshapeTo(e, args, "size");
}

llvm::Expected<Results> lowerFlatten(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  if (!args.overload.empty() && args.overload != "using_ints")
    return args.unsupported("this overload");
  OPIDIFF_TRY(s, args.getInt("start_dim", 0));
  OPIDIFF_TRY(en, args.getInt("end_dim", -1));
  int64_t rank = e.rankOf(*x);
  if (rank == 0)
    return one(e.reshape(*x, {1}));
  OPIDIFF_TRY(start, normalizeDim(args, *s, rank));
  OPIDIFF_TRY(end, normalizeDim(args, *en, rank));
  if (*start > *end)
    return args.fail("flatten start_dim comes after end_dim");
  llvm::SmallVector<int64_t> shape;
  auto in = e.shapeOf(*x);
  for (int64_t i = 0; i < *start; ++i)
    shape.push_back(in[i]);
  shape.push_back(numElementsOf(in.slice(*start, *end - *start + 1)));
  for (int64_t i = *end + 1; i < rank; ++i)
    shape.push_back(in[i]);
  return one(e.reshape(*x, shape));
}

llvm::Expected<Results> lowerSqueeze(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  int64_t rank = e.rankOf(*x);
  auto in = e.shapeOf(*x);
  llvm::SmallVector<int64_t> dims;
  OPIDIFF_TRY(list, args.optIntList("dim"));
  if (*list) {
    for (int64_t d : **list) {
      OPIDIFF_TRY(n, normalizeDim(args, d, rank));
      dims.push_back(*n);
    }
  } else {
    for (int64_t i = 0; i < rank; ++i)
      dims.push_back(i);
  }
  llvm::SmallVector<int64_t> shape;
  for (int64_t i = 0; i < rank; ++i)
    if (!(llvm::is_contained(dims, i) && in[i] == 1))
      shape.push_back(in[i]);
  return one(e.reshape(*x, shape));
}

llvm::Expected<Results> lowerUnsqueeze(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  OPIDIFF_TRY(d, args.getInt("dim"));
  int64_t rank = e.rankOf(*x);
  OPIDIFF_TRY(dim, normalizeDim(args, *d, rank + 1));
  llvm::SmallVector<int64_t> shape(e.shapeOf(*x));
  shape.insert(shape.begin() + *dim, 1);
  return one(e.reshape(*x, shape));
}

llvm::Expected<Results> lowerExpand(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  OPIDIFF_TRY(sizes, args.intList("size"));
  auto in = e.shapeOf(*x);
  int64_t rank = e.rankOf(*x);
  int64_t outRank = sizes->size();
  if (outRank < rank)
    return args.fail("expand to fewer dimensions than the tensor has");
  llvm::SmallVector<int64_t> shape;
  for (int64_t i = 0; i < outRank; ++i) {
    int64_t s = (*sizes)[i];
    int64_t j = i - (outRank - rank);
    if (j < 0) {
      if (s < 0)
        return args.fail("expand: -1 for a new leading dimension");
      shape.push_back(s);
      continue;
    }
    if (s == -1)
      s = in[j];
    if (in[j] != s && in[j] != 1)
      return args.fail("expand: size " + llvm::Twine(s) +
                       " does not match " + llvm::Twine(in[j]));
    shape.push_back(s);
  }
  return one(e.broadcastTo(*x, shape));
}

/// The tensors of a cat/stack converted to their promoted dtype.
llvm::Expected<llvm::SmallVector<mlir::Value>>
promotedList(Emitter &e, const Args &args) {
  OPIDIFF_TRY(xs, args.tensorList("tensors"));
  if (xs->empty())
    return args.fail("expects a non-empty list of tensors");
  llvm::SmallVector<Operand> ops;
  for (mlir::Value x : *xs) {
    Operand op;
    op.tensor = x;
    ops.push_back(op);
  }
  DType t = e.resultTypeOf(ops);
  llvm::SmallVector<mlir::Value> out;
  for (mlir::Value x : *xs)
    out.push_back(e.convert(x, t));
  return out;
}

llvm::Expected<Results> lowerCat(Emitter &e, const Args &args) {
  OPIDIFF_TRY(xs, promotedList(e, args));
  OPIDIFF_TRY(d, args.getInt("dim", 0));
  llvm::SmallVector<mlir::Value> parts;
  for (mlir::Value x : *xs) // torch skips legacy empty 1-D tensors
    if (!(e.rankOf(x) == 1 && e.shapeOf(x)[0] == 0))
      parts.push_back(x);
  if (parts.empty())
    return one((*xs)[0]);
  int64_t rank = e.rankOf(parts[0]);
  if (rank == 0)
    return args.fail("zero-dimensional tensors cannot be concatenated");
  OPIDIFF_TRY(dim, normalizeDim(args, *d, rank));
  for (mlir::Value x : parts) {
    if (e.rankOf(x) != rank)
      return args.fail("tensors of different ranks");
    for (int64_t i = 0; i < rank; ++i)
      if (i != *dim && e.shapeOf(x)[i] != e.shapeOf(parts[0])[i])
        return args.fail("sizes must match except in dimension " +
                         llvm::Twine(*dim));
  }
  return one(e.concatenate(parts, *dim));
}

llvm::Expected<Results> lowerStack(Emitter &e, const Args &args) {
  OPIDIFF_TRY(xs, promotedList(e, args));
  OPIDIFF_TRY(d, args.getInt("dim", 0));
  int64_t rank = e.rankOf((*xs)[0]);
  OPIDIFF_TRY(dim, normalizeDim(args, *d, rank + 1));
  llvm::SmallVector<mlir::Value> parts;
  for (mlir::Value x : *xs) {
    if (e.shapeOf(x) != e.shapeOf((*xs)[0]))
      return args.fail("stack expects tensors of equal shape");
    llvm::SmallVector<int64_t> shape(e.shapeOf(x));
    shape.insert(shape.begin() + *dim, 1);
    parts.push_back(e.reshape(x, shape));
  }
  return one(e.concatenate(parts, *dim));
}

llvm::Expected<Results> lowerSlice(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  int64_t rank = e.rankOf(*x);
  if (rank == 0)
    return args.fail("slice of a zero-dimensional tensor");
  OPIDIFF_TRY(d, args.getInt("dim", 0));
  OPIDIFF_TRY(dim, normalizeDim(args, *d, rank));
  OPIDIFF_TRY(startArg, args.optInt("start"));
  OPIDIFF_TRY(endArg, args.optInt("end"));
  OPIDIFF_TRY(step, args.getInt("step", 1));
  if (*step <= 0)
    return args.fail("slice step must be positive");
  int64_t size = e.shapeOf(*x)[*dim];
  int64_t start = startArg->value_or(0);
  int64_t end = endArg->value_or(std::numeric_limits<int64_t>::max());
  if (start < 0)
    start += size;
  if (end < 0)
    end += size;
  start = std::clamp<int64_t>(start, 0, size);
  end = std::clamp<int64_t>(end, start, size);
  return one(e.sliceDim(*x, *dim, start, end, *step));
}

llvm::Expected<Results> lowerSelect(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  int64_t rank = e.rankOf(*x);
  if (rank == 0)
    return args.fail("select of a zero-dimensional tensor");
  OPIDIFF_TRY(d, args.getInt("dim"));
  OPIDIFF_TRY(dim, normalizeDim(args, *d, rank));
  OPIDIFF_TRY(index, args.getInt("index"));
  int64_t size = e.shapeOf(*x)[*dim];
  int64_t i = *index < 0 ? *index + size : *index;
  if (i < 0 || i >= size)
    return args.fail("index " + llvm::Twine(*index) +
                     " out of range for size " + llvm::Twine(size));
  mlir::Value s = e.sliceDim(*x, *dim, i, i + 1);
  llvm::SmallVector<int64_t> shape(e.shapeOf(*x));
  shape.erase(shape.begin() + *dim);
  return one(e.reshape(s, shape));
}

llvm::Expected<Results> lowerNarrow(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  int64_t rank = e.rankOf(*x);
  if (rank == 0)
    return args.fail("narrow of a zero-dimensional tensor");
  OPIDIFF_TRY(d, args.getInt("dim"));
  OPIDIFF_TRY(dim, normalizeDim(args, *d, rank));
  OPIDIFF_TRY(startArg, args.getInt("start"));
  OPIDIFF_TRY(length, args.getInt("length"));
  int64_t size = e.shapeOf(*x)[*dim];
  int64_t start = *startArg < 0 ? *startArg + size : *startArg;
  if (start < 0 || start > size || *length < 0 || start + *length > size)
    return args.fail("narrow range out of bounds");
  return one(e.sliceDim(*x, *dim, start, start + *length));
}

llvm::Expected<mlir::Value> indexTensor(Emitter &e, const Args &args,
                                        llvm::StringRef name) {
  OPIDIFF_TRY(idx, args.tensor(name));
  DType t = e.dtypeOf(*idx);
  if (t != DType::Int32 && t != DType::Int64)
    return args.unsupported(std::string("a ") + dtypeName(t) + " index");
  return *idx;
}

llvm::Expected<Results> lowerIndexSelect(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  OPIDIFF_TRY(idx, indexTensor(e, args, "index"));
  if (e.rankOf(*idx) > 1)
    return args.fail("index_select expects a 0-D or 1-D index");
  int64_t rank = e.rankOf(*x);
  if (rank == 0)
    return args.unsupported("index_select of a zero-dimensional tensor");
  OPIDIFF_TRY(d, args.getInt("dim"));
  OPIDIFF_TRY(dim, normalizeDim(args, *d, rank));
  mlir::Value index = e.rankOf(*idx) == 0 ? e.reshape(*idx, {1}) : *idx;
  return one(takeAlong(e, *x, *dim, index));
}

llvm::Expected<Results> lowerGather(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  OPIDIFF_TRY(idx, indexTensor(e, args, "index"));
  int64_t rank = e.rankOf(*x);
  if (rank == 0)
    return args.unsupported("gather of a zero-dimensional tensor");
  if (e.rankOf(*idx) != rank)
    return args.fail("index must have the rank of self");
  OPIDIFF_TRY(d, args.getInt("dim"));
  OPIDIFF_TRY(dim, normalizeDim(args, *d, rank));
  llvm::ArrayRef<int64_t> ishape = e.shapeOf(*idx);
  for (int64_t i = 0; i < rank; ++i)
    if (i != *dim && ishape[i] > e.shapeOf(*x)[i])
      return args.fail("index is larger than self outside dimension dim");
  mlir::Type i64 = e.elementType(DType::Int64);
  llvm::SmallVector<int64_t> coordShape(ishape);
  coordShape.push_back(1);
  llvm::SmallVector<mlir::Value> coords;
  for (int64_t i = 0; i < rank; ++i) {
    mlir::Value c = i == *dim ? e.convert(*idx, i64) : e.iota(ishape, i, i64);
    coords.push_back(e.reshape(c, coordShape));
  }
  mlir::Value indices = e.concatenate(coords, rank);
  llvm::SmallVector<int64_t> all;
  for (int64_t i = 0; i < rank; ++i)
    all.push_back(i);
  auto dn = hlo::GatherDimensionNumbersAttr::get(
      e.ctx, /*offsetDims=*/{}, /*collapsedSliceDims=*/all,
      /*operandBatchingDims=*/{}, /*startIndicesBatchingDims=*/{},
      /*startIndexMap=*/all, /*indexVectorDim=*/rank);
  llvm::SmallVector<int64_t> sizes(rank, 1);
  return one(hlo::GatherOp::create(e.b, e.loc,
                                    e.tensorType(ishape, e.elementOf(*x)), *x,
                                    indices, dn,
                                    e.b.getDenseI64ArrayAttr(sizes))
                 .getResult());
}

} // namespace

mlir::Value lower::takeAlong(Emitter &e, mlir::Value x, int64_t dim,
                             mlir::Value indices) {
  llvm::ArrayRef<int64_t> xs = e.shapeOf(x), is = e.shapeOf(indices);
  int64_t rank = xs.size(), irank = is.size();
  llvm::SmallVector<int64_t> startShape(is);
  startShape.push_back(1);
  mlir::Value start = e.reshape(indices, startShape);
  llvm::SmallVector<int64_t> offsetDims, outShape, sizes(xs);
  sizes[dim] = 1;
  for (int64_t i = 0; i < dim; ++i) {
    offsetDims.push_back(i);
    outShape.push_back(xs[i]);
  }
  outShape.append(is.begin(), is.end());
  for (int64_t i = dim + 1; i < rank; ++i) {
    offsetDims.push_back(i - 1 + irank);
    outShape.push_back(xs[i]);
  }
  auto dn = hlo::GatherDimensionNumbersAttr::get(
      e.ctx, offsetDims, /*collapsedSliceDims=*/{dim},
      /*operandBatchingDims=*/{}, /*startIndicesBatchingDims=*/{},
      /*startIndexMap=*/{dim}, /*indexVectorDim=*/irank);
  return hlo::GatherOp::create(e.b, e.loc,
                                e.tensorType(outShape, e.elementOf(x)), x,
                                start, dn, e.b.getDenseI64ArrayAttr(sizes));
}

void lower::registerShapeLowerings(Registry &r) {
  r["aten::permute"] = lowerPermute;
  r["aten::transpose"] = lowerTranspose;
  r["aten::t"] = lowerT;
  r["aten::clone"] = lowerIdentity;
  r["aten::contiguous"] = lowerIdentity;
  r["aten::detach"] = lowerIdentity;
  r["aten::to"] = lowerTo;
  r["aten::type_as"] = lowerTo;
  r["aten::square"] = lowerSquare;
  r["aten::reshape"] = lowerReshape;
  r["aten::view"] = lowerView;
  r["aten::flatten"] = lowerFlatten;
  r["aten::squeeze"] = lowerSqueeze;
  r["aten::unsqueeze"] = lowerUnsqueeze;
  r["aten::expand"] = lowerExpand;
  r["aten::cat"] = lowerCat;
  r["aten::concat"] = lowerCat;
  r["aten::stack"] = lowerStack;
  r["aten::slice"] = lowerSlice;
  r["aten::select"] = lowerSelect;
  r["aten::narrow"] = lowerNarrow;
  r["aten::index_select"] = lowerIndexSelect;
  r["aten::gather"] = lowerGather;
}
