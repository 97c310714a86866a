"""Don Turtle (3493978): when it is Normal Summoned, its controller may Special Summon any number
of "Don Turtle" from their hand.

Sources: the card's texts, read in our words (the 2005 TCG text, "When this card is Normal
Summoned, you can Special Summon any number of "Don Turtle" from your hand", and today's, "When
this card is Normal Summoned: You can Special Summon any number of "Don Turtle" from your hand":
the same; an optional "when" trigger in both); a Special Summon is no Normal Summon, so the
Turtles it brings do not trigger (the card's words); Skill Drain's text (an effect of a face-up
monster on the field is negated as it resolves)."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _position(s, duel):
    s.pick("option", "Attack Position", player=0, request="option")


def test_don_turtle_summons_the_copies_in_the_hand():
    """Q: (both texts) I Normal Summon Don Turtle with two more in my hand: A: I may Special
    Summon both; the two summoned do not trigger again: three Don Turtles, nothing else
    asked."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, "Don Turtle", "Don Turtle", "Don Turtle", "Battle Ox")
        duel = table.build()
        s = Script(duel)
        s.pick("summon", "Don Turtle", first=True)
        s.pick("yes", player=0, request="yes_no")
        s.pick("select", "Don Turtle", player=0, first=True)
        _position(s, duel)
        s.pick("select", "Don Turtle", player=0)
        _position(s, duel)
        while duel.request.kind == "chain":
            s.pick("pass")
        assert duel.request.kind == "idle", rules
        assert field_monsters(duel, 0) == ["Don Turtle"] * 3 and hand(duel, 0) == ["Battle Ox"]


def test_don_turtle_may_stop_after_one():
    """Q: may I Special Summon only one of my two other Don Turtles? A: yes: "any number": after
    the first I may stop."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Don Turtle", "Don Turtle", "Don Turtle")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Don Turtle", first=True)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Don Turtle", player=0, first=True)
    _position(s, duel)
    s.pick("done", player=0, request="select")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Don Turtle"] * 2 and hand(duel, 0) == ["Don Turtle"]


def test_don_turtle_needs_a_copy_in_the_hand():
    """Q: I Normal Summon Don Turtle with no other Don Turtle in my hand: A: its effect is not
    offered; back to my Main Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Don Turtle", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Don Turtle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and hand(duel, 0) == ["Battle Ox"]


def test_don_turtle_flip_summon_does_not_trigger():
    """Q: I Flip Summon a Set Don Turtle with another in my hand: A: a Flip Summon is no Normal
    Summon: nothing is offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Don Turtle", position="set")
    table.hand(0, "Don Turtle")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Don Turtle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and hand(duel, 0) == ["Don Turtle"]


def test_don_turtle_under_skill_drain_summons_nothing():
    """Q: with Skill Drain face-up I Normal Summon Don Turtle and say yes to its effect: A: it is
    negated as it resolves: the other Don Turtle stays in my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Don Turtle", "Don Turtle")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Don Turtle", first=True)
    while duel.request.kind in ("chain", "yes_no"):
        if duel.request.kind == "yes_no":
            s.pick("yes", player=0)
        else:
            s.pick("pass")
    assert field_monsters(duel, 0) == ["Don Turtle"] and hand(duel, 0) == ["Don Turtle"]
