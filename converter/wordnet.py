"""Word classes from a knowledge base: WordNet 3.0 (docs/converter.md, "Word classes").

The reader asks which class a word belongs to (a direction, a coin, a way out of a room, a door,
a room, a picture, a verb of motion, a closed or open state). The answers are read off WordNet's
relations, never listed by hand: a class is the hyponym closure of a few root synsets (money: the
hyponyms of ``coin.n.01``, so ``doubloon`` and ``sovereign`` are coins), and a word is in it when
its most frequent sense, or a sense the tagged corpus saw, lies in that closure (``crown`` is a
coin only in a sense nobody tagged, so it stays a headdress). Directions add the adverbs and
adjectives that share a lemma with a compass point (``northward``, ``northern``), each mapped to
its compass point's name.

WordNet is Debian's ``wordnet-base`` (``/usr/share/wordnet``), read with NLTK's WordNet reader at
build time: ``python -m converter.wordnet`` writes ``converter/data/wordclasses.json``, which the
service loads through :class:`converter.wordclasses.WordClasses` (no NLTK, no Debian package at
run time; the server image stays small). A test rebuilds the file from the package and compares
(``tests/converter/test_wordnet.py``).
"""

from __future__ import annotations

import gzip
import json
import shutil
import sys
import tempfile
from pathlib import Path

from converter import gcide
from converter.wordclasses import CARDINALS, DEFAULT_PATH

WORDNET_DIR = Path("/usr/share/wordnet")
"""Debian's ``wordnet-base`` data files (WordNet 3.0)."""
LEXNAMES_MAN = Path("/usr/share/man/man5/lexnames.5WN.gz")
"""The lexicographer files' names (lexnames(5WN)): NLTK's reader needs them as a file, which
Debian ships only in this manual page."""

