"""Ceasefire (36468556): "Activate only while there is a face-down Defense Position monster
or a face-up Effect Monster on the field. Flip all face-down Defense Position monsters on the
field face-up (Flip effects are not activated); then inflict 500 damage to your opponent
for each Effect Monster on the field." Either of the two conditions is enough (card
behaviour: its text): with no Set monster at all, a face-up Effect Monster alone lets it be
activated.

Ruled here: player 0 has Ceasefire Set; the only monster on the field is player 1's face-up
Sangan (an Effect Monster): Ceasefire can be activated and deals 500 damage to player 1."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_ceasefire_can_be_activated_with_only_a_face_up_effect_monster():
    """Goat rules, player 0's turn 3, Main Phase 1: player 0 has Ceasefire Set on an earlier
    turn; player 1 controls Sangan face-up in Attack Position, no other monster is on the
    field. Ceasefire is offered; activated, it deals 500 damage to player 1 (one Effect
    Monster) and goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Ceasefire")
    table.monster(1, "Sangan")
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Ceasefire")
    s.pick("activate", "Ceasefire")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert lp(duel) == (8000, 7500) and grave(duel, 0) == ["Ceasefire"]
