"""Necrovalley's ban on banishing cards in the Graveyard is a prevention: while it applies, a
player may not activate a card or effect whose resolution would banish a card from a GY (Book of
Life, Kycoo the Ghost Destroyer's and Dark Blade the Dragon Knight's battle damage effects),
just as a cost that banishes from the GY cannot be paid (Chaos Sorcerer, tested in
tests/cards/test_gravekeepers.py). This differs from its other sentence (effects that would move
a card in the GY are negated): an effect that only moves a card (Monster Reborn, Magician of
Faith) may be activated and is negated as it resolves.

Sources: Necrovalley's current text (the Goat preset plays it too:
tests/cards/test_gravekeepers.py "current text"); ygorganization.com "Necrovalley" (p=800), §2:
while Necrovalley is on the field, no card or effect that would banish a card from a Graveyard
may be activated, D.D. Crow and Book of Life among them; seed 000 §卡片種類 (an activation
needs an effect it can apply)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def test_book_of_life_cannot_be_activated_while_necrovalley_is_on_the_field():
    """Question: player 1 controls Necrovalley; player 0 has Book of Life in hand, a Zombie
    (Pyramid Turtle) in their GY and Battle Ox in player 1's GY. May player 0 activate Book of
    Life (it would revive the Zombie and then banish Battle Ox)? Answer: no; its banishing part
    cannot be performed while Necrovalley applies, so it cannot be activated at all."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.hand(0, "Book of Life")
    table.grave(0, "Pyramid Turtle")
    table.grave(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Book of Life")


def test_kycoo_the_ghost_destroyer_cannot_activate_its_banish_under_necrovalley():
    """Question: Necrovalley is on the field; Kycoo the Ghost Destroyer attacks directly and
    inflicts battle damage while Battle Ox is in the opponent's GY. Is its controller asked
    whether to banish it? Answer: no; Kycoo's effect would banish from the GY, which Necrovalley
    forbids, so it cannot be activated, and Battle Ox stays in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Kycoo the Ghost Destroyer")
    table.grave(1, "Battle Ox")
    duel = table.build()
    Script(duel).pick("attack", "Kycoo the Ghost Destroyer", target="player")
    assert duel.players[1].lp == 6200
    assert duel.request.kind == "battle" and duel.request.player == 0
    assert grave(duel, 1) == ["Battle Ox"] and banished(duel, 1) == []


def test_dark_blade_the_dragon_knight_cannot_activate_its_banish_under_necrovalley():
    """Question: Necrovalley is on the field; Dark Blade the Dragon Knight inflicts battle
    damage by a direct attack while Battle Ox is in the opponent's GY. Is its controller asked?
    Answer: no, as for Kycoo: banishing from the GY is forbidden, so the effect cannot be
    activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Dark Blade the Dragon Knight", summon_kind="fusion")
    table.grave(1, "Battle Ox")
    duel = table.build()
    Script(duel).pick("attack", "Dark Blade the Dragon Knight", target="player")
    assert duel.players[1].lp == 5800
    assert duel.request.kind == "battle" and duel.request.player == 0
    assert grave(duel, 1) == ["Battle Ox"] and banished(duel, 1) == []


def test_book_of_life_cannot_be_activated_while_the_opponent_controls_kycoo():
    """Question: player 1 controls a face-up Kycoo the Ghost Destroyer (its opponent may not
    banish cards from either GY). May player 0 activate Book of Life? Answer: no, by the same
    prevention: its banishing part cannot be performed by player 0. (The engine today revives
    the Zombie and silently banishes nothing.)"""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Kycoo the Ghost Destroyer")
    table.hand(0, "Book of Life")
    table.grave(0, "Pyramid Turtle")
    table.grave(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Book of Life")
