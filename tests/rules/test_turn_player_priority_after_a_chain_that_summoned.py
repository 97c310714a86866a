"""Who is asked first once a chain that Summoned a monster has resolved.

Seed 000 §回合玩家的優先權: in every phase and step the turn player has the right to activate
first; once they use it or give it up, priority passes to the opponent. So when a chain whose
last link Summoned a monster (Monster Reborn) has resolved, the turn player may answer the
Summon first with a fast effect, and only then may the opponent answer it ("when a monster is
Summoned": Torrential Tribute). Once both have passed, the Summon is behind them.

The Summon stays the last thing that happened while its triggers make no chain (an optional
one declined: seed 000 §誘發效果, nothing new happens), so the same asks follow then too;
under GOAT's priority (goatformat.com's rule 4) the turn player's first ask also offers their
monsters' Ignition Effects.

Before `Rules.seed_priority_after_chain` the engine asked the opponent first there, and
after a declined trigger nobody could answer the Summon: a replay recorded then (its rules
without the flag) still plays that way.
"""


from duelist.engine.replay import rules_of
from duelist.engine.rules import PRESETS, Rules
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import gains_lp_when_summoned


def _reborn(rules, moon=True):
    """Turn 3, player 0's Main Phase 1: player 0 activates Monster Reborn on the Celtic Guardian
    in their GY, with Book of Moon Set since an earlier turn (when `moon`); player 1 controls
    Giant Soldier of Stone and has Torrential Tribute Set."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Celtic Guardian")
    if moon:
        table.spell_trap(0, "Book of Moon")
    table.monster(1, "Giant Soldier of Stone")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Celtic Guardian")
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")          # nobody chains to Monster Reborn
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", player=0)
    return duel, s


def test_every_preset_asks_the_turn_player_first_after_a_chain_that_summoned():
    """The flag is on in every preset and for custom rules; a replay whose rules lack it
    (recorded before it) plays without it."""
    assert all(rules.seed_priority_after_chain for rules in PRESETS.values())
    assert Rules().seed_priority_after_chain is True
    data = {"version": 2, "rules": PRESETS["MR5"].to_dict()}
    del data["rules"]["seed_priority_after_chain"]
    assert rules_of(data).seed_priority_after_chain is False
    assert rules_of({"version": 2, "rules": PRESETS["MR5"].to_dict()}).seed_priority_after_chain is True


def test_a_bad_flag_is_refused():
    """The flag is true or false; anything else is a clear error, not a duel."""
    try:
        Rules("custom", seed_priority_after_chain=1)
    except ValueError as e:
        assert "seed_priority_after_chain" in str(e)
    else:
        raise AssertionError("a number was taken for the flag")


def test_after_monster_reborn_the_turn_player_may_answer_the_summon_first():
    """Q (MR5): Monster Reborn has resolved and brought back my Celtic Guardian; I have Book of
    Moon Set, my opponent has Torrential Tribute Set. Who may answer the Summon first? A: I do
    (the turn player's priority): I flip my opponent's Giant Soldier of Stone face-down with
    Book of Moon, and my opponent may then chain Torrential Tribute to it."""
    duel, s = _reborn("MR5")
    assert "Celtic Guardian" in field_monsters(duel, 0)
    s.expect(request="chain", player=0)
    assert s.has("activate", "Book of Moon")
    s.pick("activate", "Book of Moon")
    s.pick("target", "Giant Soldier of Stone")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Torrential Tribute")
    s.pick("activate", "Torrential Tribute", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    links = [e["name"] for e in duel.log if e["type"] == "chain"]
    assert links[-2:] == ["Book of Moon", "Torrential Tribute"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Celtic Guardian" in grave(duel, 0)


def test_once_the_turn_player_passes_the_opponent_may_still_answer_the_summon():
    """Q (MR5): the same, and I pass. A: my opponent may now activate Torrential Tribute in
    answer to the Summon; once they pass too, I am back in my Main Phase and the Summon can no
    longer be answered."""
    duel, s = _reborn("MR5")
    s.expect(request="chain", player=0)
    s.pick("pass")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Torrential Tribute")
    s.pick("pass")
    s.expect(request="idle", player=0)
    assert not s.has("activate", "Torrential Tribute")
    assert "Celtic Guardian" in field_monsters(duel, 0)


def test_a_turn_player_with_no_fast_effect_is_passed_by_and_the_opponent_answers():
    """Q (MR4): the same without Book of Moon. A: I have nothing to answer with, so my
    opponent is asked at once, and Torrential Tribute destroys every monster."""
    duel, s = _reborn("MR4", moon=False)
    s.expect(request="chain", player=1)
    s.pick("activate", "Torrential Tribute", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


def test_a_replay_recorded_before_the_flag_asks_the_opponent_first():
    """A duel played under rules without the flag (a replay recorded before it) asks the
    opponent first, as it was played: its answers still fit."""
    rules = PRESETS["MR5"].replace(seed_priority_after_chain=False)
    duel, s = _reborn(rules)
    s.expect(request="chain", player=1)
    assert s.has("activate", "Torrential Tribute")


def _reborn_declined(rules, extra=()):
    """`_reborn` without Book of Moon, Celtic Guardian's optional trigger declined; `extra`:
    monsters of player 0 on the field, with a Pot of Greed in hand to discard."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Monster Reborn", *(("Pot of Greed",) if extra else ()))
    table.grave(0, "Celtic Guardian")
    for name in extra:
        table.monster(0, name)
    table.monster(1, "Giant Soldier of Stone")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Celtic Guardian")
    while duel.request.kind in ("option", "zone"):
        duel.answer(0)      # (Attack Position; the first free zone)
    s.expect(request="yes_no", player=0)
    s.pick("no")
    return duel, s


def test_a_declined_summon_trigger_leaves_the_summon_answerable(monkeypatch):
    """Q (MR5): Monster Reborn brings back my Celtic Guardian, whose "when Summoned" effect I
    may use; I decline it. May my opponent still answer the Summon with Torrential Tribute? A:
    yes: declining makes nothing happen, so the Summon is still the last thing that happened;
    I have nothing to answer with, and my opponent is asked."""
    gains_lp_when_summoned(monkeypatch)
    duel, s = _reborn_declined("MR5")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Torrential Tribute")
    s.pick("activate", "Torrential Tribute", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


def test_goat_a_declined_summon_trigger_leaves_the_turn_player_ignition_priority(monkeypatch):
    """Q (GOAT): the same, and I control Tribe-Infecting Virus (a card in hand to discard for
    it). A: the chain has finished
    resolving with the Summon and nothing happened since: I have priority for an Ignition
    Effect (goatformat.com's rule 4) before my opponent may answer the Summon."""
    gains_lp_when_summoned(monkeypatch)
    duel, s = _reborn_declined("GOAT", extra=("Tribe-Infecting Virus",))
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")
    s.pick("pass")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Torrential Tribute")


def test_before_the_flag_a_declined_trigger_left_nobody_an_answer(monkeypatch):
    """Under rules recorded before the flag, the same duel went straight to the menu: an old
    replay of it still plays so."""
    gains_lp_when_summoned(monkeypatch)
    duel, s = _reborn_declined(PRESETS["MR5"].replace(seed_priority_after_chain=False))
    s.expect(request="idle", player=0)
