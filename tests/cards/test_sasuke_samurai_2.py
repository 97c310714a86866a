"""Sasuke Samurai #2: once per turn, in its controller's Main Phase, they may pay 800 LP; for the
rest of the turn neither player can activate Spell or Trap Cards.

Sources: the card's text in our words (the 2005 DCR print, "once per turn, during your Main
Phase, you can pay 800 Life Points; if you do, until the End Phase, Spell and Trap Cards cannot
be activated", does what today's does: no ERAS entry); the OCG text of 《言語道断侍》, our reading of it (both
players; card activations only: the effects of face-up Spells and Traps are not stopped; the
lock starts when the effect resolves, so a Spell or Trap may be chained to its activation); our
reading: "until the End Phase" is the rest of the turn, as Forced Ceasefire's lock.
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

SAMURAI = "Sasuke Samurai #2"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_sasuke_samurai_2_stops_both_players_spells_and_traps():
    """Q: I pay 800 with Sasuke Samurai #2, then hold Dark Hole; my opponent has a Set Sakuretsu
    Armor: A: I am at 7200; I cannot activate Dark Hole; when my Battle Ox attacks, they cannot
    activate Sakuretsu Armor."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, SAMURAI)
    table.monster(0, "Battle Ox")
    table.hand(0, "Dark Hole")
    armor = table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SAMURAI, request="idle")
    _resolve(s)
    assert lp(duel) == (7200, 8000)
    assert not s.has("activate", "Dark Hole")
    s.pick("battle", request="idle")
    _resolve(s)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    offered = []
    while duel.request.kind == "chain":
        offered.append(s.has("activate", "Sakuretsu Armor"))
        s.pick("pass", player=duel.request.player)
    assert not any(offered)
    assert lp(duel) == (7200, 6300) and not armor.card(duel).face_up


def test_sasuke_samurai_2_once_per_turn_and_needs_800_lp():
    """Q: may I use Sasuke Samurai #2 twice in a turn, or at 700 LP? A: once per turn; at 700 LP
    the 800 LP cost cannot be paid."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, SAMURAI)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SAMURAI, request="idle")
    _resolve(s)
    assert not s.has("activate", SAMURAI)

    table = Table(turn=3, turn_player=0, lp=(700, 8000))
    table.monster(0, SAMURAI)
    duel = table.build()
    assert not Script(duel).has("activate", SAMURAI)


def test_sasuke_samurai_2_can_be_answered_with_a_trap_before_it_resolves():
    """Q: I activate Sasuke Samurai #2's effect; my opponent chains their Set Mystical Space
    Typhoon on my Set Mirror Force: A: the lock starts only as the effect resolves: their Spell,
    chained to it, is activated and resolves; my 800 LP were paid on activation."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, SAMURAI)
    mine = table.spell_trap(0, "Mirror Force")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SAMURAI, request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", mine, player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Mirror Force"] and grave(duel, 1) == ["Mystical Space Typhoon"]
    assert lp(duel) == (7200, 8000)


def test_sasuke_samurai_2_lock_ends_with_the_turn():
    """Q: I used Sasuke Samurai #2 in my turn 3; in my opponent's turn 4 they hold Dark Hole: A:
    the lock is over: they may activate it."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, SAMURAI)
    table.hand(1, "Dark Hole")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SAMURAI, request="idle")
    _resolve(s)
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4 and duel.turn_player == 1
    assert s.has("activate", "Dark Hole")
