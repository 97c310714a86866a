"""Dark Necrofear whose Special Summon by its own procedure Solemn Judgment negates.

Its possession needs it to have been destroyed by an opponent's card while its owner controlled
it on the field. A monster whose summon is negated was never on the field: it is destroyed, but
not treated as sent from the field (seed 000 §通常召喚 for a negated summon; §怪獸的條件特殊召喚: a
procedure's Special Summon may be negated; yugipedia Card Rulings: Solemn Judgment: "not treated
as being sent to the Graveyard from the field"). So nothing happens in the End Phase. The three
Fiends banished for the procedure stay banished; and Dark Necrofear, never properly summoned,
cannot be revived (tests/cards/test_solemn_judgment_rulings_r40d.py for Chimeratech)."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_dark_necrofear_whose_summon_is_negated_possesses_nothing():
    """Q: my opponent negates my Dark Necrofear's Special Summon with Solemn Judgment. In the End
    Phase, does Dark Necrofear equip itself to their Battle Ox? A: no: it was never on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Necrofear")
    table.grave(0, "Archfiend of Gilfer", "Archfiend of Gilfer", "Archfiend of Gilfer")
    table.spell_trap(1, "Solemn Judgment")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Dark Necrofear")
    while duel.request.kind != "chain":
        s.answer([o for o in duel.request.options if o.kind != "done"][0])    # the Fiends, the position
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Dark Necrofear"]
    assert banished(duel, 0) == ["Archfiend of Gilfer"] * 3
    s.end_turn()
    for _ in range(6):
        if duel.request is None or duel.turn == 4:
            break
        s.answer(duel.request.options[0])
    assert duel.turn == 4
    assert grave(duel, 0) == ["Dark Necrofear"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
