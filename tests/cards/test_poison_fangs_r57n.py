"""Poison Fangs (76539047), Continuous Spell: each time a Beast monster inflicts battle damage
to your opponent, your opponent takes 500 damage.

Sources, in our words: the card's texts (FET, 2005: "each time a Beast-Type monster inflicts Battle
Damage to your opponent's Life Points, inflict 500 points of damage"; today's: "each time a Beast
monster inflicts battle damage to your opponent: inflict 500 damage", the colon of a triggered
effect, so a chain link; no ERAS entry). yugioh-wiki.net 《ポイズン・ファング》: it applies too when
a defending Beast reflects battle damage to the attacking opponent (a Set Des Koala); Beast-Warrior
and Winged Beast monsters are not Beasts. Imperial Order (Goat) negates the effects of Spell Cards
on the field: it does nothing then."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

PF = "Poison Fangs"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _direct(attacker, rules="GOAT", extra=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, PF, face_down=False)
    table.monster(0, attacker)
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target="player")
    _pass_all(s)
    return duel


def test_poison_fangs_adds_500_to_a_beasts_direct_attack():
    """Q: my Giant Rat (a Beast, 1400) attacks directly with Poison Fangs face-up. A: my opponent
    takes 1400 battle damage, then 500 from Poison Fangs (both eras)."""
    for rules in ("GOAT", "MR5"):
        duel = _direct("Giant Rat", rules)
        assert lp(duel) == (8000, 6100), rules
        assert [e["amount"] for e in of_type(duel, "damage")] == [1400, 500], rules


def test_poison_fangs_not_for_a_beast_warrior():
    """Q: my Battle Ox (a Beast-Warrior, 1700) attacks directly. A: only the 1700 battle damage."""
    duel = _direct("Battle Ox")
    assert lp(duel) == (8000, 6300)


def test_poison_fangs_when_my_defending_beast_reflects_damage():
    """Q: my opponent's Celtic Guardian (1400) attacks my face-up Defense Position Des Koala (a
    Beast, DEF 1800). A: my opponent takes 400 reflected battle damage, inflicted by Des Koala:
    Poison Fangs adds 500."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, PF, face_down=False)
    koala = table.monster(0, "Des Koala", position="defense")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=koala, player=1)
    _pass_all(s)
    assert lp(duel) == (8000, 7100)


def test_poison_fangs_not_when_the_opponents_beast_damages_me():
    """Q: my opponent's Giant Rat attacks me directly while my Poison Fangs is face-up. A: only I
    take damage, 1400; Poison Fangs does nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, PF, face_down=False)
    table.monster(1, "Giant Rat")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Giant Rat", target="player", player=1)
    _pass_all(s)
    assert lp(duel) == (6600, 8000)


def test_poison_fangs_under_imperial_order_does_nothing():
    """Q: (GOAT) Imperial Order is face-up when my Giant Rat attacks directly. A: Poison Fangs'
    effect is negated: my opponent takes only the 1400."""
    duel = _direct("Giant Rat", extra=lambda t: t.spell_trap(1, "Imperial Order", face_down=False))
    assert lp(duel) == (8000, 6600)


def test_poison_fangs_set_face_down_does_nothing():
    """Q: my Poison Fangs is only Set (never activated) when my Giant Rat attacks directly. A: a
    Continuous Spell applies only face-up on the field: my opponent takes the 1400 only."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, PF)
    table.monster(0, "Giant Rat")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Giant Rat", target="player")
    _pass_all(s)
    assert lp(duel) == (8000, 6600)
