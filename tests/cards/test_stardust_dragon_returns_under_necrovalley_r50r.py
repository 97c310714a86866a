"""Stardust Dragon Tributed itself (a cost) to negate a destroying activation; in that End Phase
it may Special Summon itself from the GY. Under Necrovalley that effect, activated in the GY to
move its own card out of it, is negated as it resolves (Necrovalley: card effects that would
move a card in the GY are negated; yugioh-wiki 《王家の眠る谷－ネクロバレー》: 墓地のカードへ及ぶ効果は
無効化; the engine negates Sacred Phoenix of Nephthys', Vampire Lord's, Plaguespreader Zombie's
alike: tests/rules/test_effects_activated_in_the_gy_under_necrovalley_r40a.py). Stardust Dragon
stays in the GY.

Round 50r found it coming back (its return is a delayed trigger, outside the engine's list of
effects that leave the GY): request 9 in /work/reports/h50r-requests.md (fixed in stop 50:
`leaves_grave` on a delayed trigger), beside a control without Necrovalley."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _stardust_negates_dust_tornado(necrovalley):
    """Player 0's turn 3 (MR5): player 1 activates Dust Tornado on player 0's Set Pot of Greed
    as player 0 enters the Battle Phase; Stardust Dragon Tributes itself to negate it; then
    player 0 ends the turn, saying yes to every End Phase question."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    if necrovalley:
        table.field_spell(0, "Necrovalley")
    table.spell_trap(0, "Pot of Greed")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.answer([o for o in duel.request.options if o.kind == "target" and "Set card" in o.label][0])
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Stardust Dragon"] and grave(duel, 1) == ["Dust Tornado"]
    for _ in range(12):
        if duel.request is None or duel.turn == 4:
            break
        kind = duel.request.kind
        if kind == "battle":
            s.pick("end_battle")
        elif kind == "idle":
            s.pick("end_turn")
        elif kind == "yes_no":
            s.pick("yes")
        elif kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert duel.turn == 4
    return duel


def test_stardust_dragon_comes_back_in_the_end_phase_without_necrovalley():
    duel = _stardust_negates_dust_tornado(necrovalley=False)
    assert field_monsters(duel, 0) == ["Stardust Dragon"]


def test_stardust_dragon_stays_in_the_gy_under_necrovalley():
    """Q: Necrovalley is face-up; my Stardust Dragon negated a Dust Tornado this turn. Does it
    come back in the End Phase? A: its effect may be activated but is negated: it stays in my GY."""
    duel = _stardust_negates_dust_tornado(necrovalley=True)
    assert field_monsters(duel, 0) == []
    assert grave(duel, 0) == ["Stardust Dragon"]
