"""Where the first epochs go (issue 42, item 1): when each LNN weight settles, and what the
agent does before, read off runs trained with ``record_weights`` (docs/training.md, "Where the
first 100 epochs go").

A weight *settles* at epoch e when after every epoch from e on it stays within ε of its value
after the last epoch (``settle_epoch``). Per network, each literal's weight in the initial
gate (the one every run starts with) is followed, and the epochs its grown gates were born (a
grown gate starts as an exact conjunction, its weights 0 or 1). Two ε are reported: 1 − α = 0.1 (the
weight is where it ends) and 0.5 (it stays on the side of ½ where it ends: what the rule read
at that literal will be).

``python -m training.convergence RUNS --out PREFIX``: RUNS holds
``<candidates>/<difficulty>-s<seed>`` run folders (their ``metrics.json``); writes
``PREFIX.json`` and the figures ``PREFIX-settling.png``, ``PREFIX-weights.png`` and
``PREFIX-first-epochs.png``.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from model.policy import FolLnnPolicy
from training.methods import Method

__all__ = ["behaviour", "main", "settle_epoch", "settling", "weight_snapshot"]


def weight_snapshot(method: Method) -> dict:
    """The method's network's weights as lists (``record_weights``): every parameter by name,
    and for an LNN its gates per network (``gates``, the rows of ``and_weight`` network after
    network; a grown gate is the last of its network), the networks' names and the literals
    (``and_weight``'s columns)."""
    network = method.network
    snapshot = {n: p.detach().tolist() for n, p in network.named_parameters()}
    if isinstance(network, FolLnnPolicy):
        snapshot["gates"] = list(network.config.gates)
        snapshot["networks"] = list(network.network_names)
        snapshot["literals"] = [str(literal) for literal in network.literal_set]
    return snapshot


EPSILONS = (0.1, 0.5)
"""The settling tolerances reported (docstring above)."""


def settle_epoch(epochs: Sequence[int], values: Sequence[float], eps: float) -> int:
    """The first of ``epochs`` from which every value stays within ``eps`` of the last one
    (the first epoch when the weight never leaves that band)."""
    final = values[-1]
    settled = epochs[-1]
    for epoch, value in zip(reversed(epochs), reversed(values), strict=True):
        if abs(value - final) > eps:
            break
        settled = epoch
    return settled


def _gate_rows(gates: Sequence[int]) -> list[list[int]]:
    """Each network's rows of ``and_weight`` (network after network)."""
    starts = np.cumsum([0, *gates])
    return [list(range(starts[n], starts[n + 1])) for n in range(len(gates))]


def settling(weights: list[dict], eps: float) -> dict[str, dict[str, float]]:
    """``{network: {key: epoch}}``: the epoch each literal's weight in the network's initial
    gate settles (the gate every run starts with, of the rewarded kind), the epochs its first
    and last grown gates were born (NaN: none grew), and the epoch its priority settles."""
    final = weights[-1]
    epochs = [w["epoch"] for w in weights]
    out: dict[str, dict[str, float]] = {}
    for n, name in enumerate(final["networks"]):
        rows = [_gate_rows(w["gates"])[n][0] for w in weights]
        per: dict[str, float] = {}
        for j, literal in enumerate(final["literals"]):
            series = [w["and_weight"][r][j] for w, r in zip(weights, rows, strict=True)]
            per[literal] = settle_epoch(epochs, series, eps)
        births = [
            next(w["epoch"] for w in weights if w["gates"][n] > k)
            for k in range(weights[0]["gates"][n], final["gates"][n])
        ]
        per["first growth"] = births[0] if births else float("nan")
        per["last growth"] = births[-1] if births else float("nan")
        per["priority"] = settle_epoch(epochs, [w["priority"][n] for w in weights], eps)
        out[name] = per
    return out


def behaviour(metrics: dict) -> dict[str, list]:
    """Per epoch, the share of training transitions that were off the found words and that
    left the state as it was; per evaluation, the games unsolved by how they ended."""
    training = metrics["training"]
    return {
        "epoch": [r["epoch"] for r in training],
        "off_found": [round(r["off_found"] / max(1, r["steps"]), 3) for r in training],
        "unchanged": [round(r["unchanged"] / max(1, r["steps"]), 3) for r in training],
        "eval_epoch": [e["epoch"] for e in metrics["evaluations"]],
        "reward": [e["reward"] for e in metrics["evaluations"]],
        "steps": [e["steps"] for e in metrics["evaluations"]],
        "ends": [e.get("ends", {}) for e in metrics["evaluations"]],
    }


_RUN = re.compile(r"(?P<difficulty>[a-z0-9]+)-s(?P<seed>\d+)$")


def _runs(root: Path) -> dict[tuple[str, str], list[dict]]:
    """``{(candidates, difficulty): [metrics, ...]}`` of the finished runs under ``root``."""
    runs: dict[tuple[str, str], list[dict]] = {}
    for path in sorted(root.glob("*/*/metrics.json")):
        match = _RUN.match(path.parent.name)
        if match is None:
            continue
        metrics = json.loads(path.read_text())
        if not metrics.get("weights"):
            continue
        runs.setdefault((path.parent.parent.name, match["difficulty"]), []).append(metrics)
    return runs


def _summary(runs: dict[tuple[str, str], list[dict]]) -> dict:
    summary: dict = {}
    for (candidates, difficulty), group in sorted(runs.items()):
        entry = summary.setdefault(difficulty, {}).setdefault(candidates, {})
        entry["seeds"] = [m["config"]["seed"] for m in group]
        entry["settling"] = {
            str(eps): [settling(m["weights"], eps) for m in group] for eps in EPSILONS
        }
        entry["evaluations"] = [m["evaluations"] for m in group]
        entry["reported_100"] = [m["reported"].get("100") for m in group]
        entry["reported_200"] = [m["reported"].get("200") for m in group]
        entry["oracle_steps"] = [m["oracle_steps"] for m in group]
        entry["rules"] = [[r["text"] for r in m["rules"]] for m in group]
        entry["training"] = [
            {k: v for k, v in behaviour(m).items() if k in ("off_found", "unchanged")}
            for m in group
        ]
    return summary


def _plot_settling(summary: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    difficulties = [d for d in ("medium", "hard") if d in summary]
    fig, axes = plt.subplots(len(EPSILONS), len(difficulties), figsize=(13, 8), squeeze=False)
    colours = {"all": "tab:red", "found": "tab:blue"}
    for col, difficulty in enumerate(difficulties):
        for row, eps in enumerate(EPSILONS):
            ax = axes[row][col]
            labels: list[str] = []
            for offset, candidates in ((-0.15, "all"), (0.15, "found")):
                runs = summary[difficulty].get(candidates)
                if runs is None:
                    continue
                per_run = runs["settling"][str(eps)]
                keys = [(n, lit) for n, lits in per_run[0].items() for lit in lits]
                labels = [f"{n}: {lit}" for n, lit in keys]
                values = np.array([[r[n][lit] for n, lit in keys] for r in per_run], float)
                x = np.arange(len(keys)) + offset
                for seed_values in values:
                    ax.plot(x, seed_values, ".", color=colours[candidates], alpha=0.35)
                ax.plot(
                    x,
                    np.nanmedian(values, 0),
                    "_",
                    markersize=12,
                    mew=2,
                    color=colours[candidates],
                    label=f"{candidates} (median of {len(values)} seeds; dots: each seed)",
                )
            ax.set_xticks(np.arange(len(labels)))
            ax.set_xticklabels(labels, rotation=70, fontsize=7)
            ax.set_ylim(0, 102)
            ax.axhline(40, color="grey", lw=0.6, ls=":")
            ax.set_title(f"{difficulty}: epoch the weight settles (ε = {eps})", fontsize=9)
            ax.set_ylabel("epoch")
            if row == 0 and col == 0:
                ax.legend(fontsize=7, loc="center")
    fig.suptitle(
        "fol-lnn, 100 epochs, valid fold: per network, the epoch after which each literal's weight"
        " in the initial gate\nstays within ε of its final value, and the epochs gates were grown"
        " (dotted: the α-constraint's anneal starts)",
        fontsize=9,
    )
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def _plot_first_epochs(summary: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    difficulties = [d for d in ("medium", "hard") if d in summary]
    fig, axes = plt.subplots(3, len(difficulties), figsize=(12, 9), squeeze=False)
    colours = {"all": "tab:red", "found": "tab:blue"}
    for col, difficulty in enumerate(difficulties):
        for candidates, runs in sorted(summary[difficulty].items()):
            c = colours.get(candidates, "black")
            evals = runs["evaluations"]
            epochs = [e["epoch"] for e in evals[0]]
            reward = np.array([[e["reward"] for e in run] for run in evals])
            steps = np.array([[e["steps"] for e in run] for run in evals])
            refused, looped, limit = (
                np.array([[e.get("ends", {}).get(end, 0) for e in run] for run in evals])
                for end in ("refused", "looped", "limit")
            )
            ax = axes[0][col]
            for run_steps in steps:
                ax.plot(epochs, run_steps, color=c, alpha=0.25, lw=0.8)
            ax.plot(epochs, steps.mean(0), color=c, lw=2, label=f"{candidates}: steps (mean)")
            ax.plot(epochs, 100 * reward.mean(0), color=c, lw=1, ls="--", label="reward × 100")
            ax.axhline(np.mean(runs["oracle_steps"]), color="grey", lw=0.8, ls=":")
            ax.set_title(f"{difficulty}: greedy evaluations (valid, 50 games)", fontsize=9)
            ax.set_ylim(0, 101)
            ax.legend(fontsize=7)
            ax = axes[1][col]
            ax.plot(epochs, refused.mean(0), color=c, lw=2, label=f"{candidates}: refused")
            ax.plot(epochs, looped.mean(0), color=c, lw=1, ls="--", label="longer loop")
            ax.plot(epochs, limit.mean(0), color=c, lw=1, ls=":", label="step limit")
            ax.set_title(f"{difficulty}: unsolved games by how they ended (mean)", fontsize=9)
            ax.set_ylabel("games of 50")
            ax.legend(fontsize=7)
            ax = axes[2][col]
            off = np.array([t["off_found"] for t in runs["training"]]).mean(0)
            unchanged = np.array([t["unchanged"] for t in runs["training"]]).mean(0)
            x = np.arange(1, len(off) + 1)
            ax.plot(x, off, color=c, lw=1.5, label=f"{candidates}: off the found words")
            ax.plot(x, unchanged, color=c, lw=1, ls="--", label="left the state as it was")
            ax.set_title(
                f"{difficulty}: training transitions (share per epoch; all of them replayed)",
                fontsize=9,
            )
            ax.set_ylim(0, 1)
            ax.set_xlabel("epoch")
            ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def _plot_weights(runs: dict[tuple[str, str], list[dict]], path: Path) -> None:
    """Each network's initial-gate weights over the epochs (mean over seeds) and its gates."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    difficulties = [d for d in ("medium", "hard") if any(k[1] == d for k in runs)]
    first = next(iter(runs.values()))[0]["weights"][-1]
    networks, literals = first["networks"], first["literals"]
    fig, axes = plt.subplots(
        len(difficulties), 2 * len(networks), figsize=(16, 4 * len(difficulties)), squeeze=False
    )
    cmap = plt.get_cmap("tab10")
    for row, difficulty in enumerate(difficulties):
        for col, candidates in enumerate(("all", "found")):
            group = runs.get((candidates, difficulty), [])
            if not group:
                continue
            for n, name in enumerate(networks):
                ax = axes[row][2 * n + col]
                epochs = [w["epoch"] for w in group[0]["weights"]]
                for j, literal in enumerate(literals):
                    series = np.array(
                        [
                            [w["and_weight"][_gate_rows(w["gates"])[n][0]][j] for w in m["weights"]]
                            for m in group
                        ]
                    )
                    style = "-" if j < len(literals) // 2 else "--"
                    ax.plot(epochs, series.mean(0), style, color=cmap(j % 10), label=literal)
                gates = np.array([[w["gates"][n] for w in m["weights"]] for m in group])
                ax.plot(epochs, gates.mean(0) / 4, color="black", lw=2, label="gates / 4")
                ax.axvline(40, color="grey", lw=0.6, ls=":")
                ax.set_ylim(-0.02, 1.02)
                ax.set_title(
                    f"{difficulty}, {candidates}: {name}, initial gate (mean of {len(group)})",
                    fontsize=9,
                )
                ax.set_xlabel("epoch")
                if row == 0 and n == 0 and col == 0:
                    ax.legend(fontsize=6, loc="center right")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def main(argv: Sequence[str] | None = None) -> int:
    """Summarise the runs under RUNS and draw the figures (module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--figures",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="draw the figures (they compare the run folders named all and found)",
    )
    args = parser.parse_args(argv)
    runs = _runs(args.runs)
    summary = _summary(runs)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(summary, ensure_ascii=False, separators=(",", ":"))
    Path(f"{args.out}.json").write_text(text + "\n")
    if not args.figures:
        return 0
    _plot_settling(summary, Path(f"{args.out}-settling.png"))
    _plot_first_epochs(summary, Path(f"{args.out}-first-epochs.png"))
    _plot_weights(runs, Path(f"{args.out}-weights.png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
