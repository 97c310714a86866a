"""Gravekeeper's Vassal (99690140): the battle damage it inflicts to the opponent is treated as
damage of its own effect.

Sources: the card's texts in our words (the 2005 print, PGD-063, and today's do the same: no ERAS
entry); yugioh-wiki.net 《墓守の従者》: a continuous effect; its damage gets through where battle
damage is kept off (Waboku, Spirit Barrier), it is effect damage (Des Wombat keeps it off), and
what answers battle damage does not hear it (Gorz's Kaien Token is not summoned); the damage
its own controller takes in its battles is ordinary battle damage (the text: only the damage
it inflicts to the opponent)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

VASSAL = "Gravekeeper's Vassal"


def _pass_chains(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _damage_events(duel):
    return [(e["player"], e["amount"], e.get("reason")) for e in duel.log if e["type"] == "damage"]


def _battle(rules="GOAT", opponent=(), traps=(), opp_position="attack"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, VASSAL)
    for name in opponent:
        table.monster(1, name, position=opp_position)
    for name in traps:
        table.spell_trap(1, name)
    return table.build()


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_gravekeepers_vassal_direct_attack_is_effect_damage(rules):
    """Q: Gravekeeper's Vassal attacks my opponent directly. A: they take 700, logged as effect
    damage (no battle damage)."""
    duel = _battle(rules)
    s = Script(duel)
    s.pick("attack", VASSAL, target="player")
    _pass_chains(s)
    assert lp(duel) == (8000, 7300)
    assert _damage_events(duel) == [(1, 700, "effect")]


def test_gravekeepers_vassal_beats_a_monster_for_effect_damage():
    """Q: it attacks Thousand-Eyes Idol (0 ATK, Attack Position). A: the Idol is destroyed and my
    opponent takes 700 as effect damage."""
    duel = _battle(opponent=["Thousand-Eyes Idol"])
    s = Script(duel)
    s.pick("attack", VASSAL, target="Thousand-Eyes Idol")
    _pass_chains(s)
    assert grave(duel, 1) == ["Thousand-Eyes Idol"] and lp(duel) == (8000, 7300)
    assert _damage_events(duel) == [(1, 700, "effect")]


def test_gravekeepers_vassal_its_controllers_damage_is_battle_damage():
    """Q: it attacks Battle Ox (1700 ATK). A: Vassal is destroyed and I take 1000: that damage is
    not inflicted by Vassal to my opponent: ordinary battle damage."""
    duel = _battle(opponent=["Battle Ox"])
    s = Script(duel)
    s.pick("attack", VASSAL, target="Battle Ox")
    _pass_chains(s)
    assert grave(duel, 0) == [VASSAL] and lp(duel) == (7000, 8000)
    assert _damage_events(duel) == [(0, 1000, "battle")]


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_gravekeepers_vassal_gets_through_waboku(rules):
    """Q: Vassal attacks directly; my opponent activates Waboku (no battle damage this turn).
    A: Vassal's damage is no battle damage: they still take 700."""
    duel = _battle(rules, traps=["Waboku"])
    s = Script(duel)
    s.pick("attack", VASSAL, target="player")
    s.pick("activate", "Waboku", player=1)
    _pass_chains(s)
    assert grave(duel, 1) == ["Waboku"]
    assert lp(duel) == (8000, 7300)


def test_gravekeepers_vassal_stopped_by_des_wombat():
    """Q: my opponent controls Des Wombat (effect damage to its controller becomes 0); Vassal
    attacks their Thousand-Eyes Idol. A: the Idol is destroyed; the 700 is effect damage: 0."""
    duel = _battle(opponent=["Des Wombat", "Thousand-Eyes Idol"])
    s = Script(duel)
    s.pick("attack", VASSAL, target="Thousand-Eyes Idol")
    _pass_chains(s)
    assert "Thousand-Eyes Idol" in grave(duel, 1) and field_monsters(duel, 1) == ["Des Wombat"]
    assert lp(duel) == (8000, 8000)
    assert any(e["type"] == "no_damage" and e["player"] == 1 and e.get("reason") == "effect" for e in duel.log)


def test_gravekeepers_vassal_stopped_by_hallowed_life_barrier():
    """Q: Vassal attacks directly; my opponent activates Hallowed Life Barrier (no damage from
    me this turn). A: Vassal's damage is my effect's: they take none."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, VASSAL)
    table.spell_trap(1, "Hallowed Life Barrier")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", VASSAL, target="player")
    s.pick("activate", "Hallowed Life Barrier", player=1)
    s.pick("select", "Battle Ox", player=1)
    _pass_chains(s)
    assert lp(duel) == (8000, 8000)
