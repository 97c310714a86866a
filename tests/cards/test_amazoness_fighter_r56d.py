"""Amazoness Fighter (55821894): its controller takes no battle damage from battles involving
it.

Sources: the card's texts in our words -- the 2005 print (Magician's Force, MFC-060: the battle
damage to its controller from a battle involving it becomes 0) and today's do the same (no ERAS
entry); ygorulings.blogspot.com "DREV Part 2" (2010: a continuous effect applied as the battle
damage would be taken); yugioh-wiki.net 《アマゾネスの格闘戦士》. Only its own battles: another
monster of its controller's battles as usual; the opponent's battle damage is not touched. Skill
Drain negates a face-up monster's effects on the field (seed 000 §效果分類 › 其他效果); seed 004
§伤害的判定 (the battle otherwise as usual)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

FIGHTER = "Amazoness Fighter"


def _battle(attacker, target, target_position="attack", fighter_attacks=True, skill_drain=False,
            rules="GOAT"):
    table = Table(rules=rules, turn=3 if fighter_attacks else 4, turn_player=0 if fighter_attacks else 1,
                  phase="battle_step")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    if fighter_attacks:
        me = table.monster(0, attacker)
        foe = table.monster(1, target, position=target_position)
        duel = table.build()
        Script(duel).pick("attack", me, target=foe)
    else:
        mine = table.monster(0, target, position=target_position)
        table.monster(1, attacker)
        duel = table.build()
        Script(duel).pick("attack", attacker, target=mine, player=1)
    return duel


def test_amazoness_fighter_loses_a_battle_without_damage():
    """Q: my Amazoness Fighter (1500) attacks Battle Ox (1700). A: the Fighter is destroyed and I
    take no battle damage (a no_damage line for 200), under both rule sets."""
    for rules in ("GOAT", "MR5"):
        duel = _battle(FIGHTER, "Battle Ox", rules=rules)
        assert lp(duel) == (8000, 8000), rules
        assert grave(duel, 0) == [FIGHTER], rules
        assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(0, 200)], rules


def test_amazoness_fighter_attacked_or_into_defense():
    """Q: (a) my opponent's Summoned Skull (2500) attacks my Fighter; (b) my Fighter attacks
    Mystical Elf in Defense Position (2000 DEF). A: no battle damage to me either time; the
    Fighter is destroyed in (a), nothing is in (b)."""
    duel = _battle("Summoned Skull", FIGHTER, fighter_attacks=False)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == [FIGHTER]
    duel = _battle(FIGHTER, "Mystical Elf", target_position="defense")
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == [] and grave(duel, 1) == []


def test_amazoness_fighter_the_opponent_still_takes_damage():
    """Q: my Fighter (1500) attacks Hitotsu-Me Giant (1200). A: only damage to me is stopped: my
    opponent takes 300."""
    duel = _battle(FIGHTER, "Hitotsu-Me Giant")
    assert lp(duel) == (8000, 7700) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_amazoness_fighter_only_its_own_battles():
    """Q: I control Amazoness Fighter and Celtic Guardian (1400); the Guardian attacks Battle Ox
    (1700). A: the Fighter is not in that battle: I take 300."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    table.monster(0, FIGHTER)
    table.monster(0, "Celtic Guardian")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    Script(duel).pick("attack", "Celtic Guardian", target=ox)
    assert lp(duel) == (7700, 8000)


def test_amazoness_fighter_under_skill_drain():
    """Q: with my opponent's Skill Drain face-up, my Fighter attacks Battle Ox. A: its effect is
    negated: I take 200."""
    duel = _battle(FIGHTER, "Battle Ox", skill_drain=True)
    assert lp(duel) == (7800, 8000) and grave(duel, 0) == [FIGHTER]
