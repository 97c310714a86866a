"""Dark Balter the Terrible taken by its owner's opponent (round 52p).

Its text: when a Normal Spell Card is activated, its controller may pay 1000 LP to negate
that Spell's effect. The one who may use it and pays is the player who controls it now, not
its owner (the card's "you"); a Fusion Monster that leaves the field for the hand goes to its
owner's Extra Deck instead (seed 000 §融合怪獸: a Fusion Monster returned to the hand goes to
the Extra Deck; it always goes to its owner's)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _pass_chain(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_a_borrowed_dark_balter_bounced_goes_to_its_owners_extra_deck():
    """Q: I take my opponent's Dark Balter the Terrible with Change of Heart; as I enter my
    Battle Phase they return it with Compulsory Evacuation Device. Where does it go? A: to its
    owner's Extra Deck (not a hand, not mine)."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    balter = table.monster(1, "Dark Balter the Terrible", summon_kind="fusion")
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", balter)
    _pass_chain(s)
    assert balter.card(duel).controller == 0
    s.pick("battle")
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", balter, player=1)
    _pass_chain(s)
    assert [c.name for c in duel.players[1].extra] == ["Dark Balter the Terrible"]
    assert duel.players[0].extra == [] and hand(duel, 0) == [] and hand(duel, 1) == []


def test_dark_balter_under_snatch_steal_lets_its_taker_pay_to_negate_the_owners_spell():
    """Q: I hold my opponent's Dark Balter the Terrible with Snatch Steal; in their turn they
    activate Pot of Greed. Who may pay 1000 LP to negate it? A: I may (I control Balter); I pay
    the 1000, and Pot of Greed draws nothing. My opponent is never offered the effect."""
    table = Table(turn=3)
    table.hand(0, "Snatch Steal")
    balter = table.monster(1, "Dark Balter the Terrible", summon_kind="fusion")
    table.hand(1, "Pot of Greed")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", balter)
    _pass_chain(s)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn == 4 and lp(duel) == (8000, 9000) and hand(duel, 1) == ["Pot of Greed", "Battle Ox"]
    s.pick("activate", "Pot of Greed")
    request = s.expect(request="chain", player=0)
    assert "activate" in [o.kind for o in request.options]
    s.pick("activate", "Dark Balter the Terrible", player=0)
    _pass_chain(s)
    assert lp(duel) == (7000, 9000)
    assert hand(duel, 1) == ["Battle Ox"] and grave(duel, 1) == ["Pot of Greed"]
