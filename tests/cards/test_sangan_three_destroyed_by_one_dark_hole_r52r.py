"""Dark Hole destroys two of my Sangans and one of my opponent's at once (round 52r).

Sangan's text today: a mandatory "if sent from the field to the GY" search, usable once per turn
by each player (the limit is the player's: my opponent's use does not spend mine). Seed 000
§誘發效果: the triggers of one moment form one chain, the turn player's mandatory ones first
(ordered by them), then the opponent's; one that can no longer be activated when its turn comes
is not. The 2005 text (the GOAT preset) has no limit: all three search."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _dark_hole(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    first = table.monster(0, "Sangan")
    table.monster(0, "Sangan")
    table.monster(1, "Sangan")
    table.deck(0, ["Mystic Tomato", "Witch of the Black Forest", "Battle Ox"])
    table.deck(1, ["Mystic Tomato", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Dark Hole")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s, start, first


def test_today_one_of_my_two_sangans_searches_and_my_opponents_sangan_too():
    """Q: (today's text) my Dark Hole destroys my two Sangans and my opponent's Sangan. A: the
    once-per-turn limit is each player's: one of my Sangans is activated (Chain Link 1; the other
    can no longer be activated once the first was), my opponent's is Chain Link 2. They add
    Mystic Tomato, then I add one card: two cards found in all, one each."""
    duel, s, start, first = _dark_hole("MR5")
    s.expect(request="order", player=0)            # which of my Sangans
    s.pick("chain_trigger", first.uid(duel))
    s.pick("select", "Mystic Tomato", player=1)    # Chain Link 2 resolves first
    s.pick("select", "Witch of the Black Forest", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")

    links = [e for e in of_type(duel, "chain", start) if e["name"] == "Sangan"]
    assert [(e["link"], e["player"]) for e in links] == [(1, 0), (2, 1)]
    assert links[0]["uid"] == first.uid(duel)       # the one I picked; my other one was not activated
    assert hand(duel, 0) == ["Witch of the Black Forest"] and hand(duel, 1) == ["Mystic Tomato"]
    assert grave(duel, 0).count("Sangan") == 2 and grave(duel, 1) == ["Sangan"]
    assert duel.request.kind == "idle"


def test_2005_text_all_three_sangans_search():
    """Q: the same under the 2005 text (GOAT). A: no limit: my two Sangans are Chain Links 1 and
    2 (my order), my opponent's Chain Link 3; they search first, then each of mine: I add Witch
    of the Black Forest and Mystic Tomato."""
    duel, s, start, first = _dark_hole("GOAT")
    s.expect(request="order", player=0)
    s.pick("chain_trigger", first.uid(duel))
    s.pick("select", "Mystic Tomato", player=1)
    s.pick("select", "Witch of the Black Forest", player=0)
    s.pick("select", "Mystic Tomato", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")

    assert [(e["link"], e["player"]) for e in of_type(duel, "chain", start) if e["name"] == "Sangan"] == [
        (1, 0), (2, 0), (3, 1)]
    assert sorted(hand(duel, 0)) == ["Mystic Tomato", "Witch of the Black Forest"]
    assert hand(duel, 1) == ["Mystic Tomato"]
