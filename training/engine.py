"""A fast engine for the protocol's Coin-Collector games, rebuilt from each game's ``.json``.

TextWorld plays a compiled game through Jericho's Z-machine interpreter: about 1 ms of CPU a
command, most of a training run's time (docs/engine.md). A coin-collector game is small enough
to play directly: rooms with names and descriptions, exits between them, one coin in one room,
and a handful of the interpreter's text rules (the room header and status line, "You can't go
that way.", the parser's errors, the ending). :class:`CoinGame` reads those from the ``.json``
TextWorld writes beside the ``.z8``; :class:`FastGame` plays one episode at a time with the same
feedback, score and end of game as the interpreter.

The engine plays exactly the protocol's commands, ``go`` and ``take`` with a direction or
``coin`` (the ten actions of every method); any other command is refused with an error, never
guessed at. It is trusted on a game only where :mod:`training.conformance` has replayed walks on
both engines and found every transition byte-identical; TextWorld stays the reference.

The text rules below were read off TextWorld 1.7's Inform 7 source
(``textworld.generator.inform7.world2inform7``: the banner, "-= Room =-" printed names, the
obituary) and the standard rules' responses as the compiled games print them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

ENGINE_VERSION = 1
"""Bumped whenever a text rule changes: conformance records of another version are stale."""

DIRECTIONS: tuple[str, ...] = ("north", "south", "east", "west")
VERBS: tuple[str, ...] = ("go", "take")
COIN = "coin"

BANNER = (
    "\n\n\n\n"
    "                    ________  ________  __    __  ________        \n"
    "                   |        \\|        \\|  \\  |  \\|        \\       \n"
    "                    \\$$$$$$$$| $$$$$$$$| $$  | $$ \\$$$$$$$$       \n"
    "                      | $$   | $$__     \\$$\\/  $$   | $$          \n"
    "                      | $$   | $$  \\     >$$  $$    | $$          \n"
    "                      | $$   | $$$$$    /  $$$$\\    | $$          \n"
    "                      | $$   | $$_____ |  $$ \\$$\\   | $$          \n"
    "                      | $$   | $$     \\| $$  | $$   | $$          \n"
    "                       \\$$    \\$$$$$$$$ \\$$   \\$$    \\$$          \n"
    "              __       __   ______   _______   __        _______  \n"
    "             |  \\  _  |  \\ /      \\ |       \\ |  \\      |       \\ \n"
    "             | $$ / \\ | $$|  $$$$$$\\| $$$$$$$\\| $$      | $$$$$$$\\\n"
    "             | $$/  $\\| $$| $$  | $$| $$__| $$| $$      | $$  | $$\n"
    "             | $$  $$$\\ $$| $$  | $$| $$    $$| $$      | $$  | $$\n"
    "             | $$ $$\\$$\\$$| $$  | $$| $$$$$$$\\| $$      | $$  | $$\n"
    "             | $$$$  \\$$$$| $$__/ $$| $$  | $$| $$_____ | $$__/ $$\n"
    "             | $$$    \\$$$ \\$$    $$| $$  | $$| $$     \\| $$    $$\n"
    "              \\$$      \\$$  \\$$$$$$  \\$$   \\$$ \\$$$$$$$$ \\$$$$$$$ \n"
    "\n"
)
"""What the game prints before the objective (TextWorld's banner rule, fixed letter spacing)."""

_PROMPT_PAD = " " * 128
"""The interpreter prints the status line after the prompt, right of a 128-column gap."""
_ENDED_PAD = " " * 129
"""... and one column further once the story has ended."""
_COIN_HERE = "\n\nThere is a coin on the floor."
_CANT_GO = "\nYou can't go that way.\n\n\n>"
_NOT_SEEN = "\nYou can't see any such thing.\n\n>"
_NOT_ENTERABLE = "\nThat's not something you can enter.\n\n\n>"
_NOT_SUBSTANTIAL = "\nYou must name something more substantial.\n\n\n\n>"
_ASK = "Would you like to RESTART, RESTORE a saved game, QUIT or UNDO the last command?\n>"
_AFTER_END = "\nPlease give one of the answers above.\n\n" + _ASK
_THE_END = " " * 55 + "*** The End ***"


class EngineState(NamedTuple):
    """What one command (or a reset) returns, as TextWorld's env reports it."""

    feedback: str
    score: int
    won: bool
    done: bool


@dataclass(frozen=True, slots=True)
class Room:
    """A room: its printed header and its description (exits included, as the game prints it)."""

    title: str
    description: str


@dataclass(frozen=True, slots=True)
class CoinGame:
    """One coin-collector game as its ``.json`` describes it."""

    rooms: dict[str, Room]
    exits: dict[str, dict[str, str]]
    """``exits[room][direction]`` is the room that way."""
    start: str
    coin_room: str
    objective: str
    max_score: int

    @classmethod
    def from_json(cls, doc: dict) -> CoinGame:
        """Read a TextWorld game document; ValueError when it is not a coin-collector game."""
        infos = {key: value for key, value in doc["infos"]}
        rooms: dict[str, Room] = {}
        exits: dict[str, dict[str, str]] = {}
        start = coin_room = None
        objects = []
        for fact in doc["world"]:
            name = fact["name"]
            args = [a["name"] for a in fact["arguments"]]
            types = tuple(a["type"] for a in fact["arguments"])
            if name == "at" and types == ("P", "r"):
                start = args[1]
            elif name == "at" and types == ("o", "r"):
                objects.append(args[0])
                coin_room = args[1]
            elif name.endswith("_of") and name[:-3] in DIRECTIONS:
                # north_of(a, b): a is north of b, so b has an exit north to a
                exits.setdefault(args[1], {})[name[:-3]] = args[0]
            elif name not in ("free",):
                raise ValueError(f"not a coin-collector game: fact {name}{types}")
        for key, info in infos.items():
            if info["type"] == "r":
                title = f"-= {str.title(info['name'])} =-"
                rooms[key] = Room(title, inform_quotes(info["desc"] or ""))
                exits.setdefault(key, {})
        if start is None or coin_room is None or len(objects) != 1:
            raise ValueError("not a coin-collector game: need one player and one coin")
        if infos[objects[0]]["name"] != COIN:
            raise ValueError(f"not a coin-collector game: the object is {infos[objects[0]]!r}")
        quests = doc.get("quests") or []
        return cls(
            rooms=rooms,
            exits=exits,
            start=start,
            coin_room=coin_room,
            objective=doc.get("objective") or "",
            max_score=sum(int(q.get("reward", 0)) for q in quests),
        )

    @classmethod
    def load(cls, game_path: Path | str) -> CoinGame:
        """The game whose ``.json`` lies beside the compiled ``game_path``."""
        path = Path(game_path).with_suffix(".json")
        return cls.from_json(json.loads(path.read_text(encoding="utf-8")))


def inform_quotes(text: str) -> str:
    """Text as Inform 7 prints a quoted string: a single quote becomes a double one unless it
    stands between two letters (an apostrophe, as in ``don't``)."""
    if "'" not in text:
        return text
    out = list(text)
    for i, char in enumerate(text):
        if char == "'":
            inside = 0 < i < len(text) - 1 and text[i - 1].isalpha() and text[i + 1].isalpha()
            if not inside:
                out[i] = '"'
    return "".join(out)


class TextWorldGame:
    """The reference: a compiled game played by TextWorld (Jericho), answering like FastGame."""

    def __init__(self, game_path: Path | str) -> None:
        import textworld

        self._env = textworld.start(str(game_path), textworld.EnvInfos(score=True, won=True))

    def reset(self) -> EngineState:
        """Start a new episode."""
        state = self._env.reset()
        # item access: GameState attributes cost ~3 us each
        return EngineState(state["feedback"], state["score"], bool(state["won"]), False)

    def step(self, command: str) -> EngineState:
        """Play one command."""
        state, _, done = self._env.step(command)
        return EngineState(state["feedback"], state["score"], bool(state["won"]), bool(done))

    def close(self) -> None:
        """Stop the interpreter."""
        self._env.close()


class FastGame:
    """One running copy of a :class:`CoinGame`, with TextWorld's env interface (reset, step)."""

    def __init__(self, game: CoinGame) -> None:
        self.game = game
        self._room = game.start
        self._turn = 1  # the status line's move count: commands the game accepted, plus one
        self._score = 0
        self._ended = False
        self._last_status = ""  # the status line as the game ended (never redrawn after)

    def reset(self) -> EngineState:
        """Start a new episode: the banner, the objective and the first room."""
        game = self.game
        self._room, self._turn, self._score, self._ended = game.start, 1, 0, False
        text = BANNER + game.objective + "\n\n" + self._look(game.start) + "\n\n>"
        return EngineState(text + _PROMPT_PAD + self._status(), 0, False, False)

    def step(self, command: str) -> EngineState:
        """Play one command; ValueError for a command outside ``go|take north|...|coin``."""
        verb, _, noun = command.partition(" ")
        if verb not in VERBS or (noun not in DIRECTIONS and noun != COIN):
            raise ValueError(
                f"the fast engine plays only go/take with {', '.join(DIRECTIONS)} or {COIN};"
                f" got {command!r}"
            )
        if self._ended:
            return EngineState(
                _AFTER_END + _ENDED_PAD + self._last_status, self._score, False, False
            )
        coin_here = self._room == self.game.coin_room
        if noun == COIN:
            if not coin_here:
                return self._answer(_NOT_SEEN, accepted=False)
            if verb == "go":
                return self._answer(_NOT_ENTERABLE)
            return self._take_coin()
        if verb == "take":
            return self._answer(_NOT_SUBSTANTIAL)
        there = self.game.exits[self._room].get(noun)
        if there is None:
            return self._answer(_CANT_GO)
        self._room = there
        return self._answer("\n\n" + self._look(there) + "\n\n\n>")

    def close(self) -> None:
        """Nothing to stop (TextWorldGame's interface)."""

    def _answer(self, text: str, accepted: bool = True) -> EngineState:
        if accepted:
            self._turn += 1
        return EngineState(text + _PROMPT_PAD + self._status(), self._score, False, False)

    def _take_coin(self) -> EngineState:
        status = self._last_status = self._status()  # not redrawn after the last turn
        self._score += 1
        self._turn += 1
        self._ended = True
        text = (
            "\nYou pick up the coin from the ground.\n\n\n\n"
            "Your score has just gone up by one point.\n\n\n"
            f"{_THE_END}\n\n"
            f"You scored {self._score} out of a possible {self.game.max_score},"
            f" in {self._turn} turns.\n\n\n" + _ASK + _ENDED_PAD + status
        )
        return EngineState(text, self._score, True, True)

    def _look(self, room: str) -> str:
        info = self.game.rooms[room]
        coin = _COIN_HERE if room == self.game.coin_room and not self._ended else ""
        return f"{info.title}\n{info.description}{coin}"

    def _status(self) -> str:
        return f"{self.game.rooms[self._room].title}{self._score}/{self._turn}"


__all__ = [
    "BANNER",
    "ENGINE_VERSION",
    "CoinGame",
    "EngineState",
    "FastGame",
    "Room",
    "TextWorldGame",
]
