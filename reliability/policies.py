"""Policy versions under attack (issue 31, the third round: findings 1, 2c, 4, 5 and 7), each a
probe against a real gunicorn (two gevent workers, SQLite) with the figure it is judged by.

- :func:`restart_serves_one_version`: publish a version, never activate it, kill -9 a worker;
  60 requests afterwards are answered by one version, the one named by the store's active
  pointer, and every worker's ``/readyz`` and ``GET /v1/policies`` name it (finding 1).
- :func:`concurrent_activations` / :func:`activate_and_shadow`: two operators at once; one
  wins, the other gets a 409 naming the winner, never a lost update; a version is never both
  active and in shadow (finding 4).
- :func:`nonfinite_weights`: an AND bias of -inf, a NaN class priority, f16 weights: refused at
  publish, and no answer holds ``Infinity`` or ``NaN`` (finding 5).
- :func:`manifest_file_names`: a manifest naming host files: the answer is the same whether
  the file exists or not (finding 7).
- :func:`manifest_numbers`: NaN, infinities, huge numbers in a manifest (issue 43, finding 4).
- :func:`one_name_one_policy`: a deleted name published again (issue 43, finding 5).
- :func:`listing_cost`: ``GET /v1/policies`` with every allowed version published: its time
  and the unpacked cache on disk; the cap and the delete route (finding 2c).

``python -m reliability --only policies`` runs them (``make reliability``: the ``policies``
part); ``tests/reliability/test_policies.py`` asserts them in CI.
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from collections import Counter
from pathlib import Path

import requests

from reliability.harness import LiveServer, service_helpers

__all__ = [
    "ENV",
    "MAX_PUBLISHED",
    "activate_and_shadow",
    "concurrent_activations",
    "fresh_archive",
    "listing_cost",
    "manifest_file_names",
    "manifest_numbers",
    "nonfinite_weights",
    "one_name_one_policy",
    "publish",
    "restart_serves_one_version",
    "rewritten_archive",
    "run",
    "strict_json",
]

MAX_PUBLISHED = 24
"""The cap on published versions of the probes' server (the listing probe fills it)."""
MAX_PARAMETERS = 1000
"""The probes' network bound: the size check of a manifest's files then reads 1 MB + 8 KB."""
ENV = {
    "FOLNN_MAX_PUBLISHED_VERSIONS": str(MAX_PUBLISHED),
    "FOLNN_MAX_POLICY_PARAMETERS": str(MAX_PARAMETERS),
}
GZ = "application/gzip"


def strict_json(text: str | bytes) -> object:
    """``text`` parsed as strict JSON (ValueError on ``NaN``, ``Infinity``, ``-Infinity``)."""

    def refuse(name: str) -> object:
        raise ValueError(f"not JSON: {name}")

    return json.loads(text, parse_constant=refuse)


def _is_strict(text: str | bytes) -> bool:
    try:
        strict_json(text)
    except ValueError:
        return False
    return True


# --- artifacts ------------------------------------------------------------------------------


def fresh_archive(scratch: Path, version: str, seed: int) -> bytes:
    """A freshly initialised FOL-LNN policy ``version``, packed as a gzipped tar."""
    helpers = service_helpers()
    folder = scratch / "fol-rules" / version
    if not folder.exists():
        helpers.save_policy(scratch, version, seed=seed)
    return helpers.pack(folder)


def rewritten_archive(
    scratch: Path, version: str, seed: int, change, manifest_change=None
) -> bytes:  # noqa: ANN001
    """A fresh policy whose weights ``change(tensors) -> tensors`` rewrote (and whose manifest
    ``manifest_change(manifest)`` edited), hashes recomputed as the trainer writes them: an
    artifact that verifies, whatever its numbers."""
    import hashlib

    from safetensors.torch import load_file, save_file

    from model.artifact import canonical_manifest

    helpers = service_helpers()
    folder = scratch / "fol-rules" / version
    if not folder.exists():
        helpers.save_policy(scratch, version, seed=seed)
        weights = folder / "weights.safetensors"
        save_file(change(load_file(str(weights))), str(weights))
        path = folder / "manifest.json"
        manifest = json.loads(path.read_text())
        manifest["files"]["weights.safetensors"] = hashlib.sha256(weights.read_bytes()).hexdigest()
        if manifest_change is not None:
            manifest_change(manifest)
        del manifest["manifest_sha256"]
        manifest["manifest_sha256"] = hashlib.sha256(canonical_manifest(manifest)).hexdigest()
        path.write_text(json.dumps(manifest))
    return helpers.pack(folder)


