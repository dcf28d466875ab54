"""What one worker holds: the converter, the active policy, the shield, and how it keeps them in
step with the shared store (checked on every request, reloaded when the store says so).

The runtime returns results and raises its refusals (:mod:`service.refusals`;
:class:`~service.commands.UnknownCandidates`) or lets the
store's, the registry's and the converter's through; :mod:`service.errors` turns each family
into the HTTP envelope."""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from converter.converter import FOLConverter
from converter.facts import FactTable, Vocabulary
from model.artifact import ArtifactError, task_of
from service.audit import DecisionLog
from service.commands import Commands, read_commands, refused_moves
from service.constraints import CompiledConstraint, ConstraintError, Shield, compile_constraint
from service.decision import Outcome, choose_among, decide, justification
from service.metrics import Metrics
from service.policies import PolicyRegistry, VersionNotFound
from service.reads import read_pages
from service.refusals import (
    ActivationRefused,
    AllCandidatesBlocked,
    NoCandidates,
    PolicyRefused,
    PolicyUnavailable,
    UnknownTask,
)
from service.rollout import (
    SHADOW_WINDOW,
    activation_refusals,
    agreement,
    episode_of,
    evaluation_figures,
)
from service.served import ServedPolicy
from service.slices import TimeSlice
from service.store import (
    ConstraintRecord,
    DecisionQuery,
    DecisionRecord,
    State,
    StateChanged,
    Store,
    StoreError,
    StoreUnavailable,
)

