"""A typed client for the folnn REST service (``openapi.yaml``): one method per operation,
results as pydantic models (:mod:`folnn.results`), the error envelope raised as typed exceptions
(:mod:`folnn.errors`).

    from folnn import Client

    with Client("http://127.0.0.1:8000") as api:          # token: $FOLNN_OPERATOR_TOKEN
        result = api.act(observation, history)            # ActResult: action, facts, rule, ...
        api.add_constraint("forbid go(x) when visited(x)", author="me", reason="why")

- **Errors**: every non-2xx answer carries ``{"error": {code, message, detail}}``; it is raised as
  :class:`ApiError` or the subclass of its status (:class:`Unauthorized`, :class:`NotFound`,
  :class:`Conflict`, :class:`Invalid`, ...) or of its code (:class:`NoCandidates`,
  :class:`AllCandidatesBlocked`), with ``status``, ``code``, ``message``, ``detail`` and the
  ``request_id`` the server gave it. A server that cannot be reached is
  :class:`ServiceUnreachable`.
- **Retries**: calls without side effects (every GET, ``facts``, ``preview_constraint``, and
  ``act``, a pure function of its input whose retry the audit log shows under the same client
  request id) are retried on a connection failure, a timeout, 429, 502, 503 and 504, with
  exponential back-off (``retries`` times; ``Retry-After`` honoured). Writes (constraints,
  activation) are sent once.
- **Operator token**: ``token`` or, when not given, the environment's ``FOLNN_OPERATOR_TOKEN``,
  sent as a bearer token on every call.
"""

from __future__ import annotations

import io
import os
import tarfile
import time
import uuid
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, Literal, TypeVar
from urllib.parse import quote

import httpx
from pydantic import BaseModel

from folnn.errors import ServiceUnreachable, error_of
from folnn.results import (
    Activation,
    ActivationCheck,
    ActResult,
    Constraint,
    ConstraintPreview,
    Constraints,
    DecisionDetail,
    DecisionsPage,
    Deleted,
    EpisodeDetail,
    EpisodesPage,
    FactsResult,
    Health,
    Network,
    Policies,
    PolicyDeleted,
    PolicyDetail,
    PolicyEntry,
    Ready,
    RuleDiff,
    RulesResult,
    ShadowState,
    ShadowStatus,
)
from training.options import check_type

__all__ = ["Client", "History"]

TOKEN_ENV = "FOLNN_OPERATOR_TOKEN"
RETRY_STATUSES = frozenset({429, 502, 503, 504})


M = TypeVar("M", bound=BaseModel)
History = Sequence[tuple[str, str] | Mapping[str, str]]
"""Earlier turns, oldest first: ``(observation, action)`` pairs or ``{observation, action}``."""


