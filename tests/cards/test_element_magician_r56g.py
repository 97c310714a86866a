"""Element Magician (65260293): while a face-up WATER monster is on the field its control cannot
change; while a face-up WIND monster is on the field, when its attack destroys an opponent's
monster by battle it may attack once more in a row.

Sources: the card's text in our words (RDS 2005: "this card gets the following effects while there
is a monster with the following Attribute on the field"; today's says the same: no ERAS entry);
yugioh-wiki.net 《エレメント》 (the Elements' four shared effects; the WIND one is a trigger effect
"when this card destroys an opponent's monster by battle", giving one more attack in a row; the
Attributes read are those of the monsters on the field, either player's). Our readings: a
face-down monster has no Attribute to read; the WIND effect gives one extra attack a turn."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

MAGICIAN = "Element Magician"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _battle(wind=None, wind_side=0, wind_position="attack"):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, MAGICIAN)
    giant = table.monster(1, "Hitotsu-Me Giant")
    if wind:
        table.monster(wind_side, wind, position=wind_position)
    return table, giant


def test_element_magician_wind_attacks_again_after_destroying():
    """Q: My Harpie Lady (WIND) is face-up; Element Magician (1500) attacks and destroys my
    opponent's Hitotsu-Me Giant (1200). A: I may activate its WIND effect: it attacks again, and,
    my opponent having no monster left, directly: 300 + 1500 damage."""
    table, giant = _battle(wind="Harpie Lady")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MAGICIAN, target=giant, request="battle")
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    assert grave(duel, 1) == ["Hitotsu-Me Giant"] and lp(duel) == (8000, 8000 - 300)
    s.pick("attack", MAGICIAN, target="Mystical Elf", request="battle")
    _resolve(s)
    assert lp(duel) == (8000 - 500, 8000 - 300)     # 1500 into 2000 DEF


def test_element_magician_wind_of_the_opponents_counts():
    """Q: The only WIND monster is my opponent's face-up Harpie Lady. A: the Attribute is read on
    the whole field: after destroying Hitotsu-Me Giant, Element Magician may attack again."""
    table, giant = _battle(wind="Harpie Lady", wind_side=1, wind_position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MAGICIAN, target=giant, request="battle")
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    assert s.has("attack", MAGICIAN, target="Harpie Lady")


def test_element_magician_no_second_attack_without_a_face_up_wind():
    """Q: No WIND monster, or only a Set Harpie Lady (a face-down monster shows no Attribute). A:
    no WIND effect: after destroying Hitotsu-Me Giant, Element Magician cannot attack again."""
    for extra in (None, "Harpie Lady"):
        table, giant = _battle(wind=extra, wind_position="set")
        table.monster(1, "Mystical Elf", position="defense")
        duel = table.build()
        s = Script(duel)
        s.pick("attack", MAGICIAN, target=giant, request="battle")
        _resolve(s)
        s.expect(request="battle", player=0)
        assert grave(duel, 1) == ["Hitotsu-Me Giant"]
        assert not s.has("attack", MAGICIAN, target="Mystical Elf")


def test_element_magician_water_its_control_cannot_change():
    """Q: 7 Colored Fish (WATER) is face-up on my side; my opponent holds Change of Heart and my
    only monster besides the Fish is Element Magician. A: Change of Heart can take the Fish but
    not the Magician; without the Fish, the Magician can be taken."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    magician = table.monster(0, MAGICIAN)
    table.monster(0, "7 Colored Fish")
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    assert not s.has("target", magician) and s.has("target", "7 Colored Fish")
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    magician = table.monster(0, MAGICIAN)
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", magician, player=1)
    _resolve(s)
    assert magician.card(duel).controller == 1
