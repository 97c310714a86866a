"""The order question of a Flip Summon's triggers lists the flipped card's own first (round 32n).

seed 000 §誘發效果 (SEGOC): a player's simultaneous triggers go on the chain in the order
that player picks. The engine asks with an `order` request whose options list the triggers in
a fixed order -- the cards the batch's happenings name, in the order they are named, then the
face-up field cards that listen, in field order -- as a batch of one happening does: an
answer is an option id, so a replay (recorded answers) and a log written again read the same
only while that order holds. A Flip Summon is a batch of two happenings naming the flipped
card ("summoned", "flipped"): the flipped card is named, so it comes before a listener that
stands to its left on the field."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_hane_hane_flip_summoned_beside_mysterious_puppeteer():
    """Turn 3, player 1's Main Phase 1: Mysterious Puppeteer (face-up, Monster Zone 1) and a
    Set Hane-Hane (Monster Zone 5); player 0 has Mystical Elf. Player 1 Flip Summons
    Hane-Hane: its flip effect and Puppeteer's "a monster is Flip Summoned: gain 500 LP" are
    simultaneous; the order request lists Hane-Hane, then Puppeteer. Option 0 (Hane-Hane) goes
    first, targeting Mystical Elf; Puppeteer is Chain Link 2 and resolves first (+500 LP);
    then Mystical Elf returns to player 0's hand."""
    table = Table(turn=3, turn_player=1, phase="main1")
    table.monster(1, "Mysterious Puppeteer", zone=0)
    table.monster(1, "Hane-Hane", position="set", zone=4)
    elf = table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Hane-Hane")
    request = s.expect(request="order", player=1)
    assert [(o.id, o.name) for o in request.options] == [(0, "Hane-Hane"), (1, "Mysterious Puppeteer")]
    s.answer(request.options[0])
    s.pick("target", elf, player=1, request="target")
    assert [(e["link"], e["name"]) for e in duel.log if e["type"] == "chain"] == [
        (1, "Hane-Hane"), (2, "Mysterious Puppeteer")]
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert [e["name"] for e in duel.log if e["type"] == "resolve"] == ["Mysterious Puppeteer", "Hane-Hane"]
    assert duel.players[1].lp == 8500
    assert hand(duel, 0) == ["Mystical Elf"]
    assert duel.request.kind == "idle" and duel.request.player == 1