# --- a live server --------------------------------------------------------------------------


def publish(server: LiveServer, data: bytes, reason: str = "probe") -> requests.Response:
    """``POST /v1/policies`` of an archive, as an operator."""
    headers = {**server.op_headers(), "Content-Type": GZ}
    return requests.post(
        f"{server.url}/v1/policies",
        params={"reason": reason},
        data=data,
        headers=headers,
        timeout=60,
    )


def _activate(server: LiveServer, version: str, author: str, results: list, index: int) -> None:
    body = {"force": True, "reason": f"probe: {author}", "author": author}
    r = requests.post(
        f"{server.url}/v1/policies/{version}/activate",
        json=body,
        headers=server.op_headers(),
        timeout=60,
    )
    results[index] = (r.status_code, r.json())


def _shadow(server: LiveServer, version: str, results: list, index: int) -> None:
    r = requests.post(
        f"{server.url}/v1/policies/{version}/shadow",
        json={"reason": "probe", "author": "op-shadow"},
        headers=server.op_headers(),
        timeout=60,
    )
    results[index] = (r.status_code, r.json())


def _state(server: LiveServer) -> dict:
    """The store's pointers as ``GET /v1/shadow`` reads them."""
    r = requests.get(f"{server.url}/v1/shadow", headers=server.op_headers(), timeout=30)
    body = r.json()
    return {"active": body.get("active_version"), "shadow": body.get("shadow_version")}


def _at_once(*calls) -> None:  # noqa: ANN002 - (function, args) pairs
    """Run the calls in threads released together."""
    barrier = threading.Barrier(len(calls))

    def go(fn, args) -> None:  # noqa: ANN001
        barrier.wait()
        fn(*args)

    threads = [threading.Thread(target=go, args=(fn, args)) for fn, args in calls]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def _per_worker(server: LiveServer, path: str, key: str, tries: int = 40) -> dict[str, object]:
    """``key`` of ``path``'s answer by the worker that answered (X-Served-By), a fresh
    connection per request so that both workers answer."""
    seen: dict[str, object] = {}
    for _ in range(tries):
        r = requests.get(
            server.url + path,
            headers={**server.op_headers(), "Connection": "close"},
            timeout=30,
        )
        seen[r.headers.get("X-Served-By", "?")] = r.json().get(key)
    return seen


def _kill_one_worker(server: LiveServer, timeout_s: float = 60.0) -> dict:
    """kill -9 one worker; wait until gunicorn's replacement answers (two workers again, every
    one of them serving ``/readyz``)."""
    before = server.worker_pids()
    victim = before[0]
    os.kill(victim, signal.SIGKILL)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        now = server.worker_pids()
        if len(now) == len(before) and victim not in now:
            served = set()
            for _ in range(20):
                try:
                    r = requests.get(
                        f"{server.url}/readyz", headers={"Connection": "close"}, timeout=10
                    )
                    served.add(r.headers.get("X-Served-By"))
                except requests.RequestException:
                    pass
            if {str(p) for p in now} <= served:
                return {"killed": victim, "workers": now}
        time.sleep(0.3)
    return {"killed": victim, "workers": server.worker_pids(), "timed_out": True}


