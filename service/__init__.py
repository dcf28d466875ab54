"""The interpretable agent REST service: act, explain, audit, constrain (DESIGN §7).

gunicorn runs ``service:create_app()``; ``python -m service.serve`` starts gunicorn with the
settings of :class:`Settings`.
"""

from service.app import create_app
from service.settings import Settings

__all__ = ["Settings", "create_app"]
