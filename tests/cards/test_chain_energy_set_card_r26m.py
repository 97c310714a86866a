"""Chain Energy: each player pays 500 LP to Normal Summon, Set, or activate a card from their
hand. A card Set on the field and activated there is not activated from the hand: nothing is
paid."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def lp(duel):
    return [duel.players[0].lp, duel.players[1].lp]


def test_a_set_card_activated_on_the_field_costs_nothing_under_chain_energy():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1", lp=(8000, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.spell_trap(0, "Dian Keto the Cure Master")        # Set on an earlier turn
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dian Keto the Cure Master", request="idle")
    while duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Dian Keto the Cure Master"]
    assert lp(duel) == [9000, 8000]                         # 1000 gained, nothing paid