def restart_serves_one_version(data_dir: Path, scratch: Path, body: dict) -> dict:
    """Finding 1: a server with one shipped folder (v1) and no configured default; a version
    published, its activation refused, then a worker killed (-9): which versions answer 60
    requests, and what every worker's ``/readyz`` and ``GET /v1/policies`` say."""
    root = data_dir / "restart-policies"
    if not root.exists():
        service_helpers().save_policy(root, "v1", seed=1)
    with LiveServer(data_dir / "restart", root, FOLNN_DEFAULT_VERSION="") as server:
        published = publish(server, fresh_archive(scratch, "uploaded", seed=5))
        refused = requests.post(
            f"{server.url}/v1/policies/uploaded/activate", headers=server.op_headers(), timeout=60
        )
        kill = _kill_one_worker(server)
        versions, by_worker = Counter(), {}
        for _ in range(60):
            r = requests.post(
                f"{server.url}/v1/act", json=body, headers={"Connection": "close"}, timeout=30
            )
            version = r.json().get("policy_version") if r.ok else f"status {r.status_code}"
            versions[version] += 1
            by_worker.setdefault(r.headers.get("X-Served-By", "?"), set()).add(version)
        ready = _per_worker(server, "/readyz", "policy_version")
        listed = _per_worker(server, "/v1/policies", "active_version")
        changes = requests.get(
            f"{server.url}/v1/constraints", headers=server.op_headers(), timeout=30
        ).json()["changes"]
    trail = [(c["change"], c["text"], c["author"]) for c in reversed(changes)]
    return {
        "published": published.status_code,
        "activation_without_force": refused.status_code,
        "worker_killed": kill,
        "requests": 60,
        "answered_by_version": dict(versions),
        "versions_by_worker": {k: sorted(v) for k, v in by_worker.items()},
        "readyz_by_worker": ready,
        "policies_listing_by_worker": listed,
        "change_trail": trail,
        "passed": set(versions) == {"v1"}
        and set(ready.values()) == {"v1"}
        and set(listed.values()) == {"v1"}
        and ("activate", "v1", "system") in trail,
    }


def concurrent_activations(server: LiveServer, versions: list[str], rounds: int = 20) -> dict:
    """Finding 4: two operators activate two different versions at once, ``rounds`` times.
    A round is a lost update when both got 200 and neither saw the other's activation (each
    names as ``previous`` the version both read): one activation silently did not stick. It
    is clean when one got 200 and the other a 409 naming the winner, the pointer the
    winner's, or when both got 200 one after the other (the second's ``previous`` is the
    first's version, the pointer the second's)."""
    lost, refused, serial, other, detail = 0, 0, 0, 0, []
    for i in range(rounds):
        current = _state(server)["active"]
        pair = [v for v in versions if v != current][:2]
        results: list = [None, None]
        _at_once(
            (_activate, (server, pair[0], "op-a", results, 0)),
            (_activate, (server, pair[1], "op-b", results, 1)),
        )
        final = _state(server)["active"]
        statuses = [s for s, _ in results]
        previous = [body.get("previous") for _, body in results]
        if statuses == [200, 200]:
            if previous[0] == pair[1] and final == pair[0]:
                serial += 1
                outcome = "serial: b then a"
            elif previous[1] == pair[0] and final == pair[1]:
                serial += 1
                outcome = "serial: a then b"
            else:
                lost += 1
                outcome = "lost update: both 200 from the same previous"
        elif sorted(statuses) == [200, 409]:
            winner = pair[statuses.index(200)]
            loser = results[statuses.index(409)][1]
            named = (loser.get("error") or {}).get("detail", {}).get("current") == winner
            ok = named and final == winner
            refused += ok
            other += not ok
            outcome = f"200 + 409 (names the winner: {named})"
        else:
            other += 1
            outcome = f"statuses {statuses}"
        detail.append(
            {"round": i, "outcome": outcome, "versions": pair, "previous": previous, "final": final}
        )
    return {
        "rounds": rounds,
        "lost_updates": lost,
        "one_200_one_409_naming_the_winner": refused,
        "one_after_the_other": serial,
        "other": other,
        "detail": detail,
        "passed": lost == 0 and other == 0,
    }


def activate_and_shadow(server: LiveServer, versions: list[str], rounds: int = 15) -> dict:
    """Finding 4: one operator activates a version while another puts the same version in
    shadow, ``rounds`` times: rounds that left it active and in shadow at once."""
    both, detail = 0, []
    for i in range(rounds):
        requests.delete(f"{server.url}/v1/shadow", headers=server.op_headers(), timeout=30)
        current = _state(server)["active"]
        target = [v for v in versions if v != current][i % 2]
        results: list = [None, None]
        _at_once(
            (_activate, (server, target, "op-a", results, 0)),
            (_shadow, (server, target, results, 1)),
        )
        state = _state(server)
        broken = state["active"] == state["shadow"] == target
        both += broken
        detail.append({"round": i, "statuses": [s for s, _ in results], **state})
    return {
        "rounds": rounds,
        "active_and_in_shadow": both,
        "detail": detail,
        "passed": both == 0,
    }


