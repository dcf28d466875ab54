# PostgreSQL 15 from Debian's packages, for the compose stack where the public hub (and so
# `postgres:15.18-alpine`) is unreachable (deploy/compose.host.yml, docs/deploy.md). It reads the
# official image's variables (POSTGRES_USER, POSTGRES_DB, POSTGRES_PASSWORD, PGDATA) and keeps
# its data in the same folder, so docker-compose.yml's `postgres` service runs it unchanged.
#   docker build -f deploy/postgres.Dockerfile -t folnn-postgres deploy
FROM debian:bookworm-slim
ENV LANG=C.UTF-8 \
    PGDATA=/var/lib/postgresql/data \
    PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
# The suite (bookworm) is the pin, as in the project's Dockerfile; uid/gid 999 as in the official
# image, so a data volume moves between the two.
# hadolint ignore=DL3008
RUN groupadd --system --gid 999 postgres \
    && useradd --system --uid 999 --gid postgres --home-dir /var/lib/postgresql postgres \
    && apt-get update \
    && apt-get install -y --no-install-recommends postgresql-15 \
    && rm -rf /var/lib/apt/lists/* /var/lib/postgresql/15 /etc/postgresql/15 \
    && mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA" && chmod 700 "$PGDATA"
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint
USER 999:999
VOLUME ["/var/lib/postgresql/data"]
EXPOSE 5432
# SIGINT is PostgreSQL's fast shutdown (SIGTERM's smart one waits for every client to leave)
STOPSIGNAL SIGINT
ENTRYPOINT ["postgres-entrypoint"]
