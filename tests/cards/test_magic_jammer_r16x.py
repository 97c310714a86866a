"""Magic Jammer's cost "discard 1 card" needs a card in the hand (round 16x: its condition,
`cards/common.py has_other_hand_card`, is a plain loop now). Rules cited: seed 000 §反擊陷阱
(a Counter Trap answers a Spell at once), §發動 cost (a cost that cannot be paid means the card
cannot be activated). Card behaviour: current OCG/TCG text.
"""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _dark_hole_against_jammer(hand):
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Hole")
    jammer = table.spell_trap(1, "Magic Jammer")
    if hand:
        table.hand(1, *hand)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0)
    return duel, s, jammer


def test_magic_jammer_cannot_be_activated_with_an_empty_hand():
    """Dark Hole is activated; its opponent's only answer is a Set Magic Jammer, with no card in
    the hand to discard for its cost. Magic Jammer cannot be activated: Dark Hole resolves and
    destroys both monsters; Magic Jammer stays Set."""
    duel, s, jammer = _dark_hole_against_jammer([])
    assert duel.monsters(0) == [] and duel.monsters(1) == []
    assert sorted(grave(duel, 1)) == ["Celtic Guardian"]
    assert jammer.card(duel).location == S.SZONE and not jammer.card(duel).face_up


def test_magic_jammer_can_be_activated_with_one_card_in_hand():
    """The same, with one card (Mystical Elf) in the hand: Magic Jammer can be activated,
    discarding it, and Dark Hole is negated and destroyed: both monsters stay."""
    duel, s, _ = _dark_hole_against_jammer(["Mystical Elf"])
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Mystical Elf", player=1)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert [c.name for c in duel.monsters(1)] == ["Celtic Guardian"]
    assert sorted(grave(duel, 1)) == ["Magic Jammer", "Mystical Elf"]
