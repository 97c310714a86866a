"""Big Bang Shot (61127349): an Equip Spell; the equipped monster gains 400 ATK and deals
piercing battle damage; when Big Bang Shot leaves the field, the equipped monster is banished.

Sources: the card's text (DR1 2005 "When this card is removed from the field, remove the
equipped monster from play", today's "If this card leaves the field: Banish the equipped
monster": one meaning, in our words; no ERAS entry); yugioh-wiki.net 《ビッグバン・シュート》: the
banish is a mandatory trigger effect of the card leaving the field, whatever removed it (its
own controller's Mystical Space Typhoon too: equipped to the opponent's monster it is a removal
card); when the equipped monster leaves first, Big Bang Shot is sent to the GY by the rules
with no monster to banish (seed 000 §裝備魔法)."""

from duelist.testing.reads import banished, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _equip(s, monster):
    s.pick("activate", "Big Bang Shot")
    s.pick("target", monster, player=0, request="target")
    _finish(s)


def test_big_bang_shot_gives_400_atk_and_piercing():
    """Q: Battle Ox (1700) equipped with Big Bang Shot attacks Celtic Guardian in Defense Position
    (1200 DEF). A: 2100 ATK: Celtic Guardian is destroyed and my opponent takes 900."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Big Bang Shot")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian", position="defense")
    duel = table.build()
    s = Script(duel)
    _equip(s, ox)
    assert duel.players[0].mzone[0].name == "Battle Ox"
    s.pick("battle")
    _finish(s)
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    _finish(s)
    assert lp(duel) == (8000, 7100) and grave(duel, 1) == ["Celtic Guardian"]
    assert of_type(duel, "battle")[-1]["atk"] == 2100


def test_big_bang_shot_destroyed_banishes_the_equipped_monster():
    """Q: my opponent destroys my Big Bang Shot with Mystical Space Typhoon. A: it leaves the
    field: its mandatory effect (a chain link of its own) banishes my Battle Ox."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Big Bang Shot")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    _equip(s, ox)
    s.pick("end_turn")
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Big Bang Shot", player=1)
    _finish(s)
    assert banished(duel, 0) == ["Battle Ox"] and grave(duel, 0) == ["Big Bang Shot"]
    assert [e["name"] for e in of_type(duel, "chain")][-1] == "Big Bang Shot"


def test_big_bang_shot_on_the_opponents_monster_as_removal():
    """Q: I equip Big Bang Shot to my opponent's Summoned Skull, then destroy the Big Bang Shot
    with my own Mystical Space Typhoon. A: Summoned Skull is banished."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Big Bang Shot", "Mystical Space Typhoon")
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _equip(s, skull)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Big Bang Shot")
    _finish(s)
    assert banished(duel, 1) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == ["Big Bang Shot", "Mystical Space Typhoon"]


def test_big_bang_shot_monster_leaves_first_nothing_banished():
    """Q: my equipped Battle Ox is destroyed by my opponent's Fissure. A: Battle Ox goes to the
    GY; Big Bang Shot then goes to the GY with no monster equipped: nothing is banished, no
    chain link of Big Bang Shot."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Big Bang Shot")
    ox = table.monster(0, "Battle Ox")
    table.hand(1, "Fissure")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _equip(s, ox)
    s.end_turn()
    s.pick("activate", "Fissure", player=1)
    _finish(s)
    assert banished(duel, 0) == [] and sorted(grave(duel, 0)) == ["Battle Ox", "Big Bang Shot"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Big Bang Shot", "Fissure"]     # its activation only


def test_big_bang_shot_returned_to_the_hand_banishes_too():
    """Q: my opponent returns my Big Bang Shot to my hand with Giant Trunade. A: it left the field
    all the same: Battle Ox is banished."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Big Bang Shot")
    ox = table.monster(0, "Battle Ox")
    table.hand(1, "Giant Trunade")
    table.deck(1, ["Battle Ox"] * 3)
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _equip(s, ox)
    s.end_turn()
    assert duel.turn_player == 1
    s.pick("activate", "Giant Trunade", player=1)
    _finish(s)
    assert banished(duel, 0) == ["Battle Ox"] and "Big Bang Shot" in [c.name for c in duel.players[0].hand]
