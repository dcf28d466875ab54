"""A request's commands in its game's own spelling (docs/architecture.md §3b; docs/api.md, "Game
families").

Pure: no Flask, no store. A client sends the game's text, its history as it played it and,
optionally, the game's own admissible commands as ``candidates``; it names no family. This module
recognises the family (:meth:`converter.families.Families.recognise`), reads each candidate back
to a policy action (``move north`` -> ``go north``), drops the ones the policy cannot score (never
chosen, never an error, unless none is left), and spells every action the answer names: the
candidate itself, verbatim, when the client sent one for it, else the family's spelling.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from converter.facts import Vocabulary
from converter.families import MOVE_VERB, OPEN_VERB, Families, Family
from converter.tracker import MapTracker, foreign

__all__ = [
    "Commands",
    "UnknownCandidates",
    "door_names",
    "family_actions",
    "read_commands",
    "refused_moves",
]


class UnknownCandidates(ValueError):
    """Candidates that are not policy actions (only their number is reported back)."""

    def __init__(self, count: int, actions: Sequence[str]) -> None:
        super().__init__(f"candidates must be policy actions; {count} are not")
        self.count = count
        self.actions = list(actions)


@dataclass(frozen=True, slots=True)
class Commands:
    """The family of a request, its candidates as action indices, and the command each action
    is answered as."""

    family: Family
    indices: tuple[int, ...]
    """The candidate actions (indices into ``Vocabulary.actions``), sorted and unique."""
    spelling: dict[int, str]
    """The command answered for each action index: the client's candidate verbatim (the first
    that reads as it), else the family's spelling."""
    unscorable: int
    """How many candidates read as no policy action (ignored)."""
    foreign: tuple[str, ...] = ()
    """Candidates that are actions of another task (``put map in box``: the game is not the
    policy's kind; :func:`converter.tracker.foreign`), at most 5."""

    def spell(self, action: int, actions: Sequence[str]) -> str:
        """The command answered for action index ``action`` (``go north`` -> ``move north``):
        the game's spelling (TextWorld's is the policy's, but for a door opened by its name)."""
        return self.spelling.get(action, actions[action])


def read_commands(
    families: Families,
    vocabulary: Vocabulary,
    observation: str,
    history: Sequence[tuple[str, str]],
    candidates: Sequence[str] | None,
    tracker: MapTracker | None = None,
) -> Commands:
    """The family and candidate actions of a request (:class:`UnknownCandidates` when
    candidates were sent and not one reads as a policy action). Without candidates, every
    action whose verb the family has on that class is a candidate; one the family spells by a
    door's name (TextWorld's ``open wooden door``) only where ``tracker``'s current room names
    that door. In such a family, a candidate no grammar reads may name a door of that room
    (``open wooden door`` -> ``open north``)."""
    family = families.recognise(
        observation,
        (o for o, _ in history),
        [*(candidates or ()), *(a for _, a in history)],
    )
    if candidates is None:
        spelling = family_actions(family, vocabulary, tracker)
        return Commands(family, tuple(sorted(spelling)), spelling, 0)
    spelling: dict[int, str] = {}
    unscorable = 0
    actions = {a: i for i, a in enumerate(vocabulary.actions)}
    for candidate in candidates:
        command = families.read(candidate)
        if command is None and tracker is not None and family.door_verbs:  # "open teak door"
            command = tracker.named_door(candidate)
        index = actions.get(f"{command.verb} {command.word}") if command is not None else None
        if index is None:
            unscorable += 1
        else:
            spelling.setdefault(index, candidate)
    if not spelling:  # the client's strings are not repeated back
        raise UnknownCandidates(unscorable, list(family_actions(family, vocabulary).values()))
    # a game's own command list (it holds policy actions) that holds another task's actions
    other = tuple(c[:80] for c in candidates if foreign(c, families.lexicon))[:5]
    return Commands(family, tuple(sorted(spelling)), spelling, unscorable, other)


def family_actions(
    family: Family, vocabulary: Vocabulary, tracker: MapTracker | None = None
) -> dict[int, str]:
    """Every policy action the family's games have (its class has the verb there), by action
    index, in the family's spelling; one spelled by a door's name only where ``tracker``'s
    current room names one door at that point by a name that reads back to it alone
    (:func:`door_names`)."""
    out, words, heads = {}, vocabulary.words, vocabulary.heads
    by_door = family.door_verbs
    doors = door_names(tracker) if tracker is not None and by_door else {}
    for a, (row, k) in enumerate(zip(vocabulary.action_rows, vocabulary.action_heads, strict=True)):
        verb, word = heads[k].verb, words[row]
        if verb not in family.class_verbs(heads[k].class_name):
            continue
        if verb not in by_door:
            out[a] = family.spell(verb, word)
        elif word in doors:
            out[a] = family.spell(verb, word, doors[word])
    return out


def door_names(tracker: MapTracker) -> dict[str, str]:
    """The current room's doors by compass point, each by the name the room gives it, where a
    point has one door and its name reads back to that point alone (two "wooden door"s at two
    points give neither: the game would ask which one is meant)."""
    named: dict[str, set[str]] = {}
    for name, point in tracker.view().doors:
        named.setdefault(point, set()).add(name)
    return {
        point: next(iter(names))
        for point, names in named.items()
        if len(names) == 1 and tracker.door_named(next(iter(names))) == point
    }


def refused_moves(tracker: MapTracker, vocabulary: Vocabulary, indices: Sequence[int]) -> set[int]:
    """The actions among ``indices`` the game refuses in the current room's state, never
    answered again (docs/api.md): a move it refused (the map's ``refused``, whatever predicates
    the policy reads), and opening a door the text says is locked, or walking into it."""
    actions = vocabulary.actions
    out = set()
    for a in indices:
        verb, _, word = actions[a].partition(" ")
        if (verb == MOVE_VERB and tracker.refused(word)) or (
            verb in (OPEN_VERB, MOVE_VERB) and tracker.locked(word)
        ):
            out.add(a)
    return out
