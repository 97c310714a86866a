"""Black Rose Dragon's Synchro Summon effect is a "when ... you can" effect: it misses the timing
(round 48b's mutation round).

Black Rose Dragon's text (when this card is Synchro Summoned: you can destroy all cards on the
field) and seed 000 §誘發效果 (an optional "when" trigger is lost when its happening is not the
last thing that happened): Synchro Summoned by Formula Synchron as chain link 2, with Pot of
Greed's draw resolving after it, Black Rose Dragon's effect is not offered."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_black_rose_dragon_summoned_in_the_middle_of_a_chain_destroys_nothing():
    """Q: in my opponent's Main Phase they activate Pot of Greed; I chain Formula Synchron and
    Synchro Summon Black Rose Dragon (Formula Synchron 2 + Mystical Elf 4 + Thousand-Eyes Idol
    1). Pot of Greed resolves after. May I destroy every card on the field? A: no: the summon
    was not the last thing to happen; the opponent's Battle Ox stays."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Formula Synchron", summon_kind="synchro")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Thousand-Eyes Idol")
    table.extra(0, "Black Rose Dragon")
    table.monster(1, "Battle Ox")
    table.hand(1, "Pot of Greed")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("activate", "Formula Synchron", player=0, request="chain")
    while duel.request.kind in ("chain", "select", "option"):
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.answer(duel.request.options[0])
    assert "Black Rose Dragon" in field_monsters(duel, 0)
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert field_monsters(duel, 1) == ["Battle Ox"] and len(duel.players[1].hand) == 2
