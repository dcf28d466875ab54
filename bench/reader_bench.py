"""The reader's cost (issue 41, item 6): CPU per observation of the statistical reader.

- **never seen**: each text of real play read by a parser that keeps nothing (``cache_size=0``:
  every sentence parsed by spaCy's pipeline), the median and p90 over the texts;
- **stream**: the same texts in the order games play them, through a parser with its caches (a
  game's sentences repeat across rooms and games, as a server's stream does), per observation.

The texts: random walks through the shipped protocol games (TextWorld's coin collector, easy,
medium and hard validation sets, played by the fast engine, which is byte-identical to
TextWorld). Targets: a never-seen observation at most 10 ms CPU at the median. The template
reader this one replaced (cc981c0) read a never-seen TextWorld observation in 0.04 ms (measured
beside it, 2026-11-28: docs/converter.md, "Measured").
"""

from __future__ import annotations

import random
import statistics
import time
from pathlib import Path

TARGET_NEVER_SEEN_MS = 10.0
TEMPLATE_READER_MS = 0.04
"""The template reader's never-seen observation (cc981c0), for comparison (not re-measured:
that reader is gone)."""


def _texts(quick: bool) -> list[str]:
    import tempfile

    from training.engine import CoinGame, FastGame
    from training.games import textworld_game_set
    from training.shipped_games import unpack_shipped

    specs = [s for d in ("easy", "medium", "hard") for s in textworld_game_set(d, "valid")]
    specs = specs[:: 15 if quick else 3]
    folder = Path(tempfile.mkdtemp(prefix="reader-bench-"))
    unpack_shipped(specs, folder)
    rng = random.Random(0)
    commands = [
        f"{v} {n}" for v in ("go", "take") for n in ("north", "south", "east", "west", "coin")
    ]
    texts: list[str] = []
    for spec in specs:
        game = FastGame(CoinGame.load(folder / spec.path))
        state = game.reset()
        texts.append(state.feedback)
        for _ in range(40):
            state = game.step(rng.choice(commands))
            texts.append(state.feedback)
            if state.done:
                texts.append(game.reset().feedback)
    return texts


def _cpu_ms(parse, texts: list[str]) -> list[float]:
    out = []
    for text in texts:
        started = time.process_time()
        parse(text)
        out.append((time.process_time() - started) * 1000.0)
    return out


def run(quick: bool = False) -> dict:
    """Measure the reader's costs against the target."""
    from converter import Lexicon, ObservationParser

    texts = _texts(quick)
    lexicon = Lexicon.load()
    bare = ObservationParser(lexicon, cache_size=0)
    bare.parse("You are in the kitchen. There is an exit to the north.")  # the pipeline loaded
    unique = list(dict.fromkeys(texts))
    never = sorted(_cpu_ms(bare.parse, unique))
    cached = ObservationParser(lexicon)
    stream = _cpu_ms(cached.parse, texts)
    median = statistics.median(never)
    return {
        "never_seen_median_ms": round(median, 3),
        "never_seen_p90_ms": round(never[int(0.9 * (len(never) - 1))], 3),
        "never_seen_target_ms": TARGET_NEVER_SEEN_MS,
        "never_seen_pass": median <= TARGET_NEVER_SEEN_MS,
        "template_reader_never_seen_ms": TEMPLATE_READER_MS,
        "stream_mean_ms": round(statistics.mean(stream), 4),
        "stream_median_ms": round(statistics.median(stream), 4),
        "texts_never_seen": len(unique),
        "texts_stream": len(texts),
        "quick": quick,
    }


if __name__ == "__main__":
    import json
    import sys

    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
