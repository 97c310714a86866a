"""Statue of the Wicked (65810489): a Normal Trap with nothing to activate; when it is destroyed while
Set and sent to the GY, its owner Special Summons 1 Wicked Token (Fiend, DARK, Level 4, 1000/1000).

Sources, in our words: the card's texts (PGD-046, 2002/2005, and today's: "when this Set card is
destroyed and sent to the GY", the Token; no position named, so the player picks, seed 000 §特殊召喚);
a mandatory trigger, so it comes whoever destroys it (my own Heavy Storm too); Macro Cosmos banishes
it instead of sending it to the GY, so the condition "sent to the GY" is not met (seed 004 §代替处理,
our reading of the text); a card discarded from the hand is not "this Set card destroyed". Our
reading: with no effect in its text to activate, it is never activated, only Set."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SW = "Statue of the Wicked"
TOKEN = "Wicked Token"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _position(s, which):
    if s.duel.request is not None and s.duel.request.kind == "option":
        s.pick("option", which)


def _tokens(duel, player):
    return [c for c in duel.monsters(player) if c is not None and c.data.is_token]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_statue_of_the_wicked_destroyed_by_mystical_space_typhoon_makes_a_wicked_token(rules):
    """Q: My opponent's Mystical Space Typhoon destroys my Set Statue of the Wicked. A: it goes to my
    GY and I Special Summon 1 Wicked Token in the position I pick (Defense): Level 4 DARK Fiend,
    1000/1000, on my field."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="main1")
    statue = table.spell_trap(0, SW)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", request="idle", player=1)
    if duel.request.kind == "target":
        s.pick("target", statue)
    _pass(s)
    _position(s, "Defense Position")
    _pass(s)
    assert grave(duel, 0) == [SW]
    tokens = _tokens(duel, 0)
    assert [t.name for t in tokens] == [TOKEN]
    token = tokens[0]
    assert (token.data.race, token.data.attribute, token.data.level) == ("Fiend", "DARK", 4)
    assert (duel.atk(token), duel.defense(token), token.position, token.controller) == (1000, 1000, "defense", 0)


def test_statue_of_the_wicked_destroyed_by_my_own_heavy_storm_still_makes_its_token():
    """Q: I activate Heavy Storm, destroying my own Set Statue of the Wicked. A: the trigger is not
    optional and asks nothing of who destroyed it: I get the Wicked Token."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, SW)
    table.hand(0, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", request="idle")
    _pass(s)
    _position(s, "Attack Position")
    _pass(s)
    assert sorted(grave(duel, 0)) == ["Heavy Storm", SW]
    assert [t.name for t in _tokens(duel, 0)] == [TOKEN]


def test_statue_of_the_wicked_cannot_be_activated():
    """Q: My Statue of the Wicked was Set on an earlier turn. May I activate it? A: no: it has nothing
    to activate."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, SW)
    duel = table.build()
    assert not Script(duel).has("activate", SW)


def test_statue_of_the_wicked_discarded_from_the_hand_makes_no_token():
    """Q: Card Destruction sends my Statue of the Wicked from my hand to the GY. A: it was not a Set card
    destroyed: no Token."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Card Destruction", SW)
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction", request="idle")
    _pass(s)
    assert SW in grave(duel, 0) and _tokens(duel, 0) == []


def test_statue_of_the_wicked_banished_by_macro_cosmos_makes_no_token():
    """Q: Macro Cosmos is face-up; my opponent's Mystical Space Typhoon destroys my Set Statue of the
    Wicked. A: it is banished instead of going to the GY: no Token."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    statue = table.spell_trap(0, SW)
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", request="idle", player=1)
    if duel.request.kind == "target":
        s.pick("target", statue)
    _pass(s)
    assert statue.card(duel).location == "banished" and _tokens(duel, 0) == []
