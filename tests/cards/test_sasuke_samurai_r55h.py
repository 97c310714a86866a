"""Sasuke Samurai (16222645): when it attacks a face-down Defense Position monster, that monster
is destroyed by its effect at the start of the Damage Step, without being flipped and with no
damage calculation.

Sources: the card's texts read in our words (the 2005 print, Pharaonic Guardian PGD-015, and
today's say the same: no ERAS entry); yugioh-wiki.net 《一刀両断侍》: a trigger effect that destroys
the monster face-down, so its FLIP effect is never activated, the twin of Mystic Swordsman LV2's
first effect; destroyed by a card effect, "cannot be destroyed by battle" (Spirit Reaper) does
not save it; a face-up Defense Position monster is not its business (it battles as usual)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

SAMURAI = "Sasuke Samurai"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(target_name, position="set", rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SAMURAI)
    target = table.monster(1, target_name, position=position)
    table.hand(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SAMURAI, target=target, request="battle")
    _resolve(s)
    return duel, s


def test_sasuke_samurai_destroys_a_set_morphing_jar_unflipped():
    """Q: my Sasuke Samurai (500 ATK) attacks my opponent's Set Morphing Jar. A: the Jar is
    destroyed face-down as the Damage Step begins: no flip, so its FLIP effect never happens
    (hands unchanged); no damage calculation, no damage to anyone."""
    duel, s = _attack("Morphing Jar")
    assert grave(duel, 1) == ["Morphing Jar"]
    assert field_monsters(duel, 0) == [SAMURAI]
    assert of_type(duel, "battle") == [] and of_type(duel, "flip") == []
    assert lp(duel) == (8000, 8000)
    assert [c.name for c in duel.players[1].hand] == ["Celtic Guardian"]
    assert duel.request.kind == "battle"


def test_sasuke_samurai_today_the_same():
    """Q: the same attack under today's rules (MR5) on a Set Mystical Elf (2000 DEF)? A: the same:
    the Elf is destroyed unflipped and Sasuke Samurai's controller takes no damage."""
    duel, s = _attack("Mystical Elf", rules="MR5")
    assert grave(duel, 1) == ["Mystical Elf"]
    assert lp(duel) == (8000, 8000) and of_type(duel, "battle") == []


def test_sasuke_samurai_face_up_defense_battles_as_usual():
    """Q: it attacks a face-up Defense Position Mystical Elf (2000 DEF). A: its effect does not
    apply (only a face-down monster): damage calculation, the Elf stays and I take 1500."""
    duel, s = _attack("Mystical Elf", position="defense")
    assert field_monsters(duel, 1) == ["Mystical Elf"] and grave(duel, 1) == []
    assert lp(duel) == (6500, 8000)
    assert len(of_type(duel, "battle")) == 1


def test_sasuke_samurai_destroys_a_set_spirit_reaper():
    """Q: it attacks a Set Spirit Reaper, which cannot be destroyed by battle. A: Spirit Reaper is
    destroyed: the destruction is by Sasuke Samurai's effect, not by battle."""
    duel, s = _attack("Spirit Reaper")
    assert grave(duel, 1) == ["Spirit Reaper"]
    assert of_type(duel, "battle") == []


def test_sasuke_samurai_under_skill_drain_battles_as_usual():
    """Q: my opponent has a face-up Skill Drain; Sasuke Samurai attacks a Set Mystical Elf.
    A: its effect is negated on the field: the Elf is flipped, it battles (2000 DEF) and I take
    1500; the Elf stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SAMURAI)
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SAMURAI, target=elf, request="battle")
    _resolve(s)
    assert field_monsters(duel, 1) == ["Mystical Elf"] and elf.card(duel).position == "defense"
    assert lp(duel) == (6500, 8000)
