"""The statistical pipeline's tokenizer, as a person reads brackets (docs/converter.md, "The
reader"): a word glued to a bracket is a word and a bracket ("exit(east", "items([coin"), and a
bracket before a colon is no smiley ("Hall door (north): shut": spaCy's exceptions "):" and
"(:" dropped)."""

from __future__ import annotations

from spacy.language import Language
from spacy.util import compile_infix_regex

_GLUED = r"(?<=[A-Za-z])[(\[{](?=[A-Za-z'\"\[(])"
"""An opening bracket between a word and what it opens."""
_NOT_SMILEYS = ("):", "(:")
"""Tokenizer exceptions that are brackets and colons in a game's text."""


def brackets_apart(nlp: Language) -> Language:
    """``nlp`` with its tokenizer splitting a bracket glued to a word and a bracket before a
    colon (the pipeline's own rules otherwise)."""
    nlp.tokenizer.rules = {k: v for k, v in nlp.tokenizer.rules.items() if k not in _NOT_SMILEYS}
    infixes = [*nlp.Defaults.infixes, _GLUED]
    nlp.tokenizer.infix_finditer = compile_infix_regex(infixes).finditer
    return nlp
