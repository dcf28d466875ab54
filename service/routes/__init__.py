"""The HTTP routes, one blueprint a concern, each route a module-level function (docs/api.md):

- :mod:`service.routes.game`: what game clients and auditors call (``/v1/act``, ``/v1/facts``,
  ``/v1/rules``), no token;
- :mod:`service.routes.operator`: policy versions, shadows, constraints and the decision log,
  behind the operator's bearer token;
- :mod:`service.routes.health`: ``/healthz``, ``/readyz``, ``/metrics``, ``/openapi.yaml``.

The console's pages are :mod:`service.console`.
"""

__all__ = ["game", "health", "operator"]
