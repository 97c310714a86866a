"""Gravekeeper's Vassal (99690140): the battle damage it inflicts to the opponent is treated as
effect damage, the effect being Vassal's own: a card that answers "damage from a card's effect"
(Dark Room of Nightmare: one not its own name's) hears it, and the damage names Vassal as its
source card.

Sources: yugioh-wiki.net 《墓守の従者》 (its damage is effect damage, so Dark Room of Nightmare adds
its damage on top); yugioh-wiki.net 《悪夢の拷問部屋》 (each time a card other than a Dark Room of
Nightmare inflicts effect damage to the opponent); the cards' texts in our words. (Round 59c:
battle.py `_damage_as_effect` passes Vassal as the damage's source card; before it the damage
happening named no card, which Dark Room reads as "not known" and answers all the same: no
card of the pool reads that source differently yet, so this test passed before too.)"""

import pytest

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

VASSAL = "Gravekeeper's Vassal"


def _pass_chains(s):
    duel = s.duel
    for _ in range(12):
        if duel.request is None or duel.request.kind != "chain":
            return
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_vassal_direct_attack_with_dark_room_of_nightmare(rules):
    """Q: my Dark Room of Nightmare is face-up; Gravekeeper's Vassal attacks my opponent directly.
    A: Vassal's 700 is effect damage of a card other than Dark Room, so Dark Room deals 300 more:
    they end at 7000, both damages logged as effect damage."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, VASSAL)
    table.spell_trap(0, "Dark Room of Nightmare", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", VASSAL, target="player")
    _pass_chains(s)
    assert lp(duel) == (8000, 7000)
    assert [(e["player"], e["amount"], e["reason"]) for e in of_type(duel, "damage")] == \
        [(1, 700, "effect"), (1, 300, "effect")]

