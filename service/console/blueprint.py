"""The console blueprint: two HTML pages and their static assets, nothing from another host."""

from __future__ import annotations

from flask import Blueprint, Response, render_template

__all__ = ["CONTENT_SECURITY_POLICY", "console_blueprint"]

CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
"""The pages may load and call only their own origin (the libraries set inline styles)."""


def _page(template: str) -> Response:
    resp = Response(render_template(template), mimetype="text/html")
    resp.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    resp.headers["X-Content-Type-Options"] = "nosniff"
    resp.headers["Referrer-Policy"] = "no-referrer"
    return resp


def console_blueprint() -> Blueprint:
    """``/`` (the console), ``/docs`` (Swagger UI 5 over ``/openapi.yaml``) and
    ``/console/static/...`` (their scripts, styles and vendored libraries)."""
    bp = Blueprint(
        "console",
        __name__,
        static_folder="static",
        static_url_path="/console/static",
        template_folder="templates",
    )

    @bp.get("/")
    @bp.get("/console")  # where a newcomer looks for it first (its assets live under /console/)
    def console() -> Response:
        return _page("console/console.html")

    @bp.get("/docs")
    @bp.get("/docs/")
    def docs() -> Response:
        return _page("console/docs.html")

    return bp