def nonfinite_weights(server: LiveServer, scratch: Path, active: str) -> dict:
    """Finding 5: versions whose weights are not finite (an AND bias of -inf, a NaN class
    priority) or not float32 (f16): what publishing, activating and reading them answers,
    and whether every answer is strict JSON."""
    import torch

    def and_bias(t):  # noqa: ANN001, ANN202
        return {**t, "and_bias": torch.full_like(t["and_bias"], -float("inf"))}

    def priority(t):  # noqa: ANN001, ANN202
        return {**t, "priority": torch.full_like(t["priority"], float("nan"))}

    def half(t):  # noqa: ANN001, ANN202
        return {k: v.to(torch.float16) for k, v in t.items()}

    cases = {"inf-and-bias": and_bias, "nan-priority": priority, "f16-weights": half}
    out, strict = {}, True
    for seed, (version, change) in enumerate(cases.items(), start=40):
        answer = {"publish": publish(server, rewritten_archive(scratch, version, seed, change))}
        if answer["publish"].status_code == 201:
            answer["activate"] = requests.post(
                f"{server.url}/v1/policies/{version}/activate",
                json={"force": True, "reason": "probe"},
                headers=server.op_headers(),
                timeout=60,
            )
            answer["rules_network"] = requests.get(f"{server.url}/v1/rules/network", timeout=30)
            answer["rules"] = requests.get(f"{server.url}/v1/rules", timeout=30)
            answer["detail"] = requests.get(
                f"{server.url}/v1/policies/{version}", headers=server.op_headers(), timeout=30
            )
            answer["listing"] = requests.get(
                f"{server.url}/v1/policies", headers=server.op_headers(), timeout=60
            )
            requests.post(
                f"{server.url}/v1/policies/{active}/activate",
                json={"force": True, "reason": "probe: back"},
                headers=server.op_headers(),
                timeout=60,
            )
        strict = strict and all(_is_strict(r.content) for r in answer.values())
        out[version] = {
            name: {
                "status": r.status_code,
                "strict_json": _is_strict(r.content),
                "code": (strict_json(r.content).get("error") or {}).get("code")
                if _is_strict(r.content)
                else None,
            }
            for name, r in answer.items()
        }
    refused = all(v["publish"]["status"] in (409, 422) for v in out.values())
    return {"versions": out, "every_answer_strict_json": strict, "passed": strict and refused}


def manifest_file_names(server: LiveServer, scratch: Path, outside: Path) -> dict:
    """Finding 7: manifests whose ``files`` name a host file that exists (2 MB, above the
    size check's bound), one that does not, and ``../`` paths: whether the answers differ
    (they tell whether a host file exists, and how large it is)."""
    outside.mkdir(parents=True, exist_ok=True)
    big = outside / "host-file.bin"
    big.write_bytes(b"\0" * (2 * 2**20))
    names = {
        "exists": str(big),
        "missing": str(outside / "no-such-file.bin"),
        "parent": "../../../../../../../../" + str(big).lstrip("/"),
        "parent-missing": "../../../../../../../../" + str(outside / "none.bin").lstrip("/"),
    }
    answers = {}
    for seed, (label, name) in enumerate(names.items(), start=60):

        def add(manifest: dict, name: str = name) -> None:
            manifest["files"][name] = "0" * 64

        data = rewritten_archive(scratch, f"names-{label}", seed, lambda t: t, add)
        r = publish(server, data)
        error = r.json().get("error") or {}
        answers[label] = {"status": r.status_code, "detail": str(error.get("detail"))[:200]}
    texts = {
        label: a["detail"].replace(f"names-{label}", "X").replace(names[label], "NAME")
        for label, a in answers.items()
    }
    same = texts["exists"] == texts["missing"] and texts["parent"] == texts["parent-missing"]
    refused = all(a["status"] in (409, 422) for a in answers.values())
    leaks = any(
        str(big.stat().st_size) in a["detail"] or "larger" in a["detail"] for a in answers.values()
    )
    return {
        "answers": answers,
        "existing_and_missing_answered_alike": same,
        "size_told": leaks,
        "passed": same and refused and not leaks,
    }


