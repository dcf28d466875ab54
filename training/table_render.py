"""Table 1 in Markdown (``folnn experiment``'s ``<name>.md``): the rows' order and names, the
paper's own Table 1, and the rendering of an aggregated table (:mod:`training.tables`): our
rows with the candidates each trained on, the oracle, the ablations, the test set's parts, each
method's rules, and the paper's table beside ours on TextWorld's difficulties.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from training.families import FAMILY_NAMES
from training.methods import ABLATIONS, METHODS

__all__ = ["DISPLAY", "PAPER_ORDER", "PAPER_TABLE1", "TABLE_ORDER", "render_markdown"]

PAPER_ORDER: tuple[str, ...] = ("lstm-dqn++", "nlm-dqn", "nn-dqn", "lnn-nn-dqn", "fol-lnn")
"""Row order of the paper's Table 1."""

TABLE_ORDER: tuple[str, ...] = (*PAPER_ORDER[:-1], "fol-lnn-critic", "fol-lnn", *ABLATIONS)
"""Row order here: the paper's, with our critic variant before the paper's method, then the
ablations (training.methods)."""

DISPLAY: dict[str, str] = {name: spec.display for name, spec in METHODS.items()}

# The paper's Table 1 (Kimura et al., EMNLP 2021, "Neuro-Symbolic Reinforcement Learning with
# First-Order Logic", Table 1): (reward, steps), moving average N = 100 over 5 seeds, 50 unseen
# test games per difficulty. Copied from the paper's text (shared/seeds/000_6ca6de265127a77b.txt).
PAPER_TABLE1: dict[str, dict[str, dict[int, tuple[float, float]]]] = {
    "lstm-dqn++": {
        "easy": {100: (0.07, 93.4), 200: (0.10, 90.9), 1000: (0.12, 88.6)},
        "medium": {100: (0.00, 99.9), 200: (0.00, 99.6), 2000: (0.03, 97.3)},
        "hard": {100: (0.00, 99.9), 200: (0.00, 99.9), 2000: (0.04, 96.6)},
    },
    "nlm-dqn": {
        "easy": {100: (0.87, 26.4), 200: (0.93, 20.8), 1000: (1.00, 15.0)},
        "medium": {100: (0.27, 81.1), 200: (0.48, 65.9), 2000: (1.00, 29.7)},
        "hard": {100: (0.01, 99.7), 200: (0.10, 94.8), 2000: (0.66, 64.0)},
    },
    "nn-dqn": {
        "easy": {100: (0.91, 22.8), 200: (0.95, 19.0), 1000: (1.00, 15.0)},
        "medium": {100: (0.48, 65.6), 200: (0.65, 54.3), 2000: (1.00, 29.5)},
        "hard": {100: (0.19, 89.0), 200: (0.28, 84.0), 2000: (0.97, 46.3)},
    },
    "lnn-nn-dqn": {
        "easy": {100: (0.88, 24.8), 200: (0.94, 20.2), 1000: (1.00, 15.0)},
        "medium": {100: (0.49, 65.8), 200: (0.61, 57.0), 2000: (1.00, 29.6)},
        "hard": {100: (0.24, 86.9), 200: (0.27, 84.9), 2000: (0.97, 47.4)},
    },
    "fol-lnn": {
        "easy": {100: (0.95, 19.0), 200: (0.98, 17.1), 1000: (1.00, 15.0)},
        "medium": {100: (0.94, 32.7), 200: (0.97, 30.7), 2000: (1.00, 28.6)},
        "hard": {100: (0.95, 44.8), 200: (0.98, 43.5), 2000: (1.00, 42.0)},
    },
}


def _cell(cell: Mapping | None, spread: bool = True, seeds: int = 0) -> str:
    """``reward ± std / steps ± std``; ``(k seeds)`` when fewer than ``seeds`` seeds finished."""
    if not cell:
        return "–"
    partial = f" ({cell['seeds']} seeds)" if cell["seeds"] < seeds else ""
    if not spread or cell["seeds"] < 2:
        return f"{cell['reward_mean']:.2f} / {cell['steps_mean']:.1f}{partial}"
    return (
        f"{cell['reward_mean']:.2f} ± {cell['reward_std']:.2f} / "
        f"{cell['steps_mean']:.1f} ± {cell['steps_std']:.1f}{partial}"
    )


