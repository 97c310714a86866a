"""Confiscation shows the opponent's hand to its player only (round 52u).

Confiscation (pay 1000 LP: look at the opponent's hand and discard 1 card of it) -- the card's
own text: its player looks at that hand; nothing shows it to anyone else. Seed 000 §手卡: the
hand is hidden from the opponent. The card discarded goes to the GY, a public place, so its name
is told to everyone; the cards kept stay hidden from spectators (docs/protocol.md: `log_for(p)`
is what player p may know, `log_for(None)` what a spectator may)."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def test_the_revealed_hand_is_named_to_confiscations_player_and_the_kept_card_to_no_spectator():
    """Q: I pay 1000 for Confiscation; my opponent holds Mystical Elf and Mirror Force; I discard
    Mirror Force. A: I see both names; a spectator sees neither revealed card's name, only Mirror
    Force's as it goes to the GY; Mystical Elf stays in my opponent's hand."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Confiscation")
    table.hand(1, "Mystical Elf", "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Confiscation")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="option", player=0)
    s.pick("option", "Mirror Force")
    assert lp(duel) == (7000, 8000)
    assert hand(duel, 1) == ["Mystical Elf"] and grave(duel, 1) == ["Mirror Force"]

    def revealed(p):
        return [e.get("name") for e in duel.log_for(p) if e["type"] == "reveal"]

    def told_names(p):
        return {e.get("name") for e in duel.log_for(p)} - {None}

    assert revealed(0) == ["Mystical Elf", "Mirror Force"]
    assert revealed(None) == [None, None]
    assert "Mystical Elf" not in told_names(None)
    assert "Mirror Force" in told_names(None)          # it went to the GY
