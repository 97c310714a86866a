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


def test_artifact_ignition_sets_moralltach_from_the_deck_at_400_lp_under_chain_energy():
    """Q (stop 50): my Set Artifact Ignition destroys my opponent's Mirror Force under their Chain
    Energy; I have 400 LP. May it still Set Artifact Moralltach from my Deck? A: yes: Chain Energy
    charges a Set from the hand only; neither the Set Ignition nor the Deck's Moralltach is played
    from the hand, so my 400 LP stay."""
    table = Table(turn=3, turn_player=0, phase="main1", lp=(400, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    mirror = table.spell_trap(1, "Mirror Force")
    table.spell_trap(0, "Artifact Ignition")
    table.deck(0, ["Battle Ox", MORALLTACH, "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Artifact Ignition")
    s.pick("target", mirror)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("select", MORALLTACH, request="select")
    assert [c.name for c in duel.players[0].szone if c is not None] == [MORALLTACH]
    assert duel.players[0].lp == 400
