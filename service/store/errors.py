"""The store's errors: what a backend raises, and what the service answers for each
(:mod:`service.errors`)."""

from __future__ import annotations

__all__ = [
    "AlreadyExists",
    "LimitReached",
    "NotFound",
    "POINTER_CHANGES",
    "SchemaLocked",
    "StateChanged",
    "StoreError",
    "StoreUnavailable",
    "VersionInUse",
    "pointer_changed",
    "shadow_of_active",
]


class StoreError(RuntimeError):
    """The store refused an operation (a failure that retrying the same call will not fix)."""


class StoreUnavailable(StoreError):
    """The store cannot be reached now (file locked or unreadable, database server away):
    the same call may succeed later."""


class SchemaLocked(StoreUnavailable):
    """A schema migration gave up waiting for a lock (another worker or replica migrating, or a
    session holding a table it alters): nothing was applied, and a later try may succeed."""


class NotFound(LookupError):
    """No active row of that kind with that id (``kind``: ``constraint``, ``decision``)."""

    def __init__(self, kind: str, key: int, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.key = key
        self.message = message


class LimitReached(RuntimeError):
    """A write refused because it would pass a configured limit: ``kind`` ``constraints``
    (active constraints) or ``versions`` (published policy versions)."""

    def __init__(self, limit: int, active: int, kind: str = "constraints") -> None:
        held = "are active" if kind == "constraints" else "are published"
        super().__init__(f"{active} {kind} {held}; the limit is {limit}")
        self.limit = limit
        self.active = active
        self.kind = kind


class StateChanged(RuntimeError):
    """A compare-and-set of a pointer refused: ``pointer`` (``active_version`` or
    ``shadow_version``) is not what the caller read (``expected``) but ``current``, set by
    ``by`` (the author of the change trail's line that set it, when known); or a shadow of the
    version that is active (``current`` then names it). Nothing was written."""

    def __init__(
        self, pointer: str, expected: str | None, current: str | None, by: str | None, message: str
    ) -> None:
        super().__init__(message)
        self.pointer = pointer
        self.expected = expected
        self.current = current
        self.by = by


POINTER_CHANGES = {
    "active_version": ("activate", "force-activate"),
    "shadow_version": ("shadow", "unshadow"),
}
"""The change trail's lines that set each pointer (who set it is read from the newest)."""


def pointer_changed(
    pointer: str, expected: str | None, current: str | None, by: str | None
) -> StateChanged:
    """The :class:`StateChanged` of a compare-and-set that found ``current`` where the caller
    read ``expected``."""
    who = f" (set by {by})" if by else ""
    if pointer == "active_version":
        message = (
            f"the active version changed meanwhile: {current!r} is active{who}, not {expected!r}"
            " as this activation read; check it against the new one and try again"
        )
    else:
        message = (
            f"the shadow changed meanwhile: {current!r} is in shadow{who}, not {expected!r}"
            " as this request read; try again"
        )
    return StateChanged(pointer, expected, current, by, message)


def shadow_of_active(version: str, by: str | None) -> StateChanged:
    """The :class:`StateChanged` of a shadow of the version that is active (nothing to
    compare; it may have been activated meanwhile)."""
    who = f" (activated by {by})" if by else ""
    message = f"{version!r} is the active version{who}: nothing to compare in shadow"
    return StateChanged("shadow_version", None, version, by, message)


class VersionInUse(RuntimeError):
    """A version that cannot be deleted: it is ``role``: ``active``, ``shadow`` or
    ``shipped`` (a folder of the read-only policy folder, not a publication)."""

    def __init__(self, version: str, role: str) -> None:
        what = {
            "active": "the active version",
            "shadow": "the version in shadow",
            "shipped": "shipped in the policy folder (read-only), not published",
        }.get(role, role)
        super().__init__(f"version {version!r} is {what}: it cannot be deleted")
        self.version = version
        self.role = role


class AlreadyExists(RuntimeError):
    """A write refused because a row with that key exists, or existed (``deleted``: a version
    name is never published again once deleted; issue 43, finding 5)."""

    def __init__(self, kind: str, key: str, deleted: bool = False) -> None:
        super().__init__(
            f"{kind} {key!r} was published before and deleted since: a name once published"
            " always means the same bytes (publish under a new name)"
            if deleted
            else f"{kind} {key!r} already exists"
        )
        self.kind = kind
        self.key = key