CLASS_ROOTS: dict[str, tuple[str, ...]] = {
    "direction": ("compass_point.n.01",),
    "money": ("coin.n.01", "monetary_unit.n.01"),
    "way": ("way.n.06", "exit.n.01", "movable_barrier.n.01", "stairs.n.01", "bridge.n.01"),
    "door": ("movable_barrier.n.01", "doorway.n.01"),
    "room": (
        "room.n.01",
        "area.n.05",
        "floor.n.02",
        "geographic_area.n.01",
        "building.n.01",
        "establishment.n.04",
    ),
    "shelter": ("hut.n.01", "hovel.n.01", "tent.n.01", "station.n.01"),
    "workplace": ("workplace.n.01",),
    "place_part": ("top.n.01", "side.n.04", "bottom.n.02", "boundary.n.01", "extremity.n.04"),
    "depiction": ("representation.n.02", "picture.n.01", "art.n.01", "sculpture.n.02"),
    "display": ("sign.n.02", "signboard.n.01"),
    "property": ("property.n.02",),
    "barrier": ("wall.n.01", "window.n.01", "partition.n.01", "fence.n.01"),
    "motion": ("travel.v.01", "lead.v.03", "run.v.03", "extend.v.04", "leave.v.01", "exit.v.01"),
    "acquire": ("get.v.01", "take.v.04", "pick_up.v.01", "roll_up.v.02"),
    "release": ("drop.v.01", "discard.v.01"),
    "retain": ("keep.v.03",),
    "blocking": ("obstruct.v.01", "barricade.v.01", "choke.v.04", "wall_in.v.01", "flood.v.02"),
    "depicting": (
        "paint.v.03",
        "draw.v.06",
        "carve.v.01",
        "carve.v.02",
        "scratch.v.07",
        "engrave.v.04",
        "inscribe.v.01",
        "embroider.v.01",
        "write.v.07",
    ),
    "impassable": (
        "body_of_water.n.01",
        "cliff.n.01",
        "precipice.n.01",
        "chasm.n.01",
        "celestial_body.n.01",
        "atmospheric_phenomenon.n.01",
    ),
    "untraversable": ("impassable.a.01",),
    "sham": ("counterfeit.a.01", "fake.s.02", "dummy.s.01"),
    "steep": ("cliff.n.01", "precipice.n.01", "chasm.n.01"),
    "animate": ("person.n.01", "animal.n.01"),
    "absent": ("absent.a.01", "missing.s.01", "gone.s.04"),
    "empty": ("empty.a.01", "barren.s.03"),
    "landform": ("geological_formation.n.01",),
    "container": ("container.n.01", "furniture.n.01", "storage_space.n.01"),
    "array": ("arrangement.n.02", "pile.n.01"),
    "presence": (
        "lie.v.01",
        "lie.v.02",
        "sit.v.01",
        "perceive.v.01",
        "detect.v.01",
        "glitter.v.01",
        "shine.v.01",
        "shine.v.02",
        "remain.v.01",
        "hide.v.02",
        "leave.v.02",
        "put.v.01",
        "scatter.v.01",
    ),
    "coin_metal": ("precious_metal.n.01", "coin.n.01"),
    "stuff": ("paper.n.01", "plastic.n.01", "sweet.n.03", "cocoa.n.01", "chocolate.n.02"),
    "coin_sense": ("coin.n.01",),
    "money_sense": ("monetary_unit.n.01", "coin.n.01"),
    "naming": ("name.v.01", "call.v.01"),
    "name": ("name.n.01",),
    "set": ("set.n.01",),
    "handling": ("arrange.v.01", "count.v.01", "manipulate.v.02", "load.v.01"),
    "hearing": ("hear.v.01", "smell.v.01", "sense.v.02"),
    "recalling": ("remember.v.01", "remember.v.03", "dream.v.01", "dream.v.02"),
    "removal": ("remove.v.01", "steal.v.01", "pocket.v.01"),
    "seek": ("search.v.01", "find.v.03", "locate.v.01", "explore.v.01", "look.v.01"),
    "closed": ("closed.a.01", "shut.a.01", "fastened.a.01", "barricaded.s.01"),
    "open": ("open.a.01", "open.a.02", "opened.s.01"),
    "unfastened": ("unfastened.a.01",),
    "shutting": ("close.v.01", "lock.v.01", "bolt.v.02", "seal.v.01", "seal.v.02"),
    "locking": ("lock.v.01", "bar.v.01"),
    "fastening": ("fasten.v.01",),
    "fastener": ("fastener.n.02",),
    "lock": ("lock.n.01",),
    "opening": ("open.v.01", "unlock.v.01"),
    "budging": ("stir.v.02", "collapse.v.01"),
    "wording": ("read.v.02",),
    "saying": ("express.v.02", "ask.v.01", "ask.v.05"),
}
"""Each class's root synsets: a word is in the class when a sense of it (:func:`_senses`) is a
root or lies under one (hyponyms; for adjectives, the roots and their similar-to satellites)."""
ROOT_ONLY = ("write.v.07",)
"""Roots whose hyponyms stay out of their class: writing on a surface depicts ("COINS written on
the lid"), but its hyponyms "set", "cross", "impress" and "copy" are no depicting."""
ANY_SENSE = (
    "sham",
    "steep",
    "way",
    "door",
    "room",
    "blocking",
    "depicting",
    "depiction",
    "wording",
    "saying",
    "coin_metal",
    "coin_sense",
    "money_sense",
    "container",
    "presence",
    "acquire",
)
"""Classes also kept by *any* sense of a word (``arch``: a curved shape, and a passageway):
:meth:`WordClasses.may_be`, asked only where the parse already puts the word at a compass
point."""
OPENINGS = ("opening.n.01",)
"""Openings one may pass through or not (a gap, a crack, a hole; a window, a pore): ways out in
a rarer sense only (``any_sense``), asked where the parse puts them at a compass point or on a
way's verb, never where they are a barrier, a picture or impassable."""


