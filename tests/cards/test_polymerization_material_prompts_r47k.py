"""Polymerization asks for the Fusion Materials one by one when there is a choice, and each
question says which material it is: the first, then the second (`choose_materials`)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_each_fusion_material_question_is_numbered_from_1():
    """Two Gaia The Fierce Knights and Curse of Dragon in the hand, Gaia the Dragon Champion in
    the Extra Deck: the player picks the materials; the first question says "Fusion Material
    1", the second "Fusion Material 2"; one Gaia stays in the hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Gaia The Fierce Knight", "Gaia The Fierce Knight", "Curse of Dragon")
    table.extra(0, "Gaia the Dragon Champion")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    if duel.request.kind == "select" and "Fusion Summon which" in duel.request.prompt:
        s.pick("select", "Gaia the Dragon Champion")
    assert duel.request.prompt == "Gaia the Dragon Champion: Fusion Material 1"
    s.pick("select", "Curse of Dragon")
    assert duel.request.prompt == "Gaia the Dragon Champion: Fusion Material 2"
    s.pick("select", "Gaia The Fierce Knight", first=True)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Gaia the Dragon Champion"]
    assert sorted(grave(duel, 0)) == ["Curse of Dragon", "Gaia The Fierce Knight", "Polymerization"]
