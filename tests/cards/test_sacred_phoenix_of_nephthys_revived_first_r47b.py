"""Sacred Phoenix of Nephthys brought back first by Call of the Haunted wipes nothing (round
47b's mutation round).

The card's text (in the Standby Phase after it was destroyed by a card effect: Special Summon
it from the GY, and if you do, destroy all Spells and Traps on the field) and seed 000
§卡片的移動: the Phoenix Call of the Haunted brought back in answer is a new card; its own
effect finds no Phoenix in the GY to summon, so nothing is destroyed."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def test_phoenix_revived_by_call_of_the_haunted_in_answer_to_its_effect_destroys_no_spell():
    """Q: my Sacred Phoenix of Nephthys was destroyed by my Dark Hole; in my next Standby Phase
    its effect activates and I chain Call of the Haunted on it. What happens? A: Call of the
    Haunted brings it back; its own effect then summons nothing and destroys nothing: Call of
    the Haunted and my opponent's Set card stay."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Sacred Phoenix of Nephthys")
    table.hand(0, "Dark Hole")
    table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(1, "Mirror Force")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    while duel.request.kind == "chain":
        s.pick("pass")
    while duel.turn < 5:
        if duel.request.kind in ("idle", "battle"):
            s.end_turn()
        else:
            s.pick("pass")
    while not (of_type(duel, "chain") and of_type(duel, "chain")[-1]["name"] == "Sacred Phoenix of Nephthys"):
        s.pick("pass")                  # (the Draw Phase's window; then the Standby Phase's trigger)
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Sacred Phoenix of Nephthys", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    links = [(e["link"], e["name"]) for e in of_type(duel, "chain")][-2:]
    assert links == [(1, "Sacred Phoenix of Nephthys"), (2, "Call of the Haunted")]
    assert field_monsters(duel, 0) == ["Sacred Phoenix of Nephthys"]
    assert [c.name for c in duel.players[0].szone if c] == ["Call of the Haunted"]
    assert [c.name for c in duel.players[1].szone if c] == ["Mirror Force"]