def _reader(workdir: Path):
    """NLTK's WordNet reader over a copy of Debian's files plus a ``lexnames`` made from the
    manual page (NLTK reads only inside its data roots, and wants that file)."""
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    for path in WORDNET_DIR.iterdir():
        if path.is_file():
            shutil.copyfile(path, workdir / path.name)
    lines = []
    with gzip.open(LEXNAMES_MAN, "rt", encoding="utf-8") as manual:
        manual_lines = manual.readlines()
    for line in manual_lines:
        fields = line.rstrip("\n").split("\t")
        if len(fields) >= 2 and fields[0].isdigit() and len(fields[0]) == 2:
            name = fields[1].strip()
            category = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}[name.split(".")[0]]
            lines.append(f"{fields[0]}\t{name}\t{category}\n")
    (workdir / "lexnames").write_text("".join(lines), encoding="utf-8")
    nltk.data.path.append(str(workdir))

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):  # WordNet 3.0 itself: no mapping to load
            return None

    return Reader(str(workdir), None)


def _senses(wn, lemma: str, pos: str):
    """The senses that decide a word's classes: its most frequent one, and every one the tagged
    corpus saw (count > 0)."""
    synsets = wn.synsets(lemma, pos=pos)
    chosen = synsets[:1]
    for synset in synsets[1:]:
        if any(lem.name().lower() == lemma and lem.count() > 0 for lem in synset.lemmas()):
            chosen.append(synset)
    return chosen


def _closure(wn, roots: tuple[str, ...]) -> set:
    members = set()
    for name in roots:
        root = wn.synset(name)
        members.add(root)
        if root.pos() in ("a", "s"):
            members.update(root.similar_tos())
        else:
            members.update(root.closure(lambda s: s.hyponyms() + s.instance_hyponyms()))
    return members


