"""Remove Brainwashing (94739788) face-up: Change of Heart and Snatch Steal cannot be activated
targeting a monster it keeps with its owner (round 59a).

Sources: yugioh-wiki.net 《洗脳解除》 (its text: while it is on the field every monster's control
is its owner's; the page's notes: it makes taking control (コントロール奪取) and control transfer
powerless). A take of control that cannot be applied to the monster makes it no legal target,
as for a monster whose control cannot change (Mataza the Zapper, C.CONTROL_FIXED, the engine's
`Ctx.can_take_control`): so the card whose only effect is that take cannot be activated on it
(our reading of the rule that an effect is activated only where it can be applied, seed 000
§效果的發動; the wiki's FAQ was not in the stored excerpt this round could read). Round 58f's
test (tests/cards/test_remove_brainwashing.py) let Change of Heart be activated and take nothing.
The 2005 texts of the three cards do the same: both presets tested."""

import pytest

from duelist.testing.scenario import Script, Table


def _table(card, rules, brainwashing=True):
    table = Table(turn=3, turn_player=0, phase="main1", rules=rules) if rules else \
        Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, card)
    table.monster(1, "Summoned Skull")
    if brainwashing:
        table.spell_trap(1, "Remove Brainwashing", face_down=False)
    duel = table.build()
    return duel, Script(duel)


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_change_of_heart_cannot_be_activated_under_remove_brainwashing(rules):
    """Q: my opponent's Remove Brainwashing is face-up and their Summoned Skull is their only
    monster; may I activate Change of Heart targeting it? A: no: the Skull's control cannot
    leave its owner, so it is no target; Change of Heart is not offered (it stays in my hand)."""
    duel, s = _table("Change of Heart", rules)
    assert s.options("activate", "Change of Heart") == []
    assert "Change of Heart" in [c.name for c in duel.players[0].hand]


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_snatch_steal_cannot_be_activated_under_remove_brainwashing(rules):
    """Q: the same, with Snatch Steal. A: no: it is not offered either."""
    duel, s = _table("Snatch Steal", rules)
    assert s.options("activate", "Snatch Steal") == []


@pytest.mark.parametrize("card", ["Change of Heart", "Snatch Steal"])
def test_without_remove_brainwashing_the_take_is_offered(card):
    """Q: the same position without Remove Brainwashing. A: the card is offered (the bar is
    Remove Brainwashing's, not the position's)."""
    duel, s = _table(card, None, brainwashing=False)
    assert len(s.options("activate", card)) == 1
