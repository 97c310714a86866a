"""Goat format's priority for Ignition Effects (the GOAT preset, `Rules.ignition_priority`).

Source: goatformat.com, "Basic Mechanics", Goat Format Rule #4 (Priority for Ignition Effects),
in our own words: the turn player's "fast effect timing" of today's rules is the same in Goat
format but for one thing. When a Summon or a chain has finished resolving, today the turn
player may first activate only a fast effect (Spell Speed 2 or higher); in Goat format they may
also activate a monster's Ignition Effect before the opponent may answer. Trigger Effects work
as today. So a monster just summoned may use its Ignition Effect as chain link 1, and the
opponent's "when a monster is Summoned" Trap (Trap Hole, Bottomless Trap Hole, Torrential
Tribute) may still answer the Summon, as chain link 2.

Seed 000's priority (every other preset): after a Summon the turn player may answer with fast
effects only (seed 000 §卡片種類 › 陷阱卡, §效果分類 › 起動效果: an Ignition Effect is activated
in its player's Main Phase when the game state is open, never in answer to anything), so the
opponent is asked first where the turn player has no fast effect."""

from duelist.engine.rules import PRESETS, Rules
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _virus_summoned(rules):
    """Turn 3, player 0's Main Phase 1: player 0 Normal Summons Tribe-Infecting Virus (1600
    ATK), a Pot of Greed in hand to discard for its effect; player 1 controls Celtic Guardian
    and has Trap Hole Set."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Tribe-Infecting Virus", "Pot of Greed")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tribe-Infecting Virus")
    return duel, s


def _declare(duel, s, race):
    """Player 0 pays the Virus's cost (the one card in hand) and declares `race`."""
    while duel.request.kind != "option":
        s.answer(duel.request.options[0])
    s.expect(request="option", player=0)
    s.answer([o for o in duel.request.options if o.label == "Option " + race][0])


def test_the_goat_preset_plays_ignition_priority_and_the_others_do_not():
    """The GOAT preset plays goatformat.com's rule 4; every Master Rule preset plays seed 000's
    priority; a replay recorded before the flag existed (no key) plays without it."""
    assert PRESETS["GOAT"].ignition_priority is True
    assert [name for name, rules in sorted(PRESETS.items()) if rules.ignition_priority] == ["GOAT"]
    data = PRESETS["GOAT"].to_dict()
    del data["ignition_priority"]
    assert Rules.from_dict(data).ignition_priority is False


def test_a_bad_ignition_priority_flag_is_refused():
    """The flag is true or false; anything else is a clear error, not a duel."""
    try:
        Rules("custom", ignition_priority="yes")
    except ValueError as e:
        assert "ignition_priority" in str(e)
    else:
        raise AssertionError("a text flag was accepted")


def test_goat_the_summoned_virus_uses_its_effect_before_the_opponents_trap_hole():
    """Q (GOAT): I Normal Summon Tribe-Infecting Virus; my opponent has Trap Hole Set. May I
    use the Virus's effect before they can activate Trap Hole? A: yes: I am asked first, and
    the Virus's Ignition Effect is among what I may activate."""
    duel, s = _virus_summoned("GOAT")
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")


