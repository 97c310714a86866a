"""The activation checks (`_activation_allowed`, engine/chain.py) make the callbacks' context
field by field, as `new_ctx` does, without the call (docs/performance.md, round 9a: a call
with a frame on PyPy at each check). At every activation check of random duels on the
bench's effect pairs, the context handed to the shared checks (`_trigger_can_activate`:
name locks, condition, cost, targets) is the one `Ctx(duel, card, effect, player)` makes:
every slot Ctx declares holds the same value, so a slot added to Ctx and not written out
there fails here. An engine-internal check: the context is what card callbacks receive."""

from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _slots(ctx):
    return {name: getattr(ctx, name) for name in E.Ctx.__slots__}


def test_every_activation_check_hands_the_shared_checks_the_ctx_ctx_makes(monkeypatch):
    allowed = Duel._activation_allowed
    shared = Duel._trigger_can_activate
    seen = {"checks": 0, "contexts": 0}
    current = []

    def checking_allowed(duel, player, card, effect, loc):
        current.append((duel, player, card, effect))
        try:
            return allowed(duel, player, card, effect, loc)
        finally:
            current.pop()

    def checking_shared(duel, ctx):
        if current and current[-1][0] is duel and ctx.card is current[-1][2] and ctx.effect is current[-1][3]:
            _duel, player, card, effect = current[-1]
            assert type(ctx) is E.Ctx
            assert _slots(ctx) == _slots(E.Ctx(duel, card, effect, player)), (duel.turn, card.data.name)
            seen["contexts"] += 1
        seen["checks"] += 1
        return shared(duel, ctx)

    monkeypatch.setattr(Duel, "_activation_allowed", checking_allowed)
    monkeypatch.setattr(Duel, "_trigger_can_activate", checking_shared)
    for _duel, _where in random_decisions(PAIRS):
        pass
    assert seen["contexts"] > 500, seen
