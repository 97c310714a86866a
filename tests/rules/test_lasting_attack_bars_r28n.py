""""Cannot attack this turn" as a lasting effect, read by the Battle Step menu (battle.py,
round 28t: the bars written out): one on a monster (Chaos Sorcerer after its effect, Summoner
Monk's Special Summon) bars that monster alone, not the other monsters of its controller;
one on a player (Threatening Roar: "your opponent cannot declare an attack this turn") bars
every monster of that player alone: activated by the turn player itself, it bars the
opponent's, and the turn player's monsters may still attack."""

from duelist.engine import names
from duelist.engine.lasting import END_OF_TURN
from duelist.testing.scenario import Script, Table

L = names.L


def _main_phase():
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Chaos Sorcerer")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    table.deck(0, ["Kozaky"] * 5)
    table.deck(1, ["Kozaky"] * 5)
    duel = table.build()
    return duel, {c.name: c for c in duel.players[0].mzone if c is not None}


def _attackers(duel):
    s = Script(duel)
    s.pick("battle")
    return sorted(set(o.card for o in duel.request.options if o.kind == "attack"))


def test_a_monster_that_cannot_attack_this_turn_bars_no_other_monster():
    duel, mine = _main_phase()
    sorcerer = mine["Chaos Sorcerer"]
    # Chaos Sorcerer's effect used this turn: it cannot attack this turn
    duel.start_lasting(L.CANNOT_ATTACK, END_OF_TURN, card=sorcerer, source=sorcerer.code)
    assert _attackers(duel) == [mine["Battle Ox"].uid]


def test_threatening_roar_of_the_turn_player_bars_the_opponent_not_the_turn_player():
    duel, mine = _main_phase()
    # Threatening Roar resolved for player 0: player 1 cannot declare an attack this turn
    duel.start_lasting(L.CANNOT_ATTACK, END_OF_TURN, player=1, source=36361633)
    assert _attackers(duel) == sorted([mine["Chaos Sorcerer"].uid, mine["Battle Ox"].uid])


def test_threatening_roar_of_the_opponent_bars_every_monster_of_the_turn_player():
    duel, _ = _main_phase()
    # Threatening Roar resolved for player 1: player 0 cannot declare an attack this turn
    duel.start_lasting(L.CANNOT_ATTACK, END_OF_TURN, player=0, source=36361633)
    assert _attackers(duel) == []