def build(path: Path = DEFAULT_PATH) -> dict:
    """Read WordNet and write the classes file; returns its JSON form."""
    with tempfile.TemporaryDirectory() as tmp:
        wn = _reader(Path(tmp))
        classes: dict[str, list[str]] = {}
        any_sense: dict[str, list[str]] = {}
        for name, roots in CLASS_ROOTS.items():
            members = _closure(wn, tuple(r for r in roots if r not in ROOT_ONLY))
            members |= {wn.synset(r) for r in roots if r in ROOT_ONLY}
            pos = members and next(iter(members)).pos()
            candidates = {lem.name().lower() for s in members for lem in s.lemmas()}
            words, rare = set(), set()
            for lemma in candidates:
                senses = _senses(wn, lemma, "a" if pos in ("a", "s") else pos)
                if any(s in members for s in senses):
                    words.add(lemma.replace("_", " "))  # "pick up": a verb and its particle
                else:
                    rare.add(lemma.replace("_", " "))  # a sense of the class, not a usual one
            classes[name] = sorted(words)
            if name in ANY_SENSE:
                any_sense[name] = sorted(rare)
        # a workplace, a hut, a tent or a station is a room where that is what the word first
        # means (a studio, a smithy, a marquee, a police station; not a job, nor work, nor a
        # sampler, nor canvas)
        for name in ("workplace", "shelter"):
            places = _closure(wn, CLASS_ROOTS[name])
            first_sense = {
                w for w in classes.pop(name) if wn.synsets(w.replace(" ", "_"), "n")[0] in places
            }
            classes["room"] = sorted(set(classes["room"]) | first_sense)
        # things set out in rows or piles ("rows of cabbages run north"), by their first sense
        # ("bank": first the sloping land, a row of things only in a rarer one)
        arrays = _closure(wn, CLASS_ROOTS["array"])
        classes["array"] = sorted(
            w for w in classes["array"] if wn.synsets(w.replace(" ", "_"), "n")[0] in arrays
        )
        # a money word that is also a unit of measure ("a pound of candles")
        units = _closure(wn, ("unit_of_measurement.n.01",)) - _closure(wn, ("monetary_unit.n.01",))
        classes["measure"] = sorted(
            w for w in classes["money"] if set(wn.synsets(w.replace(" ", "_"), "n")) & units
        )
        # what a thing is made of that no coin is: paper, plastic, chocolate and sweets (not a
        # metal or an alloy: "copper", "brass" make coins; not every food: "a bun penny" is one)
        metals = {
            lem.name().lower().replace("_", " ")
            for s in _closure(wn, ("metal.n.01", "alloy.n.01"))
            for lem in s.lemmas()
        }
        classes["stuff"] = sorted(set(classes["stuff"]) - metals)
        # weather is no place to go unless the word first means a made thing ("you see the
        # shower": a plumbing fixture first, a fall of rain in a rarer sense)
        weather, made = (
            _closure(wn, ("atmospheric_phenomenon.n.01",)),
            _closure(wn, ("artifact.n.01",)),
        )
        classes["impassable"] = sorted(
            w
            for w in classes["impassable"]
            if not (
                (senses := wn.synsets(w.replace(" ", "_"), "n"))
                and senses[0] in made
                and set(senses) & weather
            )
        )
        # a lock keeps a door locked; a latch only holds it shut ("the gate has a latch")
        latches = {
            lem.name().replace("_", " ")
            for s in _closure(wn, ("latch.n.02",))
            for lem in s.lemmas()
        }
        classes["lock"] = sorted(set(classes["lock"]) - latches)
        # retaining what one has is the root's own sense ("find it and keep it"), not its
        # hyponyms' (filing, recording, photographing)
        roots = {wn.synset(n) for n in CLASS_ROOTS["retain"]}
        classes["retain"] = sorted(
            w for w in classes["retain"] if roots & set(_senses(wn, w.replace(" ", "_"), "v"))
        )
        # a verb of fastening named after a fastener shuts a door ("latched", "buttoned",
        # "padlocked"); fastening at large does not ("hung", "wedged", "tied up")
        fastening = set(classes.pop("fastening"))
        fastened = fastening & set(classes["fastener"])

        # and so does one named after a restraint that is no fastener, in any sense of both
        # words ("chained": chain.v.02, to secure with chains, is no usual sense of the verb),
        # but not by tying ("banded", "leashed")
        def lemmas(synsets: set) -> set[str]:
            return {lem.name().lower() for s in synsets for lem in s.lemmas()}

        restraints = lemmas(_closure(wn, ("restraint.n.06",)))
        restraints -= lemmas(_closure(wn, CLASS_ROOTS["fastener"]))
        untied = _closure(wn, CLASS_ROOTS["fastening"]) - _closure(wn, ("tie.v.01",))
        fastened |= lemmas(untied) & restraints
        classes["shutting"] = sorted(set(classes["shutting"]) | fastened)
        # a money word one of whose senses is a person or an animal ("tanner": a sixpence, and
        # one who tans hides; "guinea"; "quetzal": a bird): a coin only where it does nothing a
        # person or an animal does (a kind, not a named one: Ezra Pound is no reason to doubt a
        # pound)
        people = _closure(wn, ("person.n.01", "animal.n.01"))
        classes["money_animate"] = sorted(
            w
            for w in classes["money"]
            if any(
                x in people and not x.instance_hypernyms()
                for x in wn.synsets(w.replace(" ", "_"), "n")
            )
        )
        directions, abbreviations = _directions(wn)
        classes["direction"] = sorted(set(classes["direction"]) | set(directions))
        openings = {  # "a gap in the fence", "a crack in the rock": a way in a rarer sense
            lem.name().lower().replace("_", " ")
            for syn in _closure(wn, OPENINGS)
            for lem in syn.lemmas()
        }
        not_ways = {w for k in ("barrier", "impassable", "depiction") for w in classes[k]}
        any_sense["way"] = sorted(set(any_sense["way"]) | openings - not_ways - set(classes["way"]))
        nouns = {n.lower() for n in wn.all_lemma_names("n") if n.isalpha()}
        usual, rare = _dictionary_coins(wn, nouns, set(classes["money"]))
        classes["money"] = sorted(set(classes["money"]) | usual)
        any_sense["coin_sense"] = sorted(set(any_sense["coin_sense"]) | rare)
        # a coin in a rarer sense that names no other thing one could see ("sovereign": else a
        # ruler; "shilling": else a unit): a coin for sure where a metal says so ("a gold
        # sovereign"); "crown" and "quarter" name other things, and stay guesses
        coin_synsets, thing = _closure(wn, ("coin.n.01",)), _thing(wn)
        classes["coin_by_metal"] = sorted(
            w
            for w in any_sense["coin_sense"]
            if not any(
                thing(x) for x in wn.synsets(w.replace(" ", "_"), "n") if x not in coin_synsets
            )
        )
        # an adjective of a coin's metal ("a golden sovereign"): the adjective synsets one of whose
        # lemmas WordNet derives from a coin's metal (gold.s.01, made from or covered with gold,
        # holds "golden" and "gilded"; silver.s.02 holds "silvery")
        metal = _closure(wn, ("metal.n.01",))
        metals = _closure(wn, CLASS_ROOTS["coin_metal"]) | (
            {s for w in classes["coin_metal"] for s in wn.synsets(w.replace(" ", "_"), "n")} & metal
        )
        classes["metallic"] = sorted(
            lem.name().lower().replace("_", " ")
            for s in wn.all_synsets("a")
            if any(
                r.synset() in metals
                for x in s.lemmas()
                for r in x.derivationally_related_forms() + x.pertainyms()
            )
            for lem in s.lemmas()
        )
        data = {
            "format": "folnn-wordclasses/1",
            "source": "WordNet 3.0 (Princeton University), Debian package wordnet-base, read"
            " with NLTK's WordNet reader by converter/wordnet.py; the coin words WordNet lacks"
            " from GCIDE (Debian package dict-gcide) by converter/gcide.py",
            "licence": "WordNet 3.0 license (https://wordnet.princeton.edu/license-and-commercial-use)",
            "roots": {k: list(v) for k, v in CLASS_ROOTS.items()},
            "classes": classes,
            "any_sense": any_sense,
            "directions": dict(sorted(directions.items())),
            "abbreviations": sorted(abbreviations),
            "nouns": " ".join(sorted(nouns)),  # what WordNet holds: a noun outside it (and
            # outside the classes) is a thing the reader cannot class
            "compounds": "|".join(_compounds(wn, classes)),
            "past_forms": " ".join(_past_forms(wn)),  # "got", "took": no order ("Got it.")
        }
    Path(path).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return data


