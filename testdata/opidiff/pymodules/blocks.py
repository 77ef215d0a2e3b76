"""Python-file modules for testdata/opidiff/python_modules.yaml: a wrapper
module, a config dataclass built by `construct`, a hand-written RMSNorm."""

from dataclasses import dataclass

import torch
from torch import nn


class RMSNorm(nn.Module):
    """Root-mean-square normalisation, written out by hand."""

    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim) + 0.1 * torch.randn(dim))

    def forward(self, x):
        rms = torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return x * rms * self.weight


class RMSNormCast(nn.Module):
    """RMSNorm as LLaMA-style code writes it: computed in float32, cast back
    with type_as / to(dtype)."""

    def __init__(self, dim, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim) + 0.1 * torch.randn(dim))

    def forward(self, x):
        h = x.float()
        h = h * torch.rsqrt(h.square().mean(-1, keepdim=True) + self.eps)
        return (h.type_as(x) * self.weight.detach()).to(x.dtype)


@dataclass
class MLPConfig:
    dim: int
    hidden: int
    norm: str = "layer"
    bias: bool = True


class MLPBlock(nn.Module):
    """A pre-norm residual MLP block configured by an MLPConfig."""

    def __init__(self, config):
        super().__init__()
        if config.norm == "layer":
            self.norm = nn.LayerNorm(config.dim)
        else:
            self.norm = RMSNorm(config.dim)
        self.up = nn.Linear(config.dim, config.hidden, bias=config.bias)
        self.act = nn.GELU()
        self.down = nn.Linear(config.hidden, config.dim, bias=config.bias)

    def forward(self, x):
        return x + self.down(self.act(self.up(self.norm(x))))


class Wrapper(nn.Module):
    """Wraps any module given to it (a construct node) and scales its
    output."""

    def __init__(self, inner, scale=1.0):
        super().__init__()
        self.inner = inner
        self.scale = scale

    def forward(self, x):
        return self.inner(x) * self.scale


class GeluTanhManual(nn.Module):
    """GELU's tanh approximation written out; compared against nn.GELU."""

    def forward(self, x):
        c = 0.7978845608028654  # sqrt(2 / pi)
        return 0.5 * x * (1.0 + torch.tanh(c * (x + 0.044715 * x.pow(3))))


class GeluTanh(nn.Module):
    def __init__(self):
        super().__init__()
        self.gelu = nn.GELU(approximate="tanh")

    def forward(self, x):
        return self.gelu(x)


class SplitHeads(nn.Module):
    """Two outputs and shape arithmetic the trace records (x.size)."""

    def __init__(self, heads):
        super().__init__()
        self.heads = heads

    def forward(self, x):
        b, n = x.size(0), x.size(1)
        y = x.reshape(b, n, self.heads, -1).transpose(1, 2)
        return y, y.sum(-1)
