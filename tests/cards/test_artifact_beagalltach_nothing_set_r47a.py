"""Artifact Beagalltach with no Set card to destroy (round 47a).

The card's text: Special Summoned in the opponent's turn, it destroys 1 or 2 Set cards its
controller controls. Seed 000 §発動条件: an effect that cannot do what it says cannot be
activated -- with no Set card of its controller's, the effect is not activated at all (and its
once-per-turn use is not spent)."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def test_beagalltach_back_with_no_set_card_of_its_controller_activates_nothing():
    """Q: my opponent's Mystical Space Typhoon destroys my Set Artifact Beagalltach, my only
    Set card; it Special Summons itself. Does its destruction effect activate? A: no: I control
    no Set card, so only its revival made a chain link."""
    table = Table(turn=4, turn_player=1)
    beagalltach = table.spell_trap(0, "Artifact Beagalltach")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", beagalltach, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Defense Position", player=0, request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Artifact Beagalltach"]
    links = [e.get("effect") for e in of_type(duel, "chain") if e["name"] == "Artifact Beagalltach"]
    assert links == [0]             # the revival alone
