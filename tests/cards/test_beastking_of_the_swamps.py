"""Beastking of the Swamps (99426834), Effect Monster: it may stand in for any one Fusion Material a
Fusion Monster names (the others must be the named ones), and its controller may discard it from the
hand to add Polymerization from the Deck to the hand.

Sources, read in our words: yugioh-wiki.net 《沼地の魔獣王》 (the OCG text: a substitute for one Fusion
Material monster, the other materials must be the correct ones; discard it from the hand to add 1
《融合》 from the Deck); its substitution works as King of the Swamp's (yugioh-wiki.net
《融合素材代用モンスター》: a rule-like effect applied in the hand, the field and the GY, negated face-up
by Skill Drain; tests/cards/test_king_of_the_swamp_rulings_r40d.py). Goblin of Greed's text: no card
or effect that discards as a cost may be activated (tests/rules/test_discard_costs_declare_it_r54m.py).
The 2005-era text (TP1) does the same as today's: no ERAS entry."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

BK = "Beastking of the Swamps"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_beastking_of_the_swamps_discards_for_polymerization():
    """Q: I discard Beastking of the Swamps from my hand. A: it is in my GY and Polymerization from my
    Deck is in my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, BK)
    table.deck(0, ["Battle Ox", "Polymerization", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BK, request="idle")
    _pass(duel, s)
    if duel.request.kind == "select":
        s.pick("select", "Polymerization", player=0)
    _pass(duel, s)
    assert grave(duel, 0) == [BK] and hand(duel, 0) == ["Polymerization"]


def test_beastking_of_the_swamps_needs_a_polymerization_in_the_deck():
    """Q: my Deck holds no Polymerization. May I discard Beastking of the Swamps? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, BK)
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", BK)


def test_beastking_of_the_swamps_stands_in_for_a_named_material():
    """Q: I hold Polymerization, Curse of Dragon and Beastking of the Swamps; Gaia the Dragon Champion
    (Gaia The Fierce Knight + Curse of Dragon) is in my Extra Deck. A: Beastking stands in for Gaia The
    Fierce Knight: the Fusion is made, both materials in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Curse of Dragon", BK)
    table.extra(0, "Gaia the Dragon Champion")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization", request="idle")
    s.pick("select", "Gaia the Dragon Champion")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Gaia the Dragon Champion"]
    assert sorted(grave(duel, 0)) == sorted([BK, "Curse of Dragon", "Polymerization"])


def test_beastking_of_the_swamps_not_for_every_material():
    """Q: I hold Polymerization, Beastking of the Swamps and King of the Swamp, no named material. May I
    Fusion Summon Gaia the Dragon Champion with the two substitutes? A: no: the other material must
    be the correct one."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "King of the Swamp", BK)
    table.extra(0, "Gaia the Dragon Champion")
    duel = table.build()
    assert not Script(duel).has("activate", "Polymerization")


def test_beastking_of_the_swamps_under_goblin_of_greed():
    """Q: my opponent's Goblin of Greed is face-up. May I discard Beastking of the Swamps for its
    search? A: no: its cost is a discard, which Goblin of Greed forbids."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, BK)
    table.deck(0, ["Polymerization"])
    table.monster(1, "Goblin of Greed")
    duel = table.build()
    assert not Script(duel).has("activate", BK)