def _row_order(methods: Sequence[str]) -> list[str]:
    known = [m for m in TABLE_ORDER if m in methods]
    return known + sorted(m for m in methods if m not in TABLE_ORDER)


def _discounts(protocol: Mapping) -> str:
    gammas = protocol.get("gamma") or {}
    if not gammas:
        return ""
    by_value: dict[float, list[str]] = {}
    for method in _row_order(list(gammas)):
        by_value.setdefault(gammas[method], []).append(DISPLAY.get(method, method))
    return ", discount γ = " + "; ".join(
        f"{value} for {', '.join(names)}" for value, names in by_value.items()
    )


def _rows(
    results: Mapping,
    columns: Sequence[tuple[str, int]],
    seeds: int = 0,
    candidates: Mapping[str, Sequence[str]] | None = None,
) -> list[str]:
    """One line per method; with ``candidates`` (method -> the runs' ``config.candidates``) a
    column saying which actions its runs trained on."""
    lines = []
    for method in _row_order(list(results)):
        cells = [_cell(results[method].get(d, {}).get(str(e)), seeds=seeds) for d, e in columns]
        if candidates is not None:
            cells.insert(0, " + ".join(candidates.get(method, [])) or "–")
        lines.append(f"| {DISPLAY.get(method, method)} | " + " | ".join(cells) + " |")
    return lines


def _header(columns: Sequence[tuple[str, int]], candidates: bool) -> list[str]:
    names = [f"{d} {e}" for d, e in columns]
    if candidates:
        names.insert(0, "candidates")
    return ["| method | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]


def _oracle_cell(stats: Mapping | None) -> str:
    """``– / steps ± spread``: the oracle's expected steps and the spread of one exit order's
    mean (a table made before issue 42: the mean and std of its seeds' single orders; ``–``
    where it did not play)."""
    if not stats:
        return "–"
    if len(stats.get("seeds", ())) == 1 or stats.get("orders") == 1:
        return f"– / {stats['steps_mean']:.1f}"
    return f"– / {stats['steps_mean']:.1f} ± {stats['steps_std']:.1f}"


def _oracle_note(protocol: Mapping) -> str:
    """What the oracle row's figures are."""
    orders = sorted({v["orders"] for v in (protocol.get("oracle") or {}).values() if "orders" in v})
    if not orders:
        return ""
    return (
        " Oracle: the depth-first explorer's expected steps on the same games, its mean over "
        f"{', '.join(map(str, orders))} exit orders (order k plays game i with seed k + i), ± "
        "the spread of one order's mean (population std over the orders: what a single draw, "
        "the figure before issue 42, swings by)."
    )


def _oracle_row(protocol: Mapping, columns: Sequence[tuple[str, int]], candidates: bool) -> str:
    oracle = protocol.get("oracle") or {
        d: {"steps_mean": v, "steps_std": 0.0, "seeds": [0]}
        for d, v in protocol.get("oracle_steps", {}).items()
    }
    cells = [_oracle_cell(oracle.get(d)) for d, _ in columns]
    if candidates:
        cells.insert(0, "valid actions")
    return "| oracle (depth-first explorer) | " + " | ".join(cells) + " |"


def _device_note(ablations: Mapping) -> str:
    """What the device ablations of the paper's method change, for those in the table."""
    devices = [m for m in ablations if m.startswith("fol-lnn@") and m != "fol-lnn@found"]
    if not devices:
        return ""
    return (
        '; FOL-LNN (paper) with one training device off (docs/training.md, "Every device '
        'has a switch"): '
        + "; ".join(f"{DISPLAY[m].partition(', ')[2]}: {METHODS[m].description}" for m in devices)
    )


def _group_lines(table: Mapping, seeds: int) -> list[str]:
    """The test sets' parts reported apart (TextWorldExpress: doors off, doors on): a table of
    the same cells per part, the oracle's steps per part beside them."""
    groups = table.get("groups") or {}
    if not groups:
        return []
    protocol = table["protocol"]
    parts = sorted({p for by in groups.values() for d in by.values() for p in d})
    columns = sorted(
        {(d, int(e), p) for by in groups.values() for d, ps in by.items() for p, c in ps.items()
         for e in c},
        key=lambda c: (c[0], c[1], parts.index(c[2])),
    )  # fmt: skip
    lines = [
        "",
        "## By part of the test set",
        "",
        "The same runs and cells, each part of the test set apart ("
        + ", ".join(parts)
        + "): mean ± std over seeds of each seed's moving average on that part's games.",
        "",
        "| method | " + " | ".join(f"{d} {e}, {p}" for d, e, p in columns) + " |",
        "|---|" + "---|" * len(columns),
    ]
    for method in _row_order(list(groups)):
        cells = [
            _cell(groups[method].get(d, {}).get(p, {}).get(str(e)), seeds=seeds)
            for d, e, p in columns
        ]
        lines.append(f"| {DISPLAY.get(method, method)} | " + " | ".join(cells) + " |")
    oracle = protocol.get("oracle_groups") or {}
    cells = [_oracle_cell(oracle.get(d, {}).get(p)) for d, _, p in columns]
    lines.append("| oracle (depth-first explorer) | " + " | ".join(cells) + " |")
    return lines


def _rule_lines(table: Mapping) -> list[str]:
    """Each method's rules, seeds with the same rules together; a method whose runs read no
    rules (a baseline, the critic alone) says so."""
    rules = table.get("rules") or {}
    if not rules:
        return []
    lines = [
        "",
        "## Rules",
        "",
        "Each seed's rules, read off the weights of its longest run's final policy (seeds with "
        "the same rules together). A baseline's network is not a set of rules: it reads none.",
        "",
    ]
    readless = []
    for method in _row_order(list(rules)):
        name = DISPLAY.get(method, method)
        if not any(r["rules"] for runs in rules[method].values() for r in runs):
            readless.append(name)
            continue
        for difficulty, runs in rules[method].items():
            same: dict[tuple[str, ...], list[int]] = {}
            for r in runs:
                same.setdefault(tuple(r["rules"]), []).append(r["seed"])
            lines.append(f"- **{name}**, {difficulty}:")
            for texts, seeds in sorted(same.items(), key=lambda kv: (-len(kv[1]), kv[1])):
                seeds_text = ", ".join(map(str, sorted(seeds)))
                body = "; ".join(f"`{t}`" for t in texts) or "none"
                word = "seeds" if len(seeds) > 1 else "seed"
                lines.append(f"  - {word} {seeds_text} ({len(seeds)} of {len(runs)}): {body}")
    if readless:
        lines.append(f"- none (their networks are not read as rules): {', '.join(readless)}")
    return lines


def _missing_line(missing: Sequence[str]) -> str:
    """The runs not finished, by method and length (all of them are in the JSON)."""
    if len(missing) <= 12:
        return f"Missing or failed runs: {', '.join(missing)}."
    counts: dict[str, int] = {}
    for name in missing:
        method, _, rest = name.partition("_")
        key = f"{method} e{rest.rpartition('_e')[2]}"
        counts[key] = counts.get(key, 0) + 1
    listed = ", ".join(f"{key} ({n})" for key, n in counts.items())
    return (
        f"Missing or failed runs ({len(missing)}, by method and epochs; each one is named in "
        f"`protocol.missing_runs` of the JSON): {listed}."
    )


def _budget_lines(protocol: Mapping) -> list[str]:
    """One line per budget: its epochs, the runs that finished and the run-hours they took."""
    budgets = protocol.get("budgets") or {}
    lines = [""] if budgets else []
    for name, b in budgets.items():
        epochs = ", ".join(f"{e} {d}" for d, e in b["epochs"].items())
        lines.append(
            f"- `{name}` ({epochs}; seeds {', '.join(map(str, b['seeds']))}):"
            f" {b['runs_done']}/{b['runs_planned']} runs finished,"
            f" {b['run_hours']:.1f} run-hours."
        )
    return lines


_CANDIDATES_NOTE = (
    " Candidates: the actions a method's runs trained on (`config.candidates`): `all`, every "
    "verb of a class on every word of the class (the paper's action space; a baseline: every "
    "verb on every word); `found`, those on the words the facts find."
)


def render_markdown(table: Mapping) -> str:
    """Table 1 in the paper's layout (ours, then the paper's numbers), the ablations beside it,
    plus the oracle steps."""
    protocol, results = table["protocol"], table["results"]
    ablations = table.get("ablations", {})
    every = {**results, **ablations}
    difficulties = [d for d in FAMILY_NAMES if any(d in by for by in every.values())] or list(
        protocol["difficulties"]
    )
    candidates = protocol.get("candidates")
    columns = [
        (d, e)
        for d in difficulties
        for e in sorted({int(e) for by in every.values() for e in by.get(d, {})})
    ]
    lines = [
        f"# {protocol['experiment']}: test reward / steps on unseen games",
        "",
        f"Budget `{protocol['budget']}`: seeds {', '.join(map(str, protocol['seeds']))}; epochs "
        f"{', '.join(f'{e} {d}' for d, e in protocol['epochs'].items())}; "
        f"{protocol['train_games']} training and {protocol['test_games']} test games, "
        f"{protocol['games_per_epoch']} games per epoch, replay batch {protocol['batch_size']}, "
        f"evaluation every {protocol['eval_every']} epochs{_discounts(protocol)}. "
        "Each cell: mean ± std over seeds of "
        f"the moving average (N = {protocol['moving_average_window']} epochs) of reward / steps "
        "(reward: higher is better; steps: lower is better). Produced by `folnn experiment`; "
        "the full numbers are in the JSON beside this file."
        + (_CANDIDATES_NOTE if candidates else "")
        + _oracle_note(protocol),
        *_budget_lines(protocol),
        "",
        *_header(columns, candidates is not None),
    ]
    seeds = len(protocol["seeds"])
    lines += _rows(results, columns, seeds, candidates)
    lines.append(_oracle_row(protocol, columns, candidates is not None))
    if ablations:
        lines += [
            "",
            "## Ablations",
            "",
            "Same protocol and seeds: what each advantage of the FOL-LNN rows is worth. "
            "`@typed`: a baseline scoring only the typed actions FOL-LNN scores; `@split`: a "
            "baseline with fol-lnn-critic's reward split into two clipped value heads, acting "
            "lexicographically; critic alone: fol-lnn-critic's critic acting without the LNN; "
            "one learning rate: fol-lnn-critic with the LNN and critic at the protocol's rate; "
            "found words: the paper's method trained on the actions on words the facts find "
            "(every other action taught False), Table 1's protocol for it until issue 32"
            + _device_note(ablations)
            + ".",
            "",
            *_header(columns, candidates is not None),
        ]
        lines += _rows(ablations, columns, seeds, candidates)
    lines += _group_lines(table, seeds)
    lines += _rule_lines(table)
    if protocol.get("missing_runs"):
        lines += ["", _missing_line(protocol["missing_runs"])]
    if not set(difficulties) & set(PAPER_TABLE1["fol-lnn"]):
        return "\n".join(lines) + "\n"  # the paper has no table for these games
    oracle = protocol.get("oracle_steps", {})
    paper_columns = [(d, e) for d in ("easy", "medium", "hard") for e in PAPER_TABLE1["fol-lnn"][d]]
    lines += [
        "",
        "## The paper's Table 1",
        "",
        "Kimura et al. (EMNLP 2021), Table 1: reward / steps, moving average N = 100 over 5 seeds, "
        "copied from the paper. The oracle row is this project's expected steps of the "
        "depth-first explorer on the same protocol's test sets (docs/protocol.md), not the "
        "paper's.",
        "",
        "| method | " + " | ".join(f"{d} {e}" for d, e in paper_columns) + " |",
        "|---|" + "---|" * len(paper_columns),
    ]
    for method in PAPER_ORDER:
        cells = [
            f"{PAPER_TABLE1[method][d][e][0]:.2f} / {PAPER_TABLE1[method][d][e][1]:.1f}"
            for d, e in paper_columns
        ]
        lines.append(f"| {DISPLAY[method]} | " + " | ".join(cells) + " |")
    lines.append(
        "| oracle (depth-first explorer) | "
        + " | ".join(f"– / {oracle[d]:.1f}" if d in oracle else "–" for d, _ in paper_columns)
        + " |"
    )
    return "\n".join(lines) + "\n"
