"""The typed results of the REST client (:class:`folnn.client.Client`): one pydantic model per
answer of ``openapi.yaml``. They accept fields a newer server adds (``extra="allow"``), so a newer
server does not break an older client; ``model_dump(by_alias=True)`` is the server's JSON."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "ActResult",
    "Activation",
    "ActivationCheck",
    "Blocked",
    "ClassDiff",
    "Constraint",
    "ConstraintChange",
    "ConstraintPreview",
    "Constraints",
    "Decision",
    "DecisionDetail",
    "DecisionsPage",
    "Deleted",
    "EpisodeDetail",
    "EpisodeSummary",
    "EpisodesPage",
    "Fact",
    "FactsResult",
    "FiringFact",
    "Health",
    "Network",
    "NetworkClass",
    "NetworkGate",
    "Policies",
    "PolicyDeleted",
    "PolicyDetail",
    "PolicyEntry",
    "PreviewError",
    "Ready",
    "Refusal",
    "Rule",
    "RuleDiff",
    "RuleLiteral",
    "RulesResult",
    "ShadowState",
    "ShadowStatus",
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True, populate_by_name=True)


class FiringFact(_Model):
    """A literal of the gate that fired, with its truth (after negation)."""

    predicate: str
    args: list[str]
    negated: bool
    truth: float


class Blocked(_Model):
    """A candidate a constraint blocked (or would block, in dryrun mode)."""

    action: str
    constraint_id: int


class ActResult(_Model):
    """``POST /v1/act``: the action, the facts that fired and the rule that justifies it."""

    action: str
    facts: list[FiringFact]
    rule: str | None
    rule_id: str | None
    fired: bool
    fallback: str | None
    scores: dict[str, float]
    blocked: list[Blocked]
    dryrun_blocked: list[Blocked]
    policy_version: str
    constraint_revision: int
    request_id: str
    client_request_id: str | None
    episode_id: str | None = None


class Fact(_Model):
    """One grounded fact and its truth value."""

    predicate: str
    args: list[str]
    truth: float


class FactsResult(_Model):
    """``POST /v1/facts``: every grounded fact (a ``folnn facts`` line)."""

    room: str | None
    facts: list[Fact]


class RuleLiteral(_Model):
    predicate: str
    negated: bool


class Rule(_Model):
    """One class's rule: text and structure."""

    action: str
    word_class: str = Field(alias="class")
    text: str
    conjunctions: list[list[RuleLiteral]]
    rule_ids: list[str]
    priority: float


class RulesResult(_Model):
    """``GET /v1/rules``."""

    policy_version: str
    policy_sha256: str
    provenance: dict[str, Any]
    rules: list[Rule]


class NetworkGate(_Model):
    rule_id: str
    bias: float
    weights: list[float]
    decisive: list[bool]
    in_rule: bool
    or_weight: float
    or_decisive: bool


class NetworkClass(_Model):
    word_class: str = Field(alias="class")
    verb: str
    words: list[str]
    literals: list[str]
    gates: list[NetworkGate]
    or_bias: float
    priority: float


class Network(_Model):
    """``GET /v1/rules/network``: every weight of the active policy."""

    policy_version: str
    alpha: float
    classes: list[NetworkClass]


class PolicyEntry(_Model):
    version: str
    verified: bool
    name: str | None = None
    method: str | None = None
    sha256: str | None = None
    error: str | None = None
    evaluation: Any = None


class Policies(_Model):
    """``GET /v1/policies``."""

    active_version: str | None
    policies: list[PolicyEntry]


class PolicyDetail(_Model):
    """``GET /v1/policies/{version}``."""

    version: str
    sha256: str
    active: bool
    provenance: dict[str, Any]
    rules: list[Rule]
    network: list[NetworkClass]


class ClassDiff(_Model):
    word_class: str = Field(alias="class")
    base_text: str | None
    head_text: str | None
    kept: list[str]
    added: list[str]
    removed: list[str]
    same: bool


class RuleDiff(_Model):
    """``GET /v1/policies/{base}/diff/{head}``."""

    base: str
    head: str
    same: bool
    classes: list[ClassDiff]


