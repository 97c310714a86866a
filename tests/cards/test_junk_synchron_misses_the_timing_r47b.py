"""Junk Synchron's "when ... Normal Summoned" effect can miss the timing (round 47b's mutation
round).

The card's text (when this card is Normal Summoned: you can target 1 Level 2 or lower monster
in your GY; Special Summon it) and seed 000 §誘發效果 (an optional "when" trigger misses the
timing when its event is not the last thing that happened): Normal Summoned by Ultimate
Offering as Chain Link 2, with Pot of Greed's draw resolving after it as Chain Link 1, Junk
Synchron's effect cannot be activated."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_junk_synchron_summoned_by_ultimate_offering_under_a_later_link_misses_the_timing():
    """Q: I activate Pot of Greed and chain Ultimate Offering's Normal Summon of Junk Synchron;
    Pot of Greed then resolves (I draw 2). May I use Junk Synchron's effect on Mystical Shine
    Ball in my GY? A: no: the Summon was not the last thing to happen; it missed the timing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.normal_summoned()
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Pot of Greed", "Junk Synchron")
    table.grave(0, "Mystical Shine Ball")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    while not s.has("activate", "Ultimate Offering"):
        s.pick("pass")
    s.pick("activate", "Ultimate Offering", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("summon", "Junk Synchron", request="summon_now")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Junk Synchron"] and "Mystical Shine Ball" in grave(duel, 0)
    assert len(duel.players[0].hand) == 2
