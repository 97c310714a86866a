"""Future Fusion whose revealed Fusion Monster is no longer in the Extra Deck (round 48c).

Future Fusion's first printing (GOAT: during your 2nd Standby Phase after activation, Fusion
Summon the revealed Fusion Monster from the Extra Deck). If that monster has left the Extra Deck
in the meantime (Fusion Summoned by Polymerization the same turn), there is nothing to summon in
that Standby Phase: nothing happens, and the duel goes on."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

GAIA = "Gaia the Dragon Champion"
MATERIALS = ["Curse of Dragon", "Gaia The Fierce Knight"]


def _play_to(s, duel, turn):
    for _ in range(80):
        r = duel.request
        if duel.turn == turn and duel.phase == "main1" and r.kind == "idle":
            return
        if r.kind == "select":
            s.pick("select", first=True)
        elif r.kind == "option":
            s.pick("option", "Attack Position", request="option")
        elif r.kind == "idle":
            s.end_turn()
        else:
            s.pick("pass", first=True)
    raise AssertionError("turn %d not reached" % turn)


def test_future_fusion_after_its_gaia_was_fusion_summoned_by_polymerization_summons_nothing():
    """Q: (GOAT) I activate Future Fusion on turn 3, revealing my only Gaia the Dragon Champion,
    then Fusion Summon that Gaia with Polymerization. What happens in my Standby Phase of turn 7?
    A: nothing: there is no Gaia left in my Extra Deck; the duel goes on with my one Gaia."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Future Fusion", "Polymerization", *MATERIALS)
    table.extra(0, GAIA)
    table.deck(0, ["Celtic Guardian"] * 6 + MATERIALS)
    table.deck(1, ["Celtic Guardian"] * 8)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    s.pick("select", GAIA)
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    s.pick("activate", "Polymerization", request="idle")
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "select":
            s.pick("select", first=True)
        elif duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass", first=True)
    assert field_monsters(duel, 0) == [GAIA] and duel.players[0].extra == []
    _play_to(s, duel, 7)
    assert field_monsters(duel, 0) == [GAIA]
