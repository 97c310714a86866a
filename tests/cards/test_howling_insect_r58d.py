"""Howling Insect (93107608): destroyed by battle and sent to the GY, its owner may Special
Summon 1 Insect monster with 1500 or less ATK from the Deck in face-up Attack Position.

Sources: the card's text, 2005 (Soul of the Duelist) and today's, the same in what it does (no
era entry), in our own words: a Type, not an Attribute (any Attribute fits); the Mystic Tomato
family's Goat rulings (goatformat.com, "Individual Rulings", MYSTIC TOMATO: a "when ... you
can" trigger in the GY, usable in the damage step)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_howling_insect_summons_an_insect_of_any_attribute():
    """Q: Summoned Skull destroys my Howling Insect; my Deck holds Insect Knight (Insect, 1900),
    Killer Needle (WIND Insect, 1200), Hercules Beetle (EARTH Insect, 1500) and Harpie Lady
    (WIND Winged Beast, 1300). A: Killer Needle and Hercules Beetle fit (1500 is "or less");
    I take Killer Needle, face-up Attack Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    insect = table.monster(0, "Howling Insect")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Insect Knight", "Killer Needle", "Hercules Beetle", "Harpie Lady"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=insect, player=1)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    request = s.expect(request="select", player=0)
    assert sorted(o.name for o in request.options if o.kind == "select") == ["Hercules Beetle", "Killer Needle"]
    s.pick("select", "Killer Needle")
    _resolve(s)
    assert grave(duel, 0) == ["Howling Insect"]
    assert field_monsters(duel, 0) == ["Killer Needle"]
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK
    assert duel.players[0].lp == 8000 - (2500 - 1200)


def test_howling_insect_chains_into_another_howling_insect():
    """Q: my Howling Insect summons a second Howling Insect from my Deck, which is then destroyed
    by battle too. A: the second floats as well: a third copy comes (each copy's own trigger)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    insect = table.monster(0, "Howling Insect")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Howling Insect", "Howling Insect"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=insect, player=1)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    if duel.request.kind == "select":
        s.pick("select", first=True)
    _resolve(s)
    second = duel.monsters(0)[0]
    s.pick("attack", "Battle Ox", target=second.uid, player=1)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    if duel.request.kind == "select":
        s.pick("select", first=True)
    _resolve(s)
    assert grave(duel, 0) == ["Howling Insect", "Howling Insect"]
    assert field_monsters(duel, 0) == ["Howling Insect"] and duel.players[0].deck == []
    assert duel.players[0].lp == 8000 - 1300 - 500


def test_howling_insect_destroyed_by_a_card_effect_summons_nothing():
    """Q: Fissure destroys my Howling Insect. A: not destroyed by battle: no summon."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Howling Insect")
    table.hand(1, "Fissure")
    table.deck(0, ["Killer Needle"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Howling Insect"]
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == []
