"""What Chain Energy charges, asked of `hand_action_cost` with no tag test of its own (round
24s, engine/actions.py: its callers test the tag first and `_applying` makes the same tests,
answering none without them). Chain Energy (79323590): "each player must pay 500 LP to
Normal Summon, Set, Special Summon, or activate a card from the hand" while it is face-up
(its effect applies once its activation resolved; a Set one applies nothing), once per face-
up copy; a negated Chain Energy (Imperial Order negates Spell effects) charges nothing.
An engine-internal question: `hand_action_cost` is private to the engine."""

from duelist.testing.scenario import Table


def _duel(*chain_energies, imperial_order=False, with_chain_energy_in_deck=True):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    for player, face_down in chain_energies:
        table.spell_trap(player, "Chain Energy", face_down=face_down)
    if imperial_order:
        table.spell_trap(1, "Imperial Order", face_down=False)
    table.hand(0, "Battle Ox")
    if with_chain_energy_in_deck and not chain_energies:
        table.hand(1, "Chain Energy")       # (a card of the duel has the tag; none on the field)
    return table.build()


def test_no_chain_energy_in_the_duel_costs_nothing():
    duel = _duel(with_chain_energy_in_deck=False)
    assert "hand_action_lp_cost" not in duel._cont_tags_present
    assert duel.hand_action_cost(0) == 0 and duel.hand_action_cost(1) == 0


def test_a_chain_energy_in_the_hand_costs_nothing():
    duel = _duel()
    assert "hand_action_lp_cost" in duel._cont_tags_present
    assert duel.hand_action_cost(0) == 0 and duel.hand_action_cost(1) == 0


def test_one_face_up_chain_energy_charges_both_players_500():
    for owner in (0, 1):
        duel = _duel((owner, False))
        assert duel.hand_action_cost(0) == 500 and duel.hand_action_cost(1) == 500


def test_two_face_up_chain_energies_charge_1000():
    duel = _duel((0, False), (1, False))
    assert duel.hand_action_cost(0) == 1000 and duel.hand_action_cost(1) == 1000


def test_a_set_chain_energy_charges_nothing():
    duel = _duel((0, True))
    assert duel.hand_action_cost(0) == 0 and duel.hand_action_cost(1) == 0


def test_a_chain_energy_negated_by_imperial_order_charges_nothing():
    duel = _duel((0, False), imperial_order=True)
    assert duel.hand_action_cost(0) == 0 and duel.hand_action_cost(1) == 0
