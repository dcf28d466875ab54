"""Safe rollouts and whole games (docs/api.md): what activation is guarded by, how a decision
finds its game, and what the log says about a version in shadow and about one game.

- :func:`activation_refusals`: a version is refused activation (409 ``activation_refused``,
  unless forced with a reason) when a class's rule reads no fact (its actions would only ever
  be chosen by the fallback), when its evaluation on the same game set as the active
  version's is worse (lower reward, or the same reward in more steps), or when it was measured
  on other games than the active version's and not compared with it in shadow.
- :func:`episode_of`: the client's episode id, else one derived from the game's first
  observation (``h-`` and 16 hex digits of its sha256): a stateless server can group the steps
  of one game because every request carries the game's history from its first observation.
- :func:`agreement`: how often the shadow version chose what the active one answered.
- :func:`episode_view`: one game's steps and the map drawn from the rooms the converter
  recognised, the moves of the history and the doors the facts and the history show.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping, Sequence

from converter.families import MOVE_VERB, OPEN_VERB, Command, Families
from model.program import read_nothing_text, rules_read_nothing
from service.enums import REFUSAL_CODES
from service.store import DecisionRecord, EpisodeSummary, iso_time

__all__ = [
    "MIN_SHADOW_DECISIONS",
    "SHADOW_WINDOW",
    "evaluation_figures",
    "game_set",
    "activation_refusals",
    "agreement",
    "episode_of",
    "episode_summary",
    "episode_view",
    "rules_read_nothing",
]

MAX_DISAGREEMENTS = 20
"""Disagreeing decisions ``GET /v1/shadow`` lists (the newest)."""
SHADOW_WINDOW = 5000
"""The most decisions (newest first) a shadow's agreement is computed over."""
MIN_SHADOW_DECISIONS = 20
"""Live decisions a version must have made in shadow beside the active one before figures
measured on other games stop speaking against its activation."""


RULES_READ_NOTHING, WORSE_EVALUATION, NOT_COMPARABLE = REFUSAL_CODES


def game_set(manifest: dict) -> dict | None:
    """The games a manifest's evaluation figures were measured on (its training config's
    difficulty, the protocol's test split, the number of games and the step limit), or None
    when the manifest does not say."""
    training = manifest.get("training")
    config = training.get("config") if isinstance(training, dict) else None
    if not isinstance(config, dict) or not isinstance(config.get("difficulty"), str):
        return None
    games = config.get("test_games")
    games = games if isinstance(games, int) else 50
    steps = config.get("max_steps_test")
    steps = steps if isinstance(steps, int) else 100
    difficulty = config["difficulty"][:40]
    return {
        "difficulty": difficulty,
        "split": "test",
        "games": games,
        "max_steps": steps,
        "label": f"{difficulty} test games ({games}, at most {steps} steps)",
    }


def evaluation_figures(manifest: dict) -> dict | None:
    """The evaluation a version is judged by: the moving average reported at its last
    reported epoch (reward, steps), the oracle's steps, and the game set they were measured
    on; None when the manifest reports none."""
    evaluation = manifest.get("evaluation")
    reported = evaluation.get("reported") if isinstance(evaluation, dict) else None
    if not isinstance(reported, dict):
        return None
    epochs = sorted(
        (int(e), v)
        for e, v in reported.items()
        if str(e).isdigit() and len(str(e)) <= 9 and isinstance(v, dict)
    )
    if not epochs:
        return None
    epoch, last = epochs[-1]
    return {
        "epoch": epoch,
        "reward": _figure(last.get("reward")),
        "steps": _figure(last.get("steps")),
        "oracle_steps": _figure(evaluation.get("oracle_steps")),
        "game_set": game_set(manifest),
    }


