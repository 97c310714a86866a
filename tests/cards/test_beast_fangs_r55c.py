"""Beast Fangs (46009906), Equip Spell: a Beast monster only; it gains 300 ATK and 300 DEF.

Sources: the card's text (LOB 2002 and today's agree); seed 000 §裝備魔法 (an Equip Spell targets a
face-up monster it can equip, either player's; it is sent to the GY once its monster no longer
meets its condition, leaves the field or turns face-down); the rule the engine applies to a Type
changed on the field (tests/rules/test_type_and_attribute_changes.py: DNA Surgery).
Default preset (MR5)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_beast_fangs_equips_only_a_beast_monster_either_side():
    """Q: I activate Beast Fangs; I control Silver Fang (Beast, 1200 / 800) and Battle Ox (Beast-Warrior);
    my opponent controls another Silver Fang. A: both Silver Fangs are targets, Battle Ox is not; mine
    becomes 1500 / 1100."""
    table = Table(turn=3)
    mine = table.monster(0, "Silver Fang")
    table.monster(0, "Battle Ox")
    theirs = table.monster(1, "Silver Fang")
    table.hand(0, "Beast Fangs")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Beast Fangs")
    targets = [o for o in duel.request.options if o.kind == "target"]
    assert sorted(o.target if o.target is not None else o.card for o in targets) == \
        sorted([mine.uid(duel), theirs.uid(duel)])
    s.pick("target", mine)
    _resolve(duel, s)
    assert (duel.atk(mine.card(duel)), duel.defense(mine.card(duel))) == (1500, 1100)
    assert (duel.atk(theirs.card(duel)), duel.defense(theirs.card(duel))) == (1200, 800)


def test_beast_fangs_not_activated_without_a_beast_monster():
    """Q: only Battle Ox and a Set monster are on the field. A: Beast Fangs cannot be activated."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.monster(1, "Silver Fang", position="set")
    table.hand(0, "Beast Fangs")
    duel = table.build()
    assert not Script(duel).has("activate", "Beast Fangs")


def test_beast_fangs_goes_when_its_monster_becomes_another_type():
    """Q: my Silver Fang holds Beast Fangs; my opponent activates DNA Surgery declaring Warrior. A: it is no
    Beast now: Beast Fangs is sent to my GY, and Silver Fang is back at 1200 / 800."""
    table = Table(turn=3)
    monster = table.monster(0, "Silver Fang")
    table.spell_trap(0, "Beast Fangs", face_down=False, equipped_to=monster)
    table.spell_trap(1, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(monster.card(duel)) == 1500
    s.pick("battle")
    s.pick("activate", "DNA Surgery", player=1, request="chain")
    s.pick("option", "Warrior", request="option", player=1)
    _resolve(duel, s)
    assert grave(duel, 0) == ["Beast Fangs"]
    assert (duel.atk(monster.card(duel)), duel.defense(monster.card(duel))) == (1200, 800)


def test_beast_fangs_destroyed_or_its_monster_turned_face_down():
    """Q: my opponent destroys Beast Fangs with Mystical Space Typhoon (1); another time, turns my
    Silver Fang face-down with Book of Moon (2). A: (1) Silver Fang is back at 1200 / 800; (2)
    Beast Fangs is sent
    to my GY."""
    for answer in ("Mystical Space Typhoon", "Book of Moon"):
        table = Table(turn=3)
        monster = table.monster(0, "Silver Fang")
        table.spell_trap(0, "Beast Fangs", face_down=False, equipped_to=monster)
        table.spell_trap(1, answer)
        duel = table.build()
        s = Script(duel)
        s.pick("battle")
        s.pick("activate", answer, player=1, request="chain")
        victim = "Beast Fangs" if answer == "Mystical Space Typhoon" else "Silver Fang"
        s.pick("target", victim, player=1)
        _resolve(duel, s)
        assert grave(duel, 0) == ["Beast Fangs"]
        if answer == "Book of Moon":
            assert monster.card(duel).position == "set"
        else:
            assert (duel.atk(monster.card(duel)), duel.defense(monster.card(duel))) == (1200, 800)
