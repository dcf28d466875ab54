"""Map tracker: rooms, directed moves, refused moves, doors and first entries, rebuilt from
history.

One :meth:`MapTracker.observe` call folds one (action, parsed observation) step into the map in
O(1); the stateless rebuild (:meth:`converter.converter.FOLConverter.track`) is nothing but those
calls in order (from the copy of a map an earlier request built, :meth:`MapTracker.copy`, when
one is cached), so the trainer's incremental episodes and the server's per-request rebuild share
every line.

Rooms are identified by their header name (unique inside a TextWorld game; see docs/converter.md).
Coin-collector maps are trees whose connections are symmetric, so a move ``A --north--> B`` also
records ``B --south--> A`` (the opposite comes from the lexicon's ``/r/Antonym`` edges).
TextWorldExpress's maps have cycles and doors; their connections are symmetric too.

Actions are read in any family's spelling (:class:`converter.families.Families`: ``go north``,
``north``, ``move north``, ``open door to north``). A move that leaves the agent in the same room
is *refused* in that room's state: it stays refused until the room's door that way is seen open
(an ``open`` the game acknowledged, or a description showing that exit without a closed door).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field, replace

from converter.families import CLOSE_VERB, MOVE_VERB, OPEN_VERB, Command, Families
from converter.lexicon import Lexicon
from converter.parser import ParsedObservation, TextKind
from converter.wordclasses import for_lexicon

_TAKE_VERB = "take"


def _first_word(action: str | None) -> str:
    """An action's first word, lower case ("" for none): its verb, or its direction."""
    words = action.lower().split() if action else []
    return words[0] if words else ""


_OTHER_WAYS = frozenset({"up", "down", "u", "d", "in", "out", "enter", "board", "cross"})
"""Moves the vocabulary has no word for (no compass point, no WordNet verb of travel)."""


@dataclass(frozen=True, slots=True)
class RoomView:
    """The last description of a room: its exits and the objects present (canonical words)."""

    exits: frozenset[str] = frozenset()
    objects: frozenset[str] = frozenset()
    closed: frozenset[str] = frozenset()  # exits behind a closed door
    complete: bool = True  # every sentence of the description naming an acting word was read
    locked: frozenset[str] = frozenset()  # closed exits whose door is locked (no use opening)
    doors: frozenset[tuple[str, str]] = frozenset()  # (words naming a door, its exit)


_NO_VIEW = RoomView()  # a room not described yet


@functools.lru_cache(maxsize=4096)
def _door_words(words: str) -> set[str]:
    """The words naming a door, its articles and a possessive's "'s" aside ("the ironbound
    door" -> ironbound, door; "postmaster's door" -> postmaster, door)."""
    words = re.sub(r"['’]s\b", "", words.lower())
    return set(w for w in words.split() if w not in ("the", "a", "an"))


def read_by_meaning(action: str, lexicon: Lexicon) -> Command | None:
    """A command no family spells, read by its words' classes (WordNet's): a direction alone or
    after any verb is a move (``n``, ``walk north``), with a verb of opening or shutting it is
    that door (``open the south door``); a coin after a verb of taking is ``take``."""
    classes = for_lexicon(lexicon)
    words = [  # "w.", "GO EAST!": the words, their punctuation dropped
        w for w in re.findall(r"[\w'-]+", action.lower()) if w not in ("the", "a", "to")
    ]
    if not words or len(words) > 6:
        return None
    point = next(
        (
            classes.direction(w, abbreviated=True)
            for w in words
            if classes.direction(w, abbreviated=True)
        ),
        None,
    )
    entry = lexicon.lookup(point) if point is not None else None
    if entry is not None and entry.role == "exit":
        verbs = [w for w in words if classes.direction(w, abbreviated=True) is None]
        if any(classes.is_a(v, "seek") or v in _META for v in verbs):
            return None  # "look east", "examine north": a look that way, no move
        if any(classes.is_a(v, "opening") for v in verbs):
            return Command(OPEN_VERB, entry.canonical)
        if any(classes.is_a(v, "shutting") for v in verbs):
            return Command(CLOSE_VERB, entry.canonical)
        return Command(MOVE_VERB, entry.canonical)
    money = [w for w in words if classes.is_a(w, "money") or classes.is_a(w.rstrip("s"), "money")]
    if money and any(classes.is_a(w, "acquire") for w in words):
        grounding = next(
            (c.words[0] for c in lexicon.classes if dict(lexicon.roles)[c.name] == "object"), None
        )
        if grounding is not None:
            return Command(_TAKE_VERB, grounding)
    return None


