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
  recognised and the moves of the history.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence

from service.store import DecisionRecord, EpisodeSummary, iso_time

__all__ = [
    "activation_refusals",
    "agreement",
    "episode_of",
    "episode_summary",
    "episode_view",
    "rules_read_nothing",
]

MAX_DISAGREEMENTS = 20
"""Disagreeing decisions ``GET /v1/shadow`` lists (the newest)."""
MIN_SHADOW_DECISIONS = 20
"""Live decisions a version must have made in shadow beside the active one before figures
measured on other games stop speaking against its activation."""


def rules_read_nothing(rules: Sequence[Mapping]) -> list[str]:
    """The classes whose rule reads no fact: no conjunction, or only empty ones (``⊥ → go(x)``
    or ``⊤ → go(x)``)."""
    return [
        str(r.get("class"))
        for r in rules
        if not any(len(conj) > 0 for conj in r.get("conjunctions") or [])
        or any(len(conj) == 0 for conj in r.get("conjunctions") or [])
    ]


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
                "code": "rules_read_nothing",
                "message": f"the rule of {', '.join(empty)} reads no fact: its actions would be"
                " chosen only by the fallback",
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
                    "code": "worse_evaluation",
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
                "code": "not_comparable",
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
        and None not in (figures.get("reward"), figures.get("steps"))
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
    rows (:func:`~service.store.base.summarise_episodes`)."""
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


def _exits(rec: DecisionRecord, directions: frozenset[str]) -> list[str]:
    return sorted(
        f["args"][0]
        for f in rec.fact_table
        if f.get("predicate") == "find"
        and len(f.get("args") or []) == 1
        and f["args"][0] in directions
        and f.get("truth", 0) >= 0.5
    )


def episode_view(
    summary: EpisodeSummary, rows: Sequence[tuple[int, DecisionRecord]], directions: Sequence[str]
) -> dict:
    """One game (``rows`` oldest first, ``summary`` the aggregate of the same rows): its
    summary, every step (room, the move that led
    there, the answer with its rule, blocks, the exits found) and its map: a node per room the
    converter recognised, an edge per move of the history that changed the room (with the
    steps that took it), and the agent's path as the sequence of rooms."""
    steps = [rec for _, rec in rows]
    dirs = frozenset(directions)
    rooms: dict[str, dict] = {}
    edges: dict[tuple[str, str, str], dict] = {}
    path = []
    previous = None
    for n, rec in enumerate(steps):
        room = rec.room
        if room is not None:
            node = rooms.setdefault(
                room, {"id": room, "first_step": n, "steps": [], "exits": set()}
            )
            node["steps"].append(n)
            node["exits"].update(_exits(rec, dirs))
            if previous is not None and previous != room and rec.moved:
                key = (previous, room, rec.moved)
                edge = edges.setdefault(
                    key, {"source": previous, "target": room, "action": rec.moved, "steps": []}
                )
                edge["steps"].append(n)
            previous = room
        path.append(room)
    for node in rooms.values():
        node["exits"] = sorted(node["exits"])
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
            }
            for row_id, rec in rows
        ],
        "map": {"rooms": list(rooms.values()), "edges": list(edges.values()), "path": path},
    }
