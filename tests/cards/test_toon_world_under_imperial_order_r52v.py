"""Toon World under Imperial Order ("every Spell effect on the field is negated") (round 52v).

Toon World is a Continuous Spell whose only text is its activation cost of 1000 LP: it has no
effect of its own (yugioh-wiki.net 《トゥーン・ワールド》: 「発動時のライフコストのみで効果を持たない」).
What Toon World "does" is written on the Toon monsters -- they may be Special Summoned only
while their player controls a Toon World, they attack directly and pay 500 LP for each attack,
and they are destroyed when a Toon World is destroyed (seed 004 §特殊效果怪兽; yugioh-wiki.net
「トゥーン」). Imperial Order negates Spell effects, so it has nothing to negate on Toon World, and
it does not touch the Toons' own rules: all of them go on under Imperial Order."""

from duelist.testing.reads import grave, lp, monsters
from duelist.testing.scenario import Script, Table


def _table(turn=3, turn_player=0):
    table = Table(rules="MR5", turn=turn, turn_player=turn_player, phase="main1")
    table.spell_trap(0, "Toon World", face_down=False)
    table.spell_trap(1, "Imperial Order", face_down=False)
    return table


def test_a_toon_is_special_summoned_beside_a_toon_world_under_imperial_order():
    """Q: my opponent's Imperial Order is face-up. May I still Special Summon Toon Mermaid from
    my hand with my face-up Toon World? A: yes: the condition is that I control a Toon World,
    which I do; Imperial Order negates no effect of Toon World, for it has none."""
    table = _table()
    table.hand(0, "Toon Mermaid")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Toon Mermaid")
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])        # its position, any pass
    assert [m for m in monsters(duel, 0) if m] == ["Toon Mermaid"]


def test_a_toon_attacks_directly_and_pays_its_500_lp_under_imperial_order():
    """Q: under my opponent's Imperial Order, my Toon Summoned Skull (summoned on an earlier
    turn) attacks. A: as ever: my opponent controls no Toon, so it may attack directly; I pay
    500 LP as I declare the attack, and they take 2500."""
    table = _table()
    table.properly_summoned(table.monster(0, "Toon Summoned Skull", summon_kind="proc"))
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("attack", "Toon Summoned Skull", target="player", request="battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000 - 500, 8000 - 2500)


def test_toon_world_destroyed_under_imperial_order_still_takes_its_toons():
    """Q: my opponent destroys my Toon World with Dust Tornado while their Imperial Order is
    face-up. Does my Toon Mermaid stay? A: no: "destroyed when Toon World is destroyed" is the
    Toon's own effect, which Imperial Order does not negate; both go to my GY."""
    table = _table(turn=4, turn_player=1)
    table.properly_summoned(table.monster(0, "Toon Mermaid", summon_kind="proc"))
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado", player=1)
    s.pick("target", "Toon World")
    while duel.request.kind != "idle":
        s.answer(duel.request.options[-1])       # every pass
    assert grave(duel, 0) == ["Toon World", "Toon Mermaid"]
    assert [m for m in monsters(duel, 0) if m] == []
