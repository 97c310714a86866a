"""Mystic Swordsman LV4 (74591968): its Normal Summon can only be a Set; attacking a face-down
Defense Position monster, it destroys that monster by its effect at the start of the Damage Step
still face-down; in the End Phase of a turn in which it destroyed a monster by battle, its
controller may send it to the GY to Special Summon "Mystic Swordsman LV6" from the hand or Deck.

Sources: the OCG text and yugioh-wiki.net 《ミスティック・ソードマン LV4》 ("if Normal Summoned, only in
face-down Defense Position": no face-up Normal Summon, but a Set, a Flip Summon and Special
Summons are allowed); its 2004 English text (Soul of the Duelist SOD-EN012) says the same
("can only be Normal Summoned in face-down Defense Position"), one text in both eras. The
restriction is a summoning rule of the card, no effect: Skill Drain does not lift it (seed 000
§召喚條件: the conditions of a card's summon are not effects). Light of Intervention (no monster
may be Set; a Set is made face-up instead) leaves it no Normal Summon at all (our reading: its
Set would be a face-up Normal Summon, which the card forbids)."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_mystic_swordsman_lv4_may_only_be_set_from_the_hand(rules):
    """Q: Mystic Swordsman LV4 is in my hand in my Main Phase. A: I may Set it but not Normal
    Summon it face-up; Set, it lies face-down in Defense Position."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Mystic Swordsman LV4")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Mystic Swordsman LV4")
    s.pick("set", "Mystic Swordsman LV4")
    assert duel.monsters(0)[0].name == "Mystic Swordsman LV4"
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE


def test_mystic_swordsman_lv4_set_may_be_flip_summoned():
    """Q: my Mystic Swordsman LV4 was Set on an earlier turn. A: a Flip Summon is no Normal
    Summon: I may Flip Summon it into face-up Attack Position."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Mystic Swordsman LV4", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Mystic Swordsman LV4")
    _resolve(s)
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK


def test_mystic_swordsman_lv4_under_skill_drain_still_cannot_be_summoned_face_up():
    """Q: a face-up Skill Drain is on the field; may I Normal Summon Mystic Swordsman LV4 face-up?
    A: no: the Set-only rule is a summoning condition, not an effect Skill Drain negates."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mystic Swordsman LV4")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Mystic Swordsman LV4") and s.has("set", "Mystic Swordsman LV4")


def test_mystic_swordsman_lv4_under_light_of_intervention_has_no_normal_summon():
    """Q: a face-up Light of Intervention is on the field (a monster that would be Set is put
    face-up instead). A: Mystic Swordsman LV4 has neither a Summon nor a Set to offer; a Battle
    Ox beside it may still be Normal Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mystic Swordsman LV4", "Battle Ox")
    table.spell_trap(1, "Light of Intervention", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Mystic Swordsman LV4") and not s.has("set", "Mystic Swordsman LV4")
    assert s.has("summon", "Battle Ox")


def test_mystic_swordsman_lv4_destroys_a_set_morphing_jar_without_flipping_it():
    """Q: my Mystic Swordsman LV4 attacks my opponent's Set Morphing Jar. A: the Jar is destroyed
    face-down at the start of the Damage Step: no FLIP effect (hands unchanged), no damage
    calculation, no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Swordsman LV4")
    jar = table.monster(1, "Morphing Jar", position="set")
    table.hand(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV4", target=jar)
    _resolve(s)
    assert grave(duel, 1) == ["Morphing Jar"]
    assert of_type(duel, "battle") == [] and of_type(duel, "flip") == []
    assert lp(duel) == (8000, 8000) and [c.name for c in duel.players[1].hand] == ["Celtic Guardian"]


def test_mystic_swordsman_lv4_levels_up_to_lv6_after_a_battle_destruction():
    """Q: my Mystic Swordsman LV4 (1900) destroys my opponent's Battle Ox (1700) by battle;
    Mystic Swordsman LV6 is in my Deck. A: in my End Phase I may send LV4 to the GY and Special
    Summon LV6 from the Deck."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Swordsman LV4")
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox", "Mystic Swordsman LV6"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV4", target=ox)
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7800)
    s.pick("end_battle")
    s.pick("end_turn")
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    s.pick("select", "Mystic Swordsman LV6")
    s.pick("option", "Attack Position")
    _resolve(s)
    assert grave(duel, 0) == ["Mystic Swordsman LV4"]
    assert field_monsters(duel, 0) == ["Mystic Swordsman LV6"]


def test_mystic_swordsman_lv4_no_level_up_after_its_own_effect_destroyed():
    """Q: my Mystic Swordsman LV4 destroyed a Set monster by its effect this turn; LV6 is in my
    Deck. A: no destruction by battle: nothing is offered in my End Phase."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Swordsman LV4")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.deck(0, ["Battle Ox", "Mystic Swordsman LV6"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV4", target=elf)
    _resolve(s)
    assert grave(duel, 1) == ["Mystical Elf"]
    s.pick("end_battle")
    s.pick("end_turn")
    _resolve(s)
    assert duel.turn == 4 and duel.request.player == 1
    assert field_monsters(duel, 0) == ["Mystic Swordsman LV4"]


def test_mystic_swordsman_lv4_ultimate_offering_offers_only_its_set():
    """Q: my Ultimate Offering is face-up; I pay 500 LP for an extra Normal Summon with only
    Mystic Swordsman LV4 in my hand. A: the extra Normal Summon obeys the card too: only a Set
    is offered; Set, it lies face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Mystic Swordsman LV4")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering", player=0, request="idle")
    _resolve(s)
    s.expect(request="summon_now", player=0)
    assert sorted(o.kind for o in duel.request.options) == ["done", "set"]
    s.pick("set", "Mystic Swordsman LV4")
    _resolve(s)
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE and lp(duel) == (7500, 8000)
