# Sourced by ./play and ./run-tests: make .venv and install duelist into it when needed.
# Re-installs when pyproject.toml changes (the stamp records what was installed).
PYTHON="${PYTHON:-python3}"
extras="${DUELIST_EXTRAS:-}"
stamp=".venv/.duelist-installed${extras:+-test}"
if [ ! -x .venv/bin/python ]; then
    echo "duelist: creating .venv with $($PYTHON --version 2>&1)" >&2
    "$PYTHON" -m venv .venv
fi
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    echo "duelist: installing duelist${extras} into .venv" >&2
    .venv/bin/python -m pip install -q --disable-pip-version-check -e ".${extras}" >&2
    touch "$stamp"
fi
