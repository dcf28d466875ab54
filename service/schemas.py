"""Request bodies, validated with pydantic (limits that depend on settings are checked by the
routes, as pydantic field limits are fixed at class creation)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = [
    "EPISODE_ID_PATTERN",
    "ActRequest",
    "ActivateRequest",
    "ConstraintCreate",
    "ConstraintPreview",
    "ShadowRequest",
    "TurnIn",
]

EPISODE_ID_PATTERN = r"^[A-Za-z0-9._:-]{1,128}$"


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TurnIn(_Body):
    """One earlier step: the observation seen, then the action taken."""

    observation: str
    action: str = Field(max_length=200)


class ActRequest(_Body):
    """Body of ``POST /v1/act`` and ``POST /v1/facts``."""

    observation: str
    # fail_fast: a list reports its first bad item only (every one of 900,000 bad items cost
    # memory and time; docs/security.md, and web.validated for unknown keys).
    history: list[TurnIn] = Field(default_factory=list, fail_fast=True)
    candidates: list[Annotated[str, Field(max_length=64)]] | None = Field(
        default=None, min_length=1, max_length=100, fail_fast=True
    )
    episode_id: str | None = Field(default=None, pattern=EPISODE_ID_PATTERN)
    """The client's id of the game; without it the server derives one (docs/api.md)."""


class ConstraintCreate(_Body):
    """Body of ``POST /v1/constraints``."""

    text: str = Field(min_length=1, max_length=2000)
    mode: Literal["enforce", "dryrun"] = "enforce"
    author: str = Field(min_length=1, max_length=200)
    reason: str = Field(min_length=1, max_length=2000)


class ActivateRequest(_Body):
    """Optional body of ``POST /v1/policies/{version}/activate`` and ``POST
    /v1/shadow/promote``: ``force`` overrides the rollout guard and needs a reason."""

    author: str = Field("operator", min_length=1, max_length=200)
    reason: str = Field("", max_length=2000)
    force: bool = False

    @model_validator(mode="after")
    def _force_has_reason(self) -> ActivateRequest:
        if self.force and not self.reason.strip():
            raise ValueError("force needs a reason (it is recorded in the change trail)")
        return self


class ShadowRequest(_Body):
    """Optional body of ``POST /v1/policies/{version}/shadow`` and ``DELETE /v1/shadow``."""

    author: str = Field("operator", min_length=1, max_length=200)
    reason: str = Field("", max_length=2000)


class ConstraintPreview(_Body):
    """Body of ``POST /v1/constraints/preview``: a candidate constraint and how many of the
    newest logged decisions to replay it over."""

    text: str = Field(min_length=1, max_length=2000)
    limit: int = Field(500, ge=1, le=5000)