__all__ = [
    "Activation",
    "Decision",
    "Runtime",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Decision:
    """The outcome of ``POST /v1/act``: the answer's body and the audit record."""

    body: dict
    record: DecisionRecord


@dataclass(frozen=True)
class Activation:
    """The outcome of ``POST /v1/policies/{version}/activate``."""

    active_version: str
    sha256: str
    previous: str | None
    forced: list[dict] = field(default_factory=list)  # the refusals a `force` overrode

    def to_dict(self) -> dict:
        """The answer's body: the fields."""
        return dataclasses.asdict(self)


class Runtime:
    """Per-worker state; sync workers call it from one thread."""

    def __init__(
        self,
        store: Store,
        registry: PolicyRegistry,
        converter: FOLConverter,
        metrics: Metrics,
        decisions: DecisionLog,
        default_version: str | None,
        memo_size: int = 4096,
        audit_observation_chars: int = 2000,
        audit_enabled: bool = True,
        max_constraints: int | None = None,
        time_slice: TimeSlice | None = None,
    ) -> None:
        self.store = store
        self.registry = registry
        self._converter = converter  # over the lexicon's vocabulary, until a policy is served
        self._converters: dict[Vocabulary, FOLConverter] = {}
        self.metrics = metrics
        self.decisions = decisions
        self._default_version = default_version
        self._memo_size = memo_size
        self._audit_chars = audit_observation_chars  # 0: the log keeps only the text's hash
        self._audit_enabled = audit_enabled
        self._max_constraints = max_constraints
        self.time_slice = time_slice or TimeSlice(0.0)
        self.active: ServedPolicy | None = None
        self.shadow: ServedPolicy | None = None  # decides every request too, answers none
        self.shadow_error: str | None = None  # why the shadow version is not loaded
        self.shield = Shield((), 0)
        self.policy_error: str | None = None
        self.store_error: str | None = None
        self.store_error_since: float | None = None  # when the store stopped answering
        self._schema_ready = False
        self._seen_pointer: tuple[bool, str | None] = (False, None)
        self._seen_shadow: str | None = None
        self._seen_revision: int | None = None
        self._unrecordable: set[str] = set()  # shipped defaults that did not verify
        # Compiled constraints by (id, text, mode, vocabulary): a new revision compiles only new
        # ones, a policy of another vocabulary compiles them again.
        self._compiled: dict[tuple[int, str, str, Vocabulary], CompiledConstraint] = {}

    @property
    def vocabulary(self) -> Vocabulary:
        """The active policy's vocabulary (the lexicon's while none is loaded): the tables,
        actions and constraints of this worker range over it."""
        if self.active is None:
            return self._converter.vocabulary
        return self.active.artifact.model.vocabulary

    @property
    def actions(self) -> tuple[str, ...]:
        """The active vocabulary's actions."""
        return self.vocabulary.actions

    @property
    def converter(self) -> FOLConverter:
        """The converter over the active vocabulary (one parser and cache for all)."""
        vocabulary = self.vocabulary
        found = self._converters.get(vocabulary)
        if found is None:
            found = self._converters[vocabulary] = self._converter.for_vocabulary(vocabulary)
        return found

    # --- keeping in step with the store -------------------------------------------------------

    def start(self) -> None:
        """Create the schema and load the active policy and constraints."""
        self.sync()

    def sync(self) -> None:
        """Apply a changed active version or constraint revision (one cheap read otherwise).
        While the store cannot be read, the worker keeps the last state it read. The schema is
        created (or migrated) first, retried on each call until it succeeds."""
        try:
            if not self._schema_ready:
                self.store.init_schema()
                self._schema_ready = True
            state = self.store.state()
        except StoreError as exc:  # keep serving what we have
            self._store_failed(exc)
            if self.active is None:
                self._load_policy(None)
            return
        if self.store_error is not None:
            log.warning("store answers again (unavailable since %s)", self.store_error_since)
        self.store_error = self.store_error_since = None
        if state.active_version is None:
            state = self._record_default(state)
        pointer = (True, state.active_version)
        policy_changed = False
        if pointer != self._seen_pointer:
            self._seen_pointer = pointer
            policy_changed = self._load_policy(state.active_version)
        if state.shadow_version != self._seen_shadow:
            self._seen_shadow = state.shadow_version
            self._load_shadow(state.shadow_version)
        if policy_changed or state.constraint_revision != self._seen_revision:
            self._load_constraints(state)

    def _record_default(self, state: State) -> State:
        """No version was ever activated: record the shipped default as the active one (an
        ``activate`` line by ``system`` in the change trail), so that every worker, and every
        worker that starts later, serves that one version until an operator activates
        another; the first worker to record it wins, the others read its pointer. A default
        that does not verify is not recorded (the workers serve the fallback and say why)."""
        version = self.registry.shipped_default(self._default_version)
        if version is None or version in self._unrecordable:
            return state
        try:
            self.registry.load(version)
        except Exception as exc:  # refused: _load_policy tells why and falls back
            log.error("the shipped default %r is not recorded as active: %s", version, exc)
            self._unrecordable.add(version)
            return state
        try:
            return self.store.set_active_version(
                version,
                "system",
                "first start: no version was active; the shipped default is served",
                expected=None,
            )
        except StateChanged:  # another worker or replica recorded one first
            return self.store.state()
        except StoreError as exc:  # serve the default without recording it; tried again
            self._store_failed(exc)
            return state

    def _load_shadow(self, version: str | None) -> None:
        self.shadow, self.shadow_error = None, None
        if version is None:
            return
        try:
            artifact = self.registry.load(version)
        except Exception as exc:  # as for the active version: the worker keeps serving
            self.shadow_error = f"shadow version {version!r} refused: {exc}"
            log.error("%s", self.shadow_error)
            return
        self.shadow = ServedPolicy(version, artifact.sha256, artifact, self._memo_size)
        log.info("deciding in shadow with %s (%s)", version, artifact.sha256)

    def _store_failed(self, exc: StoreError) -> None:
        if self.store_error is None:
            self.store_error_since = time.time()
            log.error("store unavailable, serving the last state read: %s", exc)
        self.store_error = str(exc)

    @property
    def shadow_version(self) -> str | None:
        """The version the store last said is in shadow (loaded or not: see
        :attr:`shadow_error`)."""
        return self._seen_shadow

    @property
    def state_known(self) -> bool:
        """Whether this worker has read the constraints from the store at least once (until
        then it has no shield to apply and refuses decisions)."""
        return self._seen_revision is not None

    def _load_policy(self, pointer: str | None) -> bool:
        version = pointer or self.registry.shipped_default(self._default_version)
        if version is None:
            self.policy_error = f"no policy version under {self.registry.root}"
            return False
        if self.active is not None and self.active.version == version:
            return False
        try:
            artifact = self.registry.load(version)
        except Exception as exc:  # ArtifactError, InvalidVersion, VersionNotFound, OSError...
            self.policy_error = f"version {version!r} refused: {exc}"
            self.metrics.policy_load_failures.inc()
            log.error(
                "%s; still serving %s", self.policy_error, self.active and self.active.version
            )
            if self.active is None:  # a fresh worker has nothing to keep serving: fall back
                self._load_fallback(exclude=version)
            return False
        previous = (self.active.version, self.active.sha256) if self.active else None
        self.active = ServedPolicy(version, artifact.sha256, artifact, self._memo_size)
        self.policy_error = None
        self.metrics.set_active_policy(version, artifact.sha256, previous)
        log.info("serving policy %s (%s)", version, artifact.sha256)
        return True

    def _load_fallback(self, exclude: str) -> None:
        """Serve the configured default, else the newest shipped version that verifies, while
        the pointed-to version is refused (never a publication: every worker falls back to the
        same version); readiness keeps saying why the pointer was refused."""
        error = self.policy_error
        candidates = [self._default_version] if self._default_version else []
        candidates += reversed(self.registry.shipped())
        for version in dict.fromkeys(v for v in candidates if v and v != exclude):
            try:
                artifact = self.registry.load(version)
            except Exception as exc:
                log.warning("fallback: version %r refused too: %s", version, exc)
                continue
            self.active = ServedPolicy(version, artifact.sha256, artifact, self._memo_size)
            self.metrics.set_active_policy(version, artifact.sha256, None)
            log.warning("serving fallback policy %s while %s", version, error)
            break
        self.policy_error = error

    def _load_constraints(self, state: State) -> None:
        try:
            records = self.store.constraints()
        except StoreError as exc:
            self._store_failed(exc)
            return
        cache, compiled = {}, []
        for rec in records:
            key = (rec.id, rec.text, rec.mode, self.vocabulary)
            constraint = self._compiled.get(key)
            if constraint is None:
                try:
                    constraint = compile_constraint(
                        rec.text, self.vocabulary, constraint_id=rec.id, mode=rec.mode
                    )
                except ConstraintError as exc:  # stored under another vocabulary
                    log.error("constraint %d no longer compiles, skipped: %s", rec.id, exc)
                    continue
            cache[key] = constraint
            compiled.append(constraint)
        self._compiled = cache  # retired constraints leave the cache with their revision
        self.shield = Shield(compiled, state.constraint_revision)
        self._seen_revision = state.constraint_revision
        self.metrics.constraint_revision.set(state.constraint_revision)

    # --- deciding ------------------------------------------------------------------------------

    def facts(self, observation: str, history: Sequence[tuple[str, str]]) -> FactTable:
        """Run the converter (it raises ConverterInputError on input it refuses)."""
        turns = [(o, a) for o, a in history]  # pairs as the converter reads them
        return self.converter.convert(observation, turns, self.time_slice.pauser())

    def require_policy(self) -> ServedPolicy:
        """The active policy (:class:`PolicyUnavailable` when none is loaded)."""
        if self.active is None:
            raise PolicyUnavailable(self.policy_error)
        return self.active

    # --- operator writes -------------------------------------------------------------------

    def verified(self, version: str):  # noqa: ANN201 - model.artifact.LoadedArtifact
        """The artifact of ``version``, checked as at load (the registry raises InvalidVersion
        or VersionNotFound; :class:`PolicyRefused` when the artifact does not verify)."""
        try:
            return self.registry.load(version)
        except ArtifactError as exc:
            if not self.registry.exists(version):  # deleted while it was read (issue 43, 9)
                raise VersionNotFound(version) from None
            self.metrics.policy_load_failures.inc()
            raise PolicyRefused(version, str(exc)) from None

    def activation_check(self, version: str) -> dict:
        """What activating ``version`` would change and why the guard would refuse it: its
        rules and evaluation figures beside the active version's (with their game sets)."""
        artifact = self.verified(version)
        rules = [r.to_dict() for r in artifact.model.rules()]
        figures = evaluation_figures(artifact.manifest)
        active = self.active
        active_figures = evaluation_figures(active.artifact.manifest) if active else None
        shadow = self.shadow_agreement(version, active.version if active else None)
        refusals = activation_refusals(rules, figures, active_figures, shadow)
        if active is not None and active.version == version:
            refusals = []
        return {
            "version": version,
            "sha256": artifact.sha256,
            "active_version": active.version if active else None,
            "figures": figures,
            "active_figures": active_figures,
            "refusals": refusals,
        }

    def shadow_agreement(self, version: str, active_version: str | None) -> dict | None:
        """How ``version`` chose beside ``active_version`` on the newest live decisions while in
        shadow (:func:`~service.rollout.agreement`), or None when it is not in shadow: the
        comparison on the same games that lets figures measured elsewhere pass the guard."""
        if self.store.state().shadow_version != version:
            return None
        self.decisions.flush_for_read()
        query = DecisionQuery(limit=SHADOW_WINDOW, shadow_version=version)
        pause = self.time_slice.pauser()
        return agreement(
            list(read_pages(self.store, query, SHADOW_WINDOW, pause)), version, active_version
        )

    def activate(self, version: str, author: str, reason: str, force: bool = False) -> Activation:
        """Verify ``version``, pass it through the rollout guard, and point every worker at it
        (:class:`ActivationRefused` when the guard speaks against it and ``force`` is not set;
        a forced activation is recorded as ``force-activate`` with its reason). The pointer
        moves only from the version this request read (compare-and-set in the store):
        :class:`~service.store.StateChanged` when another activation won meanwhile."""
        expected = self._seen_pointer[1]
        check = self.activation_check(version)
        refusals = check["refusals"]
        if refusals and not force:
            raise ActivationRefused(
                version,
                refusals,
                f"activation of {version!r} refused: "
                + "; ".join(r["message"] for r in refusals)
                + " (send force with a reason to override)",
            )
        served = self.active.version if self.active else None
        previous = expected if expected is not None else served  # the pointer it moves from
        published = not self.registry.is_shipped(version)  # then it must still be stored
        if refusals:  # the trail says what was overridden
            codes = ", ".join(r["code"] for r in refusals)
            self.store.set_active_version(
                version,
                author,
                f"{reason} (overrode: {codes})"[:4000],
                "force-activate",
                expected=expected,
                published=published,
            )
        else:
            self.store.set_active_version(
                version, author, reason, expected=expected, published=published
            )
        self.sync()
        return Activation(version, check["sha256"], previous, refusals)

    def set_shadow(self, version: str | None, author: str, reason: str) -> dict:
        """Put ``version`` (verified first) in shadow on every worker, or drop the shadow
        (None); :class:`ActivationRefused` for the active version itself. The shadow moves
        only from the one this request read, and never onto the active version (checked in the
        store with the write): :class:`~service.store.StateChanged` otherwise."""
        expected = self._seen_shadow
        if version is not None:
            artifact = self.verified(version)
            if self.active is not None and artifact.model.vocabulary != self.vocabulary:
                raise ActivationRefused(
                    version,
                    [],
                    f"{version!r} reads another vocabulary than the active version: its"
                    " decisions cannot be compared on the same facts",
                )
            if self.active is not None and self.active.version == version:
                raise ActivationRefused(
                    version, [], f"{version!r} is the active version: nothing to compare"
                )
        published = version is not None and not self.registry.is_shipped(version)
        state = self.store.set_shadow_version(
            version, author, reason, expected=expected, published=published
        )
        self.sync()
        active = self.active.version if self.active else None
        return {"shadow_version": state.shadow_version, "active_version": active}

    def delete_version(self, version: str, author: str, reason: str) -> None:
        """Delete a published version that is not active, not in shadow and not shipped
        (:class:`~service.store.VersionInUse`, :class:`~service.store.NotFound`)."""
        self.registry.delete(version, author, reason)

    def add_constraint(self, text: str, mode: str, author: str, reason: str) -> ConstraintRecord:
        """Check ``text`` against the vocabulary (ConstraintError), store it (LimitReached past
        the configured number) and apply it from this worker's next request on."""
        compiled = compile_constraint(text, self.vocabulary, mode=mode)
        record = self.store.add_constraint(text, mode, author, reason, self._max_constraints)
        self._compiled[(record.id, text, mode, self.vocabulary)] = dataclasses.replace(
            compiled, id=record.id
        )
        self.sync()
        return record

    def delete_constraint(self, constraint_id: int, author: str, reason: str) -> int:
        """Retire a constraint (NotFound when it is not active); returns the new revision."""
        revision = self.store.delete_constraint(constraint_id, author, reason)
        self.sync()
        return revision

    def decide(
        self,
        observation: str,
        history: Sequence[tuple[str, str]],
        candidates: Sequence[str] | None,
        request_id: str,
        input_sha256: str,
        client_request_id: str | None = None,
        episode_id: str | None = None,
    ) -> Decision:
        """The route's story: validate -> facts -> policy, shield and choice
        (:func:`service.decision.decide`, the agent API's too) -> record -> answer;
        :class:`NoCandidates` or :class:`AllCandidatesBlocked`, logged too, when there is no
        action to answer. A version in shadow decides the same facts under the same shield,
        and its choice is logged beside the answer.

        ``request_id`` is the server's (unique); ``client_request_id`` the client's
        X-Request-ID, reported and stored beside it; ``episode_id`` the client's id of the game
        (else derived, :func:`service.rollout.episode_of`)."""
        active, shield, vocabulary = self._ready(), self.shield, self.vocabulary
        converter = self.converter
        turns = [(o, a) for o, a in history]  # plain pairs: a Turn each cost 10x as much
        tracker = converter.track(observation, turns, self.time_slice.pauser())
        commands = read_commands(
            converter.families, vocabulary, observation, history, candidates, tracker
        )
        table = converter.facts_of(tracker)
        refused = refused_moves(tracker, vocabulary, commands.indices)
        out = decide(active, table, vocabulary, commands, shield, refused)
        shadow = self._shadow_choice(active, out, commands)
        ids = {
            "policy_version": active.version,
            "constraint_revision": shield.revision,
            "request_id": request_id,
            "client_request_id": client_request_id,
            "episode_id": episode_of(episode_id, observation, history),
        }
        answer = out.answer
        record = DecisionRecord(
            request_id=request_id,
            at=time.time(),
            policy_version=active.version,
            policy_sha256=active.sha256,
            constraint_revision=shield.revision,
            input_sha256=input_sha256,
            facts=answer.facts if answer else [],
            rule=answer.rule if answer else None,
            rule_id=answer.rule_id if answer else None,
            action=answer.action if answer else None,
            blocked=answer.blocked if answer else out.blocked if out.status == 409 else [],
            status=out.status,
            room=table.room[:200] if table.room else None,
            observation=observation[: self._audit_chars] if self._audit_chars else None,
            observation_sha256=hashlib.sha256(observation.encode()).hexdigest(),
            scores=out.scores,
            fact_table=table.to_json(vocabulary)["facts"],
            candidates=list(candidates) if candidates is not None else None,
            dryrun_blocked=out.dryrun_blocked,
            client_request_id=client_request_id,
            fired=answer.fired if answer else None,
            episode_id=ids["episode_id"],
            step=len(history),
            moved=history[-1][1][:200] if history else None,
            shadow_version=self.shadow.version if shadow is not None else None,
            shadow=shadow,
        )
        self._count(out)
        self._log(record)
        if out.other_goal is not None:
            raise UnknownTask(
                task_of(active.artifact.manifest),
                out.other_goal,
                {"policy_version": active.version, "request_id": request_id},
            )
        if out.status == 422:
            raise NoCandidates(
                {
                    "candidates": len(out.candidates),
                    "found": out.found_words,
                    "policy_version": active.version,
                    "request_id": request_id,
                    "client_request_id": client_request_id,
                }
            )
        if out.status == 409:
            raise AllCandidatesBlocked({"blocked": out.blocked, "scores": out.scores, **ids})
        return Decision({**answer.to_dict(), **ids}, record)

    def _ready(self) -> ServedPolicy:
        """The active policy, once the constraints have been read (:class:`PolicyUnavailable`,
        :class:`~service.store.StoreUnavailable`)."""
        active = self.require_policy()
        if not self.state_known:
            raise StoreUnavailable(
                "no constraint state has been read from the store yet: " + (self.store_error or "")
            )
        return active

    def _count(self, out: Outcome) -> None:
        for _, c in out.shield.blocked:
            self.metrics.blocked.labels(str(c), "enforce").inc()
        for _, c in out.shield.dryrun:
            self.metrics.blocked.labels(str(c), "dryrun").inc()
        if out.policy_action is not None:  # the policy's action: a bounded label
            self.metrics.decisions.labels(out.policy_action).inc()

    def _shadow_choice(self, active: ServedPolicy, out: Outcome, commands: Commands) -> dict | None:
        """What the version in shadow decides on the same facts and shield (None without one,
        or when no candidate is found); never raises: a shadow must not fail the answer."""
        shadow = self.shadow
        if shadow is None or shadow.version == active.version or not out.found:
            return None
        allowed = list(out.shield.allowed)
        none = {"action": None, "rule": None, "rule_id": None, "fired": False, "agree": False}
        if not allowed:
            return {**none, "agree": True}
        if shadow.artifact.model.vocabulary != self.vocabulary:  # activated after it
            return {**none, "error": "vocabulary differs from the active version's"}
        try:
            choice = choose_among(shadow, out.table, self.vocabulary, allowed)
        except Exception as exc:  # a shadow's failure is logged, never answered
            log.exception("shadow %s failed to decide", shadow.version)
            return {**none, "error": type(exc).__name__}
        _, rule, rule_id = justification(choice)
        action = commands.spell(choice.action, self.actions)
        return {
            "action": action,
            "rule": rule,
            "rule_id": rule_id,
            "fired": bool(choice.fired),
            "agree": out.answer is not None and action == out.answer.action,
        }

    def _log(self, record: DecisionRecord) -> None:
        if self._audit_enabled:
            self.decisions.record(record)
