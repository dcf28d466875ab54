"""What the console's reviews compute from the audit log and the artifacts: decision filters,
the dry-run replay of a candidate constraint over logged decisions, rule diffs between policy
versions, an artifact's provenance and network, and the log's CSV / JSON-lines export."""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import UTC, datetime

import numpy as np

from converter.facts import FactTable, Vocabulary
from converter.families import Families
from model.kinds import network_kind
from service.constraints import CompiledConstraint, ConstraintError, compile_constraint
from service.decision import supported
from service.errors import ErrorAnswer
from service.rollout import evaluation_figures
from service.store import DecisionQuery, DecisionRecord

__all__ = [
    "EXPORT_COLUMNS",
    "csv_cell",
    "decision_query",
    "export_csv",
    "export_jsonl",
    "network_of",
    "preview",
    "preview_constraint",
    "provenance",
    "rule_diff",
    "table_from_facts",
]

EXPORT_COLUMNS = (
    "id",
    "at",
    "request_id",
    "status",
    "action",
    "fired",
    "rule_id",
    "rule",
    "blocked",
    "policy_version",
    "constraint_revision",
    "room",
    "observation",
    "observation_sha256",
    "scores",
    "facts",
)
"""Columns of the CSV export (lists and objects as JSON text)."""


_DIGITS = re.compile(r"[0-9]{1,19}")


def _bad_query(name: str, msg: str) -> ErrorAnswer:
    return ErrorAnswer(
        422, "validation_error", f"{name}: {msg}", [{"loc": ["query", name], "msg": msg}]
    )


def _time_arg(args: Mapping[str, str], name: str) -> float | None:
    raw = args.get(name) or None
    if raw is None:
        return None
    if len(raw) > 40:
        raise _bad_query(name, "longer than 40 characters")
    try:
        when = datetime.fromisoformat(raw)
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        return when.timestamp()
    except (ValueError, OverflowError):
        raise _bad_query(name, "not an ISO 8601 time") from None


def _count_arg(args: Mapping[str, str], name: str, low: int, what: str) -> int | None:
    """A cursor of the query (an id from 1, a seq from 0), up to 2^62 (422 otherwise)."""
    raw = args.get(name) or None
    if raw is None:
        return None
    if not _DIGITS.fullmatch(raw) or not low <= int(raw) <= 2**62:
        raise _bad_query(name, f"not {what} in [{low}, 2^62]")
    return int(raw)


def _text_arg(args: Mapping[str, str], name: str, longest: int) -> str | None:
    raw = args.get(name) or None
    if raw is not None and len(raw) > longest:
        raise _bad_query(name, f"longer than {longest} characters")
    return raw


def decision_query(args: Mapping[str, str], limit: int) -> DecisionQuery:
    """The :class:`DecisionQuery` of ``GET /v1/decisions``' query parameters (422 when bad)."""
    blocked_raw, fired_raw = (args.get(name) or None for name in ("blocked", "fired"))
    for name, raw in (("blocked", blocked_raw), ("fired", fired_raw)):
        if raw not in (None, "true", "false"):
            raise _bad_query(name, "must be true or false")
    return DecisionQuery(
        limit=limit,
        before=_count_arg(args, "cursor", 1, "an id"),
        after=_count_arg(args, "after", 0, "a seq"),
        action=_text_arg(args, "action", 20),
        rule_id=_text_arg(args, "rule_id", 40),
        blocked=None if blocked_raw is None else blocked_raw == "true",
        fired=None if fired_raw is None else fired_raw == "true",
        policy_version=_text_arg(args, "policy_version", 100),
        since=_time_arg(args, "since"),
        until=_time_arg(args, "until"),
    )


def table_from_facts(facts: Sequence[Mapping], vocabulary: Vocabulary) -> FactTable:
    """Rebuild a FactTable from the ``folnn facts`` list a decision logged (unknown facts are
    ignored, missing ones read false)."""
    words = {w: i for i, w in enumerate(vocabulary.words)}
    unary_cols = {p: j for j, p in enumerate(vocabulary.unary_predicates)}
    nullary_cols = {p: j for j, p in enumerate(vocabulary.nullary_predicates)}
    unary = np.zeros((len(words), len(unary_cols)), np.float32)
    nullary = np.zeros(len(nullary_cols), np.float32)
    for fact in facts:
        pred, args, truth = fact.get("predicate"), fact.get("args") or [], fact.get("truth", 0.0)
        if len(args) == 1 and pred in unary_cols and args[0] in words:
            unary[words[args[0]], unary_cols[pred]] = truth
        elif not args and pred in nullary_cols:
            nullary[nullary_cols[pred]] = truth
    return FactTable(None, unary, nullary)