def _past_forms(wn) -> list[str]:
    """The inflected forms of WordNet's irregular verbs (its exception list, verb.exc) that are
    no verb's own lemma ("got", "took", "left"; not "found", nor "put"): a sentence such a word
    opens tells what was done, never what to do."""
    forms = wn._exception_map["v"]  # (NLTK's reading of verb.exc: form -> its lemmas)
    index = wn._lemma_pos_offset_map  # (its index: lemma -> part of speech -> synsets)
    return sorted(
        f for f, bases in forms.items() if "_" not in f and f not in bases and "v" not in index[f]
    )


def _compounds(wn, classes: dict[str, list[str]]) -> list[str]:
    """WordNet's nouns of two words or more with a word of a class the policy acts on in them
    ("coin slot", "penny dreadful", "sand dollar", "toll road"): a compound the knowledge base
    holds is its own thing, whatever its words' classes say."""
    acting = {w for k in ("money", "way", "door", "room") for w in classes[k]}
    return sorted(
        {
            n.lower().replace("_", " ")
            for n in wn.all_lemma_names("n")
            if "_" in n and any(w.lower() in acting for w in n.split("_"))
        }
    )


def _thing(wn):
    """Whether a synset is a physical thing that is not a person (a sense a word could name
    something lying in a room by)."""
    physical = wn.synset("physical_entity.n.01")
    people = _closure(wn, ("person.n.01",))

    def thing(synset) -> bool:
        return synset not in people and physical in {
            h for path in synset.hypernym_paths() for h in path
        }

    return thing


