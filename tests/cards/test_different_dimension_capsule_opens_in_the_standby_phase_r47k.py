"""Different Dimension Capsule opens in its controller's second Standby Phase after the
activation (the card's text; yugioh-wiki.net 《タイムカプセル》): not in the Draw Phase of that
turn, before the Standby Phase has come. The card it holds is added to the hand after that
turn's draw."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table

FILLER = ["Kozaky"] * 8


def test_the_capsule_opens_in_the_second_standby_phase_not_in_the_draw_phase_before_it():
    """Q: I activated Different Dimension Capsule in turn 3, banishing Dark Hole. In turn 7, my
    second Standby Phase after it, when does Dark Hole come to my hand? A: in the Standby Phase:
    the Capsule is destroyed, and Dark Hole added, after turn 7's Standby Phase begins (after
    my draw), never in the Draw Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Different Dimension Capsule")
    table.deck(0, ["Dark Hole"] + FILLER)
    table.deck(1, FILLER)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule")
    s.pick("select", "Dark Hole")
    for _ in range(4):                 # turns 3, 4, 5 (1st Standby), 6 end; turn 7 (2nd Standby)
        s.end_turn()
        while duel.request.kind != "idle":
            s.pick("pass")
    assert duel.turn == 7 and "Dark Hole" in hand(duel, 0)
    log = duel.log
    turn7 = next(i for i, e in enumerate(log) if e["type"] == "turn" and e["turn"] == 7)
    standby = next(i for i, e in enumerate(log) if i > turn7 and e["type"] == "phase" and e["phase"] == "standby")
    opened = next(i for i, e in enumerate(log) if e["type"] == "destroyed"
                  and e.get("name") == "Different Dimension Capsule")
    draw = next(i for i, e in enumerate(log) if i > turn7 and e["type"] == "draw")
    assert draw < standby < opened
