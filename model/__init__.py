"""LNN neurons, the FOL-LNN policy and its one forward (:mod:`model.kernel`, what training, the
server and the Python agent run), and versioned policy artifacts.

Import the modules themselves (``from model.artifact import ...``): this package imports none,
so that serving (:mod:`model.numpy_policy`, :mod:`model.artifact`) does not load torch, which
only training's modules (:mod:`model.policy`, :mod:`model.lnn`, :mod:`model.registry`, the
baselines) import.
"""

__all__: list[str] = []
