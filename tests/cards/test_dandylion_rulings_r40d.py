"""Dandylion's rulings as players ask them (the MR5 preset; its effect: sent to
the GY, it Special Summons 2 Fluff Tokens, which may not be Tributed for a Tribute Summon in the
turn they arrive).

Seed 001 §連接怪獸 (a Link Summon sends the face-up Link Materials from the field to the GY);
seed 000 §誘發效果 (a mandatory trigger never misses its timing). Sources: Dandylion's rulings (yugipedia "Card Rulings:Dandylion": it
activates however it is sent to the GY, as Synchro or Link Material included)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_dandylion_used_as_link_material_makes_two_fluff_tokens():
    """Q: I Link Summon Proxy Dragon with Dandylion and Battle Ox. Do I get the Fluff Tokens?
    A: yes: Dandylion was sent to the GY; two Fluff Tokens come out in Defense Position."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Dandylion")
    table.monster(0, "Battle Ox")
    table.extra(0, "Proxy Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", "Proxy Dragon")
    while duel.request.kind in ("select", "yes_no"):
        s.answer(duel.request.options[0])
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Fluff Token", "Fluff Token", "Proxy Dragon"]
    assert all(c.position == "defense" for c in duel.monsters(0) if c.name == "Fluff Token")


def test_dandylions_fluff_tokens_may_be_synchro_material_the_turn_they_arrive():
    """Q: the turn my Fluff Tokens came out, may I use them for a Synchro Summon? A: yes: they
    only cannot be Tributed for a Tribute Summon that turn. Junk Synchron (3) and the two
    Tokens (1 + 1) make Junk Warrior (5)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Foolish Burial")
    table.deck(0, ["Dandylion", "Battle Ox"])
    table.monster(0, "Junk Synchron")
    table.extra(0, "Junk Warrior")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    s.pick("select", "Dandylion")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Fluff Token", "Fluff Token", "Junk Synchron"]
    s.pick("synchro_summon", "Junk Warrior")
    while duel.request.kind in ("select", "yes_no"):
        s.answer(duel.request.options[0])
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Junk Warrior"]
