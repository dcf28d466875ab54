"""A bounded cache of map states keyed by the exact steps that built them (issue 34, item 6).

A game client resends its whole history with every request, so the server's stateless
conversion (:meth:`converter.converter.FOLConverter.track`) folds the same first N turns again
to reach the state the client's previous request already reached. This cache keeps the
:class:`~converter.tracker.MapTracker` after each conversion, keyed by the steps folded into it
(the first observation, then each action and the observation it produced): a request whose
history extends a cached one by at most :data:`TURNS_BACK` turns folds only its new turns.

The key is the steps' texts themselves, compared for equality on a hit (never a digest of them:
two different histories can never share a state, whatever they hold); the map a tracker holds
depends on nothing else (the converter's lexicon and families are fixed, and shared by every
converter that shares this cache). A cached tracker is never changed: a hit is copied before
more steps are folded into it.

Memory is bounded by a budget of estimated bytes over all entries (each entry's text objects,
plus a fixed allowance per step for the map's rooms and connections), evicting the least
recently used; an entry larger than the whole budget is not kept. One lock guards the entries
(gevent's greenlets switch only at I/O or an explicit yield, none of which happens while it is
held).
"""

from __future__ import annotations

import sys
import threading
from collections import OrderedDict

from converter.tracker import MapTracker

__all__ = ["STEP_BYTES", "TURNS_BACK", "MapCache", "Steps"]

Steps = tuple[str, ...]
"""The steps of a history, flat: the first observation, then each (action, observation)."""

TURNS_BACK = 8
"""How many turns shorter than a request's history a cached map may be (a client's previous
requests may have gone to other workers). Each prefix probed costs a slice of the steps, so
the probes stay linear in a history's length."""

STEP_BYTES = 512
"""What one step is counted for beside its text's str object: its slot in the key and the map
entries a step may add (a room, its view, a few connections, a refused move)."""


class MapCache:
    """LRU of :class:`MapTracker` states by the flat steps that built them, within a byte budget."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0  # the estimated size of what is held
        self._items: OrderedDict[Steps, tuple[MapTracker, int]] = OrderedDict()
        self._lock = threading.Lock()

    def longest(self, steps: Steps) -> tuple[int, MapTracker | None]:
        """The longest cached prefix of ``steps`` among the :data:`TURNS_BACK` + 1 longest
        (all of them, then one turn fewer, ...): how many steps it covers and a copy of its map
        (free to change), or (0, None) when none is cached. Prefixes end after an observation
        (an odd length)."""
        if self.max_bytes <= 0 or not self._items:
            return 0, None
        shortest = max(len(steps) - 2 * TURNS_BACK, 1)
        with self._lock:
            for n in range(len(steps), shortest - 1, -2):
                key = steps if n == len(steps) else steps[:n]
                hit = self._items.get(key)
                if hit is not None:
                    self._items.move_to_end(key)
                    return n, hit[0].copy()
        return 0, None

    def put(self, steps: Steps, tracker: MapTracker) -> None:
        """Keep a copy of ``tracker`` as the map after ``steps`` (evicting the least recently
        used entries past the budget; nothing when it alone exceeds it)."""
        size = sum(map(sys.getsizeof, steps)) + STEP_BYTES * len(steps)
        if size > self.max_bytes:
            return
        snapshot = tracker.copy()
        with self._lock:
            old = self._items.pop(steps, None)
            if old is not None:
                self.bytes -= old[1]
            self._items[steps] = (snapshot, size)
            self.bytes += size
            while self.bytes > self.max_bytes:
                _, (_, freed) = self._items.popitem(last=False)
                self.bytes -= freed

    def __len__(self) -> int:
        return len(self._items)
