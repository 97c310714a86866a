"""Sonic Bird (57617178): when it is Normal or Special Summoned, its controller may add 1 Ritual Spell
from their Deck to their hand.

Sources, in our words: the card's texts (MRL-093, 2002: Normal Summoned or Special Summoned, you can
add 1 Ritual Magic Card from your Deck; today's: the same; no ERAS entry); yugioh-wiki.net
《ソニックバード》: an optional trigger ("when ... you can": it misses the timing when the summon was
not the last thing to happen), not on a Flip Summon; the search resolves even if Sonic Bird has left
the field (seed 000 §效果的處理: a trigger already activated does not need its card)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

SB = "Sonic Bird"
_DECK = ["Battle Ox", "Black Luster Soldier", "Black Luster Ritual", "Pot of Greed"]


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_sonic_bird_normal_summon_adds_a_ritual_spell_only():
    """Q: I Normal Summon Sonic Bird. A: I may add Black Luster Ritual, and only it (not the Ritual
    Monster Black Luster Soldier, not Pot of Greed)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SB)
    table.deck(0, list(_DECK))
    duel = table.build()
    s = Script(duel)
    s.pick("summon", SB)
    s.pick("yes", player=0, request="yes_no")
    assert [o.name for o in s.options("select")] == ["Black Luster Ritual"]
    s.pick("select", "Black Luster Ritual")
    _pass_all(s)
    assert hand(duel, 0) == ["Black Luster Ritual"]


def test_sonic_bird_special_summon_by_monster_reborn_searches():
    """Q: I Special Summon Sonic Bird with Monster Reborn. A: a Special Summon counts: I add Black
    Luster Ritual."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, SB)
    table.hand(0, "Monster Reborn")
    table.deck(0, list(_DECK))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", SB)
    _pass_all(s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", request="option")
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Black Luster Ritual")
    _pass_all(s)
    assert field_monsters(duel, 0) == [SB] and hand(duel, 0) == ["Black Luster Ritual"]


def test_sonic_bird_flip_summon_or_no_ritual_spell_asks_nothing():
    """Q: (a) I Flip Summon my Set Sonic Bird; (b) I Normal Summon it with no Ritual Spell in my Deck.
    A: no question either time: a Flip Summon is neither, and with nothing to add the effect cannot
    be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, SB, position="set")
    table.deck(0, list(_DECK))
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SB)
    _pass_all(s)
    s.expect(request="idle", player=0)
    assert hand(duel, 0) == []

    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SB)
    table.deck(0, ["Battle Ox", "Black Luster Soldier"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", SB)
    _pass_all(s)
    s.expect(request="idle", player=0)
    assert hand(duel, 0) == []


def test_sonic_bird_destroyed_by_trap_hole_in_the_chain_still_searches():
    """Q: I Normal Summon Sonic Bird (1400) and activate its search; my opponent chains Trap Hole and
    destroys it. A: the search still resolves: Sonic Bird is in my GY and Black Luster Ritual in my
    hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SB)
    table.deck(0, list(_DECK))
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", SB)
    s.pick("yes", player=0, request="yes_no")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", SB, player=1)
    _pass_all(s)
    s.pick("select", "Black Luster Ritual")
    _pass_all(s)
    assert grave(duel, 0) == [SB] and hand(duel, 0) == ["Black Luster Ritual"]
