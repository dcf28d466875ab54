"""The constraint language: operators forbid actions with FOL conditions over the policy's facts.

Grammar (one constraint per text)::

    forbid go(x) when visited(x) and not all_visited
    forbid take(coin)
    forbid go(north) when (find(south) or initial(north)) and not visited(north)

``forbid VERB(TERM)`` names an action of the vocabulary; a term is either a word of the verb's
class (a constant) or a variable, bound by the action and usable in the condition. The condition
uses the vocabulary's predicates with ``and``, ``or``, ``not`` and parentheses. A constraint is
evaluated per grounding: candidate action ``go north`` is blocked when the verb matches, the term
matches (``x := north``), and the condition is true over the FactTable (truth >= 0.5).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

from lark import Lark, Token, Tree, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput

from converter.facts import FactTable, Vocabulary

__all__ = ["CompiledConstraint", "ConstraintError", "Shield", "ShieldResult", "compile_constraint"]

Mode = Literal["enforce", "dryrun"]

_GRAMMAR = r"""
start: "forbid" action ("when" expr)?
action: NAME "(" NAME ")"
?expr: or_expr
?or_expr: and_expr ("or" and_expr)*
?and_expr: not_expr ("and" not_expr)*
?not_expr: "not" not_expr -> negation
         | atom
?atom: NAME "(" NAME ")" -> unary
     | NAME -> nullary
     | "(" expr ")"
