"""The Main Phase menu under Chain Energy ("each player must pay 500 LP to Normal Summon, Set,
Special Summon or activate a card from the hand"): it asks `hand_action_cost` only when the
field roles are stale or a field card has the tag, as `_activation_allowed` reads them (turn.py
`_main_menu`; round 11, hturn8: the call was made at every menu of a duel whose deck holds
Chain Energy, 3.6 a turn on Gravekeeper vs Burn). The rulings: a player whose LP cannot pay
Chain Energy's 500 has no Normal Summon, Set or Set Spell row; a Chain Energy in the hand, the
GY or Set face-down charges nothing; one that comes face-up charges at once."""

from duelist.engine import state as S
from duelist.testing.scenario import Table

HAND_ROWS = ("summon", "set", "set_spell")


def _hand_rows(request):
    return sorted(o.kind for o in request.options if o.kind in HAND_ROWS)


def _table(lp, energy):
    """Player 0 at `lp` with Celtic Guardian and Mystical Space Typhoon in the hand; player 1's
    Chain Energy where `energy` says ("face_up", "set", "hand")."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(lp, 8000))
    if energy == "face_up":
        table.spell_trap(1, "Chain Energy", face_down=False)
    elif energy == "set":
        table.spell_trap(1, "Chain Energy", face_down=True)
    else:
        table.hand(1, "Chain Energy")
    table.hand(0, "Celtic Guardian", "Mystical Space Typhoon")
    return table.build()


def test_a_face_up_chain_energy_the_lp_cannot_pay_leaves_no_row_from_the_hand():
    duel = _table(400, "face_up")
    assert _hand_rows(duel.request) == []


def test_chain_energy_in_the_hand_or_set_charges_nothing():
    for energy in ("hand", "set"):
        duel = _table(400, energy)
        assert _hand_rows(duel.request) == ["set", "set_spell", "summon"], energy


def test_a_chain_energy_that_came_face_up_after_the_roles_were_read_is_charged():
    """Chain Energy in the hand when the field roles are read (the first menu offers every
    row at 400 LP); then it is placed face-up, its activation resolved: the next menu must
    see its cost, not the roles read before."""
    duel = _table(400, "hand")
    assert _hand_rows(duel._main_menu()) == ["set", "set_spell", "summon"]
    assert "hand_action_lp_cost" not in duel._field_roles()[5]
    energy = next(c for c in duel.cards if c.data.name == "Chain Energy")
    duel._remove(energy)
    duel._place(energy, S.SZONE, 1, 0, S.FACEUP)
    energy.activated = True
    assert _hand_rows(duel._main_menu()) == []
    duel.players[0].lp = 500
    assert _hand_rows(duel._main_menu()) == ["set", "set_spell", "summon"]
