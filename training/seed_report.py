"""The per-seed benchmark of one method: `folnn seeds`.

Table 1 averages over seeds; this report keeps every run. For each difficulty and seed it lists
the protocol's reported reward and steps (moving averages, docs/architecture.md §5) against the
oracle the run recorded on the same test games (its expectation over exit orders; one order, the
run's seed, in a record written before issue 42), the learned rules and whether they have the
paper's structure (:mod:`training.rulecheck`), and what the run cost (wall time, the agent's own
time per game step over TextWorld's). Then, per difficulty, the means and the FOL-LNN targets:
mean reward ≥ 0.99 and mean steps ≤ 1.03 × the oracle's. It reads the runs' ``metrics.json`` as
`folnn train` and `folnn experiment` write them, and writes ``<name>.json`` and ``<name>.md``.
The targets are checked at the first epoch the runs report (100 in the protocol).
"""

from __future__ import annotations

import json
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

from training.options import check_dir, check_fields, check_range

DIFFICULTIES = ("easy", "medium", "hard")


@dataclass
class SeedsArgs:
    """Summarise one method's runs, seed by seed."""

    runs_dir: Path
    """Folder whose subfolders hold the runs' metrics.json (as `folnn experiment` writes)."""
    name: str = "fol-lnn-5seeds"
    """The report is <results-dir>/<name>.json and <name>.md."""
    results_dir: Path = Path("docs/results")
    """Where the report is written."""
    method: str = "fol-lnn"
    """Only the runs of this method."""
    reward_target: float = 0.99
    """Target mean reward at the first reported epoch."""
    steps_ratio_target: float = 1.03
    """Target mean steps over the mean oracle steps at the first reported epoch."""
    produced_by: str | None = None
    """How the runs were produced (a command line), printed under the title."""

    def __post_init__(self) -> None:
        check_fields(self)
        check_dir("runs_dir", self.runs_dir, must_exist=True)
        check_dir("results_dir", self.results_dir)
        check_range("reward_target", self.reward_target, 0.0, 1.0)
        check_range("steps_ratio_target", self.steps_ratio_target, 1.0, 100.0)


def _rule_text(rules: list[dict]) -> str:
    """``body → go(x); body → take(x)``: the rules without their ``∃x∈W_c:`` prefix."""
    return "; ".join(r["text"].split(": ", 1)[-1] for r in rules)


def _row(path: Path, metrics: dict) -> dict:
    """A run's row from its metrics.json; KeyError, TypeError or ValueError when malformed."""
    config = metrics["config"]
    oracle = float(metrics["oracle_steps"])
    if oracle <= 0:
        raise ValueError(f"oracle_steps must be positive, got {oracle}")
    if not metrics["reported"]:
        raise ValueError("no reported epochs")
    reported = {
        str(epoch): {
            "reward": float(value["reward"]),
            "steps": float(value["steps"]),
            "ratio": float(value["steps"]) / oracle,
        }
        for epoch, value in metrics["reported"].items()
    }
    share = (metrics.get("timing") or {}).get("agent_over_env")
    return {
        "run": path.parent.name,
        "difficulty": str(config["difficulty"]),
        "seed": int(config["seed"]),
        "epochs": int(config["epochs"]),
        "oracle_steps": oracle,
        "oracle_orders": int(metrics.get("oracle_orders") or 1),
        "reported": reported,
        "wall_seconds": float(metrics["wall_seconds"]),
        "agent_over_env": None if share is None else float(share),
        "paper_structure": bool((metrics.get("rule_check") or {}).get("matches")),
        "rules": _rule_text(metrics.get("rules") or []),
    }


def collect(runs_dir: Path, method: str) -> list[dict]:
    """One row per finished run of ``method`` under ``runs_dir``, by difficulty then seed;
    ValueError naming the file when a metrics.json is malformed or a seed appears twice."""
    rows, seen = [], {}
    for path in sorted(runs_dir.glob("*/metrics.json")):
        try:
            metrics = json.loads(path.read_text(encoding="utf-8"))
            if metrics["config"]["method"] != method:
                continue
            row = _row(path, metrics)
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"{path}: not a finished run's metrics.json ({exc!r})") from exc
        key = (row["difficulty"], row["seed"])
        if key in seen:
            raise ValueError(f"{path}: {key[0]} seed {key[1]} again (also in {seen[key]})")
        seen[key] = path.parent.name
        rows.append(row)
    order = {d: i for i, d in enumerate(DIFFICULTIES)}
    return sorted(rows, key=lambda r: (order.get(r["difficulty"], 99), r["seed"]))


