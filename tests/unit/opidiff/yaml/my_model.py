"""The Python module of the format document's compare-pair example
(compare_pair.yaml): a linear layer written by hand, initialised as
torch.nn.Linear initialises itself, so that under the same seed both sides
of the pair hold the same weights."""

import math

import torch
from torch import nn


class MyLinear(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        self.bias = nn.Parameter(torch.empty(out_features))
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        bound = 1 / math.sqrt(in_features)
        nn.init.uniform_(self.bias, -bound, bound)

    def forward(self, x):
        return x @ self.weight.t() + self.bias
