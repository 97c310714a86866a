"""The state checks' equip rule asks each equip condition of an Equip Card (its activation's
`equip_filter`, or its target filter) with a context made field by field, as `new_ctx`
does, without the call (actions.py `_equip_still_legal`; round 10, hwin7: a call with a
frame on PyPy, 2-3 a turn on the Goat decks). At every such question in random duels on the
bench's effect pairs, the context is the one `Ctx(duel, card, effect, card.controller)`
makes: every slot Ctx declares holds the same value (a slot added to Ctx and not written
out there fails here). An engine-internal check: the context is what card callbacks get."""

from duelist.engine import actions
from duelist.engine import effects as E
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS, _slots


class _CheckingFilters(dict):
    """`_EQUIP_FILTERS` whose checks compare the context they get before asking."""

    def __init__(self, seen):
        super().__init__()
        self.seen = seen

    def __setitem__(self, script, checks):
        wrapped = tuple((effect, self._checking(effect, check)) for effect, check in checks)
        super().__setitem__(script, wrapped)

    def _checking(self, effect, check):
        seen = self.seen

        def checking(ctx, monster):
            card = ctx.card
            assert type(ctx) is E.Ctx
            assert ctx.effect is effect
            assert _slots(ctx) == _slots(E.Ctx(ctx.duel, card, effect, card.controller)), card.data.name
            seen["asked"] += 1
            return check(ctx, monster)
        return checking


def test_every_equip_condition_gets_the_ctx_ctx_makes(monkeypatch):
    seen = {"asked": 0}
    monkeypatch.setattr(actions, "_EQUIP_FILTERS", _CheckingFilters(seen))
    for _duel, _where in random_decisions(PAIRS):
        pass
    assert seen["asked"] > 100, seen
