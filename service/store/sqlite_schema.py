"""The SQLite store's schema and statements: the tables, the decision log's indexes, the rebuild
of a file from before time ids, and the SQL :class:`~service.store.sqlite.SQLiteStore` runs."""

from __future__ import annotations

from service.store.base import Dialect
from service.store.queries import FILTER_INDEXES

__all__ = [
    "DECISIONS_TABLE",
    "DECISION_COLUMNS_V2",
    "DIALECT",
    "INDEXES",
    "SCHEMA",
    "STATE_COLUMNS_V2",
    "TIME_ID_REBUILD",
    "UNIQUE_REQUEST_IDS",
]

SCHEMA = """
CREATE TABLE IF NOT EXISTS state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    active_version TEXT,
    constraint_revision INTEGER NOT NULL
);
INSERT OR IGNORE INTO state (id, active_version, constraint_revision) VALUES (1, NULL, 0);
CREATE TABLE IF NOT EXISTS constraints (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    text TEXT NOT NULL,
    mode TEXT NOT NULL,
    author TEXT NOT NULL,
    reason TEXT NOT NULL,
    created_at REAL NOT NULL,
    revision INTEGER NOT NULL,
    deleted_at REAL
);
CREATE TABLE IF NOT EXISTS changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    revision INTEGER NOT NULL,
    at REAL NOT NULL,
    change TEXT NOT NULL,
    constraint_id INTEGER,
    text TEXT NOT NULL,
    mode TEXT,
    author TEXT NOT NULL,
    reason TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS artifacts (
    version TEXT PRIMARY KEY,
    sha256 TEXT NOT NULL,
    archive_sha256 TEXT NOT NULL,
    size INTEGER NOT NULL,
    data BLOB NOT NULL,
    author TEXT NOT NULL,
    reason TEXT NOT NULL,
    created_at REAL NOT NULL
);
"""

# The decision log (ids are times, seq the commit order); ``{table}``: its name.
DECISIONS_TABLE = """
CREATE TABLE IF NOT EXISTS {table} (
    id INTEGER PRIMARY KEY,
    seq INTEGER NOT NULL,
    request_id TEXT NOT NULL,
    at REAL NOT NULL,
    policy_version TEXT NOT NULL,
    policy_sha256 TEXT NOT NULL,
    constraint_revision INTEGER NOT NULL,
    input_sha256 TEXT NOT NULL,
    facts TEXT NOT NULL,
    rule TEXT,
    rule_id TEXT,
    action TEXT,
    blocked TEXT NOT NULL,
    status INTEGER NOT NULL,
    room TEXT,
    observation TEXT,
    observation_sha256 TEXT NOT NULL DEFAULT '',
    scores TEXT NOT NULL DEFAULT '{{}}',
    fact_table TEXT NOT NULL DEFAULT '[]',
    candidates TEXT,
    dryrun_blocked TEXT NOT NULL DEFAULT '[]',
    client_request_id TEXT,
    fired INTEGER,  -- 1 a rule fired, 0 the fallback answered, NULL no action or older
    episode_id TEXT,
    step INTEGER,
    moved TEXT,
    shadow_version TEXT,
    shadow TEXT
)
"""

# Decision columns added after the first schema (ALTER TABLE on files from before the rebuild
# to time ids, so that the rebuild copies every column), with defaults.
DECISION_COLUMNS_V2 = (
    ("room", "TEXT"),
    ("observation", "TEXT"),
    ("observation_sha256", "TEXT NOT NULL DEFAULT ''"),
    ("scores", "TEXT NOT NULL DEFAULT '{}'"),
    ("fact_table", "TEXT NOT NULL DEFAULT '[]'"),
    ("candidates", "TEXT"),
    ("dryrun_blocked", "TEXT NOT NULL DEFAULT '[]'"),
    ("client_request_id", "TEXT"),
    ("fired", "INTEGER"),  # 1 a rule fired, 0 the fallback answered, NULL no action or older
    ("episode_id", "TEXT"),
    ("step", "INTEGER"),
    ("moved", "TEXT"),
    ("shadow_version", "TEXT"),
    ("shadow", "TEXT"),
)
STATE_COLUMNS_V2 = (
    ("shadow_version", "TEXT"),
    ("decision_seq", "INTEGER NOT NULL DEFAULT 0"),  # the seq of the decision logged last
)
INDEXES = (
    "CREATE UNIQUE INDEX IF NOT EXISTS decisions_seq ON decisions (seq)",
    "CREATE INDEX IF NOT EXISTS decisions_episode ON decisions (episode_id, id)",
    "CREATE INDEX IF NOT EXISTS decisions_shadow ON decisions (shadow_version, id)",
    # the log's filters, newest first (base.decision_filters): each an index range read
    # backwards from its newest row, however few rows match (a table scan before)
    *(index.format(table="decisions") for index in FILTER_INDEXES),
)
# A file from before time ids: each row's old id (commit order) becomes its seq; its id is its
# time's microsecond, the first free one after it in time order (a running maximum: the ids of
# :func:`time_ids` for the rows taken in time order); the commit counter continues after the
# highest id ever given (AUTOINCREMENT's record), so a live cursor held over the upgrade holds.
TIME_ID_REBUILD = (
    DECISIONS_TABLE.format(table="decisions_by_time"),
    "INSERT INTO decisions_by_time ({columns}) SELECT {values} FROM (SELECT *,"
    " rn + MAX(us - rn) OVER (ORDER BY rn) AS new_id FROM (SELECT *,"
    " CAST(round(at * 1000000) AS INTEGER) AS us, ROW_NUMBER() OVER (ORDER BY at, id) AS rn"
    " FROM decisions))",
    "UPDATE state SET decision_seq = MAX(decision_seq,"
    " COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'decisions'), 0),"
    " COALESCE((SELECT MAX(id) FROM decisions), 0))",
    "DROP TABLE decisions",
    "ALTER TABLE decisions_by_time RENAME TO decisions",
)
# The log unique by request_id (issue 43, finding 7): a file from before may hold a decision
# twice (a journal segment replayed twice): the first committed (lowest seq) is kept; then the
# unique index replaces the plain one. Run once, under the write lock, when the index is missing.
UNIQUE_REQUEST_IDS = (
    # one sort of the log, whether or not an index on request_id exists yet (a file just
    # rebuilt to time ids has none): never a lookup per row
    "DELETE FROM decisions WHERE seq NOT IN (SELECT MIN(seq) FROM decisions GROUP BY request_id)",
    "CREATE UNIQUE INDEX decisions_request_id_unique ON decisions (request_id)",
    "DROP INDEX IF EXISTS decisions_request_id",
)
STATE_SELECT = "SELECT active_version, constraint_revision, shadow_version FROM state WHERE id = 1"
"""The one row of pointers, in :class:`~service.store.records.State`'s field order."""
DIALECT = Dialect("?", "", "")
"""SQLite's SQL for :class:`~service.store.base.SqlStore` (a writer's transaction holds the
write lock from its start: no row lock)."""
