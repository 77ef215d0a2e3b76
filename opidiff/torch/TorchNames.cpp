//===- TorchNames.cpp - Operator and torch.nn names torch knows -----------===//
//
// Tells a typo from a support gap: an aten name unknown to libtorch's
// operator registry, or a torch.nn class torch does not have, is a suite
// error with a suggestion; a real op we cannot lower stays "unsupported".
//
//===----------------------------------------------------------------------===//

#include "opidiff/torch/TorchBaseline.h"

#include "opidiff/loader/Loader.h"

#include <ATen/core/dispatch/Dispatcher.h>

#include <algorithm>
#include <set>

namespace mlir {
namespace shlo {
namespace opidiff {

namespace {

/// The torch.nn.Module subclasses of torch.nn in Debian's python3-torch
/// 1.13.1, the version of libtorch-dev. Regenerate with
///   python3 -c "import torch.nn as nn, inspect; print(sorted(n for n in
///   dir(nn) if inspect.isclass(getattr(nn, n)) and
///   issubclass(getattr(nn, n), nn.Module)))"
const std::vector<std::string> &torchNNClasses() {
  static const std::vector<std::string> names = {
    "AdaptiveAvgPool1d", "AdaptiveAvgPool2d", "AdaptiveAvgPool3d",
    "AdaptiveLogSoftmaxWithLoss", "AdaptiveMaxPool1d", "AdaptiveMaxPool2d",
    "AdaptiveMaxPool3d", "AlphaDropout", "AvgPool1d", "AvgPool2d", "AvgPool3d",
    "BCELoss", "BCEWithLogitsLoss", "BatchNorm1d", "BatchNorm2d", "BatchNorm3d",
    "Bilinear", "CELU", "CTCLoss", "ChannelShuffle", "ConstantPad1d",
    "ConstantPad2d", "ConstantPad3d", "Container", "Conv1d", "Conv2d", "Conv3d",
    "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d",
    "CosineEmbeddingLoss", "CosineSimilarity", "CrossEntropyLoss",
    "CrossMapLRN2d", "DataParallel", "Dropout", "Dropout1d", "Dropout2d",
    "Dropout3d", "ELU", "Embedding", "EmbeddingBag", "FeatureAlphaDropout",
    "Flatten", "Fold", "FractionalMaxPool2d", "FractionalMaxPool3d", "GELU",
    "GLU", "GRU", "GRUCell", "GaussianNLLLoss", "GroupNorm", "Hardshrink",
    "Hardsigmoid", "Hardswish", "Hardtanh", "HingeEmbeddingLoss", "HuberLoss",
    "Identity", "InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d",
    "KLDivLoss", "L1Loss", "LPPool1d", "LPPool2d", "LSTM", "LSTMCell",
    "LayerNorm", "LazyBatchNorm1d", "LazyBatchNorm2d", "LazyBatchNorm3d",
    "LazyConv1d", "LazyConv2d", "LazyConv3d", "LazyConvTranspose1d",
    "LazyConvTranspose2d", "LazyConvTranspose3d", "LazyInstanceNorm1d",
    "LazyInstanceNorm2d", "LazyInstanceNorm3d", "LazyLinear", "LeakyReLU",
    "Linear", "LocalResponseNorm", "LogSigmoid", "LogSoftmax", "MSELoss",
    "MarginRankingLoss", "MaxPool1d", "MaxPool2d", "MaxPool3d", "MaxUnpool1d",
    "MaxUnpool2d", "MaxUnpool3d", "Mish", "Module", "ModuleDict", "ModuleList",
    "MultiLabelMarginLoss", "MultiLabelSoftMarginLoss", "MultiMarginLoss",
    "MultiheadAttention", "NLLLoss", "NLLLoss2d", "PReLU", "PairwiseDistance",
    "ParameterDict", "ParameterList", "PixelShuffle", "PixelUnshuffle",
    "PoissonNLLLoss", "RNN", "RNNBase", "RNNCell", "RNNCellBase", "RReLU",
    "ReLU", "ReLU6", "ReflectionPad1d", "ReflectionPad2d", "ReflectionPad3d",
    "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d", "SELU",
    "Sequential", "SiLU", "Sigmoid", "SmoothL1Loss", "SoftMarginLoss",
    "Softmax", "Softmax2d", "Softmin", "Softplus", "Softshrink", "Softsign",
    "SyncBatchNorm", "Tanh", "Tanhshrink", "Threshold", "Transformer",
    "TransformerDecoder", "TransformerDecoderLayer", "TransformerEncoder",
    "TransformerEncoderLayer", "TripletMarginLoss",
    "TripletMarginWithDistanceLoss", "Unflatten", "Unfold", "Upsample",
    "UpsamplingBilinear2d", "UpsamplingNearest2d", "ZeroPad2d",
  };
  return names;
}

} // namespace

std::optional<std::string> checkAtenName(const std::string &name,
                                         const std::string &overload) {
  c10::Dispatcher &dispatcher = c10::Dispatcher::singleton();
  std::vector<std::string> names, overloads;
  std::set<std::string> seen;
  bool known = false;
  for (const c10::OperatorName &op : dispatcher.getAllOpNames()) {
    if (op.name == name) {
      known = true;
      overloads.push_back(op.overload_name);
    }
    if (seen.insert(op.name).second)
      names.push_back(op.name);
  }
  std::sort(names.begin(), names.end()); // ties suggest the first by name
  if (!known)
    return "unknown operator '" + name + "': libtorch " + torchVersion() +
           "'s operator registry has no such name" + didYouMean(name, names);
  if (overload.empty() ||
      std::find(overloads.begin(), overloads.end(), overload) !=
          overloads.end())
    return std::nullopt;
  std::sort(overloads.begin(), overloads.end());
  std::string list;
  for (const std::string &o : overloads)
    list += (list.empty() ? "" : ", ") + (o.empty() ? "(none)" : o);
  return "unknown overload '" + overload + "' of " + name +
         didYouMean(overload, overloads) + "; its overloads: " + list;
}

std::optional<std::string> checkModulePath(const std::string &path) {
  const std::string prefix = "torch.nn.";
  if (path.rfind(prefix, 0) != 0)
    return std::nullopt;
  std::string name = path.substr(prefix.size());
  if (name.find('.') != std::string::npos)
    return std::nullopt;
  const std::vector<std::string> &classes = torchNNClasses();
  if (std::find(classes.begin(), classes.end(), name) != classes.end())
    return std::nullopt;
  std::vector<std::string> paths;
  for (const std::string &c : classes)
    paths.push_back(prefix + c);
  return "unknown module '" + path + "': torch " + torchVersion() +
         "'s torch.nn has no class '" + name + "'" + didYouMean(path, paths);
}

} // namespace opidiff
} // namespace shlo
} // namespace mlir
