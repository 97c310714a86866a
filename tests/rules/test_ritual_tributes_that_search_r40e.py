"""Monsters that search when sent from the field to the GY, Tributed for a Ritual Summon (the
GOAT preset, where Black Illusion Ritual, Sangan and Witch of the Black Forest were played).

Seed 000 §儀式召喚 (the Tributes are sent to the GY while the Ritual Spell resolves, and no
other card or effect may be activated until the Ritual Summon is over) and §誘發效果 (a mandatory
trigger whose moment passed in a resolution still activates once the chain is over; a
trigger is not activated if its card went to the hand or Deck since). Sources: the cards'
texts (a mandatory search when the card is sent from the field to the GY) and their
rulings as yugipedia's "Card Rulings:Sangan" / "Card Rulings:Witch of the Black Forest" pages
give them: a Tribute from the field is sent from the field to the GY, whatever the Tribute
was for, and the mandatory effect activates after the Ritual Summon; Tributed from the hand
it was never on the field and does nothing."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _ritual(duel, s, tribute):
    s.pick("activate", "Black Illusion Ritual")
    if duel.request.kind == "select":
        s.pick("select", tribute)
    s.pick("option", "Attack Position", request="option")


def test_witch_of_the_black_forest_tributed_from_the_field_for_relinquished_searches_afterwards():
    """Q: I Tribute my face-up Witch of the Black Forest for Black Illusion Ritual. Does the
    Witch still search? A: yes: its mandatory effect activates once Relinquished is Ritual
    Summoned; I add Sangan (DEF 600) from the Deck; Blue-Eyes White Dragon (DEF 2500) is no
    choice."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Illusion Ritual", "Relinquished")
    table.monster(0, "Witch of the Black Forest")
    table.deck(0, ["Blue-Eyes White Dragon", "Sangan"])
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _ritual(duel, s, "Witch of the Black Forest")
    assert field_monsters(duel, 0) == ["Relinquished"]
    for _ in range(6):
        kind = duel.request.kind
        if kind == "select":
            assert [o.name for o in s.options("select")] == ["Sangan"]      # DEF 1500 or less
            s.pick("select", "Sangan")
        elif kind in ("chain", "yes_no"):
            s.pick("pass") if kind == "chain" else s.pick("yes")
        else:
            break
    assert hand(duel, 0) == ["Sangan"]
    assert sorted(grave(duel, 0)) == ["Black Illusion Ritual", "Witch of the Black Forest"]


def test_sangan_tributed_from_the_hand_for_relinquished_searches_nothing():
    """Q: I Tribute Sangan from my hand for Black Illusion Ritual. Does Sangan search? A: no:
    it went from the hand to the GY, not from the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Illusion Ritual", "Relinquished", "Sangan")
    table.deck(0, ["Witch of the Black Forest", "Mystical Elf"])
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _ritual(duel, s, "Sangan")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Relinquished"] and hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Black Illusion Ritual", "Sangan"]
