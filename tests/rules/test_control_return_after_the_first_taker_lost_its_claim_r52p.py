"""Two control changes on one monster, the first one ending while the second still runs
(round 52p).

Player 0 holds player 1's Summoned Skull through Snatch Steal (control while it is equipped);
in their own turn player 1 takes the Skull back with Change of Heart (until the End Phase),
then destroys Snatch Steal. When Change of Heart's effect ends in the End Phase, no effect
gives player 0 control any more: the Skull stays with its owner.

Sources: the card texts (Snatch Steal: control "of the equipped monster", only while the card
equips it -- yugioh-wiki.net 《強奪》: once the card is removed its control is gone; Change of
Heart: control "until the End Phase"); the reading is ours: a control change that ends gives
the monster to whoever the effects still applying name, and with none left, to the player who
had it before any of them (its owner here). The counterpart where Snatch Steal stays on the
field is tests/cards/test_snatch_steal_rulings_r40a.py (the Skull goes back to the Snatch
Steal player)."""

from duelist.testing.reads import grave, lp, monsters
from duelist.testing.scenario import Script, Table


def _pass_chain(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _snatched_skull_taken_back_by_change_of_heart(destroy_snatch_steal):
    table = Table(turn=3)
    table.hand(0, "Snatch Steal")
    skull = table.monster(1, "Summoned Skull")
    table.hand(1, "Change of Heart", "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    _pass_chain(s)
    s.end_turn()
    while duel.request.kind != "idle":      # turn 4: Snatch Steal's Standby Phase gain
        s.pick("pass")
    assert duel.turn == 4 and skull.card(duel).controller == 0 and lp(duel) == (8000, 9000)
    s.pick("activate", "Change of Heart")
    s.pick("target", skull)
    _pass_chain(s)
    assert skull.card(duel).controller == 1
    if destroy_snatch_steal:
        s.pick("activate", "Mystical Space Typhoon")
        s.pick("target", "Snatch Steal")
        _pass_chain(s)
        assert grave(duel, 0) == ["Snatch Steal"]
    s.pick("end_turn")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn == 5
    return duel, skull


def test_snatch_steal_gone_while_its_owner_borrows_it_back_leaves_the_monster_home():
    """Q: I Snatch Steal my opponent's Summoned Skull. In their turn they take it back with
    Change of Heart and then destroy my Snatch Steal with Mystical Space Typhoon. In that End
    Phase, whose is the Skull? A: my opponent's: Change of Heart's effect ends, and nothing
    gives it to me any more (my Snatch Steal is gone)."""
    duel, skull = _snatched_skull_taken_back_by_change_of_heart(destroy_snatch_steal=True)
    assert skull.card(duel).location == "mzone" and skull.card(duel).controller == 1
    assert monsters(duel, 0) == [None] * 5


def test_with_snatch_steal_still_there_the_monster_returns_to_its_player():
    """Q: the same, but my Snatch Steal stays on the field. A: in the End Phase Change of
    Heart's effect ends and Snatch Steal, still equipping the Skull, gives it to me again."""
    duel, skull = _snatched_skull_taken_back_by_change_of_heart(destroy_snatch_steal=False)
    assert skull.card(duel).location == "mzone" and skull.card(duel).controller == 0
