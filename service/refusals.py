"""What a worker's runtime refuses with (each answered by :mod:`service.errors` as its HTTP
envelope): no policy to serve, an artifact that does not verify, an activation the rollout guard
speaks against, no candidate to answer, every candidate blocked."""

from __future__ import annotations

__all__ = [
    "ActivationRefused",
    "AllCandidatesBlocked",
    "NoCandidates",
    "PolicyRefused",
    "PolicyUnavailable",
    "UnknownTask",
]


class PolicyUnavailable(RuntimeError):
    """No verified policy is loaded (``reason``: why the pointed-to version is not served)."""

    def __init__(self, reason: str | None) -> None:
        super().__init__(reason or "no verified policy is loaded")
        self.reason = reason


class PolicyRefused(RuntimeError):
    """Activation refused: the artifact of ``version`` does not verify (the running policy keeps
    serving)."""

    def __init__(self, version: str, reason: str) -> None:
        super().__init__(reason)
        self.version = version
        self.reason = reason


class ActivationRefused(RuntimeError):
    """Activation (or a shadow) refused by the rollout guard (``refusals``: ``{code,
    message}`` each; :func:`service.rollout.activation_refusals`), or because the version is
    already active (a shadow of the active version compares nothing)."""

    def __init__(self, version: str, refusals: list[dict], message: str) -> None:
        super().__init__(message)
        self.version = version
        self.refusals = refusals


class NoCandidates(RuntimeError):
    """No candidate action is on a word the facts find (the decision is logged with status
    422): the service answers no action rather than one that nothing supports; ``detail`` says
    how many candidates were asked for and which words the facts find."""

    def __init__(self, detail: dict) -> None:
        super().__init__("no candidate action is on a word the facts find")
        self.detail = detail


class AllCandidatesBlocked(RuntimeError):
    """Every candidate is blocked by a constraint (the decision is logged with status 409);
    ``detail`` says which constraint blocked which action, with the scores."""

    def __init__(self, detail: dict) -> None:
        super().__init__("every candidate action is blocked by a constraint")
        self.detail = detail


class UnknownTask(RuntimeError):
    """The game states a goal that is not the policy's task (docs/api.md, "Unknown task"): no
    rule of the policy is about it, so the service answers no action (422 ``unknown_task``)."""

    def __init__(self, task: str, goal: str, detail: dict) -> None:
        super().__init__(
            f"this policy's task is {task}; the game states another goal: {goal[:200]!r}"
        )
        self.detail = {"task": task, "goal": goal[:200], **detail}
