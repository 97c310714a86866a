"""Chain Energy ("each player must pay 500 LP to Normal Summon, Set, Special Summon or activate
a card from the hand") charges a monster's own Special Summon procedure from the hand, as it
charges a Normal Summon and a Set Spell; the Main Phase's procedures ask `_pay_hand_action`
only while a card of the duel has the tag (turn.py `_summon_proc_proc`, `_normal_summon_proc`,
`_set_spell_proc`; round 11, hturn8: the call was a frame at each of them in every duel)."""

import pytest

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def _lp(duel):
    return [ps.lp for ps in duel.players]


def _cyber_dragon_table(chain_energy):
    """Player 0 controls no monster, player 1 controls one: Cyber Dragon may be Special
    Summoned from the hand by its own procedure."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    if chain_energy:
        table.spell_trap(1, "Chain Energy", face_down=False)
    table.monster(1, "Mystic Tomato")
    table.hand(0, "Cyber Dragon")
    return table.build()


@pytest.mark.parametrize("chain_energy, lp", [(True, [7500, 8000]), (False, [8000, 8000])])
def test_chain_energy_charges_a_special_summon_by_the_monsters_own_procedure(chain_energy, lp):
    """Cyber Dragon Special Summoned by its own procedure from the hand: 500 LP under a
    face-up Chain Energy, nothing without it."""
    duel = _cyber_dragon_table(chain_energy)
    s = Script(duel)
    s.pick("special_summon", "Cyber Dragon")
    if duel.request.kind == "option":
        s.pick("option", first=True)
    card = [c for c in duel.cards if c.data.name == "Cyber Dragon"][0]
    assert card.location == S.MZONE
    assert _lp(duel) == lp
