"""The reading set's scorer (bench/reading/README.md): the shipped converter and default policy
on one part of the set, per style and overall.

    python -m bench.reading_score --set dev [--json OUT]

**Facts.** The converter of the shipped default policy (``folnn.Agent.load()``), over a
vocabulary that grounds every predicate the set labels (``find``, ``visited``, ``initial``,
``closed``, ``refused`` and ``all_visited`` over north, south, east, west and coin), reads each
item's observation after its history (:meth:`converter.converter.FOLConverter.convert`); the
facts it holds true (truth >= 0.5) are compared with the item's gold: recall and precision,
micro over every item's facts, per style and per predicate, and the share of items read
exactly. The room it names is compared with the gold room (lower-cased, a leading "the "
dropped).

**Actions.** ``agent.act(observation, history)`` as ``POST /v1/act`` answers it, read back to
(verb, word) by the families' grammar (a door opened by its name, TextWorld's ``open wooden
door``, by the room's doors): for an item that expects an answer and names the
person's actions, whether the answer is one of them; for every item that expects an answer, the
answers a rule fired for that are not among the person's actions ("false fired"); for an item
of another task (``unknown_task``), whether a rule fired (it should not: a refusal, 422, is
right). An exception other than the agent's refusal counts as no answer and is listed.

Each round's held-out part (``heldout``, ``heldout2`` ... ``heldout52``) is scored
once, at the end of that round's work, by whoever scores the reader: ``--set heldout*`` needs
``--final`` (bench/reading/README.md; docs/converter.md reports every scoring as it fell).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

from bench.reading.rounds import ROUNDS, parts_before

SET_DIR = Path(__file__).resolve().parent / "reading"
WORDS = ("north", "south", "east", "west", "coin")
UNARY = ("find", "visited", "initial", "closed", "refused")
NULLARY = ("all_visited",)
PREDICATES = (*UNARY, *NULLARY)
FAMILIES = ("textworld", "twx")


def load_items(name: str) -> list[dict]:
    """The items of part ``name`` (dev or heldout) of the set."""
    path = SET_DIR / f"{name}.jsonl"
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def fact_name(predicate: str, args: list[str] | tuple[str, ...]) -> str:
    return f"{predicate}({', '.join(args)})" if args else predicate


def predicate_of(fact: str) -> str:
    return fact.split("(", 1)[0]


def norm_room(room: str | None) -> str | None:
    if room is None:
        return None
    room = " ".join(str(room).lower().split())
    return room[4:] if room.startswith("the ") else room


class Reader:
    """The shipped agent and its converter over the set's vocabulary."""

    def __init__(self) -> None:
        from converter.families import Families
        from folnn import Agent

        self.agent = Agent.load()
        self.families = Families.load()
        self.vocabulary = self.families.vocabulary(FAMILIES, unary_predicates=UNARY)
        self.converter = self.agent.converter.for_vocabulary(self.vocabulary)

    def facts(self, item: dict) -> tuple[set[str], str | None]:
        history = [(h["observation"], h["action"]) for h in item["history"]]
        table = self.converter.convert(item["observation"], history)
        out = set()
        for fact in table.to_json(self.vocabulary)["facts"]:
            args = fact["args"]
            named = fact["predicate"] in PREDICATES and all(a in WORDS for a in args)
            if named and fact["truth"] >= 0.5:
                out.add(fact_name(fact["predicate"], args))
        return out, table.room

    def act(self, item: dict) -> dict:
        """{"status": answered | refused | error, "action", "canonical", "fired", "error"}"""
        from folnn import DecisionRefused

        try:
            answer = self.agent.act(item["observation"], item["history"])
        except DecisionRefused as exc:
            return {"status": "refused", "code": exc.status}
        except Exception as exc:  # noqa: BLE001 - every failure is "no answer", listed
            return {"status": "error", "error": f"{type(exc).__name__}: {exc}"}
        command = self.families.read(answer.action)
        if command is None:  # a door opened by its name (TextWorld's "open wooden door")
            history = [(h["observation"], h["action"]) for h in item["history"]]
            try:
                tracker = self.converter.track(item["observation"], history)
            except Exception as exc:  # noqa: BLE001 - every failure is "no answer", listed
                return {"status": "error", "error": f"{type(exc).__name__}: {exc}"}
            command = tracker.named_door(answer.action)
        canonical = f"{command.verb} {command.word}" if command is not None else None
        return {
            "status": "answered",
            "action": answer.action,
            "canonical": canonical,
            "fired": bool(answer.fired),
        }


