"""The interpretable agent REST service: act, explain, audit, constrain (docs/architecture.md §7).

gunicorn runs ``service:create_app()``; ``python -m service.serve`` starts gunicorn with the
settings of :class:`Settings`. The app (and with it spaCy) is imported on first use,
so the gunicorn master and the settings stay light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.settings import Settings

if TYPE_CHECKING:
    from service.app import create_app

__all__ = ["Settings", "create_app"]


def __getattr__(name: str) -> object:
    if name == "create_app":
        from service.app import create_app

        return create_app
    raise AttributeError(f"module 'service' has no attribute {name!r}")
