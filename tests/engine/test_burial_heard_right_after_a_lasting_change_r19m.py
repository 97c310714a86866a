"""A delayed effect hears its happening in the first batch after another lasting effect
started (round 19m).

seed 000 §誘發效果: Premature Burial (70828912)'s delayed effect ("when this card is destroyed,
destroy the equipped monster") hears the Burial's destruction while it lasts, whatever other
lasting effect started just before, even with no batch collected between that start and the
destruction. The engine keeps the lasting delayed effects' happening types under
`_lasting_version` (chain.py `_delayed_types`): the batch that first reads them after a change
must get them, not nothing."""

from duelist.engine.lasting import END_OF_TURN
from duelist.engine.names import L
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_burial_destroyed_in_the_first_batch_after_a_lasting_effect_started():
    """Turn 3, player 0's Main Phase 1: Premature Burial (800 LP) revives Dark Magician.
    Player 0 activates Mystical Space Typhoon on their own Premature Burial; while it is on
    the chain (player 1, who holds a Set Waboku, passes) another lasting effect starts (player 1 skips their next Draw Phase, to the end
    of the turn, as a card's effect would start it) and nothing else happens before the
    Typhoon resolves. Premature Burial is destroyed, and Dark Magician with it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Premature Burial", "Mystical Space Typhoon")
    table.grave(0, "Dark Magician")
    table.spell_trap(1, "Waboku")       # (so that the Typhoon's chain waits for an answer)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Dark Magician")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Dark Magician"]
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Premature Burial", player=0)
    assert duel.request.kind == "chain"
    duel.start_lasting(L.SKIP_DRAW_PHASE, END_OF_TURN, player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Mystical Space Typhoon", "Premature Burial"]
