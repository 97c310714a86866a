"""The state checks after a destruction a state check made and a replacement changed (round
27w).

Rules cited: seed 001 §永續效果 (Proxy Dragon's "destroy one of your monsters this card
points to instead" and Call of the Haunted's "if that monster is destroyed, destroy this
card" apply without a chain link, as soon as what they describe happens); seed 004 (the
state of the game is brought up to date before anyone can act again: ENGINE.md §2, the
state checks after each action). A destruction made by a state check, changed by a
replacement, is itself something that happened: the state checks look again before the
next window opens, so a Call of the Haunted whose monster Proxy Dragon destroyed instead is
destroyed at once, not at some later action.

The table: player 0 has revived Celtic Guardian (zone 0) and Battle Ox (zone 2) with two Call
of the Haunted, and Proxy Dragon (zone 1) points to both. Player 1's Summoned Skull destroys
Battle Ox by battle; its Call of the Haunted would be destroyed, and Proxy Dragon may destroy
Celtic Guardian instead.
"""

from duelist.testing.invariants import check_invariants
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

COTH = "Call of the Haunted"


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def _battle_ox_destroyed_by_battle():
    """Turn 3: player 0 activates both Call of the Haunted (the second chained to the first),
    reviving Battle Ox and Celtic Guardian beside Proxy Dragon; turn 4: player 1's Summoned
    Skull attacks Battle Ox, and player 0 lets it be destroyed. Returns (duel, script) as
    Proxy Dragon is offered for Battle Ox's Call of the Haunted."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Proxy Dragon", zone=1)
    table.grave(0, "Battle Ox", "Celtic Guardian")
    table.spell_trap(0, COTH, zone=0)
    table.spell_trap(0, COTH, zone=1)
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", COTH, first=True)
    s.pick("target", "Battle Ox")
    s.pick("activate", COTH, player=0, request="chain")
    s.pick("target", "Celtic Guardian")
    assert field_monsters(duel, 0) == ["Celtic Guardian", "Proxy Dragon", "Battle Ox"]
    s.end_turn()
    s.pick("battle", player=1, request="idle")
    s.pick("attack", "Summoned Skull", target="Battle Ox")
    s.pick("no", player=0, request="yes_no")        # Battle Ox: destroyed by battle
    s.expect(request="yes_no", player=0)            # its Call of the Haunted: Proxy Dragon?
    return duel, s


def test_a_call_of_the_haunted_whose_monster_proxy_dragon_destroyed_instead_goes_at_once():
    """Player 0 lets Proxy Dragon destroy Celtic Guardian instead of Battle Ox's Call of the
    Haunted: that Call of the Haunted stays, and Celtic Guardian's, its monster destroyed, is
    destroyed before the Damage Step is over: when player 1 is next asked (the Battle Step),
    only one Call of the Haunted is on the field."""
    duel, s = _battle_ox_destroyed_by_battle()
    s.pick("yes", player=0)
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Battle Ox", "Celtic Guardian", COTH]
    s.expect(request="battle", player=1)
    assert _spells(duel, 0) == [COTH] and field_monsters(duel, 0) == ["Proxy Dragon"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", COTH, "Celtic Guardian"]
    check_invariants(duel)


def test_without_the_replacement_only_the_call_of_the_haunted_of_the_destroyed_monster_goes():
    """Player 0 declines Proxy Dragon: Battle Ox's Call of the Haunted is destroyed, Celtic
    Guardian and its Call of the Haunted stay."""
    duel, s = _battle_ox_destroyed_by_battle()
    s.pick("no", player=0)
    s.expect(request="battle", player=1)
    assert _spells(duel, 0) == [COTH] and field_monsters(duel, 0) == ["Celtic Guardian", "Proxy Dragon"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", COTH]
    check_invariants(duel)
