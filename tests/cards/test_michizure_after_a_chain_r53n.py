"""Michizure (37580756) answering a destruction that a chain's resolution made (round 53n).

Michizure: a Normal Trap activated when a monster its player controls is destroyed and sent to
the GY; it destroys 1 monster on the field. Its activation is a "when" (時): it is open only
right after that happening, and misses its timing if something else happened after it
(seed 000 §誘發效果 and yugioh-wiki.net 「タイミングを逃す」: a "when" effect whose happening came
in the middle of a resolution, followed by more of it, can no longer be used; yugioh-wiki.net
《道連れ》: the Trap runs that same risk, and is otherwise activated when the monster is
destroyed by an opponent's removal effect).

A chain's last link to resolve (chain link 1) ends the chain: what it did is the last thing that
happened, and priority then goes to the turn player, then to the opponent (seed 000
§回合玩家的優先權). The engine already lets a Summon the last link made be answered so
(Bottomless Trap Hole / Torrential Tribute after Monster Reborn: tests/rules/
test_turn_player_priority_after_a_chain_that_summoned.py); a destruction is the same timing.
A destruction by chain link 2 followed by chain link 1 doing something else (a draw) is not the
last thing any more: Michizure is not offered.

The pool's other Traps that answer a happening (`answers=`) answer a Summon (done already) or
an attack declaration (never made inside a resolution): no other type to test here.
"""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _pass_while_chain(duel, s, until=None):
    while duel.request is not None and duel.request.kind == "chain" and \
            not (until and s.has("activate", until)):
        s.pick("pass", player=duel.request.player)


