# Two commands to something working: `make serve` and `make test` (both set up .venv first).
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000
WORKERS ?= $(shell nproc 2>/dev/null || echo 2)
PYTEST_ARGS ?=
CHROMIUM := /usr/bin/chromium

.PHONY: setup serve test test-fast lint format bench games experiment reliability clean vendor postgres

setup: $(STAMP) $(CHROMIUM) postgres

# The browser tests drive Debian's Chromium (never a browser downloaded by Playwright).
$(CHROMIUM):
	apt-get update && apt-get install -y chromium

# The store tests start a throwaway PostgreSQL server from Debian's binaries (initdb, pg_ctl).
postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || \
		{ apt-get update && apt-get install -y postgresql; }

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "need $(PYTHON) on PATH"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip setuptools wheel
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

serve: $(STAMP)  # serving needs no browser; `setup` also installs Chromium for the tests
	HOST=$(HOST) PORT=$(PORT) WORKERS=$(WORKERS) $(BIN)/python -m service.serve

test: setup
	$(BIN)/python -m pytest $(PYTEST_ARGS)

test-fast: setup
	$(BIN)/python -m pytest -m "not slow" $(PYTEST_ARGS)

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/hadolint Dockerfile

format: setup
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

bench: setup
	$(BIN)/python -m bench.run --out bench/results

games: setup
	$(BIN)/folnn games --difficulty easy medium hard

experiment: setup
	$(BIN)/folnn experiment table1 --budget quick

reliability: setup
	$(BIN)/python -m reliability --out reliability/results

# Re-vendor the console's front-end libraries from the npm registry (package-lock.json) into
# service/console/static/vendor/, whose files are committed (docs/console.md).
vendor: setup
	npm ci --ignore-scripts --no-audit --no-fund
	$(BIN)/python -m service.console.vendor

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache
