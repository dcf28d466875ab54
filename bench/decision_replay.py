"""A replay of recorded ``/v1/act`` requests: the same answers and the same audit records,
before and after a change to the decision path (issue 34, "behaviour unchanged").

``python -m bench.decision_replay record FILE`` plays a fixed set of requests through the app
in-process (Flask's test client, a fresh SQLite store, the shipped policy with a fresh one in
shadow) and writes each request with its status, answer and audit record; ``... check FILE``
plays the same requests through the code of the working tree and reports every difference.

The requests: real Coin-Collector games (TextWorld) walked by a fixed move cycle, with and
without candidates (unscorable ones among them), under enforced and dryrun constraints, then
with every move forbidden (409); TextWorldExpress games played to the end by the service's
own answers with the game's valid actions as candidates (refused moves, closed doors: 422), when
Java is installed; honest no-rule answers and unknown candidates. What differs by nature from
one run to the next (request ids, times, the episode id derived from nothing) is left out.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TOKEN = "replay-operator-token"
GAMES = ["cc-l10-s14.z8", "cc-l103-s21.z8", "cc-l105-s22.z8"]
MOVES = ["go north", "go east", "go south", "go west", "go east", "go north", "go west"]
CANDIDATES = ["go north", "go east", "go south", "go west", "take coin", "dance", "go up"]
KITCHEN = (
    "You are in the kitchen. In one part of the room you see a stove. There is also a fridge "
    "that is closed. \nTo the North you see a closed frosted-glass door. To the West you see the "
    "corridor. "
)
START_ROOM = "-= Start =-\nThere is an exit to the north. "
_VOLATILE = {"request_id", "at", "client_request_id", "seq"}


def _app(tmp: Path):  # noqa: ANN202 - a Flask app
    from bench.service_bench import save_fresh_policy
    from folnn.agent import DEFAULT_POLICY
    from model.versions import resolve_version
    from service import create_app
    from service.settings import Settings

    root = tmp / "policies"
    shipped = resolve_version(DEFAULT_POLICY)
    shutil.copytree(shipped, root / "fol-rules" / "shipped")
    from model.registry import load_artifact

    vocabulary = load_artifact(shipped).model.vocabulary
    note = "freshly initialised: the replay's shadow"
    save_fresh_policy(root, "fresh", vocabulary, seed=1, note=note)
    settings = Settings(
        data_dir=tmp / "data",
        policies_dir=root,
        policy_name="fol-rules",
        default_version="shipped",
        operator_token=TOKEN,
        policy_memo_size=0,
    )
    return create_app(settings)


def _walk(game: Path, n: int) -> list[tuple[str, str]]:
    from training.env import CoinCollectorEnv

    turns: list[tuple[str, str]] = []
    with CoinCollectorEnv(game, max_steps=10 * n + 10) as env:
        obs = env.reset()
        i = 0
        while len(turns) < n:
            step = env.step(MOVES[i % len(MOVES)])
            turns.append((obs, MOVES[i % len(MOVES)]))
            i += 1
            obs = step.observation
            if step.done:
                break
    return turns


def _textworld_bodies() -> list[dict]:
    bodies = []
    for name in GAMES:
        turns = _walk(REPO / "var" / "test-games" / name, 24)
        for k in range(1, len(turns)):
            history = [{"observation": o, "action": a} for o, a in turns[:k]]
            body = {"observation": turns[k][0], "history": history, "episode_id": f"{name}"}
            bodies.append(body)
            if k % 3 == 0:
                bodies.append({**body, "candidates": CANDIDATES})
    return bodies


def _fixed_bodies() -> list[dict]:
    explored = {
        "observation": START_ROOM,
        "history": [
            {"observation": START_ROOM, "action": "go north"},
            {"observation": "-= Hall =-\nThere is an exit to the south. ", "action": "go south"},
        ],
    }
    refused = "You can't move there, the door is closed. "
    return [
        explored,
        {**explored, "candidates": ["go north", "go south"]},
        {"observation": KITCHEN},
        {"observation": KITCHEN, "candidates": ["look around"]},
        {"observation": KITCHEN, "candidates": ["move north", "move west", "inventory"]},
        {"observation": refused, "history": [{"observation": KITCHEN, "action": "move north"}]},
        {
            "observation": refused,
            "history": [{"observation": KITCHEN, "action": "move north"}],
            "candidates": ["move north", "look around"],
        },
        {"observation": "-= Attic =-\nThere is an unblocked exit to the north."},
        {"observation": "-= Attic =-\nNothing here.", "candidates": ["go north"]},
    ]


def _strip(value):  # noqa: ANN001, ANN202
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in _VOLATILE}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def play() -> list[dict]:
    """Every request of the replay with its status, answer and audit record."""
    out: list[dict] = []
    ops = {"Authorization": f"Bearer {TOKEN}"}
    with tempfile.TemporaryDirectory(prefix="folnn-replay-") as name:
        app = _app(Path(name))
        client = app.test_client()
        runtime = app.extensions["folnn"]
        records: list = []
        original = runtime.decisions.record

        def capture(record) -> None:  # noqa: ANN001
            records.append(record)
            original(record)

        runtime.decisions.record = capture

        def act(body: dict, label: str) -> tuple[int, dict]:
            records.clear()
            resp = client.post("/v1/act", json=body)
            answer = resp.get_json()
            logged = [_strip(r.to_dict()) | {"fact_table": r.fact_table} for r in records]
            out.append(
                {
                    "label": label,
                    "body": body,
                    "status": resp.status_code,
                    "answer": _strip(answer),
                    "records": logged,
                }
            )
            return resp.status_code, answer

        def operator(method: str, path: str, body: dict | None = None) -> None:
            resp = client.open(path, method=method, json=body, headers=ops)
            assert resp.status_code < 300, (path, resp.status_code, resp.get_data(as_text=True))

        tw = _textworld_bodies()
        fixed = _fixed_bodies()
        for body in tw + fixed:
            act(body, "plain")
        operator(
            "POST",
            "/v1/constraints",
            {"text": "forbid go(x) when not visited(x)", "author": "r", "reason": "replay"},
        )
        operator(
            "POST",
            "/v1/constraints",
            {"text": "forbid go(east)", "mode": "dryrun", "author": "r", "reason": "watch"},
        )
        for body in tw[::2] + fixed:
            act(body, "constrained")
        operator("POST", "/v1/policies/fresh/shadow", {"author": "r", "reason": "compare"})
        for body in tw[::3] + fixed:
            act(body, "shadow")
        operator(
            "POST", "/v1/constraints", {"text": "forbid go(x)", "author": "r", "reason": "all"}
        )
        for body in tw[::5] + fixed:
            act(body, "all-forbidden")
        if shutil.which("java") is not None:
            _play_twx(act, operator)
    return out


def _play_twx(act, operator) -> None:  # noqa: ANN001
    from textworld_express import TextWorldExpressEnv

    from bench.twx_act import play as play_twx

    for constraint_id in (1, 3):  # the dryrun one stays
        operator("DELETE", f"/v1/constraints/{constraint_id}?author=r&reason=done")
    env = TextWorldExpressEnv(envStepLimit=110)
    try:
        seeds = env.getValidSeedsTest()
        for rooms, doors in [(2, 1), (4, 0), (6, 1), (8, 0)]:
            params = f"numLocations={rooms},includeDoors={doors},numDistractorItems=2"
            play_twx(
                lambda body, p=params: act(body, f"twx {p}"), env, seeds[rooms], "test", params, 40
            )
    finally:
        env.close()


def main(argv: list[str]) -> int:
    mode, path = argv[0], Path(argv[1])
    if mode == "record":
        played = play()
        path.write_text(json.dumps(played, indent=1, sort_keys=True))
        print(f"{len(played)} requests recorded in {path}")
        return 0
    before = json.loads(path.read_text())
    after = json.loads(json.dumps(play(), sort_keys=True))
    differ = [
        (i, b["label"], b["body"].get("observation", "")[:40])
        for i, (b, a) in enumerate(zip(before, after, strict=False))
        if b != a
    ]
    print(f"{len(after)} requests replayed against {len(before)} recorded; {len(differ)} differ")
    for d in differ[:20]:
        print("  differs:", d)
    return 0 if not differ and len(before) == len(after) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
