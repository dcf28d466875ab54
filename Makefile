# Two commands to something working: `make serve` and `make test` (both set up .venv first).
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
SERVE_STAMP := $(VENV)/.installed-serve
HOST ?= 127.0.0.1
PORT ?= 8000
WORKERS ?= $(shell nproc 2>/dev/null || echo 2)
PYTEST_ARGS ?=
CHROMIUM := /usr/bin/chromium
# Two checkouts' setups at once queue for apt (one lock file of ours; `apt-get update` does not
# wait for apt's own list lock), and an install waits for dpkg's lock instead of failing.
APT := flock /var/lock/folnn-apt.lock apt-get -o DPkg::Lock::Timeout=900

.PHONY: lock wordnet setup serve test test-fast lint format bench games experiment table1-fol-lnn twx-table reliability clean vendor postgres java default-policy container-test

setup: $(STAMP) $(CHROMIUM) postgres java wordnet

# The browser tests drive Debian's Chromium (never a browser downloaded by Playwright).
$(CHROMIUM):
	$(APT) update && $(APT) install -y chromium

# TextWorldExpress (the second game family, docs/architecture.md §3b) runs its engine on Java 17.
java:
	@command -v java >/dev/null 2>&1 || \
		{ $(APT) update && $(APT) install -y openjdk-17-jre-headless; }

# The reader's word classes are read off WordNet 3.0 (Debian's wordnet-base), the coin words it
# lacks off GCIDE (Debian's dict-gcide; docs/converter.md, "Word classes"): the tests rebuild
# converter/data/wordclasses.json from them and compare.
wordnet:
	@test -f /usr/share/wordnet/data.noun -a -f /usr/share/dictd/gcide.index || \
		{ $(APT) update && $(APT) install -y wordnet-base dict-gcide; }

# The store tests start a throwaway PostgreSQL server from Debian's binaries (initdb, pg_ctl).
postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || \
		{ $(APT) update && $(APT) install -y postgresql; }

# Every install is the lock file's, hash for hash (requirements/lock.py; issue 40): what CI tested
# is what a fresh machine gets. The project itself goes on top, without its dependencies, built
# with the locked setuptools.
$(STAMP): pyproject.toml requirements/dev.txt
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "need $(PYTHON) on PATH"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements/dev.txt
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP) $(SERVE_STAMP)

# Serving installs the base dependencies only (no training, test or experiment extras).
$(SERVE_STAMP): pyproject.toml requirements/serve.txt
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "need $(PYTHON) on PATH"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	# --no-compile: bytecode is written on first import
	$(BIN)/python -m pip install --quiet --no-compile --require-hashes -r requirements/serve.txt
	$(BIN)/python -m pip install --quiet --no-compile --no-deps --no-build-isolation -e .
	touch $(SERVE_STAMP)

# Rewrite requirements/*.txt after a change of pyproject.toml's dependencies.
lock:
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python requirements/lock.py

serve: $(SERVE_STAMP)  # `setup` adds the training and test extras and Chromium for the tests
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

# The shipped default policy (README, "The shipped policy"; docs/artifacts.md): the paper's method
# trained by the protocol, written into the shipped family policies/fol-rules/ (the newest
# version there is what `make serve` serves). The same command rebuilds it after the method
# changes; DEFAULT_DIFFICULTY and DEFAULT_SEED were chosen on validation games only: trained on
# TextWorldExpress (twx: vocabulary `families`, go/open/take), one set of rules plays both
# families (docs/training.md, "The shipped default for both families").
DEFAULT_METHOD ?= fol-lnn
DEFAULT_DIFFICULTY ?= twx
DEFAULT_SEED ?= 4
DEFAULT_VERSION := $(DEFAULT_METHOD)-$(DEFAULT_DIFFICULTY)-s$(DEFAULT_SEED)-e200
GAMES_DIR ?= var/games

