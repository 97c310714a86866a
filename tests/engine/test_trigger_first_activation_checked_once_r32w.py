"""Putting triggers on the chain (chain.py `_build_trigger_chain`, seed 000 §誘發效果): each
trigger of a player's group is asked whether it can be activated (condition, cost, targets),
the optional ones are asked yes or no, then they are activated one by one. Since round 32w the
group's first activation is not asked again: nothing but questions (yes / no, the order) came
between its check and its activation, and a question changes nothing a check reads. Each later
one is asked again at its activation, after the activations before it changed the duel.

The safety net: at every activation `_build_trigger_chain` makes in random duels of the four
effect pairs (40 seeds a pair: ~1,180 activations, ~1,180 of them a group's first), a fresh
check made at that moment allows it: the "yes" kept from the group's check equals a fresh
answer."""

from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("yugi-starter", "kaiba-starter"))


def test_every_trigger_activated_passes_a_fresh_check_at_its_activation(monkeypatch):
    import sys
    original = Duel._activate
    seen = {"activations": 0, "first_of_group": 0}
    last_group = {}

    def checked(duel, player, card, effect, event=None, happenings=()):
        caller = sys._getframe(1)
        if caller.f_code.co_name == "_build_trigger_chain":
            # (its own batch too, round 59b: a condition may read what started it)
            ctx = E.Ctx(duel, card, effect, player, event=event, happenings=happenings)
            assert duel._trigger_can_activate(ctx), (card.data.name, duel.turn, len(duel.answers))
            seen["activations"] += 1
            # (the group's first activation: the one whose check the engine no longer repeats;
            # a group is one list of `_build_trigger_chain`'s frame)
            group = (caller, caller.f_locals["group"])
            last = last_group.get(id(duel))
            if last is None or last[0] is not group[0] or last[1] is not group[1]:
                seen["first_of_group"] += 1
            last_group[id(duel)] = group
        return original(duel, player, card, effect, event, happenings)

    monkeypatch.setattr(Duel, "_activate", checked)
    for _ in random_decisions(PAIRS, range(40)):
        pass
    assert seen["activations"] >= 1000 and seen["first_of_group"] >= 900, seen
