"""Disarmament (20727787), Normal Trap: every Equip Spell Card on the field is destroyed.

Sources, in our words: the card's texts (MFC, 2003: "destroy all Equip Spell Cards on the field";
today's the same; no ERAS entry): only Equip *Spell* Cards, so an Equip Trap (Kunai with Chain)
stays (a monster card equipped as an Equip Card is an Equip Spell Card while equipped, and goes:
test_disarmament_equipped_monsters_r58r.py). Our reading, no ruling found: only face-up Equip Spells are
destroyed (a Set card is not known to be one), and with none on the field it is not activated.
Seed 000 §裝備魔法: Snatch Steal destroyed, the monster's control goes back to its owner (its
effect ends)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

DIS = "Disarmament"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_disarmament_destroys_the_face_up_equip_spells_only():
    """Q: my Battle Ox has Axe of Despair; my opponent's Summoned Skull has Megamorph and Kunai
    with Chain; my opponent also has a Set Axe of Despair. I activate Disarmament. A: both face-up
    Equip Spells (my Axe, their Megamorph) are destroyed; Kunai with Chain (an Equip Trap), the Set
    Axe and both monsters stay (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.spell_trap(0, DIS)
        ox = table.monster(0, "Battle Ox")
        table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=ox)
        skull = table.monster(1, "Summoned Skull")
        table.spell_trap(1, "Megamorph", face_down=False, equipped_to=skull)
        table.spell_trap(1, "Kunai with Chain", face_down=False, equipped_to=skull)
        table.spell_trap(1, "Axe of Despair")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", DIS, player=0)
        _pass_all(s)
        assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == ["Summoned Skull"]
        assert sorted(grave(duel, 0)) == ["Axe of Despair", DIS], rules
        assert grave(duel, 1) == ["Megamorph"], rules
        left = sorted(c.name for c in duel.players[1].szone if c is not None)
        assert left == ["Axe of Despair", "Kunai with Chain"], rules


def test_disarmament_not_without_a_face_up_equip_spell():
    """Q: the only Equip Card on the field is my opponent's Kunai with Chain (an Equip Trap). May I
    activate Disarmament? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, DIS)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Kunai with Chain", face_down=False, equipped_to=skull)
    duel = table.build()
    assert not Script(duel).has("activate", DIS)


def test_disarmament_takes_back_a_monster_from_snatch_steal():
    """Q: my opponent took my Summoned Skull with Snatch Steal; I activate Disarmament. A: Snatch
    Steal is destroyed and Summoned Skull comes back under my control."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, DIS)
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=skull)
    duel = table.build()
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s = Script(duel)
    s.pick("activate", DIS, player=0)
    _pass_all(s)
    assert grave(duel, 1) == ["Snatch Steal"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