default-policy: $(STAMP)
	rm -rf runs/default-policy
	$(BIN)/folnn train --method $(DEFAULT_METHOD) --difficulty $(DEFAULT_DIFFICULTY) \
		--epochs 200 --seed $(DEFAULT_SEED) --games-dir $(GAMES_DIR) --out runs/default-policy \
		--policy-name fol-rules --policy-version $(DEFAULT_VERSION) --no-progress
	rm -rf policies/fol-rules/$(DEFAULT_VERSION)
	cp -r runs/default-policy/policies/fol-rules/$(DEFAULT_VERSION) policies/fol-rules/
	cp runs/default-policy/curves.png docs/results/default-policy-curves.png
	cp runs/default-policy/metrics.json docs/results/default-policy-metrics.json

# The trainer and server images built and run for real on an engine of the test's own (Debian's
# docker.io, no bridge, no iptables rule, host network on loopback), the base made from Debian's
# packages where missing (docs/deploy.md). Slow (13 min from an empty engine, 40 s cached):
# outside `make test`, run by .ci/run after it.
container-test: $(STAMP)
	$(BIN)/python -m deploy.container_test

bench: setup
	$(BIN)/python -m bench.run --out bench/results

games: setup
	$(BIN)/folnn games --difficulty easy medium hard

experiment: setup
	$(BIN)/folnn experiment table1 --budget quick

# Table 1's fol-lnn rows (and the fol-lnn@found ablation) rerun at the quick budget into
# runs/table1-issue32 (remove its fol-lnn_* folders first to rerun after a change), their compact
# records into docs/results/table1-runs, then Table 1 rebuilt from every record
# (docs/experiments.md, "Issue 32"). BUDGET=paper METHODS=fol-lnn for the paper's budget.
BUDGET ?= quick
METHODS ?= fol-lnn fol-lnn@found
table1-fol-lnn: setup
	nice -n 10 $(BIN)/folnn experiment table1 --budget $(BUDGET) --methods $(METHODS) \
	  --runs-dir runs/table1-issue32 --records-dir docs/results/table1-runs \
	  --results-dir runs/results-scratch --parallel 2 --no-progress
	$(BIN)/folnn experiment table1 --budget quick paper --runs-dir docs/results/table1-runs \
	  --aggregate-only --no-progress

# fol-lnn with each training device off (issue 42; training.settings.DEVICE_ABLATIONS): Table 1's
# ablation rows by `make table1-fol-lnn METHODS="$(DEVICE_ABLATIONS)"`, the TextWorldExpress
# table's by `make twx-table` (docs/training.md, "Every device has a switch")
DEVICE_ABLATIONS := fol-lnn@no-self-loop fol-lnn@no-return-priority fol-lnn@keep-undefined \
  fol-lnn@untyped fol-lnn@drawn-init fol-lnn@no-false-margin fol-lnn@no-margin-stop \
  fol-lnn@no-soft-gates fol-lnn@uniform-draw

# The TextWorldExpress table: every Table 1 method, fol-lnn over the found words and fol-lnn's
# device ablations, 5 seeds, 200 epochs, into runs/twx-table (their compact records into
# docs/results/twx-table-runs); TWX_BUDGET="quick paper" adds the paper budget's 1000-epoch runs
# of Table 1's methods and fol-lnn@found (LSTM-DQN++'s alone hours); then the table and Figure 2
# from every record (docs/results/twx-table.md, docs/experiments.md "Figure 2")
TWX_BUDGET ?= quick
TWX_METHODS := lstm-dqn++ nlm-dqn nn-dqn lnn-nn-dqn fol-lnn-critic fol-lnn fol-lnn@found \
  $(DEVICE_ABLATIONS)
twx-table: setup
	nice -n 10 $(BIN)/folnn experiment twx-table --budget $(TWX_BUDGET) --difficulties twx \
	  --methods $(TWX_METHODS) --runs-dir runs/twx-table --records-dir docs/results/twx-table-runs \
	  --results-dir runs/results-scratch --parallel 2 --no-progress
	$(BIN)/folnn experiment twx-table --budget quick paper --difficulties twx \
	  --methods $(TWX_METHODS) --runs-dir docs/results/twx-table-runs --aggregate-only --no-progress

reliability: setup
	$(BIN)/python -m reliability --out reliability/results

# Re-vendor the console's front-end libraries from the npm registry (package-lock.json) into
# service/console/static/vendor/, whose files are committed (docs/console.md).
vendor: setup
	npm ci --ignore-scripts --no-audit --no-fund
	$(BIN)/python -m service.console.vendor

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache
