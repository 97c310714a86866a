"""The End Phase's effects -- applied ones (no chain link) and triggers alike -- happen one by one
in the order the TURN PLAYER decides (round 53e).

Sources: Konami's FAQ (db.yugioh-card.com, faq fid=11533: "when several things are to be done
in the Standby Phase or the End Phase") answers that the turn player, who holds priority first
in each phase, may carry out the activations and processes they have in any order they like;
yugioh-wiki.net 「エンドフェイズ」 (09/10/28) says the same of the End Phase's mandatory and
optional effects and payments, and that the phase's effects are resolved one at a time, never
chained to each other; yugipedia "End Phase": the turn player decides in which order the
phase's effects resolve. Seed 004 §结束阶段 lists "the handling of the effects that happen in
the End Phase" among what the phase must do but names no order; its §准备阶段 gives the same
rule for the Standby Phase (the turn player orders them), which the engine already follows
(round 52g): we read the End Phase the same way, as the FAQ does for both phases together.

The Wicked Worm Beast's return is applied, not activated (Konami's answer on yugioh-wiki.net's
page of the card: it makes no chain link); so is Magical Scientist's return of its Fusion Monster
(a lasting effect of the resolved activation). A Spirit's return (Asura Priest) is a mandatory
trigger. Both presets: the same rule in the 2005 rules (GOAT) and today's."""

import pytest

from duelist.testing.reads import field_monsters, hand, of_type
from duelist.testing.scenario import Script, Table

RULES = ["MR5", "GOAT"]


def _to_end_phase(table):
    duel = table.build()
    return duel, Script(duel)


