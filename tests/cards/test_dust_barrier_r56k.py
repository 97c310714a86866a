"""Dust Barrier (31476755), Continuous Spell: while it is face-up, face-up Normal Monsters on
the field (both players') are unaffected by Spell effects.

Sources, in our words: the card's text (AST, 2005; today's the same); yugioh-wiki.net
《砂塵の結界》 and 「効果を受けない」: a monster unaffected by Spell effects is not destroyed by Dark
Hole (the other monsters are), an Equip Spell's ATK does not reach it; an effect monster is not
shielded; once the Continuous Spell has left the field (Mystical Space Typhoon chained to Dark Hole
resolves first) the shield is gone when Dark Hole resolves. The 2005 text and today's do the same."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

DB = "Dust Barrier"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="MR5"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, DB, face_down=False)
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Sangan")
    table.hand(0, "Dark Hole", "Axe of Despair")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table


def test_dust_barrier_normal_monsters_survive_dark_hole():
    """Q: Dust Barrier is face-up; I activate Dark Hole with Battle Ox, the opponent's Mystical
    Elf (Normal Monsters) and Sangan (an Effect Monster) on the field. A: only Sangan is
    destroyed; both Normal Monsters stay (both texts)."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules).build()
        s = Script(duel)
        s.pick("activate", "Dark Hole")
        _pass_all(duel, s)
        assert field_monsters(duel, 0) == ["Battle Ox"], rules
        assert field_monsters(duel, 1) == ["Mystical Elf"], rules
        assert "Sangan" in grave(duel, 1) and "Dark Hole" in grave(duel, 0), rules


def test_dust_barrier_equip_spell_gives_no_atk_to_a_normal_monster():
    """Q: I equip Axe of Despair (+1000 ATK) to my Battle Ox (1700) under Dust Barrier. A: the Axe
    is equipped, but its ATK does not apply: Battle Ox stays at 1700."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair")
    s.pick("target", "Battle Ox")
    _pass_all(duel, s)
    ox = duel.monsters(0)[0]
    assert ox.name == "Battle Ox" and duel.atk(ox) == 1700
    assert [c.name for c in duel.players[0].szone if c is not None] == [DB, "Axe of Despair"]


def test_dust_barrier_removed_in_the_chain_no_longer_shields():
    """Q: I activate Dark Hole; the opponent chains Mystical Space Typhoon on Dust Barrier. A: MST
    resolves first and Dust Barrier is gone, so Dark Hole destroys every monster, the Normal
    Monsters too."""
    table = _table()
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", DB, player=1)
    _pass_all(duel, s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert DB in grave(duel, 0) and "Battle Ox" in grave(duel, 0)


def test_dust_barrier_leaves_trap_effects_alone():
    """Q: Dust Barrier is face-up; the opponent's Battle Ox attacks and I activate Mirror Force.
    A: Mirror Force is a Trap: the Normal Monster Battle Ox is destroyed."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, DB, face_down=False)
    table.spell_trap(0, "Mirror Force")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    s.pick("activate", "Mirror Force", player=0, request="chain")
    _pass_all(duel, s)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Battle Ox"]
