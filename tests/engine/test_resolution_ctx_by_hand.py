"""A chain link resolves with the callbacks' context made field by field, as `new_ctx` does,
without the class call (chain.py `_resolve_chain`; docs/performance.md, round 10: a call with
a frame on PyPy at each link). At every link of random duels on the bench's effect pairs that
was not negated on activation, the context its resolution asks whether it is negated now
with (`_link_negated_now`, then its `resolve`) is the one `Ctx(duel, card, effect, player,
link, event)` makes for the link: every slot Ctx declares holds the same value, so a slot
added to Ctx and not written out there fails here. An engine-internal check: the context is
what card callbacks receive."""

from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS, _slots


def test_every_resolving_link_gets_the_ctx_ctx_makes(monkeypatch):
    negated_now = Duel._link_negated_now
    seen = {"links": 0}

    def checking(duel, ctx, link):
        card = duel.cards[link.cid]
        effect = card.script.effects[link.effect]
        assert type(ctx) is E.Ctx
        assert _slots(ctx) == _slots(E.Ctx(duel, card, effect, link.player, link, link.event, link.happenings)), \
            (duel.turn, card.data.name)
        seen["links"] += 1
        return negated_now(duel, ctx, link)

    monkeypatch.setattr(Duel, "_link_negated_now", checking)
    for _duel, _where in random_decisions(PAIRS):
        pass
    assert seen["links"] > 300, seen