def summarize(rows: list[dict], reward_target: float, ratio_target: float) -> list[dict]:
    """Per difficulty: means over seeds at each reported epoch, the worst seed, the targets."""
    out = []
    for difficulty in DIFFICULTIES:
        runs = [r for r in rows if r["difficulty"] == difficulty]
        if not runs:
            continue
        oracle = statistics.mean(r["oracle_steps"] for r in runs)
        epochs = sorted({e for r in runs for e in r["reported"]}, key=int)
        by_epoch = {}
        for e in epochs:
            reached = [r for r in runs if e in r["reported"]]  # the runs that reached epoch e
            at = [r["reported"][e] for r in reached]
            steps = statistics.mean(a["steps"] for a in at)
            by_epoch[e] = {
                "runs": len(at),
                "reward": statistics.mean(a["reward"] for a in at),
                "steps": steps,
                "ratio": steps / statistics.mean(r["oracle_steps"] for r in reached),
                "worst_seed_ratio": max(a["ratio"] for a in at),
                "min_seed_reward": min(a["reward"] for a in at),
            }
        first = by_epoch[epochs[0]]
        shares = [r["agent_over_env"] for r in runs if r["agent_over_env"] is not None]
        out.append(
            {
                "difficulty": difficulty,
                "seeds": len(runs),
                "oracle_steps": oracle,
                "epochs": by_epoch,
                "paper_structure": sum(r["paper_structure"] for r in runs),
                "wall_seconds_mean": statistics.mean(r["wall_seconds"] for r in runs),
                "agent_over_env_mean": statistics.mean(shares) if shares else None,
                "target_epoch": epochs[0],
                "targets_met": first["reward"] >= reward_target and first["ratio"] <= ratio_target,
            }
        )
    return out


def render_markdown(report: dict) -> str:
    """The report as two markdown tables: every run, then per difficulty."""
    lines = [
        f"# {report['method']}: every seed ({report['name']})",
        "",
        "Written by `folnn seeds` from the runs' metrics.json (see training/seed_report.py). "
        "Reward and steps are the protocol's moving averages on the 50 unseen test games; the "
        "oracle is the depth-first explorer on the same games as the run recorded it (its "
        "expected steps over its exit orders; a record written before issue 42: its seed's one "
        "order, marked *); × oracle is steps / oracle steps; "
        "`agent/env` is the agent's own time per game step over TextWorld's.",
        "",
    ]
    if report.get("produced_by"):
        lines += ["The runs:", "", "```sh", report["produced_by"], "```", ""]
    epochs = sorted({e for r in report["runs"] for e in r["reported"]}, key=int)
    head = ["difficulty", "seed", "oracle steps"]
    head += [f"epoch {e}: reward / steps (× oracle)" for e in epochs]
    head += ["wall s", "agent/env", "paper structure", "rules"]
    lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in report["runs"]:
        one_order = "*" if r.get("oracle_orders", 1) == 1 else ""
        cells = [r["difficulty"], str(r["seed"]), f"{r['oracle_steps']:.2f}{one_order}"]
        for e in epochs:
            a = r["reported"].get(e)
            cells.append(f"{a['reward']:.2f} / {a['steps']:.2f} ({a['ratio']:.3f})" if a else "–")
        share = r["agent_over_env"]
        cells += [
            f"{r['wall_seconds']:.0f}",
            "–" if share is None else f"{share:.2f}",
            "yes" if r["paper_structure"] else "no",
            f"`{r['rules']}`",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    target = report["targets"]
    lines += [
        "",
        f"Targets at the first reported epoch: mean reward ≥ {target['reward']}, mean steps ≤ "
        f"{target['steps_ratio']} × the mean oracle steps.",
        "",
    ]
    head = ["difficulty", "seeds"]
    head += [f"epoch {e}: reward, steps / oracle (mean of seeds)" for e in epochs]
    head += [
        "worst seed × oracle, first epoch",
        "paper structure",
        "wall s (mean)",
        "agent/env (mean)",
        "targets",
    ]
    lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for s in report["summary"]:
        cells = [s["difficulty"], str(s["seeds"])]
        for e in epochs:
            a = s["epochs"].get(e)
            cells.append(
                f"{a['reward']:.3f}, {a['steps']:.2f} / {s['oracle_steps']:.2f} = {a['ratio']:.3f}"
                if a
                else "–"
            )
        share = s["agent_over_env_mean"]
        cells += [
            f"{s['epochs'][s['target_epoch']]['worst_seed_ratio']:.3f}",
            f"{s['paper_structure']}/{s['seeds']}",
            f"{s['wall_seconds_mean']:.0f}",
            "–" if share is None else f"{share:.2f}",
            "met" if s["targets_met"] else "not met",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def run_seeds(args: SeedsArgs) -> int:
    """`folnn seeds`: write the report; exit status 2 when there is nothing to report."""
    if not args.runs_dir.is_dir():
        print(f"folnn seeds: {args.runs_dir} is not a folder", file=sys.stderr)
        return 2
    try:
        rows = collect(args.runs_dir, args.method)
    except ValueError as exc:
        print(f"folnn seeds: {exc}", file=sys.stderr)
        return 2
    if not rows:
        print(f"folnn seeds: no finished {args.method} runs under {args.runs_dir}", file=sys.stderr)
        return 2
    report = {
        "name": args.name,
        "method": args.method,
        "produced_by": args.produced_by,
        "targets": {"reward": args.reward_target, "steps_ratio": args.steps_ratio_target},
        "runs": rows,
        "summary": summarize(rows, args.reward_target, args.steps_ratio_target),
    }
    text = render_markdown(report)
    args.results_dir.mkdir(parents=True, exist_ok=True)
    out = args.results_dir / f"{args.name}.json"
    out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    out.with_name(f"{args.name}.md").write_text(text, encoding="utf-8")
    print(f"{len(rows)} runs -> {args.results_dir / args.name}.json/.md")
    return 0
