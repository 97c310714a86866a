"""Big Evolution Pill saved from its expiry stays, and is not destroyed again for it (round 48b's
mutation round).

Big Evolution Pill's text (destroy it during your opponent's 3rd End Phase after activation)
and Proxy Dragon's (if a card you control would be destroyed by a card effect, you can destroy a
monster it points to instead), seed 000 §效果的處理: the Pill's destruction is one event in that
End Phase; when Proxy Dragon destroys Battle Ox instead, the Pill stays on the field and its own
text does not try again."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def test_big_evolution_pill_saved_by_proxy_dragon_stays_after_the_opponents_third_end_phase():
    """Q: I activate Big Evolution Pill (Tributing Anthrosaurus); my Proxy Dragon points to my
    Battle Ox and Mystical Elf. In my opponent's 3rd End Phase the Pill is to be destroyed; I let
    Proxy Dragon destroy Battle Ox instead. What then? A: the Pill stays on my field, and it is
    not destroyed a second time: my next turn begins with it and Mystical Elf still there."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Battle Ox", zone=0)
    table.monster(0, "Proxy Dragon", zone=1, summon_kind="link")
    table.monster(0, "Mystical Elf", zone=2)
    table.monster(0, "Anthrosaurus", zone=3)
    table.hand(0, "Big Evolution Pill")
    table.deck(0, ["Kozaky"] * 8)
    table.deck(1, ["Kozaky"] * 8)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Big Evolution Pill")
    s.pick("select", "Anthrosaurus")
    while duel.request.kind == "chain":
        s.pick("pass")
    while duel.turn < 8:
        s.end_turn()
        while duel.request.kind != "idle":
            s.pick("pass")
    s.end_turn()                                       # player 1's 3rd End Phase since
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Battle Ox")
    while duel.request.kind not in ("idle",):
        assert duel.request.kind != "yes_no"
        s.pick("pass")
    assert duel.turn == 9 and _spells(duel, 0) == ["Big Evolution Pill"]
    assert sorted(field_monsters(duel, 0)) == ["Mystical Elf", "Proxy Dragon"]
    assert "Battle Ox" in grave(duel, 0)
