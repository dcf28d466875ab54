# Two targets: `trainer` (offline training, writes policies/) and `server` (gunicorn service).
# Build: docker build --target server -t folnn-server .   (or: docker compose build)
FROM python:3.11-slim AS base
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    OMP_NUM_THREADS=1
WORKDIR /app
RUN groupadd --system --gid 10001 folnn \
    && useradd --system --uid 10001 --gid folnn --home-dir /app --shell /usr/sbin/nologin folnn
# The same install as `make setup`: this project from pyproject.toml, torch from the CPU index.
COPY pyproject.toml ./
COPY converter ./converter
COPY model ./model
COPY training ./training
COPY service ./service
COPY folnn ./folnn
COPY openapi.yaml ./
RUN python -m pip install --extra-index-url https://download.pytorch.org/whl/cpu "torch==2.13.0" \
    && python -m pip install --extra-index-url https://download.pytorch.org/whl/cpu -e .
COPY policies ./policies

FROM base AS trainer
RUN python -m pip install --extra-index-url https://download.pytorch.org/whl/cpu -e '.[train]'
# `folnn train --out runs/latest` writes its artifact to runs/latest/policies/<family>/<version>:
# that folder is /app/policies (the volume the servers mount), metrics and curves stay beside it.
RUN mkdir -p /app/var /app/runs/latest \
    && ln -s /app/policies /app/runs/latest/policies \
    && chown -R folnn:folnn /app/policies /app/var /app/runs
USER 10001:10001
VOLUME ["/app/policies", "/app/var"]
ENTRYPOINT ["folnn"]
CMD ["train"]

FROM base AS server
ENV HOST=0.0.0.0 \
    PORT=8000 \
    FOLNN_DATA_DIR=/data \
    FOLNN_POLICIES_DIR=/app/policies
RUN mkdir -p /data && chown folnn:folnn /data
USER 10001:10001
VOLUME ["/data"]
EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import urllib.request,sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/readyz', timeout=2).status != 200)"]
STOPSIGNAL SIGTERM
CMD ["python", "-m", "service.serve"]
