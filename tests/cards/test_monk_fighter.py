"""Monk Fighter (3810071): its controller takes no battle damage from battles it is in.

Sources: the card's texts, read in our words (the 2005 TCG text, "Any Battle Damage you take
from a battle involving this card becomes 0", and today's, "You take no battle damage from
battles involving this card": the same); seed 004 §伤害的判定 (the battle's damage and
destruction otherwise as usual: the opponent's damage is not touched); Skill Drain's text."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _battle(other, monk_attacks, rules="GOAT", skill_drain=False):
    """Player 0 controls Monk Fighter, player 1 `other`; the turn player's monster attacks."""
    table = Table(rules=rules, turn=3 if monk_attacks else 4, turn_player=0 if monk_attacks else 1,
                  phase="battle_step")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    monk = table.monster(0, "Monk Fighter")
    foe = table.monster(1, other)
    duel = table.build()
    s = Script(duel)
    if monk_attacks:
        s.pick("attack", "Monk Fighter", target=foe)
    else:
        s.pick("attack", other, target=monk, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_monk_fighter_attacked_by_a_stronger_monster_no_damage():
    """Q: (both texts) my opponent's Summoned Skull (2500) attacks my Monk Fighter (1300): A: Monk
    Fighter is destroyed, but I take no battle damage."""
    for rules in ("GOAT", "MR5"):
        duel = _battle("Summoned Skull", monk_attacks=False, rules=rules)
        assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Monk Fighter"], rules


def test_monk_fighter_attacking_a_stronger_monster_no_damage():
    """Q: my Monk Fighter (1300) attacks my opponent's Summoned Skull (2500): A: Monk Fighter is
    destroyed and I take no battle damage."""
    duel = _battle("Summoned Skull", monk_attacks=True)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Monk Fighter"]


def test_monk_fighter_opponent_still_takes_damage():
    """Q: my Monk Fighter (1300) attacks Hitotsu-Me Giant (1200): A: the Giant is destroyed and my
    opponent takes 100 as usual."""
    duel = _battle("Hitotsu-Me Giant", monk_attacks=True)
    assert lp(duel) == (8000, 7900) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_monk_fighter_under_skill_drain_takes_damage():
    """Q: with Skill Drain face-up, my opponent's Summoned Skull destroys my Monk Fighter: A: its
    effect is negated: I take 1200."""
    duel = _battle("Summoned Skull", monk_attacks=False, skill_drain=True)
    assert lp(duel) == (6800, 8000) and grave(duel, 0) == ["Monk Fighter"]
