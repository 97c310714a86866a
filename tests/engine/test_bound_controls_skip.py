"""`_bound_controls` (engine/actions.py) asks `_applying(C.TAKE_CONTROL)` only while some
card on the field with a take-control effect is not bound yet (docs/performance.md, issue 11
round 9): a control bound to an Equip Card is that card's continuous effect (ENGINE.md §2),
and an Equip Card whose control is bound is never taken again by the take-control step, so
when every card the field files under the tag is bound, that step has nothing to do.

Checked where the shortcut is taken, at every state-check pass of random duels on the Goat
bench pairs and the Chaos pair: the take-control effects that apply then (a fresh
`_applying`) all come from bound Equip Cards. A scenario with two Snatch Steals, one bound
and one equipped under Imperial Order, shows the shortcut leaves the second one's control to
the take-control step once the Order is gone. Each check has teeth: a shortcut taken as soon
as any control is bound (a mutant) fails both.
An engine-internal check: the shortcut and the full step are private."""

import pytest

from duelist.engine.duel import Duel
from duelist.engine.names import C, L
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions

# the Goat bench pairs (duelist bench) and the Chaos pair (Snatch Steal and Change of Heart)
PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))


def _bound_uids(duel):
    return [entry.info["equip_uid"] for entry in duel.lingering if entry.tag == L.CONTROL_BOUND]


def _check_skips(monkeypatch, pairs, seeds):
    original_bound = Duel._bound_controls
    original_applying = Duel._applying
    seen = {"calls": 0, "skipped": 0}
    asked = []

    def applying(duel, tag):
        if tag == C.TAKE_CONTROL:
            asked.append(True)
        return original_applying(duel, tag)

    def checked(duel):
        del asked[:]
        original_bound(duel)
        seen["calls"] += 1
        if asked or C.TAKE_CONTROL not in duel._cont_tags_present:
            return
        # the take-control step was skipped: what it would have looked at, looked at fresh
        bound = _bound_uids(duel)
        assert bound, ("skipped with no control bound", duel.turn, len(duel.answers))
        for source, _ in original_applying(duel, C.TAKE_CONTROL):
            assert source.uid in bound, \
                ("an unbound take-control effect was not looked at", source.name, duel.turn, len(duel.answers))
        seen["skipped"] += 1

    monkeypatch.setattr(Duel, "_applying", applying)
    monkeypatch.setattr(Duel, "_bound_controls", checked)
    for _ in random_decisions(pairs, seeds):
        pass        # (the walk answers every decision; the patched methods check)
    return seen


def _eager_bound_controls(monkeypatch):
    """A mutant of `_bound_controls`: the take-control step is skipped as soon as any
    control is bound (the other take-control cards not looked at)."""
    original_applying = Duel._applying

    def applying(duel, tag):
        if tag == C.TAKE_CONTROL and _bound_uids(duel):
            return ()
        return original_applying(duel, tag)

    original_bound = Duel._bound_controls

    def eager(duel):
        monkeypatch.setattr(Duel, "_applying", applying)
        try:
            original_bound(duel)
        finally:
            monkeypatch.setattr(Duel, "_applying", original_applying)

    monkeypatch.setattr(Duel, "_bound_controls", eager)


def test_the_take_control_step_is_skipped_only_when_every_take_control_card_is_bound(monkeypatch):
    # (four seeds since round 59x: Shadow Spell, in the Goat Control and Chaos Control decks, is
    # offered in the Damage Step too, which changes those walks: 41 skips in three seeds, 56 in four)
    seen = _check_skips(monkeypatch, PAIRS, range(4))
    assert seen["skipped"] > 50 and seen["calls"] > seen["skipped"], seen


def _two_snatch_steals():
    """Player 0's Snatch Steal holds Summoned Skull (bound); player 0 activates a second
    Snatch Steal on Battle Ox and player 1 chains Imperial Order: the second one is equipped
    with its control negated, and the first one's control is suspended (the Skull goes back).
    Player 0 then destroys Imperial Order with Dust Tornado."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=skull)
    table.hand(0, "Snatch Steal")
    table.spell_trap(0, "Dust Tornado")
    order = table.spell_trap(1, "Imperial Order")
    duel = table.build()
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", ox)
    s.pick("activate", "Imperial Order", player=1)
    s.pick("pass", player=0, request="chain")
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Summoned Skull"]
    assert len(_bound_uids(duel)) == 1
    s.pick("activate", "Dust Tornado")
    s.pick("target", order)
    assert grave(duel, 1) == ["Imperial Order"]
    return duel


def test_a_second_snatch_steal_takes_control_once_imperial_order_is_gone():
    """seed 000 §裝備魔法 and the Imperial Order rulings: Snatch Steal equipped under Imperial
    Order takes control once the Order leaves, while the other Snatch Steal, whose control
    was bound and suspended, takes its monster back: player 0 controls both monsters."""
    duel = _two_snatch_steals()
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Summoned Skull"]
    assert field_monsters(duel, 1) == []
    assert len(_bound_uids(duel)) == 2


def test_a_take_control_step_skipped_while_any_control_is_bound_is_caught(monkeypatch):
    """The mutant: the scenario's second Snatch Steal never takes Battle Ox."""
    _eager_bound_controls(monkeypatch)
    with pytest.raises(AssertionError):
        test_a_second_snatch_steal_takes_control_once_imperial_order_is_gone()
