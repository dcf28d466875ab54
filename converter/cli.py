"""``folnn facts`` (contract, docs/architecture.md §3): JSON lines of requests on stdin -> JSON
lines of facts.

Input line: ``{"observation": str, "history": [{"observation": str, "action": str}, ...]}``.
Output line: ``{"room": str|null, "unread": [str, ...], "facts": [{"predicate", "args",
"truth"}, ...]}``, or for a bad line ``{"error": {"code", "message", "line"}}``; processing goes
on, and the exit status is 1 if any line failed. Blank lines are skipped. ``python -m
converter.cli`` runs it stand-alone.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, TextIO

if TYPE_CHECKING:
    from converter.converter import Turn

MAX_LINE_BYTES = 16 * 1024 * 1024
"""Longest input line read (bytes); a longer one is answered with an ``input_too_large`` error."""


@dataclass(frozen=True)
class FactsArgs:
    """Options of ``folnn facts``."""

    lexicon: Path | None = None
    """Lexicon JSON file; the shipped ConceptNet-derived one when omitted."""
    cache_size: int = 4096
    """How many parsed observation texts the LRU cache keeps."""

    def __post_init__(self) -> None:
        if self.lexicon is not None and not self.lexicon.is_file():
            raise ValueError(f"--lexicon: no file at {self.lexicon}")
        if not 0 <= self.cache_size <= 10**7:
            raise ValueError(f"--cache-size must be in [0, 10000000], got {self.cache_size}")


class _BadLine(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def run_facts(
    args: FactsArgs, stdin: BinaryIO | TextIO | None = None, stdout: TextIO | None = None
) -> int:
    """Answer every JSON line of ``stdin`` (default: sys.stdin) on ``stdout``; 0 iff all were ok,
    1 if a line failed, 2 (one line on stderr) when the lexicon file cannot be used."""
    from converter.converter import FOLConverter  # after the options: spaCy loads here
    from converter.inputs import ConverterInputError
    from converter.lexicon import Lexicon

    source = stdin if stdin is not None else sys.stdin
    sink = stdout if stdout is not None else sys.stdout
    try:
        lexicon = Lexicon.load(args.lexicon)
    except (OSError, ValueError) as exc:  # LexiconError, JSONDecodeError, UnicodeDecodeError
        reason = " ".join(str(exc).split())
        print(f"folnn facts: error: --lexicon {args.lexicon}: {reason}", file=sys.stderr)
        return 2
    converter = FOLConverter(lexicon, cache_size=args.cache_size)
    failed = False
    for number, raw in enumerate(_lines(getattr(source, "buffer", source)), start=1):
        try:
            request = _decode(raw)
            if request is None:
                continue
            observation, history = _request(request)
            answer = converter.convert(observation, history).to_json(converter.vocabulary)
        except _BadLine as bad:
            failed = True
            answer = {"error": {"code": bad.code, "message": bad.message, "line": number}}
        except ConverterInputError as exc:
            failed = True
            answer = {"error": {"code": "invalid_input", "message": str(exc), "line": number}}
        sink.write(json.dumps(answer) + "\n")
        sink.flush()
    return 1 if failed else 0


def _lines(stream: BinaryIO | TextIO):
    """Lines as bytes or str, each cut at MAX_LINE_BYTES (the rest is skipped; None marks it)."""
    while True:
        line = stream.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        newline = b"\n" if isinstance(line, bytes) else "\n"
        if len(line) > MAX_LINE_BYTES and not line.endswith(newline):
            while (rest := stream.readline(MAX_LINE_BYTES)) and not rest.endswith(newline):
                pass
            yield None
        else:
            yield line


def _decode(raw: bytes | str | None) -> object:
    if raw is None:
        raise _BadLine("input_too_large", f"line longer than {MAX_LINE_BYTES} bytes")
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _BadLine("invalid_encoding", f"line is not valid UTF-8: {exc}") from exc
    if not raw.strip():
        return None
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        raise _BadLine("invalid_json", f"line is not JSON: {exc}") from exc
    except RecursionError as exc:
        raise _BadLine("invalid_json", "line is nested too deeply") from exc


def _request(request: object) -> tuple[str, list[Turn]]:
    """Validate one decoded request and return (observation, history)."""
    from converter.converter import Turn

    if not isinstance(request, dict):
        raise _BadLine("invalid_request", "a line must be a JSON object")
    unknown = set(request) - {"observation", "history"}
    if unknown:
        raise _BadLine("invalid_request", f"unknown fields: {sorted(unknown)}")
    observation = request.get("observation")
    if not isinstance(observation, str):
        raise _BadLine("invalid_request", '"observation" must be a string')
    history = request.get("history", [])
    if not isinstance(history, list):
        raise _BadLine("invalid_request", '"history" must be a list')
    turns = []
    for k, turn in enumerate(history):
        if (
            not isinstance(turn, dict)
            or set(turn) != {"observation", "action"}
            or not all(isinstance(turn[f], str) for f in ("observation", "action"))
        ):
            raise _BadLine(
                "invalid_request",
                f'history[{k}] must be {{"observation": str, "action": str}}',
            )
        turns.append(Turn(turn["observation"], turn["action"]))
    return observation, turns


def main() -> int:
    """Entry point of ``python -m converter.cli``."""
    import tyro

    return run_facts(tyro.cli(FactsArgs))


if __name__ == "__main__":
    raise SystemExit(main())
