# Two targets: `trainer` (offline training, writes policies/) and `server` (gunicorn service).
# Build: docker build --target server -t folnn-server .   (or: docker compose build)
#
# The base is Debian bookworm with Debian's Python 3.11, so the public `debian:bookworm-slim` and
# one made here from Debian's packages (debootstrap + docker import, `make container-test`,
# docs/deploy.md) are the same thing. The project is installed as a package (its wheel, not
# editable) into /opt/venv: on serving's dependencies (`deps`, no torch: serving decides in numpy)
# for the server, on those plus the `train` extra (`deps-train`, torch among it) for the trainer;
# the targets copy that environment and nothing else of the build.
#
# Build arguments (docs/deploy.md): the trainer's torch comes from PyTorch's CPU index
# (PIP_EXTRA_INDEX_URL); where that index is not reachable, give PIP_EXTRA_INDEX_URL= (empty) and
# PIP_FIND_LINKS=<a URL of a folder holding the CPU wheel>, e.g. served on loopback with
# `docker build --network host`.
# EXTRA_CA_URL: a PEM certificate the build trusts besides Debian's (a TLS-inspecting egress).

# --- Debian's Python 3.11 and the service user, shared by every stage -------------------------
FROM debian:bookworm-slim AS runtime
ENV LANG=C.UTF-8 \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    OMP_NUM_THREADS=1 \
    PATH=/opt/venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
# The suite (bookworm) is the pin: Debian removes a package's older versions from its mirror at
# each point release, so pinning exact versions would break the build with every update.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 folnn \
    && useradd --system --uid 10001 --gid folnn --home-dir /app --shell /usr/sbin/nologin folnn
WORKDIR /app

# --- serving's dependencies (cached while the lock file is unchanged) -------------------------
FROM runtime AS deps
ARG EXTRA_CA_URL=
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_DEFAULT_TIMEOUT=120 \
    PIP_CERT=/etc/ssl/certs/ca-certificates.crt
# gcc and make build jericho (TextWorld's dependency, published as source only); they stay here.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3-venv ca-certificates gcc make libc6-dev \
    && rm -rf /var/lib/apt/lists/* \
    && if [ -n "$EXTRA_CA_URL" ]; then \
        python3 -c "import shutil,sys,urllib.request as u; shutil.copyfileobj(u.urlopen(sys.argv[1]), open(sys.argv[2], 'wb'))" \
            "$EXTRA_CA_URL" /usr/local/share/ca-certificates/extra.crt \
        && update-ca-certificates; \
    fi \
    && python3 -m venv /opt/venv
# the lock file's distributions, hash for hash (requirements/lock.py, issue 40): the image holds
# what CI tested
COPY pyproject.toml ./
COPY requirements/serve.txt requirements/train.txt ./requirements/
RUN pip install --require-hashes --requirement requirements/serve.txt

# --- the trainer's dependencies: serving's plus the `train` extra (torch, TextWorld ...) -------
FROM deps AS deps-train
ARG PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cpu
ARG PIP_FIND_LINKS=
RUN pip install --require-hashes --requirement requirements/train.txt

# --- serving's environment: the project's wheel on serving's dependencies (a code change
# --- rebuilds from here and build-train's install only, never the dependencies) --------------
FROM deps AS build
COPY converter ./converter
COPY model ./model
COPY training ./training
COPY service ./service
COPY folnn ./folnn
# service/openapi.yaml links to the contract at the top (package data, served at /openapi.yaml),
# folnn/policies to the shipped policies (package data: folnn.Agent.load()'s default)
COPY openapi.yaml ./
COPY policies ./policies
RUN pip wheel --no-deps --wheel-dir /tmp/wheel . \
    && pip install --no-deps /tmp/wheel/*.whl \
    && rm -rf build ./*.egg-info

# --- the trainer's environment: the same wheel on the trainer's dependencies -------------------
FROM deps-train AS build-train
COPY --from=build /tmp/wheel /tmp/wheel
RUN pip install --no-deps /tmp/wheel/*.whl

# --- trainer: `folnn train`, artifacts into the `policies` volume ------------------------------
FROM runtime AS trainer
COPY --from=build-train /opt/venv /opt/venv
COPY policies ./policies
# `folnn train --out runs/latest` writes its artifact to runs/latest/policies/<family>/<version>:
# that folder is /app/policies (the volume the servers mount), metrics and curves stay beside it.
# /app is the user's home: Inform 7 (TextWorld's game compiler) creates ~/Inform there.
RUN mkdir -p /app/var /app/runs/latest \
    && ln -s /app/policies /app/runs/latest/policies \
    && chown -R folnn:folnn /app
USER 10001:10001
VOLUME ["/app/policies", "/app/var"]
ENTRYPOINT ["folnn"]
CMD ["train"]

# --- server: gunicorn on the policies, read-only root (`docker run --read-only --tmpfs /tmp`) ---
FROM runtime AS server
COPY --from=build /opt/venv /opt/venv
COPY policies ./policies
ENV HOST=0.0.0.0 \
    PORT=8000 \
    FOLNN_DATA_DIR=/data \
    FOLNN_POLICIES_DIR=/app/policies
RUN mkdir -p /data && chown folnn:folnn /data
USER 10001:10001
VOLUME ["/data"]
EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import os,sys,urllib.request as u; sys.exit(u.urlopen('http://127.0.0.1:%s/readyz' % os.environ.get('PORT', '8000'), timeout=2).status != 200)"]
STOPSIGNAL SIGTERM
CMD ["python", "-m", "service.serve"]
