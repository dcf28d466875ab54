"""Shared state of all workers: active policy pointer, constraints with their audit trail, and
the decision audit log, behind one :class:`Store` protocol.

:func:`open_store` is the one place that chooses the backend from a URL: SQLite (one host,
several workers; :mod:`service.store.sqlite`) or PostgreSQL (several replicas;
:mod:`service.store.postgres`).
"""

from __future__ import annotations

from pathlib import Path

from service.store import records
from service.store.base import (
    Store,
)
from service.store.bounds import PostgresBounds
from service.store.errors import (
    AlreadyExists,
    LimitReached,
    NotFound,
    SchemaLocked,
    StateChanged,
    StoreError,
    StoreUnavailable,
    VersionInUse,
)
from service.store.queries import (
    EPISODE_SCAN,
)
from service.store.records import *  # noqa: F403 - the records are the package's API (records.__all__)
from service.store.sqlite import SQLiteStore

__all__ = [
    *records.__all__,
    "EPISODE_SCAN",
    "POSTGRES_SCHEMES",
    "SQLITE_SCHEME",
    "AlreadyExists",
    "LimitReached",
    "NotFound",
    "PostgresBounds",
    "SQLiteStore",
    "SchemaLocked",
    "StateChanged",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "VersionInUse",
    "is_postgres_url",
    "open_store",
    "sqlite_file",
]

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
"""The URL prefixes that name a PostgreSQL database (libpq accepts both)."""
SQLITE_SCHEME = "sqlite:///"
"""The URL prefix of a SQLite file (``sqlite:///relative/path``, ``sqlite:////absolute``)."""


def is_postgres_url(url: str | None) -> bool:
    """Whether ``url`` names a PostgreSQL database: the one test :func:`open_store` and the
    settings' checks of PostgreSQL's bounds both use."""
    return url is not None and url.startswith(POSTGRES_SCHEMES)


def sqlite_file(url: str | None, default_path: Path) -> Path | None:
    """The SQLite file ``url`` names: None gives ``default_path``, ``sqlite:///path`` its path;
    None for any other scheme. The one reading :func:`open_store` and the settings share."""
    if url is None:
        return default_path
    return Path(url.removeprefix(SQLITE_SCHEME)) if url.startswith(SQLITE_SCHEME) else None


def open_store(
    url: str | None,
    default_path: Path,
    bounds: PostgresBounds = PostgresBounds(),
) -> Store:
    """The store for ``url``: None or ``sqlite:///path`` gives SQLite (``default_path`` when
    None); ``postgresql://user@host:port/db`` (or ``postgres://``) gives PostgreSQL, whose
    driver is imported only then, its queries and its migrations bounded by their timeouts
    (:class:`~service.store.postgres.PostgresStore`; SQLite has its busy timeout). Nothing
    connects before the first call."""
    path = sqlite_file(url, default_path)
    if path is not None:
        return SQLiteStore(path)
    if is_postgres_url(url):
        from service.store.postgres import PostgresStore

        return PostgresStore(url, bounds)
    raise StoreError(f"unsupported store URL scheme: {url.split(':', 1)[0]!r}")
