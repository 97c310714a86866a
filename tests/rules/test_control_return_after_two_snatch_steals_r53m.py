"""Two Snatch Steals on one monster, the first one leaving while the second still equips it
(round 53m: a survivor of actions.py `_bound_controls`' retarget walk, stop 52's lines).

Player 0 takes player 1's Summoned Skull with Snatch Steal; in their own turn player 1 takes
it back with a Snatch Steal of their own, then destroys player 0's Snatch Steal. Player 0's
claim ended with that card: when player 1's own Snatch Steal leaves the field later, no effect
still applying gives player 0 control, so the Skull stays with player 1, its owner.

Sources: the card text (Snatch Steal: control "of the equipped monster", only while the card
equips it -- yugioh-wiki.net 《強奪》: once the card is removed its control is gone); the
reading is the one round 52p's fix made for Change of Heart
(tests/rules/test_control_return_after_the_first_taker_lost_its_claim_r52p.py): a control
change that ends gives the monster to whoever the effects still applying name, and with none
left, to the player who had it before any of them. The engine retargeted only a later "until
the End Phase" control (Change of Heart), not a later bound one (Snatch Steal): a strict xfail
until the lead's fix in stop 53 (`_bound_controls` retargets both kinds)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _pass_chain(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _to_idle(s):
    while s.duel.request.kind != "idle":
        s.pick("pass")


def _two_snatch_steals(destroy_first):
    table = Table(turn=3)
    steal0, typhoon0 = table.hand(0, "Snatch Steal", "Mystical Space Typhoon")
    skull = table.monster(1, "Summoned Skull")
    steal1, typhoon1 = table.hand(1, "Snatch Steal", "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", steal0)
    s.pick("target", skull)
    _pass_chain(s)
    s.end_turn()
    _to_idle(s)                             # turn 4: player 1 gains 1000 (Snatch Steal)
    assert duel.turn == 4 and skull.card(duel).controller == 0 and lp(duel) == (8000, 9000)
    s.pick("activate", steal1)              # player 1 takes its own Skull back
    s.pick("target", skull)
    _pass_chain(s)
    assert skull.card(duel).controller == 1
    if destroy_first:
        s.pick("activate", typhoon1)        # ... and destroys player 0's Snatch Steal
        s.pick("target", steal0)
        _pass_chain(s)
        assert grave(duel, 0) == ["Snatch Steal"] and skull.card(duel).controller == 1
    s.end_turn()
    _to_idle(s)
    assert duel.turn == 5
    s.pick("activate", typhoon0)            # player 0 destroys player 1's Snatch Steal
    s.pick("target", steal1)
    _pass_chain(s)
    assert "Snatch Steal" in grave(duel, 1)
    return duel, skull


def test_my_snatch_steal_gone_then_theirs_leaves_the_monster_with_its_owner():
    """Q: I Snatch Steal my opponent's Summoned Skull. In their turn they take it back with
    their own Snatch Steal and destroy mine with Mystical Space Typhoon. In my next turn I
    destroy their Snatch Steal. Do I get the Skull back?
    A: No. My claim ended with my Snatch Steal; theirs was the only control change left, and
    when it ends the Skull stays with its owner, my opponent."""
    duel, skull = _two_snatch_steals(destroy_first=True)
    assert skull.card(duel).controller == 1


def test_with_my_snatch_steal_still_there_their_snatch_steal_gone_gives_it_back_to_me():
    """Q: Same, but my opponent never destroys my Snatch Steal: in my turn I destroy theirs.
    A: The Skull comes back to me: my Snatch Steal still equips it and gives me control."""
    duel, skull = _two_snatch_steals(destroy_first=False)
    assert skull.card(duel).controller == 0
