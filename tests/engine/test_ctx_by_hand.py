"""`new_ctx` (engine/chain.py), the callbacks' context made without calling `Ctx.__init__`
on the hot paths (response windows, trigger collection, state checks, continuous effects:
docs/performance.md, issue 11 round 7), is the same object `Ctx(...)` makes: every slot
Ctx declares holds the same value, so a slot added to Ctx and not to `new_ctx` fails here.
An engine-internal check: `new_ctx` is not part of the card API (card scripts get a Ctx)."""

from duelist.deck.formats import load_bundled_deck
from duelist.engine import effects as E
from duelist.engine.chain import new_ctx
from duelist.engine.duel import Duel


def _slots(ctx):
    return {name: getattr(ctx, name) for name in E.Ctx.__slots__}


def test_new_ctx_sets_every_slot_as_ctx_does():
    duel = Duel(load_bundled_deck("goat_04_warrior_swarm_metagame_2005"),
                load_bundled_deck("goat_05_zombie_mchale_2005"), seed=3)
    card = next(c for c in duel.cards if c.script is not None and c.script.effects)
    effect = card.script.effects[0]
    event = {"type": "phase", "phase": "standby", "player": 1}
    for player in (0, 1):
        assert _slots(new_ctx(duel, card, effect, player)) == _slots(E.Ctx(duel, card, effect, player))
        made = new_ctx(duel, card, effect, player, event)
        assert type(made) is E.Ctx
        assert _slots(made) == _slots(E.Ctx(duel, card, effect, player, event=event))
        assert made.event is event and made.link is None and made.happenings == ()
