"""Cyber Raider (39978267): when it is Normal Summoned, one of two effects (its controller picks,
not optional), each targeting an Equip Card equipped to a monster: destroy it, or equip it to
Cyber Raider.

Sources: the card's texts in our words (the 2005 print, Dark Crisis DCR-011, and today's do the
same: a Normal Summon only, mandatory; no ERAS entry); yugioh-wiki.net 《サイバー・レイダー》 (the
effect is picked as it is activated; the Equip Card taken stays under its controller's control,
in its zone; with no Equip Card on the field it is not activated; a Flip or Special Summon does
not start it); Snatch Steal's text (its monster comes back once it is gone)."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

RAIDER = "Cyber Raider"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _summon_with_axe(mode):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, RAIDER)
    ox = table.monster(1, "Battle Ox")
    axe = table.spell_trap(1, "Axe of Despair", face_down=False, equipped_to=ox)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", RAIDER, request="idle")
    s.expect(request="option", player=0)
    s.pick("option", mode)
    s.pick("target", "Axe of Despair")
    _pass(duel, s)
    return duel, s, ox, axe


def test_cyber_raider_destroys_an_equip_card():
    """Q: I Normal Summon Cyber Raider; my opponent's Battle Ox holds Axe of Despair (2700). I
    pick "destroy". A: Axe of Despair is destroyed; Battle Ox is back to 1700."""
    duel, s, ox, axe = _summon_with_axe("Destroy the Equip Card")
    assert "Axe of Despair" in grave(duel, 1)
    assert duel.atk(ox.card(duel)) == 1700


def test_cyber_raider_takes_an_equip_card():
    """Q: the same, and I pick "equip it to this card". A: Axe of Despair now equips Cyber
    Raider (1400 + 1000 = 2400), still in my opponent's Spell & Trap Zone and theirs to
    control; Battle Ox is back to 1700."""
    duel, s, ox, axe = _summon_with_axe("Equip it to Cyber Raider")
    raider = [m for m in duel.monsters(0) if m.name == RAIDER][0]
    assert duel.atk(raider) == 2400 and duel.atk(ox.card(duel)) == 1700
    assert axe.card(duel).location == "szone" and axe.card(duel).controller == 1
    assert grave(duel, 1) == []


def test_cyber_raider_with_no_equip_card_on_the_field_does_nothing():
    """Q: I Normal Summon Cyber Raider while no Equip Card is on the field. A: its effect is not
    activated (no target): no chain, no choice."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, RAIDER)
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", RAIDER, request="idle")
    _pass(duel, s)
    assert of_type(duel, "chain") == [] and duel.request.kind == "idle"


def test_cyber_raider_flip_summoned_does_nothing():
    """Q: I Flip Summon my Set Cyber Raider while my opponent's Battle Ox holds Axe of Despair.
    A: only a Normal Summon starts its effect: the Axe stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    raider = table.monster(0, RAIDER, position="set")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Axe of Despair", face_down=False, equipped_to=ox)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", raider, request="idle")
    _pass(duel, s)
    assert of_type(duel, "chain") == [] and grave(duel, 1) == []
    assert duel.atk(ox.card(duel)) == 2700


def test_cyber_raider_destroys_snatch_steal_and_the_monster_comes_back():
    """Q: my opponent took my Summoned Skull with Snatch Steal; I Normal Summon Cyber Raider and
    destroy Snatch Steal. A: Snatch Steal goes to their GY and Summoned Skull is mine again."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, RAIDER)
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=skull)
    duel = table.build()
    s = Script(duel)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s.pick("summon", RAIDER, request="idle")
    s.pick("option", "Destroy the Equip Card")
    s.pick("target", "Snatch Steal")
    _pass(duel, s)
    assert grave(duel, 1) == ["Snatch Steal"]
    assert sorted(field_monsters(duel, 0)) == [RAIDER, "Summoned Skull"]
