"""Figure 2 (training/plots.py): which curves it draws, how, and its zoom on the first epochs."""

from __future__ import annotations

from pathlib import Path

import pytest
from matplotlib.figure import Figure

from training.plots import plot_comparison


def _curve(epochs: int, solved_at: int) -> list[tuple[int, float, float, float, float]]:
    """A method's (epoch, reward_mean, reward_std, steps_mean, steps_std) rows, every 10
    epochs, solving its games from ``solved_at`` on."""
    return [
        (e, 1.0, 0.0, 30.0, 1.0) if e >= solved_at else (e, 0.2, 0.1, 90.0, 5.0)
        for e in range(10, epochs + 1, 10)
    ]


@pytest.fixture
def drawn(monkeypatch) -> list[Figure]:
    """The figures plot_comparison saves, kept open to be read."""
    figures: list[Figure] = []
    save = Figure.savefig

    def keep(fig: Figure, *args, **kwargs):
        figures.append(fig)
        return save(fig, *args, **kwargs)

    monkeypatch.setattr(Figure, "savefig", keep)
    return figures


def _lines(fig: Figure, axes_index: int) -> dict[str, tuple[str, str]]:
    """label -> (colour, line style) of one axes' labelled lines."""
    return {
        line.get_label(): (line.get_color(), line.get_linestyle())
        for line in fig.axes[axes_index].get_lines()
        if not line.get_label().startswith("_")
    }


def test_an_ablation_is_dashed_in_its_methods_colour_beside_it(tmp_path, drawn):
    curves = {
        "hard": {
            "fol-lnn@found": _curve(400, 10),
            "nn-dqn": _curve(400, 300),
            "fol-lnn": _curve(400, 110),
        }
    }
    order = ("nn-dqn", "fol-lnn", "fol-lnn@found")
    labels = {"fol-lnn": "FOL-LNN", "fol-lnn@found": "FOL-LNN, found words"}
    (path,) = plot_comparison(curves, tmp_path, labels, {"hard": 43.5}, order=order)
    assert path == tmp_path / "figure2_hard.png" and path.stat().st_size > 10_000
    steps = _lines(drawn[0], 1)
    assert list(steps) == ["nn-dqn", "FOL-LNN", "FOL-LNN, found words", "oracle (43.5)"]
    assert steps["FOL-LNN, found words"] == (steps["FOL-LNN"][0], "--")
    assert steps["FOL-LNN"][1] == "-" and steps["nn-dqn"][0] != steps["FOL-LNN"][0]
    assert len(drawn[0].axes) == 2  # no zoom asked: one row


def test_the_zoom_row_shows_each_evaluation_of_the_first_epochs(tmp_path, drawn):
    curves = {
        "medium": {"fol-lnn": _curve(2000, 110)},
        "twx": {"fol-lnn": _curve(200, 110)},
    }
    evaluations = {"medium": {"fol-lnn": _curve(2000, 20)}, "twx": {"fol-lnn": _curve(200, 20)}}
    plot_comparison(curves, tmp_path, zoom_epochs=200, zoom_curves=evaluations)
    medium, twx = drawn
    assert len(medium.axes) == 4
    assert [ax.get_xlim() for ax in medium.axes[2:]] == [(0.0, 200.0)] * 2
    assert medium.axes[0].get_xlim()[1] > 2000  # the top row keeps every epoch
    top, zoom = (ax.get_lines()[0].get_ydata() for ax in (medium.axes[0], medium.axes[2]))
    assert top[1] == 0.2 and zoom[1] == 1.0  # epoch 20: the moving average, the evaluation
    assert "each evaluation" in medium.axes[2].get_title()
    assert len(twx.axes) == 2  # its curves end at 200: nothing to zoom on
    heights = [_png_height(tmp_path / f"figure2_{d}.png") for d in ("medium", "twx")]
    assert heights[0] > heights[1]


def test_a_method_without_evaluations_is_left_out(tmp_path, drawn):
    plot_comparison({"easy": {"fol-lnn": _curve(100, 10), "nn-dqn": []}}, tmp_path)
    assert list(_lines(drawn[0], 0)) == ["fol-lnn"]


def _png_height(path: Path) -> int:
    return int.from_bytes(path.read_bytes()[20:24], "big")
