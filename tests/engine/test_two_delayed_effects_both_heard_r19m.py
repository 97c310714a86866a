"""Two delayed effects of different kinds lasting at once each hear their own happening
(round 19m).

seed 000 §誘發效果: a delayed effect ("if ... later", applied without a chain link) hears its
happening while it lasts, whatever other delayed effect lasts beside it. Premature Burial
(70828912) waits for its own destruction; Deck Devastation Virus (35027493) for the cards
the opponent draws. The engine keeps the happening types of all the lasting delayed effects
together (chain.py `_delayed_types`): the Virus' draws must be among them with the Burial's
destruction."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def test_a_virus_started_after_premature_burial_hears_the_opponents_draw():
    """Turn 3, player 0's Main Phase 1: Premature Burial (800 LP) revives Dark Magician;
    then Deck Devastation Virus is activated, Tributing Zombyra the Dark. Both delayed
    effects last. In turn 4 player 1 draws Celtic Guardian (1400 ATK): the Virus destroys
    it; Dark Magician stays with Premature Burial."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Premature Burial")
    table.grave(0, "Dark Magician")
    table.monster(0, "Zombyra the Dark")
    table.spell_trap(0, "Deck Devastation Virus")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian", "Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Dark Magician")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Dark Magician", "Zombyra the Dark"]
    s.pick("activate", "Deck Devastation Virus")
    s.pick("select", "Zombyra the Dark", request="select")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert [e.tag for e in duel.lingering].count("delayed") == 2
    s.end_turn()
    assert duel.turn == 4
    assert grave(duel, 1) == ["Celtic Guardian"] and hand(duel, 1) == []
    assert field_monsters(duel, 0) == ["Dark Magician"]
