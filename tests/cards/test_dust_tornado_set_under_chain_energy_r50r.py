"""Dust Tornado's "then you can Set 1 Spell/Trap from your hand" under Chain Energy.

Chain Energy: a player cannot Summon, Special Summon, activate or Set a card from the hand unless
they pay 500 LP (its text, yugioh-wiki 《魔力の枷》; the payment is a requirement of the act, not a
cost nor an effect: its FAQ 17/03/15). The engine charges it for a card Special Summoned from the
hand by an effect (tests/rules/test_chain_energy_lp_at_the_special_summon_r39m.py: a player who
cannot pay does not summon it); a card Set from the hand by an effect is played from the hand
the same way: 500 LP, and no Set for a player who cannot pay them.

Round 50r found the Set made for nothing at any LP (request 6 in /work/reports/h50r-requests.md;
fixed in stop 50, Ctx.set_spell_trap)."""

from duelist.testing.reads import hand, lp, of_type
from duelist.testing.scenario import Script, Table



def _dust_tornado_resolved(life):
    """Player 0 (at `life` LP) activates their Set Dust Tornado on player 1's Set card, under
    player 1's face-up Chain Energy, with Mystical Space Typhoon in hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(life, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Pot of Greed")
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.answer([o for o in duel.request.options if o.kind == "target" and "Set card" in o.label][0])
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


def test_dust_tornados_set_from_the_hand_costs_500_under_chain_energy():
    """Q: under Chain Energy, I Set Mystical Space Typhoon from my hand with Dust Tornado's
    effect. A: I pay 500 LP for it, as for any card I Set from my hand."""
    duel, s = _dust_tornado_resolved(8000)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Mystical Space Typhoon")
    assert [e["amount"] for e in of_type(duel, "pay_lp")] == [500]
    assert lp(duel) == (7500, 8000)


def test_dust_tornado_cannot_set_from_the_hand_with_400_lp_under_chain_energy():
    """Q: the same with 400 LP? A: I cannot pay the 500: nothing is Set, Mystical Space Typhoon
    stays in my hand."""
    duel, s = _dust_tornado_resolved(400)
    if duel.request.kind == "yes_no":
        s.pick("yes", player=0)
        if duel.request.kind == "select":
            s.pick("select", "Mystical Space Typhoon")
    assert hand(duel, 0) == ["Mystical Space Typhoon"]
    assert lp(duel) == (400, 8000)