NAME: /(?!(forbid|when|and|or|not)\b)[a-z_][a-z0-9_]*/
%import common.WS
%ignore WS
"""


@functools.cache
def _parser() -> Lark:
    return Lark(_GRAMMAR, parser="lalr", propagate_positions=True, maybe_placeholders=False)


TRUE_THRESHOLD = 0.5


class ConstraintError(ValueError):
    """A constraint that does not parse or does not fit the vocabulary, with its position."""

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(f"{message} (line {line}, column {column})")
        self.message = message
        self.line = line
        self.column = column

    def to_detail(self) -> dict:
        """The 422 detail: ``{message, line, column}``."""
        return {"message": self.message, "line": self.line, "column": self.column}


# A compiled condition: (unary truths row-major, nullary truths, bound word index) -> bool.
Condition = Callable[[FactTable, int], bool]


@dataclass(frozen=True)
class CompiledConstraint:
    """A parsed, validated constraint ready to evaluate against FactTables."""

    id: int
    text: str
    mode: Mode
    verb: str
    rows: Mapping[int, int] = field(
        hash=False
    )  # action index (Vocabulary.actions) ranged over -> its FactTable row
    condition: Condition

    def blocks(self, table: FactTable, action: int) -> bool:
        """Whether action ``action`` (an index into ``Vocabulary.actions``) is forbidden under
        ``table``."""
        row = self.rows.get(action)
        return row is not None and self.condition(table, row)


def _error(message: str, token: Token | Tree) -> ConstraintError:
    if isinstance(token, Token):
        return ConstraintError(message, token.line or 1, token.column or 1)
    return ConstraintError(message, token.meta.line, token.meta.column)


def _parse(text: str) -> Tree:
    try:
        return _parser().parse(text)
    except UnexpectedEOF:
        lines = text.split("\n")
        raise ConstraintError(
            "unexpected end of constraint", len(lines), len(lines[-1]) + 1
        ) from None
    except UnexpectedCharacters as exc:
        raise ConstraintError(
            f"unexpected character {text[exc.pos_in_stream]!r}", exc.line, exc.column
        ) from None
    except UnexpectedInput as exc:
        token = getattr(exc, "token", None)
        if token is not None and token.type == "$END":
            lines = text.split("\n")
            raise ConstraintError(
                "unexpected end of constraint", len(lines), len(lines[-1]) + 1
            ) from None
        shown = f" {str(token)!r}" if token is not None else ""
        raise ConstraintError(f"unexpected token{shown}", exc.line, exc.column) from None


def compile_constraint(
    text: str, vocabulary: Vocabulary, *, constraint_id: int = 0, mode: Mode = "enforce"
) -> CompiledConstraint:
    """Parse ``text`` and check it against ``vocabulary`` (raises :class:`ConstraintError`)."""
    tree = _parse(text)
    action = tree.children[0]
    verb_tok, term_tok = action.children
    verb = str(verb_tok)
    heads = {k for k, h in enumerate(vocabulary.heads) if h.verb == verb}
    if not heads:
        verbs = sorted({h.verb for h in vocabulary.heads})
        raise _error(f"unknown action {verb!r}; known actions: {verbs}", verb_tok)
    words = vocabulary.words
    rows = {  # the actions of the verb: action index -> row of its word
        a: r
        for a, (r, k) in enumerate(
            zip(vocabulary.action_rows, vocabulary.action_heads, strict=True)
        )
        if k in heads
    }
    term = str(term_tok)
    variable: str | None = None
    if term in words:
        rows = {a: r for a, r in rows.items() if words[r] == term}
        if not rows:
            raise _error(f"{term!r} is not a word of the class of {verb!r}", term_tok)
    else:
        variable = term
    condition: Condition = _always
    if len(tree.children) > 1:
        condition = _compile_expr(tree.children[1], vocabulary, variable)
    return CompiledConstraint(
        id=constraint_id,
        text=text,
        mode=mode,
        verb=verb,
        rows=MappingProxyType(rows),
        condition=condition,
    )


def _always(table: FactTable, row: int) -> bool:
    return True


def _compile_expr(node: Tree | Token, vocab: Vocabulary, variable: str | None) -> Condition:
    kind = node.data
    if kind == "or_expr":
        parts = [_compile_expr(c, vocab, variable) for c in node.children]
        return lambda t, r: any(p(t, r) for p in parts)
    if kind == "and_expr":
        parts = [_compile_expr(c, vocab, variable) for c in node.children]
        return lambda t, r: all(p(t, r) for p in parts)
    if kind == "negation":
        inner = _compile_expr(node.children[0], vocab, variable)
        return lambda t, r: not inner(t, r)
    if kind == "nullary":
        (name,) = node.children
        pred = str(name)
        if pred in vocab.unary_predicates:
            raise _error(f"predicate {pred!r} takes 1 argument, got 0", name)
        if pred not in vocab.nullary_predicates:
            raise _error(_unknown_predicate(pred, vocab), name)
        col = vocab.nullary_predicates.index(pred)
        return lambda t, r: bool(t.nullary[col] >= TRUE_THRESHOLD)
    if kind == "unary":
        name, arg = node.children
        pred, term = str(name), str(arg)
        if pred in vocab.nullary_predicates:
            raise _error(f"predicate {pred!r} takes 0 arguments, got 1", name)
        if pred not in vocab.unary_predicates:
            raise _error(_unknown_predicate(pred, vocab), name)
        col = vocab.unary_predicates.index(pred)
        if term in vocab.words:
            row = vocab.words.index(term)
            return lambda t, r: bool(t.unary[row, col] >= TRUE_THRESHOLD)
        if term != variable:
            raise _error(f"unbound variable {term!r}", arg)
        return lambda t, r: bool(t.unary[r, col] >= TRUE_THRESHOLD)
    raise _error(f"unsupported expression {kind!r}", node)  # pragma: no cover - grammar closed


def _unknown_predicate(pred: str, vocab: Vocabulary) -> str:
    known = sorted(vocab.unary_predicates + vocab.nullary_predicates)
    return f"unknown predicate {pred!r}; known predicates: {known}"


@dataclass(frozen=True)
class ShieldResult:
    """Which candidate actions the constraints block (enforced) or would block (dryrun)."""

    allowed: tuple[int, ...]  # action indices (Vocabulary.actions order) left to the policy
    blocked: tuple[tuple[int, int], ...]  # (action index, constraint id), enforce mode
    dryrun: tuple[tuple[int, int], ...]  # (action index, constraint id), dryrun mode


class Shield:
    """The active constraints of one revision, applied to the candidates of a decision."""

    def __init__(self, constraints: Sequence[CompiledConstraint], revision: int) -> None:
        self.constraints = tuple(constraints)
        self.revision = revision

    def apply(self, table: FactTable, candidates: Sequence[int]) -> ShieldResult:
        """Split ``candidates`` (action indices) into allowed and blocked."""
        allowed: list[int] = []
        blocked: list[tuple[int, int]] = []
        dryrun: list[tuple[int, int]] = []
        for a in candidates:
            enforced = False
            for c in self.constraints:
                if c.blocks(table, a):
                    if c.mode == "enforce":
                        blocked.append((a, c.id))
                        enforced = True
                    else:
                        dryrun.append((a, c.id))
            if not enforced:
                allowed.append(a)
        return ShieldResult(tuple(allowed), tuple(blocked), tuple(dryrun))
