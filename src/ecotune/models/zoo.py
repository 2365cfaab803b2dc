"""Models built in code, for the `torch:` config key: ResNet-50, one BERT-base encoder
layer and a tiny conv net for smoke runs. Weights are random (the loader seeds torch with 0
first): energy and latency depend on shapes, not on trained values, and nothing is downloaded.

    {name: resnet50, torch: "ecotune.models.zoo:resnet50", inputs: {x: [1, 3, 224, 224]}}
    {name: bert_layer, torch: "ecotune.models.zoo:bert_layer", inputs: {hidden: [1, 128, 768]}}
    {name: tiny, torch: "ecotune.models.zoo:tiny_convnet", inputs: {x: [1, 4, 6, 6]}}  # smoke runs
"""

from __future__ import annotations

import math

import torch
from torch import nn


def resnet50() -> nn.Module:
    """torchvision's ResNet-50 when torchvision is installed, else the same network here."""
    try:
        from torchvision.models import resnet50 as torchvision_resnet50
    except ImportError:
        return ResNet50()
    return torchvision_resnet50(weights=None)


class Bottleneck(nn.Module):
    """1x1 reduce, 3x3 (with the stride), 1x1 expand by 4; projection shortcut when the
    shape changes (torchvision's v1.5 layout: the stride sits on the 3x3)."""

    def __init__(self, in_ch: int, width: int, stride: int) -> None:
        super().__init__()
        out_ch = width * 4
        self.conv1, self.bn1 = nn.Conv2d(in_ch, width, 1, bias=False), nn.BatchNorm2d(width)
        self.conv2 = nn.Conv2d(width, width, 3, stride=stride, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(width)
        self.conv3, self.bn3 = nn.Conv2d(width, out_ch, 1, bias=False), nn.BatchNorm2d(out_ch)
        self.relu = nn.ReLU()
        self.downsample = None
        if stride != 1 or in_ch != out_ch:
            self.downsample = nn.Sequential(nn.Conv2d(in_ch, out_ch, 1, stride=stride, bias=False),
                                            nn.BatchNorm2d(out_ch))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.relu(self.bn2(self.conv2(out)))
        out = self.bn3(self.conv3(out))
        identity = x if self.downsample is None else self.downsample(x)
        return self.relu(out + identity)


class ResNet50(nn.Module):
    """ResNet-50: 7x7 stem, stages of 3, 4, 6, 3 bottlenecks, global pool, 1000-way fc."""

    def __init__(self, num_classes: int = 1000) -> None:
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 64, 7, stride=2, padding=3, bias=False), nn.BatchNorm2d(64),
                                  nn.ReLU(), nn.MaxPool2d(3, stride=2, padding=1))
        blocks, in_ch = [], 64
        for width, count, stride in ((64, 3, 1), (128, 4, 2), (256, 6, 2), (512, 3, 2)):
            for i in range(count):
                blocks.append(Bottleneck(in_ch, width, stride if i == 0 else 1))
                in_ch = width * 4
        self.blocks = nn.Sequential(*blocks)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(in_ch, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(torch.flatten(self.pool(self.blocks(self.stem(x))), 1))


class BertLayer(nn.Module):
    """One BERT-base encoder layer (post-norm): self-attention with 12 heads, residual and
    LayerNorm, then a GELU feed-forward of 3072, residual and LayerNorm. Written out rather
    than nn.TransformerEncoderLayer, whose fused inference path torch.export may keep."""

    def __init__(self, hidden: int = 768, heads: int = 12, ffn: int = 3072) -> None:
        super().__init__()
        self.heads, self.head_dim = heads, hidden // heads
        self.query, self.key, self.value = (nn.Linear(hidden, hidden) for _ in range(3))
        self.attn_out, self.attn_norm = nn.Linear(hidden, hidden), nn.LayerNorm(hidden, eps=1e-12)
        self.ffn_in, self.ffn_out = nn.Linear(hidden, ffn), nn.Linear(ffn, hidden)
        self.ffn_norm = nn.LayerNorm(hidden, eps=1e-12)

    def _split(self, x: torch.Tensor) -> torch.Tensor:  # (b, s, h) -> (b, heads, s, head_dim)
        b, s, _ = x.shape
        return x.reshape(b, s, self.heads, self.head_dim).permute(0, 2, 1, 3)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        b, s, h = hidden.shape
        q, k, v = self._split(self.query(hidden)), self._split(self.key(hidden)), self._split(self.value(hidden))
        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.head_dim)
        context = torch.matmul(torch.softmax(scores, dim=-1), v).permute(0, 2, 1, 3).reshape(b, s, h)
        hidden = self.attn_norm(hidden + self.attn_out(context))
        return self.ffn_norm(hidden + self.ffn_out(nn.functional.gelu(self.ffn_in(hidden))))


def bert_layer() -> nn.Module:
    """BERT-base sizes: hidden 768, 12 heads, FFN 3072 (sequence length comes from the input)."""
    return BertLayer()


class TinyConvNet(nn.Module):
    """conv3x3 + relu, twice, then a matmul to 8 outputs, no biases: the tiny ONNX model of the
    tests, in PyTorch (the same shapes, so the same tasks); seconds to tune, for smoke runs."""

    def __init__(self, channels: int = 4, size: int = 6, classes: int = 8) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.fc = nn.Parameter(torch.randn(channels * size * size, classes))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = torch.relu(self.conv2(torch.relu(self.conv1(x))))
        return torch.matmul(torch.flatten(x, 1), self.fc)


def tiny_convnet() -> nn.Module:
    """Input [1, 4, 6, 6]."""
    return TinyConvNet()
