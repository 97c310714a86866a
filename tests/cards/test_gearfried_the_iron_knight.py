"""Gearfried the Iron Knight (423705): whenever an Equip Card is equipped to it, that Equip Card
is destroyed (a mandatory trigger).

Sources: the card's texts, read in our words: LON (2005): "When an Equip Spell Card is equipped
to this card, destroy the Equip Spell Card" (Equip Spells only); today's: "If an Equip Card(s)
is equipped to this card: Destroy that Equip Card(s)" (any Equip Card: an Equip Trap too, as
Kunai with Chain becomes). Premature Burial's and Snatch Steal's texts (Premature Burial
destroyed destroys its monster; Snatch Steal's control lasts only while it is equipped): the
well-known consequence, Gearfried revived by Premature Burial is destroyed with it, is our
reading of the two texts together (no ruling page read for it).

The 2005 era (round 54f): goatformat.com's "Ruling Notice: Gearfried the Iron Knight" settles
it for Goat: a continuous effect, no chain link (the UDE Elma / Morale Boost ruling kept by
yugioh.fandom fits it); today's text is a trigger. The script plays both:
tests/cards/test_gearfried_the_iron_knight_no_chain_link_r54f.py."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _settle(s, duel):
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")


def test_gearfried_the_iron_knight_destroys_an_equip_spell():
    """Q: (both texts) I equip my Gearfried with United We Stand: A: United We Stand is
    equipped, then Gearfried's trigger destroys it: Gearfried keeps 1800 ATK."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        gear = table.monster(0, "Gearfried the Iron Knight")
        table.hand(0, "United We Stand")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "United We Stand")
        s.pick("target", gear)
        _settle(s, duel)
        assert grave(duel, 0) == ["United We Stand"], rules
        assert field_monsters(duel, 0) == ["Gearfried the Iron Knight"] and duel.atk(gear.card(duel)) == 1800


def test_gearfried_the_iron_knight_snatch_steal_is_destroyed_and_control_returns():
    """Q: (2005 text) my opponent activates Snatch Steal on my Gearfried: A: they take it as
    Snatch Steal equips it, then Gearfried's trigger destroys Snatch Steal and Gearfried comes
    back to me."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    gear = table.monster(0, "Gearfried the Iron Knight")
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", gear, player=1)
    _settle(s, duel)
    assert grave(duel, 1) == ["Snatch Steal"]
    assert gear.card(duel).controller == 0 and field_monsters(duel, 0) == ["Gearfried the Iron Knight"]


def test_gearfried_the_iron_knight_revived_by_premature_burial_is_destroyed():
    """Q: (2005 text) I revive Gearfried with Premature Burial: A: Premature Burial equips it and
    is destroyed by Gearfried's trigger; destroyed, Premature Burial destroys Gearfried: both
    end in my GY, and the 800 LP stay paid."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Gearfried the Iron Knight")
    table.hand(0, "Premature Burial")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Gearfried the Iron Knight")
    _settle(s, duel)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Gearfried the Iron Knight", "Premature Burial"]
    assert duel.players[0].lp == 7200


def test_gearfried_the_iron_knight_equip_trap_today_not_in_2005():
    """Q: I activate Kunai with Chain and equip it to Gearfried: A: today's text destroys any
    Equip Card (Gearfried back to 1800); the 2005 text names Equip Spell Cards only, so under
    GOAT the Trap stays and Gearfried has 2300 ATK."""
    for rules, kept in (("MR5", False), ("GOAT", True)):
        table = Table(rules=rules, turn=3, turn_player=0)
        gear = table.monster(0, "Gearfried the Iron Knight")
        table.spell_trap(0, "Kunai with Chain")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "Kunai with Chain", request="idle")
        s.pick("target", gear)
        _settle(s, duel)
        if kept:
            assert grave(duel, 0) == [] and duel.atk(gear.card(duel)) == 2300, rules
        else:
            assert grave(duel, 0) == ["Kunai with Chain"] and duel.atk(gear.card(duel)) == 1800, rules


def test_gearfried_the_iron_knight_under_skill_drain_keeps_the_equip():
    """Q: with Skill Drain face-up I equip Gearfried with United We Stand: A: its
    effect is negated: United We Stand stays and Gearfried has 2600 ATK (800 for its one monster)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    gear = table.monster(0, "Gearfried the Iron Knight")
    table.hand(0, "United We Stand")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "United We Stand")
    s.pick("target", gear)
    _settle(s, duel)
    assert grave(duel, 0) == [] and duel.atk(gear.card(duel)) == 2600
