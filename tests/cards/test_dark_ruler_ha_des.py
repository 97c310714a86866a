"""Dark Ruler Ha Des: the effects of monsters destroyed by battle with Fiends you control are
negated.

Sources: the card's text (2005: "negate the effects of Effect Monsters destroyed as a result of
battle with Fiend-Type monsters on your side of the field"; today's says the same); yugioh-wiki.net
《冥界の魔王 ハ・デス》 (like Dark Balter the Terrible's, the negation reaches the effects the
destroyed monster activates after the battle, in the GY too: Sangan, Mystic Tomato; and the
FLIP effect of a Set monster flipped and destroyed by the attack; only a Fiend its controller
controls counts, Ha Des itself included; a monster destroyed by battle with a non-Fiend is not
touched); seed 000 §反轉效果."""

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
