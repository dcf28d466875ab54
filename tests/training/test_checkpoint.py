"""A checkpoint gives back every value with the shape it was saved with (issue 40, item 1: a
numpy scalar came back as a (1,) array, and ``fol-lnn``'s update crashed once its α-constraint
term read one)."""

from __future__ import annotations

import numpy as np
import torch

from training import checkpoint


class _Holder:  # a class of this project's test tree is not trusted: restored into in place
    pass


def test_scalars_and_zero_dimensional_arrays_keep_their_shape(tmp_path):
    held = _Holder()
    held.alpha = np.float32(0.9)
    held.count = np.int64(7)
    held.zero_d = np.asarray(2.5)
    held.step = torch.tensor(3.0)  # a torch optimiser's step is a 0-d tensor
    held.row = np.arange(3, dtype=np.float32)
    checkpoint.save(tmp_path / "c", {"held": held})

    back = _Holder()
    back.zero_d = np.zeros(())
    back.step = torch.tensor(0.0)
    back = checkpoint.load(tmp_path / "c").restore("held", back)
    assert type(back.alpha) is np.float32 and back.alpha == np.float32(0.9)
    assert type(back.count) is np.int64 and back.count == 7
    assert back.zero_d.shape == () and back.zero_d == 2.5
    assert back.step.shape == () and back.step.item() == 3.0
    assert back.row.shape == (3,)
    assert float(np.float32(1.0) * back.alpha) == float(np.float32(0.9))
