"""Request R1 (h39m, left out of the branch: it fails on 1c115d0). Seed 000 §靈擺召喚 under Chain
Energy: a Pendulum Summon pays 500 for each card that leaves the hand, so a player at 700 LP
may take one card from the hand, not two; once one is chosen, the Pendulum Summon's selection
should not offer a second (today it does; the engine then summons the first, pays 500 and
silently leaves the second in the hand: tests/rules/test_chain_energy_lp_at_the_special_summon_r39m.py::
test_a_pendulum_summon_takes_from_the_hand_only_what_the_lp_pay_for)."""

from duelist.testing.scenario import Script, Table


def test_a_pendulum_summon_offers_no_second_card_from_the_hand_the_lp_cannot_pay_for():
    table = Table(rules="MR3", turn=3, turn_player=0, lp=(700, 8000))
    table.pendulum(0, "Foucault's Cannon", "left")      # scales 2 and 7
    table.pendulum(0, "Flash Knight", "right")
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull")
    table.extra(0, "Mandragon", face_up=True)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.spell_trap(1, "Chain Energy", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("pendulum_summon")
    assert s.has("select", "Giant Soldier of Stone") and s.has("select", "Summoned Skull")
    s.pick("select", "Giant Soldier of Stone")
    assert not s.has("select", "Summoned Skull")       # 500 more would leave 200 - 500 < 0
    assert s.has("select", "Mandragon")                 # from the Extra Deck: nothing to pay
