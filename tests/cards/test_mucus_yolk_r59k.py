"""Mucus Yolk (70307656): it can attack the opponent directly; each time it deals the opponent battle
damage, its ATK rises by 1000 at its controller's next Standby Phase.

Sources, in our words: the card's text (PGD, 2003) and yugioh-wiki.net 《グラッジ》 (a direct attack
allowed though the opponent controls monsters; dealing battle damage starts a mandatory trigger whose
gain comes at the next Standby Phase of its controller; with 0 ATK its direct attack deals no battle
damage, so nothing happens; nor when Kuriboh-like effects take the damage away). No ERAS entry (both
texts mean the same): tested under both presets. Our readings: the gain lasts while it stays on the
field; it is its own effect's change, so it ends if its effects are negated (docs/cards.md)."""

import pytest

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

MY = "Mucus Yolk"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_mucus_yolk_grows_at_the_next_standby_after_dealing_damage(rules):
    """Q: my Mucus Yolk, equipped with Axe of Despair (1000), attacks directly past my opponent's Battle
    Ox. A: they take 1000; Mucus Yolk is still 1000 ATK this turn and their turn; at my next Standby
    Phase it becomes 2000."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    my = table.monster(0, MY)
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=my)
    table.monster(1, "Battle Ox", position="defense")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MY, target="player")
    _pass(s)
    assert lp(duel) == (8000, 7000) and duel.atk(my.card(duel)) == 1000
    s.pick("end_battle")
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 4 and duel.atk(my.card(duel)) == 1000
    s.end_turn()
    _pass(s)
    assert duel.turn == 5 and duel.atk(my.card(duel)) == 2000


def test_mucus_yolk_with_0_atk_deals_no_damage_and_never_grows():
    """Q: my Mucus Yolk (0 ATK) attacks directly. A: no battle damage, so no gain at my next Standby
    Phase (yugioh-wiki.net)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    my = table.monster(0, MY)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MY, target="player")
    _pass(s)
    assert lp(duel) == (8000, 8000)
    s.pick("end_battle")
    _pass(s)
    s.end_turn()
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 5 and duel.atk(my.card(duel)) == 0


def test_mucus_yolk_damage_taken_away_by_kuriboh_gives_no_gain():
    """Q: my Mucus Yolk (1000 with Axe of Despair) attacks directly; my opponent discards Kuriboh. A:
    they take no damage, and Mucus Yolk gains nothing at my next Standby Phase."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    my = table.monster(0, MY)
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=my)
    table.hand(1, "Kuriboh")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MY, target="player")
    while not (duel.request.kind == "chain" and duel.request.player == 1 and s.has("activate", "Kuriboh")):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Kuriboh", player=1)
    _pass(s)
    assert lp(duel) == (8000, 8000)
    s.pick("end_battle")
    _pass(s)
    s.end_turn()
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 5 and duel.atk(my.card(duel)) == 1000
