"""Relinquished taken by the player whose monster it holds (round 52p).

Relinquished equips a monster of the opponent to itself and takes its ATK and DEF. If the
opponent then takes Relinquished (Change of Heart), the Equip Card it holds stays where it
is, under the player who controls that Equip Card (Relinquished's owner): control of a
monster does not carry its Equip Cards along. Tributed, each card goes to its OWNER's GY:
Relinquished to one GY, the monster it held to the other. Sources: the card texts; the rule
that an Equip Card keeps its controller when its monster changes control and that a card
always goes to its owner's GY is the general rule of control (yugioh-wiki.net
「コントロール」), in our words."""

from duelist.testing.reads import grave, monsters
from duelist.testing.scenario import Script, Table


def _pass_chain(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_relinquished_taken_and_tributed_sends_each_card_to_its_owners_gy():
    """Q: my Relinquished absorbed my opponent's Battle Ox. In their turn they take Relinquished
    with Change of Heart and Tribute it for Summoned Skull. A: while they hold it, Relinquished
    still has Battle Ox's 1700 ATK (the Ox stays my Equip Card in my Spell & Trap Zone).
    Tributed, Relinquished goes to my GY and the Ox to theirs."""
    table = Table(turn=3)
    relinquished = table.monster(0, "Relinquished", summon_kind="ritual")
    ox = table.monster(1, "Battle Ox")
    table.hand(1, "Change of Heart", "Summoned Skull")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", ox)
    _pass_chain(s)
    assert ox.card(duel).location == "szone" and ox.card(duel).controller == 0
    s.end_turn()
    assert duel.turn == 4
    s.pick("activate", "Change of Heart")
    s.pick("target", relinquished)
    _pass_chain(s)
    card = relinquished.card(duel)
    assert card.controller == 1 and duel.atk(card) == 1700
    assert ox.card(duel).location == "szone" and ox.card(duel).controller == 0 and ox.card(duel).owner == 1
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", relinquished)
    _pass_chain(s)
    assert grave(duel, 0) == ["Relinquished"]
    assert grave(duel, 1) == ["Change of Heart", "Battle Ox"]
    assert monsters(duel, 1) == ["Summoned Skull", None, None, None, None]
    assert duel.players[0].szone == [None] * 5
