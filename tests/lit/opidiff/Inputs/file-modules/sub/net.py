from torch import nn


class Net(nn.Module):
    def forward(self, x):
        return x * 2