class Client(AbstractContextManager):
    """Every operation of ``openapi.yaml`` against one server."""

    def __init__(
        self,
        base_url: str = "http://127.0.0.1:8000",
        token: str | None = None,
        *,
        timeout_s: float = 10.0,
        retries: int = 3,
        backoff_s: float = 0.2,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        """``token``: the operator token (default: ``$FOLNN_OPERATOR_TOKEN``); ``retries``:
        extra attempts of a call without side effects; ``transport``: an httpx transport (an
        in-process WSGI app in tests)."""
        for name, value, expected in (
            ("base_url", base_url, str),
            ("token", token, str | None),
            ("timeout_s", timeout_s, float),
            ("retries", retries, int),
            ("backoff_s", backoff_s, float),
        ):
            check_type("Client", name, value, expected)
        if retries < 0 or backoff_s < 0 or timeout_s <= 0:
            raise ValueError(
                "Client: retries and backoff_s must be >= 0 and timeout_s > 0, got"
                f" retries={retries}, backoff_s={backoff_s}, timeout_s={timeout_s}"
            )
        self.base_url = base_url.rstrip("/")
        self.token = token if token is not None else os.environ.get(TOKEN_ENV)
        self.retries = retries
        self.backoff_s = backoff_s
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        self._http = httpx.Client(
            base_url=self.base_url, timeout=timeout_s, headers=headers, transport=transport
        )

    # --- clients and auditors ------------------------------------------------------------------

    def act(
        self,
        observation: str,
        history: History = (),
        candidates: Sequence[str] | None = None,
        request_id: str | None = None,
        episode_id: str | None = None,
    ) -> ActResult:
        """``POST /v1/act``: the action for ``observation`` after ``history`` (``episode_id``:
        the game's id in the log, else the server derives one)."""
        body = _act_body(observation, history, candidates)
        if episode_id is not None:
            body["episode_id"] = episode_id
        return self._call(ActResult, "POST", "/v1/act", json=body, retry=True, rid=request_id)

    def facts(self, observation: str, history: History = ()) -> FactsResult:
        """``POST /v1/facts``: every grounded fact of ``observation`` after ``history``."""
        body = _act_body(observation, history, None)
        return self._call(FactsResult, "POST", "/v1/facts", json=body, retry=True)

    def rules(self) -> RulesResult:
        """``GET /v1/rules``: the active policy's rules."""
        return self._call(RulesResult, "GET", "/v1/rules")

    def network(self) -> Network:
        """``GET /v1/rules/network``: the active policy's AND-OR network with every weight."""
        return self._call(Network, "GET", "/v1/rules/network")

    # --- operators -----------------------------------------------------------------------------

    def policies(self) -> Policies:
        """``GET /v1/policies``: the versions on disk and which is active."""
        return self._call(Policies, "GET", "/v1/policies")

    def policy(self, version: str) -> PolicyDetail:
        """``GET /v1/policies/{version}``."""
        return self._call(PolicyDetail, "GET", f"/v1/policies/{_segment(version)}")

    def diff_policies(self, base: str, head: str) -> RuleDiff:
        """``GET /v1/policies/{base}/diff/{head}``: the rules' difference."""
        path = f"/v1/policies/{_segment(base)}/diff/{_segment(head)}"
        return self._call(RuleDiff, "GET", path)

    def publish_policy(
        self, artifact: Path | bytes, author: str = "operator", reason: str = ""
    ) -> PolicyEntry:
        """``POST /v1/policies``: publish an artifact folder (sent as a gzip tar) or an archive's
        bytes to every replica (sent once; activates nothing)."""
        data = artifact if isinstance(artifact, bytes) else _tar_gz(Path(artifact))
        return self._call(
            PolicyEntry,
            "POST",
            "/v1/policies",
            content=data,
            params={"author": author, "reason": reason},
            headers={"Content-Type": "application/gzip"},
            retry=False,
        )

    def delete_policy(
        self, version: str, author: str = "operator", reason: str = ""
    ) -> PolicyDeleted:
        """``DELETE /v1/policies/{version}``: delete a published version that is neither
        active, in shadow nor shipped (sent once)."""
        params = {"author": author, "reason": reason}
        path = f"/v1/policies/{_segment(version)}"
        return self._call(PolicyDeleted, "DELETE", path, params=params, retry=False)

    def check_activation(self, version: str) -> ActivationCheck:
        """``GET /v1/policies/{version}/check``: what activating ``version`` would change."""
        return self._call(ActivationCheck, "GET", f"/v1/policies/{_segment(version)}/check")

    def activate(
        self, version: str, author: str = "operator", reason: str = "", force: bool = False
    ) -> Activation:
        """``POST /v1/policies/{version}/activate`` (sent once; ``force`` overrides the rollout
        guard, with a reason)."""
        body = {"author": author, "reason": reason, "force": force}
        path = f"/v1/policies/{_segment(version)}/activate"
        return self._call(Activation, "POST", path, json=body, retry=False)

    def shadow(self, version: str, author: str = "operator", reason: str = "") -> ShadowState:
        """``POST /v1/policies/{version}/shadow``: ``version`` decides beside the active one
        (sent once)."""
        body = {"author": author, "reason": reason}
        path = f"/v1/policies/{_segment(version)}/shadow"
        return self._call(ShadowState, "POST", path, json=body, retry=False)

    def shadow_status(self, limit: int = 500) -> ShadowStatus:
        """``GET /v1/shadow``: the shadow's agreement over the newest decisions."""
        return self._call(ShadowStatus, "GET", "/v1/shadow", params={"limit": limit})

    def drop_shadow(self, author: str = "operator", reason: str = "") -> ShadowState:
        """``DELETE /v1/shadow`` (sent once)."""
        params = {"author": author, "reason": reason}
        return self._call(ShadowState, "DELETE", "/v1/shadow", params=params, retry=False)

    def promote_shadow(
        self, author: str = "operator", reason: str = "", force: bool = False
    ) -> Activation:
        """``POST /v1/shadow/promote``: activate the version in shadow (sent once)."""
        body = {"author": author, "reason": reason, "force": force}
        return self._call(Activation, "POST", "/v1/shadow/promote", json=body, retry=False)

    def episodes(self, limit: int = 50, cursor: int | None = None) -> EpisodesPage:
        """``GET /v1/episodes``: the log grouped into games, the newest first."""
        params = _query({"limit": limit, "cursor": cursor})
        return self._call(EpisodesPage, "GET", "/v1/episodes", params=params)

    def episode(self, episode_id: str) -> EpisodeDetail:
        """``GET /v1/episodes/{episode_id}``: one game step by step, with its map."""
        return self._call(EpisodeDetail, "GET", f"/v1/episodes/{_segment(episode_id)}")

    def constraints(self) -> Constraints:
        """``GET /v1/constraints``: the active constraints, revision and change trail."""
        return self._call(Constraints, "GET", "/v1/constraints")

    def add_constraint(
        self,
        text: str,
        author: str,
        reason: str,
        mode: Literal["enforce", "dryrun"] = "enforce",
    ) -> Constraint:
        """``POST /v1/constraints`` (sent once)."""
        body = {"text": text, "author": author, "reason": reason, "mode": mode}
        return self._call(Constraint, "POST", "/v1/constraints", json=body, retry=False)

    def delete_constraint(
        self, constraint_id: int, author: str = "operator", reason: str = ""
    ) -> Deleted:
        """``DELETE /v1/constraints/{id}`` (sent once)."""
        params = {"author": author, "reason": reason}
        path = f"/v1/constraints/{int(constraint_id)}"
        return self._call(Deleted, "DELETE", path, params=params, retry=False)

    def preview_constraint(self, text: str, limit: int = 500) -> ConstraintPreview:
        """``POST /v1/constraints/preview``: validate and replay over the log (stores nothing)."""
        body = {"text": text, "limit": limit}
        return self._call(
            ConstraintPreview, "POST", "/v1/constraints/preview", json=body, retry=True
        )

    def decisions(self, limit: int = 50, **filters: str | int | bool | None) -> DecisionsPage:
        """``GET /v1/decisions``: a page of the audit log; ``filters``: cursor, after (a seq:
        the last page's ``next_after``), action, rule_id, blocked, fired, policy_version, since,
        until."""
        params = _query({"limit": limit, **filters})
        return self._call(DecisionsPage, "GET", "/v1/decisions", params=params)

    def decision(self, decision_id: int) -> DecisionDetail:
        """``GET /v1/decisions/{id}``."""
        return self._call(DecisionDetail, "GET", f"/v1/decisions/{int(decision_id)}")

    def export_decisions(
        self, format: Literal["jsonl", "csv"] = "jsonl", **filters: str | int | bool | None
    ) -> str:
        """``GET /v1/decisions/export``: the filtered log as JSON lines or CSV text."""
        params = _query({"format": format, **filters})
        return self._text("GET", "/v1/decisions/export", params=params)

    # --- ops -----------------------------------------------------------------------------------

    def healthz(self) -> Health:
        """``GET /healthz``: liveness."""
        return self._call(Health, "GET", "/healthz")

    def readyz(self) -> Ready:
        """``GET /readyz``: readiness (503 ``not_ready`` raises :class:`ServiceUnavailable`)."""
        return self._call(Ready, "GET", "/readyz")

    def metrics(self) -> str:
        """``GET /metrics``: Prometheus text."""
        return self._text("GET", "/metrics")

    def openapi(self) -> str:
        """``GET /openapi.yaml``: the spec the server serves."""
        return self._text("GET", "/openapi.yaml")

    def console(self) -> str:
        """``GET /``: the console's HTML page."""
        return self._text("GET", "/")

    def docs(self) -> str:
        """``GET /docs``: the Swagger UI page."""
        return self._text("GET", "/docs")

    # --- plumbing ------------------------------------------------------------------------------

    def close(self) -> None:
        """Close the connection pool."""
        self._http.close()

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _call(
        self,
        model: type[M],
        method: str,
        path: str,
        *,
        retry: bool | None = None,
        rid: str | None = None,
        **kwargs: Any,
    ) -> M:
        retry = method == "GET" if retry is None else retry
        response = self._send(method, path, retry=retry, rid=rid, **kwargs)
        return model.model_validate(response.json())

    def _text(self, method: str, path: str, **kwargs: Any) -> str:
        return self._send(method, path, retry=True, rid=None, **kwargs).text

    def _send(
        self, method: str, path: str, *, retry: bool, rid: str | None, **kwargs: Any
    ) -> httpx.Response:
        """One call: the same client request id on every attempt; retried when ``retry``."""
        headers = {"X-Request-ID": rid or uuid.uuid4().hex, **kwargs.pop("headers", {})}
        attempts = 1 + (self.retries if retry else 0)
        for attempt in range(attempts):
            last = attempt == attempts - 1
            try:
                response = self._http.request(method, path, headers=headers, **kwargs)
            except httpx.TransportError as exc:
                if last:
                    raise ServiceUnreachable(f"cannot reach {self.base_url}: {exc}") from None
                time.sleep(self.backoff_s * 2**attempt)
                continue
            if response.status_code < 400:
                return response
            if response.status_code in RETRY_STATUSES and not last:
                time.sleep(_retry_after(response) or self.backoff_s * 2**attempt)
                continue
            raise error_of(response)
        raise AssertionError("unreachable")  # the loop returns or raises


def _act_body(observation: str, history: History, candidates: Sequence[str] | None) -> dict:
    turns = []
    for turn in history:
        if isinstance(turn, Mapping):
            turns.append({"observation": turn["observation"], "action": turn["action"]})
        else:
            observation_k, action = turn
            turns.append({"observation": observation_k, "action": action})
    body: dict[str, Any] = {"observation": observation, "history": turns}
    if candidates is not None:
        body["candidates"] = list(candidates)
    return body


def _tar_gz(folder: Path) -> bytes:
    """A gzip tar of an artifact folder's files, at the archive's top (what publishing takes)."""
    if not (folder / "manifest.json").is_file():
        raise ValueError(f"no policy artifact (manifest.json) in {folder}")
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        for path in sorted(folder.iterdir()):
            if path.is_file():
                tar.add(path, arcname=path.name)
    return buffer.getvalue()


def _query(params: Mapping[str, Any]) -> dict[str, str | int]:
    """Query parameters: None dropped, booleans as ``true``/``false``."""
    out: dict[str, str | int] = {}
    for key, value in params.items():
        if value is None:
            continue
        out[key] = ("true" if value else "false") if isinstance(value, bool) else value
    return out


def _segment(value: str) -> str:
    """A path segment, percent-encoded (a version name never changes the path)."""
    return quote(value, safe="")


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("Retry-After")
    try:
        return min(30.0, max(0.0, float(value))) if value is not None else None
    except ValueError:
        return None
