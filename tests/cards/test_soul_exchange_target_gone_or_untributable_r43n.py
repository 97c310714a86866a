"""Soul Exchange (68005187) lets its activator Tribute the opponent's monster it named this
turn, as if they controlled it (engine/turn.py `_tribute_candidates`, read from the lasting
`tribute_opponent` entry). Judge's rulings:

- The named monster is gone (destroyed after Soul Exchange resolved): nothing is left to
  Tribute; with no monster of their own, the player cannot Tribute Summon at all.
- A monster that cannot be Tributed (Summoner Monk: "while face-up on the field it cannot be
  Tributed") stays so when Soul Exchange names it: Soul Exchange changes whose monster may be
  Tributed, not whether it may be. The same when the player took it with Change of Heart.

Round 43n: the first is a mutant of `_tribute_candidates`' test for a named monster that is
no longer there (a TypeError on None); the second found the engine offering the named
Summoner Monk as a Tribute (fixed in stop 43: the named monster passes the tests the player's
own monsters pass)."""

import pytest

from duelist.testing.scenario import Script, Table


def _soul_exchange_on(victim, hand, rules="MR5"):
    table = Table(rules=rules, turn=3)
    table.monster(1, victim)
    table.hand(0, "Soul Exchange", *hand)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange", request="idle", first=True)
    s.pick("target", victim)
    _resolve(s)
    return duel, s


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_the_named_monster_destroyed_leaves_nothing_to_tribute(rules):
    """Player 0 controls no monster. Soul Exchange names Battle Ox; Smashing Ground then
    destroys it: Summoned Skull (Level 6, one Tribute) can be neither Tribute Summoned nor Set."""
    duel, s = _soul_exchange_on("Battle Ox", ["Smashing Ground", "Summoned Skull"], rules=rules)
    assert s.has("summon", "Summoned Skull")
    s.pick("activate", "Smashing Ground", request="idle")
    _resolve(s)
    assert not duel.monsters(1)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert not s.has("summon", "Summoned Skull")
    assert not s.has("set", "Summoned Skull")


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_a_summoner_monk_named_by_soul_exchange_still_cannot_be_tributed(rules):
    """Player 0 controls no monster; Soul Exchange names player 1's face-up Summoner Monk:
    Summoned Skull can be neither Tribute Summoned nor Set."""
    duel, s = _soul_exchange_on("Summoner Monk", ["Summoned Skull"], rules=rules)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert not s.has("summon", "Summoned Skull")
    assert not s.has("set", "Summoned Skull")


def test_a_summoner_monk_named_and_then_taken_with_change_of_heart_still_cannot_be_tributed():
    """Soul Exchange names player 1's Summoner Monk, then Change of Heart gives player 0
    control of it: it is player 0's own monster now, still one that cannot be Tributed, and
    Summoned Skull can be neither Tribute Summoned nor Set."""
    duel, s = _soul_exchange_on("Summoner Monk", ["Change of Heart", "Summoned Skull"])
    s.pick("activate", "Change of Heart", request="idle")
    s.pick("target", "Summoner Monk")
    _resolve(s)
    assert [c.name for c in duel.monsters(0)] == ["Summoner Monk"]
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert not s.has("summon", "Summoned Skull")
    assert not s.has("set", "Summoned Skull")
