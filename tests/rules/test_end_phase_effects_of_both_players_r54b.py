"""The End Phase's effects of BOTH players: the turn player's first, in the order the turn player
likes; the non-turn player's after the turn player is done (or passes), in the order the
NON-TURN player likes; and the non-turn player may still activate an optional one then
(round 54b).

Source: Konami's FAQ (db.yugioh-card.com, faq fid=11533, "when several things are to be done in
the Standby Phase or the End Phase"): the turn player holds priority first in each phase, so they
may carry out their activations and processes first, in any order; once the turn player passes
priority, the opponent likewise carries out theirs in any order; once both have passed, the
mandatory ones left are the turn player's first. yugioh-wiki.net 「エンドフェイズ」 (09/10/28)
says the same (the player with priority handles theirs in the order they like; priority may be
passed with a mandatory one waiting). Seed 004 §结束阶段 lists the handling of the phase's
effects among what the phase must do; seed 000 §誘發效果 says such phase triggers are not
simultaneous (one is activated and resolved, then the next).

Round 53e let the turn player order ALL the phase's effects, the opponent's included (the turn
player picked whether the opponent's Twin-Headed Behemoth came back before or after their own
Asura Priest returned, and ordered the opponent's two effects). Now each player orders their
own; the turn player's `order` request names only their own effects, with a `pass` that lets
the opponent go first (`_phase_pick`, chain.py).

The cards: Asura Priest (a Spirit: back to its owner's hand in the End Phase of the turn it was
Normal Summoned; mandatory), The Wicked Worm Beast (its return is applied, no chain link),
Twin-Headed Behemoth (destroyed on the field: it may come back from the GY in that End Phase;
optional today, mandatory in its 2005 text), Stardust Dragon (Tributed for its negation: it may
come back from the GY in that End Phase; optional)."""

