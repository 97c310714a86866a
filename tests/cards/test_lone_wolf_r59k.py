"""Lone Wolf (82452993): Continuous Trap, activated while its player's only monster is a face-up
Chu-Ske the Mouse Fighter, Monk Fighter or Master Monk, targeting it; while Lone Wolf stays face-up,
that monster cannot be destroyed by battle and is unaffected by the opponent's monster effects.

Sources, in our words: the card's text (TLM, 2004) and yugioh-wiki.net 《孤高の格闘家》 (the OCG text:
only while 1 of those three is the only one there; it targets that monster on activation; battle
destruction and the opponent's monster effects no longer reach it; Spell and Trap effects still do,
as the page notes). No ERAS entry (both texts mean the same): tested under both presets. Our readings:
the only monster its player controls must be that face-up monster; the shield ends once the monster
leaves the field (docs/cards.md `unaffected_by`, "opponent's Monster")."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

LW = "Lone Wolf"
MM = "Master Monk"      # 1900 / 1000


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules="MR5", mine=(MM,), turn_player=1, phase="main1"):
    table = Table(rules=rules, turn=4 if turn_player == 1 else 3, turn_player=turn_player, phase=phase)
    refs = [table.monster(0, name) for name in mine]
    table.spell_trap(0, LW)
    return table, refs


def _activate(s, monk):
    s.pick("activate", LW, player=0)
    s.pick("target", monk, player=0)
    _pass(s)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_lone_wolf_keeps_master_monk_from_battle_destruction(rules):
    """Q: my opponent's Blue-Eyes White Dragon (3000) attacks my lone Master Monk (1900); I answer with
    Lone Wolf targeting it. A: I take 1100, but Master Monk is not destroyed."""
    table, (monk,) = _table(rules, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=monk, player=1)
    _activate(s, monk)
    _pass(s)
    assert lp(duel) == (6900, 8000)
    assert [c.name for c in duel.monsters(0)] == [MM] and grave(duel, 0) == []


def test_lone_wolf_shields_from_the_opponents_monster_effect_but_not_a_spell():
    """Q: Lone Wolf shields my Master Monk; my opponent (a) Tributes Exiled Force to destroy it, then
    (b) activates Book of Moon on it. A: (a) Master Monk is not destroyed (unaffected by their monster
    effect); (b) a Spell still reaches it: it is turned face-down."""
    table, (monk,) = _table()
    table.monster(1, "Exiled Force")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)        # (a window for me: I activate Lone Wolf)
    _activate(s, monk)
    assert duel.request.kind == "idle" and duel.request.player == 1
    s.pick("activate", "Exiled Force", player=1)
    s.pick("target", monk, player=1)
    _pass(s)
    assert [c.name for c in duel.monsters(0)] == [MM] and grave(duel, 1) == ["Exiled Force"]
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", monk, player=1)
    _pass(s)
    assert monk.card(duel).position == "set"


def test_lone_wolf_needs_a_lone_fighter():
    """Q: may I activate Lone Wolf when (a) I control Master Monk and Battle Ox, or (b) only Battle Ox?
    A: no, and no."""
    for mine in ((MM, "Battle Ox"), ("Battle Ox",)):
        table, _ = _table(mine=mine)
        table.monster(1, "Mystical Elf")
        duel = table.build()
        s = Script(duel)
        s.pick("battle", player=1)
        assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", LW))
