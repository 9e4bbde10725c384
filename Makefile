# Atelier: two commands for a newcomer (see README.md).
#   make serve   build the site and serve it at http://127.0.0.1:8000/ (HOST=... PORT=... to change)
#   make test    install what is missing, build the site, lint, run tests/ and e2e/
# Other targets: make lint, make site, make test-fast (no browser), make browsers, make bench-load, make clean.

PYTHON ?= python3
HOST ?= 127.0.0.1
PORT ?= 8000
VENV := .venv
PY := $(VENV)/bin/python
SITE := dist/site
PYTEST_ARGS ?=
# make bench-load BENCH_ARGS='--update-doc docs/performance.md' writes the figures into the doc
BENCH_ARGS ?=
CHROMIUM ?= /usr/bin/chromium
export CHROMIUM

.PHONY: serve test test-fast test-e2e lint site venv node chromium browsers bench-load bench-worker bench-engines clean

serve: site
	$(PY) tools/serve.py --host $(HOST) --port $(PORT) --dir $(SITE)

test: venv node site browsers
	@status=0; \
	$(MAKE) --no-print-directory lint || status=1; \
	$(PY) -m pytest -q -p no:cacheprovider tests web/tests $(PYTEST_ARGS) || status=1; \
	$(PY) -m pytest -q -p no:cacheprovider e2e $(PYTEST_ARGS) || status=1; \
	exit $$status

test-fast: venv
	$(PY) -m pytest -q tests web/tests $(PYTEST_ARGS)

test-e2e: venv node site browsers
	$(PY) -m pytest -q -p no:cacheprovider e2e $(PYTEST_ARGS)

# ruff and mypy, configured in pyproject.toml; a few seconds.
lint: venv
	$(PY) -m ruff check pycore web/app tools
	$(PY) -m mypy

site: venv node
	$(PY) tools/build_site.py --out $(SITE)

bench-load: venv node site chromium
	$(PY) tools/bench_load.py --dir $(SITE) $(BENCH_ARGS)

# The same cold start with Python in its worker and on the page's thread (docs/performance.md, "Start-up").
bench-worker: venv node site chromium
	$(PY) tools/bench_worker.py --dir $(SITE) $(BENCH_ARGS)

# The same start-up in Chromium, Firefox and WebKit side by side (docs/performance.md, "Site load in each browser engine").
bench-engines: venv node site browsers
	$(PY) tools/bench_engines.py --dir $(SITE) $(BENCH_ARGS)

# The virtual environment, reinstalled when requirements-dev.txt changes.
venv: $(VENV)/.installed
$(VENV)/.installed: requirements-dev.txt
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed (PYTHON=... to choose one).")'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

# Pyodide and PyScript, exactly as pinned in package-lock.json.
node: node_modules/.installed
node_modules/.installed: package.json package-lock.json
	@command -v npm >/dev/null || { echo "npm (Node 20+) is needed: https://nodejs.org/ or 'apt-get install nodejs npm'"; exit 1; }
	npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	touch $@

# The browsers for e2e tests and the benchmark, Debian's packages (Playwright cannot download its own here):
# chromium for every browser test; firefox-esr, webkit2gtk-driver and xvfb for e2e/test_engines.py, which
# skips an engine that cannot be installed (tools/ensure_browsers.sh says why).
chromium:
	@bash tools/ensure_browsers.sh chromium
browsers:
	@bash tools/ensure_browsers.sh

clean:
	rm -rf dist build node_modules