def _pass_chains(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _worm_and_asura(rules):
    """Player 0's Main Phase 1 of turn 3: The Wicked Worm Beast face-up (from an earlier turn),
    Asura Priest Normal Summoned now; then the turn ends: both return in this End Phase."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.hand(0, "Asura Priest")
    table.monster(0, "The Wicked Worm Beast")
    duel, s = _to_end_phase(table)
    s.pick("summon", "Asura Priest")
    _pass_chains(s, duel)
    s.end_turn()
    return duel, s


def _end_phase_order(duel):
    """The names of the End Phase's happenings, in log order: 'apply' of an applied effect,
    'chain' of a trigger's link."""
    end = max(e["i"] for e in of_type(duel, "phase") if e["phase"] == "end")
    return [(e["type"], e["name"]) for e in duel.log if e["i"] > end and e["type"] in ("apply", "chain")]


@pytest.mark.parametrize("rules", RULES)
def test_the_turn_player_is_asked_which_end_phase_effect_happens_first(rules):
    """Q: my End Phase; The Wicked Worm Beast must go back to my hand (applied) and so must the
    Asura Priest I Normal Summoned this turn (a Spirit's trigger). Am I asked which happens
    first? A: yes: one `order` request to me, the turn player, naming both."""
    duel, s = _worm_and_asura(rules)
    request = s.expect(request="order", player=0)
    assert sorted(o.name for o in request.options) == ["Asura Priest", "The Wicked Worm Beast"]
    assert _end_phase_order(duel) == []       # nothing has happened yet


@pytest.mark.parametrize("rules", RULES)
def test_the_spirit_may_return_before_the_worm_beast(rules):
    """Q: the same; I pick Asura Priest first. A: its trigger makes a chain of its own and
    resolves (Asura Priest to my hand) before the Worm Beast's return is applied; both end in
    my hand and the turn passes to my opponent."""
    duel, s = _worm_and_asura(rules)
    s.pick("chain_trigger", "Asura Priest", request="order", player=0)
    _pass_chains(s, duel)
    assert _end_phase_order(duel) == [("chain", "Asura Priest"), ("apply", "The Wicked Worm Beast")]
    assert sorted(hand(duel, 0)) == ["Asura Priest", "The Wicked Worm Beast"]
    assert field_monsters(duel, 0) == []
    assert duel.turn_player == 1


@pytest.mark.parametrize("rules", RULES)
def test_the_worm_beast_may_return_before_the_spirit(rules):
    """Q: the same; I pick The Wicked Worm Beast first. A: it goes back to my hand with no chain
    link, then Asura Priest's trigger makes a chain and resolves: both end in my hand."""
    duel, s = _worm_and_asura(rules)
    s.pick("chain_trigger", "The Wicked Worm Beast", request="order", player=0)
    _pass_chains(s, duel)
    assert _end_phase_order(duel) == [("apply", "The Wicked Worm Beast"), ("chain", "Asura Priest")]
    assert sorted(hand(duel, 0)) == ["Asura Priest", "The Wicked Worm Beast"]
    assert field_monsters(duel, 0) == []
    assert duel.turn_player == 1


def _worm_and_scientist(rules):
    """Player 0's Main Phase 1 of turn 3: The Wicked Worm Beast and Magical Scientist face-up;
    the Scientist pays 1000 LP to bring out Flame Swordsman; then the turn ends: two applied
    effects (the Worm Beast's return, the Scientist's return of its Fusion Monster), nothing
    else, fall in this End Phase."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.monster(0, "The Wicked Worm Beast")
    table.monster(0, "Magical Scientist")
    table.extra(0, "Flame Swordsman")
    duel, s = _to_end_phase(table)
    s.pick("activate", "Magical Scientist")
    _pass_chains(s, duel)
    while duel.request.kind != "idle":          # the Fusion Monster's position and zone
        s.answer(duel.request.options[0])
    assert "Flame Swordsman" in field_monsters(duel, 0)
    s.end_turn()
    return duel, s


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("first", ["The Wicked Worm Beast", "Magical Scientist"])
def test_two_applied_end_phase_effects_are_ordered_by_the_turn_player(rules, first):
    """Q: my End Phase; the Worm Beast's return and Magical Scientist's return of Flame
    Swordsman to my Extra Deck are both due, and nothing else. Which happens first? A: the one
    I pick (an `order` request to me naming both); then the other; neither makes a chain link.
    The Worm Beast ends in my hand, Flame Swordsman in my Extra Deck, the Scientist stays."""
    duel, s = _worm_and_scientist(rules)
    request = s.expect(request="order", player=0)
    assert sorted(o.name for o in request.options) == ["Magical Scientist", "The Wicked Worm Beast"]
    s.pick("chain_trigger", first, request="order", player=0)
    _pass_chains(s, duel)
    other = "Magical Scientist" if first == "The Wicked Worm Beast" else "The Wicked Worm Beast"
    assert _end_phase_order(duel) == [("apply", first), ("apply", other)]
    assert hand(duel, 0) == ["The Wicked Worm Beast"]
    assert field_monsters(duel, 0) == ["Magical Scientist"]
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman"]
    assert duel.turn_player == 1


def test_one_scientists_two_summons_ask_no_order():
    """(Today's rules only: the engine's question of whether a choice exists is the same in
    both presets.) Q: my one Magical Scientist brought out two Flame Swordsmen this turn (its delayed return
    is pending twice); is my End Phase an `order` question between the two? A: no: the same
    effect of the same card twice is no choice; both Swordsmen go back to my Extra Deck and the
    turn passes without a question to me."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.monster(0, "Magical Scientist")
    table.extra(0, "Flame Swordsman", "Flame Swordsman")
    duel, s = _to_end_phase(table)
    for _ in range(2):
        s.pick("activate", "Magical Scientist")
        _pass_chains(s, duel)
        while duel.request.kind != "idle":      # the Fusion Monster, its position and zone
            s.answer(duel.request.options[0])
    assert field_monsters(duel, 0) == ["Magical Scientist", "Flame Swordsman", "Flame Swordsman"]
    s.end_turn()
    assert duel.turn_player == 1 and duel.request.kind == "idle"
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman", "Flame Swordsman"]
    assert field_monsters(duel, 0) == ["Magical Scientist"]
