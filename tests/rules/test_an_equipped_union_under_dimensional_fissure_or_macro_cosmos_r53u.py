"""An equipped Union monster destroyed while Dimensional Fissure or Macro Cosmos applies.

An equipped Union monster is a Monster Card in the Spell & Trap Zone treated as an Equip Spell
Card, no monster on the field (seed 004 §特殊效果怪兽). Dimensional Fissure banishes only
monsters sent to the GY: a card that was no Monster Card on the field (an equipped monster, a
Pendulum card in its zone, a monster placed as a Continuous Spell) goes to the GY as usual
(yugioh-wiki.net 《次元の裂け目》, today's rules); the Edison Rules Compendium ("Union Monsters",
the nearest era to 2005 we found a ruling for) says the same: a Union sent from the Spell &
Trap Zone is a Spell going to the GY and "destroyed Unions in the Spell/Trap Zone will not be
banished" under Dimensional Fissure. No source found gives the 2005 era another answer, so both
presets are tested alike. Macro Cosmos banishes any card sent to the GY: the Union is banished.
The Union here is destroyed three ways: by Mystical Space Typhoon, by its own "destroyed instead"
(today's text, an effect: Fissure), and with its monster turned face-down (the rules destroy it)."""

import pytest

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table

X, Y = "X-Head Cannon", "Y-Dragon Head"


def _settle(s, duel, player):
    for _ in range(12):
        if duel.request is None or (duel.request.kind == "idle" and duel.request.player == player):
            return
        s.pick("pass", first=True)


def _table(rules, law, *hand):
    """Player 1's turn: player 0's X-Head Cannon holds Y-Dragon Head; `law` face-up for player 1."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="main1")
    x = table.monster(0, X, zone=0)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    table.spell_trap(1, law, face_down=False)
    table.hand(1, *hand)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table, x


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_an_equipped_union_destroyed_by_mystical_space_typhoon_under_fissure_goes_to_the_gy(rules):
    """Q: Dimensional Fissure is face-up; Mystical Space Typhoon destroys Y-Dragon Head equipped
    to X-Head Cannon. A: it was an Equip Card, no monster, when it left: it goes to the GY."""
    table, x = _table(rules, "Dimensional Fissure", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", Y, player=1)
    _settle(s, duel, 1)
    assert grave(duel, 0) == [Y]
    assert banished(duel, 0) == []
    assert field_monsters(duel, 0) == [X]


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_an_equipped_union_destroyed_by_mystical_space_typhoon_under_macro_cosmos_is_banished(rules):
    """Q: the same with Macro Cosmos face-up. A: Macro Cosmos banishes any card sent to the GY:
    Y-Dragon Head is banished; Mystical Space Typhoon too."""
    table, x = _table(rules, "Macro Cosmos", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", Y, player=1)
    _settle(s, duel, 1)
    assert banished(duel, 0) == [Y]
    assert grave(duel, 0) == []
    assert banished(duel, 1) == ["Mystical Space Typhoon"]


def test_a_union_destroyed_instead_of_its_monster_under_fissure_goes_to_the_gy():
    """Q (today's rules): Dimensional Fissure is face-up; my opponent's Fissure (the Normal Spell)
    would destroy X-Head Cannon, and Y-Dragon Head is destroyed instead. A: X-Head Cannon stays;
    Y-Dragon Head, destroyed in the Spell & Trap Zone as an Equip Card, goes to the GY."""
    table, x = _table("MR5", "Dimensional Fissure", "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _settle(s, duel, 1)
    assert field_monsters(duel, 0) == [X]
    assert grave(duel, 0) == [Y]
    assert banished(duel, 0) == []


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_a_union_whose_monster_turned_face_down_under_fissure_goes_to_the_gy(rules):
    """Q: Dimensional Fissure is face-up; Book of Moon turns X-Head Cannon face-down, and the
    rules destroy Y-Dragon Head, an Equip Card with no face-up monster. A: it goes to the GY
    (no monster when it left); X-Head Cannon stays face-down, 1800 ATK again."""
    table, x = _table(rules, "Dimensional Fissure", "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", X, player=1)
    _settle(s, duel, 1)
    assert grave(duel, 0) == [Y]
    assert banished(duel, 0) == []
    assert x.card(duel).position == "set"
    assert duel.atk(x.card(duel)) == 1800
