"""Dark Ruler Ha Des: the effects of monsters destroyed by battle with Fiends you control are
negated; it cannot be Special Summoned from the GY.

Sources: the card's text (2005, MC1-EN006 as eternity.mancubus.net quotes it, 2005-03-20: "as
long as this card remains face-up on the field, negate the effects of Effect Monsters destroyed
by Fiend-Type monsters on your side of the field as a result of battle. This card cannot be
Special Summoned from the Graveyard"; today's says the same); yugioh-wiki.net 《冥界の魔王 ハ・デス》
(the negation covers Flip effects and effects activated in the GY; only a Fiend its controller
controls counts, Ha Des itself included); the UDE ruling quoted on cogonline.net ("Negated
effects": the negation lasts while the monster stays in the GY; once it leaves, its effect
comes back); seed 000 §反轉效果."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    for _ in range(10):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes")
        else:
            return


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_dark_ruler_ha_des_negates_sangan_destroyed_by_battle_with_itself(rules):
    """Q: Dark Ruler Ha Des attacks and destroys my opponent's face-up Sangan; Sangan's effect
    is activated in the GY. A: it is negated: nothing is added to their hand (2005 and today
    alike)."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Ruler Ha Des")
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Mystic Tomato", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Ruler Ha Des", target=sangan)
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Sangan"] and hand(duel, 1) == []
    assert [e["name"] for e in of_type(duel, "negated")] == ["Sangan"]


def test_dark_ruler_ha_des_negates_a_victim_of_another_fiend_it_controls():
    """Q: my Archfiend of Gilfer, a Fiend, destroys my opponent's Mystic Tomato while Ha Des is
    face-up beside it. A: Mystic Tomato's effect is negated: no monster comes from their Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Ruler Ha Des")
    table.monster(0, "Archfiend of Gilfer")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(1, ["Gravekeeper's Spy", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Archfiend of Gilfer", target=tomato)
    _pass_all(s, duel)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Mystic Tomato"]
    assert [e["name"] for e in of_type(duel, "negated")] == ["Mystic Tomato"]


def test_dark_ruler_ha_des_leaves_a_non_fiends_victim_alone():
    """Q: my Battle Ox (a Beast-Warrior, no Fiend) destroys Mystic Tomato while Ha Des is on my
    field. A: Ha Des does not apply: Tomato's effect brings out a DARK monster."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Ruler Ha Des")
    table.monster(0, "Battle Ox")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(1, ["Gravekeeper's Spy", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tomato)
    for _ in range(10):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes")
        elif kind == "select":
            s.pick("select", "Gravekeeper's Spy")
        elif kind == "option":
            s.pick("option", "Attack Position")
        else:
            break
    assert field_monsters(duel, 1) == ["Gravekeeper's Spy"]
    assert of_type(duel, "negated") == []


def test_dark_ruler_ha_des_negates_the_flip_effect_of_a_set_monster_it_destroys():
    """Q: Ha Des attacks my opponent's Set Man-Eater Bug and destroys it. A: the Bug is flipped
    by the attack, but its FLIP effect is negated: my Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Ruler Ha Des")
    table.monster(0, "Battle Ox")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Ruler Ha Des", target=bug)
    for _ in range(10):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "target":
            s.pick("target", "Battle Ox")
        else:
            break
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Dark Ruler Ha Des"]
    assert grave(duel, 1) == ["Man-Eater Bug"]


def test_dark_ruler_ha_des_under_skill_drain_negates_nothing():
    """Q: a face-up Skill Drain is on the field when Ha Des destroys Sangan by battle. A: Ha
    Des's own effect is negated on the field, so Sangan's search (in the GY, out of Skill
    Drain's reach) resolves: Mystic Tomato goes to my opponent's hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Ruler Ha Des")
    table.spell_trap(1, "Skill Drain", face_down=False)
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Mystic Tomato", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Ruler Ha Des", target=sangan)
    for _ in range(10):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes")
        elif kind == "select":
            s.pick("select", "Mystic Tomato")
        else:
            break
    assert hand(duel, 1) == ["Mystic Tomato"]


def test_dark_ruler_ha_des_keeps_sinister_serpent_negated_in_a_later_standby_phase():
    """Q: Ha Des destroys my opponent's Sinister Serpent by battle; in their next Standby Phase,
    with Ha Des still face-up, they use the Serpent's effect in the GY. A: it is negated: the
    negation lasts while the Serpent stays in the GY (UDE ruling quoted on cogonline.net: the
    effect comes back only once the monster leaves the GY); the Serpent stays there."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Ruler Ha Des")
    serpent = table.monster(1, "Sinister Serpent")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Ruler Ha Des", target=serpent)
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Sinister Serpent"]
    s.end_turn()
    for _ in range(10):
        kind = duel.request.kind
        if kind == "yes_no":
            s.pick("yes", player=1)
        elif kind == "chain":
            s.pick("pass")
        else:
            break
    assert duel.turn == 4 and duel.phase == "main1"
    assert grave(duel, 1) == ["Sinister Serpent"] and hand(duel, 1) == ["Celtic Guardian"]
    assert [e["name"] for e in of_type(duel, "negated")] == ["Sinister Serpent"]


def test_dark_ruler_ha_des_cannot_be_special_summoned_from_the_gy():
    """Q: Ha Des is in my GY. May Monster Reborn target it? A: no: its text forbids a Special
    Summon from the GY; Monster Reborn is not even offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Dark Ruler Ha Des")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")


def test_dark_ruler_ha_des_in_either_gy_is_no_target_of_monster_reborn():
    """Q: Ha Des is in my opponent's GY and Mystical Elf in mine; I activate Monster Reborn.
    A: Ha Des cannot be Special Summoned from the GY, so it is no legal target: only Mystical
    Elf is offered, and it is revived (the 2005 text and today's, MC1-EN006)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(1, "Dark Ruler Ha Des")
    table.grave(0, "Mystical Elf")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Mystical Elf"]
    s.pick("target", "Mystical Elf")
    _pass_all(s, duel)
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Mystical Elf"] and grave(duel, 1) == ["Dark Ruler Ha Des"]


def test_dark_ruler_ha_des_sent_to_the_gy_from_the_field_still_not_revivable_by_call_of_the_haunted():
    """Q: my Ha Des was destroyed and is my GY's only monster; may I activate my Set Call of the
    Haunted in my opponent's turn? A: no: Call of the Haunted needs a monster it may Special
    Summon from the GY, and Ha Des never may be (its summoning restriction reads where it is)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.grave(0, "Dark Ruler Ha Des")
    table.spell_trap(0, "Call of the Haunted")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1, request="idle")
    assert not (duel.request.kind == "chain" and s.has("activate", "Call of the Haunted"))
