"""The protocol's games ship with the project (issue 33, item 4): a run finds them ready, byte
for byte what generation gives, with their conformance records current."""

from __future__ import annotations

import json
import time

import pytest

import training.games
from training.conformance import ensure_conformance, replay, walks
from training.engine import CoinGame, TextWorldGame
from training.games import (
    DIFFICULTIES,
    INFORM_SERIAL,
    SPLITS,
    ensure_games,
    game_identity,
    game_paths,
    generate_game,
    is_valid,
    load_manifest,
    textworld_game_set,
)
from training.shipped_games import ARCHIVE, unpack_shipped


def test_every_protocol_game_ships():
    import tarfile

    with tarfile.open(ARCHIVE, "r:xz") as tar:
        rows = json.load(tar.extractfile("manifest.json"))["games"]
    shipped = {(r["difficulty"], r["split"], r["seed"]) for r in rows}
    every = {
        (s.difficulty, s.split, s.seed)
        for d in DIFFICULTIES
        for sp in SPLITS
        for s in textworld_game_set(d, sp)
    }
    assert shipped == every and len(every) == 450
    assert ARCHIVE.stat().st_size < 4_000_000


def test_a_first_run_finds_its_games_ready_without_generating(tmp_path, monkeypatch):
    specs = textworld_game_set("easy", "train") + textworld_game_set("easy", "test")
    started = time.perf_counter()
    assert unpack_shipped(specs, tmp_path) == 100
    took = time.perf_counter() - started
    manifest = load_manifest(tmp_path)
    assert all(is_valid(manifest.entry(s), tmp_path) for s in specs)

    def no_generation(*args):
        raise AssertionError("a shipped game was generated")

    monkeypatch.setattr(training.games, "generate_game", no_generation)
    ensure_games(specs, tmp_path, workers=1, progress=False)
    report = ensure_conformance(game_paths(specs, tmp_path))
    assert report.checked_now == 0  # the shipped records are current: nothing replayed
    assert unpack_shipped(specs, tmp_path) == 0  # already there: untouched
    assert took < 30  # about 1 s here


@pytest.mark.slow
def test_a_shipped_game_is_what_generation_gives(tmp_path):
    """The same world, texts and transitions, whichever day it is regenerated: a ``.z8`` holds
    its compile date (Inform's serial number) and the ``.json`` one set in the generating
    process's order, so the bytes are compared with those normalised (game_identity), and both
    games are played through TextWorld on the conformance walks, transition by transition."""
    spec = textworld_game_set("hard", "valid")[10]
    unpack_shipped([spec], tmp_path / "shipped")
    shipped = load_manifest(tmp_path / "shipped").entry(spec)
    generated = generate_game(spec, tmp_path / "generated")
    shipped_z8, generated_z8 = tmp_path / "shipped" / spec.path, tmp_path / "generated" / spec.path
    assert generated.uuid == shipped.uuid
    assert game_identity(generated_z8) == game_identity(shipped_z8)
    walk = walks(CoinGame.load(shipped_z8), seed=0)
    played = []
    for z8 in (shipped_z8, generated_z8):
        engine = TextWorldGame(z8)
        try:
            played.append(replay(engine, walk))
        finally:
            engine.close()
    assert played[0] == played[1] and len(played[0]) > 100


def test_a_game_identity_ignores_the_compile_date_and_set_order_only(tmp_path):
    spec = textworld_game_set("easy", "valid")[0]
    unpack_shipped([spec], tmp_path)
    z8 = tmp_path / spec.path
    identity = game_identity(z8)
    story = bytearray(z8.read_bytes())
    story[INFORM_SERIAL] = b"991231"  # compiled on another day
    z8.write_bytes(bytes(story))
    meta = z8.with_suffix(".json")
    doc = json.loads(meta.read_text())
    doc["grammar"]["names_to_exclude"] = list(reversed(doc["grammar"]["names_to_exclude"]))
    meta.write_text(json.dumps(doc))  # the set written in another order
    assert len(doc["grammar"]["names_to_exclude"]) > 1
    assert game_identity(z8) == identity
    story[0x400] ^= 1  # one byte of the story itself
    z8.write_bytes(bytes(story))
    assert game_identity(z8) != identity
    story[0x400] ^= 1
    z8.write_bytes(bytes(story))
    doc["KB"]["text_grammars_path"] = "/elsewhere/textworld/grammars"  # made in another folder
    meta.write_text(json.dumps(doc))
    assert game_identity(z8) == identity
    doc["world"] = doc["world"][1:]  # the world changed
    meta.write_text(json.dumps(doc))
    assert game_identity(z8) != identity


def test_a_shipped_game_that_does_not_verify_is_not_kept(tmp_path):
    spec = textworld_game_set("easy", "valid")[0]
    unpack_shipped([spec], tmp_path)
    z8 = tmp_path / spec.path
    z8.write_bytes(b"tampered")  # invalid now: unpacked again, verified
    assert unpack_shipped([spec], tmp_path) == 1
    assert is_valid(load_manifest(tmp_path).entry(spec), tmp_path)


def test_games_unpack_on_a_python_without_tar_filters(tmp_path, monkeypatch):
    # Debian bookworm's Python 3.11.2 (the container images) has no extraction filters:
    # extractall(filter=...) raised TypeError there and the trainer image could not start.
    import tarfile

    plain = tarfile.TarFile.extractall

    def without_filter(self, path=".", members=None, *, numeric_owner=False, **kw):
        if kw:
            raise TypeError(f"extractall() got an unexpected keyword argument {next(iter(kw))!r}")
        return plain(self, path, members, numeric_owner=numeric_owner)

    monkeypatch.delattr(tarfile, "data_filter")
    monkeypatch.setattr(tarfile.TarFile, "extractall", without_filter)
    specs = textworld_game_set("easy", "test")[:3]
    assert unpack_shipped(specs, tmp_path) == 3
    manifest = load_manifest(tmp_path)
    assert all(is_valid(manifest.entry(s), tmp_path) for s in specs)
