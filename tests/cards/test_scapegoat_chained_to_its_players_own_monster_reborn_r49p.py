"""Scapegoat's restriction (its player may not Summon another monster that turn) comes with its
activation (goatformat.com Individual Rulings, SCAPEGOAT: it binds even when the activation is
negated) and applies from then on, even in the middle of a chain's resolution (seed 000
§效果分類 › 永續效果). Chained by its player to their own Monster Reborn, it leaves Monster Reborn
nothing to do when it resolves: the revival would be a Special Summon (seed 000 §特殊召喚)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _monster_reborn(chain_scapegoat):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Dark Magician")
    table.hand(0, "Monster Reborn")
    table.spell_trap(0, "Scapegoat")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Dark Magician", request="target")
    if chain_scapegoat:
        s.pick("activate", "Scapegoat", player=0)
    while duel.request.kind in ("chain", "zone", "option"):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            duel.answer(duel.request.options[0].id)
    assert duel.request.kind == "idle"
    return duel


def test_scapegoat_chained_to_its_players_monster_reborn_leaves_dark_magician_in_the_gy():
    """Q: I activate Monster Reborn on Dark Magician and chain my own Scapegoat. A: four Sheep
    Tokens; Monster Reborn then revives nothing: I may not Summon another monster this turn."""
    duel = _monster_reborn(chain_scapegoat=True)
    assert field_monsters(duel, 0) == ["Sheep Token"] * 4
    assert "Dark Magician" in [c.name for c in duel.players[0].grave]


def test_without_scapegoat_monster_reborn_revives_dark_magician():
    duel = _monster_reborn(chain_scapegoat=False)
    assert field_monsters(duel, 0) == ["Dark Magician"]
