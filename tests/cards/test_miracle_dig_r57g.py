"""Miracle Dig (6343408), Normal Spell: activated only while 5 or more of your monsters are banished;
target 3 of them and return them to the GY.

Sources, in our words: the card's texts (LON-100, 2003: "only when there are 5 or more of your
monsters removed from play; select 3 of them and return them to the Graveyard"; today's: "target
3 of your banished monsters; return them to the GY": the same, no ERAS entry); seed 000 §對象 (the
targets are chosen as it is activated); the condition counts only the activating player's own
banished Monster Cards (a banished Spell, or the opponent's monsters, count for nothing: the
text's "your monsters"); Necrovalley's text (it negates effects that would move a card out of a GY,
or banish from it: returning banished cards to the GY is neither, our reading of its text, and the
engine's Necrovalley reads the effects that declare `grave_banish` / `leaves_grave`)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table

MD = "Miracle Dig"
FIVE = ("Battle Ox", "Celtic Guardian", "Mystical Elf", "Sangan", "Dark Magician")


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_miracle_dig_returns_three_banished_monsters():
    """Q: 5 of my monsters and a Pot of Greed are banished; I activate Miracle Dig targeting Sangan,
    Dark Magician and Battle Ox. A: those 3 go to my GY (with Miracle Dig); Celtic Guardian,
    Mystical Elf and Pot of Greed stay banished. Pot of Greed was no target."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, MD)
    table.banished(0, *FIVE, "Pot of Greed", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MD)
    assert not s.has("target", "Pot of Greed")
    for name in ("Sangan", "Dark Magician", "Battle Ox"):
        s.pick("target", name)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Dark Magician", MD, "Sangan"]
    assert sorted(banished(duel, 0)) == ["Celtic Guardian", "Mystical Elf", "Pot of Greed"]


def test_miracle_dig_needs_five_of_my_own_monsters_banished():
    """Q: 4 of my monsters and my Pot of Greed are banished, and 3 of my opponent's monsters. A:
    only my own monsters count: 4, so Miracle Dig cannot be activated; with a 5th it can."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, MD)
    table.banished(0, *FIVE[:4], "Pot of Greed", face_down=False)
    table.banished(1, "Battle Ox", "Battle Ox", "Battle Ox", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", MD)

    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, MD)
    table.banished(0, *FIVE, face_down=False)
    duel = table.build()
    assert Script(duel).has("activate", MD)


def test_miracle_dig_under_necrovalley():
    """Q: my opponent's Necrovalley is face-up; 5 of my monsters are banished. May I activate Miracle
    Dig, and does it return them? A: yes: it moves nothing out of a GY and banishes nothing from
    one, so Necrovalley does not negate it: Sangan, Mystical Elf and Battle Ox reach my GY."""
    table = Table(turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.hand(0, MD)
    table.banished(0, *FIVE, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MD)
    for name in ("Sangan", "Mystical Elf", "Battle Ox"):
        s.pick("target", name)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", MD, "Mystical Elf", "Sangan"]
    assert sorted(banished(duel, 0)) == ["Celtic Guardian", "Dark Magician"]
