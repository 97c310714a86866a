# Sourced by ./play and ./run-tests: make .venv and install duelist into it when
# needed. Re-installs when pyproject.toml changes (the stamp records what was installed).
# When the install cannot reach the package index (offline), DUELIST_FROM_SOURCE=1 is set
# and the callers run duelist from the source tree instead (it needs nothing but Python).
PYTHON="${PYTHON:-python3}"
extras="${DUELIST_EXTRAS:-}"
stamp=".venv/.duelist-installed${extras:+-test}"
DUELIST_FROM_SOURCE=""
if [ ! -x .venv/bin/python ]; then
    echo "duelist: creating .venv with $($PYTHON --version 2>&1)" >&2
    "$PYTHON" -m venv .venv || DUELIST_FROM_SOURCE=1
fi
if [ -z "$DUELIST_FROM_SOURCE" ] && { [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; }; then
    echo "duelist: installing duelist${extras} into .venv" >&2
    if .venv/bin/python -m pip install -q --disable-pip-version-check -e ".${extras}" >&2; then
        touch "$stamp"
    elif [ -x .venv/bin/duelist ]; then
        echo "duelist: could not update the install (offline?); using the one in .venv" >&2
    else
        echo "duelist: could not install into .venv (offline?); running from the source tree" >&2
        DUELIST_FROM_SOURCE=1
    fi
fi
