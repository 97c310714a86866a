"""Amazoness Chain Master (29654737): when it is destroyed by battle and sent to the GY, its
controller may pay 1500 LP to see the opponent's hand and take 1 Monster Card of it.

Sources: the card's texts in our words -- the 2005 print (The Lost Millennium sneak-peek
promotion: "destroyed as a result of battle and sent to the Graveyard", pay 1500 Life Points,
look at the opponent's hand, add 1 monster card of it to your hand) and today's do the same (no
ERAS entry); yugioh-wiki.net 《アマゾネスの鎖使い》 (an optional trigger effect; the 1500 LP are its
cost; the opponent's hand is seen and a monster of it taken). With no card in the opponent's hand
it cannot be activated (yugioh-wiki.net 空撃ち: an activation that could not apply, as
Confiscation's; our reading for this card); with cards but no monster it can, and takes nothing.
A card destroyed by a card effect (Mirror Force) is not destroyed by battle: no trigger. The card
taken stays its owner's (it goes to its owner's GY when it leaves: Exchange's rule)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

CM = "Amazoness Chain Master"


def _suicide(opp_hand, lp0=8000):
    """My Chain Master (1500) attacks my opponent's Battle Ox (1700) and is destroyed."""
    table = Table(rules="GOAT", turn=3, phase="battle_step", lp=(lp0, 8000))
    table.monster(0, CM)
    ox = table.monster(1, "Battle Ox")
    if opp_hand:
        table.hand(1, *opp_hand)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", CM, target=ox)
    return duel, s


def test_amazoness_chain_master_takes_a_monster_from_the_opponents_hand():
    """Q: my Chain Master attacks Battle Ox and is destroyed by battle; my opponent holds Mystical
    Elf and Pot of Greed. I pay 1500 and look. A: I take Mystical Elf (still my opponent's card);
    8000 - 200 battle damage - 1500 = 6300; they keep Pot of Greed."""
    duel, s = _suicide(["Mystical Elf", "Pot of Greed"])
    s.pick("yes", CM, player=0, request="yes_no")
    s.pick("option", "Mystical Elf", player=0)
    assert lp(duel) == (6300, 8000)
    assert hand(duel, 0) == ["Mystical Elf"] and hand(duel, 1) == ["Pot of Greed"]
    assert duel.players[0].hand[0].owner == 1
    assert grave(duel, 0) == [CM] and duel.request.kind == "battle"


def test_amazoness_chain_master_may_be_declined():
    """Q: the same, but I decline. A: no LP paid (only the 200 battle damage), nothing taken."""
    duel, s = _suicide(["Mystical Elf"])
    s.pick("no", CM, player=0, request="yes_no")
    assert lp(duel) == (7800, 8000) and hand(duel, 1) == ["Mystical Elf"]


def test_amazoness_chain_master_no_monster_in_hand_pays_and_takes_nothing():
    """Q: my opponent holds only Pot of Greed. A: I may still activate it: I pay 1500, see the
    hand, and take nothing."""
    duel, s = _suicide(["Pot of Greed"])
    s.pick("yes", CM, player=0, request="yes_no")
    assert lp(duel) == (6300, 8000)
    assert hand(duel, 0) == [] and hand(duel, 1) == ["Pot of Greed"]
    assert duel.request.kind == "battle"


def test_amazoness_chain_master_not_with_an_empty_hand_nor_too_few_lp():
    """Q: (a) my opponent's hand is empty; (b) I have only 1000 LP left after the battle. A: in
    neither case can it be activated: no question is asked."""
    duel, _ = _suicide([])
    assert duel.request.kind == "battle" and lp(duel) == (7800, 8000)
    duel, _ = _suicide(["Mystical Elf"], lp0=1200)
    assert duel.request.kind == "battle" and lp(duel) == (1000, 8000)
    assert hand(duel, 1) == ["Mystical Elf"]


def test_amazoness_chain_master_destroyed_by_mirror_force_no_trigger():
    """Q: my Chain Master attacks and my opponent's Mirror Force destroys it. A: it was destroyed
    by a card effect, not by battle: its effect does not trigger."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    table.monster(0, CM)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", CM, target=ox)
    s.pick("activate", "Mirror Force", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [CM] and hand(duel, 1) == ["Mystical Elf"]
    assert lp(duel) == (8000, 8000) and duel.request.kind == "battle"
