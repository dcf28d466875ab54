"""Training from Python: :func:`train` runs ``folnn train`` in-process and returns the policy it
published as an :class:`~folnn.agent.Agent`.

    >>> import folnn
    >>> agent = folnn.train(folnn.TrainArgs(difficulty="easy", epochs=30, out="runs/easy"))
    >>> agent.predict("-= Kitchen =-\\nThere is a coin here.")[0]
    'take coin'
"""

from __future__ import annotations

import dataclasses

from folnn.agent import Agent
from training.train import check_out
from training.train import train as train_run
from training.train_args import TrainArgs

__all__ = ["train"]


def train(args: TrainArgs) -> Agent:
    """Train one run by the protocol (``TrainArgs``: the options of ``folnn train``) and load
    the policy artifact it wrote under ``args.out`` as an :class:`Agent`.

    As the command: an ``out`` that already holds a run is refused unless ``args.resume``
    (:class:`~training.options.UsageError`); Ctrl-C stops at the end of the epoch with a
    checkpoint and raises :class:`~training.train.TrainingStopped` (a ``KeyboardInterrupt``);
    ``TrainArgs(..., resume=True)`` continues it. The agent decides with the service's own
    code, so it takes the policies the service serves (the FOL-LNN methods, ``fol-lnn`` and
    ``fol-lnn-critic``); the run of another method is written, and loading it raises
    :class:`~model.artifact.ArtifactError`.

    Missing games are generated in this process unless ``args.workers`` is set: a process pool
    re-imports the calling script, which a script without an ``if __name__ == "__main__":``
    guard does not survive (set ``workers`` under such a guard, or run ``folnn games`` first,
    to generate in parallel)."""
    if not isinstance(args, TrainArgs):
        raise TypeError(
            f"train: args must be a folnn.TrainArgs (the options of folnn train),"
            f" got {type(args).__name__}"
        )
    if args.workers is None:
        args = dataclasses.replace(args, workers=1)
    check_out(args)
    result = train_run(args)
    return Agent.load(result.artifact)
