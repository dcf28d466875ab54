# nginx from Debian's packages, for the compose stack where the public hub (and so
# `nginx:1.27.5-alpine`) is unreachable (deploy/compose.host.yml, docs/deploy.md): it runs
# deploy/nginx.conf (mounted at /etc/nginx/nginx.conf) as a non-root user on a read-only root.
#   docker build -f deploy/nginx.Dockerfile -t folnn-nginx deploy
FROM debian:bookworm-slim
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx-light wget \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/*
# www-data (33): Debian's fixed web user
USER 33:33
EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]