def listing_cost(server: LiveServer, scratch: Path, shipped: str) -> dict:
    """Finding 2c: publish versions up to the cap, then time ``GET /v1/policies`` (the first
    listing of each worker and the next ones) and measure the unpacked cache; one more
    publication (refused past the cap), a deletion, and deletions that must be refused
    (the active version, a shipped one)."""
    listing = f"{server.url}/v1/policies"
    have = len(requests.get(listing, headers=server.op_headers(), timeout=120).json()["policies"])
    published, n = [], 0
    while True:
        version = f"l-{n:03d}"
        r = publish(server, fresh_archive(scratch, version, seed=100 + n))
        n += 1
        if r.status_code != 201:
            past_cap = {"status": r.status_code, "error": r.json().get("error")}
            break
        published.append(version)
        if n > 2 * MAX_PUBLISHED:
            past_cap = None
            break
    times = []
    for _ in range(6):
        t0 = time.perf_counter()
        r = requests.get(
            listing, headers={**server.op_headers(), "Connection": "close"}, timeout=120
        )
        times.append(round(time.perf_counter() - t0, 3))
    count = len(r.json()["policies"])
    cache = server.data_dir / "artifacts"
    cache_bytes = (
        sum(f.stat().st_size for f in cache.rglob("*") if f.is_file()) if cache.exists() else 0
    )
    uploaded = sum(len(fresh_archive(scratch, v, 0)) for v in published)
    active = _state(server)["active"]
    victim = next(v for v in published if v != active)
    ops = server.op_headers()
    deleted = requests.delete(
        f"{listing}/{victim}",
        params={"reason": "probe: cap", "author": "op-d"},
        headers=ops,
        timeout=30,
    )
    again = publish(server, fresh_archive(scratch, "l-after", seed=999))
    refusals = {
        "active": requests.delete(f"{listing}/{active}", headers=ops, timeout=30).status_code,
        "shipped": requests.delete(f"{listing}/{shipped}", headers=ops, timeout=30).status_code,
        "unknown": requests.delete(f"{listing}/no-such", headers=ops, timeout=30).status_code,
    }
    trail = requests.get(f"{server.url}/v1/constraints", headers=ops, timeout=30).json()["changes"]
    deletion = next((c for c in trail if c["text"] == victim and c["change"] != "publish"), None)
    return {
        "versions_before": have,
        "published": len(published),
        "past_cap": past_cap,
        "listed": count,
        "listing_seconds": times,
        "cache_bytes": cache_bytes,
        "uploaded_bytes": uploaded,
        "delete": deleted.status_code,
        "delete_trail": deletion,
        "publish_after_delete": again.status_code,
        "delete_refused": refusals,
        "passed": past_cap is not None
        and past_cap["status"] == 409
        and max(times) < 1.0
        and deleted.status_code == 200
        and deletion is not None
        and again.status_code == 201
        and refusals == {"active": 409, "shipped": 409, "unknown": 404},
    }


BAD_MANIFEST_NUMBERS = {
    "nan_reward": (("evaluation", "reported", "200", "reward"), float("nan")),
    "infinite_steps": (("evaluation", "reported", "200", "steps"), float("inf")),
    "negative_infinity_in_training": (("training", "lr"), -float("inf")),
    "4000_digit_reward": (("evaluation", "reported", "200", "reward"), 10**3999),
    "1e300_oracle_steps": (("evaluation", "oracle_steps"), 1e300),
}
"""Issue 43, finding 4: a manifest's numbers outside its tensors (field path, value)."""


def manifest_numbers(server: LiveServer, scratch: Path) -> dict:
    """Issue 43, finding 4: archives whose manifest holds a NaN, an infinity, a 4,000-digit
    integer or 1e300 in a figure or the training config. Before: publish 500 with the version
    stored, then the listing, its detail and check 500 until deleted; a NaN reward passed the
    guard. Pass: each 409 ``artifact_refused`` naming the field, nothing stored, the listing
    200, every answer strict JSON."""

    def setter(path: tuple[str, ...], value: object):  # noqa: ANN202
        def edit(manifest: dict) -> None:
            node = manifest
            for key in path[:-1]:
                node = node.setdefault(key, {})
            node[path[-1]] = value

        return edit

    out = {}
    for seed, (label, (path, value)) in enumerate(BAD_MANIFEST_NUMBERS.items(), start=80):
        version = f"numbers-{label.replace('_', '-')}"
        data = rewritten_archive(scratch, version, seed, lambda t: t, setter(path, value))
        r = publish(server, data)
        error = (strict_json(r.content).get("error") or {}) if _is_strict(r.content) else {}
        out[label] = {
            "status": r.status_code,
            "code": error.get("code"),
            "names_the_field": ".".join(path) in str(error.get("detail")),
        }
    listing = requests.get(f"{server.url}/v1/policies", headers=server.op_headers(), timeout=60)
    listed = [p["version"] for p in listing.json()["policies"]] if listing.ok else []
    return {
        "versions": out,
        "listing_status": listing.status_code,
        "stored": [v for v in listed if v.startswith("numbers-")],
        "passed": all(
            o["status"] == 409 and o["code"] == "artifact_refused" and o["names_the_field"]
            for o in out.values()
        )
        and listing.status_code == 200
        and not any(v.startswith("numbers-") for v in listed),
    }


