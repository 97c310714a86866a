"""Gearfried the Iron Knight (423705): how its destruction of an Equip Spell is made, by era
(round 54f).

Sources: goatformat.com, "Ruling Notice: Gearfried the Iron Knight" (the Goat format's 2005
ruling): the 2005 card's destruction of an Equip card is a Continuous Effect, not a Trigger
Effect: the Equip card is destroyed right after the chain link that equipped it resolves, no
chain link is made (nothing can be chained to it), and what that destruction starts comes in a
new chain; the site notes it first read it as a trigger (the OCG's 2005 ruling and today's TCG
text). yugioh-wiki.net 《鉄の騎士 ギア・フリード》: today's text is a trigger effect (誘発効果),
"if an Equip Card is equipped to this card: destroy it", a chain link. The Equip Spell is
activated at Spell Speed 1, so it is always chain link 1 and resolves last: "right after its
link" is as its chain ends. A negated Gearfried (Skill Drain) destroys nothing in both eras
(tests/cards/test_gearfried_the_iron_knight.py)."""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _equip_with_a_typhoon_set_opposite(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    gear = table.monster(0, "Gearfried the Iron Knight")
    table.hand(0, "United We Stand")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "United We Stand")
    s.pick("target", gear)
    windows = 0
    while duel.request.kind == "chain":
        windows += 1
        s.pick("pass")
    return duel, gear, windows


def test_gearfried_the_iron_knight_2005_destroys_with_no_chain_link():
    """Q: (GOAT) I equip my Gearfried with United We Stand; my opponent has a Set Mystical Space
    Typhoon. A: the 2005 effect is continuous: United We Stand is destroyed as its chain ends,
    with no chain link of Gearfried's -- my opponent's only window was the one against United
    We Stand's activation; Gearfried keeps 1800 ATK."""
    duel, gear, windows = _equip_with_a_typhoon_set_opposite("GOAT")
    assert [e["name"] for e in of_type(duel, "chain")] == ["United We Stand"]
    assert windows == 1
    assert grave(duel, 0) == ["United We Stand"] and grave(duel, 1) == []
    assert [(e["name"], e["reason"]) for e in of_type(duel, "destroyed")] == [("United We Stand", "effect")]
    assert field_monsters(duel, 0) == ["Gearfried the Iron Knight"] and duel.atk(gear.card(duel)) == 1800


def test_gearfried_the_iron_knight_today_destroys_with_a_chain_link():
    """Q: (today's text) the same. A: Gearfried's trigger effect is a chain link of its own,
    which my opponent may answer (a second window); United We Stand is destroyed as it
    resolves."""
    duel, gear, windows = _equip_with_a_typhoon_set_opposite("MR5")
    assert [e["name"] for e in of_type(duel, "chain")] == ["United We Stand", "Gearfried the Iron Knight"]
    assert windows == 2
    assert grave(duel, 0) == ["United We Stand"] and duel.atk(gear.card(duel)) == 1800


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_gearfried_the_iron_knight_equip_destroyed_in_the_chain_never_reaches_it(rules):
    """Q: I activate United We Stand on my Gearfried and my opponent chains Mystical Space
    Typhoon on it. A: United We Stand is destroyed before it resolves: it never was equipped,
    so Gearfried does nothing (no destruction of its own, no chain link) and keeps 1800 ATK."""
    table = Table(rules=rules, turn=3, turn_player=0)
    gear = table.monster(0, "Gearfried the Iron Knight")
    table.hand(0, "United We Stand")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "United We Stand")
    s.pick("target", gear)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "United We Stand", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [e["name"] for e in of_type(duel, "chain")] == ["United We Stand", "Mystical Space Typhoon"]
    assert grave(duel, 0) == ["United We Stand"] and grave(duel, 1) == ["Mystical Space Typhoon"]
    assert duel.atk(gear.card(duel)) == 1800
