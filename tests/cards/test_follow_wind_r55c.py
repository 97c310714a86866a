"""Follow Wind (98252586), Equip Spell: a Winged Beast monster only; it gains 300 ATK and 300 DEF.

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


def test_follow_wind_equips_only_a_winged_beast_monster_either_side():
    """Q: I activate Follow Wind; I control Harpie Lady (Winged Beast, 1300 / 1400) and Battle Ox
    (Beast-Warrior);
    my opponent controls another Harpie Lady. A: both Harpie Ladys are targets, Battle Ox is not; mine
    becomes 1600 / 1700."""
    table = Table(turn=3)
    mine = table.monster(0, "Harpie Lady")
    table.monster(0, "Battle Ox")
    theirs = table.monster(1, "Harpie Lady")
    table.hand(0, "Follow Wind")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Follow Wind")
    targets = [o for o in duel.request.options if o.kind == "target"]
    assert sorted(o.target if o.target is not None else o.card for o in targets) == \
        sorted([mine.uid(duel), theirs.uid(duel)])
    s.pick("target", mine)
    _resolve(duel, s)
    assert (duel.atk(mine.card(duel)), duel.defense(mine.card(duel))) == (1600, 1700)
    assert (duel.atk(theirs.card(duel)), duel.defense(theirs.card(duel))) == (1300, 1400)


def test_follow_wind_not_activated_without_a_winged_beast_monster():
    """Q: only Battle Ox and a Set monster are on the field. A: Follow Wind cannot be activated."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.monster(1, "Harpie Lady", position="set")
    table.hand(0, "Follow Wind")
    duel = table.build()
    assert not Script(duel).has("activate", "Follow Wind")


def test_follow_wind_goes_when_its_monster_becomes_another_type():
    """Q: my Harpie Lady holds Follow Wind; my opponent activates DNA Surgery declaring Warrior. A: it is no
    Winged Beast now: Follow Wind is sent to my GY, and Harpie Lady is back at 1300 / 1400."""
    table = Table(turn=3)
    monster = table.monster(0, "Harpie Lady")
    table.spell_trap(0, "Follow Wind", face_down=False, equipped_to=monster)
    table.spell_trap(1, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(monster.card(duel)) == 1600
    s.pick("battle")
    s.pick("activate", "DNA Surgery", player=1, request="chain")
    s.pick("option", "Warrior", request="option", player=1)
    _resolve(duel, s)
    assert grave(duel, 0) == ["Follow Wind"]
    assert (duel.atk(monster.card(duel)), duel.defense(monster.card(duel))) == (1300, 1400)


def test_follow_wind_destroyed_or_its_monster_turned_face_down():
    """Q: my opponent destroys Follow Wind with Mystical Space Typhoon (1); another time, turns my
    Harpie Lady face-down with Book of Moon (2). A: (1) Harpie Lady is back at 1300 / 1400; (2)
    Follow Wind is sent
    to my GY."""
    for answer in ("Mystical Space Typhoon", "Book of Moon"):
        table = Table(turn=3)
        monster = table.monster(0, "Harpie Lady")
        table.spell_trap(0, "Follow Wind", face_down=False, equipped_to=monster)
        table.spell_trap(1, answer)
        duel = table.build()
        s = Script(duel)
        s.pick("battle")
        s.pick("activate", answer, player=1, request="chain")
        victim = "Follow Wind" if answer == "Mystical Space Typhoon" else "Harpie Lady"
        s.pick("target", victim, player=1)
        _resolve(duel, s)
        assert grave(duel, 0) == ["Follow Wind"]
        if answer == "Book of Moon":
            assert monster.card(duel).position == "set"
        else:
            assert (duel.atk(monster.card(duel)), duel.defense(monster.card(duel))) == (1300, 1400)