import pytest

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _pass_chains(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _end_phase_links(duel):
    """The End Phase's happenings in log order: (kind, name) of each applied effect ('apply')
    and each chain link ('chain')."""
    end = max(e["i"] for e in duel.log if e["type"] == "phase" and e["phase"] == "end")
    return [(e["type"], e["name"]) for e in duel.log if e["i"] > end and e["type"] in ("apply", "chain")]


def _asura_beats_behemoth(rules, stardust=False, worm=False):
    """Player 0's turn 3: Asura Priest Normal Summoned, it destroys player 1's Twin-Headed
    Behemoth in battle; with `stardust`, player 1 first Tributed Stardust Dragon to negate
    player 0's Mystical Space Typhoon; with `worm`, player 0 also controls The Wicked Worm
    Beast. Then player 0 ends the turn: the End Phase's effects wait."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.hand(0, "Asura Priest")
    if worm:
        table.monster(0, "The Wicked Worm Beast")
    if stardust:
        table.hand(0, "Mystical Space Typhoon")
        table.monster(1, "Stardust Dragon", summon_kind="synchro")
        table.spell_trap(1, "Mystical Space Typhoon")
    table.monster(1, "Twin-Headed Behemoth")
    duel = table.build()
    s = Script(duel)
    if stardust:
        s.pick("activate", "Mystical Space Typhoon", request="idle", player=0)
        s.answer(duel.request.options[0])       # its one target, player 1's Set card
        s.pick("activate", "Stardust Dragon", request="chain", player=1)
        _pass_chains(s, duel)
    s.pick("summon", "Asura Priest")
    _pass_chains(s, duel)
    s.pick("battle")
    s.pick("attack", "Asura Priest", target="Twin-Headed Behemoth")
    _pass_chains(s, duel)
    s.end_turn()
    return duel, s


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_the_turn_player_orders_only_their_own_end_phase_effects(rules):
    """Q: my End Phase; my Asura Priest must return to my hand, and my opponent's Twin-Headed
    Behemoth, destroyed by it this turn, may (today; must, 2005) come back from their GY. Whom
    am I asked to order? A: only my own: one `order` request to me naming Asura Priest, and a
    `pass` (my opponent may then go first); not my opponent's Behemoth."""
    duel, s = _asura_beats_behemoth(rules)
    request = s.expect(request="order", player=0)
    assert [(o.kind, o.name) for o in request.options] == [("chain_trigger", "Asura Priest"), ("pass", None)]
    assert _end_phase_links(duel) == []


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_the_non_turn_players_trigger_comes_after_the_turn_players(rules):
    """Q: the same; I pick Asura Priest. A: it returns to my hand on a chain of its own; then my
    opponent's Behemoth is theirs to activate (today they are asked yes / no, and say yes): it
    comes back to their field with 1000 ATK, and the turn passes."""
    duel, s = _asura_beats_behemoth(rules)
    s.pick("chain_trigger", "Asura Priest", request="order", player=0)
    _pass_chains(s, duel)
    if rules == "MR5":
        s.pick("yes", "Twin-Headed Behemoth", request="yes_no", player=1)
    _pass_chains(s, duel)
    while duel.request.kind != "idle":      # the Behemoth's position and zone
        s.answer(duel.request.options[0])
    assert _end_phase_links(duel) == [("chain", "Asura Priest"), ("chain", "Twin-Headed Behemoth")]
    assert hand(duel, 0) == ["Asura Priest"]
    assert field_monsters(duel, 1) == ["Twin-Headed Behemoth"]
    assert duel.turn_player == 1


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_the_turn_player_may_pass_and_let_the_opponent_go_first(rules):
    """Q: the same; I pass instead. A: my opponent's Behemoth comes first (today: their yes /
    no, yes), on a chain of its own; then my Asura Priest, now alone, returns: the log shows the
    Behemoth's link before Asura Priest's."""
    duel, s = _asura_beats_behemoth(rules)
    s.pick("pass", request="order", player=0)
    if rules == "MR5":
        s.pick("yes", "Twin-Headed Behemoth", request="yes_no", player=1)
    _pass_chains(s, duel)
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert _end_phase_links(duel) == [("chain", "Twin-Headed Behemoth"), ("chain", "Asura Priest")]
    assert hand(duel, 0) == ["Asura Priest"]
    assert field_monsters(duel, 1) == ["Twin-Headed Behemoth"]


@pytest.mark.parametrize("first", ["Stardust Dragon", "Twin-Headed Behemoth"])
def test_the_non_turn_player_orders_their_own_two_effects(first):
    """(Today's rules: Stardust Dragon is a Synchro Monster.) Q: the same, and my opponent's
    Stardust Dragon was Tributed this turn to negate my Mystical Space Typhoon: they have two
    optional End Phase effects. Once my Asura Priest is back in my hand, who orders their two?
    A: my opponent: an `order` request to player 1 naming both; the one they pick is asked and
    resolved first, then the other: both end on their field."""
    duel, s = _asura_beats_behemoth("MR5", stardust=True)
    s.pick("chain_trigger", "Asura Priest", request="order", player=0)
    _pass_chains(s, duel)
    request = s.expect(request="order", player=1)
    assert sorted(o.name for o in request.options) == ["Stardust Dragon", "Twin-Headed Behemoth"]
    s.pick("chain_trigger", first, request="order", player=1)
    other = "Twin-Headed Behemoth" if first == "Stardust Dragon" else "Stardust Dragon"
    s.pick("yes", first, request="yes_no", player=1)
    while duel.request.kind != "yes_no":    # its chain, its position and zone
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    s.pick("yes", other, request="yes_no", player=1)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert _end_phase_links(duel) == [("chain", "Asura Priest"), ("chain", first), ("chain", other)]
    assert sorted(field_monsters(duel, 1)) == ["Stardust Dragon", "Twin-Headed Behemoth"]
    assert duel.turn_player == 1


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_an_applied_return_of_the_turn_player_is_ordered_with_their_trigger_not_the_opponents(rules):
    """Q: my End Phase: my Wicked Worm Beast's return (applied, no link), my Asura Priest's
    return (a trigger), my opponent's Behemoth. What am I asked? A: to order my two, with a
    `pass`; I pick the Worm Beast, then Asura Priest (asked again, with the pass: my opponent
    still has theirs), then the Behemoth is my opponent's; all three happen in that order."""
    duel, s = _asura_beats_behemoth(rules, worm=True)
    request = s.expect(request="order", player=0)
    assert sorted((o.kind, o.name or "") for o in request.options) == [
        ("chain_trigger", "Asura Priest"), ("chain_trigger", "The Wicked Worm Beast"), ("pass", "")]
    s.pick("chain_trigger", "The Wicked Worm Beast", request="order", player=0)
    s.pick("chain_trigger", "Asura Priest", request="order", player=0)
    _pass_chains(s, duel)
    if rules == "MR5":
        s.pick("yes", "Twin-Headed Behemoth", request="yes_no", player=1)
    _pass_chains(s, duel)
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert _end_phase_links(duel) == [("apply", "The Wicked Worm Beast"), ("chain", "Asura Priest"),
                                      ("chain", "Twin-Headed Behemoth")]
    assert sorted(hand(duel, 0)) == ["Asura Priest", "The Wicked Worm Beast"]
    assert field_monsters(duel, 1) == ["Twin-Headed Behemoth"]
