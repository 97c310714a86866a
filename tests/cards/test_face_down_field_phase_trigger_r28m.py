"""A face-down card's effects do not apply and its trigger effects do not activate (seed 000
§怪獸的表示形式): Lava Golem ("During each of your Standby Phases, take 1000 damage") face-down
on player 1's field (turned face-down by Book of Moon, say) burns nobody in player 1's Standby
Phase; face-up it does (tests/cards/test_declared_field_phase_triggers_r27d.py). Trigger
collection passes a face-down field card by before asking its `match` (chain.py `_mark_batch`:
a phase happening's listeners on the field)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

DECK = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Battle Ox", "Celtic Guardian"]


def test_a_face_down_lava_golem_burns_nobody_in_its_controllers_standby_phase():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Lava Golem", position="set")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert duel.turn == 4 and lp(duel) == (8000, 8000)
