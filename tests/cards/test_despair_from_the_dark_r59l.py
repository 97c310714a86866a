"""Despair from the Dark (71200730), Level 8 DARK Zombie 2800/3000: when an effect of a card of its
owner's opponent sends it from the hand or Deck to the GY, it is Special Summoned.

Sources, in our words: yugioh-wiki.net 《闇より出でし絶望》 (OCG text: sent from your hand or Deck to
the GY by the effect of a card your opponent controls: Special Summon it to your field; a mandatory
trigger, so it cannot miss the timing; a card its owner's own effect sends, or a cost its owner pays
(a discard for Graceful Charity), does not count); Necrovalley negates an effect that moves a card
out of the GY (Necrovalley's text; docs/cards.md `leaves_grave`). Its first text does the same as far as we read it (no
ERAS entry)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

DESPAIR = "Despair from the Dark"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _summon_position(s, player=1):
    if s.duel.request is not None and s.duel.request.kind == "option":
        s.pick("option", "Defense Position", player=player)
    _pass(s)


def test_despair_from_the_dark_comes_out_when_confiscation_discards_it():
    """Q: my opponent plays Confiscation and throws away my Despair from the Dark. A: it is Special
    Summoned to my field at once."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Confiscation")
    table.hand(1, DESPAIR, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Confiscation")
    _pass(s)
    s.pick("option", DESPAIR, player=0)
    _summon_position(s)
    assert field_monsters(duel, 1) == [DESPAIR] and hand(duel, 1) == ["Battle Ox"]


def test_despair_from_the_dark_comes_out_when_milled_by_needle_worm():
    """Q: my opponent Flip Summons Needle Worm, which sends the top 5 cards of my Deck to the GY,
    among them Despair from the Dark. A: it is Special Summoned; the other four stay in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    worm = table.monster(0, "Needle Worm", position="set")
    table.deck(1, ["Celtic Guardian", "Celtic Guardian", DESPAIR, "Celtic Guardian", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", worm)
    _pass(s)
    _summon_position(s)
    assert field_monsters(duel, 1) == [DESPAIR]
    assert grave(duel, 1) == ["Celtic Guardian"] * 4 and len(duel.players[1].deck) == 1


def test_despair_from_the_dark_not_by_its_owners_own_effect():
    """Q: I activate Card Destruction myself and discard Despair from the Dark. A: nothing: it was
    my own card's effect that sent it; it stays in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Card Destruction", DESPAIR)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction")
    _pass(s)
    assert DESPAIR in grave(duel, 0) and field_monsters(duel, 0) == []


def test_despair_from_the_dark_not_as_my_own_discard_cost():
    """Q: I discard Despair from the Dark for Graceful Charity's effect. A: nothing: my own card sent
    it; it stays in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Graceful Charity", DESPAIR, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    _pass(s)
    s.pick("discard" if s.has("discard") else "select", DESPAIR, first=True)
    while duel.request.kind in ("select", "discard"):
        s.pick(duel.request.kind, "Battle Ox", first=True)
    _pass(s)
    assert DESPAIR in grave(duel, 0) and field_monsters(duel, 0) == []


def test_despair_from_the_dark_stays_in_the_gy_under_necrovalley():
    """Q: Necrovalley is face-up when my opponent's Confiscation discards my Despair from the Dark.
    A: its effect would move it out of the GY: Necrovalley negates it, and it stays in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Confiscation")
    table.field_spell(0, "Necrovalley")
    table.hand(1, DESPAIR)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Confiscation")
    _pass(s)
    s.pick("option", DESPAIR, player=0)
    _summon_position(s)
    assert grave(duel, 1) == [DESPAIR] and field_monsters(duel, 1) == []
