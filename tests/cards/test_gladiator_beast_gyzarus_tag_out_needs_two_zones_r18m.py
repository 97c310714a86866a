"""Gladiator Beast Gyzarus's tag out: "At the end of the Battle Phase, if this card battled:
you can return it to the Extra Deck; Special Summon 2 "Gladiator Beast" monsters from your
Deck, except Gladiator Beast Bestiari". Returning it is the cost, so the effect can be
activated only if both monsters could then be Special Summoned: two Gladiator Beasts it may
summon in the Deck and two Main Monster Zones free once Gyzarus has left (Konami's Gladiator
Beast FAQ, as tests/cards/test_gladiator_beasts.py cites it; seed 000 §特殊召喚). One free
zone is not enough, though each of the two could be summoned alone."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _battle(others):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.deck(1, ["Battle Ox"] * 5)
    table.monster(0, "Gladiator Beast Gyzarus", zone=0, summon_kind="proc")
    for zone in range(1, 1 + others):
        table.monster(0, "Battle Ox", zone=zone)
    table.deck(0, ["Gladiator Beast Laquari", "Gladiator Beast Andal"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Gyzarus", target="player")
    s.pick("end_battle")
    return duel, s


def test_no_tag_out_with_one_zone_free_once_gyzarus_left():
    """Player 0's Gyzarus (Main Monster Zone 1) attacked directly; Battle Ox fills each of the
    other four Main Monster Zones; the Deck holds Laquari and Andal. Once Gyzarus has left only
    its own zone would be free: player 0 is not asked, the duel goes on to Main Phase 2 with
    the field as it was."""
    duel, s = _battle(4)
    assert duel.request.kind == "idle" and duel.phase == "main2"
    assert field_monsters(duel, 0) == ["Gladiator Beast Gyzarus"] + ["Battle Ox"] * 4


def test_tag_out_with_two_zones_free_once_gyzarus_left():
    """The control: three Battle Ox (two zones free once Gyzarus has left): player 0 is asked."""
    duel, s = _battle(3)
    assert duel.request.kind == "yes_no" and duel.request.player == 0
