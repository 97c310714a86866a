"""Servant of Catabolism (2792265): it may attack the opponent directly.

Sources: the card's texts, read in our words (the 2005 TCG text, "This card can attack your
opponent's Life Points directly", and today's, "This card can attack directly": the same); seed
004 §战斗阶段 (an attack on a monster stays possible); Skill Drain's text (it negates the effects
of face-up monsters on the field); Waboku's text (its player takes no battle damage that turn)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _table(rules="GOAT", skill_drain=False, waboku=False):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    if skill_drain:
        table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(0, "Servant of Catabolism")
    ox = table.monster(1, "Battle Ox")
    if waboku:
        table.spell_trap(1, "Waboku")
    duel = table.build()
    return duel, Script(duel), ox


def test_servant_of_catabolism_attacks_directly_past_a_monster():
    """Q: (both texts) my opponent controls Battle Ox: may Servant of Catabolism attack them
    directly? A: yes: 700 damage."""
    for rules in ("GOAT", "MR5"):
        duel, s, ox = _table(rules)
        assert s.has("attack", "Servant of Catabolism", target=ox)
        s.pick("attack", "Servant of Catabolism", target="player")
        while duel.request.kind == "chain":
            s.pick("pass")
        assert lp(duel) == (8000, 7300), rules


def test_servant_of_catabolism_under_skill_drain_cannot_attack_directly():
    """Q: with Skill Drain face-up, may Servant of Catabolism attack directly past Battle Ox? A:
    no: its effect is negated; it may only attack Battle Ox."""
    duel, s, ox = _table(skill_drain=True)
    assert not s.has("attack", "Servant of Catabolism", target="player")
    assert s.has("attack", "Servant of Catabolism", target=ox)


def test_servant_of_catabolism_direct_attack_answered_by_waboku():
    """Q: Servant of Catabolism attacks directly and my opponent activates Waboku: A: the
    attack goes on, but they take no battle damage."""
    duel, s, ox = _table(waboku=True)
    s.pick("attack", "Servant of Catabolism", target="player")
    s.pick("activate", "Waboku", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 8000) and duel.request.kind == "battle"
