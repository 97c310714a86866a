"""Mystic Swordsman LV2 (47507260): attacking a face-down Defense Position monster, it destroys
that monster by its effect at the start of the Damage Step, still face-down (no flip, no damage
calculation); in the End Phase of a turn in which it destroyed a monster by battle, its
controller may send it to the GY to Special Summon "Mystic Swordsman LV4" from the hand or Deck.

Sources: the 2005 text (Soul of the Duelist SOD-EN011, as Pojo's Card of the Day of 2004-10-14
prints it) and yugioh-wiki.net 《ミスティック・ソードマン LV2》: a mandatory trigger that destroys
the face-down monster without flipping it, so its FLIP effect is never activated; the level-up
needs a monster destroyed *by battle*, and the destruction by its own effect does not count;
the destruction is by a card effect, so "cannot be destroyed by battle" (Spirit Reaper) does not
save the monster; seed 000 §效果分類 (Skill Drain negates a monster's effect on the field: the
attack then goes on as a plain battle). One text in both eras (the 2005 English "send this card
to the Graveyard to Special Summon" is the OCG's optional "墓地に送る事で")."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_mystic_swordsman_lv2_destroys_a_set_morphing_jar_without_flipping_it():
    """Q: my Mystic Swordsman LV2 attacks my opponent's Set Morphing Jar. A: the Jar is
    destroyed face-down at the start of the Damage Step: its FLIP effect is not activated
    (hands unchanged), no damage calculation (no battle, no damage)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Swordsman LV2")
    jar = table.monster(1, "Morphing Jar", position="set")
    table.hand(0, "Battle Ox")
    table.hand(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV2", target=jar)
    _resolve(s)
    assert grave(duel, 1) == ["Morphing Jar"]
    assert field_monsters(duel, 0) == ["Mystic Swordsman LV2"]
    assert of_type(duel, "battle") == [] and of_type(duel, "flip") == []
    assert lp(duel) == (8000, 8000)
    assert [c.name for c in duel.players[1].hand] == ["Celtic Guardian"]
    assert duel.request.kind == "battle"


def test_mystic_swordsman_lv2_destroys_a_set_spirit_reaper():
    """Q: my Mystic Swordsman LV2 attacks a Set Spirit Reaper, which battles cannot destroy.
    A: it is destroyed: the destruction is by Mystic Swordsman LV2's effect, not by battle."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Swordsman LV2")
    reaper = table.monster(1, "Spirit Reaper", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV2", target=reaper)
    _resolve(s)
    assert grave(duel, 1) == ["Spirit Reaper"]
    assert of_type(duel, "battle") == []


def test_mystic_swordsman_lv2_battles_a_face_up_defender_normally():
    """Q: my Mystic Swordsman LV2 (900) attacks my opponent's face-up Defense Position Mystical
    Elf (2000 DEF). A: its effect is only for face-down monsters: damage calculation, I take
    1100 damage, the Elf stays."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Swordsman LV2")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV2", target=elf)
    _resolve(s)
    assert lp(duel) == (6900, 8000)
    assert field_monsters(duel, 1) == ["Mystical Elf"]


def test_mystic_swordsman_lv2_levels_up_after_destroying_a_monster_by_battle():
    """Q: my Mystic Swordsman LV2 destroys my opponent's Thousand-Eyes Idol (0 ATK) by battle.
    A: in my End Phase I may send it to the GY and Special Summon Mystic Swordsman LV4 from my
    Deck."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Swordsman LV2")
    idol = table.monster(1, "Thousand-Eyes Idol")
    table.deck(0, ["Battle Ox", "Mystic Swordsman LV4"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV2", target=idol)
    _resolve(s)
    assert grave(duel, 1) == ["Thousand-Eyes Idol"] and lp(duel) == (8000, 7100)
    s.pick("end_battle")
    s.pick("end_turn")
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    s.pick("select", "Mystic Swordsman LV4")
    s.pick("option", "Attack Position")
    _resolve(s)
    assert grave(duel, 0) == ["Mystic Swordsman LV2"]
    assert field_monsters(duel, 0) == ["Mystic Swordsman LV4"]
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK


def test_mystic_swordsman_lv2_does_not_level_up_after_its_own_effect_destroyed():
    """Q: my Mystic Swordsman LV2 destroyed a Set monster by its effect this turn; LV4 is in my
    Deck. A: that was no destruction by battle: in my End Phase nothing is offered, the turn
    passes with LV2 still on the field."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Swordsman LV2")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.deck(0, ["Battle Ox", "Mystic Swordsman LV4"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV2", target=elf)
    _resolve(s)
    assert grave(duel, 1) == ["Mystical Elf"]
    s.pick("end_battle")
    s.pick("end_turn")
    _resolve(s)
    assert duel.turn == 4 and duel.request.player == 1
    assert field_monsters(duel, 0) == ["Mystic Swordsman LV2"]


def test_mystic_swordsman_lv2_under_skill_drain_battles_the_set_monster():
    """Q: my opponent controls a face-up Skill Drain; my Mystic Swordsman LV2 (900) attacks
    their Set Mystical Elf (2000 DEF). A: its effect is negated: the Elf is flipped face-up,
    damage calculation happens, I take 1100 damage, the Elf stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Swordsman LV2")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV2", target=elf)
    _resolve(s)
    assert lp(duel) == (6900, 8000)
    assert field_monsters(duel, 1) == ["Mystical Elf"]
    assert elf.card(duel).position == S.FACEUP_DEFENSE