def test_goat_trap_hole_still_answers_the_summon_as_chain_link_2():
    """Q (GOAT): I use the Virus's effect first (declaring Warrior). May my opponent still
    activate Trap Hole against the summoned Virus? A: yes, as chain link 2: Trap Hole resolves
    first and destroys the Virus, then the Virus's effect still destroys the face-up Warrior."""
    duel, s = _virus_summoned("GOAT")
    s.pick("activate", "Tribe-Infecting Virus", request="chain", player=0)
    _declare(duel, s, "Warrior")
    s.expect(request="chain", player=1)
    s.pick("activate", "Trap Hole", player=1)
    s.pick("target", "Tribe-Infecting Virus", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [e["name"] for e in duel.log if e["type"] == "chain"] == ["Tribe-Infecting Virus", "Trap Hole"]
    assert sorted(grave(duel, 0)) == ["Pot of Greed", "Tribe-Infecting Virus"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Trap Hole"]


def test_goat_once_both_pass_the_virus_is_used_from_the_menu():
    """Q (GOAT): I pass instead; my opponent does not activate Trap Hole. A: the game state is
    open: the Virus's effect is offered in my Main Phase, and Trap Hole can no longer answer
    the Summon."""
    duel, s = _virus_summoned("GOAT")
    s.pick("pass", request="chain", player=0)
    s.pick("pass", request="chain", player=1)
    s.expect(request="idle", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")
    s.pick("activate", "Tribe-Infecting Virus")
    _declare(duel, s, "Warrior")
    if duel.request.kind == "chain":
        assert duel.request.player == 1 and not s.has("activate", "Trap Hole")


def test_seed_priority_the_opponent_answers_the_summon_before_the_virus_is_used():
    """Q (MR5, seed 000's priority): the same Summon. A: the Virus's Ignition Effect waits for
    an open game state; I have no fast effect, so my opponent is asked first and may destroy
    the Virus with Trap Hole before I can use it."""
    duel, s = _virus_summoned("MR5")
    s.expect(request="chain", player=1)
    s.pick("activate", "Trap Hole", player=1)
    s.pick("target", "Tribe-Infecting Virus", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Tribe-Infecting Virus"]
    s.expect(request="idle", player=0)
    assert not s.has("activate", "Tribe-Infecting Virus")


def test_goat_a_summon_trigger_still_starts_the_chain_first():
    """Q (GOAT): I Normal Summon Breaker the Magical Warrior, whose Trigger Effect places a
    Spell Counter when it is Normal Summoned; my opponent has Bottomless Trap Hole Set. A: rule
    4 leaves Trigger Effects alone: the counter's trigger is chain link 1, my opponent may
    answer it with Bottomless Trap Hole (the Summon is still what just happened), and Breaker's
    Ignition Effect is not offered before that chain."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Breaker the Magical Warrior")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    while duel.request.kind == "chain" and duel.request.player == 0:
        assert not s.has("activate", "Breaker the Magical Warrior") or duel.chain
        s.pick("pass")
    s.expect(request="chain", player=1)
    assert [link.cid for link in duel.chain] and \
        duel.cards[duel.chain[0].cid].data.name == "Breaker the Magical Warrior"
    assert s.has("activate", "Bottomless Trap Hole")


def _reborn_virus(rules):
    """Turn 3, player 0's Main Phase 1: player 0 activates Monster Reborn on the
    Tribe-Infecting Virus in their GY, a Pot of Greed in hand; player 1 controls Celtic
    Guardian and has Torrential Tribute Set."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Monster Reborn", "Pot of Greed")
    table.grave(0, "Tribe-Infecting Virus")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Tribe-Infecting Virus")
    s.pick("option", "Attack Position", player=0)
    return duel, s


def test_goat_after_the_chain_that_summoned_the_turn_player_uses_the_ignition_effect_first():
    """Q (GOAT): Monster Reborn brings back my Tribe-Infecting Virus; my opponent has Torrential
    Tribute Set. May I use the Virus's effect before Torrential Tribute can answer? A: yes (the
    chain has finished resolving: I have priority for an Ignition Effect). My opponent may
    still chain Torrential Tribute to it, as chain link 2: every monster is destroyed, then
    the Virus's effect finds no face-up Warrior left."""
    duel, s = _reborn_virus("GOAT")
    s.expect(request="chain", player=0)
    s.pick("activate", "Tribe-Infecting Virus")
    _declare(duel, s, "Warrior")
    s.expect(request="chain", player=1)
    s.pick("activate", "Torrential Tribute", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    links = [e["name"] for e in duel.log if e["type"] == "chain"]
    assert links[-2:] == ["Tribe-Infecting Virus", "Torrential Tribute"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


def test_seed_priority_after_the_chain_that_summoned_the_opponent_answers_first():
    """Q (MR5): the same. A: the Virus's effect waits for the open game state; my opponent may
    answer the Summon first, and Torrential Tribute destroys the Virus before I can use it."""
    duel, s = _reborn_virus("MR5")
    s.expect(request="chain", player=1)
    s.pick("activate", "Torrential Tribute", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Tribe-Infecting Virus" in grave(duel, 0)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    s.expect(request="idle", player=0)
    assert not s.has("activate", "Tribe-Infecting Virus")


def test_goat_a_summon_trigger_that_cannot_be_activated_leaves_the_priority_to_the_turn_player():
    """Q (GOAT): I Flip Summon Magician of Faith with no Spell in my GY (its FLIP effect has
    nothing to target and cannot be activated); I control Tribe-Infecting Virus. A: with no
    trigger chain, I have priority after the Summon: I am asked first, the Virus's Ignition
    Effect among what I may activate."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magician of Faith", position="set")
    table.monster(0, "Tribe-Infecting Virus")
    table.hand(0, "Pot of Greed")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magician of Faith")
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")
    assert not duel.chain
