"""The activation checks (`_activation_allowed`, engine/chain.py) make the callbacks' context
field by field, as `new_ctx` does, without the call (docs/performance.md, round 9a: a call
with a frame on PyPy at each check). At every activation check of random duels on the
bench's effect pairs, the context handed to the shared checks (name locks, condition, cost,
targets: since round 10 made at the end of `_activation_allowed` itself, their one place,
which `_trigger_can_activate` asks; the context is seen where it is made) is the one
`Ctx(duel, card, effect, player)` makes: every slot Ctx declares holds the same value, so a
slot added to Ctx and not written out there fails here. An engine-internal check: the
context is what card callbacks receive."""

from duelist.engine import chain as chain_module
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
    new_object = chain_module._new_object
    seen = {"checks": 0, "contexts": 0}
    made = []

    def recording_new_object(cls):
        made.append(new_object(cls))
        return made[-1]

    def checking_allowed(duel, player, card, effect, loc, ctx=None):
        if ctx is not None:
            return allowed(duel, player, card, effect, loc, ctx)   # (a trigger's: its own context)
        before = len(made)
        try:
            return allowed(duel, player, card, effect, loc)
        finally:
            # the context the check made for its card and effect (the first: callbacks may
            # make others), as the shared checks received it
            for ctx in made[before:]:
                # (round 56y: an activation's context is an E.ActivationCtx, a Ctx with the same slots)
                if type(ctx) in (E.Ctx, E.ActivationCtx) and ctx.duel is duel and ctx.card is card and \
                        ctx.effect is effect:
                    assert _slots(ctx) == _slots(E.Ctx(duel, card, effect, player)), (duel.turn, card.data.name)
                    seen["contexts"] += 1
                    break
            del made[before:]
            seen["checks"] += 1

    monkeypatch.setattr(chain_module, "_new_object", recording_new_object)
    monkeypatch.setattr(Duel, "_activation_allowed", checking_allowed)
    for _duel, _where in random_decisions(PAIRS):
        pass
    assert seen["contexts"] > 500, seen