_META = frozenset({"look", "l", "inventory", "i", "task", "examine", "x", "wait", "score", "help"})
"""Commands about the game itself, not its world: every task has them."""


def foreign(command: str, lexicon: Lexicon) -> bool:
    """Whether a game's command is an action outside the coin task's kinds (moving, opening and
    closing doors, taking and dropping, looking): ``put map in box``, ``cook carrot``, ``open
    wardrobe`` (a container, not a way out). A game whose commands hold such actions is another
    task (docs/api.md, "Unknown task")."""
    words = command.lower().split()
    if not words or words[0] in _META or read_by_meaning(command, lexicon) is not None:
        return False
    classes = for_lexicon(lexicon)
    verb = words[0]
    if classes.is_a(verb, "acquire") or classes.is_a(verb, "release"):
        return False  # take or drop a thing: a coin game has distractors too
    if classes.is_a(verb, "motion") and len(words) <= 3:
        return False
    if classes.is_a(verb, "opening") or classes.is_a(verb, "shutting"):
        rest = words[1:]
        return not any(classes.is_a(w, "door") or classes.is_a(w, "way") for w in rest)
    return True


@dataclass(slots=True)
class MapTracker:
    """The agent's map of one episode, as far as the texts and actions tell it."""

    lexicon: Lexicon
    families: Families = field(default_factory=Families.load)  # reads the actions' spellings
    current: str | None = None  # room the agent is in
    start: str | None = None  # first room seen
    rooms: dict[str, RoomView] = field(default_factory=dict)
    edges: dict[tuple[str, str], str] = field(default_factory=dict)  # (room, dir) -> room
    failed_moves: set[tuple[str, str]] = field(default_factory=set)  # (room, dir) refused now
    first_entry: dict[str, str | None] = field(default_factory=dict)  # room -> dir back
    visited: set[str] = field(default_factory=set)
    revision: int = 0  # changes to the map so far (moving between known rooms changes nothing)
    unread: tuple[str, ...] = ()  # the last observation's unread sentences
    described: dict[str, tuple[str, ...]] = field(default_factory=dict)  # room -> what its
    # last description left unread (a reply in the room stands on that reading)
    opening: tuple[str, ...] = ()  # the game's first text's unread preface, until a goal is read
    other_goal: str | None = None  # a goal the game stated that is not moving/opening/taking
    goal_settled: bool = False  # a goal was stated (the first one decides)
    taken: frozenset[tuple[str, str]] = frozenset()  # (room, object) you took there
    ended: bool = False  # the game said it is over

    def copy(self) -> MapTracker:
        """An independent tracker in the same state (its rooms, connections and sets copied; the
        room views, lexicon and families, which never change, shared)."""
        return MapTracker(
            lexicon=self.lexicon,
            families=self.families,
            current=self.current,
            start=self.start,
            rooms=dict(self.rooms),
            edges=dict(self.edges),
            failed_moves=set(self.failed_moves),
            first_entry=dict(self.first_entry),
            visited=set(self.visited),
            revision=self.revision,
            unread=self.unread,
            described=dict(self.described),
            opening=self.opening,
            other_goal=self.other_goal,
            goal_settled=self.goal_settled,
            taken=self.taken,
            ended=self.ended,
        )

    def observe(self, action: str | None, parsed: ParsedObservation) -> None:
        """Fold in one step: ``action`` (None for the episode's first text), then its text."""
        command = self.read(action) or self.named_door(action)
        direction = command.word if command is not None and command.verb == MOVE_VERB else None
        first = action is None and not self.goal_settled and parsed.goal is None
        # the text's own unread; a request in the room; the opening of the game's first text
        self.unread = tuple(
            dict.fromkeys((*parsed.unread, *parsed.asked, *(parsed.opening if first else ())))
        )
        self.ended = self.ended or parsed.ended
        replied = action is not None and parsed.room is None  # an order alone in a reply is
        if (
            parsed.goal is not None
            and not self.goal_settled
            and not (replied and parsed.goal_ordered)
        ):
            self.goal_settled = True  # no goal ("That's the one. Pocket it." after take coin)
            self.other_goal = None if parsed.goal_fits else parsed.goal
        if self.goal_settled:
            self.opening = ()
        elif action is None:  # the game's first text: what its opening says may be the goal
            self.opening = parsed.opening
        previous = self.current
        echoed = action is not None and (parsed.room or "").lower() == action.strip().lower()
        room = parsed.room if parsed.room is not None and not echoed else previous  # ("PICK UP
        # coin" over the reply: the command echoed, no room's name)
        kept = (
            parsed.guessed
            and previous is not None
            and self.stayed(action, command)
            and parsed.exits <= self.rooms.get(previous, _NO_VIEW).exits  # (no way new to it)
        )
        if kept:
            room = previous  # no move, no header: the text speaks of where you are
        looked = kept and self.looked(action)  # "look": the room told whole again
        if room is None:
            return  # nothing is known about where the agent is yet
        if self.start is None:
            self.start = room
            self.revision += 1
        if previous is not None and room != previous:
            self._enter(previous, direction, room)
            left = self.rooms.get(previous)
            if direction is not None and left is not None and direction not in left.exits:
                # the move went through: that way is a way out of the room left
                self.rooms[previous] = replace(left, exits=left.exits | {direction})
                self.revision += 1
        elif (
            previous is not None
            and direction is not None
            and (previous, direction) not in self.failed_moves
        ):
            self.failed_moves.add((previous, direction))  # asked to move, stayed put
            self.revision += 1
        if (
            previous is not None
            and room == previous
            and direction is not None
            and parsed.door_closed
            and parsed.kind is not TextKind.ROOM
        ):  # "The door is locked." in answer to a move: that way's door
            view = self.rooms.get(room, _NO_VIEW)
            locked = view.locked | {direction} if parsed.door_locked else view.locked
            doors = view.doors  # ("The nursery door is shut." after `north`: the north door's
            if parsed.message_door and self.door_named(parsed.message_door) is None:  # name)
                doors = doors | {(parsed.message_door, direction)}
            if direction in view.exits and (
                direction not in view.closed or locked != view.locked or doors != view.doors
            ):
                self.rooms[room] = replace(
                    view, closed=view.closed | {direction}, locked=locked, doors=doors
                )
                self.revision += 1
        if room not in self.visited:
            self.visited.add(room)
            self.first_entry.setdefault(room, None)
            self.revision += 1
        self.current = room
        if parsed.kind is TextKind.ROOM and not kept:
            self.described[room] = parsed.unread
        else:  # a reply in the room: the facts stand on the room's last reading, read in part
            self.unread = tuple(dict.fromkeys((*self.unread, *self.described.get(room, ()))))
        view = self.rooms.get(room, _NO_VIEW)
        taking = command is not None and command.verb == _TAKE_VERB
        door = (
            command.word
            if command is not None and command.verb in (OPEN_VERB, CLOSE_VERB)
            else None
        )
        if (
            door is None
            and direction is None  # (after a move, "The oak door is closed." refuses it)
            and parsed.message_door is not None
            and not parsed.door_closed  # ("(first opening the door) It seems to be locked.")
            and room == previous
        ):
            door = self.door_named(parsed.message_door) or self.opened_otherwise(
                parsed.message_door, action
            )  # "You open the ironbound door." after
            # "Which do you mean?", "the bathroom door opens": the door its words name
        if parsed.kind is TextKind.ROOM:
            exits, closed, locked, doors = parsed.exits, parsed.closed, parsed.locked, parsed.doors
            back = self.lexicon.opposite(direction) if direction is not None else None
            if not exits:  # a room that names no way out keeps the ways known of it and their
                # doors (a brief mode's title alone), and entered by a move, the way back is
                # one ("Tools hang on nails." after going south: north leads back)
                known = self.rooms.get(room, _NO_VIEW)
                exits, closed = known.exits, closed | known.closed
                locked, doors = locked | known.locked, doors | known.doors
                if back is not None and previous is not None and room != previous:
                    exits = exits | {back}
            view = RoomView(exits, parsed.objects, closed, parsed.complete, locked, doors)
            if kept and not looked:  # a reply that speaks of part of the room ("The gate north
                # stays locked."): what it says joins what was known, which it does not replace
                old = self.rooms.get(room, _NO_VIEW)
                seen_open = parsed.exits - parsed.closed
                view = RoomView(
                    old.exits | parsed.exits,
                    old.objects | parsed.objects,
                    (old.closed - seen_open) | parsed.closed,
                    old.complete and parsed.complete,
                    (old.locked - seen_open) | parsed.locked,
                    old.doors | parsed.doors,
                )
            for way, neighbour in parsed.neighbours:  # the text names where the way leads
                self._connect(room, way, neighbour, told=True)
            if (
                direction is not None
                and room == previous
                and parsed.door_closed
                and direction in view.exits
            ):  # "The iron-bound door is locked." above the room told again: that way's door
                view = replace(
                    view,
                    closed=view.closed | {direction},
                    locked=view.locked | ({direction} if parsed.door_locked else set()),
                )
            if self.failed_moves:
                # (a door whose state is not said does not show its way open)
                for way in parsed.exits - parsed.closed - parsed.unstated:
                    self._unrefuse(room, way)
        elif parsed.kind is TextKind.TAKEN or parsed.kind is TextKind.DONE and taking:
            moved = parsed.moved_objects or (  # ("take coin" -> "OK.")
                frozenset({command.word}) if command is not None and taking else frozenset()
            )
            view = replace(view, objects=view.objects - moved)
            self.taken = self.taken | {(room, o) for o in moved}
        elif parsed.kind is TextKind.DROPPED:
            view = replace(view, objects=view.objects | parsed.moved_objects)
        elif door is not None and (
            parsed.kind is TextKind.OPENED
            or parsed.kind is TextKind.DONE
            and command is not None
            and command.verb == OPEN_VERB  # ("open north" -> "Done.")
        ):
            view = replace(view, closed=view.closed - {door}, locked=view.locked - {door})
            self._unrefuse(room, door)
        elif parsed.kind is TextKind.SHUT and door is not None and door in view.exits:
            view = replace(view, closed=view.closed | {door})
        elif (
            parsed.door_locked
            and door is not None
            and command.verb == OPEN_VERB
            and door in view.exits
        ):  # "It seems to be locked." in answer to opening it
            view = replace(view, closed=view.closed | {door}, locked=view.locked | {door})
        unlocked = parsed.door_unlocked or (
            self.unlocking(action)
            and not parsed.door_closed
            and not parsed.denied  # (not "You lack the key.", "You have no key that fits.")
            and parsed.kind is TextKind.OTHER
        )  # ("unlock south door with iron key" -> "You turn the key and the lock clicks back.")
        if unlocked and parsed.kind is not TextKind.ROOM:  # "Click. The door is unlocked.": the
            # door the action names, else the one locked door, is no longer locked
            named = self.unlocked_way(action) if door is None else door
            only = view.locked if len(view.locked) == 1 else set()
            target = {named} if named is not None else only
            if target & view.locked:
                view = replace(view, locked=view.locked - target)
        if parsed.kind is not TextKind.ROOM:  # a reply that shows a coin ("You open the
            # trunk, revealing a gold moidore.") or tells of it taken ("Kessa gets the coin.")
            shown = {o for o in parsed.objects if (room, o) not in self.taken}  # (not the coin
            objects = (view.objects | shown) - parsed.gone  # you took: "examine coin")
            if objects != view.objects:
                view = replace(view, objects=objects)
        if door is not None and parsed.revealed is not None:  # the message names the room
            self._connect(room, door, parsed.revealed)
        if self.rooms.get(room) != view:
            self.rooms[room] = view
            self.revision += 1

    def _unrefuse(self, room: str, direction: str) -> None:
        if (room, direction) in self.failed_moves:
            self.failed_moves.discard((room, direction))
            self.revision += 1

    def _connect(self, room: str, direction: str | None, target: str, told: bool = False) -> None:
        """``direction`` from ``room`` leads to ``target`` (and the opposite way back); ``told``:
        the text names the place ("a curtain, north, hides the herb garden"), which never
        replaces a way walked ("Herb Garden", entered by it)."""
        back = self.lexicon.opposite(direction) if direction is not None else None
        for key, to in (((room, direction), target), ((target, back), room)):
            if told and key in self.edges:
                continue
            if key[1] is not None and self.edges.get(key) != to:
                self.edges[key] = to
                self.revision += 1

    def _enter(self, previous: str, direction: str | None, room: str) -> None:
        """The agent went from ``previous`` to ``room`` (by ``direction`` when the action says)."""
        back = self.lexicon.opposite(direction) if direction is not None else None
        self._connect(previous, direction, room)
        if room not in self.visited:
            self.first_entry[room] = back
            self.revision += 1

    def fingerprint(self) -> tuple[str | None, int]:
        """Where the agent is and the map's revision: within one episode, two equal fingerprints
        mean an equal map (every change to it bumps the revision, which never goes back)."""
        return self.current, self.revision

    def read(self, action: str | None) -> Command | None:
        """An action in any family's spelling read back to (verb, canonical word); else read by
        its words' classes (``n``, ``walk north``, ``open the south door``, ``get the
        doubloon``: :func:`read_by_meaning`); else None."""
        command = self.families.read(action)
        if command is None and action:
            command = read_by_meaning(action, self.lexicon)
        return command

    def stayed(self, action: str | None, command: Command | None) -> bool:
        """Whether an action moves you nowhere: a command read as no move (open, take), or
        one whose first word is no verb of motion, no compass point and none of the ways the
        vocabulary lacks (up, down, in, out): "rattle chain", "dig", "look"."""
        if not action or (command is not None and command.verb == MOVE_VERB):
            return False
        if command is not None:
            return True
        first = _first_word(action)
        classes = for_lexicon(self.lexicon)
        return not (
            classes.is_a(first, "motion")
            or classes.direction(first, abbreviated=True) is not None
            or first in _OTHER_WAYS
        )

    def unlocking(self, action: str | None) -> bool:
        """Whether an action is unlocking something ("unlock south door with iron key")."""
        return _first_word(action) == "unlock"

    def unlocked_way(self, action: str | None) -> str | None:
        """The compass point an unlocking names, by a direction word or by its door's words
        before ``with`` ("unlock south door with iron key", "unlock oak door with key")."""
        if not action:
            return None
        words = action.lower().split()[1:]
        words = words[: words.index("with")] if "with" in words else words
        for w in words:
            entry = self.lexicon.lookup(w)
            if entry is not None and entry.role == "exit":
                return entry.canonical
        return self.door_named(" ".join(words))

    def looked(self, action: str | None) -> bool:
        """Whether an action asks for the room again ("look", "l", "look around"): its first
        word a verb of looking or seeking (WordNet's), or the game's one-letter look."""
        first = _first_word(action)
        return first == "l" or for_lexicon(self.lexicon).is_a(first, "seek")

    def named_door(self, action: str | None) -> Command | None:
        """``open wooden door`` (a door named as the room's description names it, as TextWorld
        and many games spell it) read as opening or closing that door's exit."""
        if not action or self.current is None:
            return None
        words = action.lower().split()
        if len(words) < 2 or len(words) > 6:
            return None
        classes = for_lexicon(self.lexicon)
        verb = OPEN_VERB if classes.is_a(words[0], "opening") else None
        if verb is None and classes.is_a(words[0], "shutting"):
            verb = CLOSE_VERB
        if verb is None:
            return None
        point = self.door_named(" ".join(words[1:]))
        return Command(verb, point) if point is not None else None

    def door_named(self, words: str) -> str | None:
        """The compass point of the current room's one door that ``words`` name ("wooden
        door", "the ironbound door"), or None."""
        named = _door_words(words)
        points = {
            point
            for name, point in self.view().doors
            if named and named <= set(name.split()) and name.split()[-1] in named
        }
        return points.pop() if len(points) == 1 else None

    def opened_otherwise(self, words: str, action: str | None) -> str | None:
        """The current room's one closed door, for a message opening a door named as none of
        its doors is, where the door is the room's or the one the command asked to open ("The
        cook opens the pantry door" in the pantry, whose door is "the door to the kitchen";
        "You open the gate." after ``open gate``); not a thing's ("the oven door" after
        ``open oven`` or ``look``)."""
        classes = for_lexicon(self.lexicon)
        named = _door_words(words)
        if any(named <= set(name.split()) for name, _ in self.view().doors):
            return None  # a door the room names, at no point or at several
        asked = (action or "").lower().split()[1:]
        here = set((self.current or "").lower().split())  # ("the larder door" in the Larder)
        if not any(
            w in here or classes.is_a(w, "room") and not classes.is_a(w, "container") for w in named
        ) and not any(classes.is_a(w, "door") for w in asked):
            return None
        closed = set(self.view().closed)
        return closed.pop() if len(closed) == 1 else None

    def move_direction(self, action: str | None) -> str | None:
        """Canonical direction of a move action (``go north``, ``north``, ``move north``), else
        None."""
        command = self.read(action)
        return command.word if command is not None and command.verb == MOVE_VERB else None

    def view(self) -> RoomView:
        """The current room's last description (empty when no room is known)."""
        return self.rooms.get(self.current, _NO_VIEW) if self.current is not None else _NO_VIEW

    def locked(self, direction: str) -> bool:
        """Whether the current room's door toward ``direction`` is known to be locked."""
        view = self.rooms.get(self.current, _NO_VIEW) if self.current is not None else _NO_VIEW
        return direction in view.locked

    def refused(self, direction: str) -> bool:
        """Whether a move toward ``direction`` was refused in the current room's state."""
        return self.current is not None and (self.current, direction) in self.failed_moves

    def leads_to_visited(self, direction: str) -> bool:
        """Whether ``direction`` from the current room leads to a room the agent has been in."""
        target = self.edges.get((self.current, direction)) if self.current is not None else None
        return target is not None and target in self.visited

    def initial_direction(self) -> str | None:
        """Direction back to the room from which the agent first entered the current room."""
        return self.first_entry.get(self.current) if self.current is not None else None
