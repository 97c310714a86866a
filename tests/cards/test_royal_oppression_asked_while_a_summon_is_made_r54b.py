"""Royal Oppression (93016201, an effect either player may use: `by_either`) while the turn player
Special Summons by a procedure from the Main Phase menu (round 54b): who is asked, and when.

Sources: the card's text (either player may pay 800 LP to negate a Special Summon and destroy
the monster); yugioh-wiki.net 《王宮の弾圧》 (usable by both players, the user pays; it answers a
Special Summon that is not made by a chain link -- a summoning procedure such as Cyber Dragon's
--, while it is being made); seed 000 §反擊陷阱 / §回合玩家的優先權 (while a monster is being
summoned only what negates the summon may be used; the turn player is asked first, then the
opponent). A summon that has happened can no longer be negated: once both passed, the Main
Phase menu that follows offers no payment.

What the engine does (checked, right): the Main Phase menu is never built while a summon is
being made (the summon-negation window asks `chain` requests: turn.py `_summoning_window`); there
the turn player is asked first and the opponent second, each offered the Royal Oppression of
either side, and the player who pays is the one who used it. Both presets."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _cyber_dragon(rules, oppression_player):
    """Turn 3, player 0's Main Phase 1: player 0 Special Summons Cyber Dragon (its procedure:
    player 1 controls Battle Ox, player 0 no monster) in Attack Position; `oppression_player`
    controls a face-up Royal Oppression."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Cyber Dragon")
    table.monster(1, "Battle Ox")
    table.spell_trap(oppression_player, "Royal Oppression", face_down=False)
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Royal Oppression")       # nothing is being summoned yet
    s.pick("special_summon", "Cyber Dragon")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", request="option")
    return duel, s


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
@pytest.mark.parametrize("oppression_player", [0, 1])
def test_the_turn_player_then_the_opponent_then_the_menu_without_it(rules, oppression_player):
    """Q: I Special Summon Cyber Dragon by its procedure; a face-up Royal Oppression is on the
    field (mine, or my opponent's). Who may pay, and when? A: while it is being summoned I am
    asked first (a chain request, not my menu), then my opponent, each offered Royal
    Oppression; we both pass: Cyber Dragon is summoned, and my Main Phase menu that follows no
    longer offers it; no LP were paid."""
    duel, s = _cyber_dragon(rules, oppression_player)
    s.expect(request="chain", player=0)
    assert [o.kind for o in duel.request.options] == ["activate", "pass"]
    assert s.has("activate", "Royal Oppression")
    s.pick("pass", player=0)
    s.expect(request="chain", player=1)
    assert s.has("activate", "Royal Oppression")
    s.pick("pass", player=1)
    s.expect(request="idle", player=0)
    assert not s.has("activate", "Royal Oppression")
    assert field_monsters(duel, 0) == ["Cyber Dragon"]
    assert lp(duel) == (8000, 8000)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_the_turn_player_may_use_the_opponents_royal_oppression_on_their_own_summon(rules):
    """Q: the same with my opponent's Royal Oppression; I (the turn player, asked first) use it
    against my own Cyber Dragon. A: I pay the 800 LP, not its controller; Cyber Dragon's summon
    is negated and it goes to my GY."""
    duel, s = _cyber_dragon(rules, 1)
    s.pick("activate", "Royal Oppression", request="chain", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7200, 8000)
    assert grave(duel, 0) == ["Cyber Dragon"]
    assert field_monsters(duel, 0) == []
    assert [e["name"] for e in duel.log if e["type"] == "summon_negated"] == ["Cyber Dragon"]
