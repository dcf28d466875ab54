"""The gunicorn hooks a worker runs (service/gunicorn_conf.py)."""

from __future__ import annotations

import gc

from service import gunicorn_conf


def test_a_worker_freezes_what_it_holds_once_its_app_is_loaded() -> None:
    held = [[] for _ in range(100)]  # tracked objects, standing for the loaded policy
    gc.unfreeze()
    try:
        gunicorn_conf.post_worker_init(None)
        assert gc.get_freeze_count() >= len(held)
    finally:
        gc.unfreeze()
