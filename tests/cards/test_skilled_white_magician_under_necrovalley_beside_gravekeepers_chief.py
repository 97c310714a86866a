"""Skilled White Magician under the opponent's Necrovalley while its player controls Gravekeeper's
Chief (stop 50, round 50a's mutation run on `Ctx.grave_guarded`).

Gravekeeper's Chief's text (its controller's GY is not affected by Necrovalley) beside
Necrovalley's and Konami's FAQ on Illusion Magic under it (an effect picking "from your Deck or
GY" takes only from the Deck: tests/cards/test_skilled_white_magician_under_necrovalley_r50r.py):
with the Chief, the player's GY is out of Necrovalley's reach, so the Magician's effect may take
the Buster Blader there."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_skilled_white_magician_beside_gravekeepers_chief_summons_the_gys_buster_blader():
    """Q: my opponent's Necrovalley is face-up, but I control Gravekeeper's Chief; my only Buster
    Blader is in my GY; I Tribute Skilled White Magician (3 Spell Counters). A: Buster Blader is
    Special Summoned from my GY: the Chief keeps Necrovalley off my GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Gravekeeper's Chief")
    table.monster(0, "Skilled White Magician")
    table.hand(0, *(["Dian Keto the Cure Master"] * 3))
    table.grave(0, "Buster Blader")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    for _ in range(3):
        s.pick("activate", "Dian Keto the Cure Master", request="idle", first=True)
        while duel.request.kind == "chain":
            s.pick("pass")
    s.pick("activate", "Skilled White Magician")
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert sorted(field_monsters(duel, 0)) == ["Buster Blader", "Gravekeeper's Chief"]
