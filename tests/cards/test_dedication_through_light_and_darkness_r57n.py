"""Dedication through Light and Darkness (69542930), Quick-Play Spell: Tribute 1 Dark Magician
you control (the cost); Special Summon 1 Dark Magician of Chaos from your hand, Deck or GY.

Sources, in our words: the card's texts (IOC, 2004: "Tribute 1 Dark Magician on your side of the
field to activate; Special Summon 1 Dark Magician of Chaos from your hand, Deck or Graveyard";
today's: "Tribute 1 Dark Magician; Special Summon 1 Dark Magician of Chaos from your hand, Deck,
or GY"; no ERAS entry). yugioh-wiki.net 《光と闇の洗礼》: the Tribute is a cost; a Quick-Play Spell,
it can answer a removal aimed at Dark Magician so that the removal finds no target; chained to
another card so, the 2005 Dark Magician of Chaos' "when Summoned" Spell recovery misses the
timing (its summon is not the last thing that happened). Seed 000 §代價: with no Dark Magician of
Chaos that could come out, the card is not activated (our reading: its effect could do nothing)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

DED = "Dedication through Light and Darkness"
DMOC = "Dark Magician of Chaos"


def _resolve(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind in ("chain", "option", "select"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        elif duel.request.kind == "select":
            s.pick("select", DMOC, player=0)
        else:
            s.pick("pass", player=duel.request.player)


def test_dedication_through_light_and_darkness_summons_dmoc_from_the_deck():
    """Q: (GOAT) I Tribute my Dark Magician for Dedication; Dark Magician of Chaos is in my Deck.
    A: Dark Magician goes to my GY as the cost; Dark Magician of Chaos is Special Summoned from the
    Deck; its 2005 "when Summoned" effect then takes back a Spell from my GY: Dedication itself."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, DED)
    table.monster(0, "Dark Magician")
    table.deck(0, ["Battle Ox", DMOC, "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DED, player=0)
    s.pick("select", "Dark Magician", player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == [DMOC]
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", DED, player=0)
    _resolve(s)
    assert hand(duel, 0) == [DED] and grave(duel, 0) == ["Dark Magician"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Celtic Guardian"]


def test_dedication_through_light_and_darkness_from_the_hand_or_the_grave():
    """Q: (today's rules) Dark Magician of Chaos is in my GY; I activate Dedication. A: it is
    Special Summoned from the GY (both texts name hand, Deck and GY)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, DED)
    table.monster(0, "Dark Magician")
    table.grave(0, DMOC)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DED, player=0)
    s.pick("select", "Dark Magician", player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == [DMOC]
    assert sorted(grave(duel, 0)) == ["Dark Magician", DED]


def test_dedication_through_light_and_darkness_needs_both_magicians():
    """Q: may I activate Dedication (a) with no Dark Magician on my field (it is in my hand), or
    (b) with Dark Magician but no Dark Magician of Chaos in my hand, Deck or GY? A: no, neither."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, DED, "Dark Magician")
    table.deck(0, [DMOC])
    duel = table.build()
    assert not Script(duel).has("activate", DED)
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, DED)
    table.monster(0, "Dark Magician")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", DED)


def test_dedication_through_light_and_darkness_dodges_sakuretsu_armor_and_dmoc_misses_the_timing():
    """Q: (GOAT) my Dark Magician attacks; my opponent activates Sakuretsu Armor on it; I chain
    Dedication, Tributing Dark Magician. A: Dark Magician of Chaos comes out; Sakuretsu Armor
    resolves with no target and destroys nothing; Dark Magician of Chaos' "when Summoned" effect
    has missed the timing: Pot of Greed stays in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.hand(0, DED)
    table.monster(0, "Dark Magician")
    table.grave(0, "Pot of Greed")
    table.deck(0, [DMOC])
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Magician", target="Mystical Elf")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", "Dark Magician", player=1)
    s.pick("activate", DED, player=0, request="chain")
    s.pick("select", "Dark Magician", player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == [DMOC]
    assert duel.request is None or duel.request.kind != "yes_no"
    assert sorted(grave(duel, 0)) == ["Dark Magician", DED, "Pot of Greed"]
    assert grave(duel, 1) == ["Sakuretsu Armor"] and field_monsters(duel, 1) == ["Mystical Elf"]
