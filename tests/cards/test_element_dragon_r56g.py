"""Element Dragon (30314994): while a face-up FIRE monster is on the field it gains 500 ATK; while
a face-up WIND monster is on the field, when its attack destroys an opponent's monster by battle
it may attack once more in a row.

Sources: the card's text in our words (SOD 2005: "this card gets the following effects while there
is a monster with the following Attribute on the field"; today's says the same: no ERAS entry);
yugioh-wiki.net 《エレメント》 and 《エレメント・ドラゴン》 (the WIND effect is an optional trigger
"when this card destroys an opponent's monster by battle"; "続けて", in a row: the second attack
must come before any other monster's attack). Our reading: one extra attack a turn."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DRAGON = "Element Dragon"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _battle(*mine):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    dragon = table.monster(0, DRAGON)
    for name in mine:
        table.monster(0, name)
    giant = table.monster(1, "Hitotsu-Me Giant")
    return table, dragon, giant


def test_element_dragon_fire_and_wind_together():
    """Q: My Flame Manipulator (FIRE) and Harpie Lady (WIND) are face-up; Element Dragon attacks
    Hitotsu-Me Giant. A: it has 2000 ATK (800 damage), and may attack again: directly, 2000."""
    table, dragon, giant = _battle("Flame Manipulator", "Harpie Lady")
    duel = table.build()
    assert duel.atk(dragon.card(duel)) == 2000
    s = Script(duel)
    s.pick("attack", DRAGON, target=giant, request="battle")
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    s.pick("attack", DRAGON, target="player", request="battle")
    _resolve(s)
    assert grave(duel, 1) == ["Hitotsu-Me Giant"] and lp(duel) == (8000, 8000 - 800 - 2000)


def test_element_dragon_second_attack_lost_once_another_monster_attacks():
    """Q: After the WIND effect resolved, my Harpie Lady attacks first. A: "in a row": Element
    Dragon's second attack is gone; it cannot attack again this Battle Phase."""
    table, dragon, giant = _battle("Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DRAGON, target=giant, request="battle")
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    assert s.has("attack", DRAGON, target="player")
    s.pick("attack", "Harpie Lady", target="player", request="battle")
    _resolve(s)
    assert lp(duel) == (8000, 8000 - 300 - 1300)
    assert not s.has("attack", DRAGON, target="player")


def test_element_dragon_only_one_extra_attack():
    """Q: With Harpie Lady face-up, Element Dragon destroys Hitotsu-Me Giant, attacks again and
    destroys my opponent's second Hitotsu-Me Giant. A: no third attack: the WIND effect is not
    offered again (our reading of "once more")."""
    table, dragon, giant = _battle("Harpie Lady")
    second = table.monster(1, "Hitotsu-Me Giant")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DRAGON, target=giant, request="battle")
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    s.pick("attack", DRAGON, target=second, request="battle")
    _resolve(s)
    s.expect(request="battle", player=0)
    assert grave(duel, 1) == ["Hitotsu-Me Giant", "Hitotsu-Me Giant"]
    assert not s.has("attack", DRAGON, target="Mystical Elf")


def test_element_dragon_without_wind_no_second_attack():
    """Q: Only a FIRE monster (Flame Manipulator): Element Dragon (2000) destroys Hitotsu-Me Giant.
    A: no WIND effect is offered; it cannot attack again."""
    table, dragon, giant = _battle("Flame Manipulator")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DRAGON, target=giant, request="battle")
    _resolve(s)
    s.expect(request="battle", player=0)
    assert not s.has("attack", DRAGON, target="Mystical Elf")
