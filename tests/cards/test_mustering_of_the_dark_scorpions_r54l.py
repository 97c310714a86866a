"""Mustering of the Dark Scorpions (68191243): a Normal Spell activated only while its player
controls a face-up "Don Zaloog"; it Special Summons from the hand any number of "Dark Scorpion"
monsters with different names.

Sources: the card's text (DCR 2005: "only when "Don Zaloog" is face-up on your side of the
field ... any number of cards with "Dark Scorpion" in their card names ... only 1 of each card
of the same name"; today's: "while you control "Don Zaloog" ... with different names": one
meaning, in our words; no ERAS entry); yugioh-wiki.net 《黒蠍団召集》: Don Zaloog must be face-up;
Don Zaloog itself is not a 「黒蠍」 monster. Seed 000 §特殊召喚: a monster Special Summoned by an
effect takes face-up Attack or Defense Position, its player's choice."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

CHICK = "Dark Scorpion - Chick the Yellow"
CLIFF = "Dark Scorpion - Cliff the Trap Remover"
MUSTERING = "Mustering of the Dark Scorpions"


def _table(hand0=(CHICK, CLIFF, CHICK, "Battle Ox"), don="attack"):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    if don:
        table.monster(0, "Don Zaloog", position=don)
    table.hand(0, MUSTERING, *hand0)
    return table


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _position(s, word="Attack"):
    s.expect(request="option")
    s.answer([o for o in s.duel.request.options if word.lower() in o.name.lower()][0])


def test_mustering_of_the_dark_scorpions_summons_differently_named_dark_scorpions():
    """Q: with Don Zaloog face-up, I activate Mustering holding two Chick the Yellow, Cliff and
    Battle Ox. A: I summon one Chick and Cliff; the second Chick is no longer offered (one of each
    name) and Battle Ox never is."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", MUSTERING)
    _finish(s)
    s.expect(request="select", player=0)
    assert sorted(o.name for o in duel.request.options if o.kind == "select") == [CHICK, CHICK, CLIFF]
    s.pick("select", CHICK, first=True)
    _position(s, "Attack")
    s.expect(request="select", player=0)
    assert [o.name for o in duel.request.options if o.kind == "select"] == [CLIFF]
    s.pick("select", CLIFF)
    _position(s, "Defense")
    assert sorted(field_monsters(duel, 0)) == [CHICK, CLIFF, "Don Zaloog"]
    assert sorted(hand(duel, 0)) == ["Battle Ox", CHICK] and grave(duel, 0) == [MUSTERING]
    positions = {c.name: c.position for c in duel.players[0].mzone if c is not None}
    assert positions[CHICK] == "attack" and positions[CLIFF] == "defense"


def test_mustering_of_the_dark_scorpions_may_stop_after_one():
    """Q: may I summon only Chick? A: yes, "any number": after the first I stop; Cliff stays in
    my hand."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", MUSTERING)
    _finish(s)
    s.pick("select", CHICK, first=True)
    _position(s)
    s.pick("done", player=0)
    assert sorted(field_monsters(duel, 0)) == [CHICK, "Don Zaloog"]
    assert sorted(hand(duel, 0)) == ["Battle Ox", CHICK, CLIFF]


def test_mustering_of_the_dark_scorpions_needs_a_face_up_don_zaloog():
    """Q: no Don Zaloog, or a face-down one. A: Mustering cannot be activated either way."""
    s = Script(_table(don=None).build())
    assert not s.has("activate", MUSTERING)
    s = Script(_table(don="set").build())
    assert not s.has("activate", MUSTERING)


def test_mustering_of_the_dark_scorpions_needs_a_dark_scorpion_in_hand():
    """Q: Don Zaloog is face-up but my hand holds only Battle Ox and a second Don Zaloog. A: Don
    Zaloog is not a "Dark Scorpion" monster: nothing could be summoned, no activation."""
    s = Script(_table(hand0=("Battle Ox", "Don Zaloog")).build())
    assert not s.has("activate", MUSTERING)


def test_mustering_of_the_dark_scorpions_answered_by_royal_oppression():
    """Q: my opponent has Royal Oppression face-up and pays 800 LP as I activate Mustering. A:
    the activation is negated and Mustering destroyed: no Dark Scorpion comes out (Royal
    Oppression's text: a card that would Special Summon)."""
    table = _table()
    table.spell_trap(1, "Royal Oppression", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MUSTERING)
    s.pick("activate", "Royal Oppression", player=1)
    _finish(s)
    assert field_monsters(duel, 0) == ["Don Zaloog"] and grave(duel, 0) == [MUSTERING]
    assert duel.players[1].lp == 7200