class Refusal(_Model):
    """A reason the rollout guard refuses an activation."""

    code: str
    message: str


class Activation(_Model):
    """``POST /v1/policies/{version}/activate`` and ``POST /v1/shadow/promote``."""

    active_version: str
    sha256: str
    previous: str | None
    forced: list[Refusal] = []


class ActivationCheck(_Model):
    """``GET /v1/policies/{version}/check``: what activating would change, and the refusals."""

    version: str
    sha256: str
    active_version: str | None
    figures: dict[str, Any] | None
    active_figures: dict[str, Any] | None
    refusals: list[Refusal]
    diff: list[dict[str, Any]]


class ShadowState(_Model):
    """``POST /v1/policies/{version}/shadow`` and ``DELETE /v1/shadow``."""

    shadow_version: str | None
    active_version: str | None


class ShadowStatus(_Model):
    """``GET /v1/shadow``: the shadow's agreement with the active version over live traffic."""

    shadow_version: str | None
    active_version: str | None
    considered: int | None = None
    agreed: int | None = None
    agreement: float | None = None
    disagreements: list[dict[str, Any]] = []


class EpisodeSummary(_Model):
    """One game of the decision log."""

    episode_id: str
    decisions: int
    length: int | None
    first_at: str
    last_at: str
    policy_versions: list[str]
    outcome: Any
    rooms: int


class EpisodesPage(_Model):
    """``GET /v1/episodes``: a page of games, the newest first."""

    items: list[EpisodeSummary]
    next_cursor: int | None
    scan: Any = None


class EpisodeDetail(EpisodeSummary):
    """``GET /v1/episodes/{episode_id}``: one game step by step, with its map."""

    steps: list[dict[str, Any]]
    map: dict[str, Any]


class Constraint(_Model):
    id: int
    text: str
    mode: Literal["enforce", "dryrun"]
    author: str
    reason: str
    created_at: str
    revision: int


class ConstraintChange(_Model):
    revision: int
    at: str
    change: str
    constraint_id: int | None
    text: str
    mode: str | None
    author: str
    reason: str


class Constraints(_Model):
    """``GET /v1/constraints``."""

    revision: int
    constraints: list[Constraint]
    changes: list[ConstraintChange]


class Deleted(_Model):
    """``DELETE /v1/constraints/{id}``."""

    deleted: int
    revision: int


class PolicyDeleted(_Model):
    """``DELETE /v1/policies/{version}``."""

    deleted: str


class PreviewError(_Model):
    message: str
    line: int
    column: int


class ConstraintPreview(_Model):
    """``POST /v1/constraints/preview``."""

    text: str
    valid: bool
    error: PreviewError | None = None
    would_block: int | None = None
    considered: int | None = None
    skipped: int | None = None
    examples: list[dict[str, Any]] = []


class Decision(_Model):
    """One logged decision: ``id`` is the microsecond of its time (ids follow time order),
    ``seq`` its place in the log's commit order (None from servers older than time ids)."""

    id: int
    seq: int | None = None
    request_id: str
    client_request_id: str | None
    at: str
    policy_version: str
    policy_sha256: str
    constraint_revision: int
    input_sha256: str
    facts: list[FiringFact]
    rule: str | None
    rule_id: str | None
    action: str | None
    fired: bool | None
    blocked: list[Blocked]
    status: int


class DecisionDetail(Decision):
    """``GET /v1/decisions/{id}``: a decision with its whole fact table and constraints."""

    fact_table: list[Fact]
    constraints: list[Constraint]


class DecisionsPage(_Model):
    """``GET /v1/decisions``: a page, newest first (with ``after``: in commit order). Pass
    ``next_after`` as ``after`` to get what is logged next (None from older servers)."""

    items: list[Decision]
    next_cursor: int | None
    next_after: int | None = None


class Health(_Model):
    """``GET /healthz``."""

    status: str


class Ready(_Model):
    """``GET /readyz``."""

    status: str
    checks: dict[str, bool]
    policy_version: str | None
    constraint_revision: int | None
    degraded: list[str]
    audit: dict[str, Any]
