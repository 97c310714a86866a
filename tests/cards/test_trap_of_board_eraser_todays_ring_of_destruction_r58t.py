"""Trap of Board Eraser (3055837) answering its own player's Ring of Destruction under today's
text: a judge's review (round 58t).

Sources: Ring of Destruction's text since its 2015 errata (you take damage equal to the
destroyed monster's original ATK, then your opponent takes damage equal to the damage you took)
and Konami's OCG FAQ of 2015-02-04 for it, as ourocg.cn lists it in Chinese (in our words: where
you took no damage as it resolves, your opponent takes none either). The GOAT preset's Ring (the
2005 text: both players at once) is tested in the card's own test module.

The engine's Ring of Destruction dealt the opponent the destroyed monster's ATK whatever its
player took; fixed in round 58y (`Ctx.damage` returns the damage taken, and the Ring deals the
opponent that)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _ring_with(answer):
    """Turn 4, my opponent's Main Phase 1: they Normal Summon Battle Ox; in that window I Ring
    their Summoned Skull and chain `answer`."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Ring of Destruction")
    table.spell_trap(0, answer)
    table.hand(1, "Battle Ox", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    s.pick("activate", "Ring of Destruction", player=0)
    s.pick("target", skull)
    s.pick("activate", answer, player=0, request="chain")
    return duel, s


def test_trap_of_board_eraser_on_your_own_ring_of_destruction_today():
    """Q: (today's text) in my opponent's turn I Ring their Summoned Skull (2500) and chain my own
    Trap of Board Eraser; they hold Celtic Guardian. A: I take no damage from the Ring, so the
    damage "equal to the damage I took" is 0: my opponent takes nothing either, and discards
    Celtic Guardian; both players stay at 8000 (Konami's FAQ of 2015-02-04 for the errata'd
    Ring: no damage to you, none to the opponent)."""
    duel, s = _ring_with("Trap of Board Eraser")
    s.pick("select", "Celtic Guardian", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000, 8000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == []
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Summoned Skull"]
