"""Goblin King (18590133): its ATK and DEF are 1000 times the number of other Fiends on the field;
while its controller controls another Fiend, it cannot be attacked.

Sources: the card's texts read in our words (the 2005 print, Ancient Sanctuary AST-031, and
today's do the same: no ERAS entry); yugioh-wiki.net 《キングゴブリン》: both continuous effects;
the count takes the Fiends of both sides (the opponent's too), never Goblin King itself; the
attack shield needs another Fiend on its controller's own side. A face-down monster shows no Type
(seed 000 §怪獸的表示形式: its card facts are hidden), so only face-up Fiends count (our
reading)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

KING = "Goblin King"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_goblin_king_counts_the_fiends_of_both_sides():
    """Q: I control Goblin King and Dark Jeroid (Fiend); my opponent controls Bite Shoes (Fiend)
    face-up, a Set monster and Battle Ox. A: 2 other face-up Fiends: 2000 ATK and 2000 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    king = table.monster(0, KING)
    table.monster(0, "Dark Jeroid")
    table.monster(1, "Bite Shoes")
    table.monster(1, "Sangan", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    card = king.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (2000, 2000)


def test_goblin_king_alone_has_0_and_can_be_attacked():
    """Q: my Goblin King is my only monster, with 0 ATK; my opponent's Battle Ox attacks. A: it
    can be attacked: destroyed, and I take 1700."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    king = table.monster(0, KING)
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert duel.atk(king.card(duel)) == 0
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=king, request="battle")
    _resolve(s)
    assert grave(duel, 0) == [KING] and lp(duel) == (6300, 8000)


def test_goblin_king_beside_another_fiend_cannot_be_attacked():
    """Q: I control Goblin King and a face-up Dark Jeroid; my opponent's Battle Ox attacks. A:
    Goblin King is no attack target: only Dark Jeroid is offered."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, KING)
    jeroid = table.monster(0, "Dark Jeroid")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.expect(request="battle", player=1)
    targets = {o.target for o in duel.request.options if o.kind == "attack"}
    assert targets == {jeroid.uid(duel)}


def test_goblin_king_shield_needs_a_fiend_of_its_own_side():
    """Q: my Goblin King's only company is my opponent's face-up Bite Shoes (Fiend), and a face-down
    monster of mine; my opponent's Battle Ox attacks. A: the Fiend must be its controller's: the
    King can be attacked; it has 1000 ATK (the opponent's Fiend counts for ATK): destroyed, I take
    700."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    king = table.monster(0, KING)
    table.monster(0, "Sangan", position="set")
    table.monster(1, "Bite Shoes")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert duel.atk(king.card(duel)) == 1000
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=king, request="battle")
    _resolve(s)
    assert grave(duel, 0) == [KING] and lp(duel) == (7300, 8000)


def test_goblin_king_keeps_an_equip_gain_on_top():
    """Q: my Goblin King has 1000 ATK from my face-up Dark Jeroid; I equip it with Axe of Despair
    (+1000). A: a gain applies on top of the value its own effect sets: 2000 ATK, 1000 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    king = table.monster(0, KING)
    table.monster(0, "Dark Jeroid")
    table.hand(0, "Axe of Despair")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair")
    s.pick("target", king, player=0)
    _resolve(s)
    card = king.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (2000, 1000)
