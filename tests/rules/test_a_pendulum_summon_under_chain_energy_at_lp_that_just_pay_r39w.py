"""Seed 000 §靈擺召喚 under Chain Energy (魔力の枷: a card that leaves the hand to be summoned
costs its player 500 LP), where the LP pay for the cards exactly: LP may be paid down to
exactly 0 (yugioh-wiki, ライフコスト: a player may pay as many LP as they have, and then loses;
seed 000 §勝負判定條件), so a player at 1000 LP may take two cards from the hand, and the
Pendulum Summon's selection still offers the second once the first is chosen (pendulum.py
`_pendulum_proc`, the Chain Energy line of stop 39).

Round 39w (mutation testing of stop 39's last lines): fails with the mutant that offers a hand
card only while the LP are above, not at least, what the cards chosen so far and it cost
(`pendulum.py | <-><= | self.players[tp].lp < (...) * cost`)."""

from duelist.testing.scenario import Script, Table


def _table(lp):
    table = Table(rules="MR3", turn=3, turn_player=0, lp=(lp, 8000))
    table.pendulum(0, "Foucault's Cannon", "left")      # scales 2 and 7
    table.pendulum(0, "Flash Knight", "right")
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.spell_trap(1, "Chain Energy", face_down=False)
    return table.build()


def test_at_1000_lp_the_second_card_from_the_hand_is_still_offered():
    """Player 0 at 1000 LP: 500 for Giant Soldier of Stone and 500 for Summoned Skull are all
    their LP, which they may pay: both are offered, the second after the first is chosen."""
    duel = _table(1000)
    s = Script(duel)
    s.pick("pendulum_summon")
    s.pick("select", "Giant Soldier of Stone")
    assert s.has("select", "Summoned Skull")


def test_at_500_lp_one_card_from_the_hand_is_offered_and_not_a_second():
    """Player 0 at exactly 500 LP may pay for one card from the hand (down to 0), not two."""
    duel = _table(500)
    s = Script(duel)
    s.pick("pendulum_summon")
    assert s.has("select", "Giant Soldier of Stone") and s.has("select", "Summoned Skull")
    s.pick("select", "Summoned Skull")
    assert not s.has("select", "Giant Soldier of Stone")
