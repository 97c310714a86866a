"""Peten the Dark Clown (52624755), Level 3 DARK Spellcaster: when it is sent to the GY, you can banish
it to Special Summon 1 Peten the Dark Clown from your hand or Deck.

Sources, in our words: the card's text (PGD, 2004, and today's: "when ... you can", the banish a cost;
no ERAS entry); yugioh-wiki.net 《闇・道化師のペーテン》 (sent to the GY from anywhere: destroyed,
Tributed, discarded; an optional "when" trigger that misses its timing when it was not the last thing
to happen, e.g. Tributed for a Tribute Summon that was the last thing; the banish from the GY is a
cost, so Necrovalley stops it, as any banish from the GY)."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table

PETEN = "Peten the Dark Clown"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _attacked(deck=(PETEN, "Battle Ox"), field_spell=None):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    peten = table.monster(0, PETEN)
    table.deck(0, list(deck))
    if field_spell:
        table.field_spell(1, field_spell)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=peten, player=1)
    _pass(s)
    return duel, s


def test_peten_the_dark_clown_destroyed_summons_a_copy_from_the_deck():
    """Q: my Peten is destroyed by battle; I use its effect. A: it is banished and the Peten of my Deck
    is Special Summoned."""
    duel, s = _attacked()
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.pick("select", PETEN, player=0, request="select")
    s.pick("option", player=0, request="option", first=True)
    _pass(s)
    assert banished(duel, 0) == [PETEN] and grave(duel, 0) == []
    assert field_monsters(duel, 0) == [PETEN]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_peten_the_dark_clown_needs_a_copy_to_summon():
    """Q: my Deck holds no other Peten when mine is destroyed. A: the effect is not offered: Peten stays
    in my GY."""
    duel, s = _attacked(deck=("Battle Ox",))
    assert duel.request.kind != "yes_no"
    assert grave(duel, 0) == [PETEN] and banished(duel, 0) == []


def test_peten_the_dark_clown_stopped_by_necrovalley():
    """Q: my opponent's Necrovalley is face-up when my Peten is destroyed. A: the cost banishes it
    from the GY, which Necrovalley forbids: no effect."""
    duel, s = _attacked(field_spell="Necrovalley")
    assert duel.request.kind != "yes_no"
    assert grave(duel, 0) == [PETEN] and field_monsters(duel, 0) == []


def test_peten_the_dark_clown_misses_the_timing_as_a_tribute():
    """Q: I Tribute Peten for Summoned Skull's Tribute Summon. A: the summon is the last thing to
    happen: the optional "when" effect misses its timing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, PETEN)
    table.hand(0, "Summoned Skull")
    table.deck(0, [PETEN])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", PETEN)
    assert duel.request.kind != "yes_no"
    _pass(s)
    assert grave(duel, 0) == [PETEN] and field_monsters(duel, 0) == ["Summoned Skull"]


def test_peten_the_dark_clown_discarded_summons_from_the_hand():
    """Q: Peten is discarded for the hand limit with another Peten left in my hand. A: I may banish it
    and Special Summon the Peten from my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    cards = table.hand(0, PETEN, PETEN, "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("discard", cards[0], player=0, request="discard")
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.pick("select", PETEN, player=0, request="select")
    s.pick("option", player=0, request="option", first=True)
    _pass(s)
    assert banished(duel, 0) == [PETEN] and field_monsters(duel, 0) == [PETEN]
