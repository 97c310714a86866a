"""An unused Penalty Game! (a Set card) in a duel where Snatch Steal holds a monster: the
opponent's Draw Phase is a plain one (round 59m).

Sources, read in our words: Penalty Game!'s text (it acts only once activated: the opponent skips
their next Draw Phase draw, or may not use Spells and Traps); Snatch Steal's text (while
equipped, its player controls the monster; the monster's owner gains 1000 LP in each of their
Standby Phases); seed 004 §抽卡階段 (the turn player draws 1 card in their Draw Phase).

Round 59m: kills turn.py `_draw_lock_begins`' tag test dropped (every lasting effect waiting
without end on the player read as Penalty Game!'s draw lock: Snatch Steal's bound control,
kept on its former controller, barred their draw and was cut to that Draw Phase), round 58o's
open entry `drop-and-operand-0 | entry.tag == 'no_draw' and entry.player == tp`."""

from duelist.testing.reads import field_monsters, hand, lp
from duelist.testing.scenario import Script, Table


def test_snatched_monster_stays_and_its_owner_draws_beside_a_set_penalty_game():
    """Q: I have a Set Penalty Game! that I never activate; I equip Snatch Steal to my opponent's
    Summoned Skull and end my turn. A: in their turn they draw as usual in their Draw Phase, gain
    1000 LP in their Standby Phase from Snatch Steal, and I still control the Skull in their Main
    Phase."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Penalty Game!")
    table.hand(0, "Snatch Steal")
    skull = table.monster(1, "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=0)
    s.pick("target", skull, player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.end_turn()
    for _ in range(20):
        if duel.request is not None and duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass", player=duel.request.player)
    assert duel.turn == 4 and duel.phase == "main1"
    assert hand(duel, 1) == ["Mystical Elf"]
    assert lp(duel) == (8000, 9000)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
