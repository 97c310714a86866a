"""Catapult Turtle (95727991): in its controller's Main Phase, Tribute 1 monster they control (a
cost, this card too) to deal the opponent damage equal to half that monster's ATK; no limit a
turn.

Sources: the card's texts in our words (the 2005 TCG text, DB2-EN047: Tribute 1 monster on your
side of the field to inflict damage equal to half the Tributed monster's ATK; today's reads "half
the Tributed monster's ATK on the field": the same, no ERAS entry); yugioh-wiki.net
《カタパルト・タートル》: the Tribute is the cost, the ATK used is the one the monster had on the
field (gains included), it may Tribute itself, and it may be used any number of times a turn;
seed 000 §起動效果 (an ignition effect, activated in its controller's Main Phase; a negated
ignition effect keeps its paid cost: Skill Drain negates it as it resolves)."""

from duelist.testing.reads import field_monsters as monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

TURTLE = "Catapult Turtle"


def _launch(duel, victim, card=TURTLE):
    s = Script(duel)
    s.pick("activate", card, request="idle")
    s.pick("select", victim, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    return s


def test_catapult_turtle_tributes_a_monster_for_half_its_atk():
    """Q: I Tribute Battle Ox (1700) to Catapult Turtle. A: Battle Ox goes to my GY as the cost;
    my opponent takes 850; the Turtle stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, TURTLE)
    table.monster(0, "Battle Ox")
    duel = table.build()
    _launch(duel, "Battle Ox")
    assert lp(duel) == (8000, 7150)
    assert grave(duel, 0) == ["Battle Ox"] and monsters(duel, 0) == [TURTLE]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 850)]


def test_catapult_turtle_uses_the_atk_on_the_field_and_may_launch_itself():
    """Q: my Buster Blader is 3100 ATK (my opponent controls Koumori Dragon). I launch it, then
    the Turtle itself the same turn. A: 1550 (half its ATK on the field, not of its printed
    2600), then 500 (half of 1000): 2050 damage in all; both in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, TURTLE)
    table.monster(0, "Buster Blader")
    table.monster(1, "Koumori Dragon")
    duel = table.build()
    _launch(duel, "Buster Blader")
    _launch(duel, TURTLE)
    assert lp(duel) == (8000, 8000 - 1550 - 500)
    assert grave(duel, 0) == ["Buster Blader", TURTLE] and monsters(duel, 0) == []


def test_catapult_turtle_cannot_be_used_in_the_battle_phase():
    """Q: may I launch a monster with Catapult Turtle during my Battle Phase? A: no: an ignition
    effect, only in its controller's Main Phase; the Battle Step menu does not offer it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TURTLE)
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", TURTLE)


def test_catapult_turtle_under_skill_drain_loses_its_tribute():
    """Q: my opponent has Skill Drain face-up; may I still launch Battle Ox with Catapult Turtle?
    A: I may activate it (the effect is negated as it resolves), but the Tribute is a cost: Battle
    Ox goes to my GY and no damage is dealt."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, TURTLE)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    _launch(duel, "Battle Ox")
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == ["Battle Ox"] and of_type(duel, "damage") == []
