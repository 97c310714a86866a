"""The questions a monster's ATK and DEF ask each continuous gain or loss (round 43a's
`_modified` in one walk: the gain's `affects`, then `_applies_now`'s `condition`, then its
`value`) get a context made field by field, as `new_ctx` does, without the call
(engine/actions.py). At every such question in random duels on the bench's pairs (W/Z's
Blade Knight and Breaker; Gravekeeper vs Burn's Necrovalley and Burn's Soul of Purity and
Light; C/M's equips), the context is the one `Ctx(duel, card, effect, card.controller)` makes:
every slot Ctx declares holds the same value (a slot added to Ctx and not written out there,
or one dropped, fails here), as tests/engine/test_continuous_ctx_by_hand.py checks for the
other written-out contexts.

Round 43n (mutation testing of stop 43's engine lines): `_modified`'s and `_applies_now`'s
contexts without their `effect`, `link`, `event` or `happenings` slot, which no gain of the
pool reads (a slot left unset would fail only a card that read it)."""

from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS, _slots
from tests.engine.test_continuous_ctx_by_hand import _effects

# the engine function that asks each callback of the continuous "stats" effects
SITES = (("_modified", "affects"), ("_modified", "value"), ("_applies_now", "condition"))


def _watch(monkeypatch, pairs, effects=None):
    stack = []
    seen = {(name, attribute): 0 for name, attribute in SITES}

    def marking(name):
        original = getattr(Duel, name)

        def marked(duel, *args, **kwargs):
            stack.append(name)
            try:
                return original(duel, *args, **kwargs)
            finally:
                stack.pop()
        return marked

    def checking(name, attribute, effect, callback):
        def checked(ctx, *args):
            if stack and stack[-1] == name:
                card = ctx.card
                assert type(ctx) is E.Ctx and ctx.effect is effect
                assert _slots(ctx) == _slots(E.Ctx(ctx.duel, card, effect, card.controller)), \
                    (name, attribute, card.data.name)
                seen[name, attribute] += 1
            return callback(ctx, *args)
        return checked

    for name in set(name for name, _ in SITES):
        monkeypatch.setattr(Duel, name, marking(name))
    for effect in (effects if effects is not None else _effects(pairs, False)):
        if effect.tag != "stats":
            continue
        for name, attribute in SITES:
            callback = getattr(effect, attribute)
            if callback is not None:
                monkeypatch.setattr(effect, attribute, checking(name, attribute, effect, callback))
    return seen


def test_every_question_to_a_stat_gain_gets_the_ctx_ctx_makes(monkeypatch):
    pairs = PAIRS + (("goat_08_burn_lockdown_face_down_fury_2005", "goat_06_gravekeeper_mchale_2005"),)
    seen = _watch(monkeypatch, pairs)
    for duel, _where in random_decisions(pairs):
        pass
    assert seen["_modified", "affects"] > 20 and seen["_modified", "value"] > 20, seen


def test_a_stat_loss_with_a_condition_is_asked_it_with_the_ctx_ctx_makes(monkeypatch):
    """(No deck of the pairs holds a gain with a condition.) Soul of Purity and Light's loss
    holds in the opponent's Battle Phase: Celtic Guardian's ATK asks it there."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle")
    table.monster(1, "Soul of Purity and Light")
    guardian = table.monster(0, "Celtic Guardian")
    duel = table.build()
    soul = next(c for c in duel.monsters(1) if c.name == "Soul of Purity and Light")
    seen = _watch(monkeypatch, (), effects=list(soul.script.continuous))
    assert duel.atk(guardian.card(duel)) == 1100
    assert seen["_applies_now", "condition"] == 1 and seen["_modified", "value"] == 1, seen
