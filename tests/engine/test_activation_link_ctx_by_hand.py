"""An activation's cost and its target choices get the context made field by field, as
`new_ctx` does, without the class call (chain.py `_activate`; round 10, hwin7: a call with a
frame on PyPy at each activation). At every cost paid and every target spec chosen in random
duels on the bench's effect pairs, the context is the one `Ctx(duel, card, effect, player,
link, event)` makes for the link being built (its card, effect, player and event read off
the link): every slot Ctx declares holds the same value, so a slot added to Ctx and not
written out there fails here. An engine-internal check: the context is what card callbacks
receive. (A summon procedure's cost, paid with no chain link, is not an activation's.)"""

from duelist.deck.formats import load_bundled_deck
from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS, _slots


def _check(ctx):
    link = ctx.link
    duel = ctx.duel
    card = duel.cards[link.cid]
    effect = card.script.effects[link.effect]
    # (round 56y: an activation's context is an E.ActivationCtx, a Ctx with the same slots)
    assert type(ctx) is E.ActivationCtx and ctx.card is card and ctx.effect is effect
    assert _slots(ctx) == _slots(E.Ctx(duel, card, effect, link.player, link, link.event, link.happenings)), \
        (duel.turn, card.data.name)


def test_every_cost_and_target_choice_gets_the_ctx_ctx_makes(monkeypatch):
    seen = {"costs": 0, "targets": 0}
    choose = Duel._choose_targets

    def checked_choose(duel, ctx, spec):
        _check(ctx)
        seen["targets"] += 1
        return choose(duel, ctx, spec)

    def checking_cost(cost):
        def checked(ctx):
            if ctx.link is not None:    # (a summon procedure's cost has no link: turn.py)
                _check(ctx)
                seen["costs"] += 1
            return cost(ctx)
        return checked

    monkeypatch.setattr(Duel, "_choose_targets", checked_choose)
    wrapped = set()
    for deck1, deck2 in PAIRS:
        duel = Duel(load_bundled_deck(deck1), load_bundled_deck(deck2), seed=0)
        for card in duel.cards:
            for effect in (card.script.effects if card.script is not None else ()):
                if effect.cost is not None and id(effect) not in wrapped:
                    wrapped.add(id(effect))
                    monkeypatch.setattr(effect, "cost", checking_cost(effect.cost))
    for _duel, _where in random_decisions(PAIRS):
        pass
    assert seen["costs"] > 20 and seen["targets"] > 50, seen
