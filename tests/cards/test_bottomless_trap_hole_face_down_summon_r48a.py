"""Bottomless Trap Hole does not answer a monster Special Summoned face-down (round 48a).

The card's text: when your opponent Summons a monster with 1500 or more ATK, destroy it (and
banish it). Seed 000 §怪獸的表示形式 (a face-down monster's card data, its ATK included, is hidden: it
shows no ATK until it is face-up), and Bottomless Trap Hole's test reads a face-up monster's ATK
(tests/cards/test_bottomless_trap_hole_reads_atk_at_resolution_r47a.py reads it again as it
resolves): a Summoned Skull The Shallow Grave brings out face-down is no monster "with 1500 or
more ATK" to it, so it is not offered."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_bottomless_trap_hole_is_not_offered_for_summoned_skull_set_by_the_shallow_grave():
    """Q: my opponent's The Shallow Grave Special Summons their Summoned Skull (2500 ATK) in
    face-down Defense Position. May I activate my Set Bottomless Trap Hole? A: no: the monster
    is face-down; Summoned Skull stays, face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "The Shallow Grave")
    table.grave(0, "Summoned Skull")
    table.grave(1, "Battle Ox")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Shallow Grave")
    offered = []
    for _ in range(8):
        offered.append(s.has("activate", "Bottomless Trap Hole"))
        if duel.request.kind == "target":
            s.pick("target", "Summoned Skull" if duel.request.player == 0 else "Battle Ox")
        elif duel.request.kind == "chain":
            s.pick("pass")
        else:
            break
    assert not any(offered)
    assert [(m.name, m.position) for m in duel.monsters(0)] == [("Summoned Skull", S.FACEDOWN_DEFENSE)]
