"""Shrink (55713623): a Quick-Play Spell that halves a face-up monster's ATK until the end of the
turn, today's text and the 2005 one.

Sources: today's text (the monster's ATK becomes half its original ATK until the end of the
turn: a "becomes" value, so a gain applied before it is overridden and one applied after it
applies on top; yugioh-wiki.net 《収縮》); the 2005-era English text the Goat format plays
("the original ATK of that monster is halved until the end of this turn", the SJC promo text
quoted by Metagame.com's 2006 article and ygorulings.blogspot.com's "Collapsing Brain Cells"):
the original ATK itself changes, so every gain or loss, before or after it, applies on top of
the halved value. A Quick-Play Spell may be activated in the Damage Step as an ATK changer up to
damage calculation (seed 000 §傷害步驟); Set, it may be activated in the opponent's turn."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _position(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    skull = table.monster(0, "Summoned Skull")
    table.hand(0, "Shrink", "Rush Recklessly")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table, skull


def _play(s, name, skull):
    s.pick("activate", name)
    s.pick("target", skull)
    _resolve(s)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_shrink_halves_summoned_skull_until_the_end_of_the_turn(rules):
    """Q: I activate Shrink on my Summoned Skull (2500). A: its ATK is 1250 this turn; at the end
    of the turn it is 2500 again."""
    table, skull = _position(rules)
    duel = table.build()
    s = Script(duel)
    _play(s, "Shrink", skull)
    assert duel.atk(skull.card(duel)) == 1250 and grave(duel, 0) == ["Shrink"]
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4 and duel.atk(skull.card(duel)) == 2500


@pytest.mark.parametrize("rules, atk", [("MR5", 1250), ("GOAT", 1950)])
def test_shrink_after_rush_recklessly(rules, atk):
    """Q: my Summoned Skull gained 700 from Rush Recklessly (3200); then I activate Shrink on it.
    A: today's text, its ATK *becomes* half its original ATK: 1250, the gain overridden. The 2005
    text halves the original ATK: 1250, and the gain still applies on top: 1950."""
    table, skull = _position(rules)
    duel = table.build()
    s = Script(duel)
    _play(s, "Rush Recklessly", skull)
    assert duel.atk(skull.card(duel)) == 3200
    _play(s, "Shrink", skull)
    assert duel.atk(skull.card(duel)) == atk


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_shrink_then_rush_recklessly_gain_applies_on_top(rules):
    """Q: I Shrink my Summoned Skull (1250), then activate Rush Recklessly on it. A: in both
    texts the later gain applies on top: 1950."""
    table, skull = _position(rules)
    duel = table.build()
    s = Script(duel)
    _play(s, "Shrink", skull)
    _play(s, "Rush Recklessly", skull)
    assert duel.atk(skull.card(duel)) == 1950


@pytest.mark.parametrize("rules, original", [("MR5", 2500), ("GOAT", 1250)])
def test_shrink_original_atk_read_after_it(rules, original):
    """Q: after Shrink, what is my Summoned Skull's original ATK (what Ring of Destruction's
    current text burns)? A: today's Shrink leaves it 2500; the 2005 Shrink made it 1250."""
    table, skull = _position(rules)
    duel = table.build()
    s = Script(duel)
    _play(s, "Shrink", skull)
    assert duel.original_stat(skull.card(duel), 0) == original


def test_shrink_set_answers_an_attack_in_the_opponents_turn():
    """Q: my opponent's Summoned Skull (2500) attacks my Battle Ox (1700); I activate my Set Shrink
    on the Skull. A: the Skull has 1250 ATK: it is destroyed by battle and my opponent takes 450
    damage (GOAT)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    skull = table.monster(1, "Summoned Skull")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Shrink")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=ox, player=1)
    s.pick("activate", "Shrink", player=0, request="chain")
    s.pick("target", skull)
    _resolve(s)
    assert grave(duel, 1) == ["Summoned Skull"] and lp(duel) == (8000, 7550)
    assert sorted(grave(duel, 0)) == ["Shrink"]


def test_shrink_has_no_face_down_target():
    """Q: the only monster on the field is my opponent's Set Mystical Elf. May I activate Shrink?
    A: no: it targets a face-up monster."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Mystical Elf", position="set")
    table.hand(0, "Shrink")
    duel = table.build()
    assert not Script(duel).has("activate", "Shrink")
