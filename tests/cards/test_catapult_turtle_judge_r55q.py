"""Catapult Turtle (95727991), a judge's second look (round 55q): what "1 monster you control" may
be.

Sources: the card's text in our words (2005 DB2 and today's: Tribute 1 monster you control, a cost;
damage half its ATK on the field); yugioh-wiki.net 《カタパルト・タートル》 (the Tribute is a cost
of the activation; the ATK used is the one it had on the field); the Goat format's
Change of Heart + Catapult Turtle play (goatformat.com deck lists; a monster its player
controls may be Tributed whoever owns it, and goes to its owner's GY); Seed 000 §怪獸的表示形式
(裡側守備表示): a cost that Tributes a monster may Tribute a face-down monster its player controls
(unlike a cost that sends one to the GY, which needs it face-up)."""

from duelist.testing.reads import field_monsters as monsters, grave, lp
from duelist.testing.scenario import Script, Table

TURTLE = "Catapult Turtle"


def _settle(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_catapult_turtle_launches_a_monster_taken_with_change_of_heart():
    """Q: I take my opponent's Blue-Eyes White Dragon with Change of Heart and Tribute it to my
    Catapult Turtle. A: allowed (a monster I control): my opponent takes 1500 damage and the
    Blue-Eyes goes to its owner's GY, not mine."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, TURTLE)
    table.hand(0, "Change of Heart")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", request="idle")
    s.pick("target", "Blue-Eyes White Dragon")
    _settle(s)
    assert monsters(duel, 0) == [TURTLE, "Blue-Eyes White Dragon"]
    s.pick("activate", TURTLE, request="idle")
    s.pick("select", "Blue-Eyes White Dragon", player=0)
    _settle(s)
    assert lp(duel) == (8000, 6500)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"] and grave(duel, 0) == ["Change of Heart"]
    assert monsters(duel, 0) == [TURTLE] and monsters(duel, 1) == []


def test_catapult_turtle_launches_a_face_down_monster():
    """Q: may I Tribute my face-down Battle Ox to Catapult Turtle? A: yes (Seed 000: a Tribute for a
    cost may be a face-down monster its player controls); the damage is half its ATK, 850."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, TURTLE)
    table.monster(0, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", TURTLE, request="idle")
    s.pick("select", "Battle Ox", player=0)
    _settle(s)
    assert lp(duel) == (8000, 7150) and grave(duel, 0) == ["Battle Ox"]
