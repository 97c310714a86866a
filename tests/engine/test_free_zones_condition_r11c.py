"""An activation condition that declares the free Main Monster Zones it needs
(`FreeMonsterZones(count, rest)`, engine/effects.py; Scapegoat: four, Call of the Haunted:
one) is passed by in the windows and menus without a Ctx or a call while fewer are free
(`_response_options`, round 11 of docs/performance.md). The rulings it stands for:
Scapegoat's four Sheep Tokens need four empty Main Monster Zones of its player, and it cannot
be activated after that player Summoned this turn; Call of the Haunted's monster comes back
to a Main Monster Zone of its player. A declaration must never keep back an activation the
plain rule allows, nor offer one it refuses: tests/engine/test_declared_moment_r12c.py
checks every ask of random duels that play Scapegoat against the ask without any declared
condition's pass-by."""

import pytest

from duelist.engine.effects import FreeMonsterZones
from duelist.testing.scenario import Script, Table

FILLER = "Mystical Elf"     # a Normal Monster: no effect of its own


def _menu_offers_scapegoat(monsters, summon=False):
    """The turn player's Main Phase menu with Scapegoat in the hand and `monsters` of theirs
    in Main Monster Zones (the last of them Normal Summoned from the hand first when `summon`)."""
    table = Table(turn=3, turn_player=0)
    for i in range(monsters - 1 if summon else monsters):
        table.monster(0, FILLER, zone=i)
    table.hand(0, "Scapegoat")
    if summon:
        table.hand(0, FILLER)
    duel = table.build()
    if summon:
        Script(duel).pick("summon", FILLER, request="idle")
        assert duel.turn_summons[0] == 1
    assert duel.request.kind == "idle"
    assert duel.players[0].mzone.count(None) == 5 - monsters
    return [o for o in duel.request.options if o.kind == "activate" and o.name == "Scapegoat"] != []


@pytest.mark.parametrize("monsters", [0, 1])
def test_scapegoat_is_offered_with_four_or_five_free_main_monster_zones(monsters):
    assert _menu_offers_scapegoat(monsters)


@pytest.mark.parametrize("monsters", [2, 3, 5])
def test_scapegoat_is_not_offered_with_fewer_than_four_free_zones(monsters):
    assert not _menu_offers_scapegoat(monsters)


def test_scapegoat_is_not_offered_after_a_summon_this_turn_even_with_four_free_zones():
    assert not _menu_offers_scapegoat(1, summon=True)


def test_a_free_zones_condition_checks_the_zones_then_the_rest():
    asked = []
    condition = FreeMonsterZones(2, lambda ctx: asked.append(ctx) or True)
    table = Table(turn=3, turn_player=0)
    for zone in range(3):
        table.monster(0, FILLER, zone=zone)
    table.monster(1, FILLER, zone=0)
    duel = table.build()

    class Ctx(object):
        pass
    ctx = Ctx()
    ctx.duel = duel
    ctx.player = 0
    assert condition(ctx) is True and asked == [ctx]       # two of player 0's zones free
    ctx.player = 1
    duel.players[1].mzone[1:5] = [duel.players[1].mzone[0]] * 4   # (every zone of player 1 taken)
    assert condition(ctx) is False and asked == [ctx]      # the rest is not asked
    assert FreeMonsterZones(4)(ctx) is False


@pytest.mark.parametrize("count", [0, 6, "4", True, 2.0])
def test_a_free_zones_count_outside_one_to_five_is_refused_by_name(count):
    with pytest.raises(ValueError, match="FreeMonsterZones"):
        FreeMonsterZones(count)


def test_the_rest_of_a_free_zones_condition_must_be_a_function():
    with pytest.raises(TypeError, match="FreeMonsterZones"):
        FreeMonsterZones(4, "no summon")


def _menu_offers_call_of_the_haunted(monsters):
    """The turn player's Main Phase menu with Call of the Haunted Set on an earlier turn, a
    monster in their GY and `monsters` of theirs in Main Monster Zones."""
    table = Table(turn=3, turn_player=0)
    for i in range(monsters):
        table.monster(0, FILLER, zone=i)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    duel = table.build()
    assert duel.request.kind == "idle"
    return [o for o in duel.request.options if o.kind == "activate" and o.name == "Call of the Haunted"] != []


def test_call_of_the_haunted_is_offered_with_one_free_main_monster_zone():
    assert _menu_offers_call_of_the_haunted(4)


def test_call_of_the_haunted_is_not_offered_with_every_main_monster_zone_taken():
    assert not _menu_offers_call_of_the_haunted(5)
