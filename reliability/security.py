"""Security: operator auth, no pickle/eval/exec near input or artifacts, names and ids that
cannot leave their folders, and a limit on every size the client controls."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import requests

from reliability.harness import REPO, LiveServer

__all__ = ["OPERATOR_ROUTES", "dangerous_calls", "run"]

OPERATOR_ROUTES = (
    ("GET", "/v1/policies"),
    ("POST", "/v1/policies/v2/activate"),
    ("DELETE", "/v1/policies/v2"),
    ("GET", "/v1/constraints"),
    ("POST", "/v1/constraints"),
    ("DELETE", "/v1/constraints/1"),
    ("GET", "/v1/decisions"),
)
SCANNED = ("service", "converter", "model", "training", "folnn")
_BANNED_CALLS = {"eval", "exec", "compile", "__import__"}
_BANNED_MODULES = {"pickle", "cPickle", "dill", "marshal", "shelve", "joblib", "cloudpickle"}


def dangerous_calls(packages: tuple[str, ...] = SCANNED) -> list[str]:
    """``file:line what`` for every pickle-family import, eval/exec/compile call, ``torch.load``,
    ``yaml.load`` (not safe_load) or ``allow_pickle=True`` in the given packages."""
    found = []
    for package in packages:
        for path in sorted((REPO / package).rglob("*.py")):
            tree = ast.parse(path.read_text(), str(path))
            rel = path.relative_to(REPO)
            for node in ast.walk(tree):
                where = f"{rel}:{getattr(node, 'lineno', 0)}"
                if isinstance(node, ast.Import | ast.ImportFrom):
                    names = [a.name for a in node.names]
                    mods = [node.module or ""] if isinstance(node, ast.ImportFrom) else names
                    if any(m.split(".")[0] in _BANNED_MODULES for m in mods):
                        found.append(f"{where} import {', '.join(mods)}")
                elif isinstance(node, ast.Call):
                    f = node.func
                    name = f.id if isinstance(f, ast.Name) else getattr(f, "attr", "")
                    owner = (
                        f.value.id
                        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                        else ""
                    )
                    if isinstance(f, ast.Name) and name in _BANNED_CALLS:
                        found.append(f"{where} {name}()")
                    elif (owner, name) in {("torch", "load"), ("yaml", "load"), ("np", "load")}:
                        found.append(f"{where} {owner}.{name}()")
                    for kw in node.keywords:
                        if kw.arg == "allow_pickle" and getattr(kw.value, "value", False):
                            found.append(f"{where} allow_pickle=True")
    return found


def _auth(server: LiveServer) -> dict:
    results = {}
    for method, path in OPERATOR_ROUTES:
        for label, headers in (
            ("no_token", {}),
            ("wrong_token", {"Authorization": "Bearer wrong"}),
            ("wrong_scheme", {"Authorization": f"Basic {server.token}"}),
            ("token_prefix", {"Authorization": f"Bearer {server.token[:-1]}"}),
        ):
            r = requests.request(method, server.url + path, headers=headers, timeout=10, json={})
            results[f"{method} {path} {label}"] = r.status_code
    return results


def _escapes(server: LiveServer, outside: Path) -> dict:
    h = server.op_headers()
    link = server.policy_root / "fol-rules" / "linked-out"
    if not link.exists():
        os.symlink(outside, link)
    versions = ["..", "...", "%2e%2e", "..%2f..%2fetc", "v1%2f..%2fv2", "/etc", "linked-out",
                "a" * 200, ".hidden", "v1%00"]  # fmt: skip
    out = {}
    for v in versions:
        r = requests.post(f"{server.url}/v1/policies/{v}/activate", headers=h, timeout=10)
        out[f"activate {v[:20]}"] = r.status_code
    for cid in ("-1", "0", "1.5", "..", "99999999999999999999999", "1%2f..", "abc"):
        r = requests.delete(f"{server.url}/v1/constraints/{cid}", headers=h, timeout=10)
        out[f"delete constraint {cid}"] = r.status_code
    active = requests.get(f"{server.url}/readyz", timeout=10).json()["policy_version"]
    out["active_after"] = active
    return out


def _limits(server: LiveServer, limits: dict) -> dict:
    url, h = server.url, server.op_headers()
    obs = "-= Kitchen =-\nYou are in a kitchen. There is an exit to the north."
    turn = {"observation": obs, "action": "go north"}
    cases = {
        "body_too_large": ("/v1/act", {"observation": "x" * (limits["body"] + 10)}, {}),
        "observation_too_long": ("/v1/act", {"observation": "x" * (limits["obs"] + 1)}, {}),
        "history_observation_too_long": (
            "/v1/act",
            {"observation": obs, "history": [{"observation": "y" * (limits["obs"] + 1),
                                              "action": "go north"}]},
            {},
        ),  # fmt: skip
        "history_too_long": (
            "/v1/act",
            {"observation": obs, "history": [turn] * (limits["history"] + 1)},
            {},
        ),
        "action_too_long": (
            "/v1/act",
            {"observation": obs, "history": [{"observation": obs, "action": "a" * 201}]},
            {},
        ),
        "too_many_candidates": ("/v1/act", {"observation": obs,
                                            "candidates": ["go north"] * 101}, {}),
        "facts_observation_too_long": ("/v1/facts", {"observation": "x" * (limits["obs"] + 1)}, {}),
        "constraint_text_too_long": (
            "/v1/constraints",
            {"text": "forbid go(x) " * 200, "mode": "dryrun", "author": "a", "reason": "r"},
            h,
        ),
        "constraint_author_too_long": (
            "/v1/constraints",
            {"text": "forbid go(north)", "mode": "dryrun", "author": "a" * 201, "reason": "r"},
            h,
        ),
        "activate_reason_too_long": ("/v1/policies/v1/activate", {"reason": "r" * 2001}, h),
    }  # fmt: skip
    out = {}
    for name, (path, body, headers) in cases.items():
        r = requests.post(url + path, json=body, headers=headers, timeout=30)
        out[name] = r.status_code
    r = requests.get(f"{url}/v1/decisions?limit=100000", headers=h, timeout=10)
    out["decisions_limit_too_large"] = r.status_code
    r = requests.get(f"{url}/healthz", headers={"X-Request-ID": "r" * 5000}, timeout=10)
    out["request_id_too_long_replaced"] = len(r.headers.get("X-Request-ID", "")) <= 128
    return out


def run(data_dir: Path, policy_root: Path, limits: dict) -> dict:
    """All security checks on one live server (and one without a token configured)."""
    outside = data_dir / "outside-policy"
    outside.mkdir(parents=True, exist_ok=True)
    with LiveServer(data_dir / "security", policy_root) as server:
        auth = _auth(server)
        escapes = _escapes(server, outside)
        sizes = _limits(server, limits)
    with LiveServer(data_dir / "security-no-token", policy_root, FOLNN_OPERATOR_TOKEN="") as bare:
        disabled = {
            f"{m} {p}": requests.request(
                m, bare.url + p, headers={"Authorization": "Bearer "}, timeout=10, json={}
            ).status_code
            for m, p in OPERATOR_ROUTES
        }
    scan = dangerous_calls()
    expected_size = {k: v for k, v in sizes.items() if k != "request_id_too_long_replaced"}
    passed = (
        all(s == 401 for s in auth.values())
        and all(s == 403 for s in disabled.values())
        and all(s in (404, 405, 409, 422) for k, s in escapes.items() if k != "active_after")
        and escapes["active_after"] == "v1"
        and all(s in (413, 422) for s in expected_size.values())
        and sizes["request_id_too_long_replaced"]
        and not scan
    )
    return {
        "operator_routes_refused": auth,
        "operator_routes_without_configured_token": disabled,
        "names_and_ids": escapes,
        "size_limits": sizes,
        "dangerous_calls": scan,
        "scanned_packages": list(SCANNED),
        "passed": passed,
    }
