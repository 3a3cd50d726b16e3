# Two commands set everything up on a fresh machine: `make site` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
JOBS ?=

.PHONY: site test test-slow bench serve clean system-site system-test bytecode

site: $(STAMP) system-site bytecode
	$(PY) build.py build $(if $(JOBS),--jobs $(JOBS))

test: $(STAMP) system-site system-test
	$(PY) -m pytest -m "not slow"

# The long sweeps (every runnable corpus game against the full simulator, fuzzing, the
# eval7 reference at 20,000 deals...): CI runs them after `make test`.
test-slow: $(STAMP) system-site system-test
	$(PY) -m pytest -m slow

bench: $(STAMP) system-site bytecode
	$(PY) -m tests.bench

serve: $(STAMP) system-site bytecode
	$(PY) build.py serve

clean:
	rm -rf site .cache .pytest_cache .hypothesis tests/artifacts tests/bench/out

# Python byte-compiles what it imports and keeps it, unless PYTHONDONTWRITEBYTECODE is set (as
# on some CI machines): then every command compiles the package again (~60 ms a run).
bytecode: $(STAMP)
	$(PY) -m compileall -q dealerschoice

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,bench]'
	touch $@

# Debian packages: installed when run as root, otherwise the exact command is printed.
define need_deb
	@if ! command -v $(1) >/dev/null 2>&1; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing Debian package $(2) (for $(1))"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(2) >/dev/null; \
	  else \
	    echo "missing: $(1). Run: sudo apt-get install -y $(2)"; exit 1; \
	  fi; \
	fi
endef

system-site:
	$(call need_deb,dot,graphviz)

system-test:
	$(call need_deb,chromium,chromium)
	$(call need_deb,pdftotext,poppler-utils)
