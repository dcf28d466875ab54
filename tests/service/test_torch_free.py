"""Serving without torch (issue 35): the service loads a published FOL-LNN artifact into the
numpy policy (model/numpy_policy.py), decides, explains and reads its rules there; torch is for
training only (the ``train`` extra). The server image installs no torch (deploy/container_test.py
checks it); here an interpreter where ``import torch`` fails stands for that image."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from model.artifact import ArtifactError
from model.numpy_policy import load_policy
from model.registry import load_artifact, save_artifact

REPO = Path(__file__).resolve().parents[2]
SHIPPED = sorted((REPO / "policies" / "fol-rules").iterdir())

WITHOUT_TORCH = r"""
import json, sys
sys.modules["torch"] = None  # `import torch` raises ImportError, as where it is not installed
from pathlib import Path
from service import create_app
from service.settings import Settings

data, policies, token = Path(sys.argv[1]), Path(sys.argv[2]), "t0ken"
app = create_app(Settings(data_dir=data, policies_dir=policies, operator_token=token))
client = app.test_client()
ready = client.get("/readyz")
act = client.post("/v1/act", json={"observation": "-= Start =-\nThere is an exit to the north. "})
rules = client.get("/v1/rules")
network = client.get("/v1/rules/network")
listing = client.get("/v1/policies", headers={"Authorization": "Bearer " + token})
print(json.dumps({
    "torch": sys.modules.get("torch") is not None,
    "ready": ready.status_code,
    "act": [act.status_code, act.get_json()],
    "rules": [rules.status_code, rules.get_json()],
    "network": network.status_code,
    "listing": [listing.status_code, listing.get_json()],
}))
"""


def test_the_service_starts_decides_and_reads_rules_without_torch(tmp_path):
    """Fails before the change: model/'s package imported torch (artifact load via
    nn.Module, rules(), the finite-weights check), so the app did not import."""
    out = subprocess.run(
        [sys.executable, "-c", WITHOUT_TORCH, str(tmp_path / "data"), str(REPO / "policies")],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["torch"] is False
    assert seen["ready"] == 200
    status, answer = seen["act"]
    assert status == 200 and answer["action"] == "go north" and answer["fired"]
    status, rules = seen["rules"]
    assert status == 200
    newest = load_artifact(REPO / "policies" / "fol-rules" / rules["policy_version"])
    assert rules["rules"] == [r.to_dict() for r in newest.model.rules()]  # the torch network's
    assert rules["rules"] == newest.manifest["rules"]  # as the trainer published them
    assert seen["network"] == 200
    status, listing = seen["listing"]
    assert status == 200 and all(v["verified"] for v in listing["policies"])
    assert len(listing["policies"]) == len(SHIPPED)


@pytest.mark.parametrize("folder", SHIPPED, ids=[p.name for p in SHIPPED])
def test_the_shipped_rules_read_in_numpy_are_the_published_ones(folder):
    """Byte for byte: the rules JSON and text read off the weights without torch are those
    the trainer wrote into the manifest (with torch, before the readout moved to numpy)."""
    numpy_policy = load_policy(folder).model
    published = load_policy(folder).manifest["rules"]
    ours = [r.to_dict() for r in numpy_policy.rules()]
    dump = lambda x: json.dumps(x, ensure_ascii=False, sort_keys=True)  # noqa: E731
    assert dump(ours) == dump(published)
    torch_network = load_artifact(folder).model
    assert numpy_policy.network() == torch_network.network()


def test_a_network_only_torch_runs_is_refused_with_the_reason(tmp_path):
    """A baseline artifact (nn-dqn) is not a FOL-LNN policy: the torch-free loader names why,
    the server's registry and the Python agent refuse it with an ArtifactError, no crash."""
    from converter.converter import FOLConverter
    from folnn.agent import Agent
    from model.baselines import BASELINE_BUILDERS
    from service.policies import PolicyRegistry

    vocab = FOLConverter().vocabulary
    net = BASELINE_BUILDERS["nn-dqn"]({"vocabulary": vocab.to_dict(), "seed": 0})
    path = save_artifact(
        net, tmp_path, "fol-rules", "dqn", method="nn-dqn", network="nn-dqn",
        training={"seed": 0}, evaluation={}, rules=[],
    )  # fmt: skip
    with pytest.raises(ArtifactError, match="network 'nn-dqn' runs only in torch"):
        load_policy(path)
    assert load_artifact(path).model is not None  # training's loader still rebuilds it
    with pytest.raises(ArtifactError, match="is not served"):
        PolicyRegistry(tmp_path, "fol-rules").load("dqn")
    with pytest.raises(ArtifactError, match="is not served"):
        Agent.load(path)
