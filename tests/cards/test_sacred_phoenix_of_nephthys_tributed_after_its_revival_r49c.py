"""Sacred Phoenix of Nephthys destroyed by an effect, revived, then Tributed the same turn does
not come back in the next Standby Phase (round 49c's mutation round).

The card's text (if it is destroyed by a card effect and sent to the GY: in the next Standby
Phase, Special Summon it from the GY) and seed 000 §卡片的移動: the Phoenix Monster Reborn
brought back is a new card, and the Phoenix in the GY after the Tribute Summon got there as a
Tribute, not destroyed by an effect: its effect does not activate."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def test_phoenix_destroyed_then_revived_then_tributed_stays_in_the_gy():
    """Q: my Dark Hole destroys my Sacred Phoenix of Nephthys; I bring it back with Monster
    Reborn and Tribute it for Summoned Skull the same turn. Does it come back in my next Standby
    Phase? A: no: the Phoenix in my GY was Tributed, not destroyed by an effect."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Sacred Phoenix of Nephthys")
    table.hand(0, "Dark Hole", "Monster Reborn", "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Sacred Phoenix of Nephthys", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Sacred Phoenix of Nephthys"]
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Sacred Phoenix of Nephthys")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0).count("Sacred Phoenix of Nephthys") == 1
    while duel.turn < 5:
        if duel.request.kind in ("idle", "battle"):
            s.end_turn()
        else:
            s.pick("pass")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert "Sacred Phoenix of Nephthys" not in [e["name"] for e in of_type(duel, "chain")]
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert "Sacred Phoenix of Nephthys" in grave(duel, 0)
