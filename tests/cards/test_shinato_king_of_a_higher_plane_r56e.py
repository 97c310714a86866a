"""Shinato's Ark (60365591) and Shinato, King of a Higher Plane (86327225): the Ritual Spell
Tributes monsters whose Levels total 8 or more from the hand or field and Ritual Summons Shinato;
when Shinato destroys a Defense Position monster by battle and sends it to the GY, the opponent
takes damage equal to that monster's original ATK.

Sources: the cards' texts (DCR-029 and DCR-016, 2004, and today's, in our words: a mandatory
trigger); seed 000 §儀式召喚 (the Tributes' Levels must reach the Ritual Monster's); yugioh-wiki.net
《天界王 シナト》 (a trigger at the end of the Damage Step; the destroyed monster's original ATK, its
printed one in the GY, not its DEF); the trigger needs Shinato still on the field and the monster in
the GY (as Elemental HERO Flame Wingman's; Macro Cosmos banishes it instead: nothing). Both presets
play the same texts."""

import pytest

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

ARK = "Shinato's Ark"
SHINATO = "Shinato, King of a Higher Plane"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_shinatos_ark_ritual_summons_shinato(rules):
    """Q: I activate Shinato's Ark with Shinato, Battle Ox and Celtic Guardian (Levels 4 + 4) in my
    hand. A: both are Tributed and Shinato is Ritual Summoned."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, ARK, SHINATO, "Battle Ox", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ARK)
    _pass(s)
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [SHINATO]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", ARK]
    assert duel.properly_summoned(duel.monsters(0)[0])


def test_shinatos_ark_needs_eight_levels():
    """Q: my other monsters in hand are Battle Ox (4) and Giant Soldier of Stone (3): 7. A: short of
    Shinato's 8: Shinato's Ark cannot be activated."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, ARK, SHINATO, "Battle Ox", "Giant Soldier of Stone")
    duel = table.build()
    assert not Script(duel).has("activate", ARK)


def _attack(target, position, rules=None, macro=False):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SHINATO, summon_kind="ritual")
    ref = table.monster(1, target, position=position)
    if macro:
        table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SHINATO, target=ref)
    _pass(s)
    return duel


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_shinato_king_of_a_higher_plane_burns_a_defense_position_monsters_atk(rules):
    """Q: Shinato attacks my opponent's Summoned Skull in face-up Defense Position (2500/1200). A:
    Skull is destroyed; my opponent takes 2500, its original ATK."""
    duel = _attack("Summoned Skull", "defense", rules)
    assert lp(duel) == (8000, 5500)
    assert grave(duel, 1) == ["Summoned Skull"]


def test_shinato_king_of_a_higher_plane_a_set_monster_counts():
    """Q: Shinato attacks a face-down Mystical Elf (800/2000). A: it is flipped, in Defense
    Position, and destroyed: my opponent takes 800 (its ATK, not its DEF)."""
    duel = _attack("Mystical Elf", "set")
    assert lp(duel) == (8000, 7200)


def test_shinato_king_of_a_higher_plane_not_for_an_attack_position_monster():
    """Q: Shinato attacks my opponent's Summoned Skull in Attack Position. A: only a Defense
    Position monster counts: my opponent takes the 800 battle damage only."""
    duel = _attack("Summoned Skull", "attack")
    assert lp(duel) == (8000, 7200) and grave(duel, 1) == ["Summoned Skull"]


def test_shinato_king_of_a_higher_plane_under_macro_cosmos():
    """Q: Macro Cosmos is face-up; Shinato destroys a Defense Position Summoned Skull. A: Skull is
    banished, not sent to the GY: no damage."""
    duel = _attack("Summoned Skull", "defense", macro=True)
    assert lp(duel) == (8000, 8000) and banished(duel, 1) == ["Summoned Skull"]
