"""The console for auditors and operators at ``/`` (Rules, Decisions, Try, Constraints,
Policies) and the API reference at ``/docs``, with every asset shipped in ``static/``
(docs/console.md)."""

from service.console.blueprint import console_blueprint

__all__ = ["console_blueprint"]
