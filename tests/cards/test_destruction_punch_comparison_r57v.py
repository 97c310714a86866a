"""Destruction Punch (5616412): the DEF/ATK comparison is part of what it does, not only of when it
can be activated (round 57v review).

Sources, in our words: the card's texts -- the LON-era print (2003, as play-in.com lists it: if the
DEF of your attacked Defense Position monster is higher than the ATK of the opponent's attacking
monster, destroy the attacking monster; damage calculation applies normally) and today's (if the
attacking monster's ATK is lower than the DEF of the attacked Defense Position monster you
control, destroy the attacking monster at the end of the Damage Step; damage calculation
applies): in both the comparison is the condition of the destruction itself, so it is read when
the attacker would be destroyed, at the end of the Damage Step; the OCG text as the Chinese
database renders it (被攻击的怪兽的守备力比对方攻击怪兽攻击力高的场合，伤害步骤结束后那个攻击的怪兽破坏)
says the same. A monster destroyed by that battle is no longer "the attacked Defense Position
monster" on the field (Seed 004 §伤害的判定: the attacker with more ATK than the DEF destroys it)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DP = "Destruction Punch"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_destruction_punch_not_once_the_attacker_outgrows_the_def():
    """Q: my opponent's Battle Ox (1700) attacks my face-up Defense Position Mystical Elf (2000
    DEF); I activate Destruction Punch and my opponent chains Rush Recklessly on Battle Ox (+700:
    2400). A: Battle Ox destroys Mystical Elf by battle (no damage: it was in Defense Position);
    at the end of the Damage Step its ATK is not lower than any attacked monster's DEF: Battle Ox
    stays on the field (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
        ox = table.monster(1, "Battle Ox")
        elf = table.monster(0, "Mystical Elf", position="defense")
        table.spell_trap(0, DP)
        table.spell_trap(1, "Rush Recklessly")
        duel = table.build()
        s = Script(duel)
        s.pick("attack", ox, target=elf, player=1)
        s.pick("pass", player=1)
        s.pick("activate", DP, player=0, request="chain")
        s.pick("activate", "Rush Recklessly", player=1, request="chain")
        s.pick("target", ox, player=1)
        _pass_all(duel, s)
        assert ox.card(duel).location == S.MZONE, rules
        assert sorted(grave(duel, 0)) == [DP, "Mystical Elf"], rules
        assert grave(duel, 1) == ["Rush Recklessly"] and lp(duel) == (8000, 8000), rules
