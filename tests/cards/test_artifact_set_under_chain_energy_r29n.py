"""Chain Energy: "each player must pay 500 Life Points to Normal Summon, Set, or activate a
card from their hand". Setting Artifact Moralltach from the hand as a Spell (seed 000 §魔法卡:
蓋伏) is a Set from the hand: under Chain Energy a player who cannot pay 500 LP is not offered
it; one who can is, and pays 500.

(turn.py `_main_menu`: the Set as a Spell of a monster with that ability asks the LP cost as the
Spell/Trap Set does, `can_pay`.)"""

from duelist.testing.scenario import Script, Table

MORALLTACH = "Artifact Moralltach"


def _duel(lp):
    table = Table(turn=3, turn_player=0, phase="main1", lp=(lp, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, MORALLTACH)
    return table.build()


def test_artifact_moralltach_cannot_be_set_by_a_player_who_cannot_pay_chain_energy():
    assert not Script(_duel(400)).has("set_spell", MORALLTACH)


def test_artifact_moralltach_set_under_chain_energy_costs_500_lp():
    duel = _duel(1000)
    s = Script(duel)
    s.pick("set_spell", MORALLTACH)
    assert duel.players[0].szone[0].name == MORALLTACH
    assert duel.players[0].lp == 500
