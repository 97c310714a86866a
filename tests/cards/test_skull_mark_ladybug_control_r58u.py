"""Skull-Mark Ladybug (64306248): sent to the GY, 1000 LP -- to whom, when the opponent
controlled it?

Sources: the card's texts (2005 IOC and today's: when it is sent to the GY, "you" gain 1000
LP; one meaning), in our own words; seed 000 §效果分類 › 誘發效果: a mandatory trigger that
starts in the GY, where a card always goes to its owner's: its owner activates it and gains the
LP, whoever controlled it on the field (the same reading as the Mystic Tomato family's Goat
ruling, goatformat.com "Individual Rulings")."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

CARD = "Skull-Mark Ladybug"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_skull_mark_ladybug_taken_by_snatch_steal_gains_its_owner_1000():
    """Q: my opponent took my Skull-Mark Ladybug (500 ATK) with Snatch Steal and attacks my Battle
    Ox (1700) with it. A: the Ladybug is destroyed, goes to my GY and I (its owner) gain 1000;
    my opponent takes the 1200 battle damage and gains nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    bug = table.monster(0, CARD)
    table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=bug)
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", CARD, target=ox, player=1)
    _resolve(s)
    assert grave(duel, 0) == [CARD] and grave(duel, 1) == ["Snatch Steal"]
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == []
    assert lp(duel) == (9000, 8000 - 1200)
