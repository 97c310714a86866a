"""Sacred Crane (30914564), Level 4 LIGHT Winged Beast, 1600 / 400: when it is Special Summoned, its
controller draws 1 card.

Sources, in our words: the card's text (IOC-069, 2004: "when this card is Special Summoned
successfully, draw 1 card", a mandatory trigger; today's text does the same: no ERAS entry);
yugioh-wiki.net 《聖鳥クレイン》 (a Normal Summon, a Set or a Flip Summon draws nothing; a mandatory
trigger: it never misses the timing, and it resolves though the Crane was destroyed before it
resolved); seed 000 §連鎖 (a summon response window: the trigger first, then the answers)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

CRANE = "Sacred Crane"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_sacred_crane_revived_draws_a_card():
    """Q: I revive Sacred Crane with Monster Reborn. A: I draw 1 card (Battle Ox)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, CRANE)
    table.hand(0, "Monster Reborn")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", CRANE)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _pass(s)
    assert [c.name for c in duel.monsters(0)] == [CRANE]
    assert hand(duel, 0) == ["Battle Ox"]


def test_sacred_crane_normal_or_flip_summoned_draws_nothing():
    """Q: I Normal Summon one Sacred Crane and Flip Summon another. A: neither is a Special Summon:
    no draw."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CRANE)
    table.monster(0, CRANE, position="set")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", CRANE)
    _pass(s)
    s.pick("flip_summon", CRANE)
    _pass(s)
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 2


def test_sacred_crane_revived_by_call_of_the_haunted_in_the_opponents_turn():
    """Q: in my opponent's Main Phase I activate Call of the Haunted on Sacred Crane. A: I draw 1."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.grave(0, CRANE)
    table.spell_trap(0, "Call of the Haunted")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", CRANE, player=0)
    _pass(s)
    assert [c.name for c in duel.monsters(0)] == [CRANE]
    assert hand(duel, 0) == ["Battle Ox"]


def test_sacred_crane_destroyed_by_torrential_tribute_still_draws():
    """Q: I revive Sacred Crane; its draw is chain link 1 and my opponent chains Torrential Tribute.
    A: the Crane is destroyed first, then the mandatory draw still resolves: I draw 1."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, CRANE)
    table.hand(0, "Monster Reborn")
    table.spell_trap(1, "Torrential Tribute")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", CRANE)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    for _ in range(12):
        req = duel.request
        if req.kind == "chain" and req.player == 1 and s.has("activate", "Torrential Tribute"):
            s.pick("activate", "Torrential Tribute", player=1)
        elif req.kind == "chain":
            s.pick("pass", player=req.player)
        else:
            break
    assert grave(duel, 0) == ["Monster Reborn", CRANE]
    assert grave(duel, 1) == ["Torrential Tribute"]
    assert hand(duel, 0) == ["Battle Ox"]
