"""Call of the Haunted / Premature Burial on Y-Dragon Head, which then equips itself.

A Union monster that becomes an Equip Card is a new card as far as the effects on it go: the
tie to the card that revived it is cut (TCG Judge Resource Site, Advanced Gameplay FAQ on Union
monsters, quoted by the "Card Rulings: Union Monsters" wiki page: a Union Special Summoned by
Call of the Haunted and then equipped "is no longer affected by Call of the Haunted (which
remains on the field meaninglessly and, if destroyed, does not destroy the Union Monster)").
Premature Burial is itself an Equip Spell equipped to the revived monster; once Y-Dragon Head
is no monster on the field, Premature Burial has nothing to be equipped to and is destroyed
(seed 000 §魔法卡 › 裝備魔法)."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

X, Y = "X-Head Cannon", "Y-Dragon Head"


def _revived_then_equipped(rules, reviver):
    table = Table(rules=rules, turn=3, turn_player=0)
    x = table.monster(0, X, zone=0)
    table.grave(0, Y)
    if reviver == "Call of the Haunted":
        table.spell_trap(0, reviver)
    else:
        table.hand(0, reviver)
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", reviver)
    s.pick("target", Y)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [X, Y]
    s.pick("activate", Y, request="idle")
    s.pick("target", X)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s, x


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_call_of_the_haunted_stays_and_its_destruction_leaves_the_equipped_union(rules):
    """Q: I revive Y-Dragon Head with Call of the Haunted and equip it to X-Head Cannon. Is Call
    of the Haunted destroyed? And if Mystical Space Typhoon destroys it later? A: it stays on the
    field, tied to nothing; destroyed, it takes nothing with it: X-Head Cannon keeps its
    Y-Dragon Head and its 2200 ATK."""
    duel, s, x = _revived_then_equipped(rules, "Call of the Haunted")
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Call of the Haunted", Y]
    s.pick("activate", "Mystical Space Typhoon", request="idle")
    s.pick("target", "Call of the Haunted")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.players[0].szone if c is not None] == [Y]
    assert sorted(grave(duel, 0)) == ["Call of the Haunted", "Mystical Space Typhoon"]
    assert duel.atk(x.card(duel)) == 2200


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_premature_burial_is_destroyed_when_its_monster_becomes_an_equip_card(rules):
    """Q: the same with Premature Burial? A: Premature Burial, an Equip Spell whose monster is
    no longer a monster, is destroyed; Y-Dragon Head stays equipped to X-Head Cannon."""
    duel, s, x = _revived_then_equipped(rules, "Premature Burial")
    assert [c.name for c in duel.players[0].szone if c is not None] == [Y]
    assert grave(duel, 0) == ["Premature Burial"]
    assert duel.atk(x.card(duel)) == 2200
