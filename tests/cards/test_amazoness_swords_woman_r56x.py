"""Amazoness Swords Woman (94004268): the battle damage its controller would take from a battle it
is in is taken by the opponent instead.

Sources, read in our words: the card's texts (MFC, 2005, and today's do the same: no ERAS entry);
yugioh-wiki.net 《アマゾネスの剣士》 (a continuous effect; when two monsters with this effect battle,
the controller of the one with the higher ATK/DEF takes the damage (09/02/11): it is turned over
once, not back again); ygorulings.blogspot.com "DREV Part 2" (the opponent takes all the battle
damage you would have taken from its battles). Our reading: the damage stays battle damage, now
the opponent's (battle.py `_battle_damage`, C.REDIRECT_BATTLE_DAMAGE, round 56x), so what keeps
battle damage off the opponent (Waboku) stops it. Skill Drain negates a face-up monster's
effects on the field (seed 000 §效果分類)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

SW = "Amazoness Swords Woman"


def _battle(attacker, target, target_position="attack", mine_attacks=True, skill_drain=False, rules="GOAT",
            equip=None):
    table = Table(rules=rules, turn=3 if mine_attacks else 4, turn_player=0 if mine_attacks else 1,
                  phase="battle_step")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    if mine_attacks:
        me = table.monster(0, attacker)
        foe = table.monster(1, target, position=target_position)
        duel = table.build()
        Script(duel).pick("attack", me, target=foe)
    else:
        mine = table.monster(0, target, position=target_position)
        foe = table.monster(1, attacker)
        if equip:
            table.spell_trap(1, equip, face_down=False, equipped_to=foe)
        duel = table.build()
        Script(duel).pick("attack", foe, target=mine, player=1)
    s = Script(duel)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel


def _damage(duel):
    return [(e["player"], e["amount"], e.get("reason")) for e in of_type(duel, "damage")]


def test_amazoness_swords_woman_attacks_a_stronger_monster():
    """Q: (both rule sets) my Amazoness Swords Woman (1500) attacks Battle Ox (1700). A: my Swords
    Woman is destroyed; the 200 battle damage I would take, my opponent takes, as battle damage."""
    for rules in ("GOAT", "MR5"):
        duel = _battle(SW, "Battle Ox", rules=rules)
        assert lp(duel) == (8000, 7800), rules
        assert grave(duel, 0) == [SW] and grave(duel, 1) == [], rules
        assert _damage(duel) == [(1, 200, "battle")], rules


def test_amazoness_swords_woman_attacked_and_into_defense():
    """Q: (a) my opponent's Summoned Skull (2500) attacks my Swords Woman; (b) my Swords Woman
    attacks Mystical Elf in Defense Position (DEF 2000). A: (a) my Swords Woman is destroyed and
    my opponent takes 1000; (b) nothing is destroyed and my opponent takes 500."""
    duel = _battle("Summoned Skull", SW, mine_attacks=False)
    assert lp(duel) == (8000, 7000) and grave(duel, 0) == [SW]
    duel = _battle(SW, "Mystical Elf", target_position="defense")
    assert lp(duel) == (8000, 7500) and grave(duel, 0) == [] and grave(duel, 1) == []


def test_amazoness_swords_woman_the_opponents_damage_as_usual():
    """Q: my Swords Woman (1500) attacks Hitotsu-Me Giant (1200). A: my opponent takes their own
    300, nothing more; I take none."""
    duel = _battle(SW, "Hitotsu-Me Giant")
    assert lp(duel) == (8000, 7700) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_amazoness_swords_woman_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; my Swords Woman attacks Battle Ox. A: its effect is
    negated: I take the 200 myself."""
    duel = _battle(SW, "Battle Ox", skill_drain=True)
    assert lp(duel) == (7800, 8000)


def test_amazoness_swords_woman_against_a_stronger_swords_woman():
    """Q: my opponent's Swords Woman with Axe of Despair (2500) attacks my Swords Woman (1500). A:
    the damage is turned over once: my opponent, whose monster is the stronger, takes the 1000
    (yugioh-wiki.net, 09/02/11); my Swords Woman is destroyed."""
    duel = _battle(SW, SW, mine_attacks=False, equip="Axe of Despair")
    assert lp(duel) == (8000, 7000)
    assert grave(duel, 0) == [SW]


def test_amazoness_swords_woman_redirected_damage_meets_waboku():
    """Q: my Swords Woman attacks Battle Ox; my opponent answers the attack with Waboku (they take
    no battle damage this turn). A: the 200 turned over to them is battle damage: Waboku keeps it
    off; nobody loses LP (our reading), and my Swords Woman is still destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    me = table.monster(0, SW)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", me, target=ox)
    s.pick("activate", "Waboku", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == [SW] and grave(duel, 1) == ["Waboku"]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(1, 200)]