def preview_constraint(
    constraint: CompiledConstraint,
    rows: Iterable[tuple[int, DecisionRecord]],
    vocabulary: Vocabulary,
    max_examples: int = 5,
) -> dict:
    """Replay ``constraint`` over logged decisions (newest first): how many of the decisions
    that took an action would it have blocked (it forbids the action taken), and what the policy
    would have taken instead, by the logged scores, among the candidates still allowed.

    Decisions logged without their fact table (before the console) or that took no action (409)
    are not replayed and are counted in ``skipped``."""
    actions = list(vocabulary.actions)
    families = Families.load()
    spelled: dict[str, int | None] = {a: i for i, a in enumerate(actions)}

    def index(command: str) -> int | None:
        """The action a logged command reads as (a game's spelling: ``move north``)."""
        if command not in spelled:
            read = families.read(command)
            spelled[command] = read and vocabulary.action_index(read.verb, read.word)
        return spelled[command]

    considered = blocked_taken = blocked_candidates = skipped = 0
    examples = []
    for row_id, rec in rows:
        taken = index(rec.action) if rec.action is not None else None
        if rec.status != 200 or not rec.fact_table or taken is None:
            skipped += 1
            continue
        considered += 1
        table = table_from_facts(rec.fact_table, vocabulary)
        requested = [i for a in (rec.candidates or actions) if (i := index(a)) is not None]
        candidates = supported(table, vocabulary, requested)
        forbidden = {a for a in candidates if constraint.blocks(table, a)}
        if forbidden:
            blocked_candidates += 1
        if taken not in forbidden:
            continue
        blocked_taken += 1
        if len(examples) < max_examples:
            already = {index(b["action"]) for b in rec.blocked}
            scores = {index(a): v for a, v in rec.scores.items()}
            left = [a for a in candidates if a not in forbidden and a not in already]
            best = max(left, key=lambda a: scores.get(a, -1.0)) if left else None
            instead = actions[best] if best is not None else None
            examples.append(
                {
                    "id": row_id,
                    "at": rec.to_dict()["at"],
                    "room": rec.room,
                    "action": rec.action,
                    "rule": rec.rule,
                    "instead": instead,
                }
            )
    return {
        "would_block": blocked_taken,
        "considered": considered,
        "would_block_any_candidate": blocked_candidates,
        "skipped": skipped,
        "examples": examples,
    }


def preview(
    text: str,
    vocabulary: Vocabulary,
    last: int,
    rows: Callable[[], Iterable[tuple[int, DecisionRecord]]],
) -> dict:
    """``POST /v1/constraints/preview``: a text that does not parse or fit the vocabulary is an
    answer (``valid: false`` with the error's line and column), not an error; a valid one is
    replayed over ``rows()``, the ``last`` newest decisions (:func:`preview_constraint`)."""
    try:
        compiled = compile_constraint(text, vocabulary)
    except ConstraintError as exc:
        return {"text": text, "valid": False, "error": exc.to_detail()}
    replay = preview_constraint(compiled, rows(), vocabulary)
    return {"text": text, "valid": True, "last": last, **replay}


_PROVENANCE_KEYS = (
    "name",
    "version",
    "method",
    "created",
    "code_revision",
    "training",
    "seed",
    "evaluation",
)


def provenance(artifact: object) -> dict:
    """Where a policy artifact comes from: its manifest's name (the policy family), version,
    method (the training method), creation, code revision, training, seed and evaluation (those
    it has), its network kind (``network``, :mod:`model.registry`), and the evaluation figures
    it is judged by with their game set and epoch (``figures``)."""
    manifest = getattr(artifact, "manifest", None)
    if not isinstance(manifest, dict):
        to_dict = getattr(manifest, "to_dict", None)
        manifest = to_dict() if callable(to_dict) else {}
    out = {k: manifest.get(k) for k in _PROVENANCE_KEYS if k in manifest}
    model = manifest.get("model")
    out["network"] = network_kind(model) if isinstance(model, dict) else None
    out["figures"] = evaluation_figures(manifest)
    return out


