"""A Field Spell's continuous effects apply only once its activation has resolved (seed 000:
a Spell Card's effect is applied when its activation resolves; like a Continuous Spell, and a
Pendulum Scale, round 13m), not while it is still a link of the chain: the engine reads a
face-up Spell in the Field Zone as applying only once it was activated (actions.py
`_applying`, `card.activated`). Necrovalley gives Gravekeeper's monsters 500 ATK and DEF."""

from duelist.testing.scenario import Script, Table


def test_necrovalley_gives_its_500_only_once_its_activation_has_resolved():
    """Player 0's Main Phase 1: Gravekeeper's Spy (1200 ATK / 2000 DEF) face-up, Necrovalley
    in the hand. Player 0 activates it; player 1 (a Set Waboku) is asked to respond: Spy is
    still 1200 / 2000. Player 1 passes, the activation resolves: Spy is 1700 / 2500."""
    table = Table(turn=3, turn_player=0)
    spy = table.monster(0, "Gravekeeper's Spy")
    table.hand(0, "Necrovalley")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Necrovalley")
    assert duel.request.kind == "chain" and duel.request.player == 1
    valley = duel.players[0].fzone
    assert valley is not None and valley.data.name == "Necrovalley" and valley.face_up
    assert not valley.activated
    card = spy.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (1200, 2000)     # Chain Link 1: nothing applies yet
    s.pick("pass", player=1, request="chain")
    if duel.request is not None and duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    assert valley.activated and duel.players[0].fzone is valley
    assert (duel.atk(card), duel.defense(card)) == (1700, 2500)     # resolved: 500 more
