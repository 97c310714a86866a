"""Priority once a chain that Summoned a monster has resolved: the cases round 42n's mutants
of chain.py `_window_loop` and replay.py `rules_of` showed untested.

Seed 000 §回合玩家的優先權: the turn player may act first in every phase and step, with a fast
effect (seed 000's priority offers no Ignition Effect there: only GOAT's priority,
goatformat.com's rule 4, does, `Rules.ignition_priority`). Seed 000 §連鎖: a chain resolves
once both players pass in succession. A replay recorded before `seed_priority_after_chain`
plays with the flag off (the opponent asked first), and a replay whose rules are not an
object of flags is refused with a clear error.
"""

import pytest

from duelist.engine.replay import rules_of
from duelist.engine.rules import PRESETS
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import gains_lp_when_summoned
from tests.rules.test_turn_player_priority_after_a_chain_that_summoned import _reborn_declined


def _reborn_with_a_declined_trigger(monkeypatch, rules):
    """Turn 3, player 0's Main Phase 1: player 0 controls Tribe-Infecting Virus (a Pot of Greed
    in hand to discard for it) and activates Monster Reborn on the Celtic Guardian in their GY;
    Celtic Guardian is a stand-in with one optional "when this card is Summoned: gain 500 LP"
    trigger, which player 0 declines. Player 1 controls Giant Soldier of Stone and has
    Torrential Tribute Set (the position of
    tests/rules/test_turn_player_priority_after_a_chain_that_summoned.py)."""
    gains_lp_when_summoned(monkeypatch)
    return _reborn_declined(rules, extra=("Tribe-Infecting Virus",))


def test_mr5_a_declined_summon_trigger_gives_no_ignition_priority(monkeypatch):
    """Q (MR5): Monster Reborn brings back my Celtic Guardian and I decline its optional
    "when Summoned" effect; I control Tribe-Infecting Virus. May I activate the Virus before my
    opponent may answer the Summon? A: no: under seed 000's priority the turn player's first
    answer to the Summon is a fast effect, and I have none, so my opponent is asked at once
    (an Ignition Effect waits for my open game state, after both have passed)."""
    duel, s = _reborn_with_a_declined_trigger(monkeypatch, "MR5")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Torrential Tribute")
    s.pick("pass")
    s.expect(request="idle", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")


def test_goat_the_same_declined_trigger_gives_the_virus_priority(monkeypatch):
    """The same under GOAT (goatformat.com's rule 4): I may activate the Virus first."""
    duel, s = _reborn_with_a_declined_trigger(monkeypatch, "GOAT")
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")


def test_before_the_flag_a_chain_answering_the_summon_resolves_once_both_pass():
    """Under rules recorded before the flag (the opponent asked first): Monster Reborn brings
    back my Celtic Guardian, my opponent answers with Torrential Tribute, and I pass with Book
    of Moon Set. A: both have passed in succession, so Torrential Tribute resolves at once
    (seed 000 §連鎖): I am not asked again about the same chain, every monster is destroyed and
    I am back in my Main Phase, Book of Moon unused."""
    table = Table(rules=PRESETS["MR5"].replace(seed_priority_after_chain=False), turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Celtic Guardian")
    table.spell_trap(0, "Book of Moon")
    table.monster(1, "Giant Soldier of Stone")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Celtic Guardian")
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", player=0)
    s.expect(request="chain", player=1)
    s.pick("activate", "Torrential Tribute", player=1)
    s.expect(request="chain", player=0)
    assert s.has("activate", "Book of Moon")
    s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Celtic Guardian" in grave(duel, 0) and "Giant Soldier of Stone" in grave(duel, 1)
    assert "Book of Moon" not in grave(duel, 0)
    assert [e["name"] for e in duel.log if e["type"] == "chain"][-1] == "Torrential Tribute"


@pytest.mark.parametrize("rules", [None, 42, ["MR5"], "MR5"])
def test_a_replay_whose_rules_are_no_object_is_refused_clearly(rules):
    """A replay's rules are an object of flags: anything else is a clear error naming the
    rules (never a traceback of another kind), whatever the missing flag's default."""
    with pytest.raises(ValueError, match="rules must be an object of flags"):
        rules_of({"version": 2, "rules": rules})


def test_before_the_flag_the_menu_still_answers_the_summon_once_the_opponent_passes():
    """Under rules recorded before the flag: Monster Reborn brings back my Celtic Guardian and
    my opponent, asked first, has nothing to answer with. A: I answer the Summon from my Main
    Phase menu (as those replays played): my own Torrential Tribute, Set since an earlier turn,
    is offered there and destroys every monster."""
    table = Table(rules=PRESETS["MR5"].replace(seed_priority_after_chain=False), turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Celtic Guardian")
    table.spell_trap(0, "Torrential Tribute")
    table.monster(1, "Giant Soldier of Stone")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Celtic Guardian")
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", player=0)
    s.expect(request="idle", player=0)
    assert "Celtic Guardian" in field_monsters(duel, 0)
    assert s.has("activate", "Torrential Tribute")
    s.pick("activate", "Torrential Tribute")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []

