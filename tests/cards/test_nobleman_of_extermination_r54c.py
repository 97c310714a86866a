"""Nobleman of Extermination: destroy a Set Spell/Trap and banish it; a Trap's copies in both
Decks are banished too.

Sources: the card's text (2005 print: one face-down Spell or Trap on the field, destroyed and
removed from play; a Trap: every card of that name in both Decks removed too; today's: target 1
Set card in the Spell & Trap Zone, the same outcome), in our own words. yugioh-wiki.net
《撲滅の使徒》: it targets the Set card; a Set card that can be activated in chain to it may be,
and then it is not banished by it (a Continuous Trap turned face-up is no Set card at
resolution); only the Decks are searched, never the hands nor other Set cards. The 2005 text
and today's do the same: no era entry; the tests play both presets."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _activate(duel, target):
    s = Script(duel)
    s.pick("activate", "Nobleman of Extermination", request="idle")
    s.pick("target", target)
    return s


def test_nobleman_of_extermination_banishes_a_set_trap_and_its_copies_in_both_decks():
    """Q: I Nobleman of Extermination my opponent's Set Sakuretsu Armor; both our Decks hold
    a Sakuretsu Armor. A: the Set one is destroyed and banished, then both Decks' copies are
    banished; the other cards stay, and nothing goes to the GY but Nobleman itself."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Nobleman of Extermination")
    armor = table.spell_trap(1, "Sakuretsu Armor")
    table.deck(0, ["Battle Ox", "Sakuretsu Armor"])
    table.deck(1, ["Sakuretsu Armor", "Celtic Guardian", "Sakuretsu Armor"])
    duel = table.build()
    s = _activate(duel, armor)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert banished(duel, 0) == ["Sakuretsu Armor"]
    assert banished(duel, 1) == ["Sakuretsu Armor"] * 3
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]
    assert [c.name for c in duel.players[1].deck] == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Nobleman of Extermination"] and grave(duel, 1) == []
    assert all(c.face_up for c in duel.players[1].banished)


def test_nobleman_of_extermination_on_a_set_spell_leaves_the_decks_alone():
    """Q: the Set card turns out to be a Spell (Pot of Greed); my opponent has another Pot of
    Greed in their Deck. A: the Set one is destroyed and banished; a Spell's copies stay in
    the Deck (only a Trap's are banished)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Nobleman of Extermination")
    pot = table.spell_trap(1, "Pot of Greed")
    table.deck(1, ["Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = _activate(duel, pot)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 1) == ["Pot of Greed"]
    assert sorted(c.name for c in duel.players[1].deck) == ["Battle Ox", "Pot of Greed"]


def test_nobleman_of_extermination_needs_a_set_card():
    """Q: my opponent has only a face-up Imperial Order and no Set card; may I activate Nobleman of Extermination?
    A: no: its target must be a Set card; a face-up one is none, and it never targets itself."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Nobleman of Extermination")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", "Nobleman of Extermination")


def test_nobleman_of_extermination_may_take_its_own_players_set_trap():
    """Q: may I target my own Set Trap Hole? A: yes, any Set card on the field: it is banished,
    and so are the Trap Holes in both Decks, mine included."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Nobleman of Extermination")
    hole = table.spell_trap(0, "Trap Hole")
    table.deck(0, ["Trap Hole", "Battle Ox"])
    table.deck(1, ["Trap Hole"])
    duel = table.build()
    s = _activate(duel, hole)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 0) == ["Trap Hole", "Trap Hole"]
    assert banished(duel, 1) == ["Trap Hole"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_nobleman_of_extermination_misses_a_call_of_the_haunted_chained_to_it():
    """Q: my opponent chains the Set Call of the Haunted I targeted and revives Summoned Skull.
    A: at resolution Call of the Haunted is face-up, no longer a Set card: Nobleman of
    Extermination does nothing; Call of the Haunted and the Skull stay, and the Calls in the
    Decks are not banished (yugioh-wiki.net 《撲滅の使徒》)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Nobleman of Extermination")
    call = table.spell_trap(1, "Call of the Haunted")
    table.grave(1, "Summoned Skull")
    table.deck(1, ["Call of the Haunted", "Battle Ox"])
    duel = table.build()
    s = _activate(duel, call)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    while duel.request.kind != "idle":
        s.pick("pass")
    assert banished(duel, 1) == []
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    assert call.card(duel).location == "szone" and call.card(duel).face_up
    assert sorted(c.name for c in duel.players[1].deck) == ["Battle Ox", "Call of the Haunted"]
    assert grave(duel, 0) == ["Nobleman of Extermination"]
