import torch
from torch import nn


class Raises(nn.Module):
    def forward(self, x):
        raise ValueError("the forward of Raises refuses %d rows" % x.shape[0])


class Branchy(nn.Module):
    """Data-dependent control flow: tracing records one branch only."""

    def forward(self, x):
        if x.sum() > 0:
            return x * 2
        return -x


class BranchyUnscriptable(nn.Module):
    """Data-dependent control flow that scripting cannot compile either."""

    def forward(self, x):
        if any(v > 0 for v in x.sum(1).tolist()):
            return x * 2
        return -x


class CumMax(nn.Module):
    """aten::cummax has no lowering."""

    def forward(self, x):
        return torch.cummax(x, dim=1)[0]


class Chatty(nn.Module):
    """Prints while built and run: the helper's answers must not suffer."""

    def __init__(self):
        super().__init__()
        print("hello from Chatty")

    def forward(self, x):
        print("forward of Chatty")
        return torch.relu(x)


class NotAModule:
    pass


class BadInit(nn.Module):
    def __init__(self, size):
        super().__init__()
        raise RuntimeError("BadInit does not take %r" % (size,))
