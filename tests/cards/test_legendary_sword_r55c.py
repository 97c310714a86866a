"""Legendary Sword (61854111), Equip Spell: a Warrior monster only; it gains 300 ATK and 300 DEF.

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


def test_legendary_sword_equips_only_a_warrior_monster_either_side():
    """Q: I activate Legendary Sword; I control Celtic Guardian (Warrior, 1400 / 1200) and Battle
    Ox (Beast-Warrior);
    my opponent controls another Celtic Guardian. A: both Celtic Guardians are targets, Battle Ox is not; mine
    becomes 1700 / 1500."""
    table = Table(turn=3)
    mine = table.monster(0, "Celtic Guardian")
    table.monster(0, "Battle Ox")
    theirs = table.monster(1, "Celtic Guardian")
    table.hand(0, "Legendary Sword")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Legendary Sword")
    targets = [o for o in duel.request.options if o.kind == "target"]
    assert sorted(o.target if o.target is not None else o.card for o in targets) == \
        sorted([mine.uid(duel), theirs.uid(duel)])
    s.pick("target", mine)
    _resolve(duel, s)
    assert (duel.atk(mine.card(duel)), duel.defense(mine.card(duel))) == (1700, 1500)
    assert (duel.atk(theirs.card(duel)), duel.defense(theirs.card(duel))) == (1400, 1200)


def test_legendary_sword_not_activated_without_a_warrior_monster():
    """Q: only Battle Ox and a Set monster are on the field. A: Legendary Sword cannot be activated."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian", position="set")
    table.hand(0, "Legendary Sword")
    duel = table.build()
    assert not Script(duel).has("activate", "Legendary Sword")


def test_legendary_sword_goes_when_its_monster_becomes_another_type():
    """Q: my Celtic Guardian holds Legendary Sword; my opponent activates DNA Surgery declaring
    Dragon. A: it is no
    Warrior now: Legendary Sword is sent to my GY, and Celtic Guardian is back at 1400 / 1200."""
    table = Table(turn=3)
    monster = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Legendary Sword", face_down=False, equipped_to=monster)
    table.spell_trap(1, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(monster.card(duel)) == 1700
    s.pick("battle")
    s.pick("activate", "DNA Surgery", player=1, request="chain")
    s.pick("option", "Dragon", request="option", player=1)
    _resolve(duel, s)
    assert grave(duel, 0) == ["Legendary Sword"]
    assert (duel.atk(monster.card(duel)), duel.defense(monster.card(duel))) == (1400, 1200)


def test_legendary_sword_destroyed_or_its_monster_turned_face_down():
    """Q: my opponent destroys Legendary Sword with Mystical Space Typhoon (1); another time, turns my
    Celtic Guardian face-down with Book of Moon (2). A: (1) Celtic Guardian is back at 1400 / 1200;
    (2) Legendary Sword is sent
    to my GY."""
    for answer in ("Mystical Space Typhoon", "Book of Moon"):
        table = Table(turn=3)
        monster = table.monster(0, "Celtic Guardian")
        table.spell_trap(0, "Legendary Sword", face_down=False, equipped_to=monster)
        table.spell_trap(1, answer)
        duel = table.build()
        s = Script(duel)
        s.pick("battle")
        s.pick("activate", answer, player=1, request="chain")
        victim = "Legendary Sword" if answer == "Mystical Space Typhoon" else "Celtic Guardian"
        s.pick("target", victim, player=1)
        _resolve(duel, s)
        assert grave(duel, 0) == ["Legendary Sword"]
        if answer == "Book of Moon":
            assert monster.card(duel).position == "set"
        else:
            assert (duel.atk(monster.card(duel)), duel.defense(monster.card(duel))) == (1400, 1200)