def score_item(reader: Reader, item: dict) -> dict:
    gold = item["gold"]
    out: dict = {"id": item["id"], "style": item["style"], "gold": sorted(gold["facts"])}
    try:
        predicted, room = reader.facts(item)
        out["predicted"] = sorted(predicted)
        out["room"] = room
    except Exception as exc:  # noqa: BLE001
        out["predicted"] = None
        out["facts_error"] = f"{type(exc).__name__}: {exc}"
    out["act"] = reader.act(item)
    return out


def _ratio(a: int, b: int) -> float | None:
    return round(a / b, 4) if b else None


def summarise(items: list[dict], results: list[dict]) -> dict:
    """Figures over ``results`` (one per item, in order)."""
    tp = fp = fn = exact = rooms = 0
    per_pred = {p: Counter() for p in PREDICATES}
    act = Counter()
    errors = []
    for item, res in zip(items, results, strict=True):
        gold = set(item["gold"]["facts"])
        predicted = set(res["predicted"]) if res["predicted"] is not None else set()
        if res["predicted"] is None:
            errors.append({"id": item["id"], "where": "facts", "error": res["facts_error"]})
        elif norm_room(res["room"]) == norm_room(item["gold"]["room"]):
            rooms += 1
        tp += len(gold & predicted)
        fp += len(predicted - gold)
        fn += len(gold - predicted)
        exact += gold == predicted and res["predicted"] is not None
        for fact in gold & predicted:
            per_pred[predicate_of(fact)]["tp"] += 1
        for fact in predicted - gold:
            per_pred[predicate_of(fact)]["fp"] += 1
        for fact in gold - predicted:
            per_pred[predicate_of(fact)]["fn"] += 1
        answer = res["act"]
        if answer["status"] == "error":
            errors.append({"id": item["id"], "where": "act", "error": answer["error"]})
        answered = answer["status"] == "answered"
        fired = answered and answer["fired"]
        person = item["gold"]["person_actions"]
        if item["gold"]["expect"] == "unknown_task":
            act["unknown"] += 1
            act["unknown_fired"] += fired
            act["unknown_answered"] += answered
            act["unknown_refused"] += answer["status"] == "refused"
        else:
            act["answer_items"] += 1
            hit = answered and answer["canonical"] in person
            if person:
                act["with_person"] += 1
                act["hit"] += hit
            else:
                act["nothing_to_do"] += 1
                act["answered_nothing_to_do"] += answered
            act["false_fired"] += fired and not hit
            act["refused"] += answer["status"] == "refused"
    return {
        "items": len(items),
        "facts": {
            "gold": tp + fn,
            "predicted": tp + fp,
            "recall": _ratio(tp, tp + fn),
            "precision": _ratio(tp, tp + fp),
            "exact_items": _ratio(exact, len(items)),
            "room": _ratio(rooms, len(items)),
        },
        "predicates": {
            p: {
                "gold": c["tp"] + c["fn"],
                "predicted": c["tp"] + c["fp"],
                "recall": _ratio(c["tp"], c["tp"] + c["fn"]),
                "precision": _ratio(c["tp"], c["tp"] + c["fp"]),
            }
            for p, c in per_pred.items()
        },
        "actions": {
            "with_person_actions": act["with_person"],
            "person_action_share": _ratio(act["hit"], act["with_person"]),
            "false_fired": act["false_fired"],
            "refused": act["refused"],
            "nothing_to_do": act["nothing_to_do"],
            "answered_when_nothing_to_do": act["answered_nothing_to_do"],
            "unknown_task": act["unknown"],
            "unknown_task_fired": act["unknown_fired"],
            "unknown_task_answered": act["unknown_answered"],
            "unknown_task_refused": act["unknown_refused"],
        },
        "errors": errors,
    }


