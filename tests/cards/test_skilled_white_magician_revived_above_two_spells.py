"""Skilled White Magician revived above two Spell activations gets no Spell Counter for either:
both were activated while it was in the GY (its text: a counter each time a Spell Card is
activated while it is face-up on the field, placed as that Spell resolves; seed 000 §效果分類 ›
永續效果: a continuous effect applies from the moment its card is face-up, not before). The
Spell of Chain Link 2 resolving first does not make the one of Chain Link 1 count."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table

MAGICIAN = "Skilled White Magician"


def test_revived_above_two_spells_no_counter_for_either():
    """Player 1 activates Mystical Space Typhoon on player 0's Set Waboku (Chain Link 1) and
    chains a second Typhoon on player 0's Set Waboku (Chain Link 2); player 0 chains Call of the
    Haunted on Skilled White Magician (Chain Link 3). The Magician arrives, then both Typhoons
    resolve: no Spell Counter."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    magician = table.grave(0, MAGICIAN)
    table.spell_trap(0, "Call of the Haunted")
    first = table.spell_trap(0, "Waboku")
    second = table.spell_trap(0, "Waboku")
    table.hand(1, "Mystical Space Typhoon", "Mystical Space Typhoon")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1, first=True)
    s.pick("target", first, request="target")
    while not (duel.request.kind == "chain" and duel.request.player == 1):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", second, request="target")
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", MAGICIAN, request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert magician.card(duel).location == "mzone" and magician.card(duel).face_up
    assert [c.name for c in duel.players[0].grave].count("Waboku") == 2     # both resolved
    assert not of_type(duel, "counter")
