"""Element Soldier (66712593): while a face-up WATER monster is on the field its control cannot
change; while a face-up EARTH monster is on the field, an Effect Monster it destroys by battle has
its effects negated.

Sources: the card's text in our words (SOD 2005: "this card gets the following effects while there
is a monster with the following Attribute on the field"; today's says the same: no ERAS entry);
yugioh-wiki.net 《エレメント》 (the four shared effects; EARTH: the effects of an Effect Monster
destroyed by battle with it are negated, as Ancient Gear Beast's: a GY trigger such as Mystic
Tomato's does nothing, and so does the FLIP effect of a Set monster flipped and destroyed by the
attack)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

SOLDIER = "Element Soldier"


def _resolve(s):
    duel = s.duel
    for _ in range(12):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes")
        elif kind in ("select", "target"):
            s.answer(duel.request.options[0])
        elif kind == "option":
            s.answer(duel.request.options[0])
        else:
            return


def test_element_soldier_earth_negates_mystic_tomato():
    """Q: My Battle Ox (EARTH) is face-up; Element Soldier attacks my opponent's Mystic Tomato
    (1400) and destroys it. A: Tomato's effect is negated: no monster comes from their Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SOLDIER)
    table.monster(0, "Battle Ox")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(1, ["Sangan", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SOLDIER, target=tomato, request="battle")
    _resolve(s)
    assert grave(duel, 1) == ["Mystic Tomato"] and field_monsters(duel, 1) == []
    assert lp(duel) == (8000, 8000 - 100)


def test_element_soldier_earth_negates_the_flip_effect_of_a_set_monster():
    """Q: My Celtic Guardian (EARTH) is face-up; Element Soldier attacks my opponent's Set
    Hane-Hane and destroys it. A: Hane-Hane is flipped and its FLIP effect, aimed at Element
    Soldier, is negated: both my monsters stay on my field."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SOLDIER)
    table.monster(0, "Celtic Guardian")
    hane = table.monster(1, "Hane-Hane", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SOLDIER, target=hane, request="battle")
    _resolve(s)
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", SOLDIER]
    assert grave(duel, 1) == ["Hane-Hane"]


def test_element_soldier_water_its_control_cannot_change():
    """Q: My opponent's Mother Grizzly (WATER) is face-up; they hold Change of Heart and my only
    monster is Element Soldier. A: it cannot be targeted: Change of Heart cannot be activated."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, SOLDIER)
    table.monster(1, "Mother Grizzly")
    table.hand(1, "Change of Heart")
    duel = table.build()
    assert not Script(duel).has("activate", "Change of Heart")
