"""Vilepawn Archfiend (73219648): a 500 LP upkeep in its controller's Standby Phases, a die (3)
against the opponent's effects that target it, and while it is face-up the opponent cannot
attack its controller's other "Archfiend" monsters, except other Vilepawn Archfiends.

Sources, read in our words: the card's text (DCR, 2005) and the OCG text on yugioh-wiki.net
《ヘルポーンデーモン》 (the opponent cannot attack the Archfiend monster cards on its controller's
field other than cards of its name: a continuous effect; the die a continuous effect as the
targeting effect resolves, 3 negating it and destroying that card). Our reading: only a face-up
Archfiend is shielded (a face-down monster shows no name), and the 2005 TCG print is read as the
OCG text (its "except same-named cards" not checked against the DCR print). Marauding Captain is
the model of the rule "cannot choose as an attack target" (its tests)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import die_outcomes, standby

VP = "Vilepawn Archfiend"


def _attack_targets(others, position="attack", rules="GOAT", skill_drain=False):
    """Turn 4: player 1's Summoned Skull at the Battle Step; player 0 controls Vilepawn Archfiend
    and `others` (in `position`). The names Summoned Skull may attack."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, VP)
    for other in others:
        table.monster(0, other, position=position)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    names = []
    for o in s.options("attack", "Summoned Skull"):
        if o.target == "player":
            names.append("player")
        else:
            names.append(duel.card_by_uid(o.target).name)
    return sorted(names)


def test_vilepawn_archfiend_shields_the_other_archfiends_from_attacks():
    """Q: (both texts) I control Vilepawn Archfiend, Archfiend Soldier and Battle Ox; my
    opponent's Summoned Skull attacks. A: it may attack Vilepawn or Battle Ox, not the Soldier."""
    for rules in ("GOAT", "MR5"):
        assert _attack_targets(["Archfiend Soldier", "Battle Ox"], rules=rules) == ["Battle Ox", VP], rules


def test_vilepawn_archfiend_does_not_shield_another_vilepawn():
    """Q: I control two Vilepawn Archfiends. A: cards of its own name are not shielded: either may
    be attacked."""
    assert _attack_targets([VP]) == [VP, VP]


def test_vilepawn_archfiend_does_not_shield_a_face_down_archfiend():
    """Q: my Archfiend Soldier is Set beside Vilepawn Archfiend. A: a face-down monster is no
    "Archfiend" card for the effect: it may be attacked."""
    names = _attack_targets(["Archfiend Soldier"], position="set")
    assert len(names) == 2 and VP in names


def test_vilepawn_archfiend_shields_nothing_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up. A: Vilepawn's effect is negated: Summoned Skull
    may attack my Archfiend Soldier too."""
    assert _attack_targets(["Archfiend Soldier"], skill_drain=True) == ["Archfiend Soldier", VP]


def test_vilepawn_archfiend_upkeep_500():
    """Q: my Standby Phase with Vilepawn Archfiend face-up. A: I pay 500; in my opponent's,
    nothing."""
    assert lp(standby(VP)) == (7500, 8000)
    assert lp(standby(VP, turn=4)) == (8000, 8000)


def test_vilepawn_archfiend_die_on_3_negates_and_destroys_snatch_steal():
    """Q: my opponent's Snatch Steal targets my Vilepawn Archfiend. A: on a 3 it is negated and
    destroyed; on another number they take control."""
    assert die_outcomes(VP, (3,)) == {True, False}


def test_vilepawn_archfiend_shields_summoned_skull_in_both_eras():
    """Q: my Summoned Skull stands beside Vilepawn Archfiend; my opponent's Summoned Skull
    attacks. A: my Skull is an "Archfiend" card (its OCG name; the card database's series), in
    2005 too (Card of the Day, eternity.mancubus.net, 2005-01-28: retroactively deemed an
    Archfiend): it is shielded under both presets; only Vilepawn may be attacked."""
    for rules in ("MR5", "GOAT"):
        assert _attack_targets(["Summoned Skull"], rules=rules) == [VP], rules