def score(name: str) -> dict:
    """Every figure of part ``name`` of the set, per style and overall, with each item's
    predictions."""
    items = load_items(name)
    reader = Reader()
    results = [score_item(reader, item) for item in items]
    by_style: dict[str, list[int]] = defaultdict(list)
    for i, item in enumerate(items):
        by_style[item["style"]].append(i)
    styles = {
        style: summarise([items[i] for i in idx], [results[i] for i in idx])
        for style, idx in by_style.items()
    }
    return {
        "set": name,
        "policy": reader.agent.version,
        "policy_sha256": reader.agent.sha256,
        "overall": summarise(items, results),
        "styles": styles,
        "results": results,
    }


def _pct(x: float | None) -> str:
    return "   -" if x is None else f"{100 * x:4.0f}"


def table(report: dict) -> str:
    """The plain-text table of a report."""
    head = (
        f"{'style':12s} {'n':>4s} {'rec%':>5s} {'prec%':>5s} {'exact%':>6s} {'room%':>5s}"
        f" {'act%':>5s} {'of':>4s} {'falseF':>6s} {'unkF':>5s} {'unk':>4s} {'err':>4s}"
    )
    lines = [f"reading set: {report['set']}  policy: {report['policy']}", head]

    def row(name: str, s: dict) -> str:
        f, a = s["facts"], s["actions"]
        return (
            f"{name:12s} {s['items']:4d} {_pct(f['recall']):>5s} {_pct(f['precision']):>5s}"
            f" {_pct(f['exact_items']):>6s} {_pct(f['room']):>5s}"
            f" {_pct(a['person_action_share']):>5s} {a['with_person_actions']:4d}"
            f" {a['false_fired']:6d} {a['unknown_task_fired']:5d} {a['unknown_task']:4d}"
            f" {len(s['errors']):4d}"
        )

    for style, s in report["styles"].items():
        lines.append(row(style, s))
    lines.append(row("overall", report["overall"]))
    lines.append("")
    lines.append(f"{'predicate':12s} {'gold':>5s} {'pred':>5s} {'rec%':>5s} {'prec%':>5s}")
    for p, c in report["overall"]["predicates"].items():
        lines.append(
            f"{p:12s} {c['gold']:5d} {c['predicted']:5d} {_pct(c['recall']):>5s}"
            f" {_pct(c['precision']):>5s}"
        )
    lines.append("")
    lines.append(
        "rec%/prec%: fact recall/precision (micro); exact%: items read exactly; room%: room"
        " named right; act%: answers among the person's actions, of the items that name any;"
        " falseF: fired answers not among them; unkF: fired answers on unknown_task items (of"
        " unk); err: exceptions (no answer)"
    )
    errors = report["overall"]["errors"]
    if errors:
        lines.append("")
        lines.append("errors:")
        lines += [f"  {e['id']} ({e['where']}): {e['error']}" for e in errors]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.reading_score", description=__doc__)
    parser.add_argument(
        "--set",
        choices=parts_before(ROUNDS + 1),
        default="dev",
    )
    parser.add_argument("--json", type=Path, default=None, help="write the report here")
    parser.add_argument(
        "--final", action="store_true", help="the one final scoring of the held-out part"
    )
    args = parser.parse_args(argv)
    held_out = {p for p in parts_before(ROUNDS + 1) if p.startswith("heldout")}
    if args.set in held_out and not args.final:
        parser.error("the held-out parts are scored once, at the end: add --final to do it")
    report = score(args.set)
    print(table(report))
    if args.json is not None:
        args.json.write_text(json.dumps(report, indent=1) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
