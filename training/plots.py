"""Learning curves as PNG: one run's evaluations and training signals, and the comparison of
methods (test reward and steps against epoch: the paper's Figure 2)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402


def _moving(values: Sequence[float], epochs: Sequence[int], window: int = 100) -> np.ndarray:
    e = np.asarray(epochs)
    v = np.asarray(values, dtype=float)
    return np.array([v[(e > x - window) & (e <= x)].mean() for x in e])


def plot_run(metrics: Mapping, path: Path) -> Path:
    """One run: the evaluations (test reward and steps, raw and the N=100 moving average) above
    what training saw (the mean return of each epoch's training episodes with ε, and the mean TD
    loss of each epoch's updates)."""
    evals = metrics["evaluations"]
    fig, axes = plt.subplots(2, 2, figsize=(11, 7))
    if evals:
        epochs = [e["epoch"] for e in evals]
        for ax, key, label in (
            (axes[0, 0], "reward", "test reward"),
            (axes[0, 1], "steps", "test steps"),
        ):
            raw = [e[key] for e in evals]
            ax.plot(epochs, raw, color="0.7", lw=1, marker=".", label="evaluation")
            ax.plot(epochs, _moving(raw, epochs), color="C0", lw=2, label="moving average (N=100)")
            ax.set_ylabel(label)
        oracle = metrics.get("oracle_steps")
        if oracle:
            axes[0, 1].axhline(oracle, color="C3", ls="--", lw=1, label=f"oracle ({oracle:.1f})")
        axes[0, 0].set_ylim(-0.02, 1.02)
        axes[0, 1].legend(fontsize=8)
    training = metrics.get("training") or []
    if training:
        epochs = [t["epoch"] for t in training]
        returns = [t["episode_return"] for t in training]
        ax = axes[1, 0]
        ax.plot(epochs, returns, color="0.7", lw=1, label="mean return of the epoch's games")
        ax.plot(epochs, _moving(returns, epochs, 10), color="C2", lw=2, label="moving average (10)")
        ax.set_ylabel("training return (score + discovery bonus)")
        eps = ax.twinx()
        eps.plot(epochs, [t["epsilon"] for t in training], color="C1", ls=":", lw=1.5, label="ε")
        eps.set_ylabel("ε (exploration)", color="C1")
        eps.set_ylim(0, 1.05)
        lines = ax.get_legend_handles_labels()
        more = eps.get_legend_handles_labels()
        ax.legend(lines[0] + more[0], lines[1] + more[1], fontsize=8, loc="lower right")
        losses = [(t["epoch"], t["td_loss"]) for t in training if t["td_loss"] is not None]
        if losses:
            x, y = zip(*losses, strict=True)
            axes[1, 1].plot(x, y, color="C4", lw=1.5)
            if min(y) > 0:
                axes[1, 1].set_yscale("log")
        axes[1, 1].set_ylabel("TD loss (mean per epoch)")
    for ax in axes.flat:
        ax.set_xlabel("epoch")
        ax.grid(alpha=0.3)
    cfg = metrics.get("config", {})
    method, difficulty, seed = cfg.get("method"), cfg.get("difficulty"), cfg.get("seed")
    fig.suptitle(f"{method} on {difficulty} games, seed {seed}")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


_FAMILY_TITLES = {"twx": "TextWorldExpress (twx)"}

Curves = Mapping[str, Mapping[str, Sequence[tuple[int, float, float, float, float]]]]
"""``curves[difficulty][method]``: rows (epoch, reward_mean, reward_std, steps_mean, steps_std)
over seeds."""


def plot_comparison(
    curves: Curves,
    out_dir: Path,
    labels: Mapping[str, str] | None = None,
    oracle_steps: Mapping[str, float] | None = None,
    order: Sequence[str] = (),
    zoom_epochs: int = 0,
    zoom_curves: Curves | None = None,
) -> list[Path]:
    """Figure 2: per difficulty, reward and steps against epoch, one line per method.

    ``curves`` are already moving-averaged (N = 100). ``labels`` names the methods in the
    legend; ``oracle_steps[difficulty]`` draws the oracle's steps as a dotted line. Methods come
    in ``order`` (the others after it, sorted), each in its own colour; an ablation
    (``<method>@<change>``) is dashed, in its method's colour, beside it. Where a difficulty's
    curves run past ``zoom_epochs`` (> 0), a second row shows the first ``zoom_epochs`` epochs
    of ``zoom_curves`` (each evaluation, no moving average; default: ``curves``).
    """
    labels = labels or {}
    oracle_steps = oracle_steps or {}
    paths = []
    for difficulty, methods in curves.items():
        drawn = {m: rows for m, rows in methods.items() if rows}
        names = [m for m in order if m in drawn] + sorted(m for m in drawn if m not in order)
        bases = list(dict.fromkeys(m.partition("@")[0] for m in names))
        styles = {
            m: {
                "color": f"C{bases.index(m.partition('@')[0]) % 10}",
                "ls": "--" if "@" in m else "-",
                "label": labels.get(m, m),
            }
            for m in names
        }
        last = max((rows[-1][0] for rows in drawn.values()), default=0)
        rows = [(drawn, "moving average N = 100, every epoch")]
        if 0 < zoom_epochs < last:
            zoom = drawn if zoom_curves is None else zoom_curves.get(difficulty, {})
            what = "moving average N = 100" if zoom_curves is None else "each evaluation"
            rows.append((zoom, f"{what}, the first {zoom_epochs} epochs"))
        fig, axes = plt.subplots(
            len(rows), 2, figsize=(12, 3.6 * len(rows) + 1.2), squeeze=False, layout="constrained"
        )
        highest = max(
            [max(r[3] for r in drawn[m]) for m in names] + [oracle_steps.get(difficulty, 1.0)]
        )
        for (row_curves, title), (reward_ax, steps_ax) in zip(rows, axes, strict=True):
            for method in names:
                if row_curves.get(method):
                    _draw(reward_ax, steps_ax, row_curves[method], styles[method])
            if difficulty in oracle_steps:
                steps = oracle_steps[difficulty]
                steps_ax.axhline(steps, color="0.4", ls=":", lw=1.5, label=f"oracle ({steps:.1f})")
            reward_ax.set_ylabel("test reward")
            steps_ax.set_ylabel("test steps (100 = not solved)")
            reward_ax.set_ylim(-0.02, 1.02)
            steps_ax.set_ylim(0, 1.05 * highest)  # a band past the step limit means nothing
            for ax in (reward_ax, steps_ax):
                ax.set_xlabel("epoch")
                ax.set_title(title, fontsize=10)
                ax.grid(alpha=0.3)
        if len(rows) > 1:
            for ax in axes[1]:
                ax.set_xlim(0, zoom_epochs)
        handles, texts = axes[0, 1].get_legend_handles_labels()
        fig.legend(handles, texts, loc="outside lower center", ncols=4, fontsize=9)
        name = _FAMILY_TITLES.get(difficulty, difficulty.capitalize())
        fig.suptitle(f"{name} games: test reward and steps, mean ± std over seeds")
        path = out_dir / f"figure2_{difficulty}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        fig.savefig(path, dpi=110)
        plt.close(fig)
        paths.append(path)
    return paths


def _draw(reward_ax, steps_ax, rows: Sequence[tuple], style: Mapping) -> None:
    """One method's reward and steps curves, each with its ± std band."""
    e, rm, rs, sm, ss = (np.asarray(c, dtype=float) for c in zip(*rows, strict=True))
    reward_ax.plot(e, rm, lw=2, **style)
    reward_ax.fill_between(e, rm - rs, rm + rs, color=style["color"], alpha=0.12)
    steps_ax.plot(e, sm, lw=2, **style)
    steps_ax.fill_between(e, sm - ss, sm + ss, color=style["color"], alpha=0.12)


def plot_generalisation(
    results: Mapping[str, Mapping[str, Mapping[str, float]]],
    path: Path,
    labels: Mapping[str, str] | None = None,
    order: Sequence[str] = (),
    by_epochs: Mapping[str, Mapping[str, Mapping[str, Mapping[str, float]]]] | None = None,
) -> Path:
    """Deep-map play of every method: per training difficulty, reward and steps ÷ the
    depth-first oracle's, a bar per method with its std over seeds.

    ``results[method][difficulty]`` holds ``reward_mean``, ``reward_std``, ``steps_mean``,
    ``steps_std`` and ``dfs_steps`` (`training.generalisation`). ``by_epochs[method]
    [difficulty][epochs]`` (the same cells per run length), when it holds several lengths, gives
    a bar per difficulty and length: the difficulty's colour, the longer runs hatched.
    """
    labels = labels or {}
    methods = [m for m in order if m in results] + sorted(m for m in results if m not in order)
    difficulties = [d for d in ("easy", "medium", "hard") if any(d in r for r in results.values())]
    lengths = {
        d: sorted({e for by in (by_epochs or {}).values() for e in by.get(d, {})}, key=int)
        for d in difficulties
    }
    if not any(len(es) > 1 for es in lengths.values()):
        by_epochs = None
    series = [
        (d, e, k, j)
        for k, d in enumerate(difficulties)
        for j, e in enumerate(lengths[d] if by_epochs else [None])
    ]
    # The legend goes below both axes, in space constrained layout keeps for it: inside an
    # axes it covered the bars of the last rows.
    fig, axes = plt.subplots(
        1,
        2,
        figsize=(12, (0.32 + 0.05 * max(0, len(series) - 3)) * len(methods) + 2.6),
        sharey=True,
        layout="constrained",
    )
    y = np.arange(len(methods))
    height = 0.8 / max(1, len(series))
    for n, (difficulty, epochs, k, j) in enumerate(series):
        if epochs is None:
            cells = [results[m].get(difficulty) for m in methods]
        else:
            cells = [by_epochs[m].get(difficulty, {}).get(epochs) for m in methods]
        offset = y - 0.4 + height * (n + 0.5)
        reward = [c["reward_mean"] if c else np.nan for c in cells]
        reward_err = [c["reward_std"] if c else 0.0 for c in cells]
        ratio = [c["steps_mean"] / c["dfs_steps"] if c else np.nan for c in cells]
        ratio_err = [c["steps_std"] / c["dfs_steps"] if c else 0.0 for c in cells]
        style = {"color": f"C{k}", "hatch": "////" if j else None, "edgecolor": "white"}
        label = f"trained on {difficulty}" + (f", {epochs} epochs" if epochs else "")
        axes[0].barh(offset, reward, height, xerr=reward_err, label=label, **style)
        axes[1].barh(offset, ratio, height, xerr=ratio_err, label=label, **style)
    axes[0].set_yticks(y, [labels.get(m, m) for m in methods])
    axes[0].invert_yaxis()
    axes[0].set_xlim(0, 1.02)
    axes[0].set_xlabel("reward on deep maps (coin taken)")
    axes[1].axvline(1.0, color="0.3", ls="--", lw=1)
    axes[1].set_xlabel("steps ÷ depth-first oracle's steps (lower is better)")
    for ax in axes:
        ax.grid(axis="x", alpha=0.3)
    fig.legend(*axes[1].get_legend_handles_labels(), loc="outside lower center", ncols=3)
    fig.suptitle("Trained on level-5 protocol games, played on deep maps (mean ± std over seeds)")
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
