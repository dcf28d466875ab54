"""Reliability tests: hypothesis profiles, fresh policies, realistic bodies, and the in-process
app, built with the helpers of ``tests/service/conftest.py`` (imported by path)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from reliability.harness import bodies_from_transcripts, policies_dir, real_transcripts

# `--hypothesis-profile=ci` (CI, the default here) or `reliability` (make reliability).
settings.register_profile(
    "ci", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "reliability", max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@pytest.fixture(scope="session")
def policy_root(tmp_path_factory) -> Path:
    """v1, v2 and a tampered artifact (fresh, untrained policies)."""
    return policies_dir(tmp_path_factory.mktemp("policies"))


@pytest.fixture(scope="session")
def bodies() -> list[dict]:
    """/v1/act bodies from real play of three hard level-5 test games (seeds 900..902)."""
    return bodies_from_transcripts(real_transcripts())


@pytest.fixture(scope="session")
def app(tmp_path_factory, policy_root):
    """The app in-process (Flask test client) with the operator token configured."""
    from reliability.harness import service_helpers
    from service import create_app

    helpers = service_helpers()
    settings_ = helpers.app_settings(tmp_path_factory.mktemp("inproc"), policy_root)
    return create_app(settings_)
