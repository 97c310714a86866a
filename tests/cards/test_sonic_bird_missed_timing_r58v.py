"""Sonic Bird (57617178): its search is an optional "when" trigger, so it misses the timing when its
Special Summon is not the last thing to happen in the resolving chain.

Sources, in our words: yugioh-wiki.net 《ソニックバード》 (召喚・特殊召喚に成功した時 ... 加える事ができる:
an optional trigger that can miss the timing); seed 000 §誘發效果 (an optional "when" trigger is
activated only if its event is the last thing that happened). A judge's classic: Call of the Haunted
chained to Pot of Greed Summons it at chain link 2; Pot of Greed's draw resolves after it."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_sonic_bird_summoned_by_call_of_the_haunted_under_pot_of_greed_misses_the_timing():
    """Q: I activate Pot of Greed and chain Call of the Haunted on my Sonic Bird in the GY. A: the
    Bird is Special Summoned at chain link 2, then Pot of Greed draws: the summon was not the last
    thing to happen, so the search is never offered; my hand holds only the 2 drawn cards."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Sonic Bird")
    table.hand(0, "Pot of Greed")
    table.spell_trap(0, "Call of the Haunted")
    table.deck(0, ["Battle Ox", "Black Luster Ritual", "Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Sonic Bird")
    _pass_all(s)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Sonic Bird"]
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Black Luster Ritual"]


def test_sonic_bird_summoned_by_call_of_the_haunted_alone_searches():
    """Q: I activate Call of the Haunted alone on Sonic Bird. A: its summon is the last thing to
    happen: I may add Black Luster Ritual from my Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Sonic Bird")
    table.spell_trap(0, "Call of the Haunted")
    table.deck(0, ["Battle Ox", "Black Luster Ritual", "Pot of Greed"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Sonic Bird")
    _pass_all(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Black Luster Ritual")
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Sonic Bird"] and hand(duel, 0) == ["Black Luster Ritual"]
