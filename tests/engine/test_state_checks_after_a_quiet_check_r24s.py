"""The state checks act at the first check after the change they concern, however quiet the
check before it was (round 24s: `_state_checks` reads the two players unpacked and no longer
tests its always-on idle-test flag; engine/actions.py). ENGINE.md §2: after each action the
state checks end the duel for a player at 0 LP, destroy an Equip Card that has lost its
monster, end a control bound to an Equip Card that has left the field, and apply STATE
effects (Call of the Haunted is destroyed when its monster is; seed 000 §裝備卡, §控制權).

Each ruling is checked right after a state check that found nothing to do (the log did not
grow): the quiet check must not hide the next one. An engine-internal check: the checks are
private."""

import pytest

from duelist.engine import state as S
from duelist.engine.duel import _DuelEnded
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _quiet_check(duel):
    """A state check that finds nothing: it logs nothing."""
    before = len(duel.log)
    duel._state_checks()
    assert len(duel.log) == before
    assert duel.result is None


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_a_player_at_zero_lp_loses_at_the_check_after_a_quiet_one():
    """Player 1's LP become 0 after a quiet check: the next check ends the duel, player 0 the
    winner (either player's LP are read, the second as well as the first)."""
    for loser in (0, 1):
        table = Table(turn=3, turn_player=0, phase="main1")
        table.monster(0, "Battle Ox")
        table.hand(1, "Book of Moon")       # (a card with a script: the duel has state checks)
        duel = table.build()
        _quiet_check(duel)
        duel.set_lp(loser, 0)
        with pytest.raises(_DuelEnded):     # (the win check ends the duel at once)
            duel._state_checks()
        assert duel.result is not None
        assert duel.result["winner"] == 1 - loser, duel.result


def test_an_equip_spell_whose_monster_left_is_destroyed_after_a_quiet_check():
    """Lucky Iron Axe equipped to Battle Ox; a quiet check; Battle Ox destroyed: the next
    check destroys the Axe (equip_lost), and the check after that is quiet again."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    axe = table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    table.hand(1, "Book of Moon")
    duel = table.build()
    ox, axe = ox.card(duel), axe.card(duel)
    _quiet_check(duel)
    duel.destroy([ox], "effect")
    before = len(duel.log)
    duel._state_checks()
    assert "equip_lost" in [e["type"] for e in list(duel.log)[before:]]
    assert axe.location == S.GRAVE and ox.location == S.GRAVE
    _quiet_check(duel)


def test_snatch_steals_control_ends_after_a_quiet_check_once_it_leaves():
    """Snatch Steal takes Celtic Guardian; a quiet check (the control holds: nothing to do);
    the Snatch Steal destroyed: the next check gives Celtic Guardian back to player 1."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Snatch Steal")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", first=True, player=0)
    s.pick("target", "Celtic Guardian", player=0)
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    _quiet_check(duel)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    snatch = [c for c in duel.players[0].szone if c is not None and c.name == "Snatch Steal"][0]
    duel.destroy([snatch], "effect")
    duel._state_checks()
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Celtic Guardian"]
    assert "Snatch Steal" in grave(duel, 0)


def test_call_of_the_haunted_goes_with_its_monster_after_a_quiet_check():
    """Call of the Haunted revives Summoned Skull; a quiet check; Summoned Skull destroyed:
    the next check applies Call of the Haunted's STATE effect and destroys it too."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    skull = duel.players[0].mzone[0]
    assert skull.name == "Summoned Skull"
    _quiet_check(duel)
    duel.destroy([skull], "effect")
    duel._state_checks()
    assert sorted(grave(duel, 0)) == ["Call of the Haunted", "Summoned Skull"]
