"""Service settings: one pydantic-settings class, read from the environment once at startup."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from service.store import PostgresBounds, is_postgres_url, sqlite_file


def _default_workers() -> int:
    return os.cpu_count() or 2


class Settings(BaseSettings):
    """Everything the service reads from its environment (prefix ``FOLNN_``).

    ``HOST``, ``PORT`` and ``WORKERS`` are also accepted without the prefix, as ``make serve``
    passes them that way.
    """

    model_config = SettingsConfigDict(env_prefix="FOLNN_", extra="ignore", populate_by_name=True)

    host: str = Field("127.0.0.1", validation_alias=AliasChoices("FOLNN_HOST", "HOST", "host"))
    """Address gunicorn binds to."""
    port: int = Field(
        8000, ge=0, le=65535, validation_alias=AliasChoices("FOLNN_PORT", "PORT", "port")
    )
    """TCP port gunicorn binds to."""
    workers: int = Field(
        default_factory=_default_workers,
        ge=1,
        validation_alias=AliasChoices("FOLNN_WORKERS", "WORKERS", "workers"),
    )
    """Number of gunicorn worker processes (default: one per core)."""
    worker_class: Literal["gevent", "sync"] = "gevent"
    """gunicorn worker class. ``gevent`` (default) holds each connection in a greenlet, so slow
    or stalled clients cost memory, not a worker; ``sync`` is one request at a time per worker
    and must sit behind a buffering proxy (docs/security.md)."""
    worker_connections: int = Field(4096, ge=1)
    """Connections one gevent worker holds at once (beyond them it stops accepting). 4,096:
    2,000 connections dripping their bodies leave room for the others (issue 43, finding 2;
    each holds at most 16 KiB of ``body_bytes_in_flight`` and ``body_timeout_s``);
    ``service.serve`` raises the open-files limit to fit."""
    keepalive_s: int = Field(2, ge=0)
    """Seconds an idle kept-alive connection stays open; under gevent also the time a client has
    to send its request line and headers."""
    operator_token: SecretStr | None = None
    """Bearer token for operator routes; with none configured, operator routes are refused."""
    data_dir: Path = Path("var")
    """Folder of the SQLite store and the Prometheus multiprocess files."""
    store_url: str | None = None
    """Store location: None for ``<data_dir>/folnn.sqlite3``, ``sqlite:///path`` or
    ``postgresql://...`` (several replicas)."""
    policies_dir: Path = Path("policies")
    """Root of the policy artifacts, ``<policies_dir>/<policy_name>/<version>/``."""
    policy_name: str = "fol-rules"
    """Which policy family is served; versions are the folders below it (the default family
    falls back to the older folder ``fol-lnn/`` when only that exists; docs/artifacts.md)."""
    default_version: str | None = None
    """Version recorded as the active one at first start when the store names none (the
    shipped default); None picks the newest folder of the policy folder (by the time its
    manifest was created), never a published version: publishing releases nothing, only an
    activation does (docs/api.md)."""
    max_body_bytes: int = Field(2_000_000, ge=1024)
    """Largest accepted request body, chunked or not (413 above it)."""
    body_timeout_s: float = Field(10.0, gt=0)
    """Time a client has to send its whole body (408 after it)."""
    body_drain_bytes: int = Field(8_000_000, ge=0)
    """How much of an over-limit body is read and dropped so that the client, still sending,
    receives its 413 instead of a connection reset."""
    body_bytes_in_flight: int = Field(64 * 2**20, ge=1024)
    """Most body bytes one worker holds at once, over all its requests (503 ``busy`` with
    ``Retry-After`` above it): a gevent worker holds up to ``worker_connections`` requests, and
    each could hold a body of ``max_body_bytes`` (docs/security.md). At least
    ``max_body_bytes``."""
    cpu_slice_ms: float = Field(5.0, ge=0)
    """Longest a request computes, under the gevent worker, before the worker's other requests
    (``/healthz`` included) get their turn; 0 never yields (docs/security.md)."""
    max_request_text_chars: int = Field(400_000, ge=1)
    """Most characters of observation text (current plus history) one request may hold (422
    above it): the converter is linear, so this bounds the time of a request."""
    max_observation_chars: int = Field(8192, ge=1)
    """Longest accepted observation text, current or in history (422 above it)."""
    max_history: int = Field(500, ge=0)
    """Most history turns accepted (422 above it)."""
    audit_enabled: bool = True
    """Write every decision to the audit log."""
    audit_observation: Literal["text", "hash"] = "text"
    """What the audit log keeps of each observation: its text (bounded by
    ``audit_observation_chars``) and sha256, or only the sha256 (``hash``)."""
    audit_observation_chars: int = Field(2000, ge=1, le=100_000)
    """Most characters of an observation the audit log keeps (the hash covers the whole text)."""
    audit_flush_interval_s: float = Field(0.05, gt=0)
    """How often a worker's background writer flushes its batch of decisions."""
    audit_queue_size: int = Field(10_000, ge=1)
    """Decisions buffered per worker before the oldest are dropped (counted in metrics)."""
    journal_max_bytes: int = Field(256 * 2**20, ge=2**20)  # service.journal.MAX_BYTES
    """Most bytes the decision journal (``<data_dir>/journal``, every worker's segments) holds;
    past it a decision is answered unjournaled, counted, and ``/readyz`` says so until the
    store has taken the backlog (docs/reliability.md, "Disk faults")."""
    audit_max_rows: int | None = Field(1_000_000, ge=1)
    """Decisions the audit log keeps (the oldest are pruned); None keeps every row."""
    audit_max_age_s: float | None = Field(30 * 24 * 3600.0, gt=0)
    """Age after which a decision is pruned (default 30 days); None keeps every age."""
    audit_prune_interval_s: float = Field(10.0, gt=0)
    """How often each worker's background writer applies the retention."""
    max_constraints: int = Field(100, ge=1)
    """Most active constraints (409 above it); each is checked on every decision."""
    max_policy_parameters: int = Field(10_000_000, ge=1)
    """Largest policy network (parameters) the server loads; checked against the weights
    file's header before anything is allocated."""
    max_artifact_bytes: int = Field(2**20, ge=1024)
    """Largest policy archive ``POST /v1/policies`` accepts, packed and unpacked (a trained
    FOL-LNN artifact is a few KB); uploads are also bounded by ``max_body_bytes``."""
    max_published_versions: int = Field(50, ge=1)
    """Most versions published through ``POST /v1/policies`` at once (409 above it; delete one
    with ``DELETE /v1/policies/{version}``): bounds the policies listing and each replica's
    unpacked cache (at most this many archives of ``max_artifact_bytes``)."""
    policy_memo_size: int = Field(4096, ge=0)
    """Fact tables whose scores/explanations each worker memoises (0 turns the memo off)."""
    map_cache_bytes: int = Field(32 * 2**20, ge=0)  # converter.DEFAULT_MAP_CACHE_BYTES
    """Budget (estimated bytes) of the maps each worker's converter keeps by the history that
    built them, so that a client's next request folds only its new turns
    (:mod:`converter.map_cache`; 0 keeps none)."""
    expose_worker_id: bool = False
    """Add an ``X-Served-By`` header (the worker's pid); tests use it to see both workers."""
    timeout_s: int = Field(30, ge=1)
    """gunicorn worker timeout."""
    migration_lock_timeout_s: float = Field(5.0, gt=0)
    """PostgreSQL: longest a schema migration waits for a lock (another worker's or replica's
    migration, a table another session holds) before it gives up, nothing applied, to be tried
    again (docs/replicas.md)."""
    migration_statement_timeout_s: float = Field(600.0, gt=0)
    """PostgreSQL: longest one migration statement runs when ``python -m service.serve``
    migrates, before its workers start; a worker that migrates by itself (the database was away
    at start) stops at :attr:`worker_migration_statement_timeout_s`."""
    lock_timeout_s: float = Field(1.0, gt=0)
    """PostgreSQL: longest a worker's query waits for a lock (a replica migrating, a session
    holding a table) before it gives up, its transaction rolled back: the request answers 503
    ``store_unavailable`` with ``Retry-After``, or ``/v1/act`` answers from the last state read
    (docs/replicas.md). Below :attr:`statement_timeout_s` (checked with a PostgreSQL store:
    SQLite has neither bound)."""
    graceful_timeout_s: int = Field(20, ge=1)
    """Seconds gunicorn gives workers to finish their requests on shutdown."""
    prometheus_multiproc_dir: Path | None = Field(
        None,
        validation_alias=AliasChoices(
            "FOLNN_PROMETHEUS_MULTIPROC_DIR", "PROMETHEUS_MULTIPROC_DIR", "prometheus_multiproc_dir"
        ),
    )
    """Prometheus multiprocess folder; None means ``<data_dir>/prometheus`` under gunicorn."""

    @property
    def sqlite_path(self) -> Path:
        """The SQLite file used when no other store URL is given."""
        default = self.data_dir / "folnn.sqlite3"
        return sqlite_file(self.store_url, default) or default

    @property
    def statement_timeout_s(self) -> float:
        """PostgreSQL: a worker's bound on one query, half the gunicorn timeout (which kills a
        worker busy longer); a migration's statements keep their own bounds."""
        return self.timeout_s / 2

    @property
    def worker_migration_statement_timeout_s(self) -> float:
        """A worker's bound on a migration statement: :attr:`statement_timeout_s`, at most
        :attr:`migration_statement_timeout_s`."""
        return min(self.migration_statement_timeout_s, self.statement_timeout_s)

    def postgres_bounds(self, *, before_workers: bool) -> PostgresBounds:
        """The bounds :func:`~service.store.open_store` takes, from these settings: a query's
        lock wait and run time, a migration's lock wait, and a migration statement's run time,
        which is the whole :attr:`migration_statement_timeout_s` ``before_workers`` (``python
        -m service.serve``'s step, under no gunicorn timeout) and a worker's
        :attr:`worker_migration_statement_timeout_s` otherwise; the pool's, the defaults."""
        return PostgresBounds(
            lock_timeout_s=self.lock_timeout_s,
            statement_timeout_s=self.statement_timeout_s,
            migration_lock_timeout_s=self.migration_lock_timeout_s,
            migration_statement_timeout_s=(
                self.migration_statement_timeout_s
                if before_workers
                else self.worker_migration_statement_timeout_s
            ),
        )

    @property
    def uses_postgres(self) -> bool:
        """Whether :attr:`store_url` names a PostgreSQL database (the test
        :func:`~service.store.open_store` makes)."""
        return is_postgres_url(self.store_url)

    @model_validator(mode="after")
    def _a_largest_body_fits_in_flight(self) -> Settings:
        if self.body_bytes_in_flight < self.max_body_bytes:
            raise ValueError(
                f"body_bytes_in_flight ({self.body_bytes_in_flight}) must be at least"
                f" max_body_bytes ({self.max_body_bytes}): a largest body could never be read"
            )
        return self

    @model_validator(mode="after")
    def _lock_wait_within_statement_bound(self) -> Settings:
        # PostgreSQL's bounds only: SQLite ignores both, so a short FOLNN_TIMEOUT_S stays valid
        if self.uses_postgres and self.lock_timeout_s >= self.statement_timeout_s:
            raise ValueError(
                f"lock_timeout_s ({self.lock_timeout_s:g}) must be below half of timeout_s"
                f" ({self.statement_timeout_s:g}), the bound of a worker's query"
            )
        return self

    @property
    def audit_text_chars(self) -> int:
        """Characters of observation text the audit log keeps (0 in ``hash`` mode)."""
        return self.audit_observation_chars if self.audit_observation == "text" else 0

    @property
    def journal_dir(self) -> Path:
        """Where each worker journals the decisions it answers until the store holds them
        (:mod:`service.journal`): local to the host, like the page cache it relies on."""
        return self.data_dir / "journal"

    @property
    def metrics_dir(self) -> Path:
        """Where ``service.serve`` puts Prometheus multiprocess files."""
        return self.prometheus_multiproc_dir or (self.data_dir / "prometheus")
