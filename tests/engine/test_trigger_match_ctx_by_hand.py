"""Trigger collection asks a trigger's `match` callback with a context made field by field, as
`new_ctx` does, without the call (chain.py `_mark_batch`; docs/performance.md, round 10: a
call with a frame on PyPy, 2.4 a turn on W/Z). At every `match` asked by trigger collection in
random duels on the bench's effect pairs, the context is the one `Ctx(duel, card, effect,
card.controller, event=happening, happenings=its batch)` makes for the card, the trigger, the
happening it is asked about and the batch being closed (round 59b: a trigger's own batch): every slot Ctx declares holds the same value, so a slot added to Ctx and not
written out there fails here. An engine-internal check: the context is what card callbacks
receive."""

import sys

from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS, _slots


def test_every_trigger_match_gets_the_ctx_ctx_makes(monkeypatch):
    mark_batch = Duel._mark_batch
    seen = {"matches": 0}
    watched = set()
    duels = set()

    def checking(effect, match):
        def checked(ctx, ev):
            caller = sys._getframe(1)
            if caller.f_code.co_name == "_mark_batch":     # (a delayed effect's is its entry player's)
                assert type(ctx) is E.Ctx and ctx.effect is effect and ctx.event is ev
                batch = caller.f_locals["happened"]
                assert any(h is ev for h in batch) or ev.get("type") == "phase"   # (an arrival's: its phase)
                assert _slots(ctx) == _slots(E.Ctx(ctx.duel, ctx.card, effect, ctx.card.controller, event=ev,
                                                   happenings=batch)), \
                    (ctx.duel.turn, ctx.card.data.name)
                seen["matches"] += 1
            return match(ctx, ev)
        return checked

    def watching_mark_batch(duel, merge=False):
        if id(duel) not in duels:
            duels.add(id(duel))
            for card in duel.cards:
                for effect in (card.script.triggers if card.script is not None else ()):
                    if effect.match is not None and effect not in watched:
                        watched.add(effect)
                        monkeypatch.setattr(effect, "match", checking(effect, effect.match))
        return mark_batch(duel, merge)

    monkeypatch.setattr(Duel, "_mark_batch", watching_mark_batch)
    for _duel, _where in random_decisions(PAIRS, range(4)):
        pass
    assert seen["matches"] > 300, seen
