"""Great Maju Garzett (47942531), a judge's review (round 56r): Shrink, and a Tribute taken from
the opponent.

Sources: the card's texts in our words (its ATK is set by a continuous effect to twice the
original ATK of its Tribute); yugioh-wiki.net 《合成魔獣 ガーゼット》 and aniwotawiki
《偉大魔獣 ガーゼット》 (the same kind of effect): once Shrink or Megamorph changes its original
ATK, its ATK is 0 from then on (the 0 printed ATK halved is 0, and the "twice its Tribute" value
no longer applies, even after Shrink ends); yugioh-wiki.net 《偉大魔獣 ガーゼット》 (it suggests
Tributing the opponent's strongest monster taken by a control effect: the Tribute's original ATK
counts whoever owns it)."""

from duelist.testing.scenario import Script, Table

GMG = "Great Maju Garzett"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _garzett(duel, player=0):
    for card in duel.monsters(player):
        if card.name == GMG:
            return card
    return None


def test_great_maju_garzett_shrink_leaves_it_at_0_for_good():
    """Q: my Great Maju Garzett (Tributed Summoned Skull: 5000) is hit by my opponent's Shrink.
    A: its original ATK changed: 0 (not 2500), and still 0 next turn, Shrink over."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Summoned Skull")
    table.hand(0, GMG)
    table.spell_trap(1, "Shrink")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", GMG)
    s.pick("tribute", "Summoned Skull")
    _settle(duel, s)
    assert duel.atk(_garzett(duel)) == 5000
    s.pick("end_turn")      # my opponent answers as my Main Phase 1 ends
    s.pick("activate", "Shrink", player=1, request="chain")
    while duel.request.kind == "target":
        s.pick("target", GMG, player=1)
    _settle(duel, s)
    assert duel.atk(_garzett(duel)) == 0
    s.end_turn()
    assert duel.turn == 4 and duel.atk(_garzett(duel)) == 0


def test_great_maju_garzett_tributing_the_opponents_monster():
    """Q: I take my opponent's Summoned Skull with Change of Heart and Tribute it for Great Maju
    Garzett. A: its original ATK counts as any Tribute's: 5000 (the Skull goes to its owner's
    GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Summoned Skull")
    table.hand(0, "Change of Heart", GMG)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    while duel.request.kind == "target":
        s.pick("target", "Summoned Skull")
    _settle(duel, s)
    s.pick("summon", GMG)
    s.pick("tribute", "Summoned Skull")
    _settle(duel, s)
    assert duel.atk(_garzett(duel)) == 5000
    assert [c.name for c in duel.players[1].grave] == ["Summoned Skull"]
