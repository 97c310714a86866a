"""Soul Exchange (68005187) lets its activator Tribute the opponent's monster it named this
turn. Judge's ruling: an Effect Monster with nothing against being Tributed (Sangan, Breaker
the Magical Warrior) is named and Tributed as a Normal Monster is; only a monster that cannot
be Tributed (Summoner Monk, round 43n's test) or cannot be Tributed for a Tribute Summon (a
Sheep Token, stop 43) is left out.

Round 44n: mutants of `_tribute_candidates`' test of the named monster's script (engine/turn.py:
`target.script is not None and self.cannot_be_tributed(target)` made `or`, or its second
operand dropped) left out every named monster with a card script; the tests so far named
Battle Ox, Summoner Monk and Sheep Tokens only."""

import pytest

from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
@pytest.mark.parametrize("victim", ["Sangan", "Breaker the Magical Warrior"])
def test_a_named_effect_monster_is_tributed_for_summoned_skull(rules, victim):
    """Player 0 controls no monster; Soul Exchange names player 1's face-up Effect Monster:
    Summoned Skull (Level 6, one Tribute) is Tribute Summoned with it as the Tribute, and it
    goes to player 1's GY."""
    table = Table(rules=rules, turn=3)
    table.monster(1, victim)
    table.hand(0, "Soul Exchange", "Summoned Skull")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange", request="idle", first=True)
    s.pick("target", victim)
    _resolve(s)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert s.has("summon", "Summoned Skull")
    s.pick("summon", "Summoned Skull")
    if duel.request.kind == "tribute":
        s.pick("tribute", victim)
    _resolve(s)
    assert [c.name for c in duel.monsters(0)] == ["Summoned Skull"]
    assert not duel.monsters(1)
    assert victim in [c.name for c in duel.players[1].grave]


def test_a_fluff_token_from_the_opponents_last_turn_is_named_and_tributed():
    """Dandylion's Fluff Tokens cannot be Tributed for a Tribute Summon the turn they arrive
    only. Player 1 makes two on their turn (Graceful Charity discards Dandylion); on player
    0's next turn Soul Exchange names one, and Summoned Skull is Tribute Summoned with it.

    Round 44n: a mutant of `_tribute_candidates`' Token test for the named monster (engine/
    turn.py: `target.info and target.info.get("no_tribute_summon") in (True, self.turn)` with
    its second operand dropped) left out every named monster with any info, a Fluff Token
    of an earlier turn included."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Graceful Charity", "Dandylion")
    table.deck(1, ["Battle Ox", "Mystical Elf", "Feral Imp", "Mystical Elf", "Mystical Elf"])
    table.hand(0, "Soul Exchange", "Summoned Skull")
    table.deck(0, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity", player=1)
    s.pick("select", "Dandylion")
    s.pick("select", "Battle Ox")
    _resolve(s)
    assert [c.name for c in duel.monsters(1)] == ["Fluff Token", "Fluff Token"]
    s.end_turn()
    while duel.request is not None and not (duel.request.kind == "idle" and duel.request.player == 0):
        s.pick("pass", player=duel.request.player)
    assert duel.turn == 4
    s.pick("activate", "Soul Exchange", request="idle", first=True)
    s.pick("target", "Fluff Token", first=True)
    _resolve(s)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert s.has("summon", "Summoned Skull")
    s.pick("summon", "Summoned Skull")
    if duel.request.kind == "tribute":
        s.pick("tribute", "Fluff Token", first=True)
    _resolve(s)
    assert [c.name for c in duel.monsters(0)] == ["Summoned Skull"]
    assert [c.name for c in duel.monsters(1)] == ["Fluff Token"]
