"""Chain Energy charges 500 LP for each card a player activates, Sets or Summons from the hand.
A Synchro, Xyz or Link Summon brings its monster from the Extra Deck, and its materials come from
the field: no card leaves the hand, so nothing is charged -- the summon is offered and made even
at 400 LP, and the player keeps their LP.

Seed 001 【シンクロ召喚(同調召喚)】, 【エクシーズ召喚(XYZ召喚)】 (the monster comes from the Extra
Deck, the materials from the field); Chain Energy's own text (the hand only).
Sources: yugioh-wiki 《魔力の枷》 (Chain Energy's OCG name: the payment is for cards used from the
hand); tests/rules/test_chain_energy_special_summon_from_the_hand.py (the Deck costs nothing, the
same reading)."""

import pytest

from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("kind, monster", [("synchro_summon", "Black Rose Dragon"),
                                           ("xyz_summon", "Number 39: Utopia"),
                                           ("link_summon", "Link Spider")])
def test_an_extra_deck_summon_costs_nothing_under_chain_energy(kind, monster):
    """Q: my opponent's Chain Energy is face-up and I have 400 LP. May I Synchro / Xyz / Link
    Summon with the monsters I control? A: yes, and I pay nothing."""
    table = Table(rules="MR5", turn=3, turn_player=0, lp=(400, 8000))
    table.monster(0, "Mad Dog of Darkness")                 # Level 4, Normal
    table.monster(0, "Battle Ox")                           # Level 4, Normal
    table.monster(0, "Junk Synchron")                       # Level 3 Tuner
    table.extra(0, monster)
    table.spell_trap(1, "Chain Energy", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick(kind, monster)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif duel.request.kind == "yes_no":
            s.pick("no")                                     # Black Rose Dragon destroys nothing
        else:
            s.answer(duel.request.options[0])
    assert monster in [c.name for c in duel.monsters(0)]
    assert duel.players[0].lp == 400
