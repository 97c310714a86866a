"""The duel engine (standard library only).

On PyPy the JIT's default is to unroll recursive calls up to 7 levels into one trace. The
engine's procedures are chains of generators (procedure -> window -> chain -> resolution)
and continuous effects look each other up, so that unrolling makes very long traces that
keep failing; with recursion not unrolled the effect decks run about 1.5-2x faster (see
docs/performance.md). Set DUELIST_PYPY_JIT_DEFAULTS=1 to leave the JIT as it is.
"""

import os as _os
import sys as _sys

if _sys.implementation.name == "pypy" and not _os.environ.get("DUELIST_PYPY_JIT_DEFAULTS"):
    try:
        import pypyjit as _pypyjit
        _pypyjit.set_param("max_unroll_recursion=0")
    except (ImportError, AttributeError, ValueError, TypeError):
        pass
