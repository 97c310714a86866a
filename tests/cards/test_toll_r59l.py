"""Toll (82003859), Continuous Spell: each player pays 500 LP to declare an attack.

Sources, in our words: yugioh-wiki.net 《通行税》 (both players pay 500 LP each time they declare an
attack, one monster's attack at a time; its FAQ of 10/07/09: with less than 500 LP no attack can be
declared; a replay after the cost was paid is no new declaration and costs nothing more); the
cost is paid as the attack is declared, so it is paid even if the attack is then negated (a cost:
seed 000 §代價); a cost of the same kind on the monster (Dark Elf's 1000) adds up; Imperial Order
negates a face-up Continuous Spell, so no LP are due under it. The Magic Ruler-era text and today's do the
same (no ERAS entry)."""

from duelist.engine import state as S
from duelist.testing.reads import lp, once
from duelist.testing.scenario import Script, Table

TOLL = "Toll"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(lp0=8000, owner=1):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step", lp=(lp0, 8000))
    table.spell_trap(owner, TOLL, face_down=False)
    return table


def test_toll_costs_500_for_each_attack_declared():
    """Q: my opponent's Toll is face-up; my Battle Ox attacks directly, then my Celtic Guardian
    does. A: I pay 500 LP for each declaration: 7000 LP; my opponent takes 1700 + 1400."""
    table = _table()
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    _pass(s)
    assert lp(duel) == (7500, 6300)
    s.pick("attack", "Celtic Guardian", target="player")
    _pass(s)
    assert lp(duel) == (7000, 4900)


def test_toll_binds_its_own_controller_too():
    """Q: Toll is mine; do I pay for my own attacks? A: yes: each player pays."""
    table = _table(owner=0)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    _pass(s)
    assert lp(duel) == (7500, 6300)


def test_toll_no_attack_without_500_lp():
    """Q: I have 400 LP under my opponent's Toll. A: I cannot declare an attack: no attack is
    offered, only the end of the Battle Phase."""
    table = _table(lp0=400)
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert [o.kind for o in duel.request.options if o.kind == "attack"] == []


def test_toll_adds_to_dark_elfs_own_cost():
    """Q: my Dark Elf (it pays 1000 LP to attack) attacks under Toll. A: I pay 1500 LP."""
    table = _table()
    table.monster(0, "Dark Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Elf", target="player")
    _pass(s)
    assert lp(duel) == (6500, 6000)


def test_toll_under_imperial_order_costs_nothing():
    """Q: Imperial Order is face-up beside my opponent's Toll. A: Toll's effect is negated: my
    Battle Ox attacks without paying."""
    table = _table()
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    _pass(s)
    assert lp(duel) == (8000, 6300)


def test_toll_a_replay_costs_nothing_more():
    """Q: my Battle Ox attacks my opponent's Mystical Elf under Toll (I pay 500); the Elf leaves the
    field before damage, and I attack directly on the replay. A: no second payment: 7500 LP for me,
    my opponent takes 1700."""
    table = _table()
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    table.at("attack_declared", once(lambda duel: duel.debug_move(elf.uid(duel), S.GRAVE)))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf)
    _pass(s)
    s.pick("retarget", "Battle Ox", target="player", request="replay")
    _pass(s)
    assert lp(duel) == (7500, 6300)
