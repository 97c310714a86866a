"""Stardust Dragon's End Phase return with every Main Monster Zone of its player taken before
the End Phase (round 53m: a survivor of Stardust Dragon's `end_phase` match, stop 52's lines).

The card's text (in the End Phase of a turn its negation resolved, you may Special Summon it
from your GY) and seed 000 §特殊召喚 (a monster is Special Summoned only to a free Monster
Zone): an optional effect whose one action cannot be done now is not activated (seed 000
§誘發效果; yugioh-wiki.net 「発動条件」: an effect that could do nothing cannot be activated).
With five monsters of its player on the field as the End Phase begins, the return is not
offered. The counterpart where the last zone is taken in the return's own chain (it resolves
doing nothing) is tests/cards/test_stardust_dragon_return_finds_no_free_zone_r49c.py."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _end_phase_after_negation(summon_a_fifth):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    for _ in range(4):
        table.monster(0, "Battle Ox")
    waboku = table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.hand(0, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("pass", player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", waboku, player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")     # Tributed: 4 monsters left
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert grave(duel, 0) == ["Stardust Dragon"] and grave(duel, 1) == ["Mystical Space Typhoon"]
    if summon_a_fifth:
        s.pick("summon", "Celtic Guardian")
        while duel.request.kind != "idle":
            s.pick("pass", first=True)
    s.pick("end_turn")
    offered = False
    while duel.turn == 3:
        if duel.request.kind == "yes_no" and "Stardust Dragon" in duel.request.prompt:
            offered = True
            s.pick("yes", request="yes_no")
        elif duel.request.kind == "option":
            s.pick("option", "Attack Position", request="option")
        else:
            s.pick("pass", first=True)
    return duel, offered


def test_stardust_dragon_return_not_offered_with_every_monster_zone_taken():
    """Q: in my turn Stardust Dragon negated my opponent's Mystical Space Typhoon; then I
    Normal Summoned into my last free Main Monster Zone. In my End Phase, may I activate
    Stardust Dragon's return? A: No: it could not be Special Summoned (no free zone), so it is
    not offered, and it stays in the GY."""
    duel, offered = _end_phase_after_negation(summon_a_fifth=True)
    assert not offered
    assert grave(duel, 0) == ["Stardust Dragon"]
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox"] * 4 + ["Celtic Guardian"]


def test_stardust_dragon_return_offered_with_a_zone_free():
    """Q: the same, but I leave my fifth zone free. A: the return is offered, and Stardust
    Dragon comes back."""
    duel, offered = _end_phase_after_negation(summon_a_fifth=False)
    assert offered
    assert grave(duel, 0) == []
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox"] * 4 + ["Stardust Dragon"]
