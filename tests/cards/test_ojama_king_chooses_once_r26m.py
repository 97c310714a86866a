"""Ojama King: as it turns face-up its controller chooses 3 of the opponent's unused Main
Monster Zones, once. With more than 3 unused the choice is asked (three `zone` questions,
before the next decision); until it is answered no zone is blocked, and the state checks made
meanwhile do not ask it again (the card's choice is marked as under way, an empty list, the
moment its STATE effect starts it)."""

from duelist.engine.names import M
from duelist.testing.scenario import Table


def test_with_five_unused_zones_the_controller_chooses_three_once():
    """Ojama King face-up for player 0, player 1's field empty: player 0 is asked three zone
    questions (the 5, 4 and 3 zones left), then the duel goes on; zones 2, 3 and 4 chosen are
    the blocked ones, logged once."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, "Ojama King")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    assert duel.rules.choose_zones
    offered = []
    while duel.request.kind == "zone":
        assert duel.request.player == 0
        offered.append([o.zone for o in duel.request.options])
        duel.answer(duel.request.options[-1].id)
    assert offered == [[0, 1, 2, 3, 4], [0, 1, 2, 3], [0, 1, 2]]
    assert duel.request.kind == "idle"
    assert [e["zones"] for e in duel.log if e["type"] == "zones_blocked"] == [[2, 3, 4]]
    assert duel.marked(king.card(duel), M.ZONES_BLOCKED) == [2, 3, 4]
    assert duel.free_mzone(1) == 0


def test_a_second_pass_of_the_same_state_check_does_not_ask_again():
    """The state check that finds Ojama King face-up also destroys Lucky Iron Axe, whose
    monster is face-down (`equip_lost`: the pass logged something, so another pass follows
    before anyone is asked). Its controller is still asked three zone questions, once, and
    the choice is logged once."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, "Ojama King", zone=0)
    elf = table.monster(0, "Mystical Elf", zone=1, position="set")
    table.spell_trap(0, "Lucky Iron Axe", zone=0, face_down=False, equipped_to=elf)
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    sizes = []
    while duel.request.kind == "zone":
        sizes.append(len(duel.request.options))
        duel.answer(duel.request.options[-1].id)
    assert sizes == [5, 4, 3]
    assert duel.request.kind == "idle"
    assert [e["type"] for e in duel.log].count("equip_lost") == 1
    assert [e["zones"] for e in duel.log if e["type"] == "zones_blocked"] == [[2, 3, 4]]
    assert duel.marked(king.card(duel), M.ZONES_BLOCKED) == [2, 3, 4]
