"""The duel engine (standard library only).

On PyPy three of the JIT's defaults suit this engine badly (see docs/performance.md):

- it unrolls recursive calls up to 7 levels into one trace. The engine's procedures are
  chains of generators (procedure -> window -> chain -> resolution) and continuous effects
  look each other up, so that unrolling makes very long traces that keep failing; with
  recursion not unrolled the effect decks run about 1.5-2x faster;
- it compiles a bridge only after a guard has failed 200 times (`trace_eagerness`). Effect
  decks leave compiled loops at many guards (every card script's callbacks, every kind of
  happening), and each failing guard falls back to the interpreter (slower than PyPy with
  the JIT off) until it has failed 200 times; at 5 the bridges are compiled early and the
  effect decks run about 2x faster again, the Normal-Monster decks a little faster too;
- it lets the counters of paths that have not run for a while decay (`decay`, 40 of
  1000 per period), so that code run now and then (a card's callbacks, a rare kind of
  happening) never reaches the threshold for compiling it. With `decay=0` the effect decks
  ran 14-53% faster again and the Normal-Monster decks 18-48% (3 paired runs per pair,
  docs/performance.md, round 3);
- it compiles a function on its own only after 1619 calls from interpreted code
  (`function_threshold`). `max_unroll_recursion=0` means that no call is inlined at all
  (PyPy stops inlining when the callee already has `max_unroll_recursion` frames in the
  trace: with 0, always), so every function is compiled on its own, and effect decks have
  many functions run now and then (card callbacks, rarely used rules) that stay in the
  interpreter until they reach the threshold. At 300 they are compiled sooner: in paired
  runs the effect decks ran 5-55% faster between 10 s and 30 s of warm-up, the Normal
  Monsters no slower; after that the runs differed within their noise
  (docs/performance.md, round 4e).

Checked again on the flatter code of round 5 (round 6d, paired runs): `trace_eagerness=20`
(fewer bridges) and `disable_unrolling=1` (no loop peeling) make less machine code but run
the effect decks ~20% slower; `trace_eagerness=2` is within the noise and warms up slower.
Checked again on the flattened code of round 7 (round 8e, paired runs, W/Z and C/M):
inlining (`max_unroll_recursion=1`, `2` or `3`) warms up far slower (W/Z 65-83 turns/s in
the first 5 s against 1,400-2,200, 1,500-2,250 after 40 s against 9,000); with
`trace_limit=2000` (6000 is PyPy's default, 16384 its most) it reaches the engine's speed
after ~30 s, with 15% fewer compiled operations and 45% fewer calls a turn but 80% more
machine code, and its steady state is within the noise (W/Z +23% and -17% in two rounds,
C/M +10% and +14%) while its first 10 s run at a quarter of the speed; `trace_limit=16000`
alone changes nothing. None was taken.

Checked again on the code of stop 34 (round 32j, b1241c2, a 64 MB nursery, paired runs of 12
windows of 5 s, load 1.3-6.8): the engine's settings alone ran W/Z at 8,698-13,431 turns/s
after 40 s in 9 runs and C/M at 7,719-10,548 in 5 (a 30-50% spread from the host's load).
Every variant fell inside that spread on W/Z: `trace_eagerness=3` (12,232, 11,223) or `10`
(12,287), `function_threshold=150` (10,585), `threshold=500` (10,102; C/M 8,178),
`trace_limit=3000` (11,236) or `12000` (12,103), `disable_unrolling=1000` (10,551), a 32 MB
nursery (9,908) or 128 MB (11,850, 10,863, 11,164; C/M 11,746, 8,734; G/B 12,014).
`function_threshold=600` was ahead of the base run beside it on C/M in three rounds out of
three (10,355, 10,676, 10,427 against 7,719, 7,845, 8,527) but behind on W/Z in three of four
(11,716, 8,936, 10,224, 11,464 against 11,631, 11,654, 10,626, 12,662), on G/B in one of two
(14,464, 13,830 against 14,191, 16,056) and on starter (22,017 against 23,208); normals 96,399
against 92,532: not ahead on every effect pair, not taken. None
was taken (docs/performance.md, round 32j).

Set DUELIST_PYPY_JIT_DEFAULTS=1 to leave the JIT as it is.
"""

import os as _os
import sys as _sys

PYPY_JIT_PARAMS = ("max_unroll_recursion=0", "trace_eagerness=5", "decay=0", "function_threshold=300")

if _sys.implementation.name == "pypy" and not _os.environ.get("DUELIST_PYPY_JIT_DEFAULTS"):
    try:
        import pypyjit as _pypyjit
        for _param in PYPY_JIT_PARAMS:
            _pypyjit.set_param(_param)
    except (ImportError, AttributeError, ValueError, TypeError):
        pass
