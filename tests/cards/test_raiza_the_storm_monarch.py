"""Raiza the Storm Monarch: when Tribute Summoned, put 1 card on the field on top of the Deck.

Sources: the card's text (2005: "when this card is Tribute Summoned successfully, return 1 card
on the field to the top of its owner's Deck"; today's: "target 1 card on the field; place that
target on the top of the Deck": the same effect, mandatory: no "you can", and "1 card on the
field" leaves Raiza itself among the targets); the rules of where cards go (a Fusion Monster
sent to the Deck goes to the Extra Deck; a Token that leaves the field vanishes); Konami's
Metagame article on the Monarchs (kperovic.com mirror: a Monarch Special Summoned activates
nothing); Call of the Haunted's text (its monster is destroyed when it
leaves the field)."""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _summon(duel):
    s = Script(duel)
    s.pick("summon", "Raiza the Storm Monarch", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    return s


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def _deck(duel, p):
    return [c.name for c in duel.players[p].deck]      # bottom first


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_raiza_the_storm_monarch_puts_a_monster_on_top_of_its_owners_deck(rules):
    """Q: I Tribute Summon Raiza and target my opponent's face-up Celtic Guardian. A: it goes on
    top of my opponent's Deck (not shuffled: their next draw is the Guardian); the 2005 text and
    today's do the same."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Raiza the Storm Monarch")
    guardian = table.monster(1, "Celtic Guardian")
    table.deck(1, ["Mystical Elf", "Hitotsu-Me Giant"])
    duel = table.build()
    s = _summon(duel)
    s.pick("target", guardian, request="target", player=0)
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == []
    assert _deck(duel, 1) == ["Hitotsu-Me Giant", "Mystical Elf", "Celtic Guardian"]
    assert [e for e in of_type(duel, "shuffle") if e.get("player") == 1] == []


def test_raiza_the_storm_monarch_returns_a_fusion_monster_to_the_extra_deck():
    """Q: Raiza targets my opponent's Thousand-Eyes Restrict. A: a Fusion Monster cannot go to
    the Main Deck: it returns to their Extra Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Raiza the Storm Monarch")
    restrict = table.monster(1, "Thousand-Eyes Restrict", summon_kind="fusion")
    duel = table.build()
    s = _summon(duel)
    s.pick("target", restrict, request="target", player=0)
    _pass_all(s, duel)
    assert [c.name for c in duel.players[1].extra] == ["Thousand-Eyes Restrict"]
    assert _deck(duel, 1) == [] and field_monsters(duel, 1) == []


def test_raiza_the_storm_monarch_on_a_sheep_token_makes_it_vanish():
    """Q: Raiza targets a Sheep Token. A: a Token that leaves the field vanishes: it is in no
    Deck, hand or GY afterwards."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Raiza the Storm Monarch")
    sheep = table.monster(1, "Sheep Token", position="defense")
    duel = table.build()
    s = _summon(duel)
    s.pick("target", sheep, request="target", player=0)
    _pass_all(s, duel)
    assert field_monsters(duel, 1) == [] and _deck(duel, 1) == [] and grave(duel, 1) == []
    assert [e["name"] for e in of_type(duel, "token_vanished")] == ["Sheep Token"]


def test_raiza_the_storm_monarch_alone_on_the_field_returns_itself():
    """Q: Raiza is the only card on the field when it is Tribute Summoned. May I decline? A: no:
    the effect is mandatory; its only target is Raiza itself, which goes on top of my Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    raiza = table.hand(0, "Raiza the Storm Monarch")
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = _summon(duel)
    req = s.expect(request="target", player=0)
    assert [o.card for o in req.options] == [raiza.uid(duel)]
    s.pick("target", raiza)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == []
    assert _deck(duel, 0) == ["Mystical Elf", "Raiza the Storm Monarch"]


def test_raiza_the_storm_monarch_special_summoned_activates_nothing():
    """Q: I Special Summon Raiza with Monster Reborn. A: nothing happens: only its Tribute Summon
    starts the effect; my opponent's Celtic Guardian stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Raiza the Storm Monarch")
    table.hand(0, "Monster Reborn")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", "Raiza the Storm Monarch")
    _pass_all(s, duel)
    s.pick("option", "Attack Position", request="option")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Raiza the Storm Monarch"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]


def test_raiza_the_storm_monarch_on_a_call_of_the_haunted_chained_in_response():
    """Q: Raiza targets my opponent's Set Call of the Haunted; they chain it and revive Summoned
    Skull. A: Call resolves first (the Skull comes back); then Raiza puts Call on top of their
    Deck, and Call leaving the field destroys the Skull."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Raiza the Storm Monarch")
    call = table.spell_trap(1, "Call of the Haunted")
    table.grave(1, "Summoned Skull")
    duel = table.build()
    s = _summon(duel)
    s.pick("target", call, request="target", player=0)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert _deck(duel, 1) == ["Call of the Haunted"]
    assert grave(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    assert field_monsters(duel, 0) == ["Raiza the Storm Monarch"]
