"""Y-Dragon Head's Union equip effect answered by Enemy Controller taking the Union or its target.

The Union's equip effect targets a monster its controller controls and equips this card (the
Union, in its controller's Monster Zone) to it (seed 004 §特殊效果怪兽; yugioh-wiki.net
「ユニオン」: the effect is applied only if the Union and the target are still face-up on the
field as it resolves). "A monster you control" is judged on resolution: a target whose control
changed is no longer an appropriate target (seed 000 §對象; the same reading as
tests/cards/test_enemy_controller_target_taken_first_r47b.py), and a Union now controlled by the
opponent is no card of the player who activated the effect, who cannot equip it to their own
monster from the opponent's field (the Union is equipped "from its controller's Monster Zone to
that player's Spell & Trap Zone"; our reading of the card's text, ruled in both eras alike). In
both cases nothing happens: the Union stays a monster where it is."""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

X, Y = "X-Head Cannon", "Y-Dragon Head"


def _equip_answered(rules, taken):
    table = Table(rules=rules, turn=3, turn_player=0)
    x = table.monster(0, X)
    y = table.monster(0, Y)
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Enemy Controller")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y)
    s.pick("target", X)
    s.answer(s.options("activate", "Enemy Controller", player=1)[1])     # Tribute 1, take 1
    s.pick("select", "Mystical Elf", request="select")
    s.pick("target", taken, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, x, y


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_a_union_taken_in_answer_to_its_equip_effect_stays_the_opponents_monster(rules):
    """Q: I activate Y-Dragon Head's effect to equip it to my X-Head Cannon; my opponent chains
    their Set Enemy Controller, Tributes Mystical Elf and takes Y-Dragon Head. A: Y-Dragon Head
    is now my opponent's, so its effect does nothing: it stays a monster in my opponent's Monster
    Zone under their control, no Equip Card; X-Head Cannon keeps its own 1800 ATK."""
    duel, x, y = _equip_answered(rules, Y)
    assert field_monsters(duel, 1) == [Y]
    assert y.card(duel).controller == 1
    assert field_monsters(duel, 0) == [X]
    assert _spells(duel, 0) == [] and _spells(duel, 1) == []
    assert duel.atk(x.card(duel)) == 1800
    assert of_type(duel, "equip") == []
    assert grave(duel, 1) == ["Mystical Elf", "Enemy Controller"]


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_a_target_taken_in_answer_to_the_equip_effect_is_not_equipped(rules):
    """Q: the same, but Enemy Controller takes X-Head Cannon. A: X-Head Cannon is no longer a
    monster I control, so the effect does nothing: Y-Dragon Head stays in my Monster Zone,
    X-Head Cannon (my opponent's now) keeps 1800 ATK."""
    duel, x, y = _equip_answered(rules, X)
    assert field_monsters(duel, 0) == [Y]
    assert field_monsters(duel, 1) == [X]
    assert _spells(duel, 0) == [] and _spells(duel, 1) == []
    assert duel.atk(x.card(duel)) == 1800
    assert of_type(duel, "equip") == []
