"""Infernalqueen Archfiend (08581705): a 500 LP upkeep in its controller's Standby Phases, a die
(2 or 5) against the opponent's effects that target it, and in each of its controller's Standby
Phases +1000 ATK until the end of the turn to 1 "Archfiend" monster on the field.

Sources, read in our words: the card's text (DCR, 2005: its controller pays 500 LP in each of
their Standby Phases, not optional; a die as an effect of a card the opponent controls that
targets it resolves, a 2 or a 5 negating it and destroying that card; during each of its
controller's Standby Phases 1 "Archfiend" monster on the field gains 1000 ATK until the End
Phase) and the OCG text on yugioh-wiki.net 《インフェルノクインデーモン》 (the same; the monster is
chosen, a target, either side of the field; the angelfire.com "Checkmate - Archfiend Deck"
article: King and Queen negate on 2 or 5). The boost is a trigger effect of the monster, so
Skill Drain negates it; the upkeep is a maintenance cost, paid under Skill Drain (Shadowknight
Archfiend's reading). Our reading: its controller's own Standby Phase only, mandatory."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script

from tests.cards.archfiend_positions import die_outcomes, settle, standby

IQ = "Infernalqueen Archfiend"


def _atk(duel, player, name):
    return [duel.atk(c) for c in duel.monsters(player) if c.name == name][0]


def test_infernalqueen_archfiend_gives_an_archfiend_1000_atk_in_my_standby_phase():
    """Q: (both texts) my Standby Phase: I control Infernalqueen Archfiend and Archfiend Soldier
    (1900), my opponent Battle Ox. A: I pay 500; its effect targets an Archfiend on the field
    (the Soldier or itself, not the Battle Ox): the Soldier has 2900 ATK this turn."""
    for rules in ("GOAT", "MR5"):
        duel = standby(IQ, others=["Archfiend Soldier"], opponent_monsters=["Battle Ox"], rules=rules)
        assert duel.request.kind == "target" and duel.request.player == 0, rules
        names = sorted(o.name for o in duel.request.options if o.kind == "target")
        assert names == ["Archfiend Soldier", IQ], rules
        s = Script(duel)
        s.pick("target", "Archfiend Soldier", player=0)
        settle(duel, s)
        assert duel.phase == "main1" and lp(duel) == (7500, 8000), rules
        assert _atk(duel, 0, "Archfiend Soldier") == 2900 and _atk(duel, 0, IQ) == 900, rules


def test_infernalqueen_archfiend_boost_ends_with_the_turn():
    """Q: the Soldier gained 1000 in my Standby Phase; my turn ends. A: back to 1900 in my
    opponent's turn."""
    duel = standby(IQ, others=["Archfiend Soldier"])
    s = Script(duel)
    s.pick("target", "Archfiend Soldier", player=0)
    settle(duel, s)
    s.end_turn()
    settle(duel, s)
    assert duel.turn == 4 and _atk(duel, 0, "Archfiend Soldier") == 1900


def test_infernalqueen_archfiend_nothing_in_my_opponents_standby_phase():
    """Q: my opponent's Standby Phase, Infernalqueen Archfiend face-up on my field. A: no upkeep,
    no boost: its effects work in my own Standby Phases."""
    duel = standby(IQ, turn=4, others=["Archfiend Soldier"])
    assert duel.phase == "main1" and lp(duel) == (8000, 8000)
    assert _atk(duel, 0, "Archfiend Soldier") == 1900


def test_infernalqueen_archfiend_under_skill_drain_pays_but_gives_nothing():
    """Q: my opponent's Skill Drain is face-up as my Standby Phase begins. A: the upkeep is a
    cost: I pay 500; the boost is its effect, negated: no monster gains ATK."""
    duel = standby(IQ, others=["Archfiend Soldier"], opponent_field=["Skill Drain"])
    s = Script(duel)
    if duel.request.kind == "target":
        s.pick("target", "Archfiend Soldier", player=0)
        settle(duel, s)
    assert duel.phase == "main1" and lp(duel) == (7500, 8000)
    assert _atk(duel, 0, "Archfiend Soldier") == 1900 and field_monsters(duel, 0) == [IQ, "Archfiend Soldier"]


def test_infernalqueen_archfiend_die_on_2_or_5_negates_and_destroys_snatch_steal():
    """Q: my opponent's Snatch Steal targets my Infernalqueen Archfiend. A: on a 2 or a 5 Snatch
    Steal is negated and destroyed; on 1, 3, 4 or 6 they take control."""
    assert die_outcomes(IQ, (2, 5)) == {True, False}


def test_infernalqueen_archfiend_summoned_skull_is_a_target_in_both_eras():
    """Q: my Standby Phase; Summoned Skull stands beside Infernalqueen Archfiend. A: the Skull is
    an "Archfiend" card (its OCG name; the card database's series), in 2005 too (Card of the Day,
    eternity.mancubus.net, 2005-01-28: retroactively deemed an Archfiend): either may be chosen,
    under both presets."""
    for rules in ("MR5", "GOAT"):
        duel = standby(IQ, others=["Summoned Skull"], rules=rules)
        assert duel.request.kind == "target", rules
        assert sorted(o.name for o in duel.request.options if o.kind == "target") == [IQ, "Summoned Skull"], rules
