"""Every enumerated value an answer of the service holds, in one place (issue 43, finding 8:
the spec's ``Refusal`` enum lacked ``not_comparable`` and its change trail ``unpublish``, so
answers broke their own schema). The code builds its answers from these, and
``tests/service/test_spec_enums.py`` checks every enum of ``openapi.yaml`` against
:data:`SPEC_ENUMS`: a value added here and not to the spec (or the other way) fails there.

Error envelope codes (``{"error": {"code": ...}}``) are not an enum of the spec: a client must
read an unknown code as its HTTP status says (docs/api.md), so new ones need no spec change.
"""

from __future__ import annotations

__all__ = [
    "CONSTRAINT_MODES",
    "EPISODE_OUTCOMES",
    "FALLBACK",
    "FALLBACKS",
    "PARTIAL",
    "READINESS",
    "REFUSAL_CODES",
    "SPEC_ENUMS",
    "TRAIL_CHANGES",
    "VERSION_SOURCES",
]

REFUSAL_CODES = ("rules_read_nothing", "worse_evaluation", "not_comparable")
"""Why the rollout guard refuses an activation (:func:`service.rollout.activation_refusals`)."""

TRAIL_CHANGES = (
    "create",
    "delete",
    "activate",
    "force-activate",
    "shadow",
    "unshadow",
    "publish",
    "unpublish",
)
"""The change trail's kinds of line (constraints, then the policy pointers and publications)."""

CONSTRAINT_MODES = ("enforce", "dryrun")
"""How a constraint applies: it blocks, or it only flags."""

READINESS = ("ready", "degraded")
"""``GET /readyz``'s status when it answers 200."""

VERSION_SOURCES = ("folder", "store")
"""Where a policy version comes from: the policies folder, or a publication in the store."""

EPISODE_OUTCOMES = ("won",)
"""How a game ended, when the server can tell (else null)."""

FALLBACK = "highest_score"
"""The fallback's name in answers and logs: the highest-ranked allowed candidate."""
PARTIAL = "partial_reading"
"""The answer's ``fallback`` when the observation holds unread sentences naming a word the policy
acts on: the action is the one the rules rank first on the facts that were read, but no rule is
claimed, since the facts may be partial (docs/api.md, "What was not read")."""
FALLBACKS = (FALLBACK, PARTIAL)
"""How ``/v1/act`` chose when no rule is claimed (else null)."""

SPEC_ENUMS = {
    "#/components/schemas/ActResponse/properties/fallback": FALLBACKS,
    "#/components/schemas/PolicyEntry/properties/source": VERSION_SOURCES,
    "#/components/schemas/Refusal/properties/code": REFUSAL_CODES,
    "#/components/schemas/EpisodeSummary/properties/outcome": EPISODE_OUTCOMES,
    "#/components/schemas/ConstraintCreate/properties/mode": CONSTRAINT_MODES,
    "#/components/schemas/Constraint/properties/mode": CONSTRAINT_MODES,
    "#/components/schemas/ConstraintChange/properties/change": TRAIL_CHANGES,
    "#/components/schemas/Ready/properties/status": READINESS,
}
"""Each enum of ``openapi.yaml`` (by JSON pointer) and the values it must list, in order
(``null`` aside)."""
