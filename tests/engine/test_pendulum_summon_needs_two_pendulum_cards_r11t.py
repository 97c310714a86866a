"""A Pendulum Summon needs a Pendulum card in each of the player's two Pendulum Zones (seed 000
§靈擺召喚). Under MR4/MR5 those zones are the end Spell & Trap Zones, which also hold plain
Spells and Traps: the Main Phase menu tells a Pendulum card there by its scale (`data.scale is
not None`, every Pendulum card has one, 0 included) before it asks for the scales (turn.py
`_main_menu`; round 11, hturn8: two Spells or Traps at the ends made it walk `scales`,
`pendulum_zones` and `pendulum_seqs` at 0.4 menus a turn on Warrior/Zombie)."""

import pytest

from duelist.testing.scenario import Table

LOW, HIGH, ZERO = "Foucault's Cannon", "Flash Knight", "Pendulumucho"     # scales 2, 7 and 0
BETWEEN = "Giant Soldier of Stone"                                     # Level 3
SPELL, TRAP = "Mystical Space Typhoon", "Mirror Force"


def _menu(rules, left, right):
    """Player 0's Main Phase menu with a Level 3 monster in the hand and `left`/`right` at
    the ends of the Spell & Trap Zones ("pendulum:NAME" a scale there, else a Set card)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    for side, card in (("left", left), ("right", right)):
        if card.startswith("pendulum:"):
            table.pendulum(0, card[len("pendulum:"):], side)
        else:
            table.spell_trap(0, card, zone=0 if side == "left" else 4)
    table.hand(0, BETWEEN)
    return table.build()


def _pendulum_rows(duel):
    return [o for o in duel.request.options if o.kind == "pendulum_summon"]


def _scales_asked(duel):
    """The menu built again, counting its calls of `_pendulum_options` (the scales' walk)."""
    asked = []
    duel._pendulum_options = lambda player, options: asked.append(player)
    duel._main_menu()
    return len(asked)


@pytest.mark.parametrize("rules", ["MR4", "MR5"])
def test_a_spell_and_a_trap_at_the_ends_are_no_scales(rules):
    """Two Set cards at the ends of the Spell & Trap Zones: no Pendulum Summon row, and the
    menu does not look for scales at all."""
    duel = _menu(rules, SPELL, TRAP)
    assert not _pendulum_rows(duel)
    assert _scales_asked(duel) == 0


@pytest.mark.parametrize("rules", ["MR4", "MR5"])
@pytest.mark.parametrize("left, right", [("pendulum:" + LOW, SPELL), (TRAP, "pendulum:" + HIGH)])
def test_one_scale_beside_a_spell_or_trap_is_not_enough(rules, left, right):
    """A scale in one end zone and a Spell or Trap in the other: no Pendulum Summon, and no
    look for the scales (either end without a Pendulum card settles it)."""
    duel = _menu(rules, left, right)
    assert not _pendulum_rows(duel)
    assert _scales_asked(duel) == 0


@pytest.mark.parametrize("rules", ["MR4", "MR5"])
def test_a_scale_of_0_is_a_pendulum_card(rules):
    """Pendulumucho (scale 0) and Flash Knight (scale 7): a Level 3 monster in the hand may be
    Pendulum Summoned (Levels 1-6). A scale of 0 is a scale: the menu must not take it for
    "no Pendulum card"."""
    assert len(_pendulum_rows(_menu(rules, "pendulum:" + ZERO, "pendulum:" + HIGH))) == 1
    assert len(_pendulum_rows(_menu(rules, "pendulum:" + HIGH, "pendulum:" + ZERO))) == 1


@pytest.mark.parametrize("rules", ["MR4", "MR5"])
def test_two_scales_at_the_ends_offer_the_pendulum_summon(rules):
    duel = _menu(rules, "pendulum:" + LOW, "pendulum:" + HIGH)
    assert len(_pendulum_rows(duel)) == 1
    assert _scales_asked(duel) == 1
