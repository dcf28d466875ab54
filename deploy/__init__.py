"""Container deployment checks: a loopback-only Docker engine (:mod:`deploy.engine`) and the
images built and run for real (:mod:`deploy.container_test`, ``make container-test``)."""

__all__: list[str] = []
