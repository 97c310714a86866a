"""Reasoning: the opponent declares a Level; cards are revealed from the top of your Deck until a
monster that can be Normal Summoned/Set comes up; a match of the Level sends every revealed card
to the GY, otherwise that monster is Special Summoned and the rest go to the GY.

Sources: the card's text (2005 print, Pharaonic Guardian: the opponent calls a Level; pick up
cards until a Monster Card that can be Normal Summoned; same Level: all to the GY, else Special
Summon it and the rest to the GY; today's says the same: no era entry), in our own words.
yugioh.wikia.com Forum "Reasoning/Monster Gate vs. Destiny Hero - Plasma/Dogma": a monster that
cannot be Normal Summoned is passed over and sent to the GY with the other cards. Macro Cosmos's
text: a card that would go to the GY is banished instead."""

from duelist.testing.reads import banished, field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def _reason(deck, level, rules="MR5", extra=None):
    table = Table(turn=3, rules=rules)
    table.hand(0, "Reasoning")
    table.deck(0, deck)
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reasoning", request="idle")
    _pass_all(s, duel)
    s.expect(request="option", player=1)
    s.pick("option", "Level %d" % level)
    return duel, s


def test_reasoning_summons_the_monster_when_the_level_differs():
    """Q: my opponent declares 4; my Deck from the top: Pot of Greed, Summoned Skull (Level 6),
    Battle Ox. A: Pot of Greed is revealed and sent to the GY; Summoned Skull is Special Summoned
    (I pick its position); Battle Ox stays on top of my Deck."""
    duel, s = _reason(["Pot of Greed", "Summoned Skull", "Battle Ox"], 4)
    s.pick("option", "Attack Position", player=0)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == ["Pot of Greed", "Reasoning"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]
    declared = of_type(duel, "declare")
    assert declared and declared[-1]["value"] == 4
    assert declared[-1]["player"] == 1 and declared[-1]["what"] == "Level"     # the opponent declared it


def test_reasoning_sends_everything_when_the_level_matches():
    """Q: my opponent declares 6 and the first monster is Summoned Skull (Level 6). A: nothing is
    summoned: Pot of Greed and Summoned Skull both go to my GY."""
    duel, s = _reason(["Pot of Greed", "Summoned Skull", "Battle Ox"], 6)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Pot of Greed", "Reasoning", "Summoned Skull"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_reasoning_passes_over_a_monster_that_cannot_be_normal_summoned():
    """Q: (Goat) my Deck from the top: Chaos Sorcerer, Sangan (Level 3). My opponent declares 6
    (Chaos Sorcerer's Level). A: Chaos Sorcerer cannot be Normal Summoned: it is passed over and
    sent to the GY; Sangan is the monster, Level 3, not 6: Sangan is Special Summoned."""
    duel, s = _reason(["Chaos Sorcerer", "Sangan"], 6, rules="GOAT")
    s.pick("option", "Defense Position", player=0)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == ["Sangan"] and duel.monsters(0)[0].position == "defense"
    assert sorted(grave(duel, 0)) == ["Chaos Sorcerer", "Reasoning"]


def test_reasoning_needs_a_deck():
    """Q: my Deck is empty; may I activate Reasoning? A: no: there is nothing to reveal."""
    table = Table(turn=3)
    table.hand(0, "Reasoning")
    duel = table.build()
    assert not Script(duel).has("activate", "Reasoning")


def test_reasoning_under_macro_cosmos_banishes_the_revealed_cards():
    """Q: (Goat) my opponent's Macro Cosmos is face-up; they declare 4; my Deck: Pot of Greed,
    Battle Ox (Level 4), Sangan. A: the Level matches: Pot of Greed and Battle Ox would go to the
    GY and are banished instead; nothing is summoned."""
    duel, s = _reason(["Pot of Greed", "Battle Ox", "Sangan"], 4, rules="GOAT",
                      extra=lambda t: t.spell_trap(1, "Macro Cosmos", face_down=False))
    _pass_all(s, duel)
    assert sorted(banished(duel, 0)) == ["Battle Ox", "Pot of Greed", "Reasoning"]
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].deck] == ["Sangan"]
