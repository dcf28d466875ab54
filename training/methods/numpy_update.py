"""What the hand-derived numpy updates share (``fol-lnn``, ``fol-lnn-critic``, NLM-DQN): torch's
Adam and gradient-norm clip in numpy, in place on the module's parameters, and the gradients of
the LNN's class-priority loss and of balanced squared errors. The LNN's forward pass is
:mod:`model.kernel`'s, the one serving runs.

These pieces take the step :class:`training.methods.base.AutogradLearner` takes (the same
formulas, float32); the tests check each update against an autograd oracle of its loss
(``tests/training/lnn_oracle.py``).
"""

from __future__ import annotations

import numpy as np

__all__ = [
    "BETAS",
    "EPS",
    "FlatAdam",
    "clip_grad_norm",
    "group_mean_squares",
    "priority_gradient",
]

BETAS = (0.9, 0.999)
EPS = 1e-8
"""Adam's defaults, as torch.optim.Adam."""


class FlatAdam:
    """torch.optim.Adam (no weight decay, no amsgrad) over numpy arrays updated in place.

    Moments live in one flat vector for all parameters; each parameter keeps its own step count,
    and a parameter whose gradient is None is skipped, as torch skips a parameter without grad
    (only trailing parameters may be skipped: the update is one slice of the flat vector).
    """

    def __init__(self, params: list[np.ndarray], lrs: list[float]) -> None:
        self.params = params
        sizes = [p.size for p in params]
        self.bounds = np.cumsum([0, *sizes])
        self.lr = np.repeat(np.asarray(lrs, np.float32), sizes)
        self.t = np.zeros(self.bounds[-1], np.float32)  # each element's parameter's steps
        self.m = np.zeros(self.bounds[-1], np.float32)
        self.v = np.zeros(self.bounds[-1], np.float32)

    def step(self, grads: list[np.ndarray | None]) -> None:
        """One Adam step with these gradients; trailing ones may be None (no gradient this
        time: that parameter and its moments stay as they are)."""
        k = len(grads)
        while k and grads[k - 1] is None:
            k -= 1
        if any(g is None for g in grads[:k]):
            raise ValueError("only trailing parameters may lack a gradient")
        end = self.bounds[k]
        g = np.concatenate([x.ravel() for x in grads[:k]])
        t = self.t[:end]
        t += 1
        b1, b2 = BETAS
        m, v = self.m[:end], self.v[:end]
        m += (1 - b1) * (g - m)
        v *= b2
        v += (1 - b2) * g * g
        step_size = self.lr[:end] / (1 - np.float32(b1) ** t)
        denom = np.sqrt(v) / np.sqrt(1 - np.float32(b2) ** t) + np.float32(EPS)
        delta = step_size * m / denom
        for i in range(k):
            p = self.params[i]
            p -= delta[self.bounds[i] : self.bounds[i + 1]].reshape(p.shape)


def clip_grad_norm(
    grads: list[np.ndarray | None], max_norm: float | None
) -> list[np.ndarray | None]:
    """``torch.nn.utils.clip_grad_norm_``: scale every gradient by ``max_norm / (norm + 1e-6)``
    when that is below 1 (the norm over all of them; None counts as absent); unchanged when
    ``max_norm`` is None."""
    if max_norm is None:
        return grads
    norm = np.sqrt(sum(float(np.vdot(g, g)) for g in grads if g is not None))
    scale = np.float32(min(1.0, max_norm / (norm + 1e-6)))
    return [None if g is None else g * scale for g in grads]


def priority_gradient(
    held: np.ndarray, right: np.ndarray, priority: np.ndarray, class_onehot: np.ndarray
) -> tuple[float, np.ndarray | None]:
    """The LNN's class-priority loss and its gradient in ``priority`` (None where the loss has
    none: no row counts). ``held`` (B, A): actions held True; ``right`` (B, A): those of them
    that should rank first. A row counts where some action is right and another held True; its
    loss is the cross-entropy ``log Σ_held e^{tanh p_c} − log Σ_right e^{tanh p_c}`` over the
    actions' classes (``class_onehot`` (A, C)), averaged over the rows."""
    rows = right.any(1) & (held & ~right).any(1)
    if not rows.any():
        return 0.0, None
    squashed = np.tanh(priority)
    weights = np.exp(squashed)  # (C,)
    held_by_class = held[rows] @ class_onehot  # (R, C)
    right_by_class = right[rows] @ class_onehot
    held_sum, right_sum = held_by_class @ weights, right_by_class @ weights  # (R,)
    loss = float(np.log(held_sum / right_sum).sum()) / len(held_sum)
    d_held = held_by_class / held_sum[:, None] - right_by_class / right_sum[:, None]
    d_weights = d_held.sum(0) / len(held_sum)  # (C,)
    return loss, (d_weights * weights * (1 - squashed**2)).astype(np.float32)


def group_mean_squares(
    errors: np.ndarray, groups: np.ndarray, n_groups: int
) -> tuple[float, np.ndarray]:
    """The mean of the squared ``errors`` (N,) within each of ``groups`` (N,) (ints below
    ``n_groups``), then over the groups present, and its gradient in ``errors``: the balanced
    losses of fol-lnn (per word class) and fol-lnn-critic (per class and candidate or not)."""
    if errors.size == 0:
        return 0.0, errors
    counts = np.bincount(groups, minlength=n_groups)
    sums = np.bincount(groups, weights=errors * errors, minlength=n_groups)
    present = counts > 0
    loss = float((sums[present] / counts[present]).sum()) / present.sum()
    scale = (2.0 / present.sum() / np.maximum(counts, 1)).astype(np.float32)
    return loss, errors * scale[groups]