def _figure(value: object) -> float | None:
    """A reported figure as a finite float; None when it is none (a NaN, an infinity, an
    integer too large for a float: not a figure that can be compared; issue 43, finding 4)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return None
    try:
        number = float(value)
    except OverflowError:
        return None
    return number if math.isfinite(number) else None


def _worse(candidate: Mapping, active: Mapping) -> bool:
    """Lower reward, or the same reward in more steps (the protocol's two figures)."""
    if candidate["reward"] != active["reward"]:
        return candidate["reward"] < active["reward"]
    return candidate["steps"] > active["steps"]


def activation_refusals(
    rules: Sequence[Mapping],
    figures: Mapping | None,
    active_figures: Mapping | None,
    shadow: Mapping | None = None,
) -> list[dict]:
    """Why a version with ``rules`` and evaluation ``figures`` should not replace the active
    version (whose figures are ``active_figures``): a list of ``{code, message}``, empty when
    nothing speaks against it.

    Figures are compared only on the same game set. Figures measured on other games than the
    active version's (or none, where the active version has some) are no pass: ``not_comparable``
    names both game sets, unless ``shadow`` (:func:`agreement` of this version in shadow beside
    the active one) compared them on at least :data:`MIN_SHADOW_DECISIONS` live decisions."""
    out = []
    empty = rules_read_nothing(rules)
    if empty:
        out.append(
            {
                "code": RULES_READ_NOTHING,
                "message": f"{read_nothing_text(empty)}: its actions would be chosen only by"
                " the fallback",
            }
        )
    measured = _measured(figures)
    active_measured = _measured(active_figures)
    if not active_measured:  # nothing to compare against
        return out
    if measured and figures["game_set"] == active_figures["game_set"]:
        if _worse(figures, active_figures):
            out.append(
                {
                    "code": WORSE_EVALUATION,
                    "message": f"on {figures['game_set']['label']} it reaches reward"
                    f" {figures['reward']:.3f} in {figures['steps']:.2f} steps (epoch"
                    f" {figures['epoch']}); the active version reaches"
                    f" {active_figures['reward']:.3f} in {active_figures['steps']:.2f} (epoch"
                    f" {active_figures['epoch']})",
                }
            )
        return out
    compared = int((shadow or {}).get("considered") or 0)
    if compared < MIN_SHADOW_DECISIONS:
        where = f"on {figures['game_set']['label']}" if measured else "on no game set"
        out.append(
            {
                "code": NOT_COMPARABLE,
                "message": f"it was measured {where}, the active version on"
                f" {active_figures['game_set']['label']}: its figures say nothing against the"
                " active version's. Compare them in shadow (POST /v1/policies/{version}/shadow,"
                f" at least {MIN_SHADOW_DECISIONS} decisions; {compared} so far) or force with a"
                " reason",
            }
        )
    return out


def _measured(figures: Mapping | None) -> bool:
    """Whether ``figures`` say on which games they were measured, and what they measured."""
    return (
        figures is not None
        and figures.get("game_set") is not None
        and all(
            isinstance(figures.get(k), int | float) and math.isfinite(figures[k])
            for k in ("reward", "steps")
        )
    )


def episode_of(
    client_episode_id: str | None, observation: str, history: Sequence[tuple[str, str]]
) -> str:
    """The client's episode id, else ``h-`` + 16 hex digits of the sha256 of the game's first
    observation (the history's first, or this one when the history is empty)."""
    if client_episode_id:
        return client_episode_id
    first = history[0][0] if history else observation
    return "h-" + hashlib.sha256(first.encode()).hexdigest()[:16]


def _brief(rec: DecisionRecord) -> dict:
    return {"action": rec.action, "rule": rec.rule, "rule_id": rec.rule_id}


def agreement(
    rows: Sequence[tuple[int, DecisionRecord]], shadow_version: str, active_version: str | None
) -> dict:
    """Of the decisions (newest first) answered by ``active_version`` with ``shadow_version``
    deciding in shadow, how many the shadow chose alike, and the newest that differ with both
    choices and rules."""
    considered = agreed = 0
    disagreements = []
    for row_id, rec in rows:
        if rec.shadow is None or rec.shadow_version != shadow_version:
            continue
        if active_version is not None and rec.policy_version != active_version:
            continue
        considered += 1
        if rec.shadow.get("action") == rec.action:
            agreed += 1
        elif len(disagreements) < MAX_DISAGREEMENTS:
            disagreements.append(
                {
                    "id": row_id,
                    "at": rec.to_dict()["at"],
                    "room": rec.room,
                    "episode_id": rec.episode_id,
                    "step": rec.step,
                    "active": _brief(rec),
                    "shadow": {
                        k: rec.shadow.get(k) for k in ("action", "rule", "rule_id", "fired")
                    },
                }
            )
    return {
        "considered": considered,
        "agreed": agreed,
        "agreement": agreed / considered if considered else None,
        "disagreements": disagreements,
    }


def _outcome(last: DecisionRecord | None) -> str | None:
    """``won`` when the game's last step took the coin the facts found in the room (taking it
    ends a Coin-Collector game with the win); None (not known) otherwise: the server never sees
    the text that follows a game's last answer."""
    if last is None or last.action is None or not last.action.startswith("take "):
        return None
    word = last.action.split(" ", 1)[1]
    found = any(
        f.get("predicate") == "find" and f.get("args") == [word] and f.get("truth", 0) >= 0.5
        for f in last.fact_table or last.facts
    )
    return "won" if found else None


def episode_summary(summary: EpisodeSummary) -> dict:
    """A game as ``GET /v1/episodes`` lists it: its length, outcome, rules used (and the steps
    no rule justified, answered by the fallback) and blocks, from the store's aggregate of its
    rows (:func:`~service.store.queries.summarise_episodes`)."""
    return {
        "episode_id": summary.episode_id,
        "decisions": summary.decisions,
        "length": summary.last_step + 1 if summary.last_step is not None else summary.decisions,
        "first_at": iso_time(summary.first_at),
        "last_at": iso_time(summary.last_at),
        "policy_versions": list(summary.policy_versions),
        "outcome": _outcome(summary.last),
        "rules": [
            {"rule_id": rule_id, "rule": rule, "steps": steps}
            for rule_id, rule, steps in summary.rules
        ],
        "fallback": summary.fallback,
        "blocked": summary.blocked,
        "refused": summary.refused,
        "rooms": summary.rooms,
    }


def _true(rec: DecisionRecord, predicate: str, directions: frozenset[str]) -> list[str]:
    """The directions x with ``predicate(x)`` true in the step's fact table (empty when the
    policy's vocabulary has no such predicate)."""
    return sorted(
        f["args"][0]
        for f in rec.fact_table
        if f.get("predicate") == predicate
        and len(f.get("args") or []) == 1
        and f["args"][0] in directions
        and f.get("truth", 0) >= 0.5
    )


def _exits(rec: DecisionRecord, directions: frozenset[str]) -> list[str]:
    return _true(rec, "find", directions)


def _move(moved: str | None, families: Families, directions: frozenset[str]) -> Command | None:
    """The history's last action read back to (verb, direction) in any family's spelling
    (``move north``, ``open door to north`` -> (go, north), (open, north)); None when it is on
    no direction."""
    command = families.read(moved)
    return command if command is not None and command.word in directions else None


def episode_view(
    summary: EpisodeSummary,
    rows: Sequence[tuple[int, DecisionRecord]],
    directions: Sequence[str],
    families: Families | None = None,
) -> dict:
    """One game (``rows`` oldest first, ``summary`` the aggregate of the same rows): its
    summary, every step (room, the move that led
    there, the answer with its rule, blocks, the exits found, the doors) and its map: a node per
    room the converter recognised, an edge per move of the history that changed the room (with
    the steps that took it and its direction), the agent's path as the sequence of rooms, and
    the doors.

    Doors come from the log alone: a door toward x is in a room where ``closed(x)`` was true
    (when the policy's vocabulary reads ``closed``) or where the history opened it (``open x``
    in any family's spelling, e.g. ``open door to north``); a move toward x that left the agent
    in the same room is refused (``refused(x)`` true counts too). A door's ``closed_steps`` are
    the steps it was seen closed (a refused move toward it included), ``opened_steps`` the
    steps whose history's last action opened it."""
    families = families if families is not None else Families.load()
    steps = [rec for _, rec in rows]
    dirs = frozenset(directions)
    rooms: dict[str, dict] = {}
    edges: dict[tuple[str, str, str], dict] = {}
    doors: dict[tuple[str, str], dict] = {}
    refusals: dict[tuple[str, str], list[int]] = {}
    path = []
    seen: list[dict] = []  # per step: closed, refused, opened
    previous = None
    for n, rec in enumerate(steps):
        room = rec.room
        move = _move(rec.moved, families, dirs)
        closed = _true(rec, "closed", dirs)
        refused = set(_true(rec, "refused", dirs))
        opened = []
        if room is not None:
            node = rooms.setdefault(
                room, {"id": room, "first_step": n, "steps": [], "exits": set()}
            )
            node["steps"].append(n)
            node["exits"].update(_exits(rec, dirs))
            if previous is not None and previous != room and rec.moved:
                key = (previous, room, rec.moved)
                edge = edges.setdefault(
                    key,
                    {
                        "source": previous,
                        "target": room,
                        "action": rec.moved,
                        "steps": [],
                        "direction": move.word if move and move.verb == MOVE_VERB else None,
                    },
                )
                edge["steps"].append(n)
            if previous == room and move is not None:
                if move.verb == MOVE_VERB:
                    refused.add(move.word)
                elif move.verb == OPEN_VERB:
                    opened.append(move.word)
            for d in closed:
                _door(doors, room, d)["closed_steps"].append(n)
            for d in opened:
                _door(doors, room, d)["opened_steps"].append(n)
            for d in refused:
                refusals.setdefault((room, d), []).append(n)
            previous = room
        path.append(room)
        seen.append({"closed": closed, "refused": sorted(refused), "opened": opened})
    for (room, d), at in refusals.items():  # a refused move toward a door: it was closed
        if (room, d) in doors:
            door = doors[(room, d)]
            door["closed_steps"] = sorted({*door["closed_steps"], *at})
    for node in rooms.values():
        node["exits"] = sorted(node["exits"])
        node["closed"] = sorted(
            d for (r, d), door in doors.items() if r == node["id"] and door["closed_steps"]
        )
        node["opened"] = sorted(
            d for (r, d), door in doors.items() if r == node["id"] and door["opened_steps"]
        )
        node["refused"] = sorted(d for (r, d) in refusals if r == node["id"])
    return {
        **episode_summary(summary),
        "steps": [
            {
                "id": row_id,
                "step": rec.step,
                "at": rec.to_dict()["at"],
                "room": rec.room,
                "moved": rec.moved,
                "action": rec.action,
                "rule": rec.rule,
                "rule_id": rec.rule_id,
                "facts": rec.facts,
                "blocked": rec.blocked,
                "status": rec.status,
                "policy_version": rec.policy_version,
                "shadow": rec.shadow,
                "exits": _exits(rec, dirs),
                **seen[n],
            }
            for n, (row_id, rec) in enumerate(rows)
        ],
        "map": {
            "rooms": list(rooms.values()),
            "edges": list(edges.values()),
            "path": path,
            "doors": list(doors.values()),
        },
    }


def _door(doors: dict[tuple[str, str], dict], room: str, direction: str) -> dict:
    return doors.setdefault(
        (room, direction),
        {"room": room, "direction": direction, "closed_steps": [], "opened_steps": []},
    )
