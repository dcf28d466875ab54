"""The gunicorn hooks a worker runs (service/gunicorn_conf.py)."""

from __future__ import annotations

import gc

from service import gunicorn_conf


def test_a_worker_freezes_what_it_holds_once_its_app_is_loaded() -> None:
    gc.unfreeze()
    held = []  # stands for the loaded policy: tracked, and seen by every collection
    try:
        assert any(o is held for o in gc.get_objects())
        gunicorn_conf.post_worker_init(None)
        assert not any(o is held for o in gc.get_objects())  # frozen: no collection walks it
    finally:
        gc.unfreeze()
