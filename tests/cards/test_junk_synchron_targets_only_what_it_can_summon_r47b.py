"""Junk Synchron targets only a monster it could Special Summon (round 47b's mutation round).

The card's text (target 1 Level 2 or lower monster in your GY; Special Summon it) and seed 000
§具有蘇生限制的怪獸的特殊召喚 (an Extra Deck monster that was not properly summoned cannot be
Special Summoned from the GY) and §對象: a monster that cannot be Special Summoned is no legal
target; with no other, the effect cannot be activated."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def test_junk_synchron_with_only_an_unsummonable_synchro_in_the_gy_asks_nothing():
    """Q: I Normal Summon Junk Synchron; my GY holds only Formula Synchron (Level 2), sent
    there from the Extra Deck, never Synchro Summoned. May I target it? A: no: it cannot be
    Special Summoned, so Junk Synchron's effect is not offered."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Junk Synchron")
    table.grave(0, "Formula Synchron")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Junk Synchron")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Junk Synchron"] and of_type(duel, "activate_effect") == []
