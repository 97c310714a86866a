"""Element Saurus (92755808): while a face-up FIRE monster is on the field it gains 500 ATK; while
a face-up EARTH monster is on the field, an Effect Monster it destroys by battle has its effects
negated.

Sources: the card's text in our words (RDS 2005: "this card gets the following effects while there
is a monster with the following Attribute on the field"; today's says the same: no ERAS entry);
yugioh-wiki.net 《エレメント》 and 《エレメント・ザウルス》 (the four shared effects; the EARTH one
is a continuous effect negating the effects of the Effect Monster destroyed by battle, as Ancient
Gear Beast's: the effects it activates in the GY, such as Sangan's search, do nothing)."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

SAURUS = "Element Saurus"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _saurus(duel):
    return [c for c in duel.monsters(0) if c.name == SAURUS][0]


def test_element_saurus_fire_gains_500_atk_from_either_side():
    """Q: What is Element Saurus's ATK with no FIRE monster, with my Flame Manipulator (FIRE)
    face-up, and with only my opponent's? A: 1500, 2000, 2000."""
    for side in (None, 0, 1):
        table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
        table.monster(0, SAURUS)
        if side is not None:
            table.monster(side, "Flame Manipulator")
        duel = table.build()
        assert duel.atk(_saurus(duel)) == (1500 if side is None else 2000)


def test_element_saurus_fire_face_down_does_not_count():
    """Q: My Flame Manipulator is Set. A: a face-down monster shows no Attribute: 1500 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, SAURUS)
    table.monster(0, "Flame Manipulator", position="set")
    duel = table.build()
    assert duel.atk(_saurus(duel)) == 1500


def _attack_sangan(earth):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SAURUS)
    if earth:
        table.monster(0, "Celtic Guardian")
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Mystic Tomato", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SAURUS, target=sangan, request="battle")
    for _ in range(10):
        kind = duel.request.kind
        if kind == "chain":
            if s.has("activate", "Sangan"):
                s.pick("activate", "Sangan")
            else:
                s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes")
        elif kind == "select":
            s.pick("select", "Mystic Tomato")
        else:
            break
    return duel


def test_element_saurus_earth_negates_sangan_it_destroys():
    """Q: My Celtic Guardian (EARTH) is face-up; Element Saurus attacks and destroys my opponent's
    Sangan. A: Sangan's effect in the GY is negated: nothing is added to their hand; they take
    500 (1500 - 1000)."""
    duel = _attack_sangan(earth=True)
    assert grave(duel, 1) == ["Sangan"] and hand(duel, 1) == []
    assert lp(duel) == (8000, 8000 - 500)
    assert [e["name"] for e in of_type(duel, "negated")] == ["Sangan"]


def test_element_saurus_without_earth_sangan_searches():
    """Q: The same attack with no EARTH monster on the field. A: no EARTH effect: Sangan adds
    Mystic Tomato to my opponent's hand."""
    duel = _attack_sangan(earth=False)
    assert grave(duel, 1) == ["Sangan"] and hand(duel, 1) == ["Mystic Tomato"]


def test_element_saurus_under_skill_drain_gains_nothing():
    """Q: Flame Manipulator (FIRE) is face-up and my opponent's Skill Drain is face-up. A: Skill
    Drain negates the effects of face-up monsters: Element Saurus stays at 1500 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, SAURUS)
    table.monster(0, "Flame Manipulator")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert duel.atk(_saurus(duel)) == 1500
