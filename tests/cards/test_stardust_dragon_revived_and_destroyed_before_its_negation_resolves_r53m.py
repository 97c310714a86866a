"""Stardust Dragon Tributed for its negation, then revived and destroyed again before that
negation resolves (round 53m: survivors of Stardust Dragon's `negate`, stop 52's lines).

Chain: Chain Link 1 player 0's Torrential Tribute (after player 0's Normal Summon), Chain Link 2
Stardust Dragon Tributes itself to negate it, Chain Link 3 player 1's own Torrential Tribute,
Chain Link 4 Call of the Haunted revives the Stardust Dragon from the GY. Link 4 brings it back,
link 3 destroys it again (a new card in the GY), link 2 negates and destroys link 1.

Sources: the card's text (its End Phase return is for the card Tributed for the negation that
resolved); seed 000's rule that a card that leaves a place and comes back is a new card
(yugioh-wiki.net 《スターダスト・ドラゴン》: the return works from the GY for that card), as
the script reads it since round 52p (`M.TRIBUTED_FOR`, noted on the Tributed card object only):
the Stardust Dragon destroyed by Torrential Tribute was not Tributed for that negation, so no
End Phase return is offered. The counterpart (nothing chained after the Tribute: the return is
offered) is tests/cards/test_stardust_dragon_returns_in_the_end_phase_only_r47a.py."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_revived_and_destroyed_in_the_chain_does_not_return_in_the_end_phase():
    """Q: I Tribute Stardust Dragon to negate my own Torrential Tribute; my opponent chains a
    second Torrential Tribute and I chain Call of the Haunted, reviving Stardust Dragon, which
    the second Torrential Tribute then destroys. My Stardust negation resolves. Can Stardust
    Dragon come back in the End Phase?
    A: No. The Stardust Dragon in my GY now is not the card I Tributed (it left the GY and came
    back): its return is not offered, and it stays in the GY."""
    table = Table(turn=3, turn_player=0, phase="main1")
    stardust = table.monster(0, "Stardust Dragon", summon_kind="synchro")
    call = table.spell_trap(0, "Call of the Haunted")
    torrential0 = table.spell_trap(0, "Torrential Tribute")
    torrential1 = table.spell_trap(1, "Torrential Tribute")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", torrential0)                 # Chain Link 1
    s.pick("pass", player=1)
    s.pick("activate", stardust)                    # Chain Link 2: Tributes itself
    s.pick("activate", torrential1, player=1)       # Chain Link 3
    s.pick("activate", call)                        # Chain Link 4
    s.pick("target", "Stardust Dragon")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    # link 1 negated and destroyed; links 3 and 4 resolved: the revived Stardust destroyed
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Call of the Haunted", "Stardust Dragon", "Torrential Tribute"]
    s.end_turn()
    while duel.turn == 3:
        r = duel.request
        assert not (r.player == 0 and s.has("activate", "Stardust Dragon")), "return offered"
        s.pick("pass", first=True)
    assert duel.turn == 4
    assert "Stardust Dragon" in grave(duel, 0) and field_monsters(duel, 0) == []
