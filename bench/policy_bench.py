"""One served decision's policy part, torch against numpy, on real fact tables.

A decision asks the policy for the scores, the ranking (with the class priority) and the
explanation of the chosen action. Measured in one process, one thread, alternating the two
forwards in slices (so a shared machine's load drifts hit both alike), on the converter's fact
tables of real play (reliability.harness.real_transcripts), with the shipped trained policy.
The numpy forward (model/numpy_policy.py) is what the server runs.
"""

from __future__ import annotations

import json
import sys
import time

__all__ = ["run"]


def _policy():  # noqa: ANN202 - FolLnnPolicy
    from folnn.agent import DEFAULT_POLICY
    from model.registry import load_artifact
    from model.versions import resolve_version

    newest = resolve_version(DEFAULT_POLICY)  # the shipped default, as `make serve` serves it
    return load_artifact(newest).model, newest.name


def run(quick: bool = False) -> dict:
    """Microseconds per decision with each forward; the ratio torch / numpy."""
    import numpy as np
    import torch

    from converter.converter import FOLConverter, Turn
    from reliability.harness import real_transcripts

    torch.set_num_threads(1)  # as each gunicorn worker runs it
    policy, version = _policy()
    converter = FOLConverter().for_vocabulary(policy.vocabulary)  # the facts the policy reads
    tables = [
        converter.convert(pairs[k][0], [Turn(o, a) for o, a in pairs[:k]])
        for pairs in real_transcripts()
        for k in range(len(pairs))
    ]
    fast = policy.frozen()
    actions = policy.vocabulary.actions

    def with_torch(table) -> object:  # noqa: ANN001
        policy.scores(table)
        action = actions[int(np.argmax(policy.ranking(table)))]
        return policy.explain(table, action)

    def with_numpy(table) -> object:  # noqa: ANN001
        ev = fast.evaluate(table)
        return fast.explain(table, actions[int(np.argmax(ev.ranking))], ev)

    timings: dict[str, list[float]] = {"torch": [], "numpy": []}
    for _ in range(2 if quick else 6):
        for name, decide in (("torch", with_torch), ("numpy", with_numpy)):
            t0 = time.perf_counter()
            for table in tables:
                decide(table)
            timings[name].append((time.perf_counter() - t0) / len(tables) * 1e6)
    us = {name: round(sorted(v)[len(v) // 2], 1) for name, v in timings.items()}
    return {
        "benchmark": "policy part of one decision (scores, ranking, explanation)",
        "policy": version,
        "quick": quick,
        "tables": len(tables),
        "us_per_decision": us,
        "us_by_slice": {k: [round(x, 1) for x in v] for k, v in timings.items()},
        "torch_to_numpy": round(us["torch"] / us["numpy"], 1),
    }


if __name__ == "__main__":
    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
