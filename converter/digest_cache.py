"""A bounded LRU keyed by a digest of the text (docs/converter.md, "Cost and bounds"): the
parser's caches of whole texts, of texts without TextWorld's status line, and of sentences."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

from converter.frame import digest

T = TypeVar("T")


class DigestCache(Generic[T]):
    """An LRU of parsed texts keyed by a 16-byte digest of the text, never the text itself: its
    memory is bounded by the number of entries (each value holds a few words and room names of
    at most :data:`converter.frame.MAX_ROOM_CHARS`), whatever the texts' length."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[bytes, T] = OrderedDict()

    def get(self, text: str, compute: Callable[[str], T]) -> T:
        """The cached value of ``text``, or ``compute(text)`` (then cached)."""
        if self._size <= 0:
            return compute(text)
        key = digest(text)
        hit = self._items.get(key)
        if hit is not None:
            self._items.move_to_end(key)
            return hit
        value = self._items[key] = compute(text)
        if len(self._items) > self._size:
            self._items.popitem(last=False)
        return value

    @property
    def holds(self) -> bool:
        """Whether the cache keeps anything (a size of 0 keeps nothing)."""
        return self._size > 0

    def __contains__(self, text: str) -> bool:
        return self._size > 0 and digest(text) in self._items

    def put(self, text: str, value) -> None:
        """Cache ``value`` for ``text`` (nothing when the cache holds none)."""
        if self._size <= 0:
            return
        self._items[digest(text)] = value
        if len(self._items) > self._size:
            self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)
