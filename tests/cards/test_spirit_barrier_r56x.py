"""Spirit Barrier (53239672), Continuous Trap: while it is face-up and its controller controls a
monster, they take no battle damage.

Sources, read in our words: the card's texts (the 2005 print: as long as you have a monster on
your side of the field you take no battle damage; today's the same: no ERAS entry);
yugioh-wiki.net 《魂の障壁》 (a continuous effect; any monster, face-down too; the battle damage of
every battle, the player's own attacks included). Gravekeeper's Vassal's damage is effect damage,
which keeps no battle damage off (yugioh-wiki.net 《墓守の従者》). Jinzo negates the effects of
face-up Traps (its text). The engine fact: a continuous C.NO_BATTLE_DAMAGE (round 56x)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

SB = "Spirit Barrier"


def _attacked(mine=("Celtic Guardian",), attacker="Summoned Skull", rules="GOAT", jinzo=False, direct=False):
    """Turn 4: player 1's `attacker` attacks player 0's first monster (or directly), player 0's
    Spirit Barrier face-up."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, SB, face_down=False)
    handles = [table.monster(0, name) for name in mine]
    foe = table.monster(1, attacker)
    if jinzo:
        table.monster(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", foe, target="player" if direct else handles[0], player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel


def test_spirit_barrier_no_battle_damage_while_i_control_a_monster():
    """Q: (both rule sets) my Spirit Barrier is face-up; my opponent's Summoned Skull (2500)
    destroys my Celtic Guardian (1400). A: the Guardian is destroyed, I take no battle damage (a
    no_damage line for 1100)."""
    for rules in ("GOAT", "MR5"):
        duel = _attacked(rules=rules)
        assert lp(duel) == (8000, 8000), rules
        assert grave(duel, 0) == ["Celtic Guardian"], rules
        assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(0, 1100)], rules


def test_spirit_barrier_my_own_attack_too():
    """Q: my Celtic Guardian (1400) attacks my opponent's Battle Ox (1700) while my Spirit Barrier
    is face-up. A: no battle damage to me from my own attack either; the Guardian is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, SB, face_down=False)
    me = table.monster(0, "Celtic Guardian")
    table.monster(0, "Mystical Elf", position="defense")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", me, target=ox)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Celtic Guardian"]


def test_spirit_barrier_without_a_monster_the_damage_is_taken():
    """Q: I control no monster; my opponent's Battle Ox attacks me directly. A: I take 1700: the
    Barrier shields only while I control a monster."""
    duel = _attacked(mine=(), attacker="Battle Ox", direct=True)
    assert lp(duel) == (6300, 8000)


def test_spirit_barrier_a_face_down_monster_counts_against_a_direct_attack():
    """Q: my only monster is a Set Mystical Elf; my opponent's Reaper on the Nightmare (800), which
    may attack directly while I control monsters, attacks me directly. A: no battle damage: a
    face-down monster is a monster I control, and a direct attack's damage is battle damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, SB, face_down=False)
    table.monster(0, "Mystical Elf", position="set")
    foe = table.monster(1, "Reaper on the Nightmare")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", foe, target="player", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000, 8000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(0, 800)]


def test_spirit_barrier_under_jinzo():
    """Q: my opponent controls Jinzo when their Summoned Skull destroys my Celtic Guardian. A: my
    Spirit Barrier's effect is negated: I take 1100."""
    duel = _attacked(jinzo=True)
    assert lp(duel) == (6900, 8000)


def test_spirit_barrier_does_not_stop_gravekeepers_vassal():
    """Q: my opponent's Gravekeeper's Vassal (700) destroys my Mokey Mokey (300) while my Spirit
    Barrier is face-up. A: the Vassal's damage to me is effect damage, not battle damage
    (yugioh-wiki.net 《墓守の従者》): the Barrier does not stop it; I lose 400."""
    duel = _attacked(mine=("Mokey Mokey",), attacker="Gravekeeper's Vassal")
    assert grave(duel, 0) == ["Mokey Mokey"]
    assert lp(duel) == (7600, 8000)