def _dictionary_coins(wn, nouns: set[str], money: set[str]) -> tuple[set[str], set[str]]:
    """(usual, rare) coin words from the dictionary (:mod:`converter.gcide`) that WordNet does
    not class as money: a noun sense among a word's first two whose genus is a WordNet coin word
    ("Sovereign ... 2. A gold coin of Great Britain"). A word WordNet does not hold at all whose
    first sense is a coin is a coin ("denarius", "thaler"); any other is one in a rarer sense
    (``coin_sense``: read only where a clause puts it in the room, and then as a guess); a
    word WordNet holds only where none of its senses there is a thing ("sovereign": a ruler
    only), so "a mark on the wall" stays a mark."""
    closure = _closure(wn, ("coin.n.01",))
    coin_words = {  # a genus read as a coin in its usual sense ("change" is a change first)
        word
        for word in {lem.name().lower() for s in closure for lem in s.lemmas()}
        if any(s in closure for s in _senses(wn, word, "n"))
    }
    thing = _thing(wn)

    usual, rare = set(), set()
    for word, rank, head in gcide.noun_senses():
        if head not in coin_words or rank > 1 or word in money:
            continue
        if word not in nouns:
            (usual if rank == 0 else rare).add(word)
        elif not any(thing(s) for s in wn.synsets(word, "n")):
            rare.add(word)  # "sovereign": WordNet's only sense a ruler; "mark" is a thing too
    return usual, rare - usual


def _directions(wn) -> tuple[dict[str, str], set[str]]:
    """Every word naming a compass point -> the point's name (a cardinal's own word, else the
    synset's first lemma); abbreviations are the points' upper-case lemmas (N, NE, SbW)."""
    points = _closure(wn, CLASS_ROOTS["direction"])
    directions: dict[str, str] = {}
    abbreviations: set[str] = set()
    for synset in points:
        names = [lem.name() for lem in synset.lemmas()]
        lower = [n.lower() for n in names if "_" not in n]
        if synset.name() in ("compass_point.n.01", "cardinal_compass_point.n.01"):
            continue
        point = next((n for n in lower if n in CARDINALS), lower[0] if lower else None)
        if point is None:
            continue
        for name in names:
            if "_" in name or "'" in name:
                continue
            if name.isupper():
                abbreviations.add(name.lower())
            directions.setdefault(name.lower(), point)
        # adverbs sharing a lemma with the point (north.r.01: northward, northerly), then
        # adjectives sharing a lemma with those (northerly.s.01: northern)
        adverb_lemmas = set()
        for lemma in lower:
            for adverb in wn.synsets(lemma, pos="r"):
                if point in [lem.name().lower() for lem in adverb.lemmas()] or lemma == point:
                    adverb_lemmas.update(
                        lem.name().lower() for lem in adverb.lemmas() if "_" not in lem.name()
                    )
        for lemma in adverb_lemmas:
            directions.setdefault(lemma, point)
    # adjectives derived from a cardinal point's name whose gloss names the point (northern:
    # "situated in or coming from regions of the north"; easterly: "situated toward ... the east")
    for adjective in wn.all_synsets(pos="a"):
        words = set(adjective.definition().lower().replace(",", " ").replace(";", " ").split())
        for lem in adjective.lemmas():
            name = lem.name().lower()
            for point in CARDINALS:
                longer = any(
                    name.startswith(other) and len(other) > len(point)
                    for other in directions
                    if other.startswith(point)
                )
                if name.startswith(point) and "_" not in name and point in words and not longer:
                    directions.setdefault(name, point)
    return directions, abbreviations


def main(argv: list[str] | None = None) -> int:
    """``python -m converter.wordnet [PATH]``: rebuild the classes file from WordNet."""
    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0]) if args else DEFAULT_PATH
    if not WORDNET_DIR.is_dir():
        print(f"no WordNet at {WORDNET_DIR}: apt-get install wordnet-base", file=sys.stderr)
        return 2
    data = build(path)
    sizes = ", ".join(f"{k} {len(v)}" for k, v in data["classes"].items())
    print(f"wrote {path}: {sizes}; directions {len(data['directions'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
