"""Formula Synchron's Synchro Summon in the opponent's Main Phase is made as its effect resolves,
with the monsters as they are then (seed 001 【シンクロ召喚(同調召喚)】: the Levels of the materials
must add up to the Synchro Monster's Level when it is summoned). If the opponent chains Star
Changer and raises Mad Dog of Darkness from Level 4 to 5, the total is 2 + 5 = 7: Gaia Knight
(Level 6), the monster the player had in mind, can no longer come out, and Black Rose Dragon
(Level 7) is the one offered.

Sources: yugioh-wiki 《フォーミュラ・シンクロン》 (the Synchro Monster and the materials are chosen as
the effect resolves); yugioh-wiki 「シンクロ召喚」 (the Levels at the time of the summon count)."""

from duelist.testing.scenario import Script, Table


def test_a_level_raised_in_the_chain_changes_what_formula_synchron_can_summon():
    """Q: in my opponent's Main Phase I activate Formula Synchron (Level 2) with Mad Dog of
    Darkness (Level 4) beside it; they chain Star Changer on Mad Dog (+1). A: as it resolves the
    Levels add up to 7: Black Rose Dragon is Synchro Summoned, Gaia Knight stays in the Extra Deck."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Formula Synchron", summon_kind="synchro")
    table.monster(0, "Mad Dog of Darkness")
    table.extra(0, "Gaia Knight, the Force of Earth", "Black Rose Dragon")
    table.hand(1, "Celtic Guardian", "Star Changer")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Celtic Guardian", player=1)
    s.pick("pass", player=1)
    s.pick("activate", "Formula Synchron", player=0, request="chain")
    s.pick("activate", "Star Changer", player=1)
    s.pick("option", "Increase its Level by 1", request="option")
    s.pick("target", "Mad Dog of Darkness")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("option", "Attack Position", request="option")
    s.pick("no", request="yes_no")                         # Black Rose Dragon destroys nothing
    assert [c.name for c in duel.monsters(0)] == ["Black Rose Dragon"]
    assert [c.name for c in duel.players[0].extra] == ["Gaia Knight, the Force of Earth"]
    assert sorted(c.name for c in duel.players[0].grave) == ["Formula Synchron", "Mad Dog of Darkness"]