def network_of(model: object) -> list[dict]:
    """The policy's AND-OR network per class, for drawing (409 ``no_network`` when the model
    has none)."""
    network = getattr(model, "network", None)
    if not callable(network):
        raise ErrorAnswer(409, "no_network", "this policy has no AND-OR network to draw")
    return network()


def _conjunction_texts(
    rule: Mapping | None, vocabulary: Vocabulary, order: Sequence[str]
) -> set[str]:
    """Each conjunction as ``find(x) ∧ ¬visited(x)``, its literals in ``order`` (predicates),
    ``(x)`` after those ``vocabulary`` reads of a word."""
    rank = {p: i for i, p in enumerate(order)}
    texts = set()
    for conj in (rule or {}).get("conjunctions", []):
        lits = sorted(conj, key=lambda lit: (rank.get(lit["predicate"], len(rank)), lit["negated"]))
        texts.add(
            " ∧ ".join(
                ("¬" if lit["negated"] else "")
                + lit["predicate"]
                + ("(x)" if lit["predicate"] in vocabulary.unary_predicates else "")
                for lit in lits
            )
            or "⊤"
        )
    return texts


def rule_diff(
    base: Sequence[Mapping],
    head: Sequence[Mapping],
    vocabulary: Vocabulary,
    head_vocabulary: Vocabulary | None = None,
) -> list[dict]:
    """Per network (a class and one of its verbs: ``direction`` with ``go``, and with ``open``),
    the conjunctions ``head`` keeps, adds and drops relative to ``base`` (rules as
    ``GET /v1/rules`` lists them; conjunctions compared as sets of literals). Each side's
    literals are written in its own version's vocabulary (``head_vocabulary``, when it is not
    ``vocabulary``): a predicate only one of them reads keeps its ``(x)``."""
    head_vocabulary = head_vocabulary or vocabulary
    order = list(  # one order for both sides: the base's predicates, then the head's own
        dict.fromkeys(
            [
                *vocabulary.unary_predicates,
                *vocabulary.nullary_predicates,
                *head_vocabulary.unary_predicates,
                *head_vocabulary.nullary_predicates,
            ]
        )
    )
    base_by = {(r["class"], r.get("action")): r for r in base}
    head_by = {(r["class"], r.get("action")): r for r in head}
    out = []
    for name, action in list(dict.fromkeys([*base_by, *head_by])):
        b, h = base_by.get((name, action)), head_by.get((name, action))
        b_set = _conjunction_texts(b, vocabulary, order)
        h_set = _conjunction_texts(h, head_vocabulary, order)
        out.append(
            {
                "class": name,
                "action": action,
                "base_text": b["text"] if b else None,
                "head_text": h["text"] if h else None,
                "kept": sorted(b_set & h_set),
                "added": sorted(h_set - b_set),
                "removed": sorted(b_set - h_set),
                "same": b_set == h_set,
            }
        )
    return out


def export_jsonl(rows: Iterable[tuple[int, DecisionRecord]]) -> Iterator[str]:
    """One JSON object per decision and line, the fact table included."""
    for row_id, rec in rows:
        yield json.dumps(rec.to_dict(row_id, with_table=True), ensure_ascii=False) + "\n"


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\n", "＝", "＋", "－", "＠")
"""What makes a spreadsheet read a cell as a formula: OWASP's list, line breaks and the
full-width forms included, looked for after leading blanks."""


def csv_cell(value: object) -> object:
    """One CSV cell: lists and objects as JSON text, booleans as ``true``/``false``, None empty,
    and any text a spreadsheet would evaluate (``=``, ``+``, ``-``, ``@``, tab, line break
    first) prefixed with ``'`` so that it stays text (OWASP's CSV injection advice)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | dict):
        value = json.dumps(value, ensure_ascii=False)
    if isinstance(value, str) and value.lstrip(" ").startswith(_FORMULA_START):
        return "'" + value
    return value


def export_csv(rows: Iterable[tuple[int, DecisionRecord]]) -> Iterator[str]:
    """A header, then one line per decision with :data:`EXPORT_COLUMNS` (:func:`csv_cell`)."""
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(EXPORT_COLUMNS)
    for row_id, rec in rows:
        item = rec.to_dict(row_id)
        writer.writerow([csv_cell(item.get(c)) for c in EXPORT_COLUMNS])
        yield buf.getvalue()
        buf.seek(0)
        buf.truncate()
    if buf.tell():
        yield buf.getvalue()