def one_name_one_policy(server: LiveServer, scratch: Path, body: dict, acts: int = 40) -> dict:
    """Issue 43, finding 5: publish ``n-1``, activate it, let every worker serve it, activate
    another, delete ``n-1``, publish other bytes as ``n-1`` and activate that. Before: 201,
    and workers that had loaded the old ``n-1`` kept its weights (21 of 40 answers from the old
    weights, all labelled ``n-1``). Pass: the second publication (other bytes, and the very
    same bytes) 409 ``version_exists``, and the name cannot be activated again (404)."""
    ops = server.op_headers()
    force = {"force": True, "reason": "probe: one name"}

    def activate(version: str) -> int:
        return requests.post(
            f"{server.url}/v1/policies/{version}/activate", json=force, headers=ops, timeout=60
        ).status_code

    def answers() -> Counter:
        seen: Counter = Counter()
        for _ in range(acts):
            r = requests.post(f"{server.url}/v1/act", json=body, timeout=30)
            got = r.json()
            seen[(got.get("policy_version"), json.dumps(got.get("scores"), sort_keys=True))] += 1
        return seen

    active = _state(server)["active"]
    first = publish(server, fresh_archive(scratch / "first", "n-1", seed=70))
    activated = activate("n-1")
    old = answers()
    activate(active)
    deleted = requests.delete(
        f"{server.url}/v1/policies/n-1", params={"reason": "probe"}, headers=ops, timeout=60
    ).status_code
    again = publish(server, fresh_archive(scratch / "second", "n-1", seed=71))
    same = publish(server, fresh_archive(scratch / "first", "n-1", seed=70))
    mixed = None
    if again.status_code == 201:  # the gap open: how the workers answer under the one name
        activate("n-1")
        mixed = {"answers": acts, "from_the_old_weights": sum(answers()[k] for k in old)}
    reactivate = activate("n-1") if again.status_code != 201 else None
    activate(active)
    codes = [(r.json().get("error") or {}).get("code") for r in (again, same)]
    return {
        "first_publish": first.status_code,
        "activated": activated,
        "deleted": deleted,
        "republish_other_bytes": again.status_code,
        "republish_same_bytes": same.status_code,
        "codes": codes,
        "activate_after": reactivate,
        "mixed_answers": mixed,
        "passed": first.status_code == 201
        and deleted == 200
        and again.status_code == same.status_code == 409
        and codes == ["version_exists", "version_exists"]
        and reactivate == 404,
    }


def run(data_dir: Path, body: dict) -> dict:
    """Every probe of this module (``make reliability``'s ``policies`` part)."""
    scratch = data_dir / "uploads"
    out = {"restart": restart_serves_one_version(data_dir, scratch, body)}
    root = data_dir / "probe-policies"
    if not root.exists():
        service_helpers().save_policy(root, "v1", seed=1)
    with LiveServer(data_dir / "policies", root, **ENV) as server:
        for i, version in enumerate(("p-1", "p-2", "p-3")):
            publish(server, fresh_archive(scratch, version, seed=20 + i))
        out["nonfinite"] = nonfinite_weights(server, scratch, "v1")
        out["manifest_names"] = manifest_file_names(server, scratch, data_dir / "outside")
        out["activations"] = concurrent_activations(server, ["p-1", "p-2", "p-3"])
        out["activate_and_shadow"] = activate_and_shadow(server, ["p-1", "p-2", "p-3"])
        out["manifest_numbers"] = manifest_numbers(server, scratch)
        out["one_name_one_policy"] = one_name_one_policy(server, scratch, body)
        out["listing"] = listing_cost(server, scratch, "v1")
    return out
