"""Cyber Jar's FLIP effect destroys every monster, *then* both players reveal five cards and
summon: Archfiend of Gilfer destroyed by it misses the timing, Sangan does not (round 52r).

Seed 000 §誘發效果 / yugioh-wiki.net 「タイミングを逃す」: an optional "when ... you can" trigger is
activated only if its moment was the last thing that happened; Cyber Jar's destruction is
followed, in the same resolution, by the reveal, the Special Summons and the cards added to the
hand, so Gilfer's "when sent to the GY, you can" cannot be activated. A mandatory trigger never
misses the timing: Sangan's search is activated once the chain is over."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_gilfer_destroyed_by_cyber_jar_misses_the_timing_and_sangan_searches():
    """Q: I Flip Summon Cyber Jar; it destroys itself, my Sangan and my opponent's Archfiend of
    Gilfer, then each of us reveals five cards and summons the Level 4 or lower monsters among
    them. A: Gilfer misses the timing (its owner is not asked); Sangan's search is Chain Link 1
    of the next chain: I add Mystic Tomato."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cyber Jar", position="set")
    table.monster(0, "Sangan")
    table.monster(1, "Archfiend of Gilfer")
    table.deck(0, ["Battle Ox", "Battle Ox", "Pot of Greed", "Pot of Greed", "Pot of Greed", "Mystic Tomato"])
    table.deck(1, ["Celtic Guardian", "Pot of Greed", "Pot of Greed", "Pot of Greed", "Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("flip_summon", "Cyber Jar")
    while duel.request.kind != "idle":
        request = duel.request
        if request.kind == "chain":
            s.pick("pass")
        elif request.kind == "option":      # each revealed monster face-up Attack Position
            s.answer(request.options[0])
        elif request.kind == "select":
            s.pick("select", "Mystic Tomato", player=0)
        else:
            raise AssertionError(request.kind)

    assert [e["name"] for e in of_type(duel, "missed_timing", start)] == ["Archfiend of Gilfer"]
    assert [(e["link"], e["name"]) for e in of_type(duel, "chain", start)] == [(1, "Cyber Jar"), (1, "Sangan")]
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Battle Ox"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    assert grave(duel, 1) == ["Archfiend of Gilfer"]
    assert sorted(hand(duel, 0)) == ["Mystic Tomato", "Pot of Greed", "Pot of Greed", "Pot of Greed"]
