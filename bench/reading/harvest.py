"""The real engine texts of the reading set: ``python -m bench.reading.harvest`` plays the games
below and writes every text they printed to ``bench/reading/real_texts.json`` (a list of
records: key, engine, game, params, seed, fold, task, turns of {action, obs}). The items of the
set that quote an engine take their texts from that file by key and turn (their notes say
which), so the texts are the engines' own, byte for byte.

TextWorld 1.7's coin collector (``tw-coin_collector``, made as ``coin_collector.make({"level":
L})`` with ``GameOptions.seeds = S``, compiled to .z8 and played with ``textworld.start``): the
commands ``go up`` (refused) and then the game's walkthrough (``policy_commands``).
TextWorldExpress 1.1 (``TextWorldExpressEnv(envStepLimit=200)``, ``env.load(gameName=G,
gameParams=P)``, ``env.reset(seed=S, gameFold=F, generateGoldPath=True)``): the listed commands
(:data:`COMMANDS`: gold paths as one run of ``env.getGoldActionSequence()`` gave them, or parts
of them, or commands chosen to see refusals).

Needs Java 17 (TextWorldExpress) and TextWorld's Inform 7 compiler; a minute or two.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parent / "real_texts.json"

TW_GAMES = ((5, 1), (15, 2), (110, 3))  # (level, seed)
TWX_GAMES = (
    # (key, game, params, seed, fold); the commands played are COMMANDS[key]
    ("twx-coin-3", "coin", "numLocations=6,numDistractorItems=0,includeDoors=1", 3, "train"),
    ("twx-coin-5", "coin", "numLocations=6,numDistractorItems=0,includeDoors=1", 5, "train"),
    ("twx-coin-7", "coin", "numLocations=4,numDistractorItems=0,includeDoors=0", 7, "train"),
    ("twx-coin-11", "coin", "numLocations=6,numDistractorItems=2,includeDoors=1", 11, "train"),
    ("twx-coin-21", "coin", "numLocations=11,numDistractorItems=5,includeDoors=1", 21, "train"),
    ("twx-coin-4", "coin", "numLocations=3,numDistractorItems=3,includeDoors=1", 4, "train"),
    ("twx-coin-9", "coin", "numLocations=8,numDistractorItems=1,includeDoors=0", 9, "dev"),
    ("twx-twc-1", "twc", "", 1, "train"),
    ("twx-cookingworld-1", "cookingworld", "", 1, "train"),
    ("twx-mapreader-1", "mapreader", "", 1, "train"),
    ("twx-arithmetic-1", "arithmetic", "", 1, "train"),
    ("twx-sorting-1", "sorting", "", 1, "train"),
    ("twx-simonsays-1", "simonsays", "", 1, "train"),
    ("twx-peckingorder-1", "peckingorder", "", 1, "train"),
    ("twx-twc-2", "twc", "", 2, "train"),
    ("twx-cookingworld-2", "cookingworld", "", 2, "train"),
    ("twx-mapreader-2", "mapreader", "", 2, "train"),
    ("twx-arithmetic-2", "arithmetic", "", 2, "train"),
    ("twx-sorting-2", "sorting", "", 2, "train"),
    ("twx-simonsays-2", "simonsays", "", 2, "train"),
    ("twx-peckingorder-2", "peckingorder", "", 2, "train"),
    ("twx-mapreader-3", "mapreader", "", 3, "train"),
    ("twx-mapreader-4", "mapreader", "", 4, "train"),
    ("twx-twc-3", "twc", "", 3, "train"),
    ("twx-twc-n3-5", "twc", "numLocations=3", 5, "train"),
    ("twx-cookingworld-3", "cookingworld", "", 3, "train"),
    ("twx-cookingworld-n5-6", "cookingworld", "numLocations=5,includeDoors=1", 6, "train"),
)
COMMANDS = {
    # the coin games' and the other tasks' commands: a gold path (env.getGoldActionSequence(),
    # which differs from one run to the next: these are the ones of the committed harvest) or
    # a part of one, or commands chosen to see refusals
    "twx-coin-3": [
        "move north",
        "open door to north",
        "move north",
        "look around",
        "move south",
        "move east",
        "move west",
        "inventory",
    ],
    "twx-coin-5": [
        "look around",
        "open door to north",
        "open door to south",
        "move north",
        "open door to east",
        "open door to west",
        "move west",
        "move east",
        "move east",
        "open door to south",
        "move south",
        "take coin",
    ],
    "twx-coin-7": ["look around", "move east", "take coin"],
    "twx-coin-11": ["look around", "take coin"],
    "twx-coin-21": [
        "move west",
        "move south",
        "look around",
        "move north",
        "move east",
        "open door to east",
        "open door to north",
        "look around",
    ],
    "twx-coin-4": ["look around", "open door to north", "move north", "take coin"],
    "twx-coin-9": [
        "look around",
        "move north",
        "move south",
        "move east",
        "move west",
        "move north",
        "move north",
        "move south",
        "move west",
        "take coin",
    ],
    "twx-twc-1": ["look around", "move east", "take black blanket"],
    "twx-cookingworld-1": ["look around", "take cookbook", "read cookbook"],
    "twx-mapreader-1": ["look around", "task", "read map"],
    "twx-arithmetic-1": ["look around", "take math problem", "read math problem"],
    "twx-sorting-1": ["take 37mg of wood", "put 37mg of wood in box", "take 25g of brick"],
    "twx-simonsays-1": ["eat banana", "touch pineapple", "take grapefruit"],
    "twx-peckingorder-1": ["look around", "read instructions book", "take grapefruit"],
    "twx-twc-2": ["look around", "take rotten banana", "move south"],
    "twx-cookingworld-2": ["look around", "take cookbook", "read cookbook"],
    "twx-mapreader-2": ["look around", "task", "read map"],
    "twx-arithmetic-2": ["look around", "take math problem", "read math problem"],
    "twx-sorting-2": ["take 6 bananas", "put 6 bananas in box", "take 10 peaches"],
    "twx-simonsays-2": ["touch tangerine", "take pineapple", "eat grape"],
    "twx-peckingorder-2": ["look around", "read instructions book", "take pineapple"],
    "twx-mapreader-3": [
        "look around",
        "task",
        "read map",
        "move north",
        "move east",
        "take coin",
        "move west",
        "move south",
        "put coin in box",
    ],
    "twx-mapreader-4": [
        "look around",
        "task",
        "read map",
        "move east",
        "move east",
        "move south",
        "take coin",
        "move north",
        "move west",
        "move west",
        "put coin in box",
    ],
    "twx-twc-3": [
        "look around",
        "take beret",
        "take dirty brown blazer",
        "put dirty brown blazer in laundry basket",
        "move south",
        "take blue golf shoes",
        "put beret in hat rack",
        "open shoe cabinet",
    ],
    "twx-twc-n3-5": [],
    "twx-cookingworld-3": [
        "look around",
        "take cookbook",
        "read cookbook",
        "open cutlery drawer",
        "take knife",
        "take banana",
        "open fridge",
        "close fridge",
        "open kitchen cupboard",
        "close kitchen cupboard",
        "open door to north",
        "open door to east",
        "move east",
        "take black pepper",
        "move west",
        "move north",
    ],
    "twx-cookingworld-n5-6": [],
}


def harvest_tw(tmp: Path) -> list[dict]:
    import textworld
    from textworld import GameOptions
    from textworld.challenges.tw_coin_collector import coin_collector

    out = []
    for level, seed in TW_GAMES:
        options = GameOptions()
        options.seeds = seed
        options.path = str(tmp / f"tw_l{level}.z8")
        options.file_ext = ".z8"
        options.force_recompile = True
        game = coin_collector.make({"level": level}, options)
        path = textworld.generator.compile_game(game, options)
        env = textworld.start(path, textworld.EnvInfos(policy_commands=True))
        state = env.reset()
        turns = [{"action": None, "obs": state.feedback}]
        for command in ["go up", *state.policy_commands]:
            state, _, done = env.step(command)
            turns.append({"action": command, "obs": state.feedback})
            if done:
                break
        env.close()
        out.append(
            {
                "key": f"tw-coin-l{level}-s{seed}",
                "engine": "textworld 1.7.0",
                "game": "tw-coin_collector",
                "params": f"level={level}",
                "seed": seed,
                "fold": None,
                "task": None,
                "turns": turns,
            }
        )
    return out


def harvest_twx() -> list[dict]:
    from textworld_express import TextWorldExpressEnv

    env = TextWorldExpressEnv(envStepLimit=200)
    out = []
    for key, game, params, seed, fold in TWX_GAMES:
        env.load(gameName=game, gameParams=params)
        obs, infos = env.reset(seed=seed, gameFold=fold, generateGoldPath=True)
        commands = COMMANDS[key]
        task = infos["taskDescription"]
        turns = [{"action": None, "obs": obs}]
        for command in commands:
            obs, _, done, infos = env.step(command)
            turns.append({"action": command, "obs": obs})
            if done:
                break
        out.append(
            {
                "key": key,
                "engine": "textworld-express 1.1.0",
                "game": game,
                "params": params,
                "seed": seed,
                "fold": fold,
                "task": task,
                "turns": turns,
            }
        )
    return out


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        records = harvest_tw(Path(tmp)) + harvest_twx()
    OUT.write_text(json.dumps(records, indent=1, ensure_ascii=False) + "\n", "utf-8")
    print(f"{OUT}: {len(records)} games")


def load() -> dict[str, dict]:
    """The harvested games by key."""
    return {r["key"]: r for r in json.loads(OUT.read_text("utf-8"))}


if __name__ == "__main__":
    main()