def _fissure(rules, extra_trap=None):
    """Turn 4, player 1's Main Phase 1: player 1 controls Blue-Eyes White Dragon and holds
    Fissure; player 0 controls Battle Ox (their only monster) and has Michizure Set (and
    `extra_trap` Set, if given)."""
    table = Table(turn=4, turn_player=1, rules=rules)
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Battle Ox")
    table.hand(1, "Fissure")
    table.spell_trap(0, "Michizure")
    if extra_trap:
        table.spell_trap(0, extra_trap)
    table.deck(0, ["Kozaky"] * 4)
    table.deck(1, ["Kozaky"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    return duel, s


def _michizure_on_blue_eyes(duel, s, mine=("Battle Ox", "Michizure")):
    s.expect(request="chain", player=0)
    s.pick("activate", "Michizure", player=0)
    s.pick("target", "Blue-Eyes White Dragon", player=0)
    _pass_while_chain(duel, s)
    assert field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Fissure", "Blue-Eyes White Dragon"]
    assert sorted(grave(duel, 0)) == sorted(mine)
    s.expect(request="idle", player=1)


def test_fissure_as_chain_link_1_is_answered_after_the_chain():
    """Q: my opponent's Fissure (alone in its chain) destroys my Battle Ox. A: the destruction
    is the last thing that happened: once the chain has resolved (my opponent, the turn player,
    has nothing to use first) I may activate Michizure and destroy their Blue-Eyes White
    Dragon; then their Main Phase goes on."""
    duel, s = _fissure("MR5")
    _pass_while_chain(duel, s, until="Michizure")
    assert grave(duel, 0) == ["Battle Ox"]
    _michizure_on_blue_eyes(duel, s)


def test_goat_fissure_as_chain_link_1_is_answered_after_the_chain():
    """Q (GOAT): the same Fissure destroys my Battle Ox. A: the same: Michizure destroys the
    Blue-Eyes White Dragon after the chain."""
    duel, s = _fissure("GOAT")
    _pass_while_chain(duel, s, until="Michizure")
    _michizure_on_blue_eyes(duel, s)


def test_fissure_as_link_1_under_a_link_2_that_draws_is_still_answered():
    """Q: my opponent's Fissure (chain link 1) destroys my Battle Ox; I chained Reckless Greed
    (chain link 2: I draw 2), which resolved first. A: Fissure's destruction is still the last
    thing the chain did: I may activate Michizure once the chain has resolved. Reckless Greed,
    resolved first, waits on the field and goes to the GY with the chain's end, after the Ox
    (yomifrog.lima-city.de Extended Game Mechanics ch. 6, "Resolving a Chain"; yugioh.lastdraw.com
    "Normal Spell Card"): that sending is no new "last thing", Michizure is still answered."""
    duel, s = _fissure("MR5", extra_trap="Reckless Greed")
    s.expect(request="chain", player=0)
    s.pick("activate", "Reckless Greed", player=0)
    _pass_while_chain(duel, s, until="Michizure")
    assert hand(duel, 0) == ["Kozaky", "Kozaky"]
    assert grave(duel, 0) == ["Battle Ox", "Reckless Greed"]
    _michizure_on_blue_eyes(duel, s, mine=("Battle Ox", "Reckless Greed", "Michizure"))


def test_a_destruction_by_link_2_followed_by_a_draw_of_link_1_is_not_answered():
    """Q: my opponent activates Pot of Greed (chain link 1) and chains their own Raigeki
    Break (chain link 2, discarding a card) to destroy my Battle Ox; then Pot of Greed draws them
    2 cards. A: the draw happened after the destruction: Michizure has missed its timing. It is
    not offered; my opponent is back in their Main Phase with Michizure still Set."""
    table = Table(turn=4, turn_player=1)
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Battle Ox")
    table.hand(1, "Pot of Greed")
    table.hand(1, "Kozaky")
    table.spell_trap(1, "Raigeki Break")
    table.spell_trap(0, "Michizure")
    table.deck(0, ["Kozaky"] * 4)
    table.deck(1, ["Celtic Guardian"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("activate", "Raigeki Break", player=1, request="chain")
    s.pick("select", "Kozaky", player=1, request="select")
    s.pick("target", "Battle Ox", player=1)
    _pass_while_chain(duel, s)
    assert grave(duel, 0) == ["Battle Ox"]
    assert hand(duel, 1) == ["Celtic Guardian", "Celtic Guardian"]
    s.expect(request="idle", player=1)
    assert [c.name for c in duel.players[0].szone if c] == ["Michizure"]


def test_raigeki_break_in_the_battle_phase_is_answered_after_the_chain():
    """Q: at the start of my opponent's Battle Phase they activate Raigeki Break (chain link 1)
    on my Battle Ox. A: once it has resolved the destruction is the last thing: priority goes to
    them first (nothing to use), then to me, and I may activate Michizure on their Blue-Eyes
    White Dragon."""
    table = Table(turn=4, turn_player=1)
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Battle Ox")
    table.hand(1, "Kozaky")
    table.spell_trap(1, "Raigeki Break")
    table.spell_trap(0, "Michizure")
    table.deck(0, ["Kozaky"] * 4)
    table.deck(1, ["Kozaky"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    _pass_while_chain(duel, s, until="Raigeki Break")
    s.pick("activate", "Raigeki Break", player=1, request="chain")
    s.pick("select", "Kozaky", player=1, request="select")
    s.pick("target", "Battle Ox", player=1)
    _pass_while_chain(duel, s, until="Michizure")
    s.expect(request="chain", player=0)
    s.pick("activate", "Michizure", player=0)
    s.pick("target", "Blue-Eyes White Dragon", player=0)
    _pass_while_chain(duel, s)
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Blue-Eyes White Dragon", "Kozaky", "Raigeki Break"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Michizure"]


def test_the_turn_player_is_asked_first_then_michizure():
    """Q: my opponent's Fissure destroys my Battle Ox; they have Book of Moon Set. A: priority
    after the chain is the turn player's first (seed 000 §回合玩家的優先權): they are asked
    (Book of Moon offered), and once they pass I may activate Michizure."""
    table = Table(turn=4, turn_player=1)
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Battle Ox")
    table.hand(1, "Fissure")
    table.spell_trap(1, "Book of Moon")
    table.spell_trap(0, "Michizure")
    table.deck(0, ["Kozaky"] * 4)
    table.deck(1, ["Kozaky"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    while duel.chain:      # (Fissure's chain: both pass)
        s.pick("pass", player=duel.request.player, request="chain")
    assert grave(duel, 0) == ["Battle Ox"]
    s.expect(request="chain", player=1)
    assert s.has("activate", "Book of Moon") and not s.has("activate", "Michizure")
    s.pick("pass", player=1)
    _michizure_on_blue_eyes(duel, s)
